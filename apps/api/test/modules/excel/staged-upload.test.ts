import { randomUUID } from 'node:crypto';
import type { ProgressEvent } from '@trusty/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  processSpreadsheet,
  type ProcessHooks,
} from '../../../src/modules/excel/process-spreadsheet';
import { users } from '../../../src/db/schema/index';
import {
  SpreadsheetTaskError,
  type SpreadsheetPool,
} from '../../../src/modules/excel/workers/spreadsheet-pool';

import { createUser } from '../../helpers/users';
import { processDeps, useProcessingKit } from './processing-kit';
import { ledgerWorkbook } from './rules-and-rows-fixtures';

/**
 * Issue 19: storing an upload's rows must not keep other users' queries waiting. On PGlite the
 * rows and the file's pieces go in before the charging transaction, a short transaction each;
 * on PostgreSQL they go in that transaction while the workbook is written. Either way nobody
 * sees any of them before the charge commits, and an attempt that fails leaves none behind.
 */

const kit = useProcessingKit();
const t = kit.t;

const ROWS = 3_000;
const workbook = () =>
  ledgerWorkbook(
    Array.from({ length: ROWS }, (_, i) => [`AWS EC2 compute ref ${i}`, 'Amazon', '6200', i + 1]),
  );

const deps = () => processDeps(t, kit.pool);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What another connection sees of the upload right now. */
async function creditsOf(userId: string): Promise<number | undefined> {
  const [user] = await t.app.db
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, userId));
  return user?.credits;
}

async function visible(uploadId: string) {
  const [seen] = rowsOf<{ records: number; rows: number; parts: number }>(
    await t.app.db.execute(sql`
      SELECT (SELECT count(*)::int FROM excel_results WHERE id = ${uploadId}) AS records,
             (SELECT count(*)::int FROM result_rows WHERE upload_id = ${uploadId}) AS rows,
             (SELECT count(*)::int FROM excel_result_parts WHERE result_id = ${uploadId}) AS parts`),
  );
  return seen!;
}

const hooks = (extra: Partial<ProcessHooks> = {}): ProcessHooks => ({
  onProgress: () => undefined,
  signal: new AbortController().signal,
  ...extra,
});

describe('storing an upload', () => {
  it('answers another query while the rows are stored, and shows it none of them before the charge', async () => {
    const user = await createUser(t.app, { credits: ROWS });
    const processId = randomUUID();
    // The pages first, then the database: if the database still has no record of the upload,
    // the pages were answered before the charge committed.
    const look = async () => {
      const rowsPage = await t.app.inject({
        method: 'GET',
        url: `/api/v1/results/uploads/${processId}/rows`,
        headers: user.headers,
      });
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/v1/results',
        headers: user.headers,
      });
      const seen = await visible(processId);
      return { seen, rowsPage: rowsPage.statusCode, listed: list.body.includes(processId) };
    };
    let probe: ReturnType<typeof look> | undefined;
    const onProgress = (event: ProgressEvent) => {
      // Past the write pass (a third of the stage) and at least one statement of rows stored.
      const storing = event.stage === 'writing' && event.processed > event.total / 3 + 1;
      if (storing && event.processed < event.total && !probe) probe = look();
    };
    const result = await processSpreadsheet(
      deps(),
      { userId: user.user.id, fileName: 'ledger.xlsx', bytes: await workbook(), processId },
      hooks({
        onProgress,
        // PostgreSQL stores the rows in the charging transaction, on its own connection: there
        // the look may finish before the commit, and must see nothing either. (On PGlite the
        // rows are stored before that transaction, which would keep the look waiting.)
        beforeCommit: async () => {
          if (t.app.database.kind === 'postgres') await probe;
        },
      }),
    );
    expect(probe).toBeDefined();
    const { seen, rowsPage, listed } = await probe!;
    // Whatever is stored so far belongs to no upload yet: no page shows it.
    expect(seen.records).toBe(0);
    expect(rowsPage).toBe(404);
    expect(listed).toBe(false);
    expect(result.successfulRows).toBe(ROWS);
    expect(await visible(processId)).toMatchObject({ records: 1, rows: ROWS });
  });

  it('leaves no row or piece of an attempt that fails at the end, and a second attempt stores them once', async () => {
    const user = await createUser(t.app, { credits: ROWS });
    const processId = randomUUID();
    const input = async () => ({
      userId: user.user.id,
      fileName: 'ledger.xlsx',
      bytes: await workbook(),
      processId,
    });
    await expect(
      processSpreadsheet(
        deps(),
        await input(),
        hooks({
          beforeCommit: async () => {
            throw new Error('this attempt lost its job');
          },
        }),
      ),
    ).rejects.toThrow('this attempt lost its job');
    expect(await visible(processId)).toEqual({ records: 0, rows: 0, parts: 0 });
    expect(await creditsOf(user.user.id)).toBe(ROWS);

    await processSpreadsheet(deps(), await input(), hooks());
    expect(await visible(processId)).toMatchObject({ records: 1, rows: ROWS });
  });

  it('stores nothing and charges nothing when the workbook fails once its rows are stored', async () => {
    const user = await createUser(t.app, { credits: ROWS });
    const processId = randomUUID();
    // A thread that dies writing, but only once every row has been stored (two units each).
    let rowsStored!: () => void;
    const stored = new Promise<void>((resolve) => (rowsStored = resolve));
    const dying = {
      run: (async (task, options) => {
        if (task.kind === 'read') return kit.pool.run(task, options);
        await stored;
        throw new SpreadsheetTaskError('crashed', 'the thread died writing');
      }) as SpreadsheetPool['run'],
    } as SpreadsheetPool;
    const onProgress = (event: ProgressEvent) => {
      if (event.stage === 'writing' && event.processed >= 2 * ROWS) rowsStored();
    };
    await expect(
      processSpreadsheet(
        { ...deps(), pool: dying },
        { userId: user.user.id, fileName: 'ledger.xlsx', bytes: await workbook(), processId },
        hooks({ onProgress }),
      ),
    ).rejects.toThrow('spreadsheet worker failed: the thread died writing');
    expect(await visible(processId)).toEqual({ records: 0, rows: 0, parts: 0 });
    expect(await creditsOf(user.user.id)).toBe(ROWS);
  });

  it('leaves nothing behind when the client goes away while the rows are staged', async () => {
    const user = await createUser(t.app, { credits: ROWS });
    const processId = randomUUID();
    const disconnect = new AbortController();
    const onProgress = (event: ProgressEvent) => {
      if (event.stage === 'writing' && event.processed > event.total / 3 + 1) disconnect.abort();
    };
    const failure = await processSpreadsheet(
      deps(),
      { userId: user.user.id, fileName: 'ledger.xlsx', bytes: await workbook(), processId },
      hooks({ onProgress, signal: disconnect.signal }),
    ).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(disconnect.signal.aborted).toBe(true);
    // PGlite drops what it staged; PostgreSQL's transaction, storing rows while the workbook is
    // written, rolls back.
    expect(failure).toMatchObject({ statusCode: 499 });
    expect(await visible(processId)).toEqual({ records: 0, rows: 0, parts: 0 });
    expect(await creditsOf(user.user.id)).toBe(ROWS);
  });
});
