import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { excelResults } from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../helpers/app';
import { jobsOf } from '../../helpers/queue';
import { createUser } from '../../helpers/users';
import { fixture, upload } from './excel-helpers';

/**
 * Each upload keeps the SHA-256 of its file, on its job and on its stored result: the same file
 * sent again is recognised by it.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});

afterAll(() => t.close());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('an upload’s file hash', () => {
  it('is kept on the job and on the stored result', async () => {
    const user = await createUser(t.app, { credits: 100 });
    const bytes = fixture('costs.xlsx');
    const res = await upload(t.app, user.headers, 'costs.xlsx', bytes);
    expect(res.statusCode).toBe(200);
    const { processId } = res.json().data as { processId: string };
    const [job] = await jobsOf(t.app.db, user.user.id);
    expect(job?.contentHash).toBe(sha256(bytes));
    const [stored] = await t.app.db
      .select({ contentHash: excelResults.contentHash })
      .from(excelResults)
      .where(eq(excelResults.id, processId));
    expect(stored?.contentHash).toBe(sha256(bytes));
  });
});
