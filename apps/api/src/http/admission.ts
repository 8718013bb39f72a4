/**
 * How many requests this process may work on at once so that none waits longer than
 * `targetMs` behind the others. By Little's law a queue of N requests, served one after another
 * at S ms each, is N × S ms long, so the limit is targetMs / S, with S measured, not configured:
 * the time the process had at least one request in flight, divided by the requests it finished
 * in that time. Under load that is the real cost of a request on this machine (PGlite runs one
 * query at a time, so its requests queue); lightly loaded it overstates S (a lone request's
 * whole latency), which only lowers a limit nothing comes near. The floor keeps bursts of a
 * quiet server (a page's few calls at once) from being refused on a stale estimate.
 *
 * That queue is only the part the process can see. Requests it has not read yet wait in their
 * sockets for the event loop's current turn to end, so the loop's lateness (`lagMs`) is taken
 * from the budget first: when the process cannot even keep up with reading and refusing (a
 * loaded machine, a flood), fewer are admitted and more of its time goes to answering the
 * rest at once, which shortens the turns again (down to a quarter of the budget).
 */
export interface AdmissionOptions {
  targetMs: number;
  minLimit?: number;
  maxLimit?: number;
  /** How often S is re-estimated from the window just ended. */
  windowMs?: number;
  /** How late the event loop runs now, in ms (LoopLag); 0 when not given. */
  lagMs?: () => number;
  now?: () => number;
}

/** The share of the target kept however late the event loop runs. */
const MIN_BUDGET = 0.25;
/** A window with fewer completions says too little about S to move the estimate. */
const MIN_SAMPLES = 10;
/** Weight of the newest window in the moving average: reacts within a second or two. */
const SMOOTHING = 0.3;

export class AdmissionGate {
  private readonly targetMs: number;
  private readonly minLimit: number;
  private readonly maxLimit: number;
  private readonly windowMs: number;
  private readonly now: () => number;
  private readonly lagMs: () => number;
  private inFlight = 0;
  private serviceMs: number;
  private busySince: number | undefined;
  private windowStart: number;
  private windowBusyMs = 0;
  private windowDone = 0;

  constructor(options: AdmissionOptions) {
    this.targetMs = options.targetMs;
    this.minLimit = options.minLimit ?? 32;
    this.maxLimit = options.maxLimit ?? 1_000;
    this.windowMs = options.windowMs ?? 500;
    this.now = options.now ?? (() => performance.now());
    this.lagMs = options.lagMs ?? (() => 0);
    // Until measured, the limit is twice the floor.
    this.serviceMs = this.targetMs / (2 * this.minLimit);
    this.windowStart = this.now();
  }

  /** Requests admitted and not yet finished. */
  get active(): number {
    return this.inFlight;
  }

  get limit(): number {
    // Past the target, refusing more no longer shortens the loop's turns (answering the
    // refusals is what fills them): a quarter of the budget stays for the requests admitted.
    const budget = Math.max(this.targetMs * MIN_BUDGET, this.targetMs - this.lagMs());
    // The floor shrinks with the budget (to 8 of the default 32): a late loop with nothing
    // queued (one long task) must not refuse the next lone request.
    const floor = Math.ceil((this.minLimit * budget) / this.targetMs);
    const limit = Math.floor(budget / this.serviceMs);
    return Math.min(this.maxLimit, Math.max(floor, limit));
  }

  /** The measured cost of one request, in ms. */
  get estimatedServiceMs(): number {
    return this.serviceMs;
  }

  /** True: admitted, and `leave` must be called once it is done. False: refuse it now. */
  tryEnter(): boolean {
    const now = this.now();
    this.roll(now);
    if (this.inFlight >= this.limit) return false;
    if (this.inFlight === 0) this.busySince = now;
    this.inFlight += 1;
    return true;
  }

  leave(): void {
    const now = this.now();
    this.roll(now);
    this.inFlight -= 1;
    this.windowDone += 1;
    if (this.inFlight === 0 && this.busySince !== undefined) {
      this.windowBusyMs += now - this.busySince;
      this.busySince = undefined;
    }
  }

  private roll(now: number): void {
    if (now - this.windowStart < this.windowMs) return;
    if (this.busySince !== undefined) {
      this.windowBusyMs += now - this.busySince;
      this.busySince = now;
    }
    if (this.windowDone >= MIN_SAMPLES) {
      const sample = this.windowBusyMs / this.windowDone;
      this.serviceMs = this.serviceMs * (1 - SMOOTHING) + sample * SMOOTHING;
    }
    this.windowStart = now;
    this.windowBusyMs = 0;
    this.windowDone = 0;
  }
}

/**
 * How late timers fire: a timer every `everyMs`, its lateness smoothed over the last few. A turn
 * of the event loop that runs long makes every request that arrives meanwhile wait that long
 * before the app sees it, so this is the wait in front of the process.
 */
export class LoopLag {
  private lateMs = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(everyMs = 20) {
    let expected = performance.now() + everyMs;
    this.timer = setInterval(() => {
      const now = performance.now();
      const late = Math.max(0, now - expected);
      expected = now + everyMs;
      // Rises at once, falls over a few ticks: one quick turn does not undo a long one.
      this.lateMs = late > this.lateMs ? late : this.lateMs * 0.7 + late * 0.3;
    }, everyMs);
    this.timer.unref();
  }

  get ms(): number {
    return this.lateMs;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
