import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiDownload, apiErrorMessage } from '../../../lib/api-client';

export const RULES_FILE_NAME = 'trusty-rules.csv';

/** GET /rules/export: every rule as CSV, saved by the browser. */
export async function exportRules(): Promise<void> {
  const blob = await apiDownload('/rules/export');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = RULES_FILE_NAME;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportRules() {
  return useMutation({
    mutationFn: exportRules,
    onSuccess: () => toast.success('Rules exported'),
    onError: (error) => toast.error(apiErrorMessage(error, 'Could not export your rules.')),
  });
}
