import { DEFAULT_REVIEW_THRESHOLD, resultMessages } from '@trusty/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app';
import { createUser } from '../../helpers/users';
import { client } from './results-kit';

const t = useTestApp();

describe('GET/PUT /results/preferences', () => {
  it('starts at the default threshold and keeps what the user sets, per account', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const api = client(t, user);
    expect((await api.get('/results/preferences')).json()).toEqual({
      success: true,
      data: { reviewThreshold: DEFAULT_REVIEW_THRESHOLD },
    });
    for (const reviewThreshold of [0.5, 0.85, 0.99]) {
      const put = await api.put('/results/preferences', { reviewThreshold });
      expect(put.statusCode).toBe(200);
      expect(put.json().data).toEqual({ reviewThreshold });
      expect((await api.get('/results/preferences')).json().data).toEqual({ reviewThreshold });
    }
    expect((await client(t, other).get('/results/preferences')).json().data).toEqual({
      reviewThreshold: DEFAULT_REVIEW_THRESHOLD,
    });
  });

  it.each([
    ['below 50%', { reviewThreshold: 0.49 }],
    ['100%', { reviewThreshold: 1 }],
    ['a percentage instead of a fraction', { reviewThreshold: 80 }],
    ['text', { reviewThreshold: 'high' }],
    ['nothing', {}],
  ])('refuses %s with 400 and keeps the threshold', async (_case, body) => {
    const user = await createUser(t.app);
    const api = client(t, user);
    await api.put('/results/preferences', { reviewThreshold: 0.7 });
    const res = await api.put('/results/preferences', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: resultMessages.thresholdRange,
      error: 'VALIDATION_ERROR',
    });
    expect((await api.get('/results/preferences')).json().data).toEqual({ reviewThreshold: 0.7 });
  });

  it('asks who is calling', async () => {
    expect((await client(t, undefined).get('/results/preferences')).statusCode).toBe(401);
    expect(
      (await client(t, undefined).put('/results/preferences', { reviewThreshold: 0.9 })).statusCode,
    ).toBe(401);
  });
});
