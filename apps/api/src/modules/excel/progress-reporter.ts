import type { ProgressEvent, ProgressStage } from '@trusty/contracts';

/**
 * Turns stage-local counts into the overall `percent` of the progress events and decides when
 * to send one: on every whole-percent step and stage change (so consecutive events are never
 * more than 1 % apart), and at least once a second while a stage is slow.
 */

/**
 * Share of the overall bar per stage, from the benchmark's time split (100k rows, 18k distinct
 * names: reading 0.8 s, classifying 0.6 s, categorizing 0.1 s, writing and storing 2 s).
 */
const SPAN: Record<ProgressStage, [number, number]> = {
  validating: [0, 25],
  analyzing: [25, 45],
  categorizing: [45, 50],
  writing: [50, 99],
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
