import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app';
import { createUser } from '../../helpers/users';
import { upload, uploadDetails } from './excel-helpers';

const t = useTestApp({ RATE_LIMITS: 'false' });

/** Stored, not deflated, so the test can see how the writer escaped each cell. */
function workbookWith(names: string[]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([['Cost Name', 'Amount'], ...names.map((name, i) => [name, i + 1])]),
    'Costs',
  );
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: false }) as Buffer;
}

describe('control characters in spreadsheet cells', () => {
  it('are stripped from cost names (NUL written as _x0000_ too): rows classify, nothing is a 500', async () => {
    const user = await createUser(t.app, { credits: 10 });
    const bytes = workbookWith(['Oracle\u0000database support', 'AWS\u0007EC2\u001b instances']);
    // The writer escapes NUL as ST_Xstring, so the upload really carries `_x0000_`.
    expect(bytes.includes('_x0000_')).toBe(true);

    const res = await upload(t.app, user.headers, 'costs.xlsx', bytes);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ totalRows: 2, successfulRows: 2, errorRows: 0 });

    const details = await uploadDetails(t.app, user.headers, res.json().data.processId);
    expect(details.statusCode).toBe(200);
    const names = (details.json().data.rows as Array<{ costName: string }>).map((r) => r.costName);
    expect(names).toEqual(['Oracle database support', 'AWS EC2 instances']);
  });

  it('make a cell of nothing else an empty-name error row, charged nothing', async () => {
    const user = await createUser(t.app, { credits: 10 });
    const res = await upload(
      t.app,
      user.headers,
      'costs.xlsx',
      workbookWith(['\u0000\u0000', 'Azure storage']),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      totalRows: 2,
      successfulRows: 1,
      errorRows: 1,
      errors: ['Row 2: Cost name is empty'],
    });
  });
});
