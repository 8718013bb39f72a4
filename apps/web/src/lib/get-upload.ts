import { uploadDetailSchema, type UploadDetail } from '@trusty/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * GET /results/uploads/:id: one upload with its counters, its name and its review threshold.
 * Shared by the upload's results page and its review queue, which read the same cache entry.
 */
export async function getUpload(uploadId: string, signal?: AbortSignal): Promise<UploadDetail> {
  const body = await api.get<{ data?: unknown }>(
    `/results/uploads/${encodeURIComponent(uploadId)}`,
    signal,
  );
  return uploadDetailSchema.parse(body?.data);
}

export const uploadQuery = (uploadId: string) =>
  queryOptions({
    // Under ['results', 'upload', id], the prefix a correction or an apply refreshes.
    queryKey: ['results', 'upload', uploadId] as const,
    queryFn: ({ signal }) => getUpload(uploadId, signal),
  });

export function useUpload(uploadId: string) {
  return useQuery(uploadQuery(uploadId));
}
