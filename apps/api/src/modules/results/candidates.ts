import type { AnswerCandidate, Layers } from '@trusty/contracts';
import { localCandidates } from '@trusty/tbm';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resultRows } from '../../db/schema/index';
import { isUuid, rowNotFound } from './ownership';
import { layersOf } from './row-shape';

/**
 * The engine's best answers for a line under review (issue 34 §6): the answer it has now, then
 * the engine's next readings of the name, each with what on the line points to it. A reviewer
 * takes one with a click. A line nothing was recognised in gets none: the engine's "candidate"
 * there is only its default placement, which is not an answer.
 */
export const CANDIDATES = 3;

const sameLayers = (a: Layers, b: Layers) =>
  (Object.keys(a) as Array<keyof Layers>).every((layer) => a[layer] === b[layer]);

export function answerCandidates(line: {
  costName: string;
  layers: Layers | null;
  confidence: number | null;
  reason: string;
}): AnswerCandidate[] {
  if (!line.layers) return [];
  const list: AnswerCandidate[] = [
    { layers: line.layers, score: line.confidence ?? 0, reason: line.reason, current: true },
  ];
  for (const candidate of localCandidates(line.costName, CANDIDATES + 1)) {
    if (list.length >= CANDIDATES) break;
    if (list.some((taken) => sameLayers(taken.layers, candidate.layers))) continue;
    list.push({
      layers: candidate.layers,
      score: candidate.score,
      reason: candidate.reason ?? '',
      current: false,
    });
  }
  return list;
}

/** GET /results/rows/:id/candidates: the same, for one of the caller's rows (else 404). */
export async function rowCandidates(
  db: Db,
  input: { userId: string; rowId: string },
): Promise<AnswerCandidate[]> {
  if (!isUuid(input.rowId)) throw rowNotFound();
  const [row] = await db
    .select()
    .from(resultRows)
    .where(and(eq(resultRows.id, input.rowId), eq(resultRows.userId, input.userId)));
  if (!row) throw rowNotFound();
  return answerCandidates({
    costName: row.costName,
    layers: row.status === 'classified' ? layersOf(row) : null,
    confidence: row.confidence,
    reason: row.reason,
  });
}
