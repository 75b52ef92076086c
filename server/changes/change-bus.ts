import { randomUUID } from "node:crypto";
import { log } from "#server/log.ts";

/**
 * How every instance learns that public content changed, so each can empty its
 * caches at once (docs/product.md: an admin's change is visible on the next request).
 *
 * One process alone needs nothing more than a function call; several instances
 * share PostgreSQL's LISTEN/NOTIFY or, when REDIS_URL is set, Redis pub/sub.
 */
export interface ChangeBus {
  readonly kind: "local" | "postgres" | "redis";
  /**
   * Tells every instance, this one first and synchronously, that content changed.
   * Shared buses resolve once this instance has heard its own message back: the
   * server hands it to every listener at that same moment, so by the time the
   * admin's answer leaves, the other instances have it in hand (a few ms at most).
   */
  publish(): Promise<void>;
  /**
   * `listener` runs on every change, and also whenever changes may have been
   * missed (the bus lost its connection): a listener must treat both alike.
   */
  subscribe(listener: () => void): () => void;
  /** Whether the shared connection is up (always true for the local bus). */
  healthy(): boolean;
  close(): Promise<void>;
}

/** The listeners of one instance, shared by every implementation. */
export function createListeners() {
  const listeners = new Set<() => void>();
  return {
    add(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    fire() {
      for (const listener of listeners) listener();
    },
  };
}

/** The bus of a single process (the embedded PGlite belongs to one process anyway). */
export function createLocalChangeBus(): ChangeBus {
  const listeners = createListeners();
  return {
    kind: "local",
    publish: async () => listeners.fire(),
    subscribe: listeners.add,
    healthy: () => true,
    close: async () => {},
  };
}

/** How long a publisher waits to hear its own message back before it answers anyway. */
export const ECHO_TIMEOUT_MS = 2000;

/**
 * The part the shared buses have in common: each message carries a random id so
 * the publisher recognises its own echo (and does not empty its cache twice).
 */
export function createEchoTracker() {
  const waiting = new Map<string, () => void>();
  return {
    /** A fresh id and a promise that settles when it comes back (or after the timeout). */
    expect(): { id: string; heard: Promise<void> } {
      const id = randomUUID();
      const heard = new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve();
        }, ECHO_TIMEOUT_MS);
        timer.unref();
        waiting.set(id, () => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve();
        });
      });
      return { id, heard };
    },
    /** True when `id` is one of ours (and settles its wait). */
    isOwn(id: string): boolean {
      const settle = waiting.get(id);
      settle?.();
      return settle !== undefined;
    },
    /** Settles every wait (the bus is closing or lost its connection). */
    releaseAll() {
      for (const settle of [...waiting.values()]) settle();
    },
  };
}

/**
 * `publish()` of a shared bus: this instance's listeners run at once, then `send`
 * carries a fresh id to every instance; resolves when our own copy comes back.
 */
export async function publishShared(
  listeners: ReturnType<typeof createListeners>,
  echoes: ReturnType<typeof createEchoTracker>,
  send: (id: string) => Promise<unknown>,
): Promise<void> {
  listeners.fire();
  const { id, heard } = echoes.expect();
  try {
    await send(id);
  } catch (error) {
    // The change itself is stored; other instances fall back on their cache's time limit.
    log.warn("could not tell other instances about a change", { error });
    echoes.isOwn(id);
  }
  await heard;
}
