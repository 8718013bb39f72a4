import type { Layers } from '@trusty/contracts';
import { excelResults } from '../../src/db/schema/index';
import type { TestApp } from './app';
import type { TestUser } from './users';

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

/**
 * An upload record of `rows` rows made in the database directly, for tests about what happens to
 * stored rows rather than about how an upload stores them; returns its id.
 */
export async function insertUploadRecord(
  t: TestApp,
  user: TestUser,
  rows: number,
  originalName: string,
): Promise<string> {
  const [record] = await t.app.db
    .insert(excelResults)
    .values({
      userId: user.user.id,
      originalName,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      totalRows: rows,
      successfulRows: rows,
      errorRows: 0,
      errors: [],
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: excelResults.id });
  if (!record) throw new Error('upload insert failed');
  return record.id;
}

/**
 * A stored row of `uploadId` the engine placed as a laptop (`LAPTOP`), named `costName`, at
 * `confidence`: the shape the tests about stored rows seed; a test spreads it and adds its own.
 */
export function storedLaptopRow(
  user: TestUser,
  uploadId: string,
  rowNumber: number,
  costName: string,
  confidence: number,
) {
  return {
    userId: user.user.id,
    uploadId,
    rowNumber,
    costName,
    normalizedName: costName.toLowerCase(),
    status: 'classified' as 'classified' | 'unclassified',
    costPool: LAPTOP['Cost Pool'],
    subCostPool: LAPTOP['Sub-Cost Pool'],
    itTower: LAPTOP['IT Tower'],
    subTower: LAPTOP['Sub-Tower'],
    technicalSolution: LAPTOP['Technical Solution'],
    technicalCategory: LAPTOP['Technical Category'],
    confidence,
    method: 'lexicon' as const,
    reason: 'seeded',
    charged: true,
    taxonomyVersion: '4.0',
  };
}

/**
 * The API under /api/v1 as `user` (a signed-in user, or `{ headers: authorization }` for an API
 * key; signed out without one), through app.inject.
 */
export function apiAs(t: TestApp, user: { headers: Record<string, string> } | undefined) {
  const headers = user?.headers ?? {};
  const call =
    (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') => (url: string, payload?: unknown) =>
      t.app.inject({
        method,
        url: `/api/v1${url}`,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
  return {
    get: call('GET'),
    post: call('POST'),
    put: call('PUT'),
    patch: call('PATCH'),
    delete: call('DELETE'),
  };
}
