import {
  acceptedUploadSchema,
  EXCEL_STILL_PROCESSING,
  excelProcessResultSchema,
  type ColumnChoice,
  type OnDuplicate,
  type ExcelProcessResult,
} from '@trusty/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { userStatsQueryKey } from '../../../lib/user-stats';

export const EXCEL_FAILED = 'Failed to process Excel file';
export const EXCEL_UNSUCCESSFUL = 'Processing failed';
const rowsText = (rows: number) => `${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}`;
export const excelSuccessMessage = (rows: number) =>
  `Excel processed successfully! ${rowsText(rows)} processed.`;
export const excelRowErrorsMessage = (rows: number) =>
  `${rowsText(rows)} had errors. Check the results for details.`;

/** A 2xx answer that does not say success with a result (spec §8: "Processing failed"). */
export class UnsuccessfulProcessingError extends Error {
  constructor() {
    super(EXCEL_UNSUCCESSFUL);
    this.name = 'UnsuccessfulProcessingError';
  }
}

export interface ProcessExcelInput {
  file: File;
  /** With an open progress stream, its id: the server then reports progress to it. */
  connectionId?: string;
  /** The columns the user chose, when they changed what was detected (issue 34 §2). */
  columns?: ColumnChoice;
  /**
   * A file the account processed before: `ask` (the default here) is refused with its earlier
   * upload named; `process` is the person's explicit choice to process it again (issue 34 §5).
   */
  onDuplicate?: OnDuplicate;
}

/**
 * What an upload ends with: its result, or (202) word that the server stopped waiting while the
 * job goes on, so the result will appear under Results: the file must not be sent again.
 */
export type ProcessExcelOutcome =
  | { status: 'done'; result: ExcelProcessResult }
  | { status: 'processing'; processId: string; message: string };

/** POST /tbm/excel/process (or /process-with-sse): multipart `excelFile` (+ `connectionId`). */
export async function processExcel({
  file,
  connectionId,
  columns,
  onDuplicate = 'ask',
}: ProcessExcelInput): Promise<ProcessExcelOutcome> {
  const form = new FormData();
  // The fields go first so the server has them before the file arrives.
  if (connectionId) form.append('connectionId', connectionId);
  if (columns) form.append('columns', JSON.stringify(columns));
  form.append('onDuplicate', onDuplicate);
  form.append('excelFile', file, file.name);
  const body = await apiRequest<{ success?: unknown; data?: unknown; message?: unknown }>(
    connectionId ? '/tbm/excel/process-with-sse' : '/tbm/excel/process',
    { method: 'POST', body: form },
  );
  if (body?.success !== true) throw new UnsuccessfulProcessingError();
  const processing = acceptedUploadSchema.safeParse(body.data);
  if (processing.success) {
    const message = typeof body.message === 'string' ? body.message : EXCEL_STILL_PROCESSING;
    return { status: 'processing', processId: processing.data.processId, message };
  }
  const result = excelProcessResultSchema.safeParse(body.data);
  if (!result.success) throw new UnsuccessfulProcessingError();
  return { status: 'done', result: result.data };
}

/** The failure message of spec §8 (shown in the status dialog): the API's message, "Processing failed", or the fallback. */
export function processingErrorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof UnsuccessfulProcessingError)
    return error.message || EXCEL_FAILED;
  return EXCEL_FAILED;
}

export function useProcessExcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processExcel,
    onSuccess: (outcome) => {
      // Still processing: the status dialog says so, and where the result will be.
      if (outcome.status !== 'done') return;
      const { result } = outcome;
      toast.success(excelSuccessMessage(result.successfulRows));
      if (result.errorRows > 0) toast.error(excelRowErrorsMessage(result.errorRows));
    },
    // No toast on failure: the status dialog, open until the user closes it, says it in place.
    // Credits and counters move after a run; a 402 means the shown balance was stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: userStatsQueryKey }),
  });
}
