import { describe, expect, it } from 'vitest';
import { FreeWorkBudget } from '../../../src/modules/excel/free-work-budget';

const HOUR = 3_600_000;

function budgetAt(uploads: number) {
  let now = 1_000_000;
  const budget = new FreeWorkBudget({ uploads, workMs: 10_000, windowMs: HOUR }, () => now);
  return {
    budget,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('FreeWorkBudget', () => {
  it('allows the set number of uncharged uploads, then says when the oldest leaves the window', () => {
    const { budget, advance } = budgetAt(3);
    for (let i = 0; i < 3; i++) {
      expect(budget.retryAfterMs('alice')).toBe(0);
      budget.record('alice', 100);
      advance(60_000);
    }
    // The first entry is three minutes old: it leaves the hour in 57 minutes.
    expect(budget.retryAfterMs('alice')).toBe(HOUR - 180_000);
    expect(budget.retryAfterMs('bob')).toBe(0);
    advance(HOUR - 180_000);
    expect(budget.retryAfterMs('alice')).toBe(0);
  });

  it('also caps the processing time, and waits until enough of it has left the window', () => {
    const { budget, advance } = budgetAt(10);
    budget.record('alice', 6_000);
    advance(10_000);
    budget.record('alice', 3_000);
    expect(budget.retryAfterMs('alice')).toBe(0);
    advance(10_000);
    budget.record('alice', 2_000);
    // 11 s spent: once the first upload (6 s) leaves the window, 5 s are left.
    expect(budget.retryAfterMs('alice')).toBe(HOUR - 20_000);
    advance(HOUR - 20_000);
    expect(budget.retryAfterMs('alice')).toBe(0);
  });

  it('needs several old entries to leave when one is not enough', () => {
    const { budget, advance } = budgetAt(10);
    budget.record('alice', 1_000);
    advance(1_000);
    budget.record('alice', 1_000);
    advance(1_000);
    budget.record('alice', 9_500);
    // Over on time (11.5 s): without the first two the 9.5 s left is under the 10 s cap.
    expect(budget.retryAfterMs('alice')).toBe(HOUR - 1_000);
  });
});
