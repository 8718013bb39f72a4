import { processedFileName, resultMessages, type UploadDetail } from '@trusty/contracts';
import { Download, FileText, ListChecks } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/link-button';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useDownloadResult } from '../../../lib/download-result';
import { formatDate } from '../../../lib/format';
import { useExportRows } from '../api/export-rows';
import { countOf } from '../lib/answer-labels';
import { ApplyRulesButton } from './apply-rules-button';

/** An upload's title: the way back to Results, its file name, when it was processed and from which columns. */
export function UploadHeader({ upload }: { upload: UploadDetail | undefined }) {
  return (
    <div className="space-y-1">
      <p className="text-sm">
        <TextLink to={paths.results}>Results</TextLink>
      </p>
      <h1 className="text-2xl font-semibold break-all text-slate-900">
        {upload?.fileName ?? 'Result'}
      </h1>
      {upload && (
        <p className="text-sm text-slate-600">
          Processed {formatDate(upload.createdAt)}
          {upload.columnsRead.length > 0 && ` · Columns read: ${upload.columnsRead.join(', ')}`}
        </p>
      )}
    </div>
  );
}

/** What can be done with an upload: its file, its review, its rules and corrections, its rows as CSV. */
export function UploadActions({ upload }: { upload: UploadDetail }) {
  const download = useDownloadResult();
  const exportRows = useExportRows();
  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        {upload.downloadable ? (
          <Button
            onClick={() =>
              download.mutate({
                processId: upload.id,
                fileName: processedFileName(upload.fileName),
              })
            }
            disabled={download.isPending}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {download.isPending ? 'Downloading...' : 'Download File'}
          </Button>
        ) : (
          <p className="text-sm text-slate-600">
            {upload.fromApi
              ? 'Classified through the API: there is no file.'
              : resultMessages.fileExpired}
          </p>
        )}
        {upload.needsReview > 0 && (
          <LinkButton variant="outline" to={paths.review(upload.id)}>
            <ListChecks aria-hidden="true" className="h-4 w-4" />
            Review {countOf(upload.needsReview, 'doubtful row')}
          </LinkButton>
        )}
        <ApplyRulesButton uploadId={upload.id} />
        <Button
          variant="outline"
          onClick={() => exportRows.mutate({ uploadId: upload.id, fileName: upload.fileName })}
          disabled={exportRows.isPending}
        >
          <FileText aria-hidden="true" className="h-4 w-4" />
          {exportRows.isPending ? 'Downloading...' : 'Rows as CSV'}
        </Button>
      </div>
      {upload.fileOutdated && (
        <p
          role="status"
          className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          Some rows changed since the file was written. Use “Apply rules and corrections” to write
          them into the file.
        </p>
      )}
    </>
  );
}
