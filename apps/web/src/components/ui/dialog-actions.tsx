import type { ReactNode } from 'react';
import { Button } from './button';

/**
 * A dialog's footer: Cancel, then the dialog's own actions (stacked on a phone with the main action
 * on top). While `busy` Cancel waits, so nothing closes under a running request.
 */
export function DialogActions(props: {
  onCancel(): void;
  busy: boolean;
  cancelVariant?: 'outline' | 'ghost';
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button
        variant={props.cancelVariant ?? 'outline'}
        onClick={props.onCancel}
        disabled={props.busy}
      >
        Cancel
      </Button>
      {props.children}
    </div>
  );
}
