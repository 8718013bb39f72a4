/**
 * Business counters that domain code bumps without knowing about metrics. They live for the
 * process, as a Prometheus counter does: each instance reports its own and the server sums them.
 */
let creditsCharged = 0;

/** Called where usage is charged, inside the transaction that stores what was paid for. */
export function countCreditsCharged(amount: number): void {
  creditsCharged += amount;
}

export function creditsChargedTotal(): number {
  return creditsCharged;
}
