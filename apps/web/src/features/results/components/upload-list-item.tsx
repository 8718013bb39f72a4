import type { UploadSummary } from '@trusty/contracts';
import { Download, FileSpreadsheet } from 'lucide-react';
import { SpendLine } from '../../../components/spend/spend-line';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { countOf } from '../lib/answer-labels';

export function UploadListItem(props: {
  upload: UploadSummary;
  downloading: boolean;
  onDownload(): void;
}) {
  const { upload } = props;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 gap-3">
          <FileSpreadsheet aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
          <div className="min-w-0">
            <h3 className="font-semibold break-all text-slate-900">
              <TextLink to={paths.result(upload.id)}>{upload.fileName}</TextLink>
            </h3>
            <p className="text-sm text-slate-600">
              Spreadsheet · {formatDate(upload.createdAt)} · {countOf(upload.totalRows, 'row')} ·{' '}
              {countOf(upload.errorRows, 'error')}
            </p>
            <p className="text-sm text-slate-600">
              {upload.needsReview > 0
                ? `${countOf(upload.needsReview, 'row')} to review`
                : 'Nothing to review'}
            </p>
            <SpendLine spend={upload.spend} />
          </div>
        </div>
        <div className="flex shrink-0 flex-col gap-1 sm:items-end">
          {upload.downloadable ? (
            <>
              <Button
                variant="outline"
                size="sm"
                onClick={props.onDownload}
                disabled={props.downloading}
                aria-label={`Download ${upload.fileName}`}
              >
                <Download aria-hidden="true" className="h-4 w-4" />
                {props.downloading ? 'Downloading...' : 'Download'}
              </Button>
              <p className="text-xs text-slate-500">
                File available until {formatDate(upload.expiresAt)}
              </p>
            </>
          ) : (
            <p className="text-sm text-slate-500">
              {upload.fromApi ? 'Sent through the API' : 'Expired'}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
