import {
  rulePreviewSchema,
  type Layers,
  type RuleMatch,
  type RulePreview,
} from '@trusty/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /rules/preview: how many stored rows a rule would change before it is saved. */
export async function previewRule(
  input: { match: RuleMatch; layers: Layers },
  signal?: AbortSignal,
): Promise<RulePreview> {
  const body = await apiRequest<{ data?: unknown }>('/rules/preview', {
    method: 'POST',
    body: input,
    signal,
  });
  return rulePreviewSchema.parse(body?.data);
}

export const rulePreviewQuery = (input: { match: RuleMatch; layers: Layers } | undefined) =>
  queryOptions({
    queryKey: ['rules', 'preview', input] as const,
    queryFn: ({ signal }) => previewRule(input!, signal),
    enabled: input !== undefined,
    // The stored rows change only through actions that refresh everything under 'rules'.
    staleTime: 30_000,
    // While the next count loads, the last one stays on screen instead of flickering away.
    placeholderData: keepPreviousData,
  });

export function useRulePreview(input: { match: RuleMatch; layers: Layers } | undefined) {
  return useQuery(rulePreviewQuery(input));
}
