import type { ResultRow, UploadDetail } from '@trusty/contracts';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { Pager } from '../../../components/ui/pager';
import { formatNumber } from '../../../lib/format';
import { useTaxonomyMembers } from '../../../lib/taxonomy';
import { ROWS_PAGE_SIZE, useUploadRows } from '../api/get-upload-rows';
import { countOf } from '../lib/answer-labels';
import { filterFromParams, hasFilters, paramsFromFilter } from '../lib/rows-filter-params';
import { ResultsSkeleton } from './results-skeleton';
import { RowsFilters } from './rows-filters';
import { RowsTable } from './rows-table';
import { FocusHeading } from '../../../components/ui/focus-heading';

/** Every row of an upload, searchable and filterable by the address, a page at a time. */
export function UploadRowsSection(props: {
  uploadId: string;
  upload: UploadDetail | undefined;
  onCorrect?(row: ResultRow, button: HTMLButtonElement): void;
}) {
  const [search, setSearch] = useSearchParams();
  const filter = filterFromParams(search);
  const rows = useUploadRows(props.uploadId, filter);
  const taxonomy = useTaxonomyMembers();
  const rowsHeading = useRef<HTMLHeadingElement>(null);
  const total = rows.data?.total ?? 0;
  const page = filter.page ?? 1;
  // A page past the end (an old link, rows gone from a filter): show the last one instead.
  const lastPage = Math.max(1, Math.ceil(total / ROWS_PAGE_SIZE));
  const pastTheEnd = rows.isSuccess && !rows.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setSearch(paramsFromFilter({ ...filter, page: lastPage }), { replace: true });
  });

  return (
    <section aria-labelledby="rows-heading" className="space-y-4">
      <FocusHeading id="rows-heading" ref={rowsHeading}>
        {rows.isSuccess
          ? hasFilters(filter)
            ? `${countOf(total, 'matching row')}`
            : countOf(total, 'row')
          : 'Rows'}
      </FocusHeading>
      <RowsFilters
        filter={filter}
        taxonomy={taxonomy.data}
        currencies={props.upload?.spend.map((spend) => spend.currency) ?? []}
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
          caption={`Rows of ${props.upload?.fileName ?? 'this upload'}`}
          busy={rows.isFetching}
          onCorrect={props.onCorrect}
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
  );
}
