import { describe, expect, it } from 'vitest';
import { AdmissionGate } from '../../src/http/admission';

/** A gate on a hand-driven clock; `lag` is what the event loop's lateness reads. */
function gateAt(options: { targetMs: number; minLimit?: number; lag?: { ms: number } }) {
  const clock = { ms: 0 };
  const gate = new AdmissionGate({
    targetMs: options.targetMs,
    minLimit: options.minLimit,
    windowMs: 500,
    now: () => clock.ms,
    lagMs: () => options.lag?.ms ?? 0,
  });
  return { gate, clock };
}

/** Keeps the gate saturated for a window: `concurrency` in flight, one finishing every `serviceMs`. */
function saturate(
  gate: AdmissionGate,
  clock: { ms: number },
  concurrency: number,
  serviceMs: number,
  forMs: number,
) {
  for (let i = 0; i < concurrency; i++) expect(gate.tryEnter()).toBe(true);
  for (let spent = 0; spent < forMs; spent += serviceMs) {
    clock.ms += serviceMs;
    gate.leave();
    expect(gate.tryEnter()).toBe(true);
  }
  for (let i = 0; i < concurrency; i++) gate.leave();
}

describe('admission gate', () => {
  it('admits as many as can be served within the target at the measured cost of one request', () => {
    const { gate, clock } = gateAt({ targetMs: 150, minLimit: 4 });
    // 2 ms a request when saturated: 150 ms of queue is 75 requests.
    for (let round = 0; round < 30; round++) saturate(gate, clock, 4, 2, 600);
    expect(gate.estimatedServiceMs).toBeCloseTo(2, 1);
    expect(gate.limit).toBe(75);

    let admitted = 0;
    while (gate.tryEnter()) admitted += 1;
    expect(admitted).toBe(75);
    expect(gate.active).toBe(75);
    // One finishing makes room for exactly one more.
    gate.leave();
    expect(gate.tryEnter()).toBe(true);
    expect(gate.tryEnter()).toBe(false);
  });

  it('follows the cost when it rises (a slower machine, a heavier mix)', () => {
    const { gate, clock } = gateAt({ targetMs: 150, minLimit: 4 });
    for (let round = 0; round < 30; round++) saturate(gate, clock, 4, 2, 600);
    for (let round = 0; round < 30; round++) saturate(gate, clock, 4, 10, 600);
    expect(gate.limit).toBe(15);
  });

  it('keeps its floor for bursts of a quiet server, whatever a lone slow request suggested', () => {
    const { gate, clock } = gateAt({ targetMs: 150, minLimit: 32 });
    // Slow calls (40 ms each) one at a time: the estimate says ~4 in 150 ms, yet bursts pass.
    for (let i = 0; i < 400; i++) {
      expect(gate.tryEnter()).toBe(true);
      clock.ms += 40;
      gate.leave();
    }
    expect(gate.estimatedServiceMs).toBeCloseTo(40, 0);
    let admitted = 0;
    while (gate.tryEnter()) admitted += 1;
    expect(admitted).toBe(32);
  });

  it('takes the event loop’s lateness from the budget, down to a quarter of it', () => {
    const lag = { ms: 0 };
    const { gate, clock } = gateAt({ targetMs: 150, minLimit: 4, lag });
    for (let round = 0; round < 30; round++) saturate(gate, clock, 4, 2, 600);
    expect(gate.limit).toBe(75);
    // Requests wait 90 ms in their sockets before the app sees them: 60 ms left to queue.
    lag.ms = 90;
    expect(gate.limit).toBe(30);
    // Later than the whole target: a quarter of it stays for the admitted (the refusals are
    // what keeps the loop busy then), 37.5 ms at 2 ms each.
    lag.ms = 400;
    expect(gate.limit).toBe(18);
    lag.ms = 0;
    expect(gate.limit).toBe(75);
  });
});
