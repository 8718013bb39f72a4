import type { Layers } from '@trusty/contracts';
import { TAXONOMY_VERSION } from '@trusty/tbm';
import { eq } from 'drizzle-orm';
import { excelResults, resultRows, rules, users } from '../../../src/db/schema/index';
import { normalizedNameOf } from '../../../src/modules/results/normalized-name';
import type { TestApp } from '../../helpers/app';
import type { TestUser } from '../../helpers/users';

/** Six layers that belong together: where the engine places a laptop … */
export const LAPTOP: Layers = {
  'Cost Pool': 'Hardware',
  'Sub-Cost Pool': 'Expense',
  'IT Tower': 'End User',
  'Sub-Tower': 'Workspace',
  'Technical Solution': 'Workplace',
  'Technical Category': 'Client Computing',
};

/** … and where it places rented servers. */
export const CLOUD: Layers = {
  'Cost Pool': 'Outside Services',
  'Sub-Cost Pool': 'Cloud Service Providers',
  'IT Tower': 'Compute',
  'Sub-Tower': 'Servers',
  'Technical Solution': 'Infrastructure',
  'Technical Category': 'Compute',
};

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
    const [record] = await t.app.db
      .insert(excelResults)
      .values({
        userId: user.user.id,
        originalName: 'ledger.xlsx',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        totalRows: rows.length,
        successfulRows: rows.length,
        errorRows: 0,
        errors: [],
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: excelResults.id });
    uploadId = record?.id ?? null;
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

export function api(t: TestApp, user: TestUser | undefined) {
  const headers = user?.headers ?? {};
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE') => (url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { get: call('GET'), post: call('POST'), patch: call('PATCH'), delete: call('DELETE') };
}
