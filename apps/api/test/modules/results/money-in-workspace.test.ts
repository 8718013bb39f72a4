import type { ReviewGroup } from '@trusty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '../../../src/db/schema/index';
import { useTestApp } from '../../helpers/app';
import { apiAs, insertUploadRecord, storedLaptopRow } from '../../helpers/stored-results';
import { createUser, type TestUser } from '../../helpers/users';

/**
 * Issue 31 §3: money in the workspace. The review queue puts the largest amounts first when the
 * upload has them and shows each group's total per currency; the rows and the queue filter by
 * currency and amount range; the Results list shows each upload's spend.
 */

let user: TestUser;
let uploadId: string;

/** Name, amount, currency, confidence: all classified below the 80 % threshold but one. */
const ROWS: Array<[string, string | null, string | null, number]> = [
  ['Dell dock', '120.50', 'USD', 0.6],
  ['Dell dock', '100', 'USD', 0.55],
  ['Salary accrual', '412000', 'USD', 0.7],
  ['Consulting', '74000', 'EUR', 0.4],
  ['Consulting', '-500', 'EUR', 0.4],
  ['Cables', null, null, 0.3],
  ['Laptops', '9999.99', 'GBP', 0.95],
  ['Printer paper', '15', null, 0.65],
];

const t = useTestApp();

beforeAll(async () => {
  user = await createUser(t.app);
  uploadId = await insertUploadRecord(t, user, ROWS.length, 'money.xlsx');
  await t.app.db.insert(resultRows).values(
    ROWS.map(([name, amount, currency, confidence], i) => ({
      ...storedLaptopRow(user, uploadId, i + 2, name, confidence),
      amount,
      currency,
    })),
  );
});

const api = () => apiAs(t, user);
const queue = async (query = '') => {
  const res = await api().get(`/results/uploads/${uploadId}/review${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: ReviewGroup[]; total: number; order: string };
};
const names = (page: { items: ReviewGroup[] }) => page.items.map((group) => group.costName);

describe('the review queue, by value', () => {
  it('puts the largest total first when the upload has amounts, with each group\u2019s total per currency', async () => {
    const page = await queue();
    expect(page.order).toBe('amount');
    expect(names(page)).toEqual([
      'Salary accrual',
      'Consulting',
      'Dell dock',
      'Printer paper',
      'Cables',
    ]);
    const byName = (name: string) => page.items.find((group) => group.costName === name);
    expect(byName('Consulting')?.spend).toEqual([{ currency: 'EUR', total: '73500' }]);
    expect(byName('Dell dock')?.spend).toEqual([{ currency: 'USD', total: '220.5' }]);
    expect(byName('Printer paper')?.spend).toEqual([{ currency: null, total: '15' }]);
    expect(byName('Cables')?.spend).toEqual([]);
  });

  it('still orders the doubtful first on request', async () => {
    const page = await queue('?order=confidence');
    expect(page.order).toBe('confidence');
    expect(names(page)).toEqual([
      'Cables',
      'Consulting',
      'Dell dock',
      'Printer paper',
      'Salary accrual',
    ]);
  });

  it('filters whole groups by currency and by total', async () => {
    expect(names(await queue('?currency=USD'))).toEqual(['Salary accrual', 'Dell dock']);
    expect(names(await queue('?currency=none'))).toEqual(['Printer paper']);
    const range = await queue('?minAmount=200&maxAmount=100000');
    expect(names(range)).toEqual(['Consulting', 'Dell dock']);
    expect(range.total).toBe(2);
    expect((await queue('?minAmount=200&maxAmount=100000&page=5')).total).toBe(2);
  });

  it('refuses a range upside down and amounts that are not numbers', async () => {
    const upsideDown = await api().get(
      `/results/uploads/${uploadId}/review?minAmount=5&maxAmount=1`,
    );
    expect(upsideDown.statusCode).toBe(400);
    expect(upsideDown.json().message).toBe('The smallest amount must not be above the largest.');
    const text = await api().get(`/results/uploads/${uploadId}/rows?minAmount=1e9`);
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Amounts are numbers such as 1000 or 1234.56.');
    expect((await api().get(`/results/uploads/${uploadId}/rows?currency=usd`)).statusCode).toBe(
      400,
    );
  });
});

describe('the rows, by amount', () => {
  const rows = async (query: string) => {
    const res = await api().get(`/results/uploads/${uploadId}/rows${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.items as Array<{ costName: string; amount: string | null }>).map(
      (row) => [row.costName, row.amount],
    );
  };

  it('filters by currency and range, and lists the largest first on request', async () => {
    expect(await rows('?currency=EUR')).toEqual([
      ['Consulting', '74000'],
      ['Consulting', '-500'],
    ]);
    expect(await rows('?minAmount=100&maxAmount=120.5')).toEqual([
      ['Dell dock', '120.5'],
      ['Dell dock', '100'],
    ]);
    expect((await rows('?order=amount')).slice(0, 3)).toEqual([
      ['Salary accrual', '412000'],
      ['Consulting', '74000'],
      ['Laptops', '9999.99'],
    ]);
    expect((await rows('?order=amount')).at(-1)).toEqual(['Cables', null]);
  });
});

describe('the Results list', () => {
  it('shows each upload\u2019s spend per currency, and the part mapped with confidence', async () => {
    const res = await api().get('/results?kind=uploads');
    const upload = res.json().data.items.find((item: { id: string }) => item.id === uploadId);
    expect(upload.spend).toEqual([
      { currency: 'USD', total: '412220.5', confident: '0' },
      { currency: 'EUR', total: '73500', confident: '0' },
      { currency: 'GBP', total: '9999.99', confident: '9999.99' },
      { currency: null, total: '15', confident: '0' },
    ]);
    const detail = (await api().get(`/results/uploads/${uploadId}`)).json().data;
    expect(detail.spend).toEqual(upload.spend);
  });
});
