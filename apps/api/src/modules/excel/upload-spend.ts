import { DEFAULT_REVIEW_THRESHOLD, type SpendCoverage } from '@trusty/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coverageOf, SpendTally, type SpendAnswer } from '../insights/spend-figures';
import type { TalliedSpend } from '../insights/spend-rollups';
import { asThreshold } from '../results/preferences';
import type { DataRow } from './ooxml/analyze-sheet';
import { isNamed, storedConfidence, type RowAnswer } from './row-outcomes';
import type { Turns } from './turns';

/** The account's review threshold (Profile), as the results workspace reads it. */
export async function reviewThresholdOf(db: Db, userId: string): Promise<number> {
  const result = (await db.execute(
    sql`SELECT review_threshold FROM users WHERE id = ${userId}::uuid`,
  )) as unknown as { rows: Array<{ review_threshold: number }> };
  return asThreshold(Number(result.rows[0]?.review_threshold ?? DEFAULT_REVIEW_THRESHOLD));
}

/** A row's answer as the spend figures read it: nobody has reviewed an upload's rows yet. */
function spendAnswerOf(answer: RowAnswer): SpendAnswer {
  const layers = answer.kind === 'classified' ? answer.layers : undefined;
  return {
    status: answer.status,
    costPool: layers?.[0] ?? null,
    itTower: layers?.[2] ?? null,
    confidence: storedConfidence(answer),
    layerConfidence: answer.layerConfidence ?? null,
    method: answer.method,
    review: 'unreviewed',
  };
}

/**
 * A sheet's spend figures (issue 31) with the account's threshold, from its rows and their
 * answers: for the Summary sheet written before the rows are stored, and as the upload's spend
 * roll-up stored with them. Rows sharing an answer share its judgement (`SpendTally`).
 */
export async function sheetSpend(
  db: Db,
  userId: string,
  sheet: {
    rows: readonly DataRow[];
    outcomes: ReadonlyMap<number, RowAnswer>;
    normalize: (name: string) => string;
    turns: Turns;
  },
): Promise<{ coverage: SpendCoverage; tallied: TalliedSpend }> {
  const tally = new SpendTally(await reviewThresholdOf(db, userId));
  const answers = new Map<RowAnswer, SpendAnswer>();
  const { rows, outcomes, normalize, turns } = sheet;
  for (let i = 0; i < rows.length; i++) {
    if (turns.due(i)) await turns.take();
    const row = rows[i] as DataRow;
    if (!isNamed(row)) continue;
    const outcome = outcomes.get(row.row);
    if (!outcome) continue;
    let answer = answers.get(outcome);
    if (!answer) answers.set(outcome, (answer = spendAnswerOf(outcome)));
    tally.add(answer, {
      amount: row.amountIssue === undefined ? (row.amount ?? null) : null,
      currency: row.currency ?? null,
      amountIssue: row.amountIssue ?? null,
      vendor: row.context?.vendor ?? null,
      normalizedName: normalize(row.name),
      costName: row.name,
    });
  }
  const { cells, leaders } = tally.result();
  const tallied: TalliedSpend = {
    threshold: tally.threshold,
    cells,
    leaders,
    rowsWithoutAmount: tally.rowsWithoutAmount,
    amountIssues: tally.amountIssues,
  };
  const coverage = coverageOf({
    ...tallied,
    reviewThreshold: tally.threshold,
    leadersComplete: true,
  });
  return { coverage, tallied };
}
