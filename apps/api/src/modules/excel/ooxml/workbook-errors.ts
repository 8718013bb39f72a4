/**
 * The OOXML layer's own refusals. They carry plain data only, so they survive being posted from
 * a worker thread, and they know nothing of HTTP: `process-spreadsheet.ts` alone turns them into
 * the sentence the user reads.
 */

export type WorkbookProblem =
  | { kind: 'not-a-workbook'; detail: string }
  | { kind: 'too-much-data'; detail: string }
  | { kind: 'too-many-rows'; row: number }
  | { kind: 'too-many-columns'; column: number }
  | { kind: 'empty' }
  | { kind: 'no-cost-column' }
  | { kind: 'no-data-rows'; sheet: string }
  /** A chosen sheet the workbook does not have (issue 34 §2). */
  | { kind: 'no-such-sheet'; sheet: string }
  | { kind: 'cancelled' };

export class WorkbookError extends Error {
  constructor(readonly problem: WorkbookProblem) {
    super('detail' in problem ? `${problem.kind}: ${problem.detail}` : problem.kind);
    this.name = 'WorkbookError';
  }
}
