import { describe, expect, it } from 'vitest';
import { returnToPath, returnToState } from '../../src/lib/return-to';

describe('returnToPath', () => {
  it('returns to the remembered page with its query and hash', () => {
    const state = returnToState({ pathname: '/excel-processor', search: '?a=1', hash: '#top' });
    expect(returnToPath(state)).toBe('/excel-processor?a=1#top');
  });

  it.each([
    null,
    undefined,
    {},
    { from: {} },
    { from: { pathname: 'https://evil.test' } },
    { from: { pathname: '//evil.test/x' } },
  ])('goes to the dashboard for %j', (state) => {
    expect(returnToPath(state)).toBe('/dashboard');
  });
});
