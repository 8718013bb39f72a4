import {
  RULES_CSV_MAX_BYTES,
  ruleMessages,
  rulesImportErrorSchema,
  rulesImportResultSchema,
  type RulesImportResult,
} from '@trusty/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiPostText } from '../../../lib/api-client';
import { refreshAfterAnswersChanged } from '../../../lib/answers-changed';

/** A refused import: every problem with its CSV line number (nothing was imported). */
export class RulesImportProblems extends Error {
  constructor(
    message: string,
    readonly problems: Array<{ line: number; message: string }>,
  ) {
    super(message);
    this.name = 'RulesImportProblems';
  }
}

/** POST /rules/import with the file as text/csv: all or nothing. */
export async function importRules(file: File): Promise<RulesImportResult> {
  // Refused here rather than sent: the server would refuse it anyway, after the upload.
  if (file.size > RULES_CSV_MAX_BYTES) throw new RulesImportProblems(ruleMessages.csvTooLarge, []);
  try {
    const body = await apiPostText<{ data?: unknown }>(
      '/rules/import',
      // The file's own bytes: the server tells UTF-8 from Windows-1252, which file.text() would
      // already have turned into U+FFFD.
      file,
      'text/csv',
    );
    return rulesImportResultSchema.parse(body?.data);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      const refused = rulesImportErrorSchema.safeParse(error.body);
      if (refused.success)
        throw new RulesImportProblems(refused.data.message, refused.data.problems);
    }
    throw error;
  }
}

export function useImportRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRules,
    onSuccess: () => {
      void refreshAfterAnswersChanged(queryClient);
    },
  });
}
