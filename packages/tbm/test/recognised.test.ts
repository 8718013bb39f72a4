import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalEngine, type Classification } from '../src/index';
import {
  answerEach,
  llmEngineAsking,
  startChatCompletionsServer,
  type ChatCompletionsServer,
} from './llm/chat-completions-server';

/**
 * `recognised` decides whether a line is charged (issue 17 §1): false exactly when nothing IT
 * was recognised, so a default placement is never sold as an answer.
 */

const local = createLocalEngine();
const one = (name: string): Classification => local.classifySync([name])[0]!;

describe('local engine: recognised', () => {
  it.each(['asdfgh', 'x', 'Team lunch receipt', 'Total', 'Subtotal Q3', '12/03/2025', ''])(
    '%j is not recognised and says so',
    (name) => {
      const result = one(name);
      expect(result.recognised).toBe(false);
      expect(result.reason).toMatch(/^Unrecognised/);
    },
  );

  it.each([
    'Cisco SmartNet renewal FY25',
    'AWS EC2 reserved instances',
    'Dell laptop',
    'Zoom subscription',
  ])('%j is recognised', (name) => {
    expect(one(name).recognised).toBe(true);
  });

  it('a non-IT cost cue alone (meals) is not an answer, even though it picks a cost pool', () => {
    const lunch = one('Team lunch receipt');
    expect(lunch.recognised).toBe(false);
    expect(lunch.confidence).toBeLessThan(0.1);
  });
});

describe('LLM engine: recognised', () => {
  let server: ChatCompletionsServer;
  beforeAll(async () => {
    server = await startChatCompletionsServer();
  });
  afterAll(() => server.close());

  const answer = (confidence: 'high' | 'medium' | 'low') => ({
    reason: 'Test model',
    costPool: 'Outside Services / Cloud Service Providers',
    subTower: 'Application / Business Software',
    solution: 'Business / Customer Service',
    confidence,
  });
  const engine = () => llmEngineAsking(server, local);

  it('a low-confidence model answer for an unrecognised line stays unrecognised', async () => {
    server.respondWith((request) => answerEach(request, () => answer('low')));
    const [result] = await engine().classify(['asdfgh']);
    expect(result).toMatchObject({ method: 'llm', recognised: false });
  });

  it('a model answer it stands behind counts as recognised', async () => {
    server.respondWith((request) => answerEach(request, () => answer('medium')));
    const [result] = await engine().classify(['quarterly widget reconciliation']);
    expect(result).toMatchObject({ method: 'llm', recognised: true });
  });

  it('a line the local engine recognised stays recognised whatever the model says', async () => {
    server.respondWith((request) => answerEach(request, () => answer('low')));
    const [result] = await engine().classify(['Cisco SmartNet renewal FY25']);
    expect(result).toMatchObject({ method: 'llm', recognised: true });
  });

  it('a fallback keeps the local verdict', async () => {
    server.respondWith(() => ({ status: 400, json: { error: { message: 'bad' } } }));
    const [unknown, known] = await engine().classify(['asdfgh', 'Dell laptop']);
    expect(unknown).toMatchObject({ method: 'lexicon', recognised: false });
    expect(known).toMatchObject({ method: 'lexicon', recognised: true });
  });
});
