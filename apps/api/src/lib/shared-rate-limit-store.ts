import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedCounters } from './shared-counters';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** What @fastify/rate-limit passes to `child`: the route's merged limit options. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's store, counting in the database every instance shares instead of in
 * this process (decision 021). The plugin keeps doing everything else (keys, allow lists,
 * headers, the 429 body). Like its in-memory store, each route counts apart: a route's child
 * store prefixes its keys with the route.
 */
export function sharedRateLimitStore(counters: SharedCounters): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options: unknown, prefix = 'global') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      counters.hit(`${this.prefix}:${key}`, timeWindow).then(
        ({ count, resetsAt }) =>
          callback(null, { current: count, ttl: Math.max(0, resetsAt - counters.now()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    read(key: string, callback: Callback): void {
      const scoped = `${this.prefix}:${key}`;
      counters.read([scoped]).then(
        (states) => {
          const state = states.get(scoped);
          callback(null, {
            current: state?.count ?? 0,
            ttl: state ? Math.max(0, state.resetsAt - counters.now()) : 0,
          });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      const route = (options as ChildOptions).routeInfo ?? {};
      const method = [route.method ?? ''].flat().join(',');
      return new SharedRateLimitStore(undefined, `route:${method} ${route.url ?? ''}`);
    }
  }
  return SharedRateLimitStore;
}
