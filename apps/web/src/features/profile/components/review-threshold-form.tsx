import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_REVIEW_THRESHOLD, resultMessages, reviewThresholdSchema } from '@trusty/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TitledFormCard } from '../../../components/ui/titled-card';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-client';
import { useReviewPreferences, useUpdateReviewPreferences } from '../api/review-preferences';
import { RetryAlert } from '../../../components/ui/retry-alert';

export const reviewThresholdMessages = {
  saved: 'Review threshold saved.',
  saveFailed: 'Could not save the review threshold. Please try again.',
  loadFailed: 'Could not load your review threshold.',
} as const;

const toPercent = (threshold: number) => Math.round(threshold * 100);

// People type a percentage; the range and its message are the API's own (a fraction).
const formSchema = z.object({
  percent: z
    .number({ error: resultMessages.thresholdRange })
    .refine(
      (percent) => reviewThresholdSchema.safeParse(percent / 100).success,
      resultMessages.thresholdRange,
    ),
});

/** Profile: below which confidence a row is listed for review (50–99 %, 80 % by default). */
export function ReviewThresholdForm() {
  const preferences = useReviewPreferences();
  const update = useUpdateReviewPreferences();
  const values = useMemo(
    () => (preferences.data ? { percent: toPercent(preferences.data.reviewThreshold) } : undefined),
    [preferences.data],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { percent: toPercent(DEFAULT_REVIEW_THRESHOLD) },
    values,
  });

  const onSubmit = handleSubmit(({ percent }) =>
    update.mutate(
      { reviewThreshold: percent / 100 },
      {
        onSuccess: () => toast.success(reviewThresholdMessages.saved),
        onError: (error) => toast.error(apiErrorMessage(error, reviewThresholdMessages.saveFailed)),
      },
    ),
  );

  return (
    <TitledFormCard
      titleId="review-threshold"
      title="Review threshold"
      className="p-6"
      onSubmit={onSubmit}
    >
      <TextField
        label="Review threshold (%)"
        type="number"
        inputMode="numeric"
        min={50}
        max={99}
        step={1}
        disabled={!preferences.isSuccess}
        error={errors.percent?.message}
        hint="Rows the engine is less sure of than this are listed for you to review. Between 50% and 99%; 80% by default."
        {...register('percent', { valueAsNumber: true })}
      />
      {preferences.isError && (
        <RetryAlert
          message={reviewThresholdMessages.loadFailed}
          onRetry={() => void preferences.refetch()}
        />
      )}
      <Button type="submit" disabled={update.isPending || !preferences.isSuccess}>
        {update.isPending ? 'Saving...' : 'Save Threshold'}
      </Button>
    </TitledFormCard>
  );
}
