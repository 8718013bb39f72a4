import { StringDecoder } from 'node:string_decoder';
import { currencyOfFormat } from '../currencies';
import type { ZipArchive } from '../zip/zip-reader';
import { XmlStream } from './xml-parser';
import type { WorkbookPackage } from './workbook-package';

/**
 * The number format behind each cell style of a workbook (the `s` of a cell indexes `cellXfs`),
 * so an amount cell shown as `[$€-407] #,##0.00` is known to be in euros, and the Summary can
 * show its figures in the file's own formats (issue 31).
 */

export interface CellFormats {
  /** cellXfs index → numFmtId. */
  formatIds: number[];
  /** numFmtId → the currency its format code shows, for the custom formats that show one. */
  currencies: Record<number, string>;
}

/** styles.xml of workbooks with many formats runs to a few MB; far beyond that is hostile. */
const MAX_STYLES_BYTES = 32 * 1024 * 1024;

export const NO_FORMATS: CellFormats = { formatIds: [], currencies: {} };

export async function readCellFormats(
  archive: ZipArchive,
  pkg: Pick<WorkbookPackage, 'stylesPath'>,
): Promise<CellFormats> {
  const entry = pkg.stylesPath ? archive.get(pkg.stylesPath) : undefined;
  if (!entry) return NO_FORMATS;
  const formatIds: number[] = [];
  const currencies: Record<number, string> = {};
  let inCellXfs = false;
  const stream = new XmlStream({
    open(tag, local) {
      const attributes = tag.attributes as Record<string, string>;
      if (local === 'numFmt') {
        const id = Number(attributes.numFmtId);
        const currency = currencyOfFormat(attributes.formatCode ?? '');
        if (Number.isInteger(id) && currency) currencies[id] = currency;
      } else if (local === 'cellXfs') inCellXfs = !tag.isSelfClosing;
      else if (local === 'xf' && inCellXfs) formatIds.push(Number(attributes.numFmtId) || 0);
    },
    close(local) {
      if (local === 'cellXfs') inCellXfs = false;
    },
  });
  const decoder = new StringDecoder('utf8');
  for await (const chunk of archive.chunks(entry, MAX_STYLES_BYTES))
    stream.write(decoder.write(chunk));
  stream.write(decoder.end());
  stream.close();
  return { formatIds, currencies };
}

/** The style attribute of a cell (`s="3"`) as its numFmtId and currency. */
export function formatOfStyle(
  formats: CellFormats,
  style: string | undefined,
): { formatId?: number; currency?: string } {
  if (style === undefined) return {};
  const formatId = formats.formatIds[Number(style)];
  if (formatId === undefined) return {};
  const currency = formats.currencies[formatId];
  return currency ? { formatId, currency } : { formatId };
}
