import { loggableMessage } from '#src/server/db/loggable-error.ts';

/**
 * Runs `task` soon after start, then every `everyMs`, never two at once; a failure is logged and
 * the next run tries again. Unref'd timers never hold the process open; `stop` waits for a run.
 */
export function startPeriodic(
  name: string,
  task: () => Promise<unknown>,
  options: { firstMs: number; everyMs: number; log: { warn(details: object, message: string): void } },
): { stop(): Promise<void> } {
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running) return;
    running = task()
      .catch((error: unknown) => options.log.warn({ error: loggableMessage(error) }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, options.firstMs);
  const every = setInterval(run, options.everyMs);
  first.unref();
  every.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
