import { processedFileName, type ResultsQuery } from '@trusty/contracts';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Pager } from '../../../components/ui/pager';
import { TextLink } from '../../../components/ui/text-link';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useDownloadResult } from '../../../lib/download-result';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { DISMISS_FAILED, useDismissFailedUpload } from '../api/dismiss-failed-upload';
import { RESULTS_PAGE_SIZE, useResults } from '../api/get-results';
import { AnalysisListItem } from '../components/analysis-list-item';
import type { CorrectRowDialog } from '../components/correction-slot';
import { ResultsSkeleton } from '../components/results-skeleton';
import { useRowCorrection } from '../components/row-correction';
import { PendingUploadListItem } from '../components/pending-upload-list-item';
import { UploadListItem } from '../components/upload-list-item';
import { hasProcessing, isPendingUpload } from '../lib/pending-uploads';
import { useFinishedUploads } from '../lib/use-finished-uploads';
import { FocusHeading } from '../../../components/ui/focus-heading';

type Kind = ResultsQuery['kind'];
type ResultsItem = NonNullable<ReturnType<typeof useResults>['data']>['items'][number];
const kinds: Array<{ kind: Kind; label: string }> = [
  { kind: 'all', label: 'All' },
  { kind: 'uploads', label: 'Uploads' },
  { kind: 'analyses', label: 'Single analyses' },
];
const kindOf = (value: string | null): Kind => kinds.find((k) => k.kind === value)?.kind ?? 'all';

const emptyText: Record<Kind, string> = {
  all: 'No results yet',
  uploads: 'No processed spreadsheets yet',
  analyses: 'No single analyses yet',
};

/** Every upload and single analysis the account made, newest first; the filter is in the URL. */
export function ResultsPage({
  correctionDialog: Correction,
}: {
  correctionDialog?: CorrectRowDialog;
}) {
  useDocumentTitle('Results');
  const [search, setSearch] = useSearchParams();
  const kind = kindOf(search.get('kind'));
  const page = Math.max(1, Math.floor(Number(search.get('page'))) || 1);
  const results = useResults({ kind, page, pageSize: RESULTS_PAGE_SIZE });
  const listHeading = useRef<HTMLHeadingElement>(null);
  const correction = useRowCorrection(Correction);

  const show = (next: { kind?: Kind; page?: number }, replace = false) => {
    const params = new URLSearchParams();
    const k = next.kind ?? kind;
    const p = next.page ?? 1;
    if (k !== 'all') params.set('kind', k);
    if (p > 1) params.set('page', String(p));
    setSearch(params, { replace });
  };

  const items = results.data?.items ?? [];
  const processing = hasProcessing(results.data);
  const finishedMessage = useFinishedUploads(results.data?.items);
  // A page past the end (an old link, results gone): show the last one instead.
  const lastPage = Math.max(1, Math.ceil((results.data?.total ?? 0) / RESULTS_PAGE_SIZE));
  const pastTheEnd = results.isSuccess && !results.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) show({ page: lastPage }, true);
  });
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Results</h1>
        <p className="text-sm text-slate-600">
          Every spreadsheet you processed and every cost you analysed, kept with its rows. Review
          doubtful rows and correct them for free.
        </p>
      </div>

      <KindFilter kind={kind} onChange={(k) => show({ kind: k })} />

      <section aria-labelledby="results-list-heading" className="space-y-3">
        <FocusHeading id="results-list-heading" ref={listHeading}>
          {kinds.find((k) => k.kind === kind)?.label}
          {results.data && ` (${results.data.total})`}
        </FocusHeading>

        {results.isPending && <ResultsSkeleton label="Loading your results" />}
        {results.isError && (
          <LoadError
            error={results.error}
            fallback="Could not load your results."
            onRetry={() => void results.refetch()}
          />
        )}
        {results.isSuccess && results.data.total === 0 && <NoResults kind={kind} />}
        {items.length > 0 && (
          <ResultsList
            items={items}
            busy={results.isFetching}
            onCorrect={correction.correct}
            // A dismissed item is gone: focus goes to the list's heading, not to the page's end.
            onDismissed={() => listHeading.current?.focus()}
          />
        )}
        {/* Present while something is processing, so it exists before it has news to read. */}
        {(processing || finishedMessage) && (
          <p role="status" className="sr-only">
            {finishedMessage}
          </p>
        )}
        {results.data && (
          <Pager
            page={page}
            pageSize={RESULTS_PAGE_SIZE}
            total={results.data.total}
            label="Results pages"
            disabled={results.isFetching}
            onPageChange={(next) => {
              show({ page: next });
              listHeading.current?.focus();
            }}
          />
        )}
      </section>

      {correction.dialog}
    </div>
  );
}

/** Which results to show: all, uploads or single analyses. */
function KindFilter({ kind, onChange }: { kind: Kind; onChange(kind: Kind): void }) {
  return (
    <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
      {kinds.map((k) => (
        <button
          key={k.kind}
          type="button"
          aria-pressed={kind === k.kind}
          onClick={() => onChange(k.kind)}
          className={cn(
            'rounded-full border px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
            kind === k.kind
              ? 'border-brand-600 bg-brand-600 text-white'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          {k.label}
        </button>
      ))}
    </div>
  );
}

/** Nothing of this kind yet: where results come from. */
function NoResults({ kind }: { kind: Kind }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <p className="font-medium text-slate-900">{emptyText[kind]}</p>
      <p className="mt-2 text-sm text-slate-600">
        Process a spreadsheet in the <TextLink to={paths.excelProcessor}>Excel Processor</TextLink>{' '}
        or analyse a single cost on the <TextLink to={paths.dashboard}>Dashboard</TextLink>: every
        result is kept here.
      </p>
    </div>
  );
}

/** The page's results: uploads still processing, uploads with their file, single analyses. */
function ResultsList(props: {
  items: ResultsItem[];
  busy: boolean;
  onCorrect: ReturnType<typeof useRowCorrection>['correct'];
  onDismissed: () => void;
}) {
  const download = useDownloadResult();
  const dismiss = useDismissFailedUpload();
  const { onCorrect } = props;
  const dismissUpload = (id: string) =>
    dismiss.mutate(id, {
      onSuccess: props.onDismissed,
      onError: (error) => toast.error(apiErrorMessage(error, DISMISS_FAILED)),
    });
  return (
    <ul className="space-y-3" aria-busy={props.busy}>
      {props.items.map((item) =>
        isPendingUpload(item) ? (
          <PendingUploadListItem
            key={item.id}
            upload={item}
            onDismiss={() => dismissUpload(item.id)}
            dismissing={dismiss.isPending && dismiss.variables === item.id}
          />
        ) : item.kind === 'upload' ? (
          <UploadListItem
            key={item.id}
            upload={item}
            downloading={download.isPending && download.variables?.processId === item.id}
            onDownload={() =>
              download.mutate({ processId: item.id, fileName: processedFileName(item.fileName) })
            }
          />
        ) : (
          <AnalysisListItem
            key={item.id}
            analysis={item}
            onCorrect={onCorrect && ((button) => onCorrect(item.row, button))}
          />
        ),
      )}
    </ul>
  );
}
