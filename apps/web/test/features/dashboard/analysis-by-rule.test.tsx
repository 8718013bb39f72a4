import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { DashboardPage } from '../../../src/features/dashboard/pages/dashboard-page';
import { json, mockApi } from '../../helpers/api-mock';
import { renderRoutes, signIn } from '../../helpers/render-route';
import { smartNetResult } from './smartnet-result';

// Issue 15 §3: an answer one of the account's rules gave shows its confidence as "Your rule".

async function analyze(answer: object) {
  mockApi({
    'GET /tbm/user-stats': json(200, {
      success: true,
      data: { credits: 10, fileUploads: 0, totalCostsAlignment: 0 },
    }),
    'GET /results': json(200, {
      success: true,
      data: { items: [], page: 1, pageSize: 5, total: 0 },
    }),
    'POST /tbm/categorize': json(200, { success: true, data: answer }),
  });
  signIn();
  const { user } = renderRoutes(
    [{ path: paths.dashboard, element: <DashboardPage /> }],
    paths.dashboard,
  );
  await user.type(screen.getByLabelText('Cost Name'), smartNetResult.costName);
  await user.click(screen.getByRole('button', { name: 'Analyze Cost with AI' }));
  return screen.findByRole('dialog', { name: smartNetResult.costName });
}

describe('an analysis answered by a rule', () => {
  it('shows "Your rule" instead of a percentage and a level', async () => {
    const dialog = await analyze({
      ...smartNetResult,
      categorization: { ...smartNetResult.categorization, Confidence: '100%' },
      confidence: 1,
      method: 'rule',
      reason: 'Your rule: Vendor "Cisco"',
    });
    expect(within(dialog).getByText('Your rule')).toBeInTheDocument();
    expect(within(dialog).queryByText('100%')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('High')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Your rule: Vendor "Cisco"')).toBeInTheDocument();
  });

  it('an engine answer keeps its percentage and level', async () => {
    const dialog = await analyze(smartNetResult);
    expect(within(dialog).getByText('87%')).toBeInTheDocument();
    expect(within(dialog).getByText('High')).toBeInTheDocument();
    expect(within(dialog).queryByText('Your rule')).not.toBeInTheDocument();
  });
});
