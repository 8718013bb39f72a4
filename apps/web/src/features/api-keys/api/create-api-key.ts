import {
  createApiKeySchema,
  createdApiKeySchema,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '@trusty/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiKeysKeys } from './api-keys-keys';

export { createApiKeySchema };

/** POST /api-keys: the answer holds the key itself, the only time it is ever sent. */
export async function createApiKey(input: CreateApiKeyInput): Promise<CreatedApiKey> {
  const body = await api.post<{ data?: unknown }>('/api-keys', input);
  return createdApiKeySchema.parse(body?.data);
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.list() }),
  });
}
