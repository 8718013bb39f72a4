/** The arithmetic and formatting of latency figures, shared by the HTTP and Insights benchmarks. */

/** The p-th percentile (nearest rank) of `values`; NaN for none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** Milliseconds as the tables print them: one decimal below 10, whole above, '–' for none. */
export const fmt = (ms: number | undefined) =>
  ms === undefined || Number.isNaN(ms) ? '–' : ms < 10 ? ms.toFixed(1) : Math.round(ms).toString();

/** "404×3, 0×1": every answer that was not a 200, by status (0: no answer). */
export function errorsByStatus(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses)
    if (status !== 200) counts.set(status, (counts.get(status) ?? 0) + 1);
  if (counts.size === 0) return 'none';
  return [...counts].map(([status, count]) => `${status}×${count}`).join(', ');
}
