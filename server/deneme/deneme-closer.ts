import { startBackgroundWorker, type BackgroundWorker } from "#server/background-worker.ts";
import type { Db } from "#server/db/client.ts";
import { finishAllExpired } from "./deneme-common";

/** How often open attempts whose time ran out are looked for: a minute after its end, a sitting nobody read is scored. */
export const DENEME_CLOSER_INTERVAL_MS = 60_000;

/**
 * Finishes, in the background, the deneme attempts whose time ran out and that nobody has read
 * since (decision 0132): the pupil closed the page, and neither they, their parent nor their
 * teacher opened anything that finishes it (decision 0128). Each goes through the same finishing
 * step as a read, so it is scored and its homework recorded at its end, once, however many
 * instances and reads race. Every instance runs it; the losers of a race change nothing.
 */
export function startDenemeCloser(db: Db, intervalMs: number | null = DENEME_CLOSER_INTERVAL_MS): BackgroundWorker {
  return startBackgroundWorker("deneme closer", () => finishAllExpired(db), { intervalMs });
}
