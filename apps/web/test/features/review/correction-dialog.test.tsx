import type { ResultRow, ReviewGroup, RowSelection } from '@trusty/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CorrectionDialog } from '../../../src/features/review/components/correction-dialog';
import { apiFailure, json, mockApi } from '../../helpers/api-mock';
import { renderRoutes, signIn } from '../../helpers/render-route';
import { corrected, layers, resultRow, reviewGroup, taxonomyReply } from './fixtures';

type Subject =
  { row: ResultRow; selection?: RowSelection } | { row: ReviewGroup; selection: RowSelection };

function Harness({ subject, onSaved }: { subject: Subject; onSaved?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <CorrectionDialog
        {...(subject as { row: ResultRow })}
        open={open}
        onClose={() => setOpen(false)}
        onSaved={onSaved}
      />
    </>
  );
}

function renderDialog(subject: Subject = { row: resultRow() }, onSaved = vi.fn()) {
  signIn();
  const view = renderRoutes([
    { path: '/', element: <Harness subject={subject} onSaved={onSaved} /> },
  ]);
  return { ...view, onSaved };
}

const ok = (data: unknown) => json(200, { success: true, data });
const rule = {
  id: 'r1',
  match: { kind: 'vendor', value: 'ACME Corp' },
  layers: corrected,
  enabled: true,
  hits: 3,
  createdAt: '2026-11-24T09:00:00.000Z',
  updatedAt: '2026-11-24T09:00:00.000Z',
};

function choose(label: string, text: string) {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  const option = within(select)
    .getAllByRole('option')
    .find((o) => o.textContent === text) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: option.value } });
}

async function chooseCorrection() {
  await waitFor(() => expect(screen.getByLabelText('Cost Pool')).toHaveValue('Hardware'));
  choose('Cost Pool', 'Software');
  choose('Sub-Cost Pool', 'Licensing');
  choose('IT Tower', 'Application');
  choose('Sub-Tower', 'Business Software');
  choose('Technical Category', 'Productivity');
}

describe('CorrectionDialog', () => {
  it('shows the row, its context and current answer, with the pickers preset to it', async () => {
    mockApi({ 'GET /tbm/taxonomy': taxonomyReply() });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Review this row' });
    expect(within(dialog).getByText('ACME Corp – CRM seats Q3')).toBeInTheDocument();
    expect(within(dialog).getByText('Vendor')).toBeInTheDocument();
    expect(within(dialog).getByText('6410')).toBeInTheDocument();
    expect(within(dialog).getByText('Low 55%')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Why: Matched "seats" as end-user devices'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Sub-Tower')).not.toHaveValue(''));
    expect(screen.getByLabelText('Cost Pool')).toHaveValue(layers['Cost Pool']);
    expect(screen.getByLabelText('IT Tower')).toHaveValue(layers['IT Tower']);
    expect(screen.getByLabelText('Technical Solution')).toHaveValue(layers['Technical Solution']);
  });

  it('starts each opening afresh: choices and the rule of the last one are gone', async () => {
    mockApi({ 'GET /tbm/taxonomy': taxonomyReply() });
    const { user } = renderDialog();
    await chooseCorrection();
    await user.click(screen.getByRole('checkbox', { name: /Always map lines like this/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Review this row' });
    expect(screen.getByLabelText('Cost Pool')).toHaveValue(layers['Cost Pool']);
    expect(screen.getByRole('checkbox', { name: /Always map lines like this/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save correction' })).toBeInTheDocument();
  });

  it('saves a correction of the row and closes with a toast', async () => {
    const api = mockApi({
      'GET /tbm/taxonomy': taxonomyReply(),
      'POST /results/rows/correct': ok({ updated: 1 }),
    });
    const { user, onSaved } = renderDialog();
    await chooseCorrection();
    await user.click(screen.getByRole('button', { name: 'Save correction' }));

    expect(await screen.findByText('Correction saved for 1 row.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/results/rows/correct')[0]?.body).toEqual({
      selection: { rowIds: [resultRow().id] },
      layers: corrected,
    });
    expect(api.callsTo('POST', '/rules')).toHaveLength(0);
    expect(onSaved).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names every layer still to choose and saves nothing', async () => {
    const api = mockApi({ 'GET /tbm/taxonomy': taxonomyReply() });
    const { user } = renderDialog({
      row: resultRow({ status: 'unclassified', layers: null, confidence: null, method: null }),
    });
    await screen.findByLabelText('Cost Pool');
    expect(screen.queryByRole('button', { name: 'Accept as is' })).not.toBeInTheDocument();
    choose('Sub-Tower', 'Servers');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));

    expect(screen.getByLabelText('Cost Pool')).toHaveAccessibleDescription('Choose a cost pool');
    expect(screen.getByLabelText('IT Tower')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Technical Category')).toHaveAccessibleDescription(
      'Choose a technical category',
    );
    await waitFor(() => expect(screen.getByLabelText('Cost Pool')).toHaveFocus());
    expect(api.callsTo('POST', '/results/rows/correct')).toHaveLength(0);
  });

  it('previews a vendor rule and creates it after the correction', async () => {
    const api = mockApi({
      'GET /tbm/taxonomy': taxonomyReply(),
      // The count follows the question: 5 for the exact name, 31 for the vendor.
      'POST /rules/preview': () => {
        const last = api.callsTo('POST', '/rules/preview').at(-1)?.body as {
          match: { kind: string };
        };
        return last.match.kind === 'vendor'
          ? ok({ matchingRows: 40, changingRows: 31, protectedRows: 2 })
          : ok({ matchingRows: 5, changingRows: 5, protectedRows: 0 });
      },
      'POST /results/rows/correct': ok({ updated: 1 }),
      'POST /rules': json(201, { success: true, data: rule }),
    });
    const { user } = renderDialog();
    await chooseCorrection();
    await user.click(screen.getByRole('checkbox', { name: /Always map lines like this/ }));
    expect(screen.getByRole('radio', { name: 'Exact name' })).toBeChecked();
    expect(screen.getByLabelText('Name to match exactly')).toHaveValue('acme corp crm seats');
    expect(
      await screen.findByText(
        'This rule would change 5 stored rows (0 you reviewed stay as they are).',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Vendor' }));
    expect(screen.getByLabelText('Vendor to match')).toHaveValue('ACME Corp');
    expect(
      await screen.findByText(
        'This rule would change 31 stored rows (2 you reviewed stay as they are).',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/rules/preview').map((c) => c.body)).toEqual([
      { match: { kind: 'name', value: 'acme corp crm seats' }, layers: corrected },
      { match: { kind: 'vendor', value: 'ACME Corp' }, layers: corrected },
    ]);

    await user.click(screen.getByRole('button', { name: 'Save correction and rule' }));
    expect(
      await screen.findByText('Correction saved for 1 row and rule created.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/rules')[0]?.body).toEqual({
      match: { kind: 'vendor', value: 'ACME Corp' },
      layers: corrected,
      enabled: true,
    });
    const order = api.calls.filter((c) => c.method === 'POST' && !c.path.includes('preview'));
    expect(order.map((c) => c.path)).toEqual(['/results/rows/correct', '/rules']);
  });

  it('asks for a preview once typing pauses, not for every key', async () => {
    const api = mockApi({
      'GET /tbm/taxonomy': taxonomyReply(),
      'POST /rules/preview': ok({ matchingRows: 3, changingRows: 1, protectedRows: 0 }),
    });
    const { user } = renderDialog();
    await chooseCorrection();
    await user.click(screen.getByRole('checkbox', { name: /Always map lines like this/ }));
    await user.click(screen.getByRole('radio', { name: 'Contains phrase' }));
    await user.clear(screen.getByLabelText('Phrase the line contains'));
    await user.type(screen.getByLabelText('Phrase the line contains'), 'crm seats');
    await waitFor(() =>
      expect(
        api
          .callsTo('POST', '/rules/preview')
          .some((c) => (c.body as { match: { value: string } }).match.value === 'crm seats'),
      ).toBe(true),
    );
    expect(
      await screen.findByText(
        'This rule would change 1 stored row (0 you reviewed stay as they are).',
      ),
    ).toBeInTheDocument();
    const phrases = api
      .callsTo('POST', '/rules/preview')
      .map((c) => (c.body as { match: { kind: string; value: string } }).match)
      .filter((m) => m.kind === 'phrase');
    // Ten edits (a clear and nine keys) ask once; a slow machine may let one pause through.
    expect(phrases.length).toBeLessThanOrEqual(2);
    expect(phrases.at(-1)).toEqual({ kind: 'phrase', value: 'crm seats' });
  });

  it('offers no vendor or GL account match for a row without those columns', async () => {
    mockApi({ 'GET /tbm/taxonomy': taxonomyReply() });
    const { user } = renderDialog({ row: resultRow({ context: {} }) });
    await user.click(await screen.findByRole('checkbox', { name: /Always map lines like this/ }));
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'name',
      'phrase',
    ]);
  });

  it('keeps the dialog open with the rule error when the correction saved but the rule did not', async () => {
    const api = mockApi({
      'GET /tbm/taxonomy': taxonomyReply(),
      'POST /rules/preview': ok({ matchingRows: 1, changingRows: 0, protectedRows: 0 }),
      'POST /results/rows/correct': ok({ updated: 1 }),
      'POST /rules': apiFailure(409, 'A rule with this match already exists.', 'CONFLICT'),
    });
    const { user, onSaved } = renderDialog();
    await chooseCorrection();
    await user.click(screen.getByRole('checkbox', { name: /Always map lines like this/ }));
    await user.click(screen.getByRole('button', { name: 'Save correction and rule' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your correction was saved, but the rule was not: A rule with this match already exists.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);

    // Trying again with another phrase does not save the correction a second time.
    await user.click(screen.getByRole('radio', { name: 'Contains phrase' }));
    await user.clear(screen.getByLabelText('Phrase the line contains'));
    await user.type(screen.getByLabelText('Phrase the line contains'), 'crm seats');
    await user.click(screen.getByRole('button', { name: 'Save correction and rule' }));
    await waitFor(() => expect(api.callsTo('POST', '/rules')).toHaveLength(2));
    expect(api.callsTo('POST', '/results/rows/correct')).toHaveLength(1);
    expect(api.callsTo('POST', '/rules')[1]?.body).toMatchObject({
      match: { kind: 'phrase', value: 'crm seats' },
    });
  });

  it('refuses an empty rule value with the field named', async () => {
    const api = mockApi({ 'GET /tbm/taxonomy': taxonomyReply() });
    const { user } = renderDialog();
    await chooseCorrection();
    await user.click(screen.getByRole('checkbox', { name: /Always map lines like this/ }));
    await user.clear(screen.getByLabelText('Name to match exactly'));
    await user.click(screen.getByRole('button', { name: 'Save correction and rule' }));
    expect(screen.getByLabelText('Name to match exactly')).toHaveAccessibleDescription(
      expect.stringContaining('Enter what the rule matches'),
    );
    expect(api.callsTo('POST', '/results/rows/correct')).toHaveLength(0);
  });

  it('accepts a whole review group through its selection', async () => {
    const selection = { uploadId: resultRow().uploadId!, normalizedNames: ['acme corp crm seats'] };
    const api = mockApi({
      'GET /tbm/taxonomy': taxonomyReply(),
      'POST /results/rows/accept': ok({ updated: 12 }),
    });
    const { user } = renderDialog({ row: reviewGroup(), selection });
    expect(await screen.findByRole('dialog', { name: 'Review 12 rows' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept as is' }));
    expect(await screen.findByText('Answer accepted for 12 rows.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/results/rows/accept')[0]?.body).toEqual({ selection });
  });

  it('shows the API message when saving fails and stays open', async () => {
    mockApi({
      'GET /tbm/taxonomy': taxonomyReply(),
      'POST /results/rows/correct': apiFailure(404, 'This row does not exist.', 'NOT_FOUND'),
    });
    const { user, onSaved } = renderDialog();
    await chooseCorrection();
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This row does not exist.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
