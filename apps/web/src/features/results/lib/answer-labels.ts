import type { ResultMethod, ReviewStatus, RowStatus } from '@trusty/contracts';
import { formatNumber } from '../../../lib/format';

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
