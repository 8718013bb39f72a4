import type { ApiKeyScope, CreatedApiKey } from '@trusty/contracts';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from '../../helpers/users';

/** Creates a key through the API, as the keys page does; `authorization` is ready to send. */
export async function createKey(
  app: FastifyInstance,
  owner: TestUser,
  scope: ApiKeyScope = 'classify',
  name = `key ${scope}`,
): Promise<CreatedApiKey & { authorization: { authorization: string } }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/api-keys',
    headers: owner.headers,
    payload: { name, scope },
  });
  if (response.statusCode !== 201) throw new Error(`key not created: ${response.body}`);
  const created = response.json<{ data: CreatedApiKey }>().data;
  return { ...created, authorization: { authorization: `Bearer ${created.key}` } };
}
