import type { ResultRow } from '@trusty/contracts';
import { useRef, useState, type ReactNode } from 'react';
import type { CorrectRowDialog } from './correction-slot';

/**
 * The correction dialog of a page that lists stored rows: `correct` opens it on a row from the
 * button that asked (undefined when the app gave no dialog, so the pages show no button), and
 * `dialog` is what the page renders for it.
 */
export function useRowCorrection(Correction: CorrectRowDialog | undefined): {
  correct: ((row: ResultRow, button: HTMLElement) => void) | undefined;
  dialog: ReactNode;
} {
  const returnFocus = useRef<HTMLElement | null>(null);
  // Kept after closing so the dialog can close (and hand focus back) before it unmounts.
  const [correcting, setCorrecting] = useState<{ row: ResultRow; open: boolean } | null>(null);

  const correct = Correction
    ? (row: ResultRow, button: HTMLElement) => {
        returnFocus.current = button;
        setCorrecting({ row, open: true });
      }
    : undefined;
  const dialog =
    Correction && correcting ? (
      <Correction
        row={correcting.row}
        open={correcting.open}
        onClose={() => setCorrecting({ ...correcting, open: false })}
        returnFocusTo={returnFocus}
      />
    ) : null;
  return { correct, dialog };
}
