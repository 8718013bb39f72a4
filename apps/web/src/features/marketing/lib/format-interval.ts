/** "month" → "per month", "one_time" → "one-time purchase", anything else as words. */
export function formatInterval(interval: string): string {
  const words = interval.trim().toLowerCase().replace(/_/g, ' ');
  if (words === 'one time') return 'one-time purchase';
  if (['day', 'week', 'month', 'year'].includes(words)) return `per ${words}`;
  return words;
}
