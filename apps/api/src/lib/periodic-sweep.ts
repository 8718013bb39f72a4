import type { FastifyInstance } from 'fastify';

/**
 * Runs `sweep` when the app is ready and then every `everyMs`, one run at a time in this process
 * (other processes must be kept apart by the sweep itself, e.g. row locks). A failure is logged,
 * never thrown; a run under way finishes before the app's later close hooks (mailer, database).
 */
export function registerPeriodicSweep(
  app: FastifyInstance,
  label: string,
  everyMs: number,
  sweep: () => Promise<unknown>,
): void {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= sweep()
      .then(
        () => {},
        (error: unknown) => app.log.error({ err: error }, `${label} failed`),
      )
      .finally(() => {
        running = undefined;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
