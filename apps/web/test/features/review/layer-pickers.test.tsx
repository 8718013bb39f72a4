import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LayerPickers } from '../../../src/components/taxonomy/layer-pickers';
import {
  draftFromLayers,
  emptyDraft,
  type LayerDraft,
} from '../../../src/components/taxonomy/layer-draft';
import { layers, taxonomy } from './fixtures';

function Harness({ initial = emptyDraft() }: { initial?: LayerDraft }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <LayerPickers taxonomy={taxonomy} value={value} onChange={setValue} />
      <output data-testid="draft">{JSON.stringify(value)}</output>
    </>
  );
}

const select = (name: string) => screen.getByLabelText(name) as HTMLSelectElement;
const optionLabels = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((o) => o.textContent);
/** Picks the option with this text (the first, when a name sits under several parents). */
function choose(name: string, text: string) {
  const option = within(select(name))
    .getAllByRole('option')
    .find((o) => o.textContent === text) as HTMLOptionElement | undefined;
  if (!option) throw new Error(`No option ${text} in ${name}`);
  fireEvent.change(select(name), { target: { value: option.value } });
}
const draft = () => JSON.parse(screen.getByTestId('draft').textContent ?? '{}') as LayerDraft;

describe('LayerPickers', () => {
  it('offers only taxonomy members, each child under its parent while no parent is chosen', () => {
    render(<Harness />);
    expect(optionLabels('Cost Pool')).toEqual([
      'Choose a cost pool',
      'Hardware',
      'Software',
      'Outside Services',
    ]);
    const subPools = select('Sub-Cost Pool');
    expect(
      within(subPools)
        .getAllByRole('group')
        .map((g) => g.getAttribute('label')),
    ).toEqual(['Hardware', 'Software', 'Outside Services']);
    expect(optionLabels('Sub-Tower')).toEqual([
      'Choose a sub-tower (any IT tower)',
      'Workplace',
      'Mobile Devices',
      'Application Development',
      'Business Software',
      'Servers',
    ]);
  });

  it('sets the parent when a child is chosen, even for a name two parents share', () => {
    render(<Harness />);
    choose('Sub-Tower', 'Business Software');
    expect(select('IT Tower')).toHaveValue('Application');

    // "Expense" under Software (the second of the two): the pool follows the one chosen.
    const software = within(select('Sub-Cost Pool'))
      .getAllByRole('group')
      .find((g) => g.getAttribute('label') === 'Software')!;
    const expense = within(software).getByRole('option', { name: 'Expense' }) as HTMLOptionElement;
    fireEvent.change(select('Sub-Cost Pool'), { target: { value: expense.value } });
    expect(draft()).toMatchObject({ 'Cost Pool': 'Software', 'Sub-Cost Pool': 'Expense' });

    choose('Technical Category', 'Storage');
    expect(draft()).toMatchObject({
      'Technical Solution': 'Infrastructure',
      'Technical Category': 'Storage',
    });
  });

  it('narrows the child list to the chosen parent and clears a child that no longer fits', () => {
    render(<Harness initial={draftFromLayers(layers, taxonomy)} />);
    choose('IT Tower', 'Application');
    expect(optionLabels('Sub-Tower')).toEqual([
      'Choose a sub-tower',
      'Application Development',
      'Business Software',
    ]);
    expect(draft()['Sub-Tower']).toBe('');
    expect(select('Sub-Tower')).toHaveValue('');
  });

  it('keeps a child that also belongs to the new parent', () => {
    render(<Harness initial={draftFromLayers(layers, taxonomy)} />);
    expect(draft()).toMatchObject({ 'Cost Pool': 'Hardware', 'Sub-Cost Pool': 'Expense' });
    choose('Cost Pool', 'Software');
    expect(draft()).toMatchObject({ 'Cost Pool': 'Software', 'Sub-Cost Pool': 'Expense' });
    choose('Cost Pool', 'Outside Services');
    expect(draft()['Sub-Cost Pool']).toBe('');
  });

  it('describes the chosen cost pool and sub-tower with their help text', () => {
    render(<Harness />);
    expect(select('Cost Pool')).not.toHaveAccessibleDescription();
    choose('Cost Pool', 'Hardware');
    expect(select('Cost Pool')).toHaveAccessibleDescription(
      'IT hardware bought, leased, depreciated or maintained.',
    );
    choose('Sub-Tower', 'Business Software');
    expect(select('Sub-Tower')).toHaveAccessibleDescription('For example: Salesforce; SAP.');
  });

  it('drops a preset member the taxonomy no longer holds instead of showing it', () => {
    render(
      <Harness
        initial={draftFromLayers({ ...layers, 'Sub-Tower': 'Retired Sub-Tower' }, taxonomy)}
      />,
    );
    expect(select('IT Tower')).toHaveValue('End User');
    expect(select('Sub-Tower')).toHaveValue('');
    expect(draft()['Sub-Tower']).toBe('');
  });
});
