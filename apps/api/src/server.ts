import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { closeGracefully } from './http/graceful-shutdown';
import { webDistFolder } from './paths';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const started = performance.now();
  const webDist = config.env === 'production' ? webDistFolder() : undefined;
  const app = await buildApp(config, { webDist });

  let closing = false;
  const shutdown = async (signal: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
    // The last resort if closing itself hangs: 10 s with the default 8 s grace.
    const timer = setTimeout(() => process.exit(1), config.shutdownGraceMs + 2_000);
    timer.unref();
    try {
      await closeGracefully(app, config.shutdownGraceMs);
      process.exit(exitCode);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // A bug that escaped every handler: Node would end the process at once, cutting every user's
  // request and every running job. It is logged, and the process leaves the way SIGTERM makes
  // it (requests finish, jobs go back to the queue), to be restarted by its supervisor.
  for (const event of ['unhandledRejection', 'uncaughtException'] as const) {
    process.on(event, (error: unknown) => {
      app.log.fatal({ err: error }, `${event}: shutting down`);
      void shutdown(event, 1);
    });
  }

  // Node's default accept queue (511) overflows when hundreds of clients connect at once while
  // the process is busy; the kernel then drops their SYNs and they retry only 1–3 s later.
  // The kernel caps this at net.core.somaxconn.
  const address = await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  app.log.info(
    {
      address,
      appUrl: config.appUrl,
      startupMs: Math.round(performance.now() - started),
      database: app.database.kind,
      mail: app.mailer.kind,
      classifier: app.classifier.name,
      webApp: webDist ?? 'not served (dev: run the Vite dev server)',
    },
    `Trusty is up: open ${config.appUrl}`,
  );
}

void main();
