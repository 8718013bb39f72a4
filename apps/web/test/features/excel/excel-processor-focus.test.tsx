import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiFailure, json, mockApi } from '../../helpers/api-mock';
import {
  chooseExcelFile,
  ec2ResultRow,
  processResult,
  renderExcelProcessor,
  userStatsReply,
} from './fixtures';

// Issue 17 §7: closing any dialog puts keyboard focus back where the user was, even when the
// control that opened it has been replaced meanwhile (Process File gives way to the summary).

const result = processResult({ processId: '0b7a7c8e-5d0e-4a57-8f4a-3c1f0c6a9e21' });

const details = {
  processId: result.processId,
  successfulRows: 1,
  truncated: false,
  rows: [ec2ResultRow(2)],
};

async function processWithKeyboard(process: Response) {
  mockApi({
    'GET /tbm/user-stats': userStatsReply(100),
    'POST /tbm/excel/process': process,
    [`GET /tbm/excel/results/${result.processId}`]: json(200, { success: true, data: details }),
  });
  renderExcelProcessor();
  const user = userEvent.setup();
  await chooseExcelFile(user);
  screen.getByRole('button', { name: 'Process File' }).focus();
  await user.keyboard('{Enter}');
  return user;
}

describe('Excel Processor: focus after a dialog closes', () => {
  it('Escape on the result lands on the summary card that replaced Process File', async () => {
    const user = await processWithKeyboard(json(200, { success: true, data: result }));
    await screen.findByRole('dialog', { name: 'Processing Complete' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Processing Complete' })).toHaveFocus(),
    );
  });

  it('Escape on a failure lands on Process File again', async () => {
    const user = await processWithKeyboard(apiFailure(400, 'No cost-name column found'));
    const dialog = await screen.findByRole('dialog', { name: 'Processing Failed' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No cost-name column found');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Process File' })).toHaveFocus());
  });

  it('Process Another File lands on Choose File', async () => {
    const user = await processWithKeyboard(json(200, { success: true, data: result }));
    const dialog = await screen.findByRole('dialog', { name: 'Processing Complete' });
    await user.click(within(dialog).getByRole('button', { name: 'Process Another File' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose File' })).toHaveFocus());
  });

  it('Process Another File on the summary card lands on Choose File', async () => {
    const user = await processWithKeyboard(json(200, { success: true, data: result }));
    await screen.findByRole('dialog', { name: 'Processing Complete' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    screen.getByRole('button', { name: 'Process Another File' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose File' })).toHaveFocus());
  });

  it('View Details moves focus into the details, and Escape brings it to View Details on the page', async () => {
    const user = await processWithKeyboard(json(200, { success: true, data: result }));
    const done = await screen.findByRole('dialog', { name: 'Processing Complete' });
    within(done).getByRole('button', { name: 'View Details' }).focus();
    await user.keyboard('{Enter}');
    const detailsDialog = await screen.findByRole('dialog', { name: 'Classified Rows' });
    await within(detailsDialog).findByRole('table');
    // Nothing steals focus out of the details while the result dialog closes behind them.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(detailsDialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'View Details' })).toHaveFocus());

    // Opened from the summary card with the keyboard, it returns there too.
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Classified Rows' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'View Details' })).toHaveFocus());
  });

  it('shows each classified row with a label beside every value for the phone layout', async () => {
    const user = await processWithKeyboard(json(200, { success: true, data: result }));
    const done = await screen.findByRole('dialog', { name: 'Processing Complete' });
    await user.click(within(done).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Classified Rows' });
    const table = await within(dialog).findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    const cells = Array.from(row.children);
    // Every value but the cost name carries its column's name, shown where the header row is
    // hidden (a phone); it is hidden from screen readers, which announce the headers instead.
    cells.forEach((cell, i) => {
      if (cell.tagName === 'TH') return;
      const label = cell.querySelector('[aria-hidden="true"]');
      expect(label).toHaveTextContent(headers[i] as string);
    });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Row2',
      'Cost PoolOutside Services',
      'Sub-Cost PoolCloud Service Providers',
      'IT TowerCompute',
      'Sub-TowerServers',
      'Technical SolutionInfrastructure',
      'Technical CategoryCompute',
      'ConfidenceHigh 91%',
    ]);
    expect(within(row).getByRole('cell', { name: 'High 91%' })).toBeInTheDocument();
  });
});
