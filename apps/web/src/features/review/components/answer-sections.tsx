import { LAYER_KEYS, type ResultRow, type ReviewGroup } from '@trusty/contracts';
import { ConfidenceBadge } from '../../../components/ui/confidence-badge';
import { contextLabel } from '../lib/answer-labels';
import { rowWord } from '../lib/use-correction-actions';

/** The line under review: its name, how many rows share the decision, and its other columns. */
export function LineSection({ row, count }: { row: ResultRow | ReviewGroup; count: number }) {
  const contextEntries = Object.entries(row.context).filter(([, value]) => value.trim());
  return (
    <section aria-label="The line" className="space-y-2">
      <p className="font-medium break-words text-slate-900">{row.costName}</p>
      {count > 1 && (
        <p className="text-sm text-slate-600">
          {rowWord(count)} with this name get the same decision.
        </p>
      )}
      {contextEntries.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {contextEntries.map(([role, value]) => (
            <div key={role} className="contents">
              <dt className="text-slate-600">{contextLabel(role)}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** The line's answer as it stands: six layers, confidence and why. */
export function CurrentAnswerSection({ row }: { row: ResultRow | ReviewGroup }) {
  return (
    <section aria-label="Current answer" className="rounded-lg border border-slate-200 p-3">
      <h3 className="text-sm font-semibold text-slate-900">Current answer</h3>
      {row.layers ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {LAYER_KEYS.map((key) => (
            <div key={key} className="contents">
              <dt className="text-slate-600">{key}</dt>
              <dd className="text-slate-900">{row.layers?.[key]}</dd>
            </div>
          ))}
          <div className="contents">
            <dt className="text-slate-600">Confidence</dt>
            <dd className="text-slate-900">
              <ConfidenceBadge
                method={row.method}
                confidence={row.confidence}
                none="Not classified"
              />
            </dd>
          </div>
        </dl>
      ) : (
        <p className="mt-1 text-sm text-slate-700">Not classified.</p>
      )}
      {row.reason && <p className="mt-2 text-sm text-slate-600">Why: {row.reason}</p>}
    </section>
  );
}
