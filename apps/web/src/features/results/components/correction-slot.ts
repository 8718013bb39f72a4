import type { ResultRow } from '@trusty/contracts';
import type { ComponentType, RefObject } from 'react';

/**
 * The dialog that accepts or corrects one stored row. It belongs to the review feature; features
 * do not import each other, so the app hands it to these pages (app/results-routes.tsx).
 */
export interface CorrectRowDialogProps {
  row: ResultRow;
  open: boolean;
  onClose(): void;
  onSaved?(): void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}
export type CorrectRowDialog = ComponentType<CorrectRowDialogProps>;
