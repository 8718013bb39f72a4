import { Turns } from '../../../src/modules/excel/turns';

/** Turns due on every `every`-th item (never the first), and a count of those taken. */
export class CountedTurns extends Turns {
  turnsTaken = 0;
  constructor(private readonly every: number) {
    super();
  }
  override due(i: number): boolean {
    return i > 0 && i % this.every === 0;
  }
  override async take(): Promise<void> {
    this.turnsTaken += 1;
    await super.take();
  }
}
