import type { ReviewGroup } from '@trusty/contracts';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useUpload } from '../../../lib/get-upload';
import { REVIEW_PAGE_SIZE } from '../api/get-review-groups';
import { CorrectionDialog } from '../components/correction-dialog';
import { ReviewGroupCard } from '../components/review-group-card';
import {
  NothingToReview,
  ReviewNotFound,
  ReviewGroupsHeading,
  ReviewQueueControls,
  ReviewQueueIntro,
} from '../components/review-queue-parts';
import { useGroupDecisions } from '../lib/use-group-decisions';
import { useReviewQueue } from '../lib/use-review-queue';

/** The review queue: an upload's doubtful rows by name, largest amount (or lowest confidence) first. */
export function ReviewQueuePage() {
  const { id = '' } = useParams();
  const upload = useUpload(id);
  const queue = useReviewQueue(id);
  const { groups, items, total, chosen } = queue;
  const listHeading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const decisions = useGroupDecisions({
    selectionOf: queue.selectionOf,
    listHeading,
    onAccepted: queue.clearSelection,
  });
  // Kept after closing so the dialog can close (and hand focus back) before it unmounts.
  const [dialog, setDialog] = useState<{ group: ReviewGroup; open: boolean } | null>(null);
  useDocumentTitle(upload.data ? `Review ${upload.data.fileName}` : 'Review');

  if (upload.isError && upload.error instanceof ApiError && upload.error.status === 404)
    return <ReviewNotFound message={upload.error.message} />;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <ReviewQueueIntro
        uploadId={id}
        upload={upload.data}
        byAmount={groups.data?.order === 'amount'}
      />
      <p role="status" className="sr-only">
        {decisions.announcement}
      </p>
      <ReviewQueueControls
        filter={queue.filter}
        order={groups.data?.order}
        currencies={upload.data?.spend.map((spend) => spend.currency) ?? []}
        onChange={queue.setFilter}
      />

      <section aria-labelledby="review-groups-heading" className="space-y-4">
        <ReviewGroupsHeading
          headingRef={listHeading}
          total={groups.isSuccess ? total : undefined}
          onPage={items.length}
          chosen={chosen}
          onSelectAll={queue.selectAll}
          onAcceptChosen={() =>
            void decisions.acceptGroups(
              chosen,
              `${chosen.length} ${chosen.length === 1 ? 'group' : 'groups'}`,
            )
          }
          accepting={decisions.accepting}
        />
        {groups.isPending && (
          <div className="flex justify-center py-10">
            <Spinner label="Loading the rows to review" />
          </div>
        )}
        {groups.isError && (
          <LoadError
            error={groups.error}
            fallback="Could not load the rows to review."
            onRetry={() => void groups.refetch()}
          />
        )}
        {groups.isSuccess && items.length === 0 && (
          <NothingToReview uploadId={id} fileName={upload.data?.fileName} />
        )}
        {items.length > 0 && (
          <ul className="space-y-3" aria-busy={groups.isFetching}>
            {items.map((group) => (
              <ReviewGroupCard
                key={group.normalizedName}
                group={group}
                selected={queue.selected.has(group.normalizedName)}
                onSelectedChange={(on) => queue.select(group.normalizedName, on)}
                onAccept={() => void decisions.acceptGroups([group.normalizedName], group.costName)}
                onUse={(layers) => void decisions.takeAnswer(group, layers)}
                onCorrect={(button) => {
                  returnFocus.current = button;
                  setDialog({ group, open: true });
                }}
                busy={decisions.busy}
              />
            ))}
          </ul>
        )}
        {groups.isSuccess && (
          <Pager
            page={queue.page}
            pageSize={REVIEW_PAGE_SIZE}
            total={total}
            label="Review pages"
            disabled={groups.isFetching}
            onPageChange={(next) => {
              queue.goToPage(next);
              listHeading.current?.focus();
            }}
          />
        )}
      </section>

      {dialog && (
        <CorrectionDialog
          row={dialog.group}
          selection={queue.selectionOf([dialog.group.normalizedName])}
          open={dialog.open}
          onClose={() => setDialog({ ...dialog, open: false })}
          onSaved={() => {
            decisions.announce(`Saved your decision for ${dialog.group.costName}.`);
            returnFocus.current = listHeading.current;
          }}
          returnFocusTo={returnFocus}
        />
      )}
    </div>
  );
}
