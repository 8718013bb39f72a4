import { Button } from '../../../components/ui/button';
import { TableCard } from '../../../components/ui/table-card';
import { useDeliveries } from '../api/webhook';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const STATE = {
  delivered: 'Delivered',
  pending: 'Retrying',
  failed: 'Failed',
} as const;

/** The latest announcements to the webhook and to upload callbacks, with how each went. */
export function DeliveryLog() {
  const deliveries = useDeliveries();
  return (
    <TableCard
      titleId="delivery-log"
      title="Delivery log"
      action={
        <Button
          variant="outline"
          size="sm"
          onClick={() => void deliveries.refetch()}
          disabled={deliveries.isFetching}
        >
          Refresh
        </Button>
      }
      load={deliveries}
      loadingLabel="Loading deliveries"
      error={
        <p role="alert" className="mt-3 text-sm text-red-700">
          Could not load the delivery log.
        </p>
      }
      empty={
        <p className="mt-3 text-sm text-slate-600">
          Nothing delivered yet: announcements appear here when a spreadsheet job finishes.
        </p>
      }
      columns={[
        { label: 'When' },
        { label: 'Event' },
        { label: 'To', from: 'md' },
        { label: 'State' },
        { label: 'Attempts' },
        { label: 'Last answer', from: 'md' },
      ]}
      row={(d) => (
        <tr key={d.id}>
          <td className="px-1.5 py-2">{dateFormat.format(new Date(d.createdAt))}</td>
          <td className="px-1.5 py-2 font-mono text-xs">{d.event}</td>
          <td className="hidden max-w-xs truncate px-1.5 py-2 md:table-cell" title={d.url}>
            {d.target === 'callback' ? 'callback: ' : 'webhook: '}
            {d.url}
          </td>
          <td className="px-1.5 py-2">{STATE[d.state]}</td>
          <td className="px-1.5 py-2">{d.attempts}</td>
          <td className="hidden px-1.5 py-2 text-slate-600 md:table-cell">
            {d.lastError ?? (d.lastStatus ? `HTTP ${d.lastStatus}` : '—')}
          </td>
        </tr>
      )}
    />
  );
}
