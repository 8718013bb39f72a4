import type { ProgressEvent } from '@trusty/contracts';
import { describe, expect, it } from 'vitest';
import { InsufficientCreditsError } from '../../../src/http/errors';
import { ProgressReporter } from '../../../src/modules/excel/progress-reporter';
import { normalizedNames } from '../../../src/modules/excel/row-outcomes';
import { Turns } from '../../../src/modules/excel/turns';
import {
  classifyRows,
  keyRows,
  quoteUpload,
  readUpload,
  type UploadRun,
} from '../../../src/modules/excel/upload-stages';
import { TimeBudget } from '../../../src/modules/excel/workbook-io';

import { contextFieldsOf } from '../../../src/modules/excel/workers/packed-analysis';

import { createUser, type TestUser } from '../../helpers/users';
import { processDeps, useProcessingKit } from './processing-kit';
import { addRule, ledgerWorkbook } from './rules-and-rows-fixtures';

/**
 * The stages of an upload (upload-stages.ts) one at a time, on the small ledger of
 * rules-and-rows-fixtures.ts: seven rows, a total line, a row without a name and a line twice.
 */

const kit = useProcessingKit();
const t = kit.t;

async function runFor(user: TestUser, events: ProgressEvent[] = []): Promise<UploadRun> {
  return {
    deps: processDeps(t, kit.pool),
    input: { userId: user.user.id, fileName: 'q3/ledger.xlsx', bytes: await ledgerWorkbook() },
    signal: new AbortController().signal,
    reporter: new ProgressReporter((event) => events.push(event)),
    budget: new TimeBudget(60_000),
    normalize: normalizedNames(),
  };
}

describe('upload stages', () => {
  it('read: the file name without folders, every data row read, reading reported as validating', async () => {
    const events: ProgressEvent[] = [];
    const run = await runFor(await createUser(t.app, { credits: 10 }), events);
    const { fileName, read } = await readUpload(run);
    expect(fileName).toBe('ledger.xlsx');
    expect(read.analysis.head.sheet.name).toBe('Ledger');
    expect(read.analysis.rowNumbers).toHaveLength(7);
    expect(run.budget.left).toBeLessThan(60_000);
    expect(events[0]).toMatchObject({ stage: 'validating', processed: 0, total: 1000 });
  });

  it('quote: one credit per named row no rule decides, refused when the balance is short', async () => {
    const user = await createUser(t.app, { credits: 4 });
    const run = await runFor(user);
    const { read } = await readUpload(run);
    // five named rows (the total line and the nameless row are free); four credits do not cover them
    const short = quoteUpload(run, read.analysis, new Turns());
    await expect(short).rejects.toBeInstanceOf(InsufficientCreditsError);
    await expect(short).rejects.toMatchObject({ needed: 5, available: 4 });

    await addRule(t.app, user, 'vendor', 'Pizza Place');
    const again = await runFor(user);
    const quote = await quoteUpload(again, (await readUpload(again)).read.analysis, new Turns());
    expect(quote.rows).toHaveLength(7);
    expect(quote.ruled.size).toBe(1);
    expect(quote.named.map((row) => row.name)).not.toContain('Team lunch');
    expect(quote.named).toHaveLength(4);
  });

  it('key rows and classify: each distinct line classified once, every row given its outcome', async () => {
    const events: ProgressEvent[] = [];
    const run = await runFor(await createUser(t.app, { credits: 10 }), events);
    const { read } = await readUpload(run);
    const turns = new Turns();
    const quote = await quoteUpload(run, read.analysis, turns);
    const withContext = contextFieldsOf(read.analysis.head).length > 0;
    expect(withContext).toBe(true);
    const keyed = await keyRows(run, quote.named, withContext, turns);
    // 'Acme widget service' twice, with the same vendor and GL account: one line
    expect(keyed.keyByRow.size).toBe(5);
    expect(keyed.distinct.size).toBe(4);
    expect([...keyed.distinct.values()]).toContainEqual(
      expect.objectContaining({ name: 'AWS EC2 compute', vendor: 'Amazon Web Services' }),
    );

    const categorized = await classifyRows(run, quote, keyed, withContext, turns);
    expect(categorized.outcomes.size).toBe(7);
    // the five named rows answered or left unclassified, the total line skipped, the nameless row an error
    expect(categorized.successfulRows + categorized.unclassifiedRows).toBe(5);
    expect(categorized.skippedRows).toBe(1);
    expect(categorized.errorRows).toBe(1);
    expect(categorized.chargedRows).toBe(categorized.successfulRows);
    const analyzing = events.filter((e) => e.stage === 'analyzing');
    expect(analyzing.at(-1)).toMatchObject({ processed: 4, total: 4 });
    expect(events.at(-1)).toMatchObject({ stage: 'categorizing', processed: 7, total: 7 });
  });
});
