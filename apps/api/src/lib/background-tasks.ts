/** What a background task needs to report a failure; a pino logger fits. */
export interface TaskLog {
  error(details: object, message: string): void;
}

export interface BackgroundTasks {
  /** Starts `task` without making the caller wait; a failure is logged, never thrown. */
  run(label: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far has settled (call before closing what they use). */
  drain(): Promise<void>;
}

export function createBackgroundTasks(log: TaskLog): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(label, task) {
      const settled = Promise.resolve()
        .then(task)
        .then(
          () => {},
          (error: unknown) =>
            log.error({ err: error, task: label }, `background task failed: ${label}`),
        )
        .finally(() => pending.delete(settled));
      pending.add(settled);
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
