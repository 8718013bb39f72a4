import {
  webhookDeliverySchema,
  webhookSettingsSchema,
  type WebhookDelivery,
  type WebhookSettings,
} from '@trusty/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { apiKeysKeys } from './api-keys-keys';

/** GET /api-keys/webhook: the account webhook's URL and signing secret. */
export async function getWebhook(signal?: AbortSignal): Promise<WebhookSettings> {
  const body = await api.get<{ data?: unknown }>('/api-keys/webhook', signal);
  return webhookSettingsSchema.parse(body?.data);
}

export function useWebhook() {
  return useQuery({ queryKey: apiKeysKeys.webhook(), queryFn: ({ signal }) => getWebhook(signal) });
}

/** PUT /api-keys/webhook: null turns it off. */
export async function saveWebhookUrl(url: string | null): Promise<WebhookSettings> {
  const body = await api.put<{ data?: unknown }>('/api-keys/webhook', { url });
  return webhookSettingsSchema.parse(body?.data);
}

/** POST /api-keys/webhook/secret: a new signing secret. */
export async function rotateWebhookSecret(): Promise<WebhookSettings> {
  const body = await api.post<{ data?: unknown }>('/api-keys/webhook/secret');
  return webhookSettingsSchema.parse(body?.data);
}

export function useWebhookChange<T>(change: (input: T) => Promise<WebhookSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (settings) => queryClient.setQueryData(apiKeysKeys.webhook(), settings),
  });
}

/** GET /api-keys/webhook/deliveries: the latest announcements and how they went. */
export async function getDeliveries(signal?: AbortSignal): Promise<WebhookDelivery[]> {
  const body = await api.get<{ data?: unknown }>('/api-keys/webhook/deliveries', signal);
  return z.array(webhookDeliverySchema).parse(body?.data);
}

export function useDeliveries() {
  return useQuery({
    queryKey: apiKeysKeys.deliveries(),
    queryFn: ({ signal }) => getDeliveries(signal),
  });
}
