import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfilePage } from '../../../src/features/profile/pages/profile-page';
import { apiFailure, json, mockApi } from '../../helpers/api-mock';
import { renderRoutes, signIn, testUser } from '../../helpers/render-route';
import { ok } from './fixtures';

const rangeMessage = 'The review threshold must be between 50% and 99%.';

function profileApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /auth/me': ok(testUser()),
    'GET /tbm/user-stats': json(200, {
      success: true,
      data: { credits: 10, fileUploads: 0, totalCostsAlignment: 0 },
    }),
    'GET /subscription/purchases': ok([]),
    'GET /results/preferences': ok({ reviewThreshold: 0.75 }),
    ...extra,
  });
}

function renderProfile() {
  signIn();
  const view = renderRoutes([{ path: '/profile', element: <ProfilePage /> }], '/profile');
  const form = () => screen.getByRole('form', { name: 'Review threshold' });
  return { ...view, form, field: () => screen.getByLabelText('Review threshold (%)') };
}

describe('Profile: review threshold', () => {
  it('shows the saved threshold as a percentage and saves a new one', async () => {
    const api = profileApi({
      'PUT /results/preferences': () => ok(api.calls.at(-1)!.body),
    });
    const { user, field, form } = renderProfile();
    await waitFor(() => expect(field()).toHaveValue(75));
    expect(field()).toHaveAccessibleDescription(/Between 50% and 99%; 80% by default/);

    await user.clear(field());
    await user.type(field(), '90');
    await user.click(within(form()).getByRole('button', { name: 'Save Threshold' }));
    expect(await screen.findByText('Review threshold saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/results/preferences')[0]!.body).toEqual({ reviewThreshold: 0.9 });
    expect(field()).toHaveValue(90);
  });

  it.each([['49'], ['100'], ['']])(
    'refuses %j with the range message and sends nothing',
    async (typed) => {
      const api = profileApi();
      const { user, field, form } = renderProfile();
      await waitFor(() => expect(field()).toBeEnabled());
      await user.clear(field());
      if (typed) await user.type(field(), typed);
      await user.click(within(form()).getByRole('button', { name: 'Save Threshold' }));
      expect(await within(form()).findByRole('alert')).toHaveTextContent(rangeMessage);
      expect(field()).toHaveAttribute('aria-invalid', 'true');
      expect(api.callsTo('PUT', '/results/preferences')).toHaveLength(0);
    },
  );

  it('accepts both ends of the range', async () => {
    const api = profileApi({ 'PUT /results/preferences': () => ok(api.calls.at(-1)!.body) });
    const { user, field, form } = renderProfile();
    await waitFor(() => expect(field()).toBeEnabled());
    for (const [typed, sent] of [
      ['50', 0.5],
      ['99', 0.99],
    ] as const) {
      await user.clear(field());
      await user.type(field(), typed);
      await user.click(within(form()).getByRole('button', { name: 'Save Threshold' }));
      await waitFor(() =>
        expect(api.callsTo('PUT', '/results/preferences').at(-1)?.body).toEqual({
          reviewThreshold: sent,
        }),
      );
    }
  });

  it("toasts the API's reason when saving fails", async () => {
    profileApi({ 'PUT /results/preferences': apiFailure(400, rangeMessage, 'VALIDATION_ERROR') });
    const { user, field, form } = renderProfile();
    await waitFor(() => expect(field()).toBeEnabled());
    await user.click(within(form()).getByRole('button', { name: 'Save Threshold' }));
    expect(await screen.findByText(rangeMessage)).toBeInTheDocument();
  });
});
