import { ruleSchema, type CreateRuleInput, type Rule } from '@trusty/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterAnswersChanged } from '../../../lib/answers-changed';

/** POST /rules: saved, and applied at once to the stored rows nobody reviewed. */
export async function createRule(input: CreateRuleInput): Promise<Rule> {
  const body = await api.post<{ data?: unknown }>('/rules', input);
  return ruleSchema.parse(body?.data);
}

export function useCreateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRule,
    // The rule rewrote stored rows: every results view, the hits and the stats may move.
    onSuccess: () => refreshAfterAnswersChanged(queryClient),
  });
}
