import hotToast, { type ToastOptions } from 'react-hot-toast';

type Kind = 'success' | 'error';

/**
 * One toast per event (issue 34 §8): the same message again, from a second click or from two
 * handlers of one event, replaces the toast it would have stacked on (react-hot-toast updates a
 * toast of the same id) and restarts its time. The app's toasts go through here, never through
 * react-hot-toast itself.
 */
const once =
  (kind: Kind) =>
  (message: string, options?: ToastOptions): string =>
    hotToast[kind](message, { id: `${kind}:${message}`, ...options });

export const toast = { success: once('success'), error: once('error') };
