import type { PurchaseStatus } from '@trusty/contracts';
import { Link } from 'react-router';
import { TableCard } from '../../../components/ui/table-card';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { formatMoney, formatNumber } from '../../../lib/format';
import { usePurchases } from '../api/get-purchases';
import { RetryAlert } from '../../../components/ui/retry-alert';

const STATUS: Record<PurchaseStatus, { label: string; tone: string }> = {
  paid: { label: 'Paid', tone: 'bg-green-50 text-green-800 ring-green-200' },
  pending: { label: 'Pending', tone: 'bg-amber-50 text-amber-800 ring-amber-200' },
  failed: { label: 'Failed', tone: 'bg-red-50 text-red-800 ring-red-200' },
  expired: { label: 'Expired', tone: 'bg-slate-100 text-slate-700 ring-slate-200' },
  // Paid, but not the amount recorded at checkout: no credits until someone reviews it.
  held: { label: 'On hold', tone: 'bg-orange-50 text-orange-800 ring-orange-200' },
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** What the user has paid for, and checkouts still open or expired unpaid, newest first. */
export function PurchaseHistory() {
  const purchases = usePurchases();
  return (
    <TableCard
      titleId="purchase-history"
      title="Purchase History"
      load={purchases}
      loadingLabel="Loading purchase history"
      error={
        <RetryAlert
          message="Could not load your purchase history."
          onRetry={() => void purchases.refetch()}
          retrying={purchases.isFetching}
          className="mt-3"
        />
      }
      empty={
        <p className="mt-3 text-sm text-slate-600">
          No purchases yet.{' '}
          <Link to={paths.buyCredits} className="font-medium text-brand-700 hover:underline">
            Buy credits
          </Link>
        </p>
      }
      columns={[
        { label: 'Date', from: 'sm' },
        { label: 'Package' },
        { label: 'Credits', align: 'right' },
        { label: 'Amount', align: 'right' },
        { label: 'Status' },
      ]}
      row={(purchase) => {
        const status = STATUS[purchase.status];
        const date = dateFormat.format(new Date(purchase.createdAt));
        return (
          <tr key={purchase.id}>
            <td className="hidden px-1.5 py-2 whitespace-nowrap sm:table-cell">
              <time dateTime={purchase.createdAt}>{date}</time>
            </td>
            <td className="px-1.5 py-2">
              {purchase.packageName}
              {/* Phones have no room for a date column; the date sits under the package. */}
              <span
                className="block text-xs whitespace-nowrap text-slate-500 sm:hidden"
                aria-hidden="true"
              >
                {date}
              </span>
            </td>
            <td className="px-1.5 py-2 text-right tabular-nums">
              {formatNumber(purchase.credits)}
            </td>
            <td className="px-1.5 py-2 text-right whitespace-nowrap tabular-nums">
              {formatMoney(purchase.amount, purchase.currency)}
            </td>
            <td className="px-1.5 py-2">
              <span
                className={cn(
                  'inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1',
                  status.tone,
                )}
              >
                {status.label}
              </span>
            </td>
          </tr>
        );
      }}
    />
  );
}
