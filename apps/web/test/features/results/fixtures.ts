import type { AnalysisSummary, Page, ResultRow, TaxonomyResponseData } from '@trusty/contracts';
import { json } from '../../helpers/api-mock';
import { layers, storedRow, uploadDetail, uploadId, uploadSummary } from '../../helpers/result-row';

export { layers, uploadDetail, uploadId, uploadSummary };

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

export const analysisSummary = (row: Partial<ResultRow> = {}): AnalysisSummary => {
  const stored = resultRow({ uploadId: null, row: null, ...row });
  return { kind: 'analysis', id: stored.id, createdAt: stored.createdAt, row: stored };
};

/** The query of the last call to a path, as a plain object. */
export function queryOf(path: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(path.split('?')[1] ?? ''));
}
