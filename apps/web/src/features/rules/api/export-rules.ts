import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { apiDownload, apiErrorMessage } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download-result';

export const RULES_FILE_NAME = 'trusty-rules.csv';

/** GET /rules/export: every rule as CSV, saved by the browser. */
export async function exportRules(): Promise<void> {
  const blob = await apiDownload('/rules/export');
  saveBlob(blob, RULES_FILE_NAME);
}

export function useExportRules() {
  return useMutation({
    mutationFn: exportRules,
    onSuccess: () => toast.success('Rules exported'),
    onError: (error) => toast.error(apiErrorMessage(error, 'Could not export your rules.')),
  });
}
