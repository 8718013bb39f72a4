import {
  API_KEYS_PER_ACCOUNT,
  type ApiKeyScope,
  type ApiKeySummary,
  type ApiKeyUsage,
  type CreatedApiKey,
} from '@trusty/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { preparedStatement, type Db } from '../../db/client';
import { apiKeys, users } from '../../db/schema/index';
import { conflict, notFound } from '../../http/errors';
import type { UserRow } from '../auth/sessions';
import { generateApiKey, hashApiKey } from './key-material';

/** The key a request authenticated with: who it acts as is the request's user. */
export interface ApiKeyIdentity {
  id: string;
  scope: ApiKeyScope;
}

type Execute = { rows: unknown[] };
const rowsOf = <T>(result: unknown) => (result as Execute).rows as T[];

interface KeyRecord {
  id: string;
  name: string;
  scope: ApiKeyScope;
  prefix: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
  calls: number | string;
  items: number | string;
  credits: number | string;
  calls_30: number | string;
  items_30: number | string;
  credits_30: number | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const usageOf = (calls: unknown, items: unknown, credits: unknown): ApiKeyUsage => ({
  calls: Number(calls),
  items: Number(items),
  credits: Number(credits),
});

function toSummary(record: KeyRecord): ApiKeySummary {
  return {
    id: record.id,
    name: record.name,
    scope: record.scope,
    prefix: record.prefix,
    createdAt: iso(record.created_at),
    lastUsedAt: record.last_used_at ? iso(record.last_used_at) : null,
    usage: usageOf(record.calls, record.items, record.credits),
    usage30Days: usageOf(record.calls_30, record.items_30, record.credits_30),
  };
}

/** The account's live keys, newest first, with their usage. Revoked keys are not listed. */
export async function listApiKeys(db: Db, userId: string): Promise<ApiKeySummary[]> {
  const records = rowsOf<KeyRecord>(
    await db.execute(sql`
      SELECT k.id, k.name, k.scope, k.prefix, k.created_at, k.last_used_at,
             coalesce(sum(u.calls), 0) AS calls, coalesce(sum(u.items), 0) AS items,
             coalesce(sum(u.credits), 0) AS credits,
             coalesce(sum(u.calls) FILTER (WHERE u.day > current_date - 30), 0) AS calls_30,
             coalesce(sum(u.items) FILTER (WHERE u.day > current_date - 30), 0) AS items_30,
             coalesce(sum(u.credits) FILTER (WHERE u.day > current_date - 30), 0) AS credits_30
      FROM api_keys k
      LEFT JOIN api_key_usage u ON u.key_id = k.id
      WHERE k.user_id = ${userId} AND k.revoked_at IS NULL
      GROUP BY k.id
      ORDER BY k.created_at DESC, k.id DESC`),
  );
  return records.map(toSummary);
}

/** Creates a key; the answer is the only place the key itself ever appears. */
export async function createApiKey(
  db: Db,
  input: { userId: string; name: string; scope: ApiKeyScope },
): Promise<CreatedApiKey> {
  const material = generateApiKey();
  // The count and the insert in one statement: two parallel creations cannot pass the cap.
  const inserted = rowsOf<{ id: string; created_at: Date | string }>(
    await db.execute(sql`
      INSERT INTO api_keys (user_id, name, scope, prefix, key_hash)
      SELECT ${input.userId}, ${input.name}, ${input.scope}, ${material.prefix}, ${material.keyHash}
      FROM users
      WHERE id = ${input.userId}
        AND (SELECT count(*) FROM api_keys
             WHERE user_id = ${input.userId} AND revoked_at IS NULL) < ${API_KEYS_PER_ACCOUNT}
      RETURNING id, created_at`),
  );
  const row = inserted[0];
  if (!row)
    throw conflict(
      `An account may hold at most ${API_KEYS_PER_ACCOUNT} keys. Revoke one you no longer use first.`,
    );
  const zero = { calls: 0, items: 0, credits: 0 };
  return {
    key: material.key,
    apiKey: {
      id: row.id,
      name: input.name,
      scope: input.scope,
      prefix: material.prefix,
      createdAt: iso(row.created_at),
      lastUsedAt: null,
      usage: zero,
      usage30Days: zero,
    },
  };
}

/**
 * Revokes a key of the account. Every instance looks each key up in the database on every
 * request (nothing is cached), so the next request with it is refused wherever it lands.
 */
export async function revokeApiKey(db: Db, input: { userId: string; id: string }): Promise<void> {
  const revoked = rowsOf<{ id: string }>(
    await db.execute(sql`
      UPDATE api_keys SET revoked_at = now()
      WHERE id = ${input.id} AND user_id = ${input.userId} AND revoked_at IS NULL
      RETURNING id`),
  );
  if (revoked.length === 0) throw notFound('API key not found');
}

function prepareFindKey(db: Db) {
  return db
    .select({ user: users, keyId: apiKeys.id, scope: apiKeys.scope })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, sql.placeholder('keyHash')), isNull(apiKeys.revokedAt)))
    .limit(1)
    .prepare('find_api_key');
}

// Every request with a key runs this lookup: built once per database, prepared per connection.
const findKeyStatements = new WeakMap<Db, ReturnType<typeof prepareFindKey>>();

/** The live key behind `key` with its whole user row; undefined when unknown or revoked. */
export async function findApiKey(
  db: Db,
  key: string,
): Promise<{ user: UserRow; key: ApiKeyIdentity } | undefined> {
  let statement = findKeyStatements.get(db);
  if (!statement) {
    statement = prepareFindKey(db);
    findKeyStatements.set(db, statement);
  }
  const [row] = await statement.execute({ keyHash: hashApiKey(key) });
  return row ? { user: row.user, key: { id: row.keyId, scope: row.scope } } : undefined;
}

const recordUsageStatement = preparedStatement<never>(
  'record_api_key_usage',
  () => sql`
    WITH touched AS (
      UPDATE api_keys SET last_used_at = now() WHERE id = ${sql.placeholder('keyId')}::uuid
    )
    INSERT INTO api_key_usage AS u (key_id, day, calls, items, credits)
    VALUES (${sql.placeholder('keyId')}::uuid, (now() AT TIME ZONE 'UTC')::date, 1,
            ${sql.placeholder('items')}::integer, ${sql.placeholder('credits')}::integer)
    ON CONFLICT (key_id, day) DO UPDATE SET
      calls = u.calls + 1, items = u.items + excluded.items, credits = u.credits + excluded.credits`,
);

/** Counts one answered call of a key (and what it classified and charged); marks it used. */
export async function recordKeyUsage(
  db: Db,
  keyId: string,
  usage: { items: number; credits: number },
): Promise<void> {
  await recordUsageStatement(db, { keyId, items: usage.items, credits: usage.credits });
}

/**
 * The rows and credits of a spreadsheet job a key uploaded, counted in the transaction that
 * stores its result (the key's call was counted when the upload was accepted).
 */
export async function addKeyJobUsage(tx: Db, jobId: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO api_key_usage AS u (key_id, day, items, credits)
    SELECT k.id, (now() AT TIME ZONE 'UTC')::date, (j.result->>'totalRows')::integer,
           (j.result->>'successfulRows')::integer - coalesce((j.result->>'ruleRows')::integer, 0)
    FROM spreadsheet_jobs j JOIN api_keys k ON k.id = j.api_key_id
    WHERE j.id = ${jobId}::uuid
    ON CONFLICT (key_id, day) DO UPDATE SET
      items = u.items + excluded.items, credits = u.credits + excluded.credits`);
}
