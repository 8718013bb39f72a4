import { useLayoutEffect } from 'react';
import { Toaster, useToasterStore } from 'react-hot-toast';

/** react-hot-toast's own layout: 16 px from the edges, 8 px between toasts. */
const EDGE = 16;
const GUTTER = 8;
/**
 * The app header and the landing page's bar are 64 px high (h-16, plus a 1 px border): toasts
 * start below them, so one never covers the credits, the profile button or the menu (issue 34 §8).
 */
const HEADER = 65;
const TOP = HEADER + EDGE;
/**
 * react-hot-toast slides a toast in from above its place, through the header: the container is
 * clipped at the header's lower edge, so not even the entry animation passes over its controls.
 * The other sides stay open for the toasts' shadows.
 */
const CLIP = `inset(-${EDGE}px -100vw -100vh -100vw)`;

/**
 * Publishes how far down the visible toasts reach as `--toast-band` on the root element. Dialogs
 * keep their top edge below it, so a toast never covers a dialog's title (on a phone the toasts
 * span the whole width).
 */
function useToastBand() {
  const { toasts } = useToasterStore();
  const shown = toasts.filter((t) => t.visible && t.height);
  const band =
    shown.length === 0 ? 0 : TOP + shown.reduce((sum, t) => sum + (t.height ?? 0) + GUTTER, 0);
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
  return (
    <Toaster
      position="top-right"
      containerStyle={{ top: TOP, clipPath: CLIP }}
      toastOptions={{ className: 'text-sm' }}
    />
  );
}
