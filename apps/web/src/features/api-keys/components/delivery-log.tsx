import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { TableHeader } from '../../../components/ui/table-header';
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
    <Card className="p-4 sm:p-6">
      <div className="flex items-center justify-between gap-2">
        <h2 id="delivery-log" className="text-lg font-semibold text-slate-900">
          Delivery log
        </h2>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void deliveries.refetch()}
          disabled={deliveries.isFetching}
        >
          Refresh
        </Button>
      </div>
      {deliveries.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label="Loading deliveries" />
        </div>
      ) : deliveries.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Could not load the delivery log.
        </p>
      ) : deliveries.data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          Nothing delivered yet: announcements appear here when a spreadsheet job finishes.
        </p>
      ) : (
        <div className="mt-4 -mx-1.5 overflow-x-auto">
          <table className="w-full text-left text-sm" aria-labelledby="delivery-log">
            <TableHeader
              columns={[
                { label: 'When' },
                { label: 'Event' },
                { label: 'To', from: 'md' },
                { label: 'State' },
                { label: 'Attempts' },
                { label: 'Last answer', from: 'md' },
              ]}
            />
            <tbody className="divide-y divide-slate-100">
              {deliveries.data.map((d) => (
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
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
