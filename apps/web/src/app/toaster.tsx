import { Toaster } from 'react-hot-toast';

/**
 * Spec §9 toast defaults are react-hot-toast's own: error 4 s, success 2 s, loading until
 * dismissed, and at most 20 toasts (its store keeps the newest 20, `toastLimit`).
 */
export function AppToaster() {
  return <Toaster position="top-right" toastOptions={{ className: 'text-sm' }} />;
}
