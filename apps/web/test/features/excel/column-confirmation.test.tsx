import type { SheetPreview } from '@trusty/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiFailure, json, mockApi } from '../../helpers/api-mock';
import { chooseExcelFile, processResult, renderExcelProcessor, userStatsReply } from './fixtures';

// Issue 34 §2: after choosing a file, see and change which columns will be read, then process.

const ledger: SheetPreview = {
  sheets: ['Ledger', 'Cloud'],
  sheet: 'Ledger',
  headerRow: 1,
  layoutKey: 'a'.repeat(64),
  columns: [
    { column: 1, letter: 'A', header: 'Cost Name' },
    { column: 2, letter: 'B', header: 'Description' },
    { column: 3, letter: 'C', header: 'Amount' },
  ],
  rows: [
    { row: 2, cells: ['IT-6100', 'Microsoft 365 E3 licenses', '1200'] },
    { row: 3, cells: ['IT-6200', 'AWS EC2 compute', '800'] },
  ],
  roles: { costName: 1, amount: 3 },
  source: 'headers',
  certain: true,
  namedRows: [
    { column: 1, rows: 2 },
    { column: 2, rows: 40 },
    { column: 3, rows: 0 },
  ],
  dataRows: 40,
  balance: 25,
  duplicateOf: null,
};

const result = processResult();

function setup(previews: Record<string, SheetPreview | Response>) {
  const api = mockApi({
    'GET /tbm/user-stats': userStatsReply(25),
    'POST /tbm/excel/preview': () => {
      const init = api.spy.mock.calls.at(-1)?.[1];
      const sheet = (init?.body as FormData).get('sheet') ?? '';
      const reply = previews[String(sheet)];
      return reply instanceof Response ? reply : json(200, { success: true, data: reply });
    },
    'POST /tbm/excel/process-with-sse': json(200, { success: true, data: result }),
    'POST /tbm/excel/process': json(200, { success: true, data: result }),
  });
  renderExcelProcessor();
  const user = userEvent.setup();
  const choose = () => chooseExcelFile(user, 'ledger.xlsx', 10);
  /** A field sent with the file to be processed. */
  const sentField = (name: string) => {
    const call = api.spy.mock.calls.find(([input]) => String(input).includes('/tbm/excel/process'));
    return (call?.[1]?.body as FormData | undefined)?.get(name) ?? undefined;
  };
  /** The `columns` field sent with the file, parsed; undefined when none was sent. */
  const sentColumns = () => {
    const field = sentField('columns');
    return field ? JSON.parse(String(field)) : undefined;
  };
  return { api, user, choose, sentColumns, sentField };
}

const processButton = () => screen.getByRole('button', { name: 'Process File' });

describe('confirming the columns before processing', () => {
  it('shows the detected columns, the first rows and the quote; one click processes as detected', async () => {
    const { user, choose, sentColumns, sentField } = setup({ '': ledger });
    await choose();
    const section = await screen.findByRole('region', { name: 'Columns to read' });
    expect(within(section).getByLabelText('Cost name')).toHaveDisplayValue('A · Cost Name');
    expect(screen.queryByText(/This file was processed on/)).not.toBeInTheDocument();
    expect(within(section).getByLabelText('Amount (or debit)')).toHaveDisplayValue('C · Amount');
    expect(within(section).getByLabelText('Vendor')).toHaveDisplayValue('Not in this file');
    const rows = within(section).getByRole('region', { name: 'First rows of Ledger' });
    expect(within(rows).getByText('Microsoft 365 E3 licenses')).toBeInTheDocument();
    expect(section).toHaveTextContent('Processing uses at most 2 credits');

    await user.click(processButton());
    await screen.findByRole('dialog', { name: 'Processing Complete' });
    expect(sentColumns()).toBeUndefined();
    // A file processed before would be refused and named, not charged again unasked.
    expect(sentField('onDuplicate')).toBe('ask');
  });

  it('says a file was processed before, links to it, and processes it again only when asked (issue 34 §5)', async () => {
    const earlier = {
      processId: '0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
      fileName: 'ledger.xlsx',
      createdAt: '2026-03-03T09:30:00.000Z',
    };
    const { user, choose, sentField } = setup({ '': { ...ledger, duplicateOf: earlier } });
    await choose();
    const notice = await screen.findByText(/This file was processed on 3 March 2026:/);
    expect(within(notice).getByRole('link', { name: 'open it' })).toHaveAttribute(
      'href',
      `/results/${earlier.processId}`,
    );
    expect(processButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Process again' }));
    await screen.findByRole('dialog', { name: 'Processing Complete' });
    expect(sentField('onDuplicate')).toBe('process');
  });

  it('sends the column the user picked, and the quote follows it', async () => {
    const { user, choose, sentColumns } = setup({ '': ledger });
    await choose();
    const section = await screen.findByRole('region', { name: 'Columns to read' });
    await user.selectOptions(within(section).getByLabelText('Cost name'), 'B · Description');
    expect(section).toHaveTextContent('Processing uses at most 40 credits');
    expect(section).toHaveTextContent(
      'An upload that needs more credits than you have is refused, and nothing is charged.',
    );

    await user.click(processButton());
    await screen.findByRole('dialog', { name: 'Processing Complete' });
    expect(sentColumns()).toEqual({
      sheet: 'Ledger',
      headerRow: 1,
      roles: { costName: 2, amount: 3 },
      layoutKey: 'a'.repeat(64),
    });
  });

  it('waits for a cost-name column when none was detected', async () => {
    const { user, choose, sentColumns } = setup({
      '': { ...ledger, roles: {}, source: 'none', certain: false },
    });
    await choose();
    const section = await screen.findByRole('region', { name: 'Columns to read' });
    expect(section).toHaveTextContent('No column is headed as a cost name');
    expect(processButton()).toBeDisabled();
    await user.selectOptions(within(section).getByLabelText('Cost name'), 'A · Cost Name');
    expect(processButton()).toBeEnabled();
    await user.click(processButton());
    await screen.findByRole('dialog', { name: 'Processing Complete' });
    expect(sentColumns()).toMatchObject({ roles: { costName: 1 } });
  });

  it('shows another sheet of the workbook, and reads that sheet', async () => {
    const cloud: SheetPreview = {
      ...ledger,
      sheet: 'Cloud',
      headerRow: 3,
      layoutKey: 'b'.repeat(64),
      roles: { costName: 2 },
    };
    const { user, choose, sentColumns } = setup({ '': ledger, Cloud: cloud });
    await choose();
    const section = await screen.findByRole('region', { name: 'Columns to read' });
    await user.selectOptions(within(section).getByLabelText('Sheet'), 'Cloud');
    await screen.findByRole('region', { name: 'First rows of Cloud' });
    await user.click(processButton());
    await screen.findByRole('dialog', { name: 'Processing Complete' });
    expect(sentColumns()).toMatchObject({ sheet: 'Cloud', headerRow: 3, roles: { costName: 2 } });
  });

  it('says why a file cannot be read, and does not offer to process it', async () => {
    const message =
      'This file is plain text, not an Excel workbook. Please upload a valid Excel file (.xlsx or .xls)';
    const { choose } = setup({ '': apiFailure(400, message, 'INVALID_FILE') });
    await choose();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(processButton()).toBeDisabled();
  });
});
