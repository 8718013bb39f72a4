import { API_BASE } from '../config/paths';

/** The one error every API call fails with (spec §8 rules for the message). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
    readonly body?: unknown,
    /** From a Retry-After header (503, 429): when the same call may succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'API request failed';
export const UNKNOWN_ERROR_MESSAGE = 'Unknown API error occurred';
/** A 503 that carries no message of ours (a proxy's error page, say): what people should read. */
export const BUSY_MESSAGE = 'Trusty is busy right now. Please try again in a few seconds.';

/** Retry-After in seconds (a number of seconds or an HTTP date), or undefined. */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/**
 * Spec §8: the body's message, else its error, else the response text, else the status. A 503
 * without a message in our envelope is the server (or a proxy before it) being busy or down for
 * a moment: its text would be an HTML error page, so people read BUSY_MESSAGE instead.
 */
async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
  const code = typeof record?.error === 'string' ? record.error : undefined;
  const busy = response.status === 503;
  const message =
    (typeof record?.message === 'string' && record.message) ||
    (busy && BUSY_MESSAGE) ||
    (typeof record?.error === 'string' && record.error) ||
    // A JSON body without either field is not a message a person should read.
    (!record && text) ||
    `Request failed with status ${response.status}`;
  return new ApiError(response.status, code, message, body, retryAfterOf(response));
}

async function send(path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { ...init, credentials: 'include' });
  } catch (error) {
    // Cancellation is not a failure: TanStack Query and callers expect the AbortError itself.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      undefined,
      error instanceof Error ? NETWORK_ERROR_MESSAGE : UNKNOWN_ERROR_MESSAGE,
    );
  }
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Sends a request to `/api/v1{path}` with cookies; JSON in, JSON out. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const response = await send(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers:
      options.body === undefined || isForm ? undefined : { 'Content-Type': 'application/json' },
    body:
      options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  try {
    return (text ? JSON.parse(text) : undefined) as T;
  } catch {
    throw new ApiError(response.status, undefined, UNKNOWN_ERROR_MESSAGE);
  }
}

/** Posts a text body as it is (a CSV file, say), with the same error rules; JSON out. */
export async function apiPostText<T>(
  path: string,
  text: string | Blob,
  contentType: string,
): Promise<T> {
  const response = await send(path, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: text,
  });
  const answer = await response.text();
  try {
    return (answer ? JSON.parse(answer) : undefined) as T;
  } catch {
    throw new ApiError(response.status, undefined, UNKNOWN_ERROR_MESSAGE);
  }
}

/** Downloads a file answer as a Blob, with the same error rules. */
export async function apiDownload(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await send(path, { method: 'GET', signal });
  return response.blob();
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { method: 'GET', signal }),
  post: <T>(path: string, body?: unknown) =>
    apiRequest<T>(path, { method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
};

/** The error's own message (the API's, per §8) when it has one, else the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * For toasts that show "the API's message when there is one, else the fallback" (spec §8):
 * only an ApiError's message is meant for people; anything else (a malformed answer, a bug)
 * gets the fallback.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
