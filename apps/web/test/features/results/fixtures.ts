import type {
  AnalysisSummary,
  Page,
  ResultRow,
  TaxonomyResponseData,
  UploadDetail,
  UploadSummary,
} from '@trusty/contracts';
import { json } from '../../helpers/api-mock';

export const uploadId = '5d1c7a4e-8b2f-4e3a-9c6d-1a2b3c4d5e6f';

export const ok = (data: unknown) => json(200, { success: true, data });
export const pageReply = <T>(items: T[], total = items.length, page = 1, pageSize = 20) =>
  ok({ items, page, pageSize, total } satisfies Page<T>);

export const taxonomy: TaxonomyResponseData = {
  version: '4.0',
  costPools: [
    { name: 'Hardware', subPools: ['Expense'] },
    { name: 'Software', subPools: ['Licensing'] },
  ],
  towers: [
    { name: 'End User', subTowers: ['Workplace'] },
    { name: 'Application', subTowers: ['Business Software'] },
  ],
  solutionTypes: [{ name: 'Workplace', categories: ['Client Computing', 'Productivity'] }],
};

export const layers = {
  'Cost Pool': 'Hardware',
  'Sub-Cost Pool': 'Expense',
  'IT Tower': 'End User',
  'Sub-Tower': 'Workplace',
  'Technical Solution': 'Workplace',
  'Technical Category': 'Client Computing',
};

export const resultRow = (overrides: Partial<ResultRow> = {}): ResultRow => ({
  id: '0b6a3e0c-1f7e-4c55-9a57-3f6d2b1a9c01',
  uploadId,
  row: 7,
  costName: 'Dell Latitude laptops',
  normalizedName: 'dell latitude laptops',
  context: { vendor: 'Dell' },
  amount: 1200,
  status: 'classified',
  layers,
  confidence: 0.92,
  method: 'lexicon',
  reason: 'Matched "laptops"',
  ruleId: null,
  review: 'unreviewed',
  charged: true,
  taxonomyVersion: '4.0',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const uploadSummary = (overrides: Partial<UploadSummary> = {}): UploadSummary => ({
  kind: 'upload',
  id: uploadId,
  fileName: 'ledger-fy25.xlsx',
  createdAt: '2026-11-20T10:00:00.000Z',
  totalRows: 200,
  successfulRows: 180,
  errorRows: 2,
  unclassifiedRows: 13,
  skippedRows: 5,
  needsReview: 30,
  expiresAt: '2026-11-27T10:00:00.000Z',
  downloadable: true,
  ...overrides,
});

export const uploadDetail = (overrides: Partial<UploadDetail> = {}): UploadDetail => ({
  ...uploadSummary(),
  columnsRead: ['Vendor'],
  reviewThreshold: 0.8,
  reviewed: 4,
  ruleRows: 11,
  fileOutdated: false,
  ...overrides,
});

export const analysisSummary = (row: Partial<ResultRow> = {}): AnalysisSummary => {
  const stored = resultRow({ uploadId: null, row: null, ...row });
  return { kind: 'analysis', id: stored.id, createdAt: stored.createdAt, row: stored };
};

/** The query of the last call to a path, as a plain object. */
export function queryOf(path: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(path.split('?')[1] ?? ''));
}
