import { AppError } from '../../../http/errors';
import { WorkbookError, type WorkbookProblem } from '../ooxml/workbook-errors';
import { ZipError, type ZipProblem } from '../zip/zip-reader';

/**
 * An error thrown inside a worker thread, as plain data: a class instance loses its prototype
 * when posted, so the refusal is described and rebuilt on the main thread, where
 * process-spreadsheet's `userError` turns it into the sentence the user reads.
 */
export type TaskFailure =
  | { kind: 'zip'; problem: ZipProblem; message: string }
  | { kind: 'workbook'; problem: WorkbookProblem }
  | {
      kind: 'app';
      statusCode: number;
      code: string;
      message: string;
      details?: Record<string, unknown>;
    }
  | { kind: 'unexpected'; name: string; message: string; stack?: string };

export function describeFailure(error: unknown): TaskFailure {
  if (error instanceof ZipError)
    return { kind: 'zip', problem: error.problem, message: error.message };
  if (error instanceof WorkbookError) return { kind: 'workbook', problem: error.problem };
  if (error instanceof AppError) {
    const { statusCode, code, message, details } = error;
    return { kind: 'app', statusCode, code, message, details };
  }
  const { name, message, stack } =
    error instanceof Error ? error : { name: 'Error', message: String(error), stack: undefined };
  return { kind: 'unexpected', name, message, stack };
}

/** Anything not a known refusal stays an unexpected error: a logged 500, never the user's fault. */
export function rebuildFailure(failure: TaskFailure): Error {
  switch (failure.kind) {
    case 'zip':
      return new ZipError(failure.problem, failure.message);
    case 'workbook':
      return new WorkbookError(failure.problem);
    case 'app':
      return new AppError(failure.statusCode, failure.code, failure.message, failure.details);
    case 'unexpected': {
      const error = new Error(`spreadsheet worker: ${failure.name}: ${failure.message}`);
      if (failure.stack) error.stack = `${error.message}\n--- in the worker ---\n${failure.stack}`;
      return error;
    }
  }
}
