import type { Layers, RowSelection, RuleMatch } from '@trusty/contracts';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { apiErrorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useAcceptRows } from '../api/accept-rows';
import { useCorrectRows } from '../api/correct-rows';
import { useCreateRule } from '../api/create-rule';

export const rowWord = (n: number) => `${formatNumber(n)} ${n === 1 ? 'row' : 'rows'}`;

/**
 * The dialog's three jobs on the API: accept the answer as it is, correct the rows' layers, and
 * teach the correction as a rule. Each says how it went (a toast and closing, or the error to
 * show); a correction that went through is not sent again when only its rule failed.
 */
export function useCorrectionActions(options: {
  selection: RowSelection;
  /** How many rows the selection covers, for the message when the API does not say. */
  count: number;
  onSaved?(): void;
  onClose(): void;
}) {
  const { selection, count, onSaved, onClose } = options;
  const accept = useAcceptRows();
  const correct = useCorrectRows();
  const createRule = useCreateRule();
  const [saveError, setSaveError] = useState<string>();
  // The correction went through but its rule did not: saving again only retries the rule.
  const [corrected, setCorrected] = useState(false);

  const finish = (message: string) => {
    toast.success(message);
    onSaved?.();
    onClose();
  };

  /** Job 1: the answer as it is, for every row of the selection. */
  const acceptAnswer = async () => {
    setSaveError(undefined);
    try {
      const outcome = await accept.mutateAsync(selection);
      finish(`Answer accepted for ${rowWord(outcome.updated)}.`);
    } catch (error) {
      setSaveError(apiErrorMessage(error, 'Could not accept this answer. Please try again.'));
    }
  };

  /** Job 2: the rows' layers; the number of rows changed, or undefined when it failed. */
  const correctRows = async (layers: Layers): Promise<number | undefined> => {
    if (corrected) return count;
    try {
      const { updated } = await correct.mutateAsync({ selection, layers });
      setCorrected(true);
      return updated;
    } catch (error) {
      setSaveError(apiErrorMessage(error, 'Could not save the correction. Please try again.'));
      return undefined;
    }
  };

  /** Job 3: the correction taught as a rule; false when the rule was refused. */
  const teachRule = async (match: RuleMatch, layers: Layers): Promise<boolean> => {
    try {
      await createRule.mutateAsync({ match, layers, enabled: true });
      return true;
    } catch (error) {
      onSaved?.();
      setSaveError(
        `Your correction was saved, but the rule was not: ${apiErrorMessage(error, 'please try again.')}`,
      );
      return false;
    }
  };

  /** The correction, then its rule when asked for. */
  const save = async (layers: Layers, match: RuleMatch | undefined) => {
    setSaveError(undefined);
    const updated = await correctRows(layers);
    if (updated === undefined) return;
    if (!match) return finish(`Correction saved for ${rowWord(updated)}.`);
    if (await teachRule(match, layers))
      finish(`Correction saved for ${rowWord(updated)} and rule created.`);
  };

  return {
    acceptAnswer,
    save,
    saveError,
    /** Other layers chosen: the next save is a new correction. */
    layersChanged: () => setCorrected(false),
    accepting: accept.isPending,
    saving: correct.isPending || createRule.isPending,
    busy: accept.isPending || correct.isPending || createRule.isPending,
  };
}
