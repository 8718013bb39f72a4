import type { UploadSummary } from '@trusty/contracts';
import { Download, FileSpreadsheet } from 'lucide-react';
import { SpendLine } from '../../../components/spend/spend-line';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { countOf } from '../lib/answer-labels';
import { ResultListItem } from './result-list-item';

export function UploadListItem(props: {
  upload: UploadSummary;
  downloading: boolean;
  onDownload(): void;
}) {
  const { upload } = props;
  return (
    <ResultListItem
      icon={FileSpreadsheet}
      title={<TextLink to={paths.result(upload.id)}>{upload.fileName}</TextLink>}
      titleBreak="break-all"
      actions={
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
      }
    >
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
    </ResultListItem>
  );
}
