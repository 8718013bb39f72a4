import { randomBytes } from 'node:crypto';
import type { WebhookDelivery, WebhookSettings } from '@trusty/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The account's webhook and signing secret, and its delivery log. */

type Execute = { rows: unknown[] };
const rowsOf = <T>(result: unknown) => (result as Execute).rows as T[];

/** `whsec_` and 32 random bytes: what signs every announcement of the account. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** The account's settings; the secret is made the first time anyone asks. */
export async function webhookSettings(db: Db, userId: string): Promise<WebhookSettings> {
  const [row] = rowsOf<{ url: string | null; secret: string }>(
    await db.execute(sql`
      WITH made AS (
        INSERT INTO webhooks (user_id, secret) VALUES (${userId}, ${newSecret()})
        ON CONFLICT (user_id) DO NOTHING
        RETURNING url, secret
      )
      SELECT url, secret FROM made
      UNION ALL
      SELECT url, secret FROM webhooks WHERE user_id = ${userId}
      LIMIT 1`),
  );
  if (!row) throw new Error('webhook settings not stored');
  return { url: row.url, secret: row.secret };
}

/** Sets (or, with null, clears) the account's webhook URL, already checked by the caller. */
export async function setWebhookUrl(
  db: Db,
  userId: string,
  url: string | null,
): Promise<WebhookSettings> {
  await webhookSettings(db, userId);
  await db.execute(
    sql`UPDATE webhooks SET url = ${url}, updated_at = now() WHERE user_id = ${userId}`,
  );
  return webhookSettings(db, userId);
}

/** A new secret: announcements from now on are signed with it. */
export async function rotateWebhookSecret(db: Db, userId: string): Promise<WebhookSettings> {
  await webhookSettings(db, userId);
  await db.execute(
    sql`UPDATE webhooks SET secret = ${newSecret()}, updated_at = now() WHERE user_id = ${userId}`,
  );
  return webhookSettings(db, userId);
}

interface DeliveryRecord {
  id: string;
  job_id: string;
  target: 'callback' | 'webhook';
  url: string;
  event: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  created_at: Date | string;
  delivered_at: Date | string | null;
}

export const DELIVERY_LOG_SIZE = 50;

/** The account's latest deliveries, newest first. */
export async function listDeliveries(db: Db, userId: string): Promise<WebhookDelivery[]> {
  const records = rowsOf<DeliveryRecord>(
    await db.execute(sql`
      SELECT id, job_id, target, url, event, state, attempts, last_status, last_error,
             created_at, delivered_at
      FROM webhook_deliveries WHERE user_id = ${userId}
      ORDER BY created_at DESC, id DESC LIMIT ${DELIVERY_LOG_SIZE}`),
  );
  return records.map((r) => ({
    id: r.id,
    jobId: r.job_id,
    target: r.target,
    url: r.url,
    event: r.event,
    state: r.state,
    attempts: Number(r.attempts),
    lastStatus: r.last_status === null ? null : Number(r.last_status),
    lastError: r.last_error,
    createdAt: new Date(r.created_at).toISOString(),
    deliveredAt: r.delivered_at ? new Date(r.delivered_at).toISOString() : null,
  }));
}
