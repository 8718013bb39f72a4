import { sql, type SQL } from 'drizzle-orm';
import { preparedStatement, type Db } from '../db/client';

/**
 * Counters that every instance on the database shares (decision 021): two instances behind a
 * balancer must not each allow a limit's worth. Each key has one fixed window that starts with
 * its first hit, as @fastify/rate-limit's in-memory store counts; a hit is one statement.
 * Expired windows stay until `sweep` (or the key's next hit, which starts a new window in place).
 */

export interface CounterState {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the window ends (epoch ms). */
  resetsAt: number;
}

interface CounterRow {
  key: string;
  count: number | string;
  resets_at: number | string;
}

// pg returns bigint columns as strings (they may exceed 2^53; epoch milliseconds never do).
const toState = (row: CounterRow): CounterState => ({
  count: Number(row.count),
  resetsAt: Number(row.resets_at),
});

/** A new key or an ended window starts at `amount`; a live window counts on. */
const hitStatement = preparedStatement<CounterRow>(
  'rate_counter_hit',
  () => sql`
    INSERT INTO rate_counters AS c (key, count, resets_at)
    VALUES (${sql.placeholder('key')}::text, ${sql.placeholder('amount')}::integer,
            ${sql.placeholder('now')}::bigint + ${sql.placeholder('windowMs')}::bigint)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN c.resets_at <= ${sql.placeholder('now')}::bigint
                   THEN excluded.count ELSE c.count + excluded.count END,
      resets_at = CASE WHEN c.resets_at <= ${sql.placeholder('now')}::bigint
                       THEN excluded.resets_at ELSE c.resets_at END
    RETURNING key, count, resets_at`,
);

/** The rows of a raw statement (both drivers' results carry `rows`). */
async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

export class SharedCounters {
  constructor(
    private readonly db: Db,
    /** The instances' clock (tests move it); see db/schema/limits.ts. */
    readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * Counts `amount` hits (one unless reserving several at once) on `key` and answers the
   * window's state after them.
   */
  async hit(key: string, windowMs: number, amount = 1): Promise<CounterState> {
    const [row] = await hitStatement(this.db, { key, now: this.now(), windowMs, amount });
    if (!row) throw new Error('rate counter upsert returned no row');
    return toState(row);
  }

  /** One hit on each key, in one statement; states in the order of `hits`. */
  async hitEach(hits: ReadonlyArray<{ key: string; windowMs: number }>): Promise<CounterState[]> {
    if (hits.length === 0) return [];
    const now = this.now();
    // ON CONFLICT may not touch one row twice in a statement: the keys must differ.
    if (new Set(hits.map((h) => h.key)).size !== hits.length)
      throw new Error('hitEach needs distinct keys');
    const rows = await rowsOf<CounterRow>(
      this.db,
      sql`
      INSERT INTO rate_counters AS c (key, count, resets_at)
      SELECT k, 1, ${now}::bigint + w
      FROM unnest(${sql.param(hits.map((h) => h.key))}::text[],
                  ${sql.param(hits.map((h) => h.windowMs))}::bigint[]) AS h(k, w)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN c.resets_at <= ${now}::bigint THEN 1 ELSE c.count + 1 END,
        resets_at = CASE WHEN c.resets_at <= ${now}::bigint
                         THEN excluded.resets_at ELSE c.resets_at END
      RETURNING key, count, resets_at`,
    );
    const byKey = new Map(rows.map((row) => [row.key, toState(row)]));
    return hits.map((h) => byKey.get(h.key) as CounterState);
  }

  /** The live windows among `keys` (an ended or unknown key is absent). */
  async read(keys: readonly string[]): Promise<Map<string, CounterState>> {
    if (keys.length === 0) return new Map();
    const rows = await rowsOf<CounterRow>(
      this.db,
      sql`
      SELECT key, count, resets_at FROM rate_counters
      WHERE key = ANY(${sql.param([...keys])}::text[]) AND resets_at > ${this.now()}::bigint`,
    );
    return new Map(rows.map((row) => [row.key, toState(row)]));
  }

  /** Ends the windows of `keys` and of every key starting with one of `prefixes`. */
  async clear(keys: readonly string[], prefixes: readonly string[] = []): Promise<void> {
    await this.db.execute(sql`
      DELETE FROM rate_counters
      WHERE key = ANY(${sql.param([...keys])}::text[])
         OR EXISTS (SELECT 1 FROM unnest(${sql.param([...prefixes])}::text[]) AS p(prefix)
                    WHERE starts_with(key, p.prefix))`);
  }

  /** Deletes ended windows; answers how many. */
  async sweep(): Promise<number> {
    const [row] = await rowsOf<{ n: number }>(
      this.db,
      sql`
      WITH gone AS (DELETE FROM rate_counters WHERE resets_at <= ${this.now()}::bigint RETURNING 1)
      SELECT count(*)::integer AS n FROM gone`,
    );
    return row?.n ?? 0;
  }
}
