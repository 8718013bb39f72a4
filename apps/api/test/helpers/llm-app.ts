import { afterAll, beforeAll } from 'vitest';
import {
  startChatCompletionsServer,
  type ChatCompletionsServer,
} from '../../../../packages/tbm/test/llm/chat-completions-server';
import { useTestApp, type createTestApp, type TestApp } from './app';

/** What the model answers in these tests for a line of finance tooling. */
export const FINANCE_TOOLING_ANSWER = {
  reason: 'Reconciliation tooling for IT finance',
  costPool: 'Software / Licensing',
  subTower: 'IT Management / IT Finance',
  solution: 'Shared & Corporate / Finance',
  confidence: 'high',
};

/**
 * The app of a test file with CLASSIFIER=llm, and the model it asks: the hosted model is the one
 * thing this machine cannot reach, so a loopback server speaks its protocol. Both start before
 * the file's first test and stop after its last; `env` adds to the model's settings.
 */
export function useAppWithModel(
  env: Record<string, string> = {},
  options?: Parameters<typeof createTestApp>[1],
): TestApp & { readonly server: ChatCompletionsServer } {
  let server: ChatCompletionsServer | undefined;
  beforeAll(async () => {
    server = await startChatCompletionsServer();
  });
  // Registered first, so run last: the app closes before its model does.
  afterAll(() => server?.close());
  const t = useTestApp(
    () => ({
      CLASSIFIER: 'llm',
      LLM_API_KEY: 'sk-test-secret',
      LLM_BASE_URL: server!.url,
      LLM_MODEL: 'tbm-test-model',
      ...env,
    }),
    options,
  );
  return Object.defineProperty(t, 'server', {
    get() {
      if (!server) throw new Error('the model server starts in beforeAll');
      return server;
    },
  }) as TestApp & { readonly server: ChatCompletionsServer };
}
