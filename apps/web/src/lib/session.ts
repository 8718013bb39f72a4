import type { SuccessEnvelope, User } from '@trusty/contracts';
import { api } from './api-client';
import { useAuthStore } from './auth-store';

/**
 * The fields the client relies on. A hand-written check rather than the contracts' zod schema:
 * this module runs on every page, and importing zod here would put it in the entry chunk of `/`.
 */
function isUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.email === 'string' &&
    typeof v.firstName === 'string' &&
    typeof v.lastName === 'string' &&
    typeof v.isEmailVerified === 'boolean'
  );
}

/** GET /auth/me: the user behind the session cookie (401 when there is none). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  const body = await api.get<SuccessEnvelope<unknown>>('/auth/me', signal);
  if (!isUser(body?.data)) throw new Error('Unexpected answer from /auth/me');
  return body.data;
}

let pending: Promise<void> | null = null;

/**
 * Check-auth (spec §4): asks the server who is signed in. Any failure — no cookie, an ended
 * session, a server that cannot answer — leaves the visitor signed out. Callers that arrive
 * while a check is running share it, so a page load never asks twice.
 */
export function checkAuth(): Promise<void> {
  pending ??= runCheck().finally(() => {
    pending = null;
  });
  return pending;
}

async function runCheck(): Promise<void> {
  const store = useAuthStore.getState();
  const before = store.user;
  store.setLoading(true);
  let user: User | null;
  try {
    user = await fetchCurrentUser();
  } catch {
    user = null;
  }
  const now = useAuthStore.getState();
  // A login or logout that finished while we waited is newer than our answer.
  if (now.user !== before) return now.setLoading(false);
  if (user) now.setUser(user);
  else now.clear();
}

/**
 * On load: a visitor this browser remembers as signed in is confirmed (or signed out) by the
 * server. Anyone else is anonymous until a guarded page asks — which keeps public pages from
 * calling /auth/me (and logging a 401) for every visitor.
 */
export function checkRememberedSession(): void {
  if (useAuthStore.getState().isAuthenticated) void checkAuth();
}
