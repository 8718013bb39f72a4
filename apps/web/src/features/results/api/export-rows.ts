import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { apiDownload, apiErrorMessage } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download-result';

/** The CSV's name: the upload's, its extension swapped. */
export const csvFileName = (fileName: string) => `${fileName.replace(/\.xlsx?$/i, '')}_rows.csv`;

/** GET /results/uploads/:id/rows.csv → the rows with their six layers, saved. */
export function useExportRows() {
  return useMutation({
    mutationFn: async (input: { uploadId: string; fileName: string }) => {
      const blob = await apiDownload(
        `/results/uploads/${encodeURIComponent(input.uploadId)}/rows.csv`,
      );
      saveBlob(blob, csvFileName(input.fileName));
    },
    onSuccess: () => toast.success('Rows downloaded as CSV.'),
    onError: (error) => toast.error(apiErrorMessage(error, 'Could not download the rows.')),
  });
}
