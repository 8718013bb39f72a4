import { uploadDetailSchema, type UploadDetail } from '@trusty/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { resultsKeys } from './results-keys';

/** GET /results/uploads/:id: one upload with its counters. */
export async function getUpload(uploadId: string, signal?: AbortSignal): Promise<UploadDetail> {
  const body = await api.get<{ data?: unknown }>(
    `/results/uploads/${encodeURIComponent(uploadId)}`,
    signal,
  );
  return uploadDetailSchema.parse(body?.data);
}

export const uploadQuery = (uploadId: string) =>
  queryOptions({
    queryKey: resultsKeys.upload(uploadId),
    queryFn: ({ signal }) => getUpload(uploadId, signal),
  });

export function useUpload(uploadId: string) {
  return useQuery(uploadQuery(uploadId));
}
