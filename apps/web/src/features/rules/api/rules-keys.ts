/**
 * Query keys of the account's rules. 'rules' is shared by convention with the review feature
 * (a rule saved from a correction refreshes this list); 'results' is everything under /results,
 * whose rows a rule change rewrites.
 */
export const rulesKeys = {
  all: ['rules'] as const,
  list: (q: string, page: number) => ['rules', 'list', { q, page }] as const,
  results: ['results'] as const,
};
