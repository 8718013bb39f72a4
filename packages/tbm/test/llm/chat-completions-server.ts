import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLlmEngine, type LlmEngineOptions, type LocalEngine } from '../../src/index';

/**
 * A loopback server speaking OpenAI's chat-completions protocol, standing in for a hosted model.
 * Each test decides the answer per request; the server records what it was sent.
 */

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: ChatRequestBody;
}

export interface ChatRequestBody {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format: {
    type: string;
    json_schema: { name: string; strict: boolean; schema: AnswerSchema };
  };
  [key: string]: unknown;
}

interface AnswerSchema {
  properties: {
    items: { items: { required: string[]; properties: Record<string, { enum?: string[] }> } };
  };
}

export interface PromptedItem {
  id: number;
  text: string;
  hints: Array<{ costPool: string; subTower: string; solution: string; score: number }>;
}

export type Reply =
  | { status?: number; headers?: Record<string, string>; json: unknown }
  | { status?: number; headers?: Record<string, string>; text: string }
  | { hang: true };

export type Responder = (request: ReceivedRequest, index: number) => Reply | Promise<Reply>;

export interface ChatCompletionsServer {
  /** Base URL for the SDK, ending in /v1. */
  url: string;
  requests: ReceivedRequest[];
  /** Most requests that were open at the same time. */
  maxInFlight: number;
  respondWith(responder: Responder): void;
  close(): Promise<void>;
}

/** The items a request asked about, read back from its user message. */
export function promptedItems(request: ReceivedRequest): PromptedItem[] {
  const user = request.body.messages.find((m) => m.role === 'user');
  return (JSON.parse(user?.content ?? '{}') as { items: PromptedItem[] }).items;
}

/** A well-formed chat completion whose message content is `content`. */
export function completion(content: string): Reply {
  return {
    json: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'test-model',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: null },
          finish_reason: 'stop',
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    },
  };
}

/** Answers every prompted item with `pick(item)` (a structured answer in the schema's shape). */
export function answerEach(
  request: ReceivedRequest,
  pick: (item: PromptedItem) => Record<string, unknown>,
): Reply {
  return completion(
    JSON.stringify({
      items: promptedItems(request).map((item) => ({ id: item.id, ...pick(item) })),
    }),
  );
}

/** A valid answer: the item's first hint, said with high confidence. */
export const agreeWithHint = (item: PromptedItem) => {
  const hint = item.hints[0];
  if (!hint) throw new Error(`no hint for ${item.text}`);
  return {
    reason: `Test model picked the first hint for ${item.text}`,
    costPool: hint.costPool,
    subTower: hint.subTower,
    solution: hint.solution,
    confidence: 'high',
  };
};

function send(response: ServerResponse, reply: Exclude<Reply, { hang: true }>): void {
  const isJson = 'json' in reply;
  response.writeHead(reply.status ?? 200, {
    'content-type': isJson ? 'application/json' : 'text/plain',
    ...reply.headers,
  });
  response.end(isJson ? JSON.stringify(reply.json) : reply.text);
}

/**
 * An LLM engine against `server` that asks the model about every line (no local answer is sure
 * enough to skip it, so each test controls every answer) and retries quickly.
 */
export function llmEngineAsking(
  server: ChatCompletionsServer,
  fallback: LocalEngine,
  overrides: Partial<LlmEngineOptions> = {},
) {
  return createLlmEngine({
    baseURL: server.url,
    apiKey: 'test-key',
    model: 'tbm-test-model',
    fallback,
    modelBelowConfidence: 2,
    retryBaseDelayMs: 10,
    ...overrides,
  });
}

export async function startChatCompletionsServer(): Promise<ChatCompletionsServer> {
  let responder: Responder = (request) => answerEach(request, agreeWithHint);
  let inFlight = 0;
  const state: Pick<ChatCompletionsServer, 'requests' | 'maxInFlight'> = {
    requests: [],
    maxInFlight: 0,
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      inFlight++;
      state.maxInFlight = Math.max(state.maxInFlight, inFlight);
      const received: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as ChatRequestBody,
      };
      state.requests.push(received);
      try {
        if (received.method !== 'POST' || received.path !== '/v1/chat/completions') {
          send(res, { status: 404, json: { error: { message: 'not found' } } });
          return;
        }
        const reply = await responder(received, state.requests.length - 1);
        if ('hang' in reply) return;
        send(res, reply);
      } finally {
        inFlight--;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    get requests() {
      return state.requests;
    },
    get maxInFlight() {
      return state.maxInFlight;
    },
    respondWith(next) {
      responder = next;
      state.requests = [];
      state.maxInFlight = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
