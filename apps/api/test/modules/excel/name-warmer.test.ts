import { describe, expect, it } from 'vitest';
import { NameWarmer } from '../../../src/modules/excel/name-warmer';
import { CountedTurns } from './counted-turns';

const names = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `Cisco SmartNet renewal ${from + i}`);

/** Resolves once the event loop has turned `times` times. */
const turnsOfTheLoop = async (times: number) => {
  for (let i = 0; i < times; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('NameWarmer', () => {
  it('normalises every name it is given, batch after batch, in order, taking turns', async () => {
    const seen: string[] = [];
    const turns = new CountedTurns(100);
    const warmer = new NameWarmer((name) => (seen.push(name), name.toLowerCase()), turns);
    warmer.add(names(0, 1_000));
    warmer.add(names(1_000, 500));
    // The first slice runs at once; the rest only after other work has had its turns.
    expect(seen).toHaveLength(100);
    await turnsOfTheLoop(40);
    expect(seen).toEqual(names(0, 1_500));
    expect(turns.turnsTaken).toBe(13);
    // A batch after it had gone idle is taken up again.
    warmer.add(names(1_500, 10));
    await turnsOfTheLoop(2);
    expect(seen).toEqual(names(0, 1_510));
  });

  it('stops where it is when told to, and takes nothing after', async () => {
    const seen: string[] = [];
    const warmer = new NameWarmer((name) => (seen.push(name), name), new CountedTurns(100));
    warmer.add(names(0, 1_000));
    warmer.add(names(1_000, 1_000));
    await turnsOfTheLoop(3);
    warmer.stop();
    const done = seen.length;
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(1_000);
    warmer.add(names(2_000, 10));
    await turnsOfTheLoop(40);
    expect(seen).toHaveLength(done);
  });

  it('gives up quietly on a name it cannot normalise (keying reports it)', async () => {
    const seen: string[] = [];
    const warmer = new NameWarmer((name) => {
      if (name.endsWith(' 3')) throw new Error('bad name');
      seen.push(name);
      return name;
    });
    warmer.add(names(0, 10));
    await turnsOfTheLoop(5);
    expect(seen).toEqual(names(0, 3));
    // Still working: a later batch is taken up.
    warmer.add(names(20, 2));
    await turnsOfTheLoop(5);
    expect(seen).toEqual([...names(0, 3), ...names(20, 2)]);
  });
});
