import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../../src/components/ui/dialog';

/** A dialog opened after some work (as after a request): its opener is not a Radix trigger. */
function OpenedLater({ withReturnTarget }: { withReturnTarget: boolean }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        disabled={busy}
        onClick={() => {
          // The button is disabled while the "request" runs, so it loses focus meanwhile.
          setBusy(true);
          setTimeout(() => {
            setBusy(false);
            setOpen(true);
          }, 10);
        }}
      >
        Analyze
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Result"
        returnFocusTo={withReturnTarget ? button : undefined}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        }
      >
        <p>Six layers</p>
      </Dialog>
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** jsdom does no layout: make every element report the given content and box heights. */
function layout(contentHeight: number, boxHeight: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(contentHeight);
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(boxHeight);
}

describe('Dialog', () => {
  it('gives focus back to the control that started the action, after Escape', async () => {
    render(<OpenedLater withReturnTarget />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Result' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Analyze' })).toHaveFocus());
  });

  it('gives focus back through a footer button too', async () => {
    render(<OpenedLater withReturnTarget />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Result' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Analyze' })).toHaveFocus());
  });

  it('without a target, focus is lost to the page (why returnFocusTo exists)', async () => {
    render(<OpenedLater withReturnTarget={false} />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Result' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('button', { name: 'Analyze' })).not.toHaveFocus();
  });

  it('keeps the actions in a footer outside the scrolling body', async () => {
    render(<OpenedLater withReturnTarget />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Result' });
    const body = dialog.querySelector('[data-dialog-body]');
    const footer = dialog.querySelector('[data-dialog-footer]');
    expect(body).toContainElement(screen.getByText('Six layers'));
    expect(footer).toContainElement(within(dialog).getByRole('button', { name: 'Done' }));
    expect(body).not.toContainElement(footer as HTMLElement);
  });

  it('puts a body that overflows into the tab order, so the keyboard can scroll it', async () => {
    layout(900, 300);
    render(<OpenedLater withReturnTarget />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Analyze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Result' });
    expect(dialog.querySelector('[data-dialog-body]')).toHaveAttribute('tabindex', '0');
  });

  it('leaves a body that fits out of the tab order', async () => {
    layout(300, 300);
    render(<OpenedLater withReturnTarget />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Analyze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Result' });
    expect(dialog.querySelector('[data-dialog-body]')).not.toHaveAttribute('tabindex');
  });
});
