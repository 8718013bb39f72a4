import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiKeysKeys } from './api-keys-keys';

/** DELETE /api-keys/:id: the key is refused from the next call on, on every instance. */
export async function revokeApiKey(id: string): Promise<void> {
  await apiRequest<unknown>(`/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.list() }),
  });
}
