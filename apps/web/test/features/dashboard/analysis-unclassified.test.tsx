import { CATEGORIZATION_KEYS, UNCLASSIFIED_MESSAGE } from '@trusty/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { ANALYZE_SUCCESS } from '../../../src/features/dashboard/api/analyze-cost';
import { DashboardPage } from '../../../src/features/dashboard/pages/dashboard-page';
import { json, mockApi } from '../../helpers/api-mock';
import { renderRoutes, signIn } from '../../helpers/render-route';

// Issue 17 §1: a cost the engine cannot place is said to be unclassified, with no layers that
// pretend to be an answer, and the user is told it cost nothing.

const unclassified = {
  costName: 'asdfgh',
  classified: false,
  message: UNCLASSIFIED_MESSAGE,
  reason: "Unrecognised: no known product, vendor or IT term in 'asdfgh'",
  taxonomyVersion: '4.0',
};

async function analyze(costName: string) {
  const api = mockApi({
    'GET /tbm/user-stats': json(200, {
      success: true,
      data: { credits: 10, fileUploads: 0, totalCostsAlignment: 0 },
    }),
    'POST /tbm/categorize': json(200, { success: true, data: unclassified }),
  });
  signIn();
  const { user } = renderRoutes(
    [{ path: paths.dashboard, element: <DashboardPage /> }],
    paths.dashboard,
  );
  await user.type(screen.getByLabelText('Cost Name'), costName);
  await user.click(screen.getByRole('button', { name: 'Analyze Cost with AI' }));
  const dialog = await screen.findByRole('dialog', { name: costName });
  return { api, user, dialog };
}

describe('analysis of a cost that cannot be classified', () => {
  it('says so kindly, says it was not charged, and shows no layer table', async () => {
    const { dialog } = await analyze('asdfgh');
    expect(within(dialog).getByText('Not classified')).toBeInTheDocument();
    expect(within(dialog).getByText(/couldn't classify this cost/)).toBeInTheDocument();
    expect(within(dialog).getByText(/No credit was charged/)).toBeInTheDocument();
    expect(within(dialog).queryAllByRole('term')).toHaveLength(0);
    for (const layer of CATEGORIZATION_KEYS)
      expect(within(dialog).queryByText(layer)).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Confidence')).not.toBeInTheDocument();
  });

  it('does not toast a success it did not have', async () => {
    await analyze('asdfgh');
    expect(screen.queryByText(ANALYZE_SUCCESS)).not.toBeInTheDocument();
  });

  it('still refreshes the balance and offers to analyze another', async () => {
    const { api, user, dialog } = await analyze('asdfgh');
    await waitFor(() => expect(api.callsTo('GET', '/tbm/user-stats').length).toBeGreaterThan(1));
    await user.click(within(dialog).getByRole('button', { name: 'Analyze Another' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Cost Name')).toHaveValue('');
  });
});
