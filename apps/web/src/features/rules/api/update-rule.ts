import { ruleSchema, type Rule, type UpdateRuleInput } from '@trusty/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterAnswersChanged } from '../../../lib/answers-changed';

/** PATCH /rules/:id: a changed rule applies itself to the stored rows nobody reviewed. */
export async function updateRule(input: { id: string; changes: UpdateRuleInput }): Promise<Rule> {
  const body = await apiRequest<{ data?: unknown }>(`/rules/${encodeURIComponent(input.id)}`, {
    method: 'PATCH',
    body: input.changes,
  });
  return ruleSchema.parse(body?.data);
}

export function useUpdateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRule,
    onSuccess: () => refreshAfterAnswersChanged(queryClient),
  });
}
