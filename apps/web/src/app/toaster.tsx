import { useLayoutEffect } from 'react';
import { Toaster, useToasterStore } from 'react-hot-toast';

/** react-hot-toast's own layout: 16 px from the top edge, 8 px between toasts. */
const EDGE = 16;
const GUTTER = 8;

/**
 * Publishes how far down the visible toasts reach as `--toast-band` on the root element. Dialogs
 * keep their top edge below it, so a toast never covers a dialog's title (on a phone the toasts
 * span the whole width).
 */
function useToastBand() {
  const { toasts } = useToasterStore();
  const shown = toasts.filter((t) => t.visible && t.height);
  const band =
    shown.length === 0 ? 0 : EDGE + shown.reduce((sum, t) => sum + (t.height ?? 0) + GUTTER, 0);
  useLayoutEffect(() => {
    document.documentElement.style.setProperty('--toast-band', `${band}px`);
  }, [band]);
  useLayoutEffect(
    () => () => {
      document.documentElement.style.removeProperty('--toast-band');
    },
    [],
  );
}

/**
 * Spec §9 toast defaults are react-hot-toast's own: error 4 s, success 2 s, loading until
 * dismissed, and at most 20 toasts (its store keeps the newest 20, `toastLimit`).
 */
export function AppToaster() {
  useToastBand();
  return <Toaster position="top-right" toastOptions={{ className: 'text-sm' }} />;
}
