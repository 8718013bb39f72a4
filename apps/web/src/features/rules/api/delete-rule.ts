import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rulesKeys } from './rules-keys';

/** DELETE /rules/:id */
export async function deleteRule(id: string): Promise<void> {
  await apiRequest<unknown>(`/rules/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rulesKeys.all }),
  });
}
