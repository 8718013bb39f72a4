import { Turns } from './turns';

/**
 * Cost names normalised on the main thread while the worker thread is still reading the sheet.
 * Normalising is most of the work of keying an upload's rows (about 4.5 µs a name, 0.45 s for a
 * realistic ledger's 75,577 distinct names) and the main thread is otherwise idle during the
 * read, so the names the worker posts as it goes are put through the upload's memo of
 * normalised names; keying the rows afterwards finds most of them there.
 *
 * It is only ever ahead of time: `stop` drops whatever has not been done (keying does it), and a
 * failure is ignored for the same reason.
 */
export class NameWarmer {
  private readonly batches: string[][] = [];
  private draining = false;
  private stopped = false;

  constructor(
    private readonly normalize: (name: string) => string,
    private readonly turns = new Turns(),
  ) {}

  /** A batch of names, in the order read; worked through in slices of the event loop. */
  readonly add = (names: string[]): void => {
    if (this.stopped) return;
    this.batches.push(names);
    if (!this.draining) void this.drain();
  };

  stop(): void {
    this.stopped = true;
    this.batches.length = 0;
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      for (let names = this.batches.shift(); names; names = this.batches.shift())
        for (let i = 0; i < names.length; i++) {
          if (this.turns.due(i)) await this.turns.take();
          if (this.stopped) return;
          this.normalize(names[i] as string);
        }
    } catch {
      // Keying normalises every name again and reports what goes wrong there.
    } finally {
      this.draining = false;
    }
  }
}
