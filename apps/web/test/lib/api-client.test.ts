import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  apiDownload,
  ApiError,
  apiErrorMessage,
  apiRequest,
  errorMessage,
} from '../../src/lib/api-client';

afterEach(() => {
  vi.restoreAllMocks();
});

function respondWith(response: Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => response.clone());
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  it('calls /api/v1 with cookies and JSON, and returns the parsed body', async () => {
    const fetch = respondWith(
      new Response(JSON.stringify({ success: true, data: { id: 1 } }), { status: 200 }),
    );
    await expect(api.post('/auth/login', { email: 'a@b.co' })).resolves.toEqual({
      success: true,
      data: { id: 1 },
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/auth/login');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.co"}',
    });
  });

  it('sends GET without a body and PUT with one', async () => {
    const fetch = respondWith(new Response('{}', { status: 200 }));
    await api.get('/auth/me');
    await api.put('/auth/me', { firstName: 'Ada' });
    expect(fetch.mock.calls[0]![1]).toMatchObject({
      method: 'GET',
      body: undefined,
      credentials: 'include',
    });
    expect(fetch.mock.calls[1]![1]).toMatchObject({ method: 'PUT', body: '{"firstName":"Ada"}' });
  });

  it('sends FormData as is, letting the browser set the multipart boundary', async () => {
    const fetch = respondWith(new Response('{}', { status: 200 }));
    const form = new FormData();
    form.append('excelFile', new Blob(['x']), 'a.xlsx');
    await apiRequest('/tbm/excel/process', { body: form });
    expect(fetch.mock.calls[0]![1]).toMatchObject({
      method: 'POST',
      body: form,
      headers: undefined,
    });
  });

  it('answers undefined for 204 No Content', async () => {
    respondWith(new Response(null, { status: 204 }));
    await expect(api.post('/auth/logout')).resolves.toBeUndefined();
  });
});

describe('API errors (spec §8)', () => {
  it('uses the body message first, keeping status and code', async () => {
    respondWith(
      new Response(
        JSON.stringify({
          success: false,
          message: 'Invalid email or password',
          error: 'INVALID_CREDENTIALS',
        }),
        { status: 401 },
      ),
    );
    const error = await failure(api.post('/auth/login', {}));
    expect(error).toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });
  });

  it('uses the body error when there is no message', async () => {
    respondWith(new Response(JSON.stringify({ error: 'RATE_LIMITED' }), { status: 429 }));
    expect((await failure(api.get('/x'))).message).toBe('RATE_LIMITED');
  });

  it('uses the error when the message is empty', async () => {
    respondWith(new Response(JSON.stringify({ message: '', error: 'Bad thing' }), { status: 400 }));
    expect((await failure(api.get('/x'))).message).toBe('Bad thing');
  });

  it('uses the response text when the body is not JSON', async () => {
    respondWith(new Response('Bad gateway', { status: 502 }));
    const error = await failure(api.get('/x'));
    expect(error).toMatchObject({ status: 502, code: undefined, message: 'Bad gateway' });
  });

  it('says Trusty is busy for a 503 without a message of ours, and keeps its Retry-After', async () => {
    respondWith(
      new Response('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>', {
        status: 503,
        headers: { 'retry-after': '5' },
      }),
    );
    expect(await failure(api.get('/tbm/user-stats'))).toMatchObject({
      status: 503,
      code: undefined,
      message: 'Trusty is busy right now. Please try again in a few seconds.',
      retryAfterSeconds: 5,
    });
    respondWith(new Response('{"success":false,"error":"SERVICE_UNAVAILABLE"}', { status: 503 }));
    expect(await failure(api.post('/tbm/categorize', {}))).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Trusty is busy right now. Please try again in a few seconds.',
      retryAfterSeconds: undefined,
    });
  });

  it("keeps the server's own message on a 503 that has one", async () => {
    respondWith(
      new Response(
        JSON.stringify({
          success: false,
          message: 'The service is temporarily unavailable. Please try again in a moment.',
          error: 'SERVICE_UNAVAILABLE',
        }),
        { status: 503, headers: { 'retry-after': '2' } },
      ),
    );
    expect(await failure(api.get('/x'))).toMatchObject({
      message: 'The service is temporarily unavailable. Please try again in a moment.',
      retryAfterSeconds: 2,
    });
  });

  it('reads a Retry-After given as an HTTP date', async () => {
    const at = new Date(Date.now() + 42_000).toUTCString();
    respondWith(new Response('', { status: 503, headers: { 'retry-after': at } }));
    const { retryAfterSeconds } = await failure(api.get('/x'));
    expect(retryAfterSeconds).toBeGreaterThanOrEqual(40);
    expect(retryAfterSeconds).toBeLessThanOrEqual(42);
  });

  it('falls back to "Request failed with status {code}" for an empty body', async () => {
    respondWith(new Response('', { status: 500 }));
    expect((await failure(api.get('/x'))).message).toBe('Request failed with status 500');
  });

  it('falls back to the status for JSON without message or error', async () => {
    respondWith(new Response('{"success":false}', { status: 502 }));
    expect((await failure(api.get('/x'))).message).toBe('Request failed with status 502');
  });

  it('says "API request failed" when the network fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await failure(api.get('/x'))).toMatchObject({
      status: 0,
      message: 'API request failed',
    });
  });

  it('says "Unknown API error occurred" for a failure that is not an Error', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue('boom');
    expect((await failure(api.get('/x'))).message).toBe('Unknown API error occurred');
  });

  it('says "Unknown API error occurred" when a successful answer is not JSON', async () => {
    respondWith(new Response('<html>', { status: 200 }));
    expect((await failure(api.get('/x'))).message).toBe('Unknown API error occurred');
  });

  it('lets a cancellation through as the AbortError itself', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(api.get('/x')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('apiDownload', () => {
  it('returns the file as a Blob', async () => {
    const fetch = respondWith(new Response('file-bytes', { status: 200 }));
    const blob = await apiDownload('/tbm/excel/download/p1');
    expect(await blob.text()).toBe('file-bytes');
    expect(fetch.mock.calls[0]).toEqual([
      '/api/v1/tbm/excel/download/p1',
      expect.objectContaining({ credentials: 'include' }),
    ]);
  });

  it('fails with the same rules', async () => {
    respondWith(new Response(JSON.stringify({ message: 'File not found' }), { status: 404 }));
    expect(await failure(apiDownload('/tbm/excel/download/p1'))).toMatchObject({
      status: 404,
      message: 'File not found',
    });
  });
});

describe('toast messages', () => {
  it('apiErrorMessage shows an API error and hides anything else behind the fallback', () => {
    expect(apiErrorMessage(new ApiError(400, 'X', 'Bad link'), 'Fallback')).toBe('Bad link');
    expect(apiErrorMessage(new Error('[{"code":"invalid_type"}]'), 'Fallback')).toBe('Fallback');
    expect(apiErrorMessage(undefined, 'Fallback')).toBe('Fallback');
  });

  it('errorMessage shows any error message', () => {
    expect(errorMessage(new Error('Processing failed'), 'Fallback')).toBe('Processing failed');
    expect(errorMessage('nope', 'Fallback')).toBe('Fallback');
  });
});
