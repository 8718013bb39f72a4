import type { Layers, ReviewGroup } from '@trusty/contracts';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';
import { ConfidenceBadge } from '../../../components/ui/confidence-badge';
import { formatAmount } from '../../../lib/money';
import { contextLabel } from '../lib/answer-labels';
import { AnswerCandidates } from './answer-candidates';
import { LayersSummary } from './layers-summary';

/** One review group: what the rows are, what they were given, and the two decisions. */
export function ReviewGroupCard(props: {
  group: ReviewGroup;
  selected: boolean;
  onSelectedChange(selected: boolean): void;
  onAccept(): void;
  /** One click on one of the engine's other answers (issue 34 §6). */
  onUse(layers: Layers): void;
  onCorrect(button: HTMLButtonElement): void;
  busy: boolean;
}) {
  const { group } = props;
  const context = Object.entries(group.context).filter(([, value]) => value.trim());
  const checkboxId = `review-group-${group.normalizedName.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={props.selected}
          onChange={(event) => props.onSelectedChange(event.target.checked)}
          className="mt-1 h-4 w-4 shrink-0 rounded border-slate-300"
          aria-label={`Select ${group.costName}`}
        />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <h3 className="font-medium break-words text-slate-900">{group.costName}</h3>
            <span className="text-sm text-slate-600">
              {group.spend.length > 0 && (
                <span className="font-semibold text-slate-900 tabular-nums">
                  {group.spend.map((s) => formatAmount(s.total, s.currency)).join(', ')}
                  {' · '}
                </span>
              )}
              {formatNumber(group.rowCount)} {group.rowCount === 1 ? 'row' : 'rows'}
            </span>
          </div>
          <LayersSummary layers={group.layers} />
          {group.layers && (
            <p className="flex items-center gap-2 text-sm text-slate-700">
              <span className="text-slate-600">Confidence:</span>
              <ConfidenceBadge method={group.method} confidence={group.confidence} />
            </p>
          )}
          {group.candidates.length < 2 && group.reason && (
            <p className="text-sm text-slate-600">Why: {group.reason}</p>
          )}
          <AnswerCandidates
            candidates={group.candidates}
            onUse={props.onUse}
            disabled={props.busy}
          />
          {context.length > 0 && (
            <p className="text-sm break-words text-slate-600">
              {context.map(([role, value], i) => (
                <span key={role}>
                  {i > 0 && ' · '}
                  {contextLabel(role)}: <span className="text-slate-900">{value}</span>
                </span>
              ))}
            </p>
          )}
          <div className="flex flex-wrap gap-2 pt-1">
            {group.layers && (
              <Button
                size="sm"
                variant="outline"
                onClick={props.onAccept}
                disabled={props.busy}
                aria-label={`Accept ${group.costName}`}
              >
                Accept
              </Button>
            )}
            <Button
              size="sm"
              onClick={(event) => props.onCorrect(event.currentTarget)}
              disabled={props.busy}
              aria-label={`Correct ${group.costName}`}
            >
              Correct…
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
