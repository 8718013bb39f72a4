import { randomUUID } from 'node:crypto';
import type { ExcelProcessResult } from '@trusty/contracts';
import { ProgressReporter } from './progress-reporter';
import { normalizedNames } from './row-outcomes';
import { Turns } from './turns';
import {
  classifyRows,
  commitUpload,
  keyRows,
  quoteUpload,
  readUpload,
  startWriting,
  type ProcessDeps,
  type ProcessHooks,
  type ProcessInput,
  type UploadRun,
} from './upload-stages';
import { poolError, TimeBudget, userError } from './workbook-io';
import { contextFieldsOf } from './workers/packed-analysis';

/**
 * One spreadsheet, start to finish, in the stages of upload-stages.ts: read (check the file, find
 * the cost names, in a worker thread), quote (let the account's rules decide the lines they match,
 * quote the rest), key rows, classify (each distinct normalised line once), write (the result
 * workbook, in a worker thread, within what is left of the upload's time budget, while its rows
 * are stored) and commit (charge for it in the transaction that keeps it, commit-upload.ts).
 * Until that transaction commits nothing is visible, so a failure or a disconnect at any earlier
 * point charges nothing and leaves nothing behind.
 */

export type { ProcessDeps, ProcessHooks, ProcessInput } from './upload-stages';
export {
  asXlsx,
  cleanFileName,
  LIMITS,
  poolError,
  readWorkbook,
  TimeBudget,
  userError,
} from './workbook-io';

export async function processSpreadsheet(
  deps: ProcessDeps,
  input: ProcessInput,
  hooks: ProcessHooks,
): Promise<ExcelProcessResult> {
  const reporter = new ProgressReporter(hooks.onProgress);
  try {
    const run: UploadRun = {
      deps,
      input,
      signal: hooks.signal,
      reporter,
      budget: new TimeBudget(deps.jobBudgetMs),
      normalize: normalizedNames(),
    };
    const { fileName, read } = await readUpload(run);
    // Every loop over the rows from here gives the event loop back every few milliseconds (turns.ts).
    const turns = new Turns();
    const quote = await quoteUpload(run, read.analysis, turns);
    const withContext = contextFieldsOf(read.analysis.head).length > 0;
    const keyed = await keyRows(run, quote.named, withContext, turns);
    const categorized = await classifyRows(run, quote, keyed, withContext, turns);
    const processId = input.processId ?? randomUUID();
    const { rows } = quote;
    const written = await startWriting(run, { fileName, read, rows, categorized }, turns);
    return await commitUpload(
      run,
      { processId, fileName, read, rows, categorized, ...written },
      hooks.beforeCommit,
    );
  } catch (error) {
    throw userError(poolError(error));
  } finally {
    reporter.stop();
  }
}
