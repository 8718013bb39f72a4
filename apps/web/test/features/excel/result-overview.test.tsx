import type { ExcelProcessResult } from '@trusty/contracts';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ResultSummaryCard } from '../../../src/features/excel/components/result-summary-card';

// Issue 17 §1: rows that were not classified are counted apart and said to be free.

const base: ExcelProcessResult = {
  processId: '6f1c2a4e-2b7d-4c1e-9a51-0d3f7b2e9c10',
  totalRows: 10,
  successfulRows: 4,
  errorRows: 0,
  unclassifiedRows: 0,
  skippedRows: 0,
  errors: [],
  expiresAt: '2030-05-04T10:30:00.000Z',
};

function card(result: Partial<ExcelProcessResult>) {
  const noop = () => undefined;
  // The card links to the upload in Results, so it needs a router.
  render(
    <MemoryRouter>
      <ResultSummaryCard
        fileName="mixed.xlsx"
        result={{ ...base, ...result }}
        downloading={false}
        onDownload={noop}
        onViewDetails={noop}
        onProcessAnother={noop}
      />
    </MemoryRouter>,
  );
}

const notCharged = () => screen.queryByRole('list', { name: 'Rows not charged' });

describe('the result card', () => {
  it('counts unclassified and skipped rows apart, in the plural, as not charged', () => {
    card({ unclassifiedRows: 3, skippedRows: 2, successfulRows: 5 });
    const items = within(notCharged()!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      '3 rows could not be classified (not charged)',
      '2 rows skipped as totals or subtotals (not charged)',
    ]);
    // Processed stays the classified, charged count.
    expect(screen.getByText('Processed').nextElementSibling).toHaveTextContent('5');
  });

  it('uses the singular for one row, with thousands separators for many', () => {
    card({ unclassifiedRows: 1, skippedRows: 1_204 });
    expect(screen.getByText('1 row could not be classified (not charged)')).toBeInTheDocument();
    expect(
      screen.getByText('1,204 rows skipped as totals or subtotals (not charged)'),
    ).toBeInTheDocument();
  });

  it('says nothing about free rows when every row was classified', () => {
    card({});
    expect(notCharged()).not.toBeInTheDocument();
    expect(screen.queryByText(/not charged/)).not.toBeInTheDocument();
  });

  it('keeps View Details off when nothing was classified', () => {
    card({ successfulRows: 0, unclassifiedRows: 10 });
    expect(screen.getByRole('button', { name: 'View Details' })).toBeDisabled();
    expect(screen.getByText('10 rows could not be classified (not charged)')).toBeInTheDocument();
  });
});
