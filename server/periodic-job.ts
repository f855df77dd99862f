import type { Logger } from "~/modules/logging/logger.server";

export type BackgroundJob = { stop(): Promise<void> };

/**
 * Runs `run` a while after start, then at an interval, one pass at a time.
 * Timers are unref'd (they never keep the process alive); a failed pass is
 * logged, never thrown. Every job is safe to run on several instances at
 * once (each records what it did in the database before it acts).
 */
export function startPeriodicJob(options: {
  name: string;
  run: () => Promise<unknown>;
  logger: Logger;
  firstRunMs: number;
  intervalMs: number;
}): BackgroundJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = () => {
    if (stopped || running) return;
    running = options
      .run()
      .then(() => undefined)
      .catch((error: unknown) => {
        options.logger.error({ err: error }, `${options.name} failed`);
      })
      .finally(() => {
        running = null;
      });
  };
  let interval: NodeJS.Timeout | null = null;
  const first = setTimeout(() => {
    pass();
    interval = setInterval(pass, options.intervalMs);
    interval.unref();
  }, options.firstRunMs);
  first.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      if (interval) clearInterval(interval);
      await running;
    },
  };
}
