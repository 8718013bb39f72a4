import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/client';
import { postgresNotifications, type Notifications } from '../../src/db/notifications';
import { createTestDatabase } from '../helpers/database';
import { startPostgresServer, type PostgresServer } from './postgres-server';

/** Collects what a listener hears. */
function heard() {
  const payloads: string[] = [];
  return { payloads, listener: (payload: string) => payloads.push(payload) };
}

describe('Database.notifications on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('gives every listener of a channel every payload, the notifier’s own process included', async () => {
    const { notifications } = database;
    const first = heard();
    const second = heard();
    const elsewhere = heard();
    const stopFirst = await notifications.listen('trusty_test_a', first.listener);
    await notifications.listen('trusty_test_a', second.listener);
    await notifications.listen('trusty_test_b', elsewhere.listener);

    await notifications.notify('trusty_test_a', 'one');
    await notifications.notify('trusty_test_a', '{"two":"é"}');
    await vi.waitUntil(() => second.payloads.length === 2, { timeout: 5_000 });
    expect(first.payloads).toEqual(['one', '{"two":"é"}']);
    expect(second.payloads).toEqual(['one', '{"two":"é"}']);

    await stopFirst();
    await notifications.notify('trusty_test_a', 'three');
    await vi.waitUntil(() => second.payloads.length === 3, { timeout: 5_000 });
    expect(first.payloads).toHaveLength(2);
    expect(elsewhere.payloads).toEqual([]);
  });

  it('keeps a throwing listener from failing the notify or the other listeners', async () => {
    const { notifications } = database;
    const calm = heard();
    await notifications.listen('trusty_test_c', () => {
      throw new Error('listener bug');
    });
    await notifications.listen('trusty_test_c', calm.listener);
    await expect(notifications.notify('trusty_test_c', 'still heard')).resolves.toBeUndefined();
    await vi.waitUntil(() => calm.payloads.length === 1, { timeout: 5_000 });
    // The database still answers queries afterwards (PGlite delivers inside a query's reply).
    await expect(notifications.notify('trusty_test_c', 'again')).resolves.toBeUndefined();
    await vi.waitUntil(() => calm.payloads.length === 2, { timeout: 5_000 });
  });

  it('refuses a payload of 8000 bytes and a channel name that is not a plain identifier', async () => {
    const { notifications } = database;
    await expect(notifications.notify('trusty_test_a', 'x'.repeat(8_000))).rejects.toThrow();
    await expect(notifications.notify('trusty_test_a', 'x'.repeat(7_999))).resolves.toBeUndefined();
    await expect(notifications.listen('a; DROP TABLE users', () => {})).rejects.toThrow(
      /bad channel name/,
    );
    await expect(notifications.notify('Upper', 'x')).rejects.toThrow(/bad channel name/);
  });
});

/**
 * The dedicated listening connection on a PostgreSQL server of this file's own, which the test
 * kills and restarts (never the shared TEST_DATABASE_URL server other files are using).
 */
describe('the PostgreSQL listening connection', () => {
  let server: PostgresServer;
  let pool: pg.Pool;
  beforeAll(async () => {
    server = await startPostgresServer();
    pool = new pg.Pool({ connectionString: server.url, max: 2 });
    pool.on('error', () => {});
  }, 120_000);
  afterAll(async () => {
    await pool?.end();
    server?.destroy();
  }, 60_000);

  function open(onError: (error: Error) => void): Notifications {
    return postgresNotifications({
      url: server.url,
      query: (text, values) => pool.query(text, values),
      connectionTimeoutMs: 1_000,
      onError,
      retryMs: 50,
    });
  }

  async function notifyUntilHeard(
    notifications: Notifications,
    received: string[],
    payload: string,
  ) {
    // Until the connection is back, a payload has nobody to hear it: send again until one lands.
    await vi.waitUntil(
      async () => {
        await notifications.notify('trusty_test', payload).catch(() => {});
        return received.includes(payload);
      },
      { timeout: 20_000, interval: 100 },
    );
  }

  it('hears payloads another process sends, on one connection of its own', async () => {
    const errors: Error[] = [];
    const notifications = open((error) => errors.push(error));
    const { payloads, listener } = heard();
    await notifications.listen('trusty_test', listener);
    await notifications.listen('trusty_test_other', () => {});
    const other = new pg.Client({ connectionString: server.url });
    await other.connect();
    await other.query("SELECT pg_notify('trusty_test', 'from elsewhere')");
    await other.end();
    await vi.waitUntil(() => payloads.length === 1, { timeout: 5_000 });
    expect(payloads).toEqual(['from elsewhere']);
    const listening = await pool.query<{ n: string }>(
      "SELECT count(*) AS n FROM pg_stat_activity WHERE query LIKE 'LISTEN%'",
    );
    expect(Number(listening.rows[0]?.n)).toBe(1);
    expect(errors).toEqual([]);
    await notifications.close();
  });

  it('reports a killed connection and listens again on a new one', async () => {
    const errors: Error[] = [];
    const notifications = open((error) => errors.push(error));
    const { payloads, listener } = heard();
    await notifications.listen('trusty_test', listener);
    await pool.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%'",
    );
    await vi.waitUntil(() => errors.length > 0, { timeout: 5_000 });
    await notifyUntilHeard(notifications, payloads, 'after the kill');
    await notifications.close();
  });

  it('keeps trying while the server is down and hears again once it is back', async () => {
    const errors: Error[] = [];
    const notifications = open((error) => errors.push(error));
    const { payloads, listener } = heard();
    await notifications.listen('trusty_test', listener);
    server.stop();
    await vi.waitUntil(() => errors.length >= 2, { timeout: 10_000 });
    server.start();
    await notifyUntilHeard(notifications, payloads, 'after the restart');
    await notifications.close();
  }, 60_000);

  it('starts listening once the server answers, when it was down at the first listen', async () => {
    server.stop();
    const errors: Error[] = [];
    const notifications = open((error) => errors.push(error));
    const { payloads, listener } = heard();
    // Resolves although nothing is listening yet: the caller's start does not wait for the database.
    await notifications.listen('trusty_test', listener);
    expect(errors.length).toBeGreaterThan(0);
    server.start();
    await notifyUntilHeard(notifications, payloads, 'first after start');
    await notifications.close();
  }, 60_000);
});
