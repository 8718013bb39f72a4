import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createLocalEngine,
  isConsistent,
  LAYERS,
  localCandidates,
  normalizeCostName,
  type Classification,
  type LlmEngineOptions,
  type ResultCache,
} from '../../src/index';
import {
  agreeWithHint,
  answerEach,
  completion,
  llmEngineAsking,
  promptedItems,
  startChatCompletionsServer,
  type ChatCompletionsServer,
  type PromptedItem,
} from './chat-completions-server';

const local = createLocalEngine();
let server: ChatCompletionsServer;

beforeAll(async () => {
  server = await startChatCompletionsServer();
});
afterAll(() => server.close());
beforeEach(() => server.respondWith((request) => answerEach(request, agreeWithHint)));

const engine = (overrides: Partial<LlmEngineOptions> = {}) =>
  llmEngineAsking(server, local, overrides);

/** A valid answer that differs from the local engine's choice for most costs. */
const fixedAnswer = {
  reason: 'Test model: customer support tooling',
  costPool: 'Outside Services / Cloud Service Providers',
  subTower: 'Application / Business Software',
  solution: 'Business / Customer Service',
  confidence: 'medium',
};
const fixedLayers = {
  'Cost Pool': 'Outside Services',
  'Sub-Cost Pool': 'Cloud Service Providers',
  'IT Tower': 'Application',
  'Sub-Tower': 'Business Software',
  'Technical Solution': 'Business',
  'Technical Category': 'Customer Service',
};

/** Names that normalise differently (the normaliser drops digits, so they differ in letters). */
const distinctNames = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const letters =
      String.fromCharCode(97 + (i % 26)) + String.fromCharCode(97 + Math.floor(i / 26));
    return `Acme${letters} cloud backup storage`;
  });

/** The local engine's own answer, as the fallback must reproduce it. */
const localAnswer = (name: string) => local.classifySync([name])[0]!;

function expectFallback(result: Classification, name: string) {
  const own = localAnswer(name);
  expect(result.method).toBe(own.method);
  expect(result.layers).toEqual(own.layers);
  expect(result.confidence).toBe(own.confidence);
  expect(result.reason).toContain("The model's answer was unusable");
}

describe('LLM engine request', () => {
  it('asks the chat-completions endpoint with the model, a TBM prompt, hints and a strict enum schema', async () => {
    const name = 'Cisco SmartNet renewal FY25';
    const [result] = await engine().classify([name]);

    expect(server.requests).toHaveLength(1);
    const request = server.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer test-key');
    expect(request.body.model).toBe('tbm-test-model');
    expect(request.body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(request.body.messages[0]!.content).toContain('TBM');
    expect(request.body.messages[0]!.content).toContain('v4.0');

    const [item] = promptedItems(request);
    expect(item).toMatchObject({ id: 0, text: name });
    expect(item!.hints.length).toBeGreaterThan(0);
    expect(item!.hints.length).toBeLessThanOrEqual(3);
    const expectedHints = localCandidates(name, 3);
    expect(item!.hints[0]!.subTower).toBe(
      `${expectedHints[0]!.layers['IT Tower']} / ${expectedHints[0]!.layers['Sub-Tower']}`,
    );

    const format = request.body.response_format;
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.strict).toBe(true);
    const itemSchema = format.json_schema.schema.properties.items.items;
    expect(itemSchema.required).toEqual(
      expect.arrayContaining(['id', 'costPool', 'subTower', 'solution', 'confidence']),
    );
    expect(itemSchema.properties.subTower!.enum).toContain('Network / LAN/WAN');
    expect(itemSchema.properties.subTower!.enum).toHaveLength(43);
    // Sub-pools that share a name stay distinct because each is named with its pool.
    expect(itemSchema.properties.costPool!.enum).toEqual(
      expect.arrayContaining(['Hardware / Expense', 'Software / Expense']),
    );
    expect(itemSchema.properties.solution!.enum).toContain('Infrastructure / Network');
    expect(itemSchema.properties.confidence!.enum).toEqual(['high', 'medium', 'low']);

    expect(result).toMatchObject({ input: name, method: 'llm', taxonomyVersion: '4.0' });
    expect(result!.reason).toBe(`Test model picked the first hint for ${name}`);
    expect(isConsistent(result!.layers)).toBe(true);
  });

  it('maps the chosen labels onto the six layers', async () => {
    server.respondWith((request) => answerEach(request, () => fixedAnswer));
    const [result] = await engine().classify(['Zendesk suite seats']);
    expect(result!.method).toBe('llm');
    expect(result!.layers).toEqual(fixedLayers);
    expect(result!.reason).toBe('Test model: customer support tooling');
  });

  it('sends 60 names as 3 requests of at most 25 and returns results in input order', async () => {
    const names = distinctNames(60);
    server.respondWith((request) =>
      answerEach(request, (item) => ({
        ...agreeWithHint(item),
        reason: `answer for ${item.text}`,
      })),
    );
    const results = await engine().classify(names);

    expect(server.requests).toHaveLength(3);
    const sizes = server.requests.map((r) => promptedItems(r).length).sort((a, b) => b - a);
    expect(sizes).toEqual([25, 25, 10]);
    expect(results.map((r) => r.input)).toEqual(names);
    expect(results.map((r) => r.reason)).toEqual(names.map((n) => `answer for ${n}`));
    expect(results.every((r) => r.method === 'llm')).toBe(true);
  });

  it('asks once about names that normalise alike', async () => {
    const results = await engine().classify([
      'Cisco SmartNet renewal',
      'cisco  smartnet RENEWAL',
      'Cisco SmartNet renewal',
    ]);
    expect(server.requests).toHaveLength(1);
    expect(promptedItems(server.requests[0]!)).toHaveLength(1);
    expect(results.map((r) => r.input)).toEqual([
      'Cisco SmartNet renewal',
      'cisco  smartnet RENEWAL',
      'Cisco SmartNet renewal',
    ]);
    expect(new Set(results.map((r) => JSON.stringify(r.layers))).size).toBe(1);
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    server.respondWith(async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 40));
      return answerEach(request, agreeWithHint);
    });
    const results = await engine({ batchSize: 5, concurrency: 2 }).classify(distinctNames(40));
    expect(server.requests).toHaveLength(8);
    expect(server.maxInFlight).toBe(2);
    expect(results.every((r) => r.method === 'llm')).toBe(true);
  });

  it('keeps confident local answers without asking the model', async () => {
    const name = 'Cisco SmartNet renewal';
    const own = localAnswer(name);
    const [result] = await engine({ modelBelowConfidence: own.confidence }).classify([name]);
    expect(server.requests).toHaveLength(0);
    expect(result!.layers).toEqual(own.layers);
    expect(result!.method).toBe(own.method);
    expect(result!.reason).toContain('the model was not asked');
  });
});

describe('LLM engine fallback', () => {
  it('falls back per item on malformed, out-of-taxonomy, inconsistent or missing answers', async () => {
    const names = [
      'Zendesk suite seats',
      'Oracle database licences',
      'Dell laptops',
      'AWS EC2 instances',
      'Okta SSO',
    ];
    server.respondWith((request) => {
      const items = promptedItems(request);
      const byText = (text: string) => items.find((i) => i.text === text)!;
      return completion(
        JSON.stringify({
          items: [
            { id: byText(names[0]!).id, ...fixedAnswer },
            {
              id: byText(names[1]!).id,
              ...fixedAnswer,
              subTower: 'Application / Made-up Sub-Tower',
            },
            { id: byText(names[2]!).id, ...fixedAnswer, confidence: 0.9 },
            // names[3] gets no answer at all; names[4] is answered with a solution pair under the wrong parent.
            {
              id: byText(names[4]!).id,
              ...fixedAnswer,
              solution: 'Infrastructure / Customer Service',
            },
            { id: 99, ...fixedAnswer },
          ],
        }),
      );
    });
    const results = await engine().classify(names);

    expect(results[0]).toMatchObject({ method: 'llm', layers: fixedLayers });
    for (const index of [1, 2, 3, 4]) expectFallback(results[index]!, names[index]!);
    expect(results[1]!.reason).toContain('outside the taxonomy');
    expect(results[3]!.reason).toContain('no answer for this item');
  });

  it.each([
    ['not JSON', completion('{"items": [ {"id": 0, "costPool": '), 'not valid JSON'],
    ['the wrong shape', completion(JSON.stringify({ answers: [] })), 'expected shape'],
    ['an empty message', completion(''), 'no answer'],
  ])('falls back for the whole batch when the message is %s', async (_case, reply, why) => {
    server.respondWith(() => reply);
    const names = ['Zendesk suite seats', 'Dell laptops'];
    const results = await engine().classify(names);
    results.forEach((result, i) => {
      expectFallback(result, names[i]!);
      expect(result.reason).toContain(why);
    });
  });

  it('retries a 429, honouring retry-after, then uses the answer', async () => {
    server.respondWith((request, index) =>
      index === 0
        ? {
            status: 429,
            headers: { 'retry-after': '0' },
            json: { error: { message: 'rate limited' } },
          }
        : answerEach(request, () => fixedAnswer),
    );
    const [result] = await engine().classify(['Zendesk suite seats']);
    expect(server.requests).toHaveLength(2);
    expect(result).toMatchObject({ method: 'llm', layers: fixedLayers });
  });

  it('retries 5xx with backoff up to maxRetries, then falls back and reports the error', async () => {
    server.respondWith(() => ({ status: 503, json: { error: { message: 'overloaded' } } }));
    const errors: Array<{ during: string; items: number }> = [];
    const [result] = await engine({
      maxRetries: 2,
      onError: (_e, context) => errors.push(context),
    }).classify(['Zendesk suite seats']);
    expect(server.requests).toHaveLength(3);
    expectFallback(result!, 'Zendesk suite seats');
    expect(result!.reason).toContain('HTTP 503');
    expect(errors).toEqual([{ during: 'model request', items: 1 }]);
  });

  it('does not wait when the server asks for longer than maxRetryDelayMs', async () => {
    server.respondWith(() => ({
      status: 429,
      headers: { 'retry-after': '3600' },
      json: { error: { message: 'later' } },
    }));
    const started = Date.now();
    const [result] = await engine({ maxRetryDelayMs: 1000 }).classify(['Zendesk suite seats']);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(server.requests).toHaveLength(1);
    expect(result!.reason).toContain('HTTP 429');
  });

  it('does not retry a 400 (it would fail the same way)', async () => {
    server.respondWith(() => ({
      status: 400,
      json: { error: { message: 'unsupported response_format' } },
    }));
    const [result] = await engine().classify(['Zendesk suite seats']);
    expect(server.requests).toHaveLength(1);
    expectFallback(result!, 'Zendesk suite seats');
  });

  it('falls back when the server hangs past the timeout', async () => {
    server.respondWith(() => ({ hang: true }));
    const started = Date.now();
    const [result] = await engine({ timeoutMs: 300 }).classify(['Zendesk suite seats']);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(3000);
    expect(server.requests).toHaveLength(1);
    expectFallback(result!, 'Zendesk suite seats');
    expect(result!.reason).toContain('did not answer in time');
  });

  it('falls back when the model refuses', async () => {
    server.respondWith(() => ({
      json: {
        id: 'x',
        object: 'chat.completion',
        created: 0,
        model: 'm',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: null, refusal: 'no' },
            finish_reason: 'stop',
          },
        ],
      },
    }));
    const [result] = await engine().classify(['Zendesk suite seats']);
    expect(result!.reason).toContain('refused');
  });
});

describe('LLM engine confidence', () => {
  it('is higher when the model agrees with the local engine than when it does not', async () => {
    const name = 'Cisco SmartNet renewal';
    const agreeing = (item: PromptedItem) => ({ ...agreeWithHint(item), confidence: 'medium' });
    server.respondWith((request) => answerEach(request, agreeing));
    const [agreed] = await engine().classify([name]);
    server.respondWith((request) => answerEach(request, () => fixedAnswer));
    const [disagreed] = await engine().classify([name]);

    expect(agreed!.layers).toEqual(localAnswer(name).layers);
    expect(agreed!.confidence).toBeGreaterThanOrEqual(0.65);
    expect(disagreed!.confidence).toBeLessThan(0.65);
    expect(agreed!.confidence).toBeGreaterThan(disagreed!.confidence);
    for (const layer of LAYERS) expect(agreed!.layerConfidence[layer]).toBeGreaterThanOrEqual(0.65);
  });

  it('stays below 1 and follows the stated confidence', async () => {
    const said = async (confidence: string) => {
      server.respondWith((request) => answerEach(request, () => ({ ...fixedAnswer, confidence })));
      return (await engine().classify(['Zendesk suite seats']))[0]!.confidence;
    };
    const [high, medium, low] = [await said('high'), await said('medium'), await said('low')];
    expect(high).toBeLessThan(1);
    expect(high).toBeGreaterThan(medium);
    expect(medium).toBeGreaterThan(low);
    expect(low).toBeGreaterThan(0);
  });
});

describe('LLM engine cache', () => {
  function memoryCache(): ResultCache & { store: Map<string, Classification> } {
    const store = new Map<string, Classification>();
    return {
      store,
      async get(keys) {
        return new Map(keys.filter((k) => store.has(k)).map((k) => [k, store.get(k)!]));
      },
      async set(results) {
        for (const r of results) store.set(r.normalized, r);
      },
    };
  }

  it('keeps model answers and never asks about a cached name again', async () => {
    const cache = memoryCache();
    server.respondWith((request) => answerEach(request, () => fixedAnswer));
    const [first] = await engine({ cache }).classify(['Zendesk suite seats']);
    const [second] = await engine({ cache }).classify(['ZENDESK  suite seats']);
    expect(server.requests).toHaveLength(1);
    expect(cache.store.size).toBe(1);
    expect(second).toMatchObject({
      input: 'ZENDESK  suite seats',
      method: 'llm',
      layers: first!.layers,
    });
  });

  it('does not keep fallbacks, so a failed name is asked about again', async () => {
    const cache = memoryCache();
    server.respondWith(() => ({ status: 400, json: { error: { message: 'bad' } } }));
    await engine({ cache }).classify(['Zendesk suite seats']);
    expect(cache.store.size).toBe(0);
    server.respondWith((request) => answerEach(request, () => fixedAnswer));
    const [result] = await engine({ cache }).classify(['Zendesk suite seats']);
    expect(server.requests).toHaveLength(1);
    expect(result!.method).toBe('llm');
  });

  it('asks the model again when a stored answer is no longer valid', async () => {
    const cache = memoryCache();
    const name = 'Zendesk suite seats';
    const stale = {
      ...localAnswer(name),
      method: 'llm' as const,
      layers: { ...fixedLayers, 'Sub-Tower': 'Retired Sub-Tower' },
    };
    cache.store.set(normalizeCostName(name), stale);
    server.respondWith((request) => answerEach(request, () => fixedAnswer));
    const [result] = await engine({ cache }).classify([name]);
    expect(server.requests).toHaveLength(1);
    expect(result).toMatchObject({ method: 'llm', layers: fixedLayers });
  });

  it('ignores a cache that fails and still answers from the model', async () => {
    const broken: ResultCache = {
      get: () => Promise.reject(new Error('db down')),
      set: () => Promise.reject(new Error('db down')),
    };
    const errors: string[] = [];
    server.respondWith((request) => answerEach(request, () => fixedAnswer));
    const [result] = await engine({
      cache: broken,
      onError: (_e, c) => errors.push(c.during),
    }).classify(['Zendesk suite seats']);
    expect(result!.method).toBe('llm');
    expect(errors).toEqual(['cache read', 'cache write']);
  });
});

describe('reasons that are cached for everyone', () => {
  it('drop identifiers, amounts and dates that belong to one requester', async () => {
    const { sanitizeReason } = await import('../../src/llm/answer');
    expect(
      sanitizeReason(
        'Invoice INV-20931 for $12,500 on 2024-03-01: Cisco SmartNet is network support.',
      ),
    ).toBe('Invoice for on: Cisco SmartNet is network support.');
    expect(sanitizeReason('AWS EC2 reserved instances are compute.')).toBe(
      'AWS EC2 reserved instances are compute.',
    );
  });
});
