import { afterAll, beforeAll } from 'vitest';
import type { ProcessDeps } from '../../../src/modules/excel/process-spreadsheet';
import { accountRules } from '../../../src/modules/excel/rule-decisions';
import { LIMITS } from '../../../src/modules/excel/workbook-io';
import { SpreadsheetPool } from '../../../src/modules/excel/workers/spreadsheet-pool';
import { useTestApp, type TestApp } from '../../helpers/app';

/**
 * A test app and one spreadsheet thread for a test file: enough to run an upload, or its stages,
 * directly. Both start before the file's first test; the thread closes after its last, then the app.
 */
export function useProcessingKit(): { t: TestApp; readonly pool: SpreadsheetPool } {
  const t = useTestApp();
  let pool: SpreadsheetPool | undefined;
  beforeAll(() => {
    pool = new SpreadsheetPool({ size: 1, heapMb: LIMITS.workerHeapMb });
  });
  // Registered after useTestApp's, so it runs before the app closes.
  afterAll(() => pool?.close());
  return {
    t,
    get pool() {
      if (!pool) throw new Error('the spreadsheet thread starts in beforeAll');
      return pool;
    },
  };
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
