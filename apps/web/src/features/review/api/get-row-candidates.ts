import { answerCandidateSchema, type AnswerCandidate } from '@trusty/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** GET /results/rows/:id/candidates: the engine's best answers for a stored row (issue 34 §6). */
export async function getRowCandidates(
  rowId: string,
  signal?: AbortSignal,
): Promise<AnswerCandidate[]> {
  const body = await api.get<{ data?: unknown }>(
    `/results/rows/${encodeURIComponent(rowId)}/candidates`,
    signal,
  );
  return z.array(answerCandidateSchema).parse(body?.data);
}

export function useRowCandidates(rowId: string | undefined) {
  return useQuery({
    queryKey: ['results', 'row', rowId, 'candidates'],
    queryFn: ({ signal }) => getRowCandidates(rowId as string, signal),
    enabled: rowId !== undefined,
  });
}
