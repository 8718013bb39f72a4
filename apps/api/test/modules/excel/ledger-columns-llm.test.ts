import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  answerEach,
  promptedItems,
} from '../../../../../packages/tbm/test/llm/chat-completions-server';
import { FINANCE_TOOLING_ANSWER, useAppWithModel } from '../../helpers/llm-app';
import { createUser } from '../../helpers/users';
import { readWorkbook, upload } from './excel-helpers';

/**
 * With CLASSIFIER=llm the model reads names only: a line's other columns reach it as words after
 * the name, and a FOCUS row its own category columns place is answered from them, not asked.
 */

const t = useAppWithModel({ SPREADSHEET_WORKERS: '1' });
beforeAll(() =>
  t.server.respondWith((request) => answerEach(request, () => FINANCE_TOOLING_ANSWER)),
);

describe('a ledger with context columns, classified by the model', () => {
  let sheet: unknown[][];
  beforeAll(async () => {
    const book = new ExcelJS.Workbook();
    const costs = book.addWorksheet('Costs');
    costs.addRow(['Cost Name', 'Vendor', 'ServiceCategory', 'Amount']);
    costs.addRow(['Quarterly widget reconciliation', 'Globex', '', 120]);
    costs.addRow(['Acme Quantum Ledger', '', 'Databases', 300]);
    const { headers } = await createUser(t.app, { credits: 10 });
    const res = await upload(
      t.app,
      headers,
      'ledger.xlsx',
      Buffer.from(await book.xlsx.writeBuffer()),
    );
    expect(res.statusCode).toBe(200);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/v1/tbm/excel/download/${res.json().data.processId}`,
      headers,
    });
    sheet = readWorkbook(download.rawPayload).sheets.Costs as unknown[][];
  });

  it('asks the model about the line with its vendor as words after the name, and not about the FOCUS row', () => {
    const asked = t.server.requests.flatMap((request) =>
      promptedItems(request).map((item) => item.text),
    );
    expect(asked).toContain('Quarterly widget reconciliation (vendor Globex)');
    expect(asked.some((text) => text.includes('Acme Quantum Ledger'))).toBe(false);
  });

  it("places the FOCUS row by its own category column and the other by the model's answer", () => {
    const header = sheet[0] as string[];
    const cell = (row: number, name: string) => sheet[row]?.[header.indexOf(name)];
    expect(cell(1, 'Sub-Tower')).toBe('IT Finance');
    expect(cell(2, 'IT Tower')).toBe('Platform');
    expect(String(cell(2, 'Reason'))).toMatch(/^ServiceCategory 'Databases'/);
  });
});
