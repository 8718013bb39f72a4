import type { Rule } from '@trusty/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RulesPage } from '../../../src/features/rules/pages/rules-page';
import { apiFailure, json, mockApi, sentText } from '../../helpers/api-mock';
import { renderRoutes, signIn } from '../../helpers/render-route';
import { corrected, layers, taxonomyReply } from '../review/fixtures';

const routes = [{ path: '/rules', element: <RulesPage /> }];
const ok = (data: unknown) => json(200, { success: true, data });

const rule = (overrides: Partial<Rule> = {}): Rule => ({
  id: 'b9f0c8a4-2f1e-4d3c-8b7a-6e5d4c3b2a10',
  match: { kind: 'vendor', value: 'ACME Corp' },
  layers,
  enabled: true,
  hits: 1234,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});
const second = rule({
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  match: { kind: 'phrase', value: 'creative cloud' },
  layers: corrected,
  enabled: false,
  hits: 0,
});
const pageOf = (items: Rule[], total = items.length) => ok({ items, page: 1, pageSize: 25, total });

function renderRules(path = '/rules') {
  signIn();
  return renderRoutes(routes, path);
}

/** A CSV file chosen in the hidden file input behind "Import CSV". */
function chooseFile(text: string, name = 'rules.csv') {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

describe('RulesPage', () => {
  it('lists the rules with kind, value, tower, switch, hits and date, other layers on expand', async () => {
    mockApi({ 'GET /rules': pageOf([rule(), second]) });
    const { user } = renderRules();
    expect(await screen.findByText('2 rules')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').filter((r) => within(r).queryByRole('switch'));
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('Vendor')).toBeInTheDocument();
    expect(first.getByRole('rowheader', { name: 'ACME Corp' })).toBeInTheDocument();
    expect(first.getByText(/End User \/ Workplace/)).toBeInTheDocument();
    expect(first.getByText('1,234')).toBeInTheDocument();
    expect(first.getByText('Nov 21, 2026')).toBeInTheDocument();
    expect(first.getByRole('switch', { name: 'Enabled: ACME Corp' })).toBeChecked();
    expect(
      within(rows[1]!).getByRole('switch', { name: 'Enabled: creative cloud' }),
    ).not.toBeChecked();
    expect(within(rows[1]!).getByText('Contains phrase')).toBeInTheDocument();

    const expand = first.getByRole('button', { name: 'All layers of ACME Corp' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Client Computing')).not.toBeVisible();
    await user.click(expand);
    expect(expand).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Client Computing')).toBeVisible();
  });

  it('switches a rule off and on through PATCH and shows the new state', async () => {
    let current = rule();
    const api = mockApi({
      'GET /rules': () => pageOf([current]),
      'PATCH /rules/b9f0c8a4-2f1e-4d3c-8b7a-6e5d4c3b2a10': () => {
        const body = api.calls.at(-1)?.body as { enabled: boolean };
        current = rule({ enabled: body.enabled });
        return ok(current);
      },
    });
    const { user } = renderRules();
    const toggle = await screen.findByRole('switch', { name: 'Enabled: ACME Corp' });
    await user.click(toggle);
    expect(await screen.findByText('Rule “ACME Corp” disabled')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Enabled: ACME Corp' })).not.toBeChecked(),
    );
    expect(api.callsTo('PATCH', '/rules/b9f0c8a4-2f1e-4d3c-8b7a-6e5d4c3b2a10')[0]?.body).toEqual({
      enabled: false,
    });
  });

  it('deletes only after the confirmation, and not at all when cancelled', async () => {
    let current = [rule(), second];
    const api = mockApi({
      'GET /rules': () => pageOf(current),
      'DELETE /rules/b9f0c8a4-2f1e-4d3c-8b7a-6e5d4c3b2a10': () => {
        current = [second];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderRules();
    await user.click(await screen.findByRole('button', { name: 'Delete ACME Corp' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this rule?' });
    expect(dialog).toHaveTextContent('Vendor “ACME Corp” will no longer decide lines');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete ACME Corp' })).toHaveFocus();
    expect(api.callsTo('DELETE', '/rules/b9f0c8a4-2f1e-4d3c-8b7a-6e5d4c3b2a10')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete ACME Corp' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this rule?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete rule' }));
    expect(await screen.findByText('Rule deleted')).toBeInTheDocument();
    expect(await screen.findByText('1 rule')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'ACME Corp' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Rules' })).toHaveFocus();
  });

  it('lists every problem of a refused import by its line, and imports nothing', async () => {
    const api = mockApi({
      'GET /rules': pageOf([rule()]),
      'POST /rules/import': json(400, {
        success: false,
        message: 'The rules file has 2 problems.',
        error: 'VALIDATION_ERROR',
        problems: [
          { line: 3, message: 'Unknown match kind "supplier"' },
          { line: 7, message: '"Compute" is not a sub-tower of "End User"' },
        ],
      }),
    });
    renderRules();
    await screen.findByText('1 rule');
    const csv = 'match,value,Cost Pool\nvendor,ACME,Hardware\n';
    chooseFile(csv);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The rules file has 2 problems. Nothing was imported.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Line 3: Unknown match kind "supplier"',
      'Line 7: "Compute" is not a sub-tower of "End User"',
    ]);
    expect(await sentText(api.callsTo('POST', '/rules/import')[0]?.body)).toBe(csv);
  });

  it('imports a file and says how many rules were created and updated', async () => {
    mockApi({
      'GET /rules': pageOf([rule()]),
      'POST /rules/import': ok({ created: 3, updated: 1 }),
    });
    renderRules();
    await screen.findByText('1 rule');
    chooseFile('match,value\n');
    expect(await screen.findByText('3 rules created, 1 updated')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file over 1 MB without sending it', async () => {
    const api = mockApi({ 'GET /rules': pageOf([rule()]) });
    renderRules();
    await screen.findByText('1 rule');
    chooseFile('x'.repeat(1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The rules file must be smaller than 1 MB. Nothing was imported.',
    );
    expect(api.callsTo('POST', '/rules/import')).toHaveLength(0);
  });

  it('exports the rules as a CSV download', async () => {
    const api = mockApi({
      'GET /rules': pageOf([rule()]),
      'GET /rules/export': new Response('match,value\n', {
        status: 200,
        headers: { 'content-type': 'text/csv' },
      }),
    });
    const createUrl = vi.fn(() => 'blob:rules');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderRules();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Rules exported')).toBeInTheDocument();
    expect(api.callsTo('GET', '/rules/export')).toHaveLength(1);
    expect(createUrl).toHaveBeenCalledTimes(1);
    expect(clicked.mock.contexts[0]).toHaveProperty('download', 'trusty-rules.csv');
  });

  it('edits a rule match and layers in a dialog', async () => {
    const api = mockApi({
      'GET /rules': pageOf([rule()]),
      'GET /tbm/taxonomy': taxonomyReply(),
      'PATCH /rules/b9f0c8a4-2f1e-4d3c-8b7a-6e5d4c3b2a10': ok(rule()),
    });
    const { user } = renderRules();
    await user.click(await screen.findByRole('button', { name: 'Edit ACME Corp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit rule' });
    expect(within(dialog).getByLabelText('Match lines by')).toHaveValue('vendor');
    await waitFor(() => expect(within(dialog).getByLabelText('Sub-Tower')).toHaveValue('0:0'));
    await user.selectOptions(within(dialog).getByLabelText('Match lines by'), 'phrase');
    await user.clear(within(dialog).getByLabelText('Matches'));
    await user.type(within(dialog).getByLabelText('Matches'), 'acme crm');
    await user.selectOptions(within(dialog).getByLabelText('IT Tower'), 'Application');
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    // The tower changed: its sub-tower no longer fits and must be chosen again.
    expect(within(dialog).getByLabelText('Sub-Tower')).toHaveAccessibleDescription(
      'Choose a sub-tower',
    );
    expect(api.callsTo('PATCH', '/rules/b9f0c8a4-2f1e-4d3c-8b7a-6e5d4c3b2a10')).toHaveLength(0);

    const subTower = within(dialog).getByLabelText('Sub-Tower') as HTMLSelectElement;
    await user.selectOptions(
      subTower,
      within(subTower).getByRole('option', { name: 'Business Software' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('Rule saved')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/rules/b9f0c8a4-2f1e-4d3c-8b7a-6e5d4c3b2a10')[0]?.body).toEqual({
      match: { kind: 'phrase', value: 'acme crm' },
      layers: { ...layers, 'IT Tower': 'Application', 'Sub-Tower': 'Business Software' },
    });
  });

  it('shows the API message when an edit clashes with another rule', async () => {
    mockApi({
      'GET /rules': pageOf([rule()]),
      'GET /tbm/taxonomy': taxonomyReply(),
      'PATCH /rules/b9f0c8a4-2f1e-4d3c-8b7a-6e5d4c3b2a10': apiFailure(
        409,
        'A rule with this match already exists.',
        'CONFLICT',
      ),
    });
    const { user } = renderRules();
    await user.click(await screen.findByRole('button', { name: 'Edit ACME Corp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit rule' });
    await waitFor(() => expect(within(dialog).getByLabelText('Sub-Tower')).not.toHaveValue(''));
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A rule with this match already exists.',
    );
  });

  it('explains rules when there are none, with a way to the results', async () => {
    mockApi({ 'GET /rules': pageOf([]) });
    renderRules();
    expect(await screen.findByRole('heading', { name: 'No rules yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your results' })).toHaveAttribute(
      'href',
      '/results',
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('searches as the user types, with the search in the address', async () => {
    const api = mockApi({
      'GET /rules': () => {
        const q = new URLSearchParams(api.calls.at(-1)!.path.split('?')[1]).get('q');
        return q === 'cloud' ? pageOf([second]) : pageOf([rule(), second]);
      },
    });
    const { user, router } = renderRules();
    await screen.findByText('2 rules');
    await user.type(screen.getByRole('searchbox', { name: 'Search rules' }), 'cloud');
    expect(await screen.findByText('1 rule matching “cloud”')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=cloud');
    expect(screen.queryByRole('rowheader', { name: 'ACME Corp' })).not.toBeInTheDocument();
  });

  it('goes back a page when the last rule of the last page is deleted', async () => {
    let current = 26;
    const api = mockApi({
      'GET /rules': () => {
        const page = new URLSearchParams(api.calls.at(-1)!.path.split('?')[1]).get('page');
        return ok({
          items: page === '2' && current > 25 ? [second] : [rule()],
          page: Number(page),
          pageSize: 25,
          total: current,
        });
      },
      'DELETE /rules/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f': () => {
        current = 25;
        return ok({ id: second.id });
      },
    });
    const { user, router } = renderRules('/rules?page=2');
    await user.click(await screen.findByRole('button', { name: 'Delete creative cloud' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this rule?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete rule' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=1'));
    expect(await screen.findByRole('rowheader', { name: 'ACME Corp' })).toBeInTheDocument();
  });
});
