import type { SheetPreview } from '@trusty/contracts';
import type { Db } from '../../db/client';
import { getBalance } from '../credits/service';
import { rememberedLayouts } from './column-layouts';
import { earlierUpload } from './duplicate-upload';
import type { JobLimiter } from './job-limiter';
import { asXlsx, cleanFileName, LIMITS, poolError, userError } from './process-spreadsheet';
import type { SpreadsheetPool } from './workers/spreadsheet-pool';
import { movable } from './workers/spreadsheet-tasks';

/**
 * The Excel Processor's look at a file before it is processed (issue 34 §2): the sheet's first
 * rows, the columns detected or remembered, and the quote. Free, so it is bounded like an upload
 * that charges nothing: the same checks of the file, the same worker threads, limits and time
 * budget, one of the account's slots, and its time counted in the account's free work.
 */

export interface PreviewDeps {
  db: Db;
  pool: SpreadsheetPool;
  limiter: JobLimiter;
  jobBudgetMs: number;
}

export async function previewUpload(
  deps: PreviewDeps,
  input: { userId: string; fileName: string; bytes: Buffer; contentHash: string; sheet?: string },
  signal: AbortSignal,
): Promise<SheetPreview> {
  try {
    const xlsx = await asXlsx(cleanFileName(input.fileName), input.bytes, signal);
    const remembered = await rememberedLayouts(deps.db, input.userId);
    const bytes = movable(xlsx);
    const { result } = await deps.limiter.run(input.userId, signal, () =>
      deps.pool.run(
        {
          kind: 'preview',
          bytes,
          limits: LIMITS,
          remembered,
          ...(input.sheet !== undefined ? { sheet: input.sheet } : {}),
        },
        {
          signal,
          budgetMs: deps.jobBudgetMs,
          transfer: [bytes.buffer as ArrayBuffer],
          onProgress: () => undefined,
        },
      ),
    );
    return {
      ...result,
      balance: await getBalance(deps.db, input.userId),
      duplicateOf: await earlierUpload(deps.db, input.userId, input.contentHash),
    };
  } catch (error) {
    throw userError(poolError(error));
  }
}
