import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface SheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  children: ReactNode;
  /**
   * Where focus goes on close. Radix returns it to a Dialog.Trigger; a sheet opened by a
   * button elsewhere (a page header) says here where it should land instead.
   */
  onCloseAutoFocus?(event: Event): void;
  id?: string;
  className?: string;
}

/**
 * A panel that slides in from the left edge (mobile navigation): a Radix dialog underneath,
 * so focus is trapped inside, Escape and outside clicks close it, and focus returns to the
 * button that opened it.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  children,
  onCloseAutoFocus,
  id,
  className,
}: SheetProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          id={id}
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            // Below the toasts (`--toast-band`, app/toaster.tsx), so none covers the title.
            'fixed top-[var(--toast-band,0px)] bottom-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none',
            'data-[state=open]:animate-slide-in-left',
            className,
          )}
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label="Close menu"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
