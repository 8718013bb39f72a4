import type { Layers } from '@trusty/contracts';
import { TAXONOMY_VERSION } from '@trusty/tbm';
import { eq } from 'drizzle-orm';
import { resultRows, rules, users } from '../../../src/db/schema/index';
import { normalizedNameOf } from '../../../src/modules/results/normalized-name';
import type { TestApp } from '../../helpers/app';
import { apiAs, CLOUD, insertUploadRecord, LAPTOP } from '../../helpers/stored-results';
import type { TestUser } from '../../helpers/users';

export { CLOUD, LAPTOP };

export interface SeedRow {
  name: string;
  vendor?: string;
  glAccount?: string;
  layers?: Layers;
  review?: 'unreviewed' | 'accepted' | 'corrected';
  status?: 'classified' | 'unclassified' | 'skipped';
}

/**
 * Stored rows made in the database directly: these tests are about what rules do to stored
 * rows, not about how an upload stores them. Returns the upload's id and the rows' ids in order.
 */
export async function seedRows(
  t: TestApp,
  user: TestUser,
  rows: SeedRow[],
  options: { upload?: boolean } = {},
): Promise<{ uploadId: string | null; ids: string[] }> {
  let uploadId: string | null = null;
  if (options.upload !== false) {
    uploadId = await insertUploadRecord(t, user, rows.length, 'ledger.xlsx');
  }
  const values = rows.map((row, i) => {
    const layers = row.status === 'unclassified' ? undefined : (row.layers ?? LAPTOP);
    const context: Record<string, string> = {};
    if (row.vendor) context.vendor = row.vendor;
    if (row.glAccount) context.glAccount = row.glAccount;
    return {
      userId: user.user.id,
      uploadId,
      rowNumber: uploadId ? i + 2 : null,
      costName: row.name,
      normalizedName: normalizedNameOf(row.name),
      context,
      status: row.status ?? 'classified',
      costPool: layers?.['Cost Pool'] ?? null,
      subCostPool: layers?.['Sub-Cost Pool'] ?? null,
      itTower: layers?.['IT Tower'] ?? null,
      subTower: layers?.['Sub-Tower'] ?? null,
      technicalSolution: layers?.['Technical Solution'] ?? null,
      technicalCategory: layers?.['Technical Category'] ?? null,
      confidence: layers ? 0.6 : null,
      method: layers ? ('lexicon' as const) : null,
      reason: 'engine',
      review: row.review ?? 'unreviewed',
      charged: true,
      taxonomyVersion: TAXONOMY_VERSION,
    };
  });
  const ids: string[] = [];
  // A statement holds at most 65,535 parameters: big seeds go a thousand rows at a time.
  for (let i = 0; i < values.length; i += 1_000) {
    const inserted = await t.app.db
      .insert(resultRows)
      .values(values.slice(i, i + 1_000))
      .returning({ id: resultRows.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return { uploadId, ids };
}

export async function rowById(t: TestApp, id: string) {
  const [row] = await t.app.db.select().from(resultRows).where(eq(resultRows.id, id));
  if (!row) throw new Error(`row ${id} is gone`);
  return row;
}

export const layersOfRow = (row: Awaited<ReturnType<typeof rowById>>) => ({
  'Cost Pool': row.costPool,
  'Sub-Cost Pool': row.subCostPool,
  'IT Tower': row.itTower,
  'Sub-Tower': row.subTower,
  'Technical Solution': row.technicalSolution,
  'Technical Category': row.technicalCategory,
});

export async function rulesVersionOf(t: TestApp, user: TestUser): Promise<number> {
  const [row] = await t.app.db
    .select({ v: users.rulesVersion })
    .from(users)
    .where(eq(users.id, user.user.id));
  return row?.v ?? -1;
}

export async function rulesOf(t: TestApp, user: TestUser) {
  return t.app.db.select().from(rules).where(eq(rules.userId, user.user.id));
}

export const api = apiAs;
