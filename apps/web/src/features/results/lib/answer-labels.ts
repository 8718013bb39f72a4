import type { ResultMethod, ResultRow, ReviewStatus, RowStatus } from '@trusty/contracts';
import { formatNumber } from '../../../lib/format';

/** Confidence as people read it: a rule or a person decided, else a percentage. */
export function confidenceLabel(row: Pick<ResultRow, 'method' | 'confidence'>): string {
  if (row.method === 'rule') return 'Your rule';
  if (row.method === 'user') return 'Corrected by you';
  if (row.confidence === null) return '—';
  return `${Math.round(row.confidence * 100)}%`;
}

export const methodLabels: Record<ResultMethod, string> = {
  lexicon: 'Dictionary',
  llm: 'AI',
  rule: 'Rule',
  user: 'You',
};

export const statusLabels: Record<RowStatus, string> = {
  classified: 'Classified',
  unclassified: 'Not classified',
  skipped: 'Skipped',
  error: 'Error',
};

export const reviewLabels: Record<ReviewStatus, string> = {
  unreviewed: 'Not reviewed',
  accepted: 'Accepted',
  corrected: 'Corrected',
};

/** "1 row", "1,204 rows". */
export const countOf = (n: number, one: string, many = `${one}s`) =>
  `${formatNumber(n)} ${n === 1 ? one : many}`;
