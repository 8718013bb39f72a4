import {
  excelResultDetailsSchema,
  type ExcelResultDetails,
  type SuccessEnvelope,
} from '@trusty/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /tbm/excel/results/:processId — the classified rows behind View Details (capped). */
export async function getResultDetails(
  processId: string,
  signal?: AbortSignal,
): Promise<ExcelResultDetails> {
  const body = await api.get<SuccessEnvelope<unknown>>(
    `/tbm/excel/results/${encodeURIComponent(processId)}`,
    signal,
  );
  return excelResultDetailsSchema.parse(body?.data);
}

export const resultDetailsQuery = (processId: string) =>
  queryOptions({
    queryKey: ['excel-result-details', processId],
    queryFn: ({ signal }) => getResultDetails(processId, signal),
    // A stored result never changes; it only expires.
    staleTime: Infinity,
  });

export function useResultDetails(processId: string, enabled: boolean) {
  return useQuery({ ...resultDetailsQuery(processId), enabled });
}
