import { ruleSchema, type CreateRuleInput, type Rule } from '@trusty/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** POST /rules: saved, and applied at once to the stored rows nobody reviewed. */
export async function createRule(input: CreateRuleInput): Promise<Rule> {
  const body = await api.post<{ data?: unknown }>('/rules', input);
  return ruleSchema.parse(body?.data);
}

export function useCreateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRule,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.rules });
      // The rule rewrote stored rows: every results view may show them.
      void queryClient.invalidateQueries({ queryKey: reviewKeys.results });
    },
  });
}
