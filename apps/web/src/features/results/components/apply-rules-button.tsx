import type { ApplyOutcome, ApplyQuote } from '@trusty/contracts';
import { RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useApplyQuote, useApplyUpload } from '../api/apply-upload';
import { countOf } from '../lib/answer-labels';
import { DialogActions } from '../../../components/ui/dialog-actions';

export const APPLY_FAILED = 'Could not apply your rules and corrections. Please try again.';

/** "This uses 0 credits. 3 rows will change.": the quote's own numbers, before anything runs. */
export function quoteText(quote: ApplyQuote): string {
  const rows = quote.rowsChanging === 1 ? 'row will' : 'rows will';
  return `This uses ${countOf(quote.credits, 'credit')}. ${formatNumber(quote.rowsChanging)} ${rows} change.`;
}

/**
 * Why "0 rows will change" can still be worth applying (issue 34 §8): saving, editing or
 * importing a rule rewrites the stored rows at once, so they are not counted as changing; the
 * file may still lack them.
 */
export function alreadyText(quote: ApplyQuote): string | null {
  const parts: string[] = [];
  if (quote.rowsByRules > 0)
    parts.push(
      `${countOf(quote.rowsByRules, 'row')} already ${quote.rowsByRules === 1 ? 'follows' : 'follow'} your rules: saving or importing a rule rewrites the stored rows at once, so ${quote.rowsByRules === 1 ? 'it is' : 'they are'} not counted above.`,
    );
  if (quote.fileOutdated && quote.rewritesFile)
    parts.push('The file does not have the latest answers yet: applying writes it again.');
  return parts.length > 0 ? parts.join(' ') : null;
}

export function outcomeText(outcome: ApplyOutcome): string {
  const changed = `${countOf(outcome.rowsChanged, 'row')} changed`;
  return outcome.fileRewritten
    ? `Rules and corrections applied: ${changed}, file written again.`
    : `Rules and corrections applied: ${changed}.`;
}

/** Re-applies the current rules to the upload's unreviewed rows and rewrites the file, free. */
export function ApplyRulesButton({ uploadId }: { uploadId: string }) {
  const [open, setOpen] = useState(false);
  const quote = useApplyQuote(uploadId, open);
  const apply = useApplyUpload(uploadId);
  const button = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    try {
      const outcome = await apply.mutateAsync();
      toast.success(outcomeText(outcome));
      setOpen(false);
    } catch (error) {
      toast.error(apiErrorMessage(error, APPLY_FAILED));
    }
  };

  return (
    <>
      <Button ref={button} variant="outline" onClick={() => setOpen(true)}>
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        Apply rules and corrections
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        dismissible={!apply.isPending}
        returnFocusTo={button}
        title="Apply rules and corrections"
        footer={
          <DialogActions
            onCancel={() => setOpen(false)}
            busy={apply.isPending}
            cancelVariant="ghost"
          >
            <Button onClick={() => void confirm()} disabled={!quote.isSuccess || apply.isPending}>
              {apply.isPending ? 'Applying...' : 'Apply'}
            </Button>
          </DialogActions>
        }
      >
        <div aria-live="polite" className="space-y-3 text-sm text-slate-700">
          <p>
            Your current rules are applied to the rows nobody has accepted or corrected, and the
            file is written again with every answer, corrections included.
          </p>
          {quote.isPending && <Spinner label="Working out what would change" />}
          {quote.isError && (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-red-700">
              <span>{apiErrorMessage(quote.error, 'Could not work out what would change.')}</span>
              <Button variant="outline" size="sm" onClick={() => void quote.refetch()}>
                Try Again
              </Button>
            </div>
          )}
          {quote.isSuccess && (
            <>
              <p className="font-medium text-slate-900">{quoteText(quote.data)}</p>
              {alreadyText(quote.data) && <p>{alreadyText(quote.data)}</p>}
              {!quote.data.rewritesFile && (
                <p>The file has expired, so only the stored rows change.</p>
              )}
            </>
          )}
        </div>
      </Dialog>
    </>
  );
}
