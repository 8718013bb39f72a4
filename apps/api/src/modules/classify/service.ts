import { randomUUID } from 'node:crypto';
import {
  CATEGORIZATION_KEYS,
  UNCLASSIFIED_MESSAGE,
  type Categorization,
  type CategorizeResult,
  type ClassifiedResult,
} from '@trusty/contracts';
import { TAXONOMY_VERSION, type Classification, type ClassifierEngine } from '@trusty/tbm';
import type { Db } from '../../db/client';
import { InsufficientCreditsError } from '../../http/errors';
import { chargeForClassification } from '../credits/service';
import { storeUnchargedAnalysis } from '../results/analyses';
import { normalizedNameOf } from '../results/normalized-name';
import { answerByRule } from '../rules/rule-analysis';
import { loadRuleSet } from '../rules/rule-store';

/** One single analysis costs one credit (ARCHITECTURE.md "Credits"). */
export const CREDITS_PER_COST = 1;

export function toCategorizeResult(
  costName: string,
  classification: Classification,
): ClassifiedResult {
  const categorization = Object.fromEntries(
    CATEGORIZATION_KEYS.map((key) => [key, classification.layers[key]]),
  ) as Omit<Categorization, 'Confidence'>;
  return {
    costName,
    classified: true,
    categorization: {
      ...categorization,
      Confidence: `${Math.round(classification.confidence * 100)}%`,
    },
    confidence: classification.confidence,
    method: classification.method,
    reason: classification.reason,
    taxonomyVersion: classification.taxonomyVersion,
  };
}

/**
 * Classifies one cost for a user and charges one credit for it, or, when the engine recognised
 * nothing to place it by, says so and charges nothing (no ledger row, no usage counted; the
 * analysis is kept, uncharged, for the Results page). `balance` is the one the session lookup read: an account already short is
 * refused before the engine runs (an empty account never costs a model call). The charge, the
 * stored result and the usage counter are then one statement that re-checks the balance as it
 * takes the credit, so parallel calls can never overdraw; nothing is held open across the
 * engine call, which may wait on a remote model.
 *
 * The account's rules come first: a line one of them decides is answered by it, stored and
 * counted as the rule's hit, and costs nothing, so it is answered even with no credits left
 * (decision 020). `rulesVersion` comes with the session's user row: the compiled rules are
 * cached per instance under it, so only a change of rules costs a query.
 */
export async function categorizeCost(
  db: Db,
  classifier: ClassifierEngine,
  input: { userId: string; costName: string; balance: number; rulesVersion?: number },
): Promise<CategorizeResult> {
  const rules = await loadRuleSet(db, input.userId, input.rulesVersion);
  const decided = rules.size > 0 ? rules.match({ name: input.costName }) : undefined;
  if (decided) {
    return answerByRule(db, {
      userId: input.userId,
      costName: input.costName,
      normalizedName: normalizedNameOf(input.costName),
      decided,
      taxonomyVersion: TAXONOMY_VERSION,
    });
  }

  if (input.balance < CREDITS_PER_COST)
    throw new InsufficientCreditsError(CREDITS_PER_COST, input.balance);

  const [classification] = await classifier.classify([input.costName]);
  if (!classification) throw new Error('the classifier returned no result');
  const normalizedName = normalizedNameOf(input.costName);
  if (!classification.recognised) {
    // Kept for the Results page like any other analysis, but not charged.
    await storeUnchargedAnalysis(db, {
      userId: input.userId,
      costName: input.costName,
      normalizedName,
      reason: classification.reason,
      taxonomyVersion: classification.taxonomyVersion,
    });
    return {
      costName: input.costName,
      classified: false,
      message: UNCLASSIFIED_MESSAGE,
      reason: classification.reason,
      taxonomyVersion: classification.taxonomyVersion,
    };
  }
  const result = toCategorizeResult(input.costName, classification);

  await chargeForClassification(db, {
    userId: input.userId,
    amount: CREDITS_PER_COST,
    classification: {
      id: randomUUID(),
      costName: input.costName,
      normalizedName,
      layers: classification.layers,
      confidence: result.confidence,
      method: result.method,
      reason: result.reason,
      taxonomyVersion: result.taxonomyVersion,
    },
  });
  return result;
}
