import { log } from "./log";

export interface BackgroundWorker {
  /** Runs one pass now; resolves with what it did (e.g. how many items it handled). */
  runOnce(): Promise<number>;
  /** Asks for a pass soon, without waiting for it (new work has arrived). */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * A pass that runs on a timer and when woken, never twice at once in this process:
 * a call during a pass waits for it and then runs again, so nothing woken is missed.
 * (Several processes are kept apart by the pass itself, with leases in the database.)
 */
/** `intervalMs` null: no timer, the passes run only when asked for. */
export function startBackgroundWorker(
  name: string,
  pass: () => Promise<number>,
  { intervalMs }: { intervalMs: number | null },
): BackgroundWorker {
  let running: Promise<number> | null = null;
  let stopped = false;

  function runOnce(): Promise<number> {
    const previous = running ?? Promise.resolve(0);
    const next = previous.then(pass, pass).finally(() => {
      if (running === next) running = null;
    });
    running = next;
    return next;
  }

  function wake() {
    if (!stopped) runOnce().catch((error) => log.error(`${name} pass failed`, { error }));
  }

  const timer = intervalMs === null ? undefined : setInterval(wake, intervalMs);
  timer?.unref();

  return {
    runOnce,
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}
