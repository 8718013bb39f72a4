import { CATEGORIZATION_KEYS } from '@trusty/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderPublic } from '../render';

afterEach(() => vi.restoreAllMocks());

// The six layers of spec §2, in their order (the contracts hold the spec's list).
const LAYERS = CATEGORIZATION_KEYS;

const card = (layer: string) => screen.getByRole('button', { name: `${layer}: show examples` });
const backOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-describedby') ?? '') as HTMLElement;

describe('/what-we-do', () => {
  it('explains TBM, the manual-mapping problem and the AI assistant under one h1', () => {
    mockApi({});
    renderPublic('/what-we-do');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('region', { name: /Mapping into it is manual work/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'An AI assistant for your cost model' }),
    ).toBeInTheDocument();
  });

  it('shows the six layers in order as flip cards', () => {
    mockApi({});
    renderPublic('/what-we-do');
    const layers = within(
      screen.getByRole('region', { name: 'Six layers, one consistent answer' }),
    );
    expect(layers.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(LAYERS);
    for (const layer of LAYERS) expect(card(layer)).toHaveAttribute('aria-pressed', 'false');
  });

  it('flips a card on click and back, showing the back face only while flipped', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderPublic('/what-we-do');
    const button = card('IT Tower');
    expect(backOf(button)).toHaveClass('invisible');

    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(backOf(button)).toHaveClass('visible');
    expect(backOf(button)).not.toHaveClass('invisible');

    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(backOf(button)).toHaveClass('invisible');
  });

  it('flips with Enter and Space from the keyboard', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderPublic('/what-we-do');
    const button = card('Sub-Tower');
    button.focus();
    // Keyboard focus may already show the back; each key press must turn the card over.
    const onFocus = button.getAttribute('aria-pressed');
    const other = onFocus === 'true' ? 'false' : 'true';

    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-pressed', other);
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-pressed', onFocus);
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-pressed', other);
  });

  it('describes each card with its back face so screen readers get the examples without flipping', () => {
    mockApi({});
    renderPublic('/what-we-do');
    expect(card('Cost Pool')).toHaveAccessibleDescription(/Examples from the taxonomy.*Hardware/);
  });

  it('takes its examples from the live taxonomy when the API answers', async () => {
    mockApi({
      'GET /api/v1/tbm/taxonomy': () =>
        json(200, {
          success: true,
          data: {
            version: '4.1',
            costPools: [{ name: 'Quantum Hardware', subPools: ['Qubit Lease'] }],
            towers: [{ name: 'Orbital Compute', subTowers: ['Satellites'] }],
            solutionTypes: [{ name: 'Moonshots', categories: ['Lunar Ops'] }],
          },
        }),
    });
    renderPublic('/what-we-do');

    expect(await screen.findByText(/TBM taxonomy v4\.1/)).toBeInTheDocument();
    expect(backOf(card('Cost Pool'))).toHaveTextContent('Quantum Hardware');
    expect(backOf(card('Sub-Cost Pool'))).toHaveTextContent('Quantum Hardware › Qubit Lease');
    expect(backOf(card('Sub-Tower'))).toHaveTextContent('Orbital Compute › Satellites');
    expect(backOf(card('Technical Category'))).toHaveTextContent('Moonshots › Lunar Ops');
    expect(backOf(card('Cost Pool'))).not.toHaveTextContent('Software');
  });

  it('keeps built-in taxonomy examples when the taxonomy call fails', async () => {
    const fetch = mockApi({
      'GET /api/v1/tbm/taxonomy': () =>
        json(500, { success: false, message: 'down', error: 'INTERNAL_ERROR' }),
    });
    renderPublic('/what-we-do');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(backOf(card('IT Tower'))).toHaveTextContent('Compute');
    expect(backOf(card('Technical Solution'))).toHaveTextContent('Infrastructure');
  });
});
