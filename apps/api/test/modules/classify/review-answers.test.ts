import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app';
import { createUser } from '../../helpers/users';
import { upload } from '../excel/excel-helpers';

/**
 * Issue 30's charging rule: an answer the engine gives from IT evidence is charged one credit, also when it is
 * flagged for review (a known vendor with a purchase word: the pool is known, the tower only guessed at low
 * confidence). Only a line with no IT evidence at all is Unclassified, and that is never charged.
 */
const REVIEW = 'Microsoft licenses';
const NOTHING = 'qwerty zzz';

const t = useTestApp();

const creditsOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/tbm/user-stats', headers })).json().data
    .credits as number;

const categorize = (headers: Record<string, string>, costName: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/tbm/categorize', headers, payload: { costName } });

describe('charging answers flagged for review', () => {
  it('categorize charges a review answer with its pool and a low confidence, and nothing for an unclassified line', async () => {
    const { headers } = await createUser(t.app, { credits: 10 });
    const review = await categorize(headers, REVIEW);
    expect(review.statusCode).toBe(200);
    const answer = review.json().data;
    expect(answer.classified).toBe(true);
    expect(answer.categorization['Cost Pool']).toBe('Software');
    expect(answer.categorization['Sub-Cost Pool']).toBe('Licensing');
    expect(answer.confidence).toBeLessThan(0.5);
    expect(await creditsOf(headers)).toBe(9);

    const none = await categorize(headers, NOTHING);
    expect(none.statusCode).toBe(200);
    expect(none.json().data.classified).toBe(false);
    expect(none.json().data.reason).not.toMatch(/placed|default/);
    expect(await creditsOf(headers)).toBe(9);
  });

  it('a spreadsheet charges the review row and not the unclassified one', async () => {
    const { headers } = await createUser(t.app, { credits: 10 });
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Costs');
    sheet.addRow(['Cost Name', 'Amount']);
    sheet.addRow([REVIEW, 100]);
    sheet.addRow([NOTHING, 5]);
    const res = await upload(
      t.app,
      headers,
      'review.xlsx',
      Buffer.from(await book.xlsx.writeBuffer()),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ successfulRows: 1, unclassifiedRows: 1, errorRows: 0 });
    expect(await creditsOf(headers)).toBe(9);
  });
});
