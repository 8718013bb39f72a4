import type { UploadDetail } from '@trusty/contracts';
import type { Ref } from 'react';
import { MoneyFilters } from '../../../components/spend/money-filters';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/format';
import type { ReviewFilter } from '../api/get-review-groups';
import { FocusHeading } from '../../../components/ui/focus-heading';

/** The queue's title, what it holds, and the way back to the upload. */
export function ReviewQueueIntro(props: {
  uploadId: string;
  upload: UploadDetail | undefined;
  byAmount: boolean;
}) {
  const fileName = props.upload?.fileName;
  const threshold = props.upload ? `${Math.round(props.upload.reviewThreshold * 100)}%` : undefined;
  return (
    <div className="space-y-1">
      <h1 className="text-2xl font-semibold break-words text-slate-900">
        {fileName ? `Review ${fileName}` : 'Review'}
      </h1>
      <p className="text-sm text-slate-600">
        Rows below your review threshold{threshold && ` of ${threshold}`}, grouped by name: one
        decision settles every row of a group. Corrections are free.
      </p>
      {props.byAmount && (
        <p className="text-sm text-slate-600">
          Largest amount first: a group&rsquo;s total in its largest currency (amounts are not
          converted; choose a currency to compare like with like).
        </p>
      )}
      <p className="text-sm">
        <TextLink to={paths.result(props.uploadId)}>Back to {fileName ?? 'the upload'}</TextLink>
      </p>
    </div>
  );
}

/** The queue's order and money filters. */
export function ReviewQueueControls(props: {
  filter: ReviewFilter;
  order: ReviewFilter['order'];
  currencies: ReadonlyArray<string | null>;
  onChange(key: keyof ReviewFilter, value: string | undefined): void;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <SelectField
        label="Order"
        value={props.filter.order ?? props.order ?? 'amount'}
        onChange={(event) => props.onChange('order', event.target.value)}
      >
        <option value="amount">Largest amount first</option>
        <option value="confidence">Lowest confidence first</option>
      </SelectField>
      <MoneyFilters currencies={props.currencies} value={props.filter} onChange={props.onChange} />
    </div>
  );
}

/** The list's heading (focus returns here after a decision) and accepting the selected groups. */
export function ReviewGroupsHeading({
  headingRef,
  total,
  onPage,
  chosen,
  onSelectAll,
  onAcceptChosen,
  accepting,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  total: number | undefined;
  onPage: number;
  chosen: string[];
  onSelectAll(on: boolean): void;
  onAcceptChosen(): void;
  accepting: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <FocusHeading id="review-groups-heading" ref={headingRef}>
        {total === undefined
          ? 'Groups to review'
          : `${formatNumber(total)} ${total === 1 ? 'group' : 'groups'} to review`}
      </FocusHeading>
      {onPage > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={chosen.length === onPage}
              onChange={(event) => onSelectAll(event.target.checked)}
              className="h-4 w-4 rounded border-slate-300"
            />
            Select all on this page
          </label>
          <Button onClick={onAcceptChosen} disabled={chosen.length === 0 || accepting}>
            {accepting ? 'Accepting…' : `Accept selected (${chosen.length})`}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Nothing below the threshold: say so, with the way back and to the threshold. */
export function NothingToReview({ uploadId, fileName }: { uploadId: string; fileName?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <p className="font-medium text-slate-900">
        Nothing to review — every row is at or above your threshold
      </p>
      <p className="mt-2 text-sm text-slate-600">
        <TextLink to={paths.result(uploadId)}>Back to {fileName ?? 'the upload'}</TextLink>
        {' · '}
        <TextLink to={paths.profile}>Change your review threshold</TextLink>
      </p>
    </div>
  );
}

/** The upload is not the account's, or gone. */
export function ReviewNotFound({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-3xl space-y-3">
      <h1 className="text-2xl font-semibold text-slate-900">Review</h1>
      <p role="alert" className="text-sm text-slate-700">
        {message}
      </p>
    </div>
  );
}
