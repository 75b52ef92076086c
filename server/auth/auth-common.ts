import { addressOf } from "./account-address";
import { eq, sql } from "drizzle-orm";
import { tr } from "#core/messages.ts";
import { trimEnd } from "#core/text.ts";
import { normaliseEmail } from "#core/schemas.ts";
import type { Db } from "#server/db/client.ts";
import { users, type Role, type UserRow } from "#server/db/schema.ts";
import { log } from "#server/log.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { verifyPassword } from "./password";
import { accountLimitKey, addressLimitKeys, RATE_LIMITS, type RateLimiter } from "./rate-limit";
import { endAccountSessions } from "./sessions";
import { mailedTokens, voidAccountLinks, type MailedTokens } from "./user-tokens";
import { toSessionUser, type AuthOptions, type SessionUser, type Tx } from "./auth-types";

/**
 * What sign-in, the mailed proofs and the admins' tools share: the account by address,
 * ADMIN_EMAIL and what its proof does, a new password, the current password's check.
 */
export interface AuthCommon {
  db: Db;
  limiter: RateLimiter;
  options: AuthOptions;
  /** ADMIN_EMAIL as stored: trimmed, lower-case. */
  adminEmail: string | undefined;
  tokens: MailedTokens;
  /** ADMIN_EMAIL compared as stored: trimmed, lower-case. */
  isAdminAddress(email: string | null): boolean;
  /**
   * For refusing only (never for granting): the admin's mailbox however its domain ends, so an
   * address with the root's dot (boss@example.com.), which many mail servers deliver to the
   * admin, is refused too where a link was asked for before such addresses were (core/patterns.ts).
   */
  isAdminMailbox(email: string): boolean;
  findUser(email: string): Promise<UserRow | null>;
  /** The owner proved the address (reset link, Google): every address's wrong-password count is forgotten. */
  clearLoginThrottle(email: string): Promise<void>;
  /**
   * The throttle's key for (account, client address). It carries the account's epoch,
   * so clearing every address's counters at once (a successful reset, Google) is one
   * write: the next epoch's keys start from nothing, the old ones expire on their own.
   */
  loginThrottleKey(email: string, clientKey: string): Promise<string>;
  /**
   * Records that the owner proved the address (a mailed link or Google). ADMIN_EMAIL
   * becomes admin only here (or by the operator, upsertAdmin), and promotion never reaches
   * anything that existed before the proof (closeEarlierWaysIn). `passwordSetByProof`:
   * a reset link, whose new password the proven owner just chose. `googleSubject`: the
   * Google account that is the proof. The row is locked so that a concurrent
   * createSession waits and then sees the new role.
   */
  markVerified(
    tx: Tx,
    userId: number,
    proof?: { passwordSetByProof?: boolean; googleSubject?: string | null },
  ): Promise<SessionUser & { promoted: boolean }>;
  /**
   * A new password (reset link, 'Hesabım', or an admin made over an existing account):
   * every session of the account ends (but `keepSession`), every pending link of every
   * purpose dies (an address change asked for by someone who knew the old password must
   * not move the account after it), and the owner is told by mail.
   */
  replacePassword(
    tx: Tx,
    user: Pick<UserRow, "id" | "email">,
    passwordHash: string,
    options?: { keepSession?: string | null; mailText?: string },
  ): Promise<void>;
  /**
   * The current password of a signed-in account, checked before 'Hesabım' changes or
   * deletes anything. Attempts are capped per account (a stolen session cannot guess
   * the password to lock its owner out of the address).
   */
  checkCurrentPassword(
    userId: number,
    password: string,
  ): Promise<{ ok: true; user: UserRow } | { ok: false; code: "wrong-password" | "too-many-requests" | "no-password" }>;
}

/** An account's throttle epoch outlives any wrong-password count (LOGIN_THROTTLE.windowSeconds) by far. */
const LOGIN_EPOCH_SECONDS = 7 * 24 * 60 * 60;

export function createAuthCommon(db: Db, limiter: RateLimiter, options: AuthOptions): AuthCommon {
  const adminEmail = options.adminEmail?.trim().toLowerCase();
  const isAdminAddress = (email: string | null) =>
    Boolean(adminEmail) && email !== null && normaliseEmail(email) === adminEmail;
  return {
    db,
    limiter,
    options,
    adminEmail,
    tokens: mailedTokens(db),
    isAdminAddress,
    isAdminMailbox: (email) => isAdminAddress(trimEnd(normaliseEmail(email), ".")),
    async findUser(email) {
      const [user] = await db
        .select()
        .from(users)
        .where(eq(users.email, normaliseEmail(email)))
        .limit(1);
      return user ?? null;
    },
    async clearLoginThrottle(email) {
      await limiter.fail(addressLimitKeys.loginEpoch(email), LOGIN_EPOCH_SECONDS);
    },
    async loginThrottleKey(email, clientKey) {
      const epoch = (await limiter.failures(addressLimitKeys.loginEpoch(email), LOGIN_EPOCH_SECONDS))?.count ?? 0;
      return addressLimitKeys.loginFailures(email, epoch, clientKey);
    },
    markVerified: (tx, userId, proof) => markVerified(tx, userId, isAdminAddress, proof),
    replacePassword,
    async checkCurrentPassword(userId, password) {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user?.passwordHash) return { ok: false, code: "no-password" };
      if (!(await limiter.hit(accountLimitKey("account:password", userId), RATE_LIMITS.accountPasswordChecks)))
        return { ok: false, code: "too-many-requests" };
      if (!(await verifyPassword(password, user.passwordHash))) return { ok: false, code: "wrong-password" };
      return { ok: true, user };
    },
  };
}

/**
 * Closes every way into the account that existed before its address's owner (or the
 * operator) made it admin: whoever signed up with the address, chose its password,
 * linked a Google account to it before the address came to it, kept a session, or asked
 * for a link, may not be that owner. So every session and pending two-step login ends,
 * every mailed link of every purpose dies, the Google link goes (unless this very proof
 * was that Google account: `keepGoogleSubject`) and the password is cleared (unless this
 * very proof set it: `keepPassword`). The owner sets a password through a reset link
 * or signs in with Google.
 */
async function closeEarlierWaysIn(
  tx: Tx,
  userId: number,
  { keepPassword = false, keepGoogleSubject = null as string | null } = {},
) {
  const [current] = await tx
    .select({ googleSubject: users.googleSubject })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const dropGoogle = current?.googleSubject != null && current.googleSubject !== keepGoogleSubject;
  if (!keepPassword || dropGoogle) {
    await tx
      .update(users)
      .set({ ...(keepPassword ? {} : { passwordHash: null }), ...(dropGoogle ? { googleSubject: null } : {}) })
      .where(eq(users.id, userId));
  }
  await endAccountSessions(tx, userId);
  await voidAccountLinks(tx, userId);
}

/** AuthCommon.markVerified, with ADMIN_EMAIL's test. */
async function markVerified(
  tx: Tx,
  userId: number,
  isAdminAddress: (email: string | null) => boolean,
  { passwordSetByProof = false, googleSubject = null as string | null } = {},
) {
  const [current] = await tx.select().from(users).where(eq(users.id, userId)).for("update").limit(1);
  const promoted = isAdminAddress(current.email) && current.role !== "admin";
  if (promoted) {
    await closeEarlierWaysIn(tx, userId, { keepPassword: passwordSetByProof, keepGoogleSubject: googleSubject });
    log.info("ADMIN_EMAIL proven: account is admin; its earlier sessions, links, Google link and password are gone", {
      userId,
    });
  }
  const [user] = await tx
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      ...(promoted ? { role: "admin" as Role } : {}),
    })
    .where(eq(users.id, userId))
    .returning();
  return { ...toSessionUser(user), promoted };
}

/** AuthCommon.replacePassword. */
async function replacePassword(
  tx: Tx,
  user: Pick<UserRow, "id" | "email">,
  passwordHash: string,
  options: { keepSession?: string | null; mailText?: string } = {},
) {
  const { keepSession = null, mailText = tr.reset.changedMailText } = options;
  await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  await endAccountSessions(tx, user.id, keepSession);
  await voidAccountLinks(tx, user.id);
  await enqueueMail(tx, { to: addressOf(user), subject: tr.reset.changedMailSubject, text: mailText });
}
