import {
  CATEGORIZATION_KEYS,
  confidenceBandOf,
  type ConfidenceBand,
  type CategorizeResult,
  type ClassifiedResult,
} from '@trusty/contracts';
import type { RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { confidenceLabel } from '../../../lib/answer-labels';
import { cn } from '../../../lib/cn';

type Level = 'High' | 'Medium' | 'Low';

const levelStyles: Record<Level, { badge: string; bar: string }> = {
  High: { badge: 'bg-green-100 text-green-800', bar: 'bg-green-500' },
  Medium: { badge: 'bg-amber-100 text-amber-900', bar: 'bg-amber-500' },
  Low: { badge: 'bg-red-100 text-red-800', bar: 'bg-red-500' },
};

const LEVELS: Record<ConfidenceBand, Level> = { high: 'High', medium: 'Medium', low: 'Low' };

/** Bands a reader can act on, as everywhere else (issue 34 §6): High can be trusted, Low deserves a second look. */
export function confidenceLevel(confidence: number): Level {
  return LEVELS[confidenceBandOf(confidence)];
}

function ConfidenceValue({ confidence, label }: { confidence: number; label: string }) {
  const level = confidenceLevel(confidence);
  const percent = Math.round(Math.min(Math.max(confidence, 0), 1) * 100);
  return (
    <div className="space-y-1.5">
      <div className="flex items-center gap-2">
        <span className="font-semibold text-slate-900">{label}</span>
        <span
          className={cn('rounded-full px-2 py-0.5 text-xs font-medium', levelStyles[level].badge)}
        >
          {level}
        </span>
      </div>
      <div className="h-1.5 w-full overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div
          className={cn('h-full rounded-full', levelStyles[level].bar)}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

export interface AnalysisResultDialogProps {
  result: CategorizeResult | undefined;
  open: boolean;
  onOpenChange(open: boolean): void;
  onAnalyzeAnother(): void;
  onCloseAutoFocus?: (event: Event) => void;
  /** The control that asked for the analysis: focus returns there on close. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The result, titled with the cost name: every categorization key with its value (spec §2), or,
 * for a cost the engine could not place, why not and that it cost nothing.
 */
export function AnalysisResultDialog({
  result,
  open,
  onOpenChange,
  onAnalyzeAnother,
  onCloseAutoFocus,
  returnFocusTo,
}: AnalysisResultDialogProps) {
  if (!result) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={result.costName}
      description={result.classified ? 'TBM categorization' : 'Not classified'}
      onCloseAutoFocus={onCloseAutoFocus}
      returnFocusTo={returnFocusTo}
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button onClick={onAnalyzeAnother}>Analyze Another</Button>
        </div>
      }
    >
      {result.classified ? (
        <Categorization result={result} />
      ) : (
        // No layer table: a default placement would look like an answer it is not.
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <p>{result.message}</p>
        </div>
      )}
    </Dialog>
  );
}

function Categorization({ result }: { result: ClassifiedResult }) {
  const { categorization } = result;
  return (
    <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {CATEGORIZATION_KEYS.map((key) => (
        <div key={key} className="grid gap-1 px-4 py-2.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
          <dt className="text-sm text-slate-500">{key}</dt>
          <dd className="text-sm font-medium break-words text-slate-900">{categorization[key]}</dd>
        </div>
      ))}
      <div className="grid gap-1 px-4 py-2.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
        <dt className="text-sm text-slate-500">Confidence</dt>
        <dd className="text-sm">
          {result.method === 'rule' ? (
            // One of the account's own rules decided it: there is no engine doubt to show.
            <span className="font-semibold text-slate-900">
              {confidenceLabel(result.method, 1)}
            </span>
          ) : (
            <ConfidenceValue confidence={result.confidence} label={categorization.Confidence} />
          )}
        </dd>
      </div>
      {result.reason && (
        <div className="grid gap-1 px-4 py-2.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
          <dt className="text-sm text-slate-500">Reason</dt>
          <dd className="text-sm break-words text-slate-700">{result.reason}</dd>
        </div>
      )}
    </dl>
  );
}
