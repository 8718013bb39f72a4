import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfidenceBadge } from '../../../src/components/ui/confidence-badge';

// Issue 34 §6: low, medium and high look different and say so in words, not colour alone.
describe('ConfidenceBadge', () => {
  it.each([
    [0.04, 'Low 4%', 'bg-red-100'],
    [0.59, 'Low 59%', 'bg-red-100'],
    [0.6, 'Medium 60%', 'bg-amber-100'],
    [0.79, 'Medium 79%', 'bg-amber-100'],
    [0.8, 'High 80%', 'bg-green-100'],
    [0.99, 'High 99%', 'bg-green-100'],
  ])('shows %s as "%s" in its own colour', (confidence, text, colour) => {
    render(<ConfidenceBadge method="lexicon" confidence={confidence} />);
    const badge = screen.getByText(text);
    expect(badge).toHaveClass(colour);
  });

  it('names who decided instead of a percentage, and says when there is no answer', () => {
    render(
      <>
        <ConfidenceBadge method="rule" confidence={1} />
        <ConfidenceBadge method="user" confidence={1} />
        <ConfidenceBadge method={null} confidence={null} none="Not classified" />
      </>,
    );
    expect(screen.getByText('Your rule')).toBeInTheDocument();
    expect(screen.getByText('Corrected by you')).toBeInTheDocument();
    expect(screen.getByText('Not classified')).toBeInTheDocument();
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
  });
});
