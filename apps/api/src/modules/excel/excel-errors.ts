import { COST_NAME_HEADERS, ErrorCode, excelMessages } from '@trusty/contracts';
import { AppError } from '../../http/errors';
import type { WorkbookProblem } from './ooxml/workbook-errors';

/** Every refusal of an upload, with the sentence the user reads. */
const invalid = (message: string) => new AppError(400, ErrorCode.invalidFile, message);

const headerList = COST_NAME_HEADERS.join(', ');

export const excelErrors = {
  invalidType: () => invalid(excelMessages.invalidType),
  /** Named .xlsx or .xls but something else: say what it looks like (issue 34 §8). */
  notAWorkbook: (kind: string | undefined) =>
    invalid(
      kind
        ? `This file is ${kind}, not an Excel workbook${kind === 'CSV text' ? ' (open it in Excel and save it as .xlsx)' : ''}. ${excelMessages.invalidType}`
        : excelMessages.invalidType,
    ),
  tooLarge: () => new AppError(413, ErrorCode.payloadTooLarge, excelMessages.tooLarge),
  missingFile: () => invalid('No file received. Send the spreadsheet in the "excelFile" field.'),
  passwordProtected: () =>
    invalid(
      'This workbook is password-protected. Remove the password in Excel, save the file, and upload it again.',
    ),
  tooMuchData: () =>
    invalid(
      'This workbook holds more data than can be processed at once (a sheet, row or cell is too large). Split it into smaller files and upload them one at a time.',
    ),
  empty: () =>
    invalid(
      'The workbook is empty. Add a header row with a cost-name column and at least one row of costs.',
    ),
  noCostColumn: () =>
    invalid(
      `No cost-name column found. Name the column of cost names one of: ${headerList} (the header may sit below a few title rows).`,
    ),
  noDataRows: (sheet: string) =>
    invalid(`The sheet "${sheet}" has a cost-name column but no rows of costs below its header.`),
  noSuchSheet: (sheet: string) => invalid(`This workbook has no worksheet named "${sheet}".`),
  tooManyRows: (row: number) =>
    invalid(
      `Row ${row.toLocaleString('en-US')} is past Excel's last row (1,048,576). Move the rows below it to another sheet or file, and upload it again.`,
    ),
  tooManyColumns: (column: number) =>
    invalid(
      `Column ${column.toLocaleString('en-US')} is past Excel's last column (XFD, column 16,384). Remove the cells beyond it, and upload the workbook again.`,
    ),
  busy: () =>
    new AppError(
      503,
      'SERVER_BUSY',
      'Many spreadsheets are being processed right now. Please try again in a minute.',
      { retryAfterSeconds: 60 },
    ),
  userBusy: () =>
    new AppError(
      429,
      ErrorCode.rateLimited,
      'You already have spreadsheets being processed. Wait for them to finish, then try again.',
    ),
  cancelled: () =>
    new AppError(499, 'CLIENT_CLOSED', 'The upload was cancelled; nothing was charged.'),
  tookTooLong: () =>
    new AppError(
      413,
      ErrorCode.payloadTooLarge,
      'This workbook took too long to process, so it was stopped; nothing was charged. Split it into smaller files and upload them one at a time.',
    ),
  outOfMemory: () =>
    new AppError(
      413,
      ErrorCode.payloadTooLarge,
      'This workbook needs more memory than one upload may use; nothing was charged. Split it into smaller files and upload them one at a time.',
    ),
  freeWorkSpent: (retryAfterMs: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
    return new AppError(
      429,
      ErrorCode.rateLimited,
      `Too many of your recent uploads could not be processed. Check your files, then try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) },
    );
  },
};

/** The OOXML layer's refusal as the sentence the user reads. */
export function workbookProblemError(problem: WorkbookProblem): AppError {
  switch (problem.kind) {
    case 'not-a-workbook':
      return excelErrors.invalidType();
    case 'too-much-data':
      return excelErrors.tooMuchData();
    case 'too-many-rows':
      return excelErrors.tooManyRows(problem.row);
    case 'too-many-columns':
      return excelErrors.tooManyColumns(problem.column);
    case 'empty':
      return excelErrors.empty();
    case 'no-cost-column':
      return excelErrors.noCostColumn();
    case 'no-data-rows':
      return excelErrors.noDataRows(problem.sheet);
    case 'no-such-sheet':
      return excelErrors.noSuchSheet(problem.sheet);
    case 'cancelled':
      return excelErrors.cancelled();
  }
}
