import type { AnalysisSummary } from '@trusty/contracts';
import { Calculator } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { ConfidenceBadge } from '../../../components/ui/confidence-badge';
import { statusLabels } from '../lib/answer-labels';

export function AnalysisListItem(props: {
  analysis: AnalysisSummary;
  /** Absent until the app provides the correction dialog. */
  onCorrect?(button: HTMLButtonElement): void;
}) {
  const { row } = props.analysis;
  const answer = row.layers
    ? `${row.layers['IT Tower']} / ${row.layers['Sub-Tower']}`
    : statusLabels[row.status];
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 gap-3">
          <Calculator aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
          <div className="min-w-0">
            <h3 className="font-semibold break-words text-slate-900">{row.costName}</h3>
            <p className="text-sm text-slate-600">
              Single analysis · {formatDate(props.analysis.createdAt)}
            </p>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm break-words text-slate-700">
              <span>{answer}</span>
              <ConfidenceBadge method={row.method} confidence={row.confidence} />
            </p>
          </div>
        </div>
        {props.onCorrect && (
          <Button
            variant="outline"
            size="sm"
            className="shrink-0"
            aria-label={`Correct ${row.costName}`}
            onClick={(event) => props.onCorrect?.(event.currentTarget)}
          >
            Correct
          </Button>
        )}
      </div>
    </li>
  );
}
