import type { Layers, ReviewGroup, RowSelection } from '@trusty/contracts';
import { useState, type RefObject } from 'react';
import { toast } from '../../../lib/toast';
import { apiErrorMessage } from '../../../lib/api-client';
import { useAcceptRows } from '../api/accept-rows';
import { useCorrectRows } from '../api/correct-rows';
import { rowWord } from './use-correction-actions';

/**
 * The queue's one-click decisions: accept groups as they are, or settle one with another of the
 * engine's answers (issue 34 §6). Each is announced, and keyboard users are kept at the list's top
 * (the buttons pressed leave the list).
 */
export function useGroupDecisions(options: {
  selectionOf(names: string[]): RowSelection;
  listHeading: RefObject<HTMLHeadingElement | null>;
  onAccepted(): void;
}) {
  const { selectionOf, listHeading } = options;
  const accept = useAcceptRows();
  const correct = useCorrectRows();
  const [announcement, setAnnouncement] = useState('');

  const takeAnswer = async (group: ReviewGroup, layers: Layers) => {
    try {
      const outcome = await correct.mutateAsync({
        selection: selectionOf([group.normalizedName]),
        layers,
      });
      setAnnouncement(
        `Corrected ${rowWord(outcome.updated)} (${group.costName}) to ${layers['IT Tower']} / ${layers['Sub-Tower']}.`,
      );
      listHeading.current?.focus();
    } catch (error) {
      toast.error(apiErrorMessage(error, 'Could not save the correction. Please try again.'));
    }
  };

  const acceptGroups = async (names: string[], what: string) => {
    try {
      const outcome = await accept.mutateAsync(selectionOf(names));
      options.onAccepted();
      setAnnouncement(`Accepted ${rowWord(outcome.updated)} (${what}).`);
      listHeading.current?.focus();
    } catch (error) {
      toast.error(apiErrorMessage(error, 'Could not accept these rows. Please try again.'));
    }
  };

  return {
    takeAnswer,
    acceptGroups,
    announcement,
    announce: setAnnouncement,
    accepting: accept.isPending,
    busy: accept.isPending || correct.isPending,
  };
}
