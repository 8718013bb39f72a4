export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const excelMessages = {
  invalidType: 'Please upload a valid Excel file (.xlsx or .xls)',
  tooLarge: 'File size must be less than 10MB',
} as const;

export interface ExcelProcessResult {
  processId: string;
  totalRows: number;
  successfulRows: number;
  errorRows: number;
  errors: string[];
  /** ISO timestamp. */
  expiresAt: string;
}

export type ProgressStage = 'validating' | 'analyzing' | 'categorizing' | 'writing';

export interface ProgressEvent {
  stage: ProgressStage;
  processed: number;
  total: number;
  percent: number;
}
