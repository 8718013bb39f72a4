import { processedFileName, resultMessages } from '@trusty/contracts';
import { Download, FileText, ListChecks } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/link-button';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useDownloadResult } from '../../../lib/download-result';
import { formatDate, formatNumber } from '../../../lib/format';
import { useTaxonomyMembers } from '../../../lib/taxonomy';
import { ROWS_PAGE_SIZE, useUploadRows } from '../api/get-upload-rows';
import { useUpload } from '../../../lib/get-upload';
import { useExportRows } from '../api/export-rows';
import { ApplyRulesButton } from '../components/apply-rules-button';
import { UploadSpend } from '../components/upload-spend';
import { UploadCounters } from '../components/upload-counters';
import type { CorrectRowDialog } from '../components/correction-slot';
import { RowsFilters } from '../components/rows-filters';
import { RowsTable } from '../components/rows-table';
import { ResultsSkeleton } from '../components/results-skeleton';
import { useRowCorrection } from '../components/row-correction';
import { countOf } from '../lib/answer-labels';
import { filterFromParams, hasFilters, paramsFromFilter } from '../lib/rows-filter-params';

/** One processed spreadsheet: its counters, actions and every row, searchable and filterable. */
export function UploadResultPage({
  correctionDialog: Correction,
}: {
  correctionDialog?: CorrectRowDialog;
}) {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const filter = filterFromParams(search);
  const upload = useUpload(id);
  const rows = useUploadRows(id, filter);
  const taxonomy = useTaxonomyMembers();
  const download = useDownloadResult();
  const exportRows = useExportRows();
  useDocumentTitle(upload.data ? upload.data.fileName : 'Result');

  const rowsHeading = useRef<HTMLHeadingElement>(null);
  const correction = useRowCorrection(Correction);

  const data = upload.data;
  const total = rows.data?.total ?? 0;
  const page = filter.page ?? 1;
  // A page past the end (an old link, rows gone from a filter): show the last one instead.
  const lastPage = Math.max(1, Math.ceil(total / ROWS_PAGE_SIZE));
  const pastTheEnd = rows.isSuccess && !rows.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setSearch(paramsFromFilter({ ...filter, page: lastPage }), { replace: true });
  });

  if (upload.isError && upload.error instanceof ApiError && upload.error.status === 404) {
    return (
      <div className="mx-auto max-w-3xl space-y-3">
        <h1 className="text-2xl font-semibold text-slate-900">Result not found</h1>
        <p role="alert" className="text-sm text-slate-700">
          {resultMessages.notFound}
        </p>
        <p className="text-sm">
          <TextLink to={paths.results}>See all your results</TextLink>
        </p>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="space-y-1">
        <p className="text-sm">
          <TextLink to={paths.results}>Results</TextLink>
        </p>
        <h1 className="text-2xl font-semibold break-all text-slate-900">
          {data?.fileName ?? 'Result'}
        </h1>
        {data && (
          <p className="text-sm text-slate-600">
            Processed {formatDate(data.createdAt)}
            {data.columnsRead.length > 0 && ` · Columns read: ${data.columnsRead.join(', ')}`}
          </p>
        )}
      </div>

      {upload.isPending && <Spinner label="Loading this result" />}
      {upload.isError && (
        <LoadError
          error={upload.error}
          fallback="Could not load this result."
          onRetry={() => void upload.refetch()}
        />
      )}

      {data && (
        <>
          <UploadCounters upload={data} />
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
            {data.downloadable ? (
              <Button
                onClick={() =>
                  download.mutate({
                    processId: data.id,
                    fileName: processedFileName(data.fileName),
                  })
                }
                disabled={download.isPending}
              >
                <Download aria-hidden="true" className="h-4 w-4" />
                {download.isPending ? 'Downloading...' : 'Download File'}
              </Button>
            ) : (
              <p className="text-sm text-slate-600">
                {data.fromApi
                  ? 'Classified through the API: there is no file.'
                  : resultMessages.fileExpired}
              </p>
            )}
            {data.needsReview > 0 && (
              <LinkButton variant="outline" to={paths.review(data.id)}>
                <ListChecks aria-hidden="true" className="h-4 w-4" />
                Review {countOf(data.needsReview, 'doubtful row')}
              </LinkButton>
            )}
            <ApplyRulesButton uploadId={data.id} />
            <Button
              variant="outline"
              onClick={() => exportRows.mutate({ uploadId: data.id, fileName: data.fileName })}
              disabled={exportRows.isPending}
            >
              <FileText aria-hidden="true" className="h-4 w-4" />
              {exportRows.isPending ? 'Downloading...' : 'Rows as CSV'}
            </Button>
          </div>
          {data.fileOutdated && (
            <p
              role="status"
              className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
            >
              Some rows changed since the file was written. Use “Apply rules and corrections” to
              write them into the file.
            </p>
          )}
        </>
      )}

      {data && <UploadSpend uploadId={data.id} />}

      <section aria-labelledby="rows-heading" className="space-y-4">
        <h2
          id="rows-heading"
          ref={rowsHeading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {rows.isSuccess
            ? hasFilters(filter)
              ? `${countOf(total, 'matching row')}`
              : countOf(total, 'row')
            : 'Rows'}
        </h2>
        <RowsFilters
          filter={filter}
          taxonomy={taxonomy.data}
          currencies={data?.spend.map((spend) => spend.currency) ?? []}
          onChange={(key, value) =>
            // A new search or filter starts at its first page; replace keeps typing out of history.
            setSearch(paramsFromFilter({ ...filter, [key]: value, page: undefined }), {
              replace: key === 'q',
            })
          }
          onClear={() => setSearch(new URLSearchParams())}
        />
        {rows.isPending && <ResultsSkeleton label="Loading the rows" />}
        {rows.isError && (
          <LoadError
            error={rows.error}
            fallback="Could not load the rows."
            onRetry={() => void rows.refetch()}
          />
        )}
        {rows.isSuccess && total === 0 && (
          <p className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-sm text-slate-600">
            {hasFilters(filter)
              ? 'No rows match your search and filters.'
              : 'This upload has no rows.'}
          </p>
        )}
        {rows.data && rows.data.items.length > 0 && (
          <RowsTable
            rows={rows.data.items}
            caption={`Rows of ${data?.fileName ?? 'this upload'}`}
            busy={rows.isFetching}
            onCorrect={correction.correct}
          />
        )}
        {rows.data && (
          <Pager
            page={page}
            pageSize={ROWS_PAGE_SIZE}
            total={total}
            label="Rows pages"
            disabled={rows.isFetching}
            onPageChange={(next) => {
              setSearch(paramsFromFilter({ ...filter, page: next }));
              rowsHeading.current?.focus();
            }}
          />
        )}
        <p aria-live="polite" className="sr-only">
          {rows.isSuccess && !rows.isFetching ? `${formatNumber(total)} rows shown` : ''}
        </p>
      </section>

      {correction.dialog}
    </div>
  );
}
