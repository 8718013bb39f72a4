import type { ColumnChoice, DetectedRoles, SheetPreview } from '@trusty/contracts';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { usePreviewExcel } from '../api/preview-excel';

const sameRoles = (a: DetectedRoles, b: DetectedRoles) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * The columns of the chosen file (issue 34 §2): its preview, the roles as the user has them now,
 * and the choice to send with the file — only when the user changed what was detected (or had
 * to choose), so a file read as detected goes as it always did.
 */
export function useColumnChoice(file: File | undefined, selection: number) {
  // A sheet asked for belongs to the file it was asked for: a new file starts on its default.
  const [sheetOf, setSheetOf] = useState<{ selection: number; sheet: string }>();
  const sheet = sheetOf?.selection === selection ? sheetOf.sheet : undefined;
  const [edited, setEdited] = useState<{ preview: SheetPreview; roles: DetectedRoles }>();
  const preview = usePreviewExcel(file, selection, sheet);

  const data = preview.data;
  // Edits belong to the preview they were made on; another preview starts from its own roles.
  const roles = data && edited?.preview === data ? edited.roles : data?.roles;
  const changed =
    data !== undefined &&
    roles !== undefined &&
    (sheet !== undefined || data.source === 'none' || !sameRoles(roles, data.roles));
  const choice: ColumnChoice | undefined =
    changed && roles?.costName !== undefined
      ? {
          sheet: data.sheet,
          headerRow: data.headerRow,
          roles: { ...roles, costName: roles.costName },
          layoutKey: data.layoutKey,
        }
      : undefined;
  // A refusal of the file itself (not a workbook, too large…) would refuse the upload too; any
  // other failure (busy, rate-limited, an older server) leaves the one-button flow as it was.
  const refused =
    preview.error instanceof ApiError &&
    (preview.error.status === 400 || preview.error.status === 413);
  return {
    preview,
    roles,
    setRoles: (next: DetectedRoles) => data && setEdited({ preview: data, roles: next }),
    setSheet: (next: string) => setSheetOf({ selection, sheet: next }),
    choice,
    refused,
    /** Process File may go: the columns are known, or the preview failed for the server's own reasons. */
    ready: (data !== undefined && roles?.costName !== undefined) || (preview.isError && !refused),
  };
}
