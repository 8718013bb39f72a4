import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { DashboardPage } from '../../../src/features/dashboard/pages/dashboard-page';
import { json, mockApi } from '../../helpers/api-mock';
import { renderRoutes, signIn } from '../../helpers/render-route';
import { smartNetResult } from './smartnet-result';

const result = smartNetResult;

/** Analyzes a cost from the keyboard alone: type, Tab to the button, Enter. */
async function analyzeWithKeyboard() {
  mockApi({
    'GET /tbm/user-stats': json(200, {
      success: true,
      data: { credits: 10, fileUploads: 0, totalCostsAlignment: 0 },
    }),
    'POST /tbm/categorize': json(200, { success: true, data: result }),
  });
  signIn();
  renderRoutes([{ path: paths.dashboard, element: <DashboardPage /> }], paths.dashboard);
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('Cost Name'));
  await user.keyboard(result.costName);
  await user.tab();
  const button = screen.getByRole('button', { name: 'Analyze Cost with AI' });
  expect(button).toHaveFocus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: result.costName });
  return { user, dialog, button };
}

describe('analysis result dialog: focus goes back to Analyze Cost with AI (issue 17 §7)', () => {
  it('after Escape', async () => {
    const { user, button } = await analyzeWithKeyboard();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('after Close, pressed with the keyboard', async () => {
    const { user, dialog, button } = await analyzeWithKeyboard();
    within(dialog).getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('while Analyze Another still starts over in the empty field', async () => {
    const { user, dialog } = await analyzeWithKeyboard();
    within(dialog).getByRole('button', { name: 'Analyze Another' }).focus();
    await user.keyboard('{Enter}');
    const field = screen.getByLabelText('Cost Name');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('');
  });
});
