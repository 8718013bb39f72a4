import { useEffect, useRef } from 'react';

/**
 * Where focus goes on the Excel Processor. The control that started an action may be gone when
 * its dialog closes (Process File gives way to the summary card): these are the places focus
 * returns to instead.
 */
export function useProcessorFocus() {
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const viewDetailsButton = useRef<HTMLButtonElement>(null);
  const processButton = useRef<HTMLButtonElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const openingDetails = useRef(false);
  // Process Another File on the summary card replaces the card (and the focused button) with
  // the empty upload area: focus moves to its Choose File once that is on screen.
  const focusChooseFile = useRef(false);
  useEffect(() => {
    if (!focusChooseFile.current || !chooseButton.current) return;
    focusChooseFile.current = false;
    chooseButton.current.focus();
  });

  return {
    summaryHeading,
    viewDetailsButton,
    processButton,
    chooseButton,
    /** Once the upload area is back: its Choose File. */
    toChooseFile: () => {
      focusChooseFile.current = true;
    },
    /** View Details hands focus to the details dialog, which opens in the processing dialog's place. */
    toDetails: () => {
      openingDetails.current = true;
    },
    /** The processing dialog closed: the summary, else Process File, else Choose File. */
    afterProcessing: (event: Event) => {
      event.preventDefault();
      if (openingDetails.current) {
        openingDetails.current = false;
        return;
      }
      (summaryHeading.current ?? processButton.current ?? chooseButton.current)?.focus();
    },
  };
}
