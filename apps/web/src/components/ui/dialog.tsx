import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useCallback, useState, type ReactNode, type RefObject } from 'react';
import { cn } from '../../lib/cn';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /**
   * The actions, kept in a footer that stays in view while the body scrolls (a long result on
   * a phone must not push its buttons below the fold).
   */
  footer?: ReactNode;
  /** False while work is running: Escape, outside clicks and the close button do nothing. */
  dismissible?: boolean;
  className?: string;
  /**
   * The control focus goes back to on close. Radix returns focus to a Dialog.Trigger, or to
   * whatever had focus when the dialog mounted; a dialog opened after a request has neither
   * (its button was disabled meanwhile), so it names the control that started the action.
   * The ref is read at close time, so it may point to a control rendered in the meantime.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Where focus goes on close; call `event.preventDefault()` to move it yourself (wins over `returnFocusTo`). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A scroll container must be reachable from the keyboard (WCAG 2.1.1): when its content
 * overflows, it joins the tab order so the arrow keys can scroll it.
 */
export function useKeyboardScrollable<T extends HTMLElement>() {
  const [scrollable, setScrollable] = useState(false);
  const ref = useCallback((el: T | null) => {
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      setScrollable(el.scrollHeight > el.clientHeight || el.scrollWidth > el.clientWidth);
    // Its own size, and the size of what it holds (content loads and changes while open).
    const resized = new ResizeObserver(measure);
    resized.observe(el);
    const changed = new MutationObserver(measure);
    changed.observe(el, { childList: true, subtree: true, characterData: true });
    measure();
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, []);
  return { ref, tabIndex: scrollable ? 0 : undefined };
}

/**
 * Accessible modal (focus trap, Escape, labelled title) on Radix. Its top edge stays below the
 * toasts (`--toast-band`, set by the app's toaster) so a toast never covers the title.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  dismissible = true,
  className,
  returnFocusTo,
  onCloseAutoFocus,
}: DialogProps) {
  const scrollableBody = useKeyboardScrollable<HTMLDivElement>();
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => (dismissible || next ? onOpenChange(next) : undefined)}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            const target = returnFocusTo?.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          onEscapeKeyDown={(e) => !dismissible && e.preventDefault()}
          onPointerDownOutside={(e) => !dismissible && e.preventDefault()}
          onInteractOutside={(e) => !dismissible && e.preventDefault()}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed left-1/2 z-50 flex w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col',
            // Centred in the space below the toasts, and never taller than it.
            'top-[calc(var(--toast-band,0px)+(100dvh-var(--toast-band,0px))/2)] max-h-[calc(100dvh-var(--toast-band,0px)-2rem)]',
            'rounded-2xl bg-white shadow-xl focus:outline-none',
            className,
          )}
        >
          <div className="flex shrink-0 items-start justify-between gap-4 px-6 pt-6 pb-4">
            <RadixDialog.Title className="text-lg font-semibold break-words text-slate-900">
              {title}
            </RadixDialog.Title>
            {dismissible && (
              <RadixDialog.Close
                className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                aria-label="Close dialog"
              >
                <X className="h-5 w-5" aria-hidden="true" />
              </RadixDialog.Close>
            )}
          </div>
          <div
            {...scrollableBody}
            data-dialog-body=""
            className={cn(
              'min-h-0 flex-1 overflow-y-auto px-6 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
              footer ? 'pb-4' : 'pb-6',
            )}
          >
            {description && (
              <RadixDialog.Description className="mb-4 text-sm text-slate-600">
                {description}
              </RadixDialog.Description>
            )}
            {children}
          </div>
          {footer && (
            <div
              data-dialog-footer=""
              className="shrink-0 rounded-b-2xl border-t border-slate-200 bg-white px-6 py-4"
            >
              {footer}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
