import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { buildTestApp, postRawJson, testConfig } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';
import { expectErrorLogs } from '../helpers/error-logs';

// Built by hand rather than with createTestApp: a throwaway route has to be added before ready.
let app: FastifyInstance;
let database: Database;
const logs: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  app = await buildTestApp(testConfig({ LOG_LEVEL: 'info', RATE_LIMITS: 'false' }), {
    database,
    logStream,
  });
  app.post('/api/v1/test/parse-stored', async () => {
    // Our own JSON.parse of something broken: a bug on our side, not a bad request.
    return JSON.parse('{"stored": ') as unknown;
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** The error-level lines logged since line `before`. */
const errorLogsSince = (before: number) =>
  logs
    .slice(before)
    .map((line) => JSON.parse(line) as { level: number; msg: string; reqId?: string })
    .filter((line) => line.level >= 50);

describe('SyntaxError', () => {
  it('from the JSON body parser is the client’s 400 INVALID_JSON, not logged as an error', async () => {
    const before = logs.length;
    const response = await postRawJson(app, '/api/v1/test/parse-stored', '{"costName": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Malformed JSON in request body',
      error: 'INVALID_JSON',
    });
    expect(errorLogsSince(before)).toEqual([]);
  });

  it('thrown by our own code is a 500 logged as a server error with the request id', async () => {
    expectErrorLogs(/"msg":"unhandled error"/, 'a bug on our side is what this test provokes');
    const before = logs.length;
    const response = await postRawJson(app, '/api/v1/test/parse-stored', '{}');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      message: 'Something went wrong. Please try again.',
      error: 'INTERNAL_ERROR',
    });
    const errors = errorLogsSince(before);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ msg: 'unhandled error' });
    expect(errors[0]?.reqId).toEqual(expect.any(String));
    expect(JSON.stringify(errors[0])).toContain('SyntaxError');
  });
});
