import type { Layers, ReviewGroup, RowSelection } from '@trusty/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useParams, useSearchParams } from 'react-router';
import { MoneyFilters } from '../../../components/spend/money-filters';
import { Button } from '../../../components/ui/button';
import { fieldControlClasses } from '../../../components/ui/field';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { ApiError, apiErrorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatNumber } from '../../../lib/format';
import { useAcceptRows } from '../api/accept-rows';
import { useCorrectRows } from '../api/correct-rows';
import { REVIEW_PAGE_SIZE, useReviewGroups, type ReviewFilter } from '../api/get-review-groups';
import { moneyFilterFromParams } from '../../../lib/money-filter';
import { useUpload } from '../../../lib/get-upload';
import { CorrectionDialog } from '../components/correction-dialog';
import { ReviewGroupCard } from '../components/review-group-card';

/** The queue's order and money filters in the address; anything the API would refuse is left out. */
function reviewFilterFromParams(params: URLSearchParams): ReviewFilter {
  const order = params.get('order');
  return {
    ...moneyFilterFromParams(params),
    ...(order === 'amount' || order === 'confidence' ? { order } : {}),
  };
}

const rowWord = (n: number) => `${formatNumber(n)} ${n === 1 ? 'row' : 'rows'}`;

/** The review queue: an upload's doubtful rows by name, largest amount (or lowest confidence) first. */
export function ReviewQueuePage() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const filter = reviewFilterFromParams(search);
  const upload = useUpload(id);
  const groups = useReviewGroups(id, page, filter);
  const orderId = useId();
  // A new order or filter starts at the first page; the address keeps them.
  const setFilter = (key: keyof ReviewFilter, value: string | undefined) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setSelected(new Set());
    setSearch(next);
  };
  const accept = useAcceptRows();
  const correct = useCorrectRows();
  useDocumentTitle(upload.data ? `Review ${upload.data.fileName}` : 'Review');

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  // Kept after closing so the dialog can close (and hand focus back) before it unmounts.
  const [dialog, setDialog] = useState<{ group: ReviewGroup; open: boolean } | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const items = groups.data?.items ?? [];
  const total = groups.data?.total ?? 0;
  // A selection only holds groups still on screen: accepted ones leave with the refetch.
  const visible = new Set(items.map((g) => g.normalizedName));
  const chosen = [...selected].filter((name) => visible.has(name));

  // The last page emptied by decisions: show the one before it instead of an empty page.
  const lastPage = Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE));
  useEffect(() => {
    if (groups.isSuccess && !groups.isPlaceholderData && page > lastPage)
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('page', String(lastPage));
          return next;
        },
        { replace: true },
      );
  }, [groups.isSuccess, groups.isPlaceholderData, page, lastPage, setSearch]);

  const selectionOf = (names: string[]): RowSelection => ({ uploadId: id, normalizedNames: names });

  // One click on one of the engine's other answers settles the group with it (issue 34 §6).
  const takeAnswer = async (group: ReviewGroup, layers: Layers) => {
    try {
      const outcome = await correct.mutateAsync({
        selection: selectionOf([group.normalizedName]),
        layers,
      });
      setAnnouncement(
        `Corrected ${rowWord(outcome.updated)} (${group.costName}) to ${layers['IT Tower']} / ${layers['Sub-Tower']}.`,
      );
      listHeading.current?.focus();
    } catch (error) {
      toast.error(apiErrorMessage(error, 'Could not save the correction. Please try again.'));
    }
  };

  const acceptGroups = async (names: string[], what: string) => {
    try {
      const outcome = await accept.mutateAsync(selectionOf(names));
      setSelected(new Set());
      setAnnouncement(`Accepted ${rowWord(outcome.updated)} (${what}).`);
      // The buttons pressed leave the list: keep keyboard users at the list's top.
      listHeading.current?.focus();
    } catch (error) {
      toast.error(apiErrorMessage(error, 'Could not accept these rows. Please try again.'));
    }
  };

  if (upload.isError && upload.error instanceof ApiError && upload.error.status === 404) {
    return (
      <div className="mx-auto max-w-3xl space-y-3">
        <h1 className="text-2xl font-semibold text-slate-900">Review</h1>
        <p role="alert" className="text-sm text-slate-700">
          {upload.error.message}
        </p>
      </div>
    );
  }

  const fileName = upload.data?.fileName;
  const threshold = upload.data ? `${Math.round(upload.data.reviewThreshold * 100)}%` : undefined;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold break-words text-slate-900">
          {fileName ? `Review ${fileName}` : 'Review'}
        </h1>
        <p className="text-sm text-slate-600">
          Rows below your review threshold{threshold && ` of ${threshold}`}, grouped by name: one
          decision settles every row of a group. Corrections are free.
        </p>
        {groups.data?.order === 'amount' && (
          <p className="text-sm text-slate-600">
            Largest amount first: a group&rsquo;s total in its largest currency (amounts are not
            converted; choose a currency to compare like with like).
          </p>
        )}
        <p className="text-sm">
          <TextLink to={paths.result(id)}>Back to {fileName ?? 'the upload'}</TextLink>
        </p>
      </div>

      <p role="status" className="sr-only">
        {announcement}
      </p>

      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div className="space-y-1.5">
          <label htmlFor={orderId} className="block text-sm font-medium text-slate-700">
            Order
          </label>
          <select
            id={orderId}
            value={filter.order ?? groups.data?.order ?? 'amount'}
            onChange={(event) => setFilter('order', event.target.value)}
            className={fieldControlClasses(undefined, 'h-11')}
          >
            <option value="amount">Largest amount first</option>
            <option value="confidence">Lowest confidence first</option>
          </select>
        </div>
        <MoneyFilters
          currencies={upload.data?.spend.map((spend) => spend.currency) ?? []}
          value={filter}
          onChange={setFilter}
        />
      </div>

      <section aria-labelledby="review-groups-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2
            id="review-groups-heading"
            ref={listHeading}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 focus:outline-none"
          >
            {groups.isSuccess
              ? `${formatNumber(total)} ${total === 1 ? 'group' : 'groups'} to review`
              : 'Groups to review'}
          </h2>
          {items.length > 0 && (
            <div className="flex flex-wrap items-center gap-3">
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={chosen.length === items.length}
                  onChange={(event) => setSelected(new Set(event.target.checked ? visible : []))}
                  className="h-4 w-4 rounded border-slate-300"
                />
                Select all on this page
              </label>
              <Button
                onClick={() =>
                  void acceptGroups(
                    chosen,
                    `${chosen.length} ${chosen.length === 1 ? 'group' : 'groups'}`,
                  )
                }
                disabled={chosen.length === 0 || accept.isPending}
              >
                {accept.isPending ? 'Accepting…' : `Accept selected (${chosen.length})`}
              </Button>
            </div>
          )}
        </div>

        {groups.isPending && (
          <div className="flex justify-center py-10">
            <Spinner label="Loading the rows to review" />
          </div>
        )}
        {groups.isError && (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
            <span>{apiErrorMessage(groups.error, 'Could not load the rows to review.')}</span>
            <Button variant="outline" size="sm" onClick={() => void groups.refetch()}>
              Try Again
            </Button>
          </div>
        )}
        {groups.isSuccess && items.length === 0 && (
          <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
            <p className="font-medium text-slate-900">
              Nothing to review — every row is at or above your threshold
            </p>
            <p className="mt-2 text-sm text-slate-600">
              <TextLink to={paths.result(id)}>Back to {fileName ?? 'the upload'}</TextLink>
              {' · '}
              <TextLink to={paths.profile}>Change your review threshold</TextLink>
            </p>
          </div>
        )}
        {items.length > 0 && (
          <ul className="space-y-3" aria-busy={groups.isFetching}>
            {items.map((group) => (
              <ReviewGroupCard
                key={group.normalizedName}
                group={group}
                selected={selected.has(group.normalizedName)}
                onSelectedChange={(on) =>
                  setSelected((current) => {
                    const next = new Set(current);
                    if (on) next.add(group.normalizedName);
                    else next.delete(group.normalizedName);
                    return next;
                  })
                }
                onAccept={() => void acceptGroups([group.normalizedName], group.costName)}
                onUse={(layers) => void takeAnswer(group, layers)}
                onCorrect={(button) => {
                  returnFocus.current = button;
                  setDialog({ group, open: true });
                }}
                busy={accept.isPending || correct.isPending}
              />
            ))}
          </ul>
        )}
        {groups.isSuccess && (
          <Pager
            page={page}
            pageSize={REVIEW_PAGE_SIZE}
            total={total}
            label="Review pages"
            disabled={groups.isFetching}
            onPageChange={(next) => {
              setSelected(new Set());
              const params = new URLSearchParams(search);
              params.set('page', String(next));
              setSearch(params);
              listHeading.current?.focus();
            }}
          />
        )}
      </section>

      {dialog && (
        <CorrectionDialog
          row={dialog.group}
          selection={selectionOf([dialog.group.normalizedName])}
          open={dialog.open}
          onClose={() => setDialog({ ...dialog, open: false })}
          onSaved={() => {
            setAnnouncement(`Saved your decision for ${dialog.group.costName}.`);
            returnFocus.current = listHeading.current;
          }}
          returnFocusTo={returnFocus}
        />
      )}
    </div>
  );
}
