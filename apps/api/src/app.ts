import type { Writable } from 'node:stream';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { isDatabaseUnavailable } from './db/availability';
import { openDatabase, type Database, type Db } from './db/client';
import { benchReferenceRoute } from './http/bench-reference-route';
import { registerErrorHandling } from './http/error-handler';
import { healthRoutes } from './http/health-routes';
import { openApiPlugin, openApiRoute } from './http/openapi';
import { trackInFlight } from './http/in-flight';
import { overloadGuard } from './http/overload';
import { plainTextInput } from './http/plain-text-input';
import { sameOriginWrites } from './http/same-origin';
import { backgroundJobs } from './lib/background-jobs';
import { SharedCounters } from './lib/shared-counters';
import { sharedRateLimitStore } from './lib/shared-rate-limit-store';
import { createAppMetrics, type AppMetrics } from './infra/metrics/app-metrics';
import { metricsRoutes } from './infra/metrics/metrics-routes';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './infra/mail/mailer';
import { createClassifier, type Classifier } from './infra/classifier';
import { createPaymentProvider } from './infra/payments/create-payment-provider';
import type { PaymentProvider } from './infra/payments/types';
import { apiKeyRoutes } from './modules/api-keys/routes';
import { authContextPlugin } from './modules/auth/guards';
import { authRoutes } from './modules/auth/routes';
import { localCheckoutUrl } from './modules/billing/local-checkout-routes';
import { billingRoutes } from './modules/billing/routes';
import { classifyRoutes } from './modules/classify/routes';
import { contactRoutes } from './modules/contact/routes';
import { applyRoutes } from './modules/excel/apply-routes';
import { excelRoutes } from './modules/excel/routes';
import { insightsRoutes } from './modules/insights/routes';
import { resultsRoutes } from './modules/results/routes';
import { rulesRoutes } from './modules/rules/routes';
import { spreadsheetWork } from './modules/excel/spreadsheet-work';
import { statsRoutes } from './modules/stats/routes';
import { webhookDeliveries } from './modules/webhooks/deliveries';
import { webhookRoutes } from './modules/webhooks/routes';
import { migrationsFolder } from './paths';
import { serveWebApp } from './web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    mailer: Mailer;
    classifier: Classifier;
    payments: PaymentProvider;
    metrics: AppMetrics;
    /** Limits every instance on the database counts together (decision 021). */
    sharedCounters: SharedCounters;
  }
}

export interface BuildOptions {
  /** An open database (tests share one per file); otherwise opened from config and migrated. */
  database?: Database;
  /** Replaces the mailer chosen from config. */
  mailer?: Mailer;
  /** Replaces the payment provider chosen from config. */
  payments?: PaymentProvider;
  /** Where logs go (tests capture them); stdout otherwise. */
  logStream?: Writable;
  /** Built web app to serve with SPA fallback (production). */
  webDist?: string;
}

/** Everything a secret can hide in; pino replaces these with [Redacted]. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.token',
  '*.confirmPassword',
  '*.apiKey',
  '*.secretKey',
  '*.secret',
];

/** Anything shaped like an API key, wherever it appears in a logged URL (decision 026). */
const API_KEY_IN_TEXT = /trusty_[0-9A-Za-z]{20,}/g;

/**
 * Fastify's request serializer, with API keys cut out of the URL: a client that puts its key in a
 * query string must not find it in our logs (the Authorization header is redacted above).
 */
const logSerializers = {
  req(request: {
    method: string;
    url: string;
    hostname?: string;
    ip?: string;
    socket?: { remotePort?: number };
  }) {
    return {
      method: request.method,
      url: request.url.replace(API_KEY_IN_TEXT, 'trusty_[Redacted]'),
      host: request.hostname,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

/** Ended windows cost only space (a key's next hit reuses its row); a few minutes is plenty. */
const RATE_COUNTER_SWEEP_SECONDS = 5 * 60;

/** Response security headers: a strict Content-Security-Policy for the app's own pages. */
const SECURITY_HEADERS = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      // Served over plain http on localhost by default; upgrading would break that.
      'upgrade-insecure-requests': null,
    },
  },
};

/** Every route of the API, under /api/v1. */
function apiRoutes(config: Config) {
  return async (api: FastifyInstance) => {
    // Probes arrive every few seconds from each balancer: a request log line apiece would
    // drown the rest; a failing readiness check still logs its warning.
    await api.register(healthRoutes, { prefix: '/health', logLevel: 'warn' });
    await api.register(openApiRoute);
    await api.register(authRoutes, { prefix: '/auth' });
    await api.register(apiKeyRoutes, { prefix: '/api-keys' });
    await api.register(webhookRoutes, { prefix: '/api-keys/webhook' });
    await api.register(statsRoutes, { prefix: '/tbm' });
    await api.register(classifyRoutes, { prefix: '/tbm' });
    await api.register(webhookDeliveries);
    await api.register(spreadsheetWork);
    await api.register(excelRoutes, { prefix: '/tbm/excel' });
    await api.register(applyRoutes, { prefix: '/results' });
    await api.register(resultsRoutes, { prefix: '/results' });
    await api.register(rulesRoutes, { prefix: '/rules' });
    await api.register(insightsRoutes);
    await api.register(billingRoutes, { prefix: '/subscription' });
    await api.register(contactRoutes, { prefix: '/contact' });
    if (config.metricsToken)
      await api.register(metricsRoutes, { prefix: '/metrics', token: config.metricsToken });
    if (config.benchReferenceRoute) await api.register(benchReferenceRoute, { prefix: '/bench' });
  };
}

export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  // In production a log line must not block the request loop on a slow stdout (a pipe to a
  // collector): written asynchronously; pino flushes what is pending when the process exits.
  const logStream =
    options.logStream ??
    (config.env === 'production' ? pino.destination({ sync: false }) : undefined);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
      serializers: logSerializers,
      ...(logStream ? { stream: logStream } : {}),
    },
    // JSON bodies are small everywhere; uploads and webhooks set their own limits.
    bodyLimit: 100 * 1024,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      migrationsFolder: migrationsFolder(),
      statementTimeoutMs: config.databaseTimeouts.statementMs,
      acquireTimeoutMs: config.databaseTimeouts.acquireMs,
      // An outage (or a failover) ends every idle connection; the pool opens new ones, and
      // requests meanwhile answer 503 and readiness says so: a warning, not an error each.
      onPoolError: (error) =>
        isDatabaseUnavailable(error)
          ? app.log.warn({ err: error }, 'idle database connection lost')
          : app.log.error({ err: error }, 'idle database connection failed'),
    }));
  if (!options.database) await database.migrate();

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('sharedCounters', new SharedCounters(database.db));
  app.decorate(
    'mailer',
    options.mailer ??
      (config.smtpUrl
        ? createSmtpMailer(config.smtpUrl, config.mailFrom)
        : createOutboxMailer(database.db, app.log, { logLinks: config.outboxLogsLinks })),
  );
  if (!options.mailer && !config.smtpUrl && config.env === 'production')
    app.log.warn(
      config.outboxLogsLinks
        ? `SMTP_URL is not set: mail is not sent but kept in the database (outbox_messages), and its links are logged because APP_URL is not set (a local evaluation at ${config.appUrl}); set APP_URL and SMTP_URL to run it for real`
        : 'SMTP_URL is not set: mail is not sent but kept in the database (outbox_messages), and its links are not logged; set SMTP_URL to send it',
    );
  app.decorate('classifier', createClassifier(config, { db: database.db, log: app.log }));
  app.decorate<PaymentProvider>(
    'payments',
    options.payments ??
      createPaymentProvider(config, {
        log: app.log,
        localCheckoutUrl,
      }),
  );

  const metrics = createAppMetrics({ enabled: Boolean(config.metricsToken), database });
  app.decorate('metrics', metrics);
  if (metrics.enabled) {
    app.addHook('onResponse', async (request, reply) => {
      // The route pattern, never the raw URL: one series per route, whatever the ids in it.
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });
  }

  app.addHook('onClose', async () => {
    await app.mailer.close();
    if (!options.database) await database.close();
  });

  // Sweeps and retried jobs on pg-boss; it stops them before anything they use closes.
  await app.register(backgroundJobs);

  await app.register(helmet, SECURITY_HEADERS);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    // Counted in the database, so that several instances do not each allow a limit's worth.
    store: sharedRateLimitStore(app.sharedCounters),
    // Tests of other behaviour may switch limits off; the rate-limit tests keep them on.
    ...(config.rateLimits ? {} : { allowList: () => true }),
  });
  app.backgroundJobs.schedule('rate counter sweep', RATE_COUNTER_SWEEP_SECONDS, () =>
    app.sharedCounters.sweep(),
  );
  registerErrorHandling(app, { spaFallback: Boolean(options.webDist) });
  trackInFlight(app);
  // Before the session lookup, so a refused request costs no database work.
  await app.register(overloadGuard, {
    overload: config.overload,
    database,
    exempt: new Set(['/api/v1/health', '/api/v1/health/', '/api/v1/metrics', '/api/v1/metrics/']),
    onShed: (reason) => metrics.countShed(reason),
  });
  await app.register(sameOriginWrites);
  await app.register(plainTextInput);
  await app.register(authContextPlugin);
  // Before the routes: it documents each as it is added.
  await app.register(openApiPlugin);

  await app.register(apiRoutes(config), { prefix: '/api/v1' });

  if (options.webDist) await serveWebApp(app, options.webDist);
  return app;
}
