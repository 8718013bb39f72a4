import type {
  AnalysisSummary,
  Page,
  ResultRow,
  TaxonomyResponseData,
  UploadDetail,
  UploadSummary,
} from '@trusty/contracts';
import { json } from '../../helpers/api-mock';
import { layers, storedRow, uploadId } from '../../helpers/result-row';

export { layers, uploadId };

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

export const resultRow = storedRow;

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
