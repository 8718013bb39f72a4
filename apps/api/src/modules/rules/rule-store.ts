import { sql } from 'drizzle-orm';
import { preparedStatement, type Db } from '../../db/client';
import type { StoredLayers } from '../../db/schema/index';
import { compileRules, type RuleRecord, type RuleSet } from './rule-matcher';

/**
 * An account's enabled rules, compiled, cached per app instance by (user, rules_version). Every
 * rule change bumps `users.rules_version` in its transaction and the session lookup reads the
 * user row anyway, so a caller that passes the version it already holds pays no query unless
 * the rules changed, on this instance or any other sharing the database.
 */

/** Accounts whose compiled rules one instance keeps; the least recently used go first. */
export const RULE_CACHE_ACCOUNTS = 1_000;

interface Cached {
  version: number;
  set: RuleSet;
}

// Keyed by the Db object: each app instance opens its own (on PGlite, two apps in one process
// share it, and then their cache too; the version check keeps either correct).
const caches = new WeakMap<Db, Map<string, Cached>>();

function cacheOf(db: Db): Map<string, Cached> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

interface RuleRow {
  rules_version: number | string;
  id: string | null;
  match_kind: RuleRecord['matchKind'] | null;
  match_value: string | null;
  display_value: string | null;
  layers: StoredLayers | string | null;
}

// One statement reads the version with the rules, so what is cached under a version is exactly
// the rules of that version.
const enabledRulesStatement = preparedStatement<RuleRow>(
  'load_rule_set',
  () => sql`
    SELECT u.rules_version, r.id, r.match_kind, r.match_value, r.display_value, r.layers
    FROM users u
    LEFT JOIN rules r ON r.user_id = u.id AND r.enabled
    WHERE u.id = ${sql.placeholder('userId')}::uuid`,
);

const parseLayers = (value: StoredLayers | string): StoredLayers =>
  typeof value === 'string' ? (JSON.parse(value) as StoredLayers) : value;

async function readRules(db: Db, userId: string): Promise<Cached> {
  const rows = await enabledRulesStatement(db, { userId });
  const records: RuleRecord[] = [];
  for (const row of rows) {
    if (row.id === null || row.match_kind === null || row.layers === null) continue;
    records.push({
      id: row.id,
      matchKind: row.match_kind,
      matchValue: row.match_value ?? '',
      displayValue: row.display_value ?? '',
      layers: parseLayers(row.layers),
      enabled: true,
    });
  }
  return { version: Number(rows[0]?.rules_version ?? 0), set: compileRules(records) };
}

const NO_RULES = compileRules([]);

/**
 * The account's rule set. With `rulesVersion` (read with the session's user row) the cache
 * answers without a query while it holds that version; without it, the rules are read.
 */
export async function loadRuleSet(db: Db, userId: string, rulesVersion?: number): Promise<RuleSet> {
  // Every rule change bumps the version, so version 0 has never had a rule: new accounts keep
  // their categorize round trips.
  if (rulesVersion === 0) return NO_RULES;
  const cache = cacheOf(db);
  const held = cache.get(userId);
  if (held && rulesVersion !== undefined && held.version === rulesVersion) {
    // Map order is insertion order: moving the entry to the end keeps it least likely to go.
    cache.delete(userId);
    cache.set(userId, held);
    return held.set;
  }
  const fresh = await readRules(db, userId);
  cache.delete(userId);
  cache.set(userId, fresh);
  if (cache.size > RULE_CACHE_ACCOUNTS) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return fresh.set;
}

/** Inside the transaction of every rule change: other instances then reload. */
export async function bumpRulesVersion(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`UPDATE users SET rules_version = rules_version + 1 WHERE id = ${userId}`);
}
