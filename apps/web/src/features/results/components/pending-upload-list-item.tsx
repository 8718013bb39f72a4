import type { PendingUploadSummary } from '@trusty/contracts';
import { AlertCircle, LoaderCircle, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';

/**
 * An upload with no stored result yet: processing (its job is queued or running, possibly on
 * another instance after the request that sent it was cut) or failed. It has no page and no file,
 * so no link or download; the status is words, the icon only decoration. A failed one can be
 * dismissed (issue 34 §8) when the list offers it.
 */
export function PendingUploadListItem({
  upload,
  onDismiss,
  dismissing = false,
}: {
  upload: PendingUploadSummary;
  onDismiss?: () => void;
  dismissing?: boolean;
}) {
  const failed = upload.status === 'failed';
  const Icon = failed ? AlertCircle : LoaderCircle;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex min-w-0 gap-3">
        <Icon
          aria-hidden="true"
          className={
            failed
              ? 'mt-0.5 h-5 w-5 shrink-0 text-red-600'
              : 'mt-0.5 h-5 w-5 shrink-0 animate-spin text-brand-600 motion-reduce:animate-none'
          }
        />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-all text-slate-900">{upload.fileName}</h3>
          <p className="text-sm text-slate-600">
            Spreadsheet · {formatDate(upload.createdAt)} ·{' '}
            <span className={failed ? 'font-medium text-red-700' : 'font-medium text-slate-900'}>
              {failed ? 'Failed' : 'Processing…'}
            </span>
          </p>
          <p className={failed ? 'text-sm break-words text-red-700' : 'text-sm text-slate-600'}>
            {failed
              ? upload.failure
              : 'Its rows and file appear here when it is ready; you can leave this page.'}
          </p>
        </div>
        {failed && onDismiss && (
          <Button
            variant="ghost"
            size="sm"
            className="shrink-0 self-start"
            aria-label={`Dismiss ${upload.fileName}`}
            disabled={dismissing}
            onClick={onDismiss}
          >
            <X aria-hidden="true" className="h-4 w-4" />
            {dismissing ? 'Dismissing...' : 'Dismiss'}
          </Button>
        )}
      </div>
    </li>
  );
}
