import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client';
import type { OverloadReason } from '../../http/overload';
import { creditsChargedTotal } from './usage-counters';

export interface SpreadsheetJobStats {
  /** Uploads being read, classified or written now. */
  running: number;
  /** Uploads accepted and waiting for a slot. */
  waiting: number;
  /** Worker threads alive (busy or idle). */
  threads: number;
}

/** What the app reports; a no-op when no METRICS_TOKEN is set, so nothing is measured for nobody. */
export interface AppMetrics {
  readonly enabled: boolean;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  countShed(reason: OverloadReason): void;
  /** A request made with an API key: by the key's scope and the answer's status, never the key. */
  countApiKeyRequest(scope: string, route: string, status: number): void;
  /** The excel module hands over its limiter and pool here (they live inside its plugin). */
  observeSpreadsheetJobs(read: () => SpreadsheetJobStats): void;
  /** The shared job queue's jobs by state, counted on the database at each scrape. */
  observeSpreadsheetQueue(read: () => Promise<Record<string, number>>): void;
  /** The Prometheus text exposition of everything above. */
  render(): Promise<string>;
  readonly contentType: string;
}

const disabled: AppMetrics = {
  enabled: false,
  observeRequest: () => {},
  countShed: () => {},
  countApiKeyRequest: () => {},
  observeSpreadsheetJobs: () => {},
  observeSpreadsheetQueue: () => {},
  render: async () => '',
  contentType: 'text/plain',
};

/** How long a scrape waits for the queue's counts from the database before using the last ones. */
const QUEUE_COUNT_WAIT_MS = 250;

/** Request latency buckets (seconds): the targets sit at 20, 50 and 250 ms. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The database's load: work waiting its turn, and the PostgreSQL pool's connections. */
function databaseGauges(registry: Registry, database: Database): void {
  new Gauge({
    name: 'trusty_db_waiting',
    help: 'Database work waiting its turn (pg: callers waiting for a connection; PGlite: queued calls)',
    registers: [registry],
    collect() {
      this.set(database.load().waiting);
    },
  });
  new Gauge({
    name: 'trusty_db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on PGlite)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { connections } = database.load();
      if (!connections) return;
      this.set({ state: 'total' }, connections.total);
      this.set({ state: 'idle' }, connections.idle);
      this.set({ state: 'busy' }, connections.total - connections.idle);
    },
  });
}

/** Where the spreadsheet gauges read from, set once the job runner and the queue exist. */
interface SpreadsheetSources {
  readJobs?: () => SpreadsheetJobStats;
  readQueue?: () => Promise<Record<string, number>>;
}

/** Spreadsheet uploads in this instance, in the shared queue, and the worker threads alive. */
function spreadsheetGauges(registry: Registry): SpreadsheetSources {
  const sources: SpreadsheetSources = {};
  new Gauge({
    name: 'trusty_spreadsheet_jobs',
    help: 'Spreadsheet uploads in this instance by state',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const jobs = sources.readJobs?.();
      this.set({ state: 'running' }, jobs?.running ?? 0);
      this.set({ state: 'waiting' }, jobs?.waiting ?? 0);
    },
  });
  let queueCounts: Record<string, number> = {};
  let counting: Promise<void> | undefined;
  new Gauge({
    name: 'trusty_spreadsheet_queue_jobs',
    help: 'Spreadsheet jobs in the queue every instance shares, by state (created and retry are waiting)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      if (!sources.readQueue) return;
      // A scrape must answer while the database is saturated: one count at a time, waited for
      // briefly; past that the last count is reported.
      counting ??= sources
        .readQueue()
        .then((counts) => void (queueCounts = counts))
        .catch(() => {})
        .finally(() => (counting = undefined));
      await Promise.race([
        counting,
        new Promise((resolve) => setTimeout(resolve, QUEUE_COUNT_WAIT_MS)),
      ]);
      for (const [state, count] of Object.entries(queueCounts)) this.set({ state }, count);
    },
  });
  new Gauge({
    name: 'trusty_spreadsheet_threads',
    help: 'Worker threads that read and write workbooks, alive now',
    registers: [registry],
    collect() {
      this.set(sources.readJobs?.().threads ?? 0);
    },
  });
  return sources;
}

export function createAppMetrics(options: { enabled: boolean; database: Database }): AppMetrics {
  if (!options.enabled) return disabled;
  const { database } = options;
  // One registry per app (tests build several in a process); default metrics bring event-loop
  // lag (nodejs_eventloop_lag_*), heap, RSS, CPU and GC.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'trusty_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status: count gives the rate, buckets the latency',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const shed = new Counter({
    name: 'trusty_overload_rejections_total',
    help: 'Requests answered 503 at once because the process or its database was overloaded',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const keyRequests = new Counter({
    name: 'trusty_api_key_requests_total',
    help: 'Requests authenticated with an API key, by the key scope, route pattern and status',
    labelNames: ['scope', 'route', 'status'] as const,
    registers: [registry],
  });
  databaseGauges(registry, database);
  const spreadsheets = spreadsheetGauges(registry);
  new Counter({
    name: 'trusty_credits_charged_total',
    help: 'Credits charged for usage (analyses and spreadsheet rows) by this process',
    registers: [registry],
    collect() {
      // A counter cannot be set; it is rebuilt from the process-wide total at each scrape.
      this.reset();
      this.inc(creditsChargedTotal());
    },
  });

  return {
    enabled: true,
    observeRequest(method, route, status, seconds) {
      requests.observe({ method, route, status: String(status) }, seconds);
    },
    countShed(reason) {
      shed.inc({ reason });
    },
    countApiKeyRequest(scope, route, status) {
      keyRequests.inc({ scope, route, status: String(status) });
    },
    observeSpreadsheetJobs(read) {
      spreadsheets.readJobs = read;
    },
    observeSpreadsheetQueue(read) {
      spreadsheets.readQueue = read;
    },
    render: () => registry.metrics(),
    contentType: registry.contentType,
  };
}
