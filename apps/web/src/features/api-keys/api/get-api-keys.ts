import { apiKeySummarySchema, type ApiKeySummary } from '@trusty/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { apiKeysKeys } from './api-keys-keys';

/** GET /api-keys: the account's live keys with their usage, newest first. */
export async function getApiKeys(signal?: AbortSignal): Promise<ApiKeySummary[]> {
  const body = await api.get<{ data?: unknown }>('/api-keys', signal);
  return z.array(apiKeySummarySchema).parse(body?.data);
}

export const apiKeysQuery = () =>
  queryOptions({ queryKey: apiKeysKeys.list(), queryFn: ({ signal }) => getApiKeys(signal) });

export function useApiKeys() {
  return useQuery(apiKeysQuery());
}
