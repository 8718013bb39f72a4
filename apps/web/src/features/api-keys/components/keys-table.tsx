import type { ApiKeySummary } from '@trusty/contracts';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TableCard } from '../../../components/ui/table-card';
import { apiErrorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : 'Never');

/** The account's keys: what each is, when it was last used, and what it has used. */
export function KeysTable() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast.success(`Key “${revoking.name}” revoked`);
        setRevoking(null);
      },
      onError: (error) => toast.error(apiErrorMessage(error, 'Could not revoke the key.')),
    });
  };

  return (
    <TableCard
      titleId="your-keys"
      title="Your keys"
      load={keys}
      loadingLabel="Loading keys"
      error={
        <p role="alert" className="mt-3 text-sm text-red-700">
          Could not load your keys.{' '}
          <Button variant="outline" size="sm" onClick={() => void keys.refetch()}>
            Retry
          </Button>
        </p>
      }
      empty={<p className="mt-3 text-sm text-slate-600">No keys yet. Create one above.</p>}
      columns={[
        { label: 'Name' },
        { label: 'Key' },
        { label: 'Scope' },
        { label: 'Created', from: 'md' },
        { label: 'Last used' },
        { label: 'Usage (30 days / all time)' },
        { label: 'Actions', srOnly: true },
      ]}
      row={(key) => (
        <tr key={key.id}>
          <td className="px-1.5 py-2 font-medium text-slate-900">{key.name}</td>
          <td className="px-1.5 py-2 font-mono text-xs text-slate-700">{key.prefix}…</td>
          <td className="px-1.5 py-2">{key.scope}</td>
          <td className="hidden px-1.5 py-2 md:table-cell">{when(key.createdAt)}</td>
          <td className="px-1.5 py-2">{when(key.lastUsedAt)}</td>
          <td className="px-1.5 py-2 text-slate-700">
            {formatNumber(key.usage30Days.calls)} calls, {formatNumber(key.usage30Days.items)}{' '}
            items, {formatNumber(key.usage30Days.credits)} credits
            <span className="block text-xs text-slate-500">
              all time: {formatNumber(key.usage.calls)} calls, {formatNumber(key.usage.items)}{' '}
              items, {formatNumber(key.usage.credits)} credits
            </span>
          </td>
          <td className="px-1.5 py-2 text-right">
            <Button
              variant="outline"
              size="sm"
              onClick={() => setRevoking(key)}
              aria-label={`Revoke ${key.name}`}
            >
              Revoke
            </Button>
          </td>
        </tr>
      )}
    >
      <Dialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Revoke “${revoking?.name ?? ''}”?`}
        description="Programs using this key are refused from their next call. This cannot be undone."
        dismissible={!revoke.isPending}
        footer={
          <>
            <Button variant="outline" onClick={() => setRevoking(null)} disabled={revoke.isPending}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirmRevoke} disabled={revoke.isPending}>
              {revoke.isPending ? 'Revoking...' : 'Revoke key'}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          Key <span className="font-mono">{revoking?.prefix}…</span>
        </p>
      </Dialog>
    </TableCard>
  );
}
