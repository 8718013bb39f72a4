import {
  RULE_VALUE_MAX,
  resultMessages,
  ruleMessages,
  rulePreviewSchema,
  ruleSchema,
  rulesPageSchema,
} from '@trusty/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { excelResults, resultJournal } from '../../../src/db/schema/index';
import { useTestApp } from '../../helpers/app';
import { createUser, type TestUser } from '../../helpers/users';
import {
  api,
  CLOUD,
  LAPTOP,
  layersOfRow,
  rowById,
  rulesOf,
  rulesVersionOf,
  seedRows,
} from './rules-kit';

const t = useTestApp();

const nameRule = (value: string, layers = CLOUD) => ({ match: { kind: 'name', value }, layers });

async function create(user: TestUser, body: unknown) {
  const res = await api(t, user).post('/rules', body);
  expect(res.statusCode, res.body).toBe(201);
  return ruleSchema.parse(res.json().data);
}

describe('rules CRUD', () => {
  it('creates, lists with a search, edits and deletes, bumping the version each time', async () => {
    const user = await createUser(t.app);
    expect(await rulesVersionOf(t, user)).toBe(0);
    const rule = await create(user, nameRule('Dell laptops', LAPTOP));
    expect(rule).toMatchObject({ match: { kind: 'name', value: 'Dell laptops' }, enabled: true });
    await create(user, { match: { kind: 'vendor', value: 'Amazon' }, layers: CLOUD });
    expect(await rulesVersionOf(t, user)).toBe(2);

    const all = rulesPageSchema.parse((await api(t, user).get('/rules')).json().data);
    expect(all.total).toBe(2);
    const found = rulesPageSchema.parse((await api(t, user).get('/rules?q=amaz')).json().data);
    expect(found.items.map((r) => r.match.value)).toEqual(['Amazon']);

    const patched = await api(t, user).patch(`/rules/${rule.id}`, { enabled: false });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.enabled).toBe(false);
    expect(await rulesVersionOf(t, user)).toBe(3);

    const deleted = await api(t, user).delete(`/rules/${rule.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await rulesOf(t, user)).map((r) => r.displayValue)).toEqual(['Amazon']);
    expect(await rulesVersionOf(t, user)).toBe(4);
  });

  it('refuses a second rule with the same normalised match (409) and keeps the first', async () => {
    const user = await createUser(t.app);
    await create(user, nameRule('Dell laptops'));
    const res = await api(t, user).post('/rules', nameRule('  DELL laptop '));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: ruleMessages.duplicate });
    expect(await rulesOf(t, user)).toHaveLength(1);
    // The same words under another kind are another match.
    await create(user, { match: { kind: 'phrase', value: 'dell laptop' }, layers: CLOUD });
  });

  it('refuses layers that do not belong together, an empty value and one with no words', async () => {
    const user = await createUser(t.app);
    const mixed = await api(t, user).post('/rules', {
      match: { kind: 'name', value: 'x' },
      layers: { ...CLOUD, 'IT Tower': 'End User' },
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe(resultMessages.inconsistentLayers);
    const empty = await api(t, user).post('/rules', nameRule('   '));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(ruleMessages.valueRequired);
    const long = await api(t, user).post('/rules', nameRule('x'.repeat(RULE_VALUE_MAX + 1)));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(ruleMessages.valueTooLong);
    const noWords = await api(t, user).post('/rules', nameRule('the of 2024'));
    expect(noWords.statusCode).toBe(400);
    expect(noWords.json().message).toMatch(/no words/);
    expect(await rulesOf(t, user)).toHaveLength(0);
    expect(await rulesVersionOf(t, user)).toBe(0);
  });

  it("answers 404 for someone else's rule, an unknown id and a malformed one, changing nothing", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const rule = await create(owner, nameRule('Dell laptops'));
    for (const id of [rule.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const patch = await api(t, other).patch(`/rules/${id}`, { enabled: false });
      expect(patch.statusCode, id).toBe(404);
      expect(patch.json()).toMatchObject({ success: false, message: ruleMessages.notFound });
      expect((await api(t, other).delete(`/rules/${id}`)).statusCode).toBe(404);
    }
    expect((await rulesOf(t, owner))[0]?.enabled).toBe(true);
    const listed = rulesPageSchema.parse((await api(t, other).get('/rules')).json().data);
    expect(listed.total).toBe(0);
  });

  it('needs a signed-in user', async () => {
    expect((await api(t, undefined).get('/rules')).statusCode).toBe(401);
    expect((await api(t, undefined).post('/rules', nameRule('x'))).statusCode).toBe(401);
  });

  it('a change of match to one the account already has is a 409', async () => {
    const user = await createUser(t.app);
    await create(user, nameRule('Dell laptops'));
    const second = await create(user, nameRule('HP laptops'));
    const res = await api(t, user).patch(`/rules/${second.id}`, {
      match: { kind: 'name', value: 'dell laptop' },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('a new or changed rule applies itself to stored rows', () => {
  it('changes unreviewed rows it matches, journals them, counts hits and outdates the file', async () => {
    const user = await createUser(t.app);
    const upload = await seedRows(t, user, [
      { name: 'Dell laptops', vendor: 'Dell' },
      { name: 'Dell laptop', vendor: 'Dell', review: 'accepted' },
      { name: 'Dell laptop', status: 'unclassified' },
      { name: 'Dell laptop stand' },
      { name: 'Dell laptop', status: 'skipped' },
    ]);
    const analysis = await seedRows(t, user, [{ name: 'DELL LAPTOPS' }], { upload: false });
    const otherUser = await createUser(t.app);
    const foreign = await seedRows(t, otherUser, [{ name: 'Dell laptop' }]);

    const preview = await api(t, user).post('/rules/preview', nameRule('Dell laptop'));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(rulePreviewSchema.parse(preview.json().data)).toEqual({
      matchingRows: 4,
      changingRows: 3,
      protectedRows: 1,
    });

    const rule = await create(user, nameRule('Dell laptop'));
    expect(rule.hits).toBe(3);
    const [changed, accepted, unclassified, stand, skipped] = await Promise.all(
      upload.ids.map((id) => rowById(t, id)),
    );
    for (const row of [changed, unclassified, await rowById(t, analysis.ids[0] as string)]) {
      expect(layersOfRow(row!)).toEqual(CLOUD);
      expect(row).toMatchObject({
        status: 'classified',
        method: 'rule',
        confidence: 1,
        ruleId: rule.id,
        reason: 'Your rule: Exact name "Dell laptop"',
        review: 'unreviewed',
      });
    }
    expect(layersOfRow(accepted!)).toEqual(LAPTOP);
    expect(accepted?.method).toBe('lexicon');
    expect(layersOfRow(stand!)).toEqual(LAPTOP);
    expect(skipped?.method).toBe('lexicon');
    expect(layersOfRow(await rowById(t, foreign.ids[0] as string))).toEqual(LAPTOP);

    const journal = await t.app.db
      .select()
      .from(resultJournal)
      .where(eq(resultJournal.ruleId, rule.id));
    expect(journal).toHaveLength(3);
    const ofChanged = journal.find((entry) => entry.rowId === changed?.id);
    expect(ofChanged).toMatchObject({ action: 'rule', fromLayers: LAPTOP, toLayers: CLOUD });
    expect(journal.find((entry) => entry.rowId === unclassified?.id)?.fromLayers).toBeNull();

    const [record] = await t.app.db
      .select()
      .from(excelResults)
      .where(eq(excelResults.id, upload.uploadId as string));
    expect(record?.rowsChangedAt).toBeInstanceOf(Date);

    // Nothing left to change: the same preview now changes nothing.
    const again = await api(t, user).post('/rules/preview', nameRule('Dell laptop'));
    expect(again.json().data).toMatchObject({ matchingRows: 4, changingRows: 0 });
  });

  it('an edit of the layers re-applies to the rows the rule decided; disabled rules apply nothing', async () => {
    const user = await createUser(t.app);
    const { ids } = await seedRows(t, user, [
      { name: 'AWS hosting', vendor: 'Amazon Web Services' },
    ]);
    const rule = await create(user, {
      match: { kind: 'vendor', value: 'amazon  web services' },
      layers: CLOUD,
      enabled: false,
    });
    expect((await rowById(t, ids[0] as string)).method).toBe('lexicon');
    const enabled = await api(t, user).patch(`/rules/${rule.id}`, { enabled: true });
    expect(enabled.json().data.hits).toBe(1);
    expect(layersOfRow(await rowById(t, ids[0] as string))).toEqual(CLOUD);

    const edited = await api(t, user).patch(`/rules/${rule.id}`, { layers: LAPTOP });
    expect(edited.statusCode, edited.body).toBe(200);
    const row = await rowById(t, ids[0] as string);
    expect(layersOfRow(row)).toEqual(LAPTOP);
    expect(row.reason).toBe('Your rule: Vendor "amazon  web services"');
  });

  it('a phrase rule does not take rows an exact-name rule wins', async () => {
    const user = await createUser(t.app);
    const { ids } = await seedRows(t, user, [
      { name: 'Azure cloud hosting' },
      { name: 'Rackspace cloud hosting' },
    ]);
    const name = await create(user, nameRule('Azure cloud hosting', CLOUD));
    const phrase = await create(user, {
      match: { kind: 'phrase', value: 'cloud hosting' },
      layers: LAPTOP,
    });
    expect(phrase.hits).toBe(1);
    expect((await rowById(t, ids[0] as string)).ruleId).toBe(name.id);
    expect((await rowById(t, ids[1] as string)).ruleId).toBe(phrase.id);
  });

  it('a GL account rule matches the context column and the preview counts it', async () => {
    const user = await createUser(t.app);
    await seedRows(t, user, [
      { name: 'a', glAccount: '6100-10' },
      { name: 'b', glAccount: ' 6100-10 ' },
      { name: 'c', glAccount: '6100-20' },
    ]);
    const res = await api(t, user).post('/rules/preview', {
      match: { kind: 'glAccount', value: '6100-10' },
      layers: CLOUD,
    });
    expect(res.json().data).toEqual({ matchingRows: 2, changingRows: 2, protectedRows: 0 });
  });
});

describe('re-spelling a rule', () => {
  it('rewrites the reason of the rows it decided, without counting them again', async () => {
    const user = await createUser(t.app);
    const { ids } = await seedRows(t, user, [{ name: 'Dell laptops' }]);
    const rule = await create(user, nameRule('Dell laptop'));
    expect(rule.hits).toBe(1);
    const res = await api(t, user).patch(`/rules/${rule.id}`, {
      match: { kind: 'name', value: 'DELL LAPTOPS' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowById(t, ids[0] as string)).reason).toBe(
      'Your rule: Exact name "DELL LAPTOPS"',
    );
    expect(res.json().data.hits).toBe(1);
    const journal = await t.app.db
      .select()
      .from(resultJournal)
      .where(eq(resultJournal.rowId, ids[0] as string));
    expect(journal).toHaveLength(1);
  });
});

describe('rule changes at the same time', () => {
  it('of one match: one is created, the other is a 409; of two: both, each a version', async () => {
    const user = await createUser(t.app);
    const same = await Promise.all([
      api(t, user).post('/rules', nameRule('Dell laptop')),
      api(t, user).post('/rules', nameRule('dell laptops')),
    ]);
    expect(same.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const two = await Promise.all([
      api(t, user).post('/rules', nameRule('HP laptop')),
      api(t, user).post('/rules', nameRule('Lenovo laptop')),
    ]);
    expect(two.map((res) => res.statusCode)).toEqual([201, 201]);
    expect(await rulesOf(t, user)).toHaveLength(3);
    expect(await rulesVersionOf(t, user)).toBe(3);
  });
});
