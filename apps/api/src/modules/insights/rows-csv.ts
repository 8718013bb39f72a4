import { Readable } from 'node:stream';
import { LAYER_KEYS } from '@trusty/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { csvNumber, csvText } from '../../lib/csv';
import {
  canonicalDecimal,
  LAYER_COLUMNS,
  layerColumnsOf,
  type LayerColumns,
} from '../results/row-shape';

/**
 * An upload's rows as CSV (issue 31 §5), for tools that do not read Excel: the row, what was
 * read beside the name, the money, the six layers and how they were decided. UTF-8 with a byte
 * order mark (Excel reads the accents right), CRLF line ends, text cells guarded against formula
 * injection (lib/csv.ts). Read a page of rows at a time by row number, so an upload of any size
 * streams in bounded memory and no statement runs long.
 */

export const ROWS_CSV_COLUMNS = [
  'Row',
  'Cost Name',
  'Vendor',
  'GL Account',
  'Cost Centre',
  'Amount',
  'Currency',
  ...LAYER_KEYS,
  'Confidence',
  'Method',
  'Status',
  'Review',
  'Reason',
  'Amount not read',
] as const;

const PAGE = 2_000;

interface CsvRow extends LayerColumns {
  row_number: number;
  cost_name: string;
  context: Record<string, string> | string | null;
  amount: string | null;
  currency: string | null;
  amount_issue: string | null;
  confidence: number | null;
  method: string | null;
  status: string;
  review: string;
  reason: string;
}

const METHODS: Record<string, string> = {
  lexicon: 'Engine',
  llm: 'Engine',
  rule: 'Your rule',
  user: 'Corrected by you',
};

function line(row: CsvRow): string {
  const context =
    typeof row.context === 'string'
      ? (JSON.parse(row.context) as Record<string, string>)
      : (row.context ?? {});
  const layers =
    row.status === 'classified'
      ? LAYER_KEYS.map((key) => row[LAYER_COLUMNS[key]])
      : LAYER_KEYS.map(() => null);
  const cells = [
    String(row.row_number),
    csvText(row.cost_name),
    csvText(context.vendor ?? ''),
    csvText(context.glAccount ?? ''),
    csvText(context.costCentre ?? ''),
    row.amount === null ? '' : csvNumber(canonicalDecimal(row.amount)),
    csvText(row.currency ?? ''),
    ...layers.map((layer) => csvText(layer ?? '')),
    row.status === 'classified' && row.confidence !== null
      ? csvNumber(String(Math.round(row.confidence * 100) / 100))
      : '',
    csvText(row.method ? (METHODS[row.method] ?? row.method) : ''),
    csvText(row.status),
    csvText(row.review),
    csvText(row.reason),
    csvText(row.amount_issue ?? ''),
  ];
  return `${cells.join(',')}\r\n`;
}

/** The CSV text of the user's upload, a page of rows at a time. */
export function rowsCsv(db: Db, userId: string, uploadId: string): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield `\ufeff${ROWS_CSV_COLUMNS.map(csvText).join(',')}\r\n`;
    let after = -1;
    for (;;) {
      const result = (await db.execute(sql`
        SELECT row_number, cost_name, context, amount::text AS amount, currency, amount_issue,
               ${layerColumnsOf()}, confidence, method, status, review, reason
        FROM result_rows
        WHERE upload_id = ${uploadId}::uuid AND user_id = ${userId}::uuid AND row_number > ${after}
        ORDER BY row_number LIMIT ${PAGE}`)) as unknown as { rows: CsvRow[] };
      if (result.rows.length === 0) return;
      yield result.rows.map(line).join('');
      after = (result.rows.at(-1) as CsvRow).row_number;
      if (result.rows.length < PAGE) return;
    }
  }
  return Readable.from(lines());
}
