import { addressOf } from "./account-address";
import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { tr } from "#core/messages.ts";
import { deviceLabel } from "#core/device.ts";
import { trimEnd } from "#core/text.ts";
import { adminPasswordProblem, normaliseEmail, type EmailChangeInput, type LoginInput, type PasswordChangeInput, type SignupInput } from "#core/schemas.ts";
import type { Db } from "#server/db/client.ts";
import { classMembers, sessions, userTokens, users, type Role, type UserRow } from "#server/db/schema.ts";
import { log } from "#server/log.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from "./password";
import { createKnownAccounts } from "./known-accounts";
import { accountLimitKey, addressLimitKeys, atMost, LOGIN_THROTTLE, loginDelayMs, RATE_LIMITS, waitsAfter, type RateLimiter } from "./rate-limit";
import { endAccountSessions, SESSION_DAYS, sessionIsAlive } from "./sessions";
import { hashToken, newToken } from "./tokens";
import { mailedTokens, voidAccountLinks } from "./user-tokens";
import { addressIsProven } from "#server/account/erase.ts";

const HOUR = 60 * 60 * 1000;
/** How recent a sign-in must be to stand in for the password of an account that has none (Google only). */
export const FRESH_SIGN_IN_MINUTES = 10;
/** An account's throttle epoch outlives any wrong-password count (LOGIN_THROTTLE.windowSeconds) by far. */
const LOGIN_EPOCH_SECONDS = 7 * 24 * 60 * 60;

/** What pages know of the signed-in user. */
export interface SessionUser {
  id: number;
  /** Null for a class pupil, who has no address (issue 34). */
  email: string | null;
  role: Role;
  /** A class pupil's name in the class (class_members.display_name), shown where others see an address; absent otherwise. */
  name?: string | null;
}

/** A class pupil's account (issue 34): no address, so nothing that needs one (a mail, a password, a Google link) is for it. */
export const isClassPupil = (user: { email: string | null }): boolean => user.email === null;


export type LoginError = "user-not-found" | "wrong-password" | "user-disabled" | "too-many-requests";
export type SignupError = "email-already-in-use" | "too-many-requests" | "operation-not-allowed";
export type GoogleError = "account-exists-with-different-credential" | "user-disabled" | "unverified-email";
/** Why the verification link's button proved nothing (docs/decisions/0059). */
export type VerifyError = "invalid-link" | "password-needed" | "wrong-password" | "too-many-requests";
/**
 * What the verification page needs before its button: "ready" when pressing it is proof
 * enough, "password" when the presser must show they own the account, "invalid" for a dead link.
 */
export type VerifyProof = "ready" | "password" | "invalid";
type Result<E> = { ok: true; user: SessionUser } | { ok: false; code: E };
/** An admin made by the command line or the setup page; `existed`: the address already had an account. */
export type AdminResult = SessionUser & { existed: boolean };

/** A sign-in checked against the account as it was, which changed (e.g. became admin) before its session was stored. */
export class SessionRefusedError extends Error {
  constructor() {
    super("the account changed while signing in; no session was created");
  }
}

/** A query runner: the database or an open transaction. */
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface AuthOptions {
  adminEmail?: string;
  /** Set SIGNUPS=closed to stop new password accounts (SPEC.md's operation-not-allowed). */
  signupsOpen?: boolean;
}

const toSessionUser = (u: Pick<UserRow, "id" | "email" | "role">): SessionUser => ({ id: u.id, email: u.email, role: u.role });

export function createAuthService(db: Db, limiter: RateLimiter, options: AuthOptions = {}) {
  const adminEmail = options.adminEmail?.trim().toLowerCase();
  /** LOGIN_THROTTLE's waits after 0, 1, … wrong passwords, as take() reads them. */
  const loginWaits = waitsAfter((failures) => loginDelayMs(failures, limiter.multiplier));
  /** RATE_LIMITS.loginPerAddress as take() reads it: failed log-ins only (decision 0093). */
  const addressLoginRule = RATE_LIMITS.loginPerAddress;
  const addressLoginTries = atMost(Math.max(1, Math.floor(addressLoginRule.limit * limiter.multiplier)));
  const knownAccounts = createKnownAccounts(limiter);
  /**
   * This instance's log-ins at the address's cap, by address key: tries being taken, tries taken
   * and not yet settled (given back or kept as a failure), and log-ins waiting. A try is taken
   * before the hash, so a class's 40 right passwords sent together hold 40 tries until their
   * hashes are done: a log-in the cap refuses while some are in flight here waits for one to
   * settle and asks again, instead of being refused for classmates' passwords that will prove
   * right (decision 0093). Only when nothing is in flight here is a refusal final.
   */
  const inFlight = new Map<string, { taking: number; held: number; wake: (() => void)[] }>();
  const wakeAll = (state: { wake: (() => void)[] }) => state.wake.splice(0).forEach((wake) => wake());

  /** Takes the address's try, waiting behind this instance's unsettled ones; the returned call settles it (null: refused). */
  async function takeAddressTry(addressKey: string): Promise<(() => void) | null> {
    const state = inFlight.get(addressKey) ?? { taking: 0, held: 0, wake: [] };
    inFlight.set(addressKey, state);
    const idle = () => state.taking === 0 && state.held === 0;
    const drop = () => {
      if (idle() && state.wake.length === 0 && inFlight.get(addressKey) === state) inFlight.delete(addressKey);
    };
    for (;;) {
      state.taking++;
      const taken = await limiter.take(addressKey, addressLoginRule.windowSeconds, addressLoginTries).finally(() => state.taking--);
      if (taken.ok) {
        state.held++;
        return () => {
          state.held--;
          wakeAll(state);
          drop();
        };
      }
      if (idle()) {
        // The last one in flight: those waiting for it decide again.
        wakeAll(state);
        drop();
        return null;
      }
      await new Promise<void>((resolve) => state.wake.push(resolve));
    }
  }

  const { issueToken, consumeToken, isTokenValid, voidTokens, tokenHolder } = mailedTokens(db);
  /** ADMIN_EMAIL compared as stored: trimmed, lower-case. */
  const isAdminAddress = (email: string | null) => Boolean(adminEmail) && email !== null && normaliseEmail(email) === adminEmail;
  /**
   * For refusing only (never for granting): the admin's mailbox however its domain ends, so an
   * address with the root's dot (boss@example.com.), which many mail servers deliver to the
   * admin, is refused too where a link was asked for before such addresses were (core/patterns.ts).
   */
  const isAdminMailbox = (email: string) => isAdminAddress(trimEnd(normaliseEmail(email), "."));

  async function findUser(email: string) {
    const [user] = await db.select().from(users).where(eq(users.email, normaliseEmail(email))).limit(1);
    return user ?? null;
  }

  /**
   * The throttle's key for (account, client address). It carries the account's epoch,
   * so clearing every address's counters at once (a successful reset, Google) is one
   * write: the next epoch's keys start from nothing, the old ones expire on their own.
   */
  async function loginThrottleKey(email: string, clientKey: string): Promise<string> {
    const epoch = (await limiter.failures(addressLimitKeys.loginEpoch(email), LOGIN_EPOCH_SECONDS))?.count ?? 0;
    return addressLimitKeys.loginFailures(email, epoch, clientKey);
  }

  /** The owner proved the address (reset link, Google): every address's wrong-password count is forgotten. */
  async function clearLoginThrottle(email: string): Promise<void> {
    await limiter.fail(addressLimitKeys.loginEpoch(email), LOGIN_EPOCH_SECONDS);
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
  async function closeEarlierWaysIn(tx: Tx, userId: number, { keepPassword = false, keepGoogleSubject = null as string | null } = {}) {
    const [current] = await tx.select({ googleSubject: users.googleSubject }).from(users).where(eq(users.id, userId)).limit(1);
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

  /**
   * Records that the owner proved the address (a mailed link or Google). ADMIN_EMAIL
   * becomes admin only here (or by the operator, upsertAdmin), and promotion never reaches
   * anything that existed before the proof (closeEarlierWaysIn). `passwordSetByProof`:
   * a reset link, whose new password the proven owner just chose. `googleSubject`: the
   * Google account that is the proof. The row is locked so that a concurrent
   * createSession waits and then sees the new role.
   */
  async function markVerified(tx: Tx, userId: number, { passwordSetByProof = false, googleSubject = null as string | null } = {}) {
    const [current] = await tx.select().from(users).where(eq(users.id, userId)).for("update").limit(1);
    const promoted = isAdminAddress(current.email) && current.role !== "admin";
    if (promoted) {
      await closeEarlierWaysIn(tx, userId, { keepPassword: passwordSetByProof, keepGoogleSubject: googleSubject });
      log.info("ADMIN_EMAIL proven: account is admin; its earlier sessions, links, Google link and password are gone", { userId });
    }
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, ...(promoted ? { role: "admin" as Role } : {}) })
      .where(eq(users.id, userId))
      .returning();
    return { ...toSessionUser(user), promoted };
  }

  /**
   * A new password (reset link, 'Hesabım', or an admin made over an existing account):
   * every session of the account ends (but `keepSession`), every pending link of every
   * purpose dies (an address change asked for by someone who knew the old password must
   * not move the account after it), and the owner is told by mail.
   */
  async function replacePassword(tx: Tx, user: Pick<UserRow, "id" | "email">, passwordHash: string, options: { keepSession?: string | null; mailText?: string } = {}) {
    const { keepSession = null, mailText = tr.reset.changedMailText } = options;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await endAccountSessions(tx, user.id, keepSession);
    await voidAccountLinks(tx, user.id);
    await enqueueMail(tx, { to: addressOf(user), subject: tr.reset.changedMailSubject, text: mailText });
  }

  /**
   * The current password of a signed-in account, checked before 'Hesabım' changes or
   * deletes anything. Attempts are capped per account (a stolen session cannot guess
   * the password to lock its owner out of the address).
   */
  async function checkCurrentPassword(userId: number, password: string): Promise<{ ok: true; user: UserRow } | { ok: false; code: "wrong-password" | "too-many-requests" | "no-password" }> {
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user?.passwordHash) return { ok: false, code: "no-password" };
    if (!(await limiter.hit(accountLimitKey("account:password", userId), RATE_LIMITS.accountPasswordChecks))) return { ok: false, code: "too-many-requests" };
    if (!(await verifyPassword(password, user.passwordHash))) return { ok: false, code: "wrong-password" };
    return { ok: true, user };
  }



  /** The session's user, unless it is past 30 days, idle for 7, or the account is disabled. */
  async function userForSession(token: string): Promise<SessionUser | null> {
    const idHash = hashToken(token);
    const [row] = await db
      .select({ id: users.id, email: users.email, role: users.role, name: classMembers.displayName, stale: sql<boolean>`${sessions.lastSeenAt} < now() - interval '1 hour'` })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      // A class pupil's name in its own class (an account with an address has no class_id: no row).
      .leftJoin(classMembers, and(eq(classMembers.userId, users.id), eq(classMembers.classId, users.classId)))
      .where(
        and(eq(sessions.idHash, idHash), sessionIsAlive(), isNull(users.disabledAt)),
      )
      .limit(1);
    if (!row) return null;
    // Written at most hourly, so that reading pages does not write on every request.
    if (row.stale) await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.idHash, idHash));
    return row.name === null ? toSessionUser(row) : { ...toSessionUser(row), name: row.name };
  }

  /**
   * Whether pressing the verification link's button is proof enough that the address is
   * the account's (docs/decisions/0059). The mail reaches the address's owner, but anyone
   * may have signed up with that address and chosen the password: proving it for such an
   * account would hand him what is kept under the address (export, deletion). So the
   * presser must be the account's owner too: a live session of the very account (signed
   * up and opened the mail on the same device), else its password ("password"). Needing
   * nothing more: ADMIN_EMAIL (its proof closes every earlier way in, closeEarlierWaysIn),
   * an account without a password (only Google made it) and one already proven.
   */
  async function verifyProofOf(token: string, currentSession: string | null): Promise<{ state: VerifyProof; userId: number | null }> {
    const userId = await tokenHolder(token, "verify");
    const [user] = userId === null ? [] : await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) return { state: "invalid", userId: null };
    if (isAdminAddress(user.email) || !user.passwordHash || addressIsProven(user)) return { state: "ready", userId: user.id };
    const sessionUser = currentSession ? await userForSession(currentSession) : null;
    return { state: sessionUser?.id === user.id ? "ready" : "password", userId: user.id };
  }

  /** The verification page's GET: which form it shows (see verifyProofOf). */
  async function verifyProof(token: string, currentSession: string | null): Promise<VerifyProof> {
    return (await verifyProofOf(token, currentSession)).state;
  }

  return {
    async signup(input: SignupInput, clientKey: string, verifyUrl: (token: string) => string): Promise<Result<SignupError>> {
      if (options.signupsOpen === false) return { ok: false, code: "operation-not-allowed" };
      if (!(await limiter.hit(`signup:${clientKey}`, RATE_LIMITS.signupPerAddress))) return { ok: false, code: "too-many-requests" };
      if (await findUser(input.email)) return { ok: false, code: "email-already-in-use" };
      const passwordHash = await hashPassword(input.password, clientKey);
      const created = await db.transaction(async (tx) => {
        const [user] = await tx.insert(users).values({ email: normaliseEmail(input.email), passwordHash }).onConflictDoNothing().returning();
        if (!user) return null;
        const token = await issueToken("verify", user.id, tx);
        await enqueueMail(tx, {
          to: addressOf(user),
          subject: "Merdiven e-posta doğrulama",
          text: `Merhaba,\n\nMerdiven'e hoş geldiniz! E-posta adresinizi doğrulamak için bu bağlantıyı açın:\n\n${verifyUrl(token)}\n\nBu hesabı siz açmadıysanız bu e-postayı yok sayabilirsiniz.\n\nMerdiven`,
        });
        return user;
      });
      if (!created) return { ok: false, code: "email-already-in-use" };
      // Made from here and signed in at once: known at the address as a log-in would make it (decision 0093).
      await knownAccounts.mark(created.id, clientKey);
      return { ok: true, user: toSessionUser(created) };
    },

    /**
     * Wrong passwords slow down only the address they come from (LOGIN_THROTTLE): a
     * stranger guessing from elsewhere cannot lock the owner out, and each address
     * pays growing waits; all attempts from one address are capped as well. The try is
     * taken before the hash (docs/decisions/0089): passwords sent together are counted one
     * by one, so the fourth waits even when all arrive in the same instant; a right
     * password forgets the count, a disabled account's gives its try back.
     *
     * The address's cap counts failed log-ins only (decision 0093): its try is taken before the
     * hash too and given back when the password was right, so a class logging in together from
     * the school's one address spends nothing. Past it, an account known at the address (a right
     * log-in from there in the last 30 days) is still checked under its own throttle; any other
     * is refused unchecked, so one pupil's wrong posts never lock a classmate out.
     */
    async login(input: LoginInput, clientKey: string): Promise<Result<LoginError>> {
      const addressKey = `login:address:${clientKey}`;
      const user = await findUser(input.email);
      const throttleKey = await loginThrottleKey(input.email, clientKey);
      // Past the cap (a refused take writes nothing), an account known here is still checked, under its own throttle.
      const settle = await takeAddressTry(addressKey);
      if (!settle && !(user !== null && (await knownAccounts.has(user.id, clientKey)))) return { ok: false, code: "too-many-requests" };
      let checked = false;
      try {
        if (!(await limiter.take(throttleKey, LOGIN_THROTTLE.windowSeconds, loginWaits)).ok) {
          // Unchecked: no failure of the address's.
          if (settle) await limiter.release(addressKey);
          return { ok: false, code: "too-many-requests" };
        }
        // The client's lane in the hash slots: its own burst waits behind itself, not in front of others.
        checked = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash, clientKey) : (await burnPasswordCheck(input.password, clientKey), false);
        // A right password is no failure of the address's.
        if (settle && user && checked) await limiter.release(addressKey);
      } finally {
        settle?.();
      }
      // A Google-only account has no password: for the pupil this is a wrong password, not a missing account.
      if (!user || !checked) return { ok: false, code: user ? "wrong-password" : "user-not-found" };
      if (user.disabledAt) {
        await limiter.release(throttleKey);
        return { ok: false, code: "user-disabled" };
      }
      await limiter.reset(throttleKey);
      await knownAccounts.mark(user.id, clientKey);
      // Hashes made with weaker parameters than today's are replaced while the password is at hand.
      if (needsRehash(user.passwordHash!)) {
        await db.update(users).set({ passwordHash: await hashPassword(input.password, clientKey) }).where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash!)));
      }
      return { ok: true, user: toSessionUser(user) };
    },

    /**
     * A fresh random session id for every log-in (rotation); the database keeps only its hash.
     * `replaces`: the browser's previous session, which ends. `role`: the role the sign-in
     * was checked against; if the account changed since (e.g. its owner's proof just made
     * it admin), no session is created (SessionRefusedError).
     */
    async createSession(userId: number, options: { role?: Role; replaces?: string | null; userAgent?: string | null } = {}): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * HOUR);
      await db.transaction(async (tx) => {
        if (options.role) {
          const [same] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.role, options.role))).for("share").limit(1);
          if (!same) throw new SessionRefusedError();
        }
        if (options.replaces) await tx.delete(sessions).where(eq(sessions.idHash, hashToken(options.replaces)));
        await tx.insert(sessions).values({ idHash: hashToken(token), userId, expiresAt, device: deviceLabel(options.userAgent) });
      });
      return { token, expiresAt };
    },

    userForSession,

    async logout(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
    },

    /**
     * Mails a single-use link valid for one hour. Unknown addresses get the same
     * answer (no way to probe who has an account), and no mail.
     */
    async requestPasswordReset(email: string, clientKey: string, resetUrl: (token: string) => string): Promise<"sent" | "too-many-requests"> {
      const addressOk = await limiter.hit(`reset:address:${clientKey}`, RATE_LIMITS.resetPerAddress);
      const accountOk = await limiter.hit(addressLimitKeys.resetPerAccount(email), RATE_LIMITS.resetPerAccount);
      if (!addressOk || !accountOk) return "too-many-requests";
      const user = await findUser(email);
      if (!user || user.disabledAt) return "sent";
      await db.transaction(async (tx) => {
        const token = await issueToken("reset", user.id, tx);
        await enqueueMail(tx, {
          to: addressOf(user),
          subject: "Merdiven şifre sıfırlama",
          text: `Merhaba,\n\nŞifrenizi sıfırlamak için bu bağlantıyı açın (bir saat geçerlidir, bir kez kullanılabilir):\n\n${resetUrl(token)}\n\nBu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; şifreniz değişmez.\n\nMerdiven`,
        });
      });
      return "sent";
    },

    /** Whether a mailed link is still good, without using it (pages show it on GET; only a POST acts). */
    isTokenValid,
    isResetTokenValid: (token: string) => isTokenValid(token, "reset"),

    /**
     * Sets the new password: every session ends, the account's other reset links die, the
     * owner gets a notice. Using the mailed link proves the address too (ADMIN_EMAIL is
     * promoted here, keeping this password: the proven owner just chose it).
     */
    async resetPassword(token: string, password: string): Promise<"changed" | "invalid-link" | "admin-password-too-short"> {
      // An admin's account (or ADMIN_EMAIL's, which the link promotes) needs an admin's password;
      // a too short one leaves the link usable for a second try.
      const [holder] = await db
        .select({ email: users.email, role: users.role })
        .from(userTokens)
        .innerJoin(users, eq(users.id, userTokens.userId))
        .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.purpose, "reset")))
        .limit(1);
      if (holder && (holder.role === "admin" || holder.email === adminEmail) && adminPasswordProblem(password)) return "admin-password-too-short";
      const row = await consumeToken(token, "reset");
      if (!row?.userId) return "invalid-link";
      const userId = row.userId;
      const passwordHash = await hashPassword(password);
      let email = "";
      await db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update").limit(1);
        await replacePassword(tx, user, passwordHash);
        await markVerified(tx, userId, { passwordSetByProof: true });
        email = addressOf(user);
      });
      await clearLoginThrottle(email);
      return "changed";
    },

    verifyProof,

    /**
     * The verification link, used by its page's POST: `promoted` when this made ADMIN_EMAIL
     * admin. The mail proves only that the presser reads the address; that the address is
     * this account's also needs its owner (verifyProof): a live session of the account
     * (`currentSession`) or its password, checked and throttled as on 'Hesabım'. Until
     * then the link stays usable and nothing changes.
     */
    async verifyEmail(
      token: string,
      proof: { currentSession?: string | null; password?: string | null } = {},
    ): Promise<{ ok: true; user: SessionUser & { promoted: boolean } } | { ok: false; code: VerifyError }> {
      const { state, userId } = await verifyProofOf(token, proof.currentSession ?? null);
      if (state === "invalid" || userId === null) return { ok: false, code: "invalid-link" };
      if (state === "password") {
        if (!proof.password) return { ok: false, code: "password-needed" };
        const checked = await checkCurrentPassword(userId, proof.password);
        if (!checked.ok) return { ok: false, code: checked.code === "no-password" ? "password-needed" : checked.code };
      }
      const row = await consumeToken(token, "verify");
      if (!row?.userId) return { ok: false, code: "invalid-link" };
      const holder = row.userId;
      return { ok: true, user: await db.transaction((tx) => markVerified(tx, holder)) };
    },

    /** Google has proven the address: sign in, link, or create the account. */
    async googleLogin(claims: { sub: string; email: string; emailVerified: boolean }): Promise<Result<GoogleError>> {
      const email = normaliseEmail(claims.email);
      if (!claims.emailVerified) return { ok: false, code: "unverified-email" };
      const [bySubject] = await db.select().from(users).where(eq(users.googleSubject, claims.sub)).limit(1);
      let user = bySubject ?? (await findUser(email));
      if (user && !bySubject) {
        // An e-mail that already has a password account is not silently taken over.
        if (user.passwordHash) return { ok: false, code: "account-exists-with-different-credential" };
        [user] = await db.update(users).set({ googleSubject: claims.sub }).where(eq(users.id, user.id)).returning();
      }
      if (!user) [user] = await db.insert(users).values({ email, googleSubject: claims.sub }).returning();
      if (user.disabledAt) return { ok: false, code: "user-disabled" };
      // Google proves its own address only: an account linked to it that now has another
      // address (it moved before moves dropped the Google link) signs in, but proves nothing.
      if (user.email !== email) return { ok: true, user: toSessionUser(user) };
      const userId = user.id;
      await clearLoginThrottle(user.email);
      return { ok: true, user: toSessionUser(await db.transaction((tx) => markVerified(tx, userId, { googleSubject: claims.sub }))) };
    },

    checkCurrentPassword,

    /**
     * Proof that the person at this session is the owner, before a change that a stolen
     * session must not make (switching two-step on would let a thief lock the owner out
     * with the thief's phone): the current password, or for an account without one (Google
     * only) a session started within FRESH_SIGN_IN_MINUTES; otherwise "sign-in-again".
     */
    async confirmIdentity(userId: number, password: string | null, currentSession: string | null): Promise<"confirmed" | "wrong-password" | "too-many-requests" | "sign-in-again"> {
      const checked = await checkCurrentPassword(userId, password ?? "");
      if (checked.ok) return "confirmed";
      if (checked.code !== "no-password") return checked.code;
      if (!currentSession) return "sign-in-again";
      const [fresh] = await db
        .select({ id: sessions.idHash })
        .from(sessions)
        .where(
          and(eq(sessions.idHash, hashToken(currentSession)), eq(sessions.userId, userId), gt(sessions.createdAt, sql`now() - make_interval(mins => ${FRESH_SIGN_IN_MINUTES})`)),
        )
        .limit(1);
      return fresh ? "confirmed" : "sign-in-again";
    },

    /**
     * 'Hesabım' → 'Şifreyi değiştir': the current password first; then every other
     * session ends (this browser's stays), reset links die, and the owner is told.
     */
    async changePassword(
      user: SessionUser,
      input: PasswordChangeInput,
      currentSession: string | null,
    ): Promise<"changed" | "wrong-password" | "too-many-requests" | "no-password" | "admin-password-too-short" | "class-pupil"> {
      if (isClassPupil(user)) return "class-pupil";
      const checked = await checkCurrentPassword(user.id, input.currentPassword);
      if (!checked.ok) return checked.code;
      if (checked.user.role === "admin" && adminPasswordProblem(input.password)) return "admin-password-too-short";
      const passwordHash = await hashPassword(input.password);
      await db.transaction((tx) => replacePassword(tx, checked.user, passwordHash, { keepSession: currentSession, mailText: tr.myAccount.passwordMailText }));
      return "changed";
    },

    /**
     * 'Hesabım' → 'E-posta adresini değiştir': nothing changes yet; a link goes to the
     * new address (only the latest link works) and its owner's button makes the change.
     * An account without a password signs in with Google, whose address it keeps.
     */
    async requestEmailChange(
      user: SessionUser,
      input: EmailChangeInput,
      linkUrl: (token: string) => string,
    ): Promise<"sent" | "same-address" | "admin-address" | "email-in-use" | "wrong-password" | "too-many-requests" | "no-password" | "user-disabled" | "class-pupil"> {
      // A class pupil has no address to move (issue 34 C): its teacher made the account.
      if (isClassPupil(user)) return "class-pupil";
      if (input.email === user.email) return "same-address";
      const checked = await checkCurrentPassword(user.id, input.currentPassword);
      if (!checked.ok) return checked.code;
      if (checked.user.disabledAt) return "user-disabled";
      // The admin address is never moved to: whoever holds the account (its password, its
      // Google link) would hold an admin account once the address's owner pressed a button
      // in a mail. The admin account is made with the address itself (sign-up, Google, /kurulum).
      if (isAdminMailbox(input.email)) return "admin-address";
      if (await findUser(input.email)) return "email-in-use";
      if (!(await limiter.hit(accountLimitKey("account:mail", user.id), RATE_LIMITS.accountMailsPerAccount))) return "too-many-requests";
      await db.transaction(async (tx) => {
        await voidTokens(tx, user.id, "email");
        const token = await issueToken("email", user.id, tx, input.email);
        await enqueueMail(tx, { to: input.email, subject: tr.myAccount.emailMailSubject, text: tr.myAccount.emailMailText(linkUrl(token)) });
      });
      return "sent";
    },

    /**
     * The new address's link, used by its page's POST: the account moves to the address
     * its owner just proved, every session but the clicking browser's (if it is this
     * account's) ends, every other pending link dies, the Google link goes (it was
     * Google's proof of the old address: a Google account, perhaps someone else's, must not
     * keep opening an account that now belongs to another address), and the old address is
     * told. A link to ADMIN_EMAIL (asked for before requests to it were refused, or before
     * ADMIN_EMAIL was set) moves nothing. A disabled account does not move: the link may
     * have been asked for before the admin disabled it.
     */
    async confirmEmailChange(
      token: string,
      currentSession: string | null,
    ): Promise<{ ok: true; user: SessionUser & { promoted: boolean } } | { ok: false; code: "invalid-link" | "admin-address" | "email-in-use" | "user-disabled" }> {
      const row = await consumeToken(token, "email");
      if (!row?.userId || !row.newEmail) return { ok: false, code: "invalid-link" };
      const { userId, newEmail } = row;
      if (isAdminMailbox(newEmail)) return { ok: false, code: "admin-address" };
      if (await findUser(newEmail)) return { ok: false, code: "email-in-use" };
      const user = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(users).where(eq(users.id, userId)).for("update").limit(1);
        if (!before || before.disabledAt) return null;
        await tx.update(users).set({ email: newEmail, emailVerifiedAt: sql`now()`, googleSubject: null }).where(eq(users.id, userId));
        const [own] = currentSession ? await tx.select({ id: sessions.idHash }).from(sessions).where(and(eq(sessions.idHash, hashToken(currentSession)), eq(sessions.userId, userId))) : [];
        await endAccountSessions(tx, userId, own ? currentSession : null);
        // Reset links went to the old address; they die with it, and so does every other pending link.
        await voidAccountLinks(tx, userId);
        await enqueueMail(tx, { to: addressOf(before), subject: tr.myAccount.oldAddressMailSubject, text: tr.myAccount.oldAddressMailText(newEmail) });
        return markVerified(tx, userId);
      });
      return user ? { ok: true, user } : { ok: false, code: "user-disabled" };
    },

    async hasAdmin(): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
      return Boolean(row);
    },

    issueSetupToken: () => issueToken("setup", null),

    /** The one-time first-admin link: creates (or promotes) the owner's account as admin. */
    async completeSetup(token: string, email: string, password: string): Promise<AdminResult | null> {
      if (await this.hasAdmin()) return null;
      const row = await consumeToken(token, "setup");
      if (!row) return null;
      return this.upsertAdmin(email, password);
    },

    /**
     * Creates or promotes an admin (command line and first-admin setup). Over an existing
     * account it is a password change made by someone else: every earlier way in closes
     * (sessions, pending links, the Google link: whoever held one may not be the new admin),
     * the password becomes the one given here, its owner is told by mail, and the caller
     * says that the account existed.
     */
    async upsertAdmin(email: string, password: string): Promise<AdminResult> {
      const problem = adminPasswordProblem(password);
      if (problem) throw new Error(problem);
      const passwordHash = await hashPassword(password);
      const address = normaliseEmail(email);
      return db.transaction(async (tx) => {
        const [existing] = await tx.select().from(users).where(eq(users.email, address)).for("update").limit(1);
        if (!existing) {
          const [created] = await tx.insert(users).values({ email: address, passwordHash, role: "admin", emailVerifiedAt: sql`now()` }).returning();
          return { ...toSessionUser(created), existed: false };
        }
        const [user] = await tx
          .update(users)
          .set({ role: "admin", disabledAt: null, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, googleSubject: null })
          .where(eq(users.id, existing.id))
          .returning();
        // The Google link goes above; the new password ends every session and voids every link.
        await replacePassword(tx, existing, passwordHash);
        log.info("admin made over an existing account: its sessions ended", { userId: existing.id });
        return { ...toSessionUser(user), existed: true };
      });
    },

    /**
     * Disables (or re-enables) an account and ends its sessions. An admin's account is not
     * disabled ("admin"): one admin's session (perhaps a stolen one) must not lock the
     * others out of the site.
     */
    async setDisabled(userId: number, disabled: boolean): Promise<"done" | "admin"> {
      return db.transaction(async (tx) => {
        const [account] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for("update").limit(1);
        if (disabled && account?.role === "admin") return "admin";
        await tx.update(users).set({ disabledAt: disabled ? sql`now()` : null }).where(eq(users.id, userId));
        if (disabled) await endAccountSessions(tx, userId);
        return "done";
      });
    },

    /** Ends every session of an account (an admin's action on the users page): a shared computer left signed in. */
    async endSessions(userId: number): Promise<number> {
      return endAccountSessions(db, userId);
    },

    /**
     * Every account with an address, with its live sessions counted, oldest first (the admin's
     * users page). Class pupils are their teachers' to manage (/sinifim); the page counts them.
     */
    async listUsers() {
      const live = db
        .select({ userId: sessions.userId, count: sql<number>`count(*)::int`.as("count") })
        .from(sessions)
        .where(sessionIsAlive())
        .groupBy(sessions.userId)
        .as("live");
      return db
        .select({
          id: users.id,
          email: users.email,
          role: users.role,
          disabledAt: users.disabledAt,
          emailVerifiedAt: users.emailVerifiedAt,
          createdAt: users.createdAt,
          sessions: sql<number>`coalesce(${live.count}, 0)`,
        })
        .from(users)
        .leftJoin(live, eq(live.userId, users.id))
        .where(isNotNull(users.email))
        .orderBy(users.createdAt)
        .then((rows) => rows.map((row) => ({ ...row, email: addressOf(row) })));
    },

    /** How many class pupils there are (accounts without an address, issue 34). */
    async countClassPupils(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(isNotNull(users.classId));
      return row.n;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
