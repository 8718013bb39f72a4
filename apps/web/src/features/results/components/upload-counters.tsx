import type { UploadDetail } from '@trusty/contracts';
import { formatNumber } from '../../../lib/format';

/** The upload's numbers at a glance, two to a line on a phone. */
export function UploadCounters({ upload }: { upload: UploadDetail }) {
  const counters: Array<[string, number]> = [
    ['Rows', upload.totalRows],
    ['Classified', upload.successfulRows],
    ['Unclassified', upload.unclassifiedRows],
    ['Skipped', upload.skippedRows],
    ['Errors', upload.errorRows],
    ['Needs review', upload.needsReview],
    ['Decided by your rules', upload.ruleRows],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      {counters.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className="text-lg font-semibold text-slate-900">{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
