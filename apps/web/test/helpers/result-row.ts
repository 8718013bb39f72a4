import type { ResultRow, UploadDetail, UploadSummary } from '@trusty/contracts';

/** The upload the results and review tests' rows belong to. */
export const uploadId = '5d1c7a4e-8b2f-4e3a-9c6d-1a2b3c4d5e6f';

export const layers = {
  'Cost Pool': 'Hardware',
  'Sub-Cost Pool': 'Expense',
  'IT Tower': 'End User',
  'Sub-Tower': 'Workplace',
  'Technical Solution': 'Workplace',
  'Technical Category': 'Client Computing',
};

/** A stored, classified row 7 of that upload; each feature's fixtures give it its own name. */
export const storedRow = (overrides: Partial<ResultRow> = {}): ResultRow => ({
  id: '0b6a3e0c-1f7e-4c55-9a57-3f6d2b1a9c01',
  uploadId,
  row: 7,
  costName: 'Dell Latitude laptops',
  normalizedName: 'dell latitude laptops',
  context: { vendor: 'Dell' },
  amount: '1200',
  currency: 'USD',
  amountIssue: null,
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

/** That upload as the Results list shows it: ready, 200 rows, 30 of them to review. */
export const uploadSummary = (overrides: Partial<UploadSummary> = {}): UploadSummary => ({
  kind: 'upload',
  status: 'ready',
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
  spend: [],
  ...overrides,
});

/** That upload as its own page and the review queue read it. */
export const uploadDetail = (overrides: Partial<UploadDetail> = {}): UploadDetail => ({
  ...uploadSummary(),
  columnsRead: ['Vendor'],
  reviewThreshold: 0.8,
  reviewed: 4,
  ruleRows: 11,
  fileOutdated: false,
  ...overrides,
});
