import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerEach,
  promptedItems,
  startChatCompletionsServer,
  type ChatCompletionsServer,
} from '../../../../../packages/tbm/test/llm/chat-completions-server';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createUser } from '../../helpers/users';
import { readWorkbook, upload } from './excel-helpers';

/**
 * With CLASSIFIER=llm the model reads names only: a line's other columns reach it as words after
 * the name, and a FOCUS row its own category columns place is answered from them, not asked.
 */

// The hosted model is the one thing this machine cannot reach: a loopback server speaks its protocol.
let server: ChatCompletionsServer;
let t: TestApp;
beforeAll(async () => {
  server = await startChatCompletionsServer();
  server.respondWith((request) =>
    answerEach(request, () => ({
      reason: 'Reconciliation tooling for IT finance',
      costPool: 'Software / Licensing',
      subTower: 'IT Management / IT Finance',
      solution: 'Shared & Corporate / Finance',
      confidence: 'high',
    })),
  );
  t = await createTestApp({
    CLASSIFIER: 'llm',
    LLM_API_KEY: 'sk-test-secret',
    LLM_BASE_URL: server.url,
    LLM_MODEL: 'tbm-test-model',
    SPREADSHEET_WORKERS: '1',
  });
});
afterAll(async () => {
  await t.close();
  await server.close();
});

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
    const asked = server.requests.flatMap((request) =>
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
