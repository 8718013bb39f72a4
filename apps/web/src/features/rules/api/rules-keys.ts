/**
 * Query keys of the account's rules. 'rules' is shared by convention with the review and
 * results features: a change of stored answers refreshes it (lib/answers-changed.ts).
 */
export const rulesKeys = {
  all: ['rules'] as const,
  list: (q: string, page: number) => ['rules', 'list', { q, page }] as const,
};
