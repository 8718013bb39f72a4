import { availableParallelism } from 'node:os';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Unset: http://localhost:$PORT, so a server started on another port links to itself. */
  APP_URL: optionalText.pipe(z.string().url().optional()),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.string().url().optional()),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  SMTP_URL: optionalText.pipe(z.string().url().optional()),
  MAIL_FROM: z.string().min(3).default('Trusty <no-reply@trusty.local>'),
  CONTACT_INBOX: z.string().email().default('team@trusty.local'),
  CONTACT_MAIL_ATTEMPTS: z.coerce.number().int().min(1).max(30).default(10),
  CONTACT_MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: optionalText.pipe(z.string().url().optional()),
  CLASSIFIER: z.enum(['local', 'llm']).default('local'),
  LLM_BASE_URL: optionalText.pipe(z.string().url().optional()),
  LLM_API_KEY: optionalText,
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  REQUIRE_EMAIL_VERIFICATION: bool(true),
  SIGNUP_CREDITS: z.coerce.number().int().min(0).max(1_000_000).default(100),
  RESULT_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMITS: bool(true),
  TRUST_PROXY: optionalText,
  SPREADSHEET_WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  SPREADSHEET_JOB_SECONDS: z.coerce.number().positive().max(3600).default(60),
  SPREADSHEET_WORKER_NICE: z.coerce.number().int().min(0).max(19).default(10),
  ROLE: z.enum(['web', 'worker', 'all']).default('all'),
  SPREADSHEET_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
  QUEUE_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  QUEUE_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  QUEUE_HEARTBEAT_SECONDS: z.coerce.number().min(0.1).max(600).default(5),
  UPLOAD_WAIT_SECONDS: z.coerce.number().min(0.1).max(3600).default(300),
  OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(200),
  OVERLOAD_DB_QUEUE: z.coerce.number().int().min(0).max(100_000).default(100),
  OVERLOAD_QUEUE_MS: z.coerce.number().int().min(0).max(60_000).default(100),
  OVERLOAD_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(2),
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(16, 'must be at least 16 characters (it guards the metrics)').optional(),
  ),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(3600).default(8),
  BENCH_REFERENCE_ROUTE: bool(false),
  WEBHOOK_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  WEBHOOK_RETRIES: z.coerce.number().int().min(0).max(20).default(8),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).default(10),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: bool(false),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  appUrl: string;
  /**
   * The outbox logs its links only where nobody else reads the log: in development, or when
   * APP_URL is unset (the embedded defaults a newcomer starts with, served at localhost). A
   * deployment sets APP_URL to its public origin (cookie-authenticated changes need it).
   */
  outboxLogsLinks: boolean;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL only: statement_timeout and the wait for a connection (a frozen server fails fast). */
  databaseTimeouts: { statementMs: number; acquireMs: number };
  smtpUrl?: string;
  mailFrom: string;
  contactInbox: string;
  /** Sends of a contact message in all (the first included), and the first wait between them. */
  contactMail: { attempts: number; retryDelaySeconds: number };
  stripe?: { secretKey: string; webhookSecret: string; apiUrl?: string };
  classifier: 'local' | 'llm';
  llm?: { baseUrl?: string; apiKey: string; model: string };
  requireEmailVerification: boolean;
  signupCredits: number;
  resultTtlHours: number;
  logLevel: Env['LOG_LEVEL'];
  /** Off only in tests that exercise something else hundreds of times. */
  rateLimits: boolean;
  /** Fastify's trustProxy: which proxies may set X-Forwarded-For (rate limits key on the client IP). */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Threads that read and write workbooks, and the time they may spend on one upload. */
  spreadsheet: { workers: number; jobBudgetMs: number; workerNice: number };
  /** web: answers requests and queues uploads; worker: runs queued uploads; all: both. */
  role: 'web' | 'worker' | 'all';
  /** The spreadsheet job queue (pg-boss, decision 024). */
  queue: {
    /** The backstop: a job still running after this long is failed and retried by pg-boss. */
    jobTimeoutSeconds: number;
    /** How often pg-boss looks for such jobs. */
    maintenanceSeconds: number;
    pollSeconds: number;
    /** Workers touch their jobs this often; a job untouched for 4× as long is retried elsewhere. */
    heartbeatSeconds: number;
    /** The longest an upload request waits for its job before answering 202 (see Results). */
    uploadWaitMs: number;
  };
  /**
   * Load shedding: past either bound a request is answered 503 with Retry-After at once instead
   * of queueing for seconds; 0 turns a bound off.
   */
  overload: {
    /** Mean event-loop delay over the last sample window, in ms. */
    eventLoopDelayMs: number;
    /** Database work waiting its turn: pg clients waiting for a pool connection, PGlite queries queued. */
    dbQueue: number;
    /** API requests in flight, counted in the time they take to serve (off with dbQueue too). */
    queueMs: number;
    retryAfterSeconds: number;
    /** How often the event-loop delay is sampled (not an env variable; tests shorten it). */
    sampleIntervalMs: number;
  };
  /** Bearer token of GET /api/v1/metrics; unset, the route does not exist. */
  metricsToken?: string;
  /** On SIGTERM, how long in-flight requests (and the uploads they carry) may take to finish. */
  shutdownGraceMs: number;
  /** Registers POST /api/v1/bench/reference for `npm run bench:http` only. */
  benchReferenceRoute: boolean;
  /** Announcements of finished spreadsheet jobs (decision 026). */
  webhooks: {
    /** http targets as well as https: outside production only. */
    allowHttp: boolean;
    /** Private and loopback targets: a test receiver on this machine; never in production. */
    allowPrivate: boolean;
    /** The first retry's delay; each later one doubles it (pg-boss retryBackoff). */
    retryDelaySeconds: number;
    retryLimit: number;
    timeoutMs: number;
  };
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    // A hop count: trust that many proxies in front of the app.
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

export class ConfigError extends Error {}

/** Rules between variables, checked on the raw values so they are reported with the rest. */
function crossVariableIssues(source: NodeJS.ProcessEnv): string[] {
  const set = (name: string) => Boolean(source[name]?.trim());
  const issues: string[] = [];
  if (source.CLASSIFIER?.trim() === 'llm' && !set('LLM_API_KEY')) {
    issues.push('  LLM_API_KEY: is required when CLASSIFIER=llm');
  }
  if (set('STRIPE_SECRET_KEY') && !set('STRIPE_WEBHOOK_SECRET')) {
    issues.push('  STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set');
  }
  if (
    source.NODE_ENV?.trim() === 'production' &&
    ['true', '1', 'yes'].includes(source.WEBHOOK_ALLOW_PRIVATE_TARGETS?.trim() ?? '')
  )
    issues.push(
      '  WEBHOOK_ALLOW_PRIVATE_TARGETS: is for tests only and cannot be set in production',
    );
  return issues;
}

/** Parses the environment once; every bad variable is named in one message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  const lines = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)),
    ...crossVariableIssues(source),
  ];
  if (!parsed.success || lines.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    outboxLogsLinks: env.NODE_ENV === 'development' || env.APP_URL === undefined,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    databaseTimeouts: {
      statementMs: env.DB_STATEMENT_TIMEOUT_MS,
      acquireMs: env.DB_ACQUIRE_TIMEOUT_MS,
    },
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    contactInbox: env.CONTACT_INBOX,
    contactMail: {
      attempts: env.CONTACT_MAIL_ATTEMPTS,
      retryDelaySeconds: env.CONTACT_MAIL_RETRY_SECONDS,
    },
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
          apiUrl: env.STRIPE_API_URL,
        }
      : undefined,
    classifier: env.CLASSIFIER,
    llm: env.LLM_API_KEY
      ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL }
      : undefined,
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
    signupCredits: env.SIGNUP_CREDITS,
    resultTtlHours: env.RESULT_TTL_HOURS,
    logLevel: env.LOG_LEVEL,
    rateLimits: env.RATE_LIMITS,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    spreadsheet: {
      // One core stays with the main thread, which answers every request and classifies names.
      workers: env.SPREADSHEET_WORKERS ?? Math.max(1, availableParallelism() - 1),
      jobBudgetMs: env.SPREADSHEET_JOB_SECONDS * 1000,
      workerNice: env.SPREADSHEET_WORKER_NICE,
    },
    role: env.ROLE,
    queue: {
      // Past the threads' budget, a job still classifies and stores its rows: room to spare.
      jobTimeoutSeconds:
        env.SPREADSHEET_JOB_TIMEOUT_SECONDS ?? Math.max(600, 5 * env.SPREADSHEET_JOB_SECONDS),
      maintenanceSeconds: env.QUEUE_MAINTENANCE_SECONDS,
      pollSeconds: env.QUEUE_POLL_SECONDS,
      heartbeatSeconds: env.QUEUE_HEARTBEAT_SECONDS,
      uploadWaitMs: env.UPLOAD_WAIT_SECONDS * 1000,
    },
    overload: {
      eventLoopDelayMs: env.OVERLOAD_EVENT_LOOP_DELAY_MS,
      dbQueue: env.OVERLOAD_DB_QUEUE,
      queueMs: env.OVERLOAD_QUEUE_MS,
      retryAfterSeconds: env.OVERLOAD_RETRY_AFTER_SECONDS,
      sampleIntervalMs: 250,
    },
    metricsToken: env.METRICS_TOKEN,
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    benchReferenceRoute: env.BENCH_REFERENCE_ROUTE,
    webhooks: {
      allowHttp: env.NODE_ENV !== 'production',
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
      retryDelaySeconds: env.WEBHOOK_RETRY_SECONDS,
      retryLimit: env.WEBHOOK_RETRIES,
      timeoutMs: env.WEBHOOK_TIMEOUT_SECONDS * 1000,
    },
  };
}
