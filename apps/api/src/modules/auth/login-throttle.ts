import { createHash, randomBytes } from 'node:crypto';
import type { CounterState, SharedCounters } from '../../lib/shared-counters';

/**
 * Failed sign-ins, counted in the database every instance shares (lib/shared-counters.ts) in two
 * fixed windows:
 * - per address and client: the normal limit, so a stranger guessing from elsewhere uses up
 *   their own attempts and never the owner's;
 * - per address from every client: a ceiling against guessing spread over many machines. It
 *   cannot be aimed at the owner (issue 33 item 4): a browser that has signed in to the address
 *   before (its device cookie) is not held back by it, and past it everyone else gets one attempt
 *   per delay, a delay that doubles with each failure up to a few minutes, not an hour's wall.
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
  /** Past the ceiling: the first delay between attempts, doubled per failure up to the last. */
  beyondCeiling: { firstDelayMs: number; maxDelayMs: number };
  /** How long a browser stays known to an address after its last sign-in there. */
  deviceMs: number;
}

export interface LoginThrottle {
  /**
   * Seconds until this client may try this address again; 0 when it may now. `device`: the
   * browser's device cookie, if any.
   */
  retryAfterSeconds(email: string, client: string, device?: string): Promise<number>;
  /** True when this failure took the address to its ceiling (time to tell the owner). */
  recordFailure(email: string, client: string): Promise<{ ceilingReached: boolean }>;
  /** After the right password: a new device token for this browser and address. */
  rememberDevice(email: string): Promise<string>;
  /** The right password from this client: its own count starts over (the ceiling does not). */
  recordSuccess(email: string, client: string): Promise<void>;
  /** A password reset proved the mailbox: every count of the address starts over. */
  clearEmail(email: string): Promise<void>;
}

/**
 * The address is hashed: any address anyone types would otherwise sit in a side table for an
 * hour. The client's key extends the address's, so clearing the address finds them by prefix.
 */
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

function keysOf(email: string, client: string) {
  const address = `login-failures:${sha256(email)}`;
  return {
    address,
    client: `${address}:${clientKey(client)}`,
    // One attempt per delay past the ceiling; cleared with the address's counts.
    gate: `${address}:~gate`,
    clientsPrefix: `${address}:`,
  };
}

/** A known browser: kept as a shared counter's live window, found by address and token hash. */
const deviceKey = (email: string, token: string) =>
  `login-device:${sha256(email)}:${sha256(token)}`;

/**
 * The client as the limits count it: an IPv6 address by its /64 (one subscriber's network, which
 * hands its owner as many addresses as they like), anything else as it is.
 */
export function clientKey(ip: string): string {
  if (!ip.includes(':') || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [
          ...left,
          ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'),
          ...right,
        ];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export function createLoginThrottle(
  counters: SharedCounters,
  limits: LoginThrottleLimits,
): LoginThrottle {
  return {
    async retryAfterSeconds(email, client, device) {
      const keys = keysOf(email, client);
      const deviceAt = device && device.length <= 100 ? deviceKey(email, device) : undefined;
      const live = await counters.read(
        [keys.address, keys.client, keys.gate, deviceAt].filter((key) => key !== undefined),
      );
      const blockedUntil: number[] = [];
      const own = live.get(keys.client);
      if (own && own.count >= limits.perEmailAndClient.max) blockedUntil.push(own.resetsAt);
      const address = live.get(keys.address);
      const knownDevice = deviceAt !== undefined && live.has(deviceAt);
      const gate = live.get(keys.gate);
      if (address && address.count >= limits.perEmail.max && !knownDevice && gate)
        blockedUntil.push(gate.resetsAt);
      if (blockedUntil.length === 0) return 0;
      return Math.max(1, Math.ceil((Math.max(...blockedUntil) - counters.now()) / 1000));
    },
    async recordFailure(email, client) {
      const keys = keysOf(email, client);
      const [address] = await counters.hitEach([
        { key: keys.address, windowMs: limits.perEmail.windowMs },
        { key: keys.client, windowMs: limits.perEmailAndClient.windowMs },
      ]);
      const past = (address as CounterState).count - limits.perEmail.max;
      if (past >= 0) {
        const { firstDelayMs, maxDelayMs } = limits.beyondCeiling;
        const delayMs = Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(past, 20));
        // A new window only: the gate ends, then the next failure sets a longer one.
        await counters.clear([keys.gate]);
        await counters.hit(keys.gate, delayMs);
      }
      return { ceilingReached: past === 0 };
    },
    async rememberDevice(email) {
      const token = randomBytes(32).toString('base64url');
      await counters.hit(deviceKey(email, token), limits.deviceMs);
      return token;
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
