import { letterWord } from './ledger-names';
import * as XLSX from '@e965/xlsx';
import { EXCEL_STILL_PROCESSING } from '@trusty/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database, Db } from '../../src/db/client';
import { creditLedger, resultRows, spreadsheetJobs, users } from '../../src/db/schema/index';
import { buildTestApp, testConfig } from './app';
import type { TestUser } from './users';

/** What the spreadsheet queue's tests share (test/cluster/job-queue, worker-crash). */

/** Short enough for a test: a lost job is retried within seconds, idle workers look twice a second. */
export const QUEUE_ENV = {
  SPREADSHEET_JOB_TIMEOUT_SECONDS: '4',
  QUEUE_MAINTENANCE_SECONDS: '1',
  QUEUE_POLL_SECONDS: '0.5',
  QUEUE_HEARTBEAT_SECONDS: '0.5',
};

export interface QueueInstance {
  app: FastifyInstance;
  base: string;
}

/**
 * Instances of the app with the queue's short timings, each listening on a port of its own and on
 * the database it is given (one of a shared database's connections); `started` lists those still
 * running, and stopAll stops all of them.
 */
export function queueInstances() {
  const started: QueueInstance[] = [];
  return {
    started: started as readonly QueueInstance[],
    async start(database: Database, env: Record<string, string>): Promise<QueueInstance> {
      const app = await buildTestApp(testConfig({ ...QUEUE_ENV, ...env }), { database });
      await app.ready();
      const instance = { app, base: await app.listen({ port: 0, host: '127.0.0.1' }) };
      started.push(instance);
      return instance;
    },
    async stopAll(): Promise<void> {
      for (const instance of started.splice(0)) {
        instance.app.server.closeAllConnections();
        await instance.app.close().catch(() => {});
      }
    },
  };
}

/**
 * An upload that stopped waiting for its job answers 202 with the job's id and where its result
 * will be; returns the id.
 */
export async function expectStillProcessing(response: Response): Promise<string> {
  expect(response.status).toBe(202);
  const body = (await response.json()) as { data: { processId: string } };
  expect(body).toEqual({
    success: true,
    data: {
      processId: expect.any(String),
      // As the request last saw it: a read a moment before the job was claimed says queued.
      state: expect.stringMatching(/^(queued|running)$/),
      statusUrl: expect.stringMatching(/^\/api\/v1\/tbm\/excel\/status\//),
    },
    message: EXCEL_STILL_PROCESSING,
  });
  return body.data.processId;
}

/** Uploads over a real socket; `signal` lets the client leave before the answer. */
export function upload(
  base: string,
  user: TestUser,
  bytes: Buffer,
  connectionId?: string,
  signal?: AbortSignal,
) {
  const form = new FormData();
  if (connectionId) form.append('connectionId', connectionId);
  form.append('excelFile', new Blob([bytes]), 'ledger.xlsx');
  return fetch(`${base}/api/v1/tbm/excel/${connectionId ? 'process-with-sse' : 'process'}`, {
    method: 'POST',
    body: form,
    headers: user.headers,
    signal,
  });
}

/** Mostly distinct names, so the job takes a while to classify. */
export function ledger(rows: number): Buffer {
  const data: unknown[][] = [['Cost Name', 'Vendor', 'Amount']];
  const items = ['server lease', 'SaaS licence', 'network circuit', 'storage array', 'help desk'];
  for (let i = 0; i < rows; i++)
    data.push([`${items[i % items.length]} ${letterWord(i)} renewal`, `Vendor ${i % 97}`, i + 1]);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(data), 'Ledger');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

export async function jobsOf(db: Db, userId: string) {
  return db.select().from(spreadsheetJobs).where(eq(spreadsheetJobs.userId, userId));
}

/** What the account was charged for uploads, and its balance now. */
export async function chargesOf(db: Db, userId: string) {
  const charges = await db
    .select({ delta: creditLedger.delta, reference: creditLedger.reference })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, 'usage_excel')));
  const [user] = await db
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, userId));
  return { charges, balance: user?.credits };
}

export async function storedRows(db: Db, uploadId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(resultRows)
    .where(eq(resultRows.uploadId, uploadId));
  return Number(row?.n ?? 0);
}
