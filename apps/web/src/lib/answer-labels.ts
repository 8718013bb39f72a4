import type { ResultMethod } from '@trusty/contracts';

/**
 * Confidence as people read it: a rule or a person decided (no percentage to doubt), else the
 * engine's percentage; `none` when there is no answer at all.
 */
export function confidenceLabel(
  method: ResultMethod | null | undefined,
  confidence: number | null,
  none = '—',
): string {
  if (method === 'rule') return 'Your rule';
  if (method === 'user') return 'Corrected by you';
  if (confidence === null) return none;
  return `${Math.round(confidence * 100)}%`;
}
