/**
 * Failed sign-ins, counted in this process's memory (a restart forgets them; several instances
 * each count their own) in two fixed windows:
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
  retryAfterSeconds(email: string, client: string): number;
  recordFailure(email: string, client: string): void;
  /** The right password from this client: its own count starts over (the ceiling does not). */
  recordSuccess(email: string, client: string): void;
  /** A password reset proved the mailbox: every count of the address starts over. */
  clearEmail(email: string): void;
}

interface Count {
  failures: number;
  resetsAt: number;
}

interface AddressCounts {
  all: Count | undefined;
  byClient: Map<string, Count>;
}

/** Above this many addresses, expired ones are dropped before another is added. */
const PRUNE_ABOVE = 10_000;

const live = (count: Count | undefined, now: number) =>
  count && count.resetsAt > now ? count : undefined;

function bump(count: Count | undefined, window: FailureWindow, now: number): Count {
  const current = live(count, now);
  return current
    ? { failures: current.failures + 1, resetsAt: current.resetsAt }
    : { failures: 1, resetsAt: now + window.windowMs };
}

export function createLoginThrottle(limits: LoginThrottleLimits): LoginThrottle {
  const addresses = new Map<string, AddressCounts>();

  function prune(now: number) {
    for (const [email, counts] of addresses) {
      for (const [client, count] of counts.byClient)
        if (!live(count, now)) counts.byClient.delete(client);
      if (!live(counts.all, now) && counts.byClient.size === 0) addresses.delete(email);
    }
  }

  return {
    retryAfterSeconds(email, client) {
      const now = Date.now();
      const counts = addresses.get(email);
      if (!counts) return 0;
      const blockedUntil = [
        [live(counts.all, now), limits.perEmail] as const,
        [live(counts.byClient.get(client), now), limits.perEmailAndClient] as const,
      ]
        .filter(([count, limit]) => count !== undefined && count.failures >= limit.max)
        .map(([count]) => (count as Count).resetsAt);
      if (blockedUntil.length === 0) return 0;
      return Math.max(1, Math.ceil((Math.max(...blockedUntil) - now) / 1000));
    },
    recordFailure(email, client) {
      const now = Date.now();
      let counts = addresses.get(email);
      if (!counts) {
        if (addresses.size >= PRUNE_ABOVE) prune(now);
        counts = { all: undefined, byClient: new Map() };
        addresses.set(email, counts);
      }
      counts.all = bump(counts.all, limits.perEmail, now);
      counts.byClient.set(client, bump(counts.byClient.get(client), limits.perEmailAndClient, now));
    },
    recordSuccess(email, client) {
      addresses.get(email)?.byClient.delete(client);
    },
    clearEmail(email) {
      addresses.delete(email);
    },
  };
}

/** "Try again in 15 minutes." */
export function signInRetryMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
