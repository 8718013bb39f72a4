import type { ProgressEvent, ProgressStage } from '@trusty/contracts';

/**
 * Turns stage-local counts into the overall `percent` of the progress events and decides when
 * to send one: on every whole-percent step and stage change (so consecutive events are never
 * more than 1 % apart), and at least once a second while a stage is slow.
 */

/**
 * Share of the overall bar per stage, from the benchmark's time split (a realistic 100k-row
 * ledger on PostgreSQL: reading and naming the lines 1.5 s; classifying its 847 distinct lines
 * 0.05 s, and 1.9 s when all 75,000 names differ; categorizing 0.2 s; writing and storing 2–3 s).
 * Classifying is 5 % wide: one classifier call may be all of it, and no step may pass 5 %.
 */
const SPAN: Record<ProgressStage, [number, number]> = {
  validating: [0, 30],
  analyzing: [30, 35],
  categorizing: [35, 40],
  writing: [40, 99],
};

export class ProgressReporter {
  private current: ProgressEvent = { stage: 'validating', processed: 0, total: 0, percent: 0 };
  private lastSentAt = 0;
  private lastPercent = -1;
  private lastStage: ProgressStage | undefined;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly send: (event: ProgressEvent) => void,
    private readonly everyMs = 1000,
  ) {
    // Checks twice per period so a quiet stretch is never much longer than `everyMs`.
    this.timer = setInterval(() => {
      if (Date.now() - this.lastSentAt >= this.everyMs * 0.9) this.emit();
    }, this.everyMs / 2);
    this.timer.unref();
  }

  update(stage: ProgressStage, processed: number, total: number): void {
    const [from, to] = SPAN[stage];
    const fraction = total > 0 ? Math.min(1, processed / total) : 0;
    // Never goes backwards, even if a stage's total was an estimate.
    const percent = Math.max(this.current.percent, Math.floor(from + (to - from) * fraction));
    this.current = { stage, processed, total, percent };
    if (stage !== this.lastStage || percent > this.lastPercent) this.emit();
  }

  private emit(): void {
    this.lastSentAt = Date.now();
    this.lastPercent = this.current.percent;
    this.lastStage = this.current.stage;
    this.send({ ...this.current });
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
