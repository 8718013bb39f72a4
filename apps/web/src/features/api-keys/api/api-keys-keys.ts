/** Query keys of the API keys page. */
export const apiKeysKeys = {
  all: ['api-keys'] as const,
  list: () => [...apiKeysKeys.all, 'list'] as const,
  webhook: () => [...apiKeysKeys.all, 'webhook'] as const,
  deliveries: () => [...apiKeysKeys.all, 'deliveries'] as const,
};
