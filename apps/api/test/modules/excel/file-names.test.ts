import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { excelResults } from '../../../src/db/schema/index';
import { useTestApp } from '../../helpers/app';
import { createUser } from '../../helpers/users';
import { fixture, upload } from './excel-helpers';

const t = useTestApp({ RATE_LIMITS: 'false' });

it('keeps no bidirectional override in a file name, so Results shows it as it is spelled (issue 33 §9)', async () => {
  const user = await createUser(t.app, { credits: 50 });
  // Shown as is, the right-to-left override would reverse what follows it on screen.
  const res = await upload(
    t.app,
    user.headers,
    'costs\u202Exslx.\u2066q3\u2069.xlsx',
    fixture('costs.xlsx'),
  );
  expect(res.statusCode).toBe(200);
  const [stored] = await t.app.db
    .select({ fileName: excelResults.originalName })
    .from(excelResults)
    .where(eq(excelResults.userId, user.user.id));
  expect(stored?.fileName).toBe('costsxslx.q3.xlsx');
});
