import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LayerFlipCard } from '../../../../src/features/marketing/components/layer-flip-card';

function renderCards() {
  render(
    <ol>
      <LayerFlipCard
        step={1}
        name="Cost Pool"
        question="What kind of spend is it?"
        definition="The financial nature of the cost."
        examples={['Hardware', 'Software']}
      />
      <LayerFlipCard
        step={2}
        name="Sub-Cost Pool"
        question="How exactly was it paid for?"
        definition="A finer cut of the pool."
        examples={['Leased Hardware']}
      />
    </ol>,
  );
  return {
    user: userEvent.setup(),
    first: screen.getByRole('button', { name: 'Cost Pool: show examples' }),
    second: screen.getByRole('button', { name: 'Sub-Cost Pool: show examples' }),
  };
}

describe('LayerFlipCard (issue 17 §7)', () => {
  it('does not turn over when keyboard focus reaches it', async () => {
    const { user, first, second } = renderCards();
    await user.tab();
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-pressed', 'false');
    await user.tab();
    expect(second).toHaveFocus();
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(second).toHaveAttribute('aria-pressed', 'false');
  });

  it('turns over on Enter and back on Space, and stays turned when focus leaves', async () => {
    const { user, first, second } = renderCards();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-pressed', 'true');
    await user.tab();
    expect(second).toHaveFocus();
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(second).toHaveAttribute('aria-pressed', 'false');
  });

  it('turns over when the card itself is clicked or tapped, not only its button', async () => {
    const { user, first } = renderCards();
    await user.click(screen.getByText('What kind of spend is it?'));
    expect(first).toHaveAttribute('aria-pressed', 'true');
    // As a click on a button would, it leaves focus on the card's toggle for the keyboard.
    expect(first).toHaveFocus();
    await user.click(screen.getByRole('heading', { name: 'Cost Pool' }));
    expect(first).toHaveAttribute('aria-pressed', 'false');
  });

  it('describes the button with the back face, whichever side is up', async () => {
    const { user, first } = renderCards();
    expect(first).toHaveAccessibleDescription(
      'Cost Pool The financial nature of the cost. Examples from the taxonomy Hardware Software',
    );
    await user.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(first).toHaveAccessibleDescription(/^Cost Pool The financial nature of the cost\./);
  });
});
