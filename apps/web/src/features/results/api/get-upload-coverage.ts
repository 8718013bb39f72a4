import { spendCoverageSchema, type SpendCoverage } from '@trusty/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { resultsKeys } from './results-keys';

/** GET /results/uploads/:id/coverage: the upload's spend per currency and where it sits. */
export async function getUploadCoverage(
  uploadId: string,
  signal?: AbortSignal,
): Promise<SpendCoverage> {
  const body = await api.get<{ data?: unknown }>(
    `/results/uploads/${encodeURIComponent(uploadId)}/coverage`,
    signal,
  );
  return spendCoverageSchema.parse(body?.data);
}

export const uploadCoverageQuery = (uploadId: string) =>
  queryOptions({
    queryKey: resultsKeys.coverage(uploadId),
    queryFn: ({ signal }) => getUploadCoverage(uploadId, signal),
  });

export function useUploadCoverage(uploadId: string) {
  return useQuery(uploadCoverageQuery(uploadId));
}
