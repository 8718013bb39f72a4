import type { AnalysisSummary } from '@trusty/contracts';
import { Calculator } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { ConfidenceBadge } from '../../../components/ui/confidence-badge';
import { statusLabels } from '../lib/answer-labels';
import { ResultListItem } from './result-list-item';

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
    <ResultListItem
      icon={Calculator}
      title={row.costName}
      titleBreak="break-words"
      actions={
        props.onCorrect && (
          <Button
            variant="outline"
            size="sm"
            className="shrink-0"
            aria-label={`Correct ${row.costName}`}
            onClick={(event) => props.onCorrect?.(event.currentTarget)}
          >
            Correct
          </Button>
        )
      }
    >
      <p className="text-sm text-slate-600">
        Single analysis · {formatDate(props.analysis.createdAt)}
      </p>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm break-words text-slate-700">
        <span>{answer}</span>
        <ConfidenceBadge method={row.method} confidence={row.confidence} />
      </p>
    </ResultListItem>
  );
}
