import fs from "node:fs/promises";
import path from "node:path";
import { and, inArray, isNotNull, isNull, lt, not, or, sql } from "drizzle-orm";
import { sessionIsAlive } from "./auth/sessions";
import { purgeEndedSchoolYears } from "./classes/class-pupils";
import type { Db } from "./db/client";
import {
  googleFlows,
  openings,
  reviewLog,
  outbox,
  pendingLogins,
  rateLimits,
  sessions,
  subscribers,
  twoStep,
  userTokens,
} from "./db/schema";
import { isNotFound } from "./fs-errors";
import { CONFIRM_LIFETIME_DAYS } from "./newsletter/newsletter-service";
import { REVIEW_LOG_DAYS } from "./review/review-service";
import { log } from "./log";

/** Sent (or given-up) mails stay this long, for "did my mail leave?" questions, then go. */
export const SENT_MAIL_DAYS = 30;
/** .eml files of the no-SMTP fallback: long enough to open the link, not a mail archive. */
export const MAIL_FILE_DAYS = 7;
/** Daily openings of entries: the dashboard shows 30 days; three months is room for a comparison, not a history. */
export const OPENING_DAYS = 90;
const DAY_MS = 86_400_000;
/** A two-step set-up not confirmed within this long is abandoned: its secret goes (a later visit draws a new one). */
export const UNCONFIRMED_TWO_STEP_HOURS = 1;

export interface Purged {
  sessions: number;
  userTokens: number;
  rateLimits: number;
  googleFlows: number;
  /** Admins' logins that waited for a code and were never finished (5 minutes). */
  pendingLogins: number;
  outbox: number;
  /** Newsletter sign-ups never confirmed within their link's lifetime: no consent, so not kept. */
  unconfirmedSubscribers: number;
  /** Two-step set-ups never confirmed: a secret nobody uses. */
  unconfirmedTwoStep: number;
  mailFiles: number;
  openingDays: number;
  /** Review ids older than REVIEW_LOG_DAYS: a device sends again within days; the grades go with them. */
  reviewLog: number;
}

/**
 * Deletes what nobody may use any more (docs/operations.md, "Retention"): sessions
 * past their end or idle too long, used or expired mailed tokens, finished rate-limit
 * windows, abandoned Google sign-ins, mails sent or given up a month ago, newsletter
 * sign-ups whose confirmation link ran out unused, two-step set-ups left unconfirmed for
 * an hour, and old .eml files. Each is a plain DELETE of rows already dead, so instances running it at the
 * same time only find less to do.
 */
export async function purgeExpired(db: Db, { mailDir }: { mailDir?: string } = {}): Promise<Purged> {
  const now = sql`now()`;
  const count = (rows: unknown[]) => rows.length;
  return {
    sessions: count(await db.delete(sessions).where(not(sessionIsAlive())).returning({ id: sessions.idHash })),
    userTokens: count(
      await db
        .delete(userTokens)
        .where(or(isNotNull(userTokens.usedAt), lt(userTokens.expiresAt, now)))
        .returning({ id: userTokens.tokenHash }),
    ),
    rateLimits: count(await db.delete(rateLimits).where(lt(rateLimits.resetAt, now)).returning({ id: rateLimits.key })),
    googleFlows: count(
      await db.delete(googleFlows).where(lt(googleFlows.expiresAt, now)).returning({ id: googleFlows.idHash }),
    ),
    pendingLogins: count(
      await db.delete(pendingLogins).where(lt(pendingLogins.expiresAt, now)).returning({ id: pendingLogins.idHash }),
    ),
    outbox: count(
      await db
        .delete(outbox)
        .where(
          and(
            inArray(outbox.status, ["sent", "failed"]),
            lt(
              sql`coalesce(${outbox.sentAt}, ${outbox.createdAt})`,
              sql`now() - make_interval(days => ${SENT_MAIL_DAYS})`,
            ),
          ),
        )
        .returning({ id: outbox.id }),
    ),
    unconfirmedSubscribers: count(
      await db
        .delete(subscribers)
        .where(
          and(
            isNull(subscribers.confirmedAt),
            lt(
              sql`coalesce(${subscribers.confirmSentAt}, ${subscribers.createdAt})`,
              sql`now() - make_interval(days => ${CONFIRM_LIFETIME_DAYS})`,
            ),
          ),
        )
        .returning({ id: subscribers.id }),
    ),
    unconfirmedTwoStep: count(
      await db
        .delete(twoStep)
        .where(
          and(
            isNull(twoStep.enabledAt),
            lt(twoStep.createdAt, sql`now() - make_interval(hours => ${UNCONFIRMED_TWO_STEP_HOURS})`),
          ),
        )
        .returning({ id: twoStep.userId }),
    ),
    mailFiles: mailDir ? await pruneMailFiles(mailDir) : 0,
    openingDays: count(
      await db
        .delete(openings)
        .where(lt(openings.day, sql`current_date - ${OPENING_DAYS}::integer`))
        .returning({ id: openings.contentId }),
    ),
    reviewLog: count(
      await db
        .delete(reviewLog)
        .where(lt(reviewLog.reviewedAt, sql`now() - make_interval(days => ${REVIEW_LOG_DAYS})`))
        .returning({ id: reviewLog.clientId }),
    ),
  };
}

/** .eml files older than MAIL_FILE_DAYS; nothing else in the folder is touched. */
async function pruneMailFiles(dir: string): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if (isNotFound(error)) return 0;
    throw error;
  }
  const cutoff = Date.now() - MAIL_FILE_DAYS * DAY_MS;
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith(".eml")) continue;
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile() || stat.mtimeMs >= cutoff) continue;
    // Another instance sharing the folder may have removed it first.
    await fs.rm(file, { force: true });
    removed++;
  }
  return removed;
}

export interface RetentionJob {
  /** Stops the schedule and waits for a run under way (the database closes next). */
  stop(): Promise<void>;
}

/** purgeExpired a minute after start, then hourly; a failed run is logged and retried at the next. */
export function startRetention(
  db: Db,
  options: { mailDir?: string; intervalMs?: number; firstRunMs?: number } = {},
): RetentionJob {
  const { intervalMs = 3_600_000, firstRunMs = 60_000 } = options;
  let current: Promise<void> | null = null;
  const purge = async () => {
    try {
      const purged = await purgeExpired(db, options);
      // Class pupils of a finished school year (the parent's letter promises it; docs/decisions/0066).
      const endedSchoolYears = await purgeEndedSchoolYears(db);
      if (Object.values(purged).some((n) => n > 0) || endedSchoolYears > 0)
        log.info("expired data purged", { ...purged, endedSchoolYears });
    } catch (error) {
      log.warn("retention purge failed; retried next hour", { error });
    } finally {
      current = null;
    }
  };
  const run = () => {
    current ??= purge();
  };
  const first = setTimeout(run, firstRunMs);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await current;
    },
  };
}
