import { useMutation } from '@tanstack/react-query';
import { toast } from './toast';
import { apiDownload, apiErrorMessage } from './api-client';

export const DOWNLOAD_SUCCESS = 'File downloaded successfully!';
export const DOWNLOAD_FAILED = 'Failed to download file';

export interface DownloadResultInput {
  processId: string;
  /** What the browser saves it as: `processed_` + the uploaded name. */
  fileName: string;
}

/** Hands a Blob to the browser as a download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** GET /tbm/excel/download/:processId → the workbook, saved (Excel Processor and Results). */
export async function downloadResult({ processId, fileName }: DownloadResultInput): Promise<void> {
  const blob = await apiDownload(`/tbm/excel/download/${encodeURIComponent(processId)}`);
  saveBlob(blob, fileName);
}

export function useDownloadResult() {
  return useMutation({
    mutationFn: downloadResult,
    onSuccess: () => toast.success(DOWNLOAD_SUCCESS),
    onError: (error) => toast.error(apiErrorMessage(error, DOWNLOAD_FAILED)),
  });
}
