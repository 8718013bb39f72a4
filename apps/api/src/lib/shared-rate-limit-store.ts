import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { CounterState, SharedCounters } from './shared-counters';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type Answer = { current: number; ttl: number };

/** What @fastify/rate-limit passes to `child`: the route's merged limit options. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * Limits at least this high are counted in batches of a tenth: a busy route (categorize, 60 a
 * minute per account) then costs a database statement every few calls instead of every call.
 * The low limits of the auth calls (5 to 20) count every hit.
 */
export const BATCH_FROM_MAX = 30;
export const batchSizeFor = (max: number): number =>
  max >= BATCH_FROM_MAX ? Math.floor(max / 10) : 1;

/** Hits this instance has reserved on a key and not yet used. */
interface Allowance {
  resetsAt: number;
  /** The window's count that the next reserved hit stands for. */
  next: number;
  /** The last count reserved that is still within the limit. */
  last: number;
  /** The limit is reached in this window: answer refusals without asking again. */
  exhausted: boolean;
}

const MAX_RESERVATIONS_PER_CALL = 100;

/** Keys kept before ended allowances are dropped. */
const PRUNE_ABOVE = 10_000;

/**
 * @fastify/rate-limit's store, counting in the database every instance shares instead of in
 * this process (decision 021). The plugin keeps doing everything else (keys, allow lists,
 * headers, the 429 body). Like its in-memory store, each route counts apart: a route's child
 * store prefixes its keys with the route.
 *
 * A high limit is reserved a batch at a time (`batchSizeFor`): the window's count goes up by the
 * batch, and this instance answers the next hits from it. One instance counts exactly; with
 * several, a batch another one reserved and has not used yet counts too, so an account may be
 * refused up to (batch − 1) calls early per other instance: never later.
 */
export function sharedRateLimitStore(counters: SharedCounters): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    private readonly allowances = new Map<string, Allowance>();
    private readonly reserving = new Map<string, Promise<void>>();

    constructor(_options: unknown, prefix = 'global') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const scoped = `${this.prefix}:${key}`;
      const batch = batchSizeFor(max);
      const answer =
        batch === 1
          ? counters.hit(scoped, timeWindow).then(toAnswer)
          : this.take(scoped, timeWindow, max, batch);
      answer.then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    read(key: string, callback: Callback): void {
      const scoped = `${this.prefix}:${key}`;
      counters.read([scoped]).then(
        (states) => {
          const state = states.get(scoped);
          callback(null, state ? toAnswer(state) : { current: 0, ttl: 0 });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      const route = (options as ChildOptions).routeInfo ?? {};
      const method = [route.method ?? ''].flat().join(',');
      return new SharedRateLimitStore(undefined, `route:${method} ${route.url ?? ''}`);
    }

    private async take(key: string, windowMs: number, max: number, batch: number): Promise<Answer> {
      // Each reservation serves its waiters in the order they came or marks the limit reached, so
      // this ends; the bound only guards against a clock that keeps jumping past the window.
      for (let attempt = 0; attempt < MAX_RESERVATIONS_PER_CALL; attempt++) {
        const now = counters.now();
        const allowance = this.allowances.get(key);
        if (allowance && allowance.resetsAt > now) {
          const ttl = allowance.resetsAt - now;
          if (allowance.next <= allowance.last) {
            allowance.next += 1;
            return { current: allowance.next - 1, ttl };
          }
          if (allowance.exhausted) return { current: max + 1, ttl };
        }
        // Calls arriving while a batch is reserved wait for it rather than reserve their own.
        let reservation = this.reserving.get(key);
        if (!reservation) {
          reservation = this.reserve(key, windowMs, max, batch).finally(() =>
            this.reserving.delete(key),
          );
          this.reserving.set(key, reservation);
        }
        await reservation;
      }
      // Out of patience: count this one hit on its own.
      return toAnswer(await counters.hit(key, windowMs));
    }

    private async reserve(key: string, windowMs: number, max: number, batch: number) {
      const state = await counters.hit(key, windowMs, batch);
      const first = state.count - batch + 1;
      if (this.allowances.size >= PRUNE_ABOVE) {
        const now = counters.now();
        for (const [k, allowance] of this.allowances)
          if (allowance.resetsAt <= now) this.allowances.delete(k);
      }
      this.allowances.set(key, {
        resetsAt: state.resetsAt,
        next: first,
        last: Math.min(state.count, max),
        exhausted: state.count >= max,
      });
    }
  }

  function toAnswer(state: CounterState): Answer {
    return { current: state.count, ttl: Math.max(0, state.resetsAt - counters.now()) };
  }

  return SharedRateLimitStore;
}
