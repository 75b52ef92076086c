import { and, eq, gt, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { pendingLogins, sessions } from "#server/db/schema.ts";
import { hashToken } from "./tokens";

export const SESSION_DAYS = 30;
/** A session unused this long ends before its 30 days (a pupil who forgot to log out on a school computer). */
export const SESSION_IDLE_DAYS = 7;

/**
 * The one rule for "this session can still sign in": before its 30 days are up and used
 * within the last 7. Signing in reads it, and so does every list of sessions ('Hesabım',
 * the export, the users page), so nobody is shown a session that no longer opens anything;
 * the hourly purge deletes the sessions it refuses.
 */
export function sessionIsAlive(): SQL {
  return and(
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.lastSeenAt, sql`now() - make_interval(days => ${SESSION_IDLE_DAYS})`),
  )!;
}

/**
 * The one place that ends an account's sessions: all of them, or all but `keep` (the
 * browser making the change), and with them every pending two-step login of the account.
 * A pending login is a session waiting for its code: whatever ends sessions (a new
 * password or address, the admin, disabling, a two-step reset) must not leave one that a
 * code finishes a few minutes later. `runner`: the database or the caller's transaction.
 */
export async function endAccountSessions(
  runner: Pick<Db, "delete">,
  userId: number,
  keep: string | null = null,
): Promise<number> {
  await runner.delete(pendingLogins).where(eq(pendingLogins.userId, userId));
  const ended = await runner
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ...(keep ? [ne(sessions.idHash, hashToken(keep))] : [])))
    .returning({ id: sessions.idHash });
  return ended.length;
}
