import { createHash } from 'node:crypto';
import type { CounterState, SharedCounters } from '../../lib/shared-counters';

/**
 * Failed sign-ins, counted in the database every instance shares (lib/shared-counters.ts) in two
 * fixed windows:
 * - per address and client: the normal limit, so a stranger guessing from elsewhere uses up
 *   their own attempts and never the owner's;
 * - per address from every client: a slower ceiling against guessing spread over many machines.
 * Unknown addresses count the same way, so being throttled says nothing about accounts. Plain
 * TypeScript: the route turns a wait into a 429.
 */

export interface FailureWindow {
  max: number;
  windowMs: number;
}

export interface LoginThrottleLimits {
  perEmailAndClient: FailureWindow;
  perEmail: FailureWindow;
}

export interface LoginThrottle {
  /** Seconds until this client may try this address again; 0 when it may now. */
  retryAfterSeconds(email: string, client: string): Promise<number>;
  recordFailure(email: string, client: string): Promise<void>;
  /** The right password from this client: its own count starts over (the ceiling does not). */
  recordSuccess(email: string, client: string): Promise<void>;
  /** A password reset proved the mailbox: every count of the address starts over. */
  clearEmail(email: string): Promise<void>;
}

/**
 * The address is hashed: any address anyone types would otherwise sit in a side table for an
 * hour. The client's key extends the address's, so clearing the address finds them by prefix.
 */
function keysOf(email: string, client: string) {
  const address = `login-failures:${createHash('sha256').update(email).digest('base64url')}`;
  return { address, client: `${address}:${client}`, clientsPrefix: `${address}:` };
}

export function createLoginThrottle(
  counters: SharedCounters,
  limits: LoginThrottleLimits,
): LoginThrottle {
  return {
    async retryAfterSeconds(email, client) {
      const keys = keysOf(email, client);
      const live = await counters.read([keys.address, keys.client]);
      const blockedUntil = [
        [live.get(keys.address), limits.perEmail] as const,
        [live.get(keys.client), limits.perEmailAndClient] as const,
      ]
        .filter(([count, limit]) => count !== undefined && count.count >= limit.max)
        .map(([count]) => (count as CounterState).resetsAt);
      if (blockedUntil.length === 0) return 0;
      return Math.max(1, Math.ceil((Math.max(...blockedUntil) - counters.now()) / 1000));
    },
    async recordFailure(email, client) {
      const keys = keysOf(email, client);
      await counters.hitEach([
        { key: keys.address, windowMs: limits.perEmail.windowMs },
        { key: keys.client, windowMs: limits.perEmailAndClient.windowMs },
      ]);
    },
    async recordSuccess(email, client) {
      await counters.clear([keysOf(email, client).client]);
    },
    async clearEmail(email) {
      const keys = keysOf(email, '');
      await counters.clear([keys.address], [keys.clientsPrefix]);
    },
  };
}

/** "Try again in 15 minutes." */
export function signInRetryMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
