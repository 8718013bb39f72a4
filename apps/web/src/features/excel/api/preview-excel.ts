import { sheetPreviewSchema, type SheetPreview } from '@trusty/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /tbm/excel/preview (issue 34 §2): the chosen file's first rows, the columns detected and
 * the quote, free. `sheet` asks for another worksheet of a multi-sheet workbook.
 */
export async function previewExcel(
  file: File,
  sheet: string | undefined,
  signal?: AbortSignal,
): Promise<SheetPreview> {
  const form = new FormData();
  if (sheet !== undefined) form.append('sheet', sheet);
  form.append('excelFile', file, file.name);
  const body = await apiRequest<{ data?: unknown } | undefined>('/tbm/excel/preview', {
    method: 'POST',
    body: form,
    signal,
  });
  return sheetPreviewSchema.parse(body?.data);
}

/**
 * The preview of the file chosen as `selection` (a number that changes with every choice of
 * file: a File cannot be a query key). Asked once; never refetched behind the user's back.
 */
export function usePreviewExcel(file: File | undefined, selection: number, sheet?: string) {
  return useQuery({
    queryKey: ['excel-preview', selection, sheet ?? null],
    queryFn: ({ signal }) => previewExcel(file as File, sheet, signal),
    enabled: file !== undefined,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
