import type { ProcessDeps } from '../../../src/modules/excel/process-spreadsheet';
import { accountRules } from '../../../src/modules/excel/rule-decisions';
import { LIMITS } from '../../../src/modules/excel/workbook-io';
import { SpreadsheetPool } from '../../../src/modules/excel/workers/spreadsheet-pool';
import { createTestApp, type TestApp } from '../../helpers/app';

/** A test app and one spreadsheet thread: enough to run an upload, or its stages, directly. */
export async function processingKit(): Promise<{ t: TestApp; pool: SpreadsheetPool }> {
  const t = await createTestApp();
  return { t, pool: new SpreadsheetPool({ size: 1, heapMb: LIMITS.workerHeapMb }) };
}

export async function closeProcessingKit(kit: { t: TestApp; pool: SpreadsheetPool }) {
  await kit.pool.close();
  await kit.t.close();
}

/** What processSpreadsheet needs, from the kit: the app's database and classifier, the rules as stored. */
export const processDeps = (t: TestApp, pool: SpreadsheetPool): ProcessDeps => ({
  db: t.app.db,
  classifier: t.app.classifier,
  resultTtlHours: 1,
  pool,
  jobBudgetMs: 60_000,
  rules: (userId) => accountRules(t.app.db, userId),
  serialDatabase: t.app.database.kind === 'pglite',
});
