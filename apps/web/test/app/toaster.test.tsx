import { act, render, screen } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../src/app/toaster';
import { toast as appToast } from '../../src/lib/toast';

afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
});

/** The messages the toaster currently shows (its own store, read as the Toaster reads it). */
function VisibleToasts() {
  const { toasts } = useToasterStore();
  return (
    <p data-testid="visible">
      {toasts
        .filter((t) => t.visible)
        .map((t) => String(t.message))
        .join(',')}
    </p>
  );
}

describe('AppToaster (spec §9 defaults)', () => {
  it('shows at most 20 toasts, the newest ones', () => {
    render(<AppToaster />);
    act(() => {
      for (let i = 1; i <= 25; i++) toast(`Toast ${i}`);
    });
    expect(screen.getAllByText(/^Toast \d+$/)).toHaveLength(20);
    expect(screen.getByText('Toast 25')).toBeInTheDocument();
    expect(screen.queryByText('Toast 5')).not.toBeInTheDocument();
  });

  it('hides success after 2 s, error after 4 s and keeps loading until dismissed', async () => {
    vi.useFakeTimers();
    render(
      <>
        <AppToaster />
        <VisibleToasts />
      </>,
    );
    act(() => {
      toast.success('Saved');
      toast.error('Broken');
      toast.loading('Working');
    });
    const visible = () => screen.getByTestId('visible').textContent;
    expect(visible()).toBe('Working,Broken,Saved');

    await act(() => vi.advanceTimersByTimeAsync(1990));
    expect(visible()).toBe('Working,Broken,Saved');
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(visible()).toBe('Working,Broken');
    await act(() => vi.advanceTimersByTimeAsync(1970));
    expect(visible()).toBe('Working,Broken');
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(visible()).toBe('Working');
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(visible()).toBe('Working');
  });

  it("shows one toast per event: the app's same message again replaces it (issue 34 §8)", async () => {
    vi.useFakeTimers();
    render(
      <>
        <AppToaster />
        <VisibleToasts />
      </>,
    );
    const visible = () => screen.getByTestId('visible').textContent;
    act(() => {
      appToast.success('Rule saved');
      appToast.success('Rule saved');
      appToast.error('Rule saved');
      appToast.error('Could not save');
    });
    expect(visible()).toBe('Could not save,Rule saved,Rule saved');
    expect(screen.getAllByText('Rule saved')).toHaveLength(2);

    // Said again later, it is shown for its full time again, still once.
    await act(() => vi.advanceTimersByTimeAsync(1500));
    act(() => void appToast.success('Rule saved'));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(visible()).toBe('Could not save,Rule saved,Rule saved');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(visible()).toBe('Could not save,Rule saved');
  });
});
