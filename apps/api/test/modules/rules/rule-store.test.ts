import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rules } from '../../../src/db/schema/index';
import { loadRuleSet, RULE_CACHE_ACCOUNTS } from '../../../src/modules/rules/rule-store';
import { useTestApp } from '../../helpers/app';
import { createUser, type TestUser } from '../../helpers/users';
import { api, CLOUD, rulesVersionOf } from './rules-kit';

const t = useTestApp();

const LINE = { name: 'Dell laptops' };

async function userWithRule(): Promise<{ user: TestUser; version: number }> {
  const user = await createUser(t.app);
  const res = await api(t, user).post('/rules', {
    match: { kind: 'name', value: 'Dell laptop' },
    layers: CLOUD,
  });
  expect(res.statusCode).toBe(201);
  return { user, version: await rulesVersionOf(t, user) };
}

/**
 * The rule is removed behind the module's back (no version bump): a set that still matches can
 * only have come from the cache, one that does not was read again.
 */
const removeQuietly = (user: TestUser) =>
  t.app.db.delete(rules).where(eq(rules.userId, user.user.id));

describe('loadRuleSet', () => {
  it('answers from the cache while the version holds, and reads again when it moves', async () => {
    const { user, version } = await userWithRule();
    expect((await loadRuleSet(t.app.db, user.user.id, version)).match(LINE)).toBeDefined();
    await removeQuietly(user);
    expect((await loadRuleSet(t.app.db, user.user.id, version)).match(LINE)).toBeDefined();
    expect((await loadRuleSet(t.app.db, user.user.id, version + 1)).match(LINE)).toBeUndefined();
    // Without a version (no session row at hand) the rules are always read.
    expect((await loadRuleSet(t.app.db, user.user.id)).size).toBe(0);
  });

  it('reads nothing for an account at version 0, which has never had a rule', async () => {
    const user = await createUser(t.app);
    await t.app.db.insert(rules).values({
      userId: user.user.id,
      matchKind: 'name',
      matchValue: 'dell laptop',
      displayValue: 'Dell laptop',
      layers: CLOUD,
    });
    expect((await loadRuleSet(t.app.db, user.user.id, 0)).size).toBe(0);
    expect((await loadRuleSet(t.app.db, user.user.id)).size).toBe(1);
  });

  it(`keeps at most ${RULE_CACHE_ACCOUNTS} accounts, dropping the least recently used`, async () => {
    const { user, version } = await userWithRule();
    const kept = await userWithRule();
    await loadRuleSet(t.app.db, user.user.id, version);
    await loadRuleSet(t.app.db, kept.user.user.id, kept.version);
    await removeQuietly(user);
    await removeQuietly(kept.user);
    for (let i = 0; i < RULE_CACHE_ACCOUNTS - 1; i++) {
      await loadRuleSet(t.app.db, randomUUID(), 1);
      // Used again and again: never the least recent.
      if (i % 100 === 0) await loadRuleSet(t.app.db, kept.user.user.id, kept.version);
    }
    expect((await loadRuleSet(t.app.db, kept.user.user.id, kept.version)).size).toBe(1);
    expect((await loadRuleSet(t.app.db, user.user.id, version)).size).toBe(0);
  }, 120_000);
});
