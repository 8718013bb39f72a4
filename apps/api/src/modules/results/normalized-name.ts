import { normalizeCostName } from '@trusty/tbm';

/**
 * The key rows are grouped by in the review queue and matched by the account's rules: the
 * engine's own normalisation of the cost name alone (not of vendor or GL columns), so a single
 * analysis and a spreadsheet row with the same name land in the same group.
 */
export function normalizedNameOf(costName: string): string {
  return normalizeCostName(costName);
}
