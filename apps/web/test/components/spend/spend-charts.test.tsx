import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SpendCharts } from '../../../src/components/spend/spend-charts';
import { euros, trend } from './spend-fixtures';

/** Issue 31: each chart has a table view of the exact figures, reachable by keyboard. */

const figure = (name: string) => screen.getByRole('figure', { name });

async function tableOf(name: string) {
  const user = userEvent.setup();
  const chart = figure(name);
  const table = within(chart).getByRole('button', { name: 'Table' });
  // The view switch is a pair of buttons, reached with the keyboard like any other.
  table.focus();
  await user.keyboard('{Enter}');
  expect(table).toHaveAttribute('aria-pressed', 'true');
  return within(chart).getByRole('table');
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')),
    );

describe('the spend charts\u2019 table views', () => {
  it('shows the coverage to the cent, per layer and per way the money was decided', async () => {
    render(<SpendCharts spend={euros} />);
    const table = await tableOf('Coverage');
    expect(rowsOf(table)).toEqual([
      ['Total spend', 'EUR 75,334.85', '6 rows'],
      ['Mapped with confidence: Cost Pool', 'EUR 75,254.75', '99.9%'],
      ['Mapped with confidence: IT Tower', 'EUR 75,000.10', '99.6%'],
      ['Mapped with confidence: Sub-Tower', 'EUR 74,100.10', '98.4%'],
      ['Decided by your rules', 'EUR 1,234.56', '1.6%'],
      ['Decided by people', 'EUR 0.30', '0%'],
      ['Engine at or above the threshold', 'EUR 73,000.00', '96.9%'],
      ['Still to review', 'EUR 1,019.89', '1.4%'],
      ['Unclassified', 'EUR 80.10', '0.1%'],
    ]);
  });

  it('lists the spend by pool and by tower, largest first, with the part mapped with confidence', async () => {
    render(<SpendCharts spend={euros} />);
    expect(rowsOf(await tableOf('Spend by cost pool'))).toEqual([
      ['Outside Services', 'EUR 74,000.10', 'EUR 73,000.00', '98.6%'],
      ['Software', 'EUR 1,254.65', 'EUR 1,234.86', '98.4%'],
    ]);
    expect(rowsOf(await tableOf('Spend by tower'))).toEqual([
      ['Application', 'EUR 74,100.10', 'EUR 73,000.00', '98.5%'],
      ['End User', 'EUR 1,154.65', 'EUR 1,234.86', '106.9%'],
    ]);
  });

  it('lists the flow from each pool to each tower', async () => {
    render(<SpendCharts spend={euros} />);
    expect(rowsOf(await tableOf('From cost pools to towers'))).toEqual([
      ['Outside Services', 'Application', 'EUR 74,000.10'],
      ['Software', 'End User', 'EUR 1,154.65'],
      ['Software', 'Application', 'EUR 100.00'],
    ]);
  });

  it('lists coverage upload after upload, in the chosen currency only', async () => {
    render(
      <SpendCharts
        spend={euros}
        trend={[...trend, { ...trend[0]!, uploadId: 'u3', currency: 'USD', fileName: 'usd.xlsx' }]}
      />,
    );
    expect(rowsOf(await tableOf('Coverage across uploads'))).toEqual([
      ['ledger-q1.xlsxJan 15, 2026', 'EUR 1,000.00', '50%', '70%'],
      ['ledger-q2.xlsxApr 15, 2026', 'EUR 74,334.85', '99.9%', '100%'],
    ]);
  });

  it('switches back to the chart, and describes each chart for assistive technology', async () => {
    const user = userEvent.setup();
    render(<SpendCharts spend={euros} />);
    const chart = figure('From cost pools to towers');
    expect(chart).toHaveAccessibleDescription(
      "Where each cost pool's classified EUR spend goes, by IT tower.",
    );
    await tableOf('From cost pools to towers');
    await user.click(within(chart).getByRole('button', { name: 'Chart' }));
    expect(within(chart).queryByRole('table')).not.toBeInTheDocument();
    expect(within(chart).getByRole('button', { name: 'Chart' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('lets the keyboard reach every chart, and step through its values', async () => {
    const user = userEvent.setup();
    render(<SpendCharts spend={euros} trend={trend} />);
    const names = [
      'Coverage',
      'Spend by cost pool',
      'Spend by tower',
      'From cost pools to towers',
      'Coverage across uploads',
    ];
    for (const name of names) {
      // Recharts' accessibility layer: the drawing is one tab stop, named by the chart.
      const surface = within(figure(name)).getByRole('application');
      expect(surface).toHaveAttribute('tabindex', '0');
    }
    const towers = within(figure('Spend by tower')).getByRole('application');
    const tooltip = () => figure('Spend by tower').querySelector('.recharts-tooltip-wrapper');
    expect(tooltip()?.textContent ?? '').toBe('');
    towers.focus();
    await user.keyboard('{ArrowRight}');
    // The largest tower's figures, as its table view gives them.
    const said = () => tooltip()?.textContent?.replace(/\u00a0/g, ' ');
    expect(said()).toMatch(/^Application.*EUR 73,000\.00.*EUR 1,100\.10$/);
  });
});
