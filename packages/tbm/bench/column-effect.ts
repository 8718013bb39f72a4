/**
 * Issue 30, Deliver 5 on data nobody on the team wrote: what a line's Vendor column does to its answer. Every external
 * line with a supplier is read twice — its text alone (`classifySync`) and with the supplier as its Vendor column
 * (`classifyLine`) — and the changes are counted: a column may add evidence, and must never cost a line the answer
 * its own words give.
 */
import { classifyLine } from '../src/line.js';
import { LAYERS, type Classification, type LocalEngine } from '../src/types.js';
import { EXTERNAL_SETS, loadExternal, type ExternalItem } from './external-sets.js';
import { externalPart, type ExternalPart } from './external.js';

export interface ColumnEffect {
  /** IT lines with a Vendor column, and non-IT ones */
  lines: number;
  nonIT: number;
  /** answered from the text alone, Unclassified with the column (must stay 0) */
  lostAnswer: number;
  /** Unclassified alone, answered with the column */
  gainedAnswer: number;
  /** every scored layer right alone, one of them wrong with the column; and the reverse */
  lostRight: number;
  gainedRight: number;
  /** non-IT lines the column made IT (false alarms it added), and the reverse */
  addedFalseAlarm: number;
  removedFalseAlarm: number;
}

const allRight = (it: ExternalItem, r: Classification) =>
  r.recognised && LAYERS.every((l) => it.layers[l] === undefined || r.layers[l] === it.layers[l]);

export function columnEffect(engine: LocalEngine, part: ExternalPart | 'both'): ColumnEffect {
  const e: ColumnEffect = {
    lines: 0,
    nonIT: 0,
    lostAnswer: 0,
    gainedAnswer: 0,
    lostRight: 0,
    gainedRight: 0,
    addedFalseAlarm: 0,
    removedFalseAlarm: 0,
  };
  for (const set of EXTERNAL_SETS) {
    const items = loadExternal(set).filter(
      (it) => it.vendor && (part === 'both' || externalPart(it) === part),
    );
    const alone = engine.classifySync(items.map((it) => it.text));
    items.forEach((it, i) => {
      const a = alone[i]!;
      const w = classifyLine({ name: it.text, vendor: it.vendor });
      if (it.nonIT) {
        e.nonIT++;
        if (!a.recognised && w.recognised) e.addedFalseAlarm++;
        if (a.recognised && !w.recognised) e.removedFalseAlarm++;
        return;
      }
      e.lines++;
      if (a.recognised && !w.recognised) e.lostAnswer++;
      if (!a.recognised && w.recognised) e.gainedAnswer++;
      if (allRight(it, a) && !allRight(it, w)) e.lostRight++;
      if (!allRight(it, a) && allRight(it, w)) e.gainedRight++;
    });
  }
  return e;
}

export function formatColumnEffect(e: ColumnEffect, part: ExternalPart | 'both'): string {
  return (
    `Vendor column (Deliver 5: context never hurts), ${part === 'both' ? 'all' : part} lines that have one: ${e.lines} IT lines — ` +
    `answered alone but Unclassified with it ${e.lostAnswer}, Unclassified alone but answered with it ${e.gainedAnswer}; ` +
    `every scored layer right alone but not with it ${e.lostRight}, the reverse ${e.gainedRight}; ` +
    `${e.nonIT} non-IT lines — made IT by it ${e.addedFalseAlarm}, left Unclassified thanks to it ${e.removedFalseAlarm}`
  );
}
