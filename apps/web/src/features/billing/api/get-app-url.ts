import { appUrlSchema } from '@trusty/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /subscription/app-url: the address this app is set up at (APP_URL). */
export async function getAppUrl(signal?: AbortSignal): Promise<string> {
  const body = await api.get<{ data?: unknown }>('/subscription/app-url', signal);
  return appUrlSchema.parse(body?.data).appUrl;
}

export const appUrlQuery = () =>
  queryOptions({
    queryKey: ['app-url'],
    queryFn: ({ signal }) => getAppUrl(signal),
    staleTime: Infinity,
  });

export function useAppUrl() {
  return useQuery(appUrlQuery());
}
