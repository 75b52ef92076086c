import { addressOf } from "./account-address";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { deviceLabel } from "#core/device.ts";
import { normaliseEmail, type LoginInput, type SignupInput } from "#core/schemas.ts";
import { classMembers, sessions, users, type Role } from "#server/db/schema.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from "./password";
import { createKnownAccounts } from "./known-accounts";
import { atMost, LOGIN_THROTTLE, loginDelayMs, RATE_LIMITS, waitsAfter, type RateLimiter } from "./rate-limit";
import { SESSION_DAYS, sessionIsAlive } from "./sessions";
import { hashToken, newToken } from "./tokens";
import type { AuthCommon } from "./auth-common";
import {
  FRESH_SIGN_IN_MINUTES,
  SessionRefusedError,
  toSessionUser,
  type GoogleError,
  type LoginError,
  type Result,
  type SessionUser,
  type SignupError,
} from "./auth-types";

/** Signing up, logging in (password or Google) and the sessions that follow. */
export interface SignIn {
  signup(input: SignupInput, clientKey: string, verifyUrl: (token: string) => string): Promise<Result<SignupError>>;
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
  login(input: LoginInput, clientKey: string): Promise<Result<LoginError>>;
  /**
   * A fresh random session id for every log-in (rotation); the database keeps only its hash.
   * `replaces`: the browser's previous session, which ends. `role`: the role the sign-in
   * was checked against; if the account changed since (e.g. its owner's proof just made
   * it admin), no session is created (SessionRefusedError).
   */
  createSession(
    userId: number,
    options?: { role?: Role; replaces?: string | null; userAgent?: string | null },
  ): Promise<{ token: string; expiresAt: Date }>;
  /** The session's user, unless it is past 30 days, idle for 7, or the account is disabled. */
  userForSession(token: string): Promise<SessionUser | null>;
  logout(token: string): Promise<void>;
  /** Google has proven the address: sign in, link, or create the account. */
  googleLogin(claims: { sub: string; email: string; emailVerified: boolean }): Promise<Result<GoogleError>>;
  /**
   * Proof that the person at this session is the owner, before a change that a stolen
   * session must not make (switching two-step on would let a thief lock the owner out
   * with the thief's phone): the current password, or for an account without one (Google
   * only) a session started within FRESH_SIGN_IN_MINUTES; otherwise "sign-in-again".
   */
  confirmIdentity(
    userId: number,
    password: string | null,
    currentSession: string | null,
  ): Promise<"confirmed" | "wrong-password" | "too-many-requests" | "sign-in-again">;
}

const HOUR = 60 * 60 * 1000;

export function createSignIn(common: AuthCommon): SignIn {
  const { db } = common;
  const login = createLogin(common);
  return {
    signup: (input, clientKey, verifyUrl) => signup(common, login.markKnown, input, clientKey, verifyUrl),
    login: login.login,
    async createSession(userId, options = {}) {
      const token = newToken();
      const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * HOUR);
      await db.transaction(async (tx) => {
        if (options.role) {
          const [same] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, userId), eq(users.role, options.role)))
            .for("share")
            .limit(1);
          if (!same) throw new SessionRefusedError();
        }
        if (options.replaces) await tx.delete(sessions).where(eq(sessions.idHash, hashToken(options.replaces)));
        await tx
          .insert(sessions)
          .values({ idHash: hashToken(token), userId, expiresAt, device: deviceLabel(options.userAgent) });
      });
      return { token, expiresAt };
    },
    userForSession: (token) => userForSession(common, token),
    async logout(token) {
      await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
    },
    googleLogin: (claims) => googleLogin(common, claims),
    async confirmIdentity(userId, password, currentSession) {
      const checked = await common.checkCurrentPassword(userId, password ?? "");
      if (checked.ok) return "confirmed";
      if (checked.code !== "no-password") return checked.code;
      if (!currentSession) return "sign-in-again";
      const [fresh] = await db
        .select({ id: sessions.idHash })
        .from(sessions)
        .where(
          and(
            eq(sessions.idHash, hashToken(currentSession)),
            eq(sessions.userId, userId),
            gt(sessions.createdAt, sql`now() - make_interval(mins => ${FRESH_SIGN_IN_MINUTES})`),
          ),
        )
        .limit(1);
      return fresh ? "confirmed" : "sign-in-again";
    },
  };
}

async function signup(
  { db, limiter, options, tokens, findUser }: AuthCommon,
  markKnown: (userId: number, clientKey: string) => Promise<void>,
  input: SignupInput,
  clientKey: string,
  verifyUrl: (token: string) => string,
): Promise<Result<SignupError>> {
  if (options.signupsOpen === false) return { ok: false, code: "operation-not-allowed" };
  if (!(await limiter.hit(`signup:${clientKey}`, RATE_LIMITS.signupPerAddress)))
    return { ok: false, code: "too-many-requests" };
  if (await findUser(input.email)) return { ok: false, code: "email-already-in-use" };
  const passwordHash = await hashPassword(input.password, clientKey);
  const created = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: normaliseEmail(input.email), passwordHash })
      .onConflictDoNothing()
      .returning();
    if (!user) return null;
    const token = await tokens.issueToken("verify", user.id, tx);
    await enqueueMail(tx, {
      to: addressOf(user),
      subject: "Merdiven e-posta doğrulama",
      text: `Merhaba,\n\nMerdiven'e hoş geldiniz! E-posta adresinizi doğrulamak için bu bağlantıyı açın:\n\n${verifyUrl(token)}\n\nBu hesabı siz açmadıysanız bu e-postayı yok sayabilirsiniz.\n\nMerdiven`,
    });
    return user;
  });
  if (!created) return { ok: false, code: "email-already-in-use" };
  // Made from here and signed in at once: known at the address as a log-in would make it (decision 0093).
  await markKnown(created.id, clientKey);
  return { ok: true, user: toSessionUser(created) };
}

/** SignIn.login, with the accounts known at each address (which sign-up marks too). */
function createLogin(common: AuthCommon) {
  const { db, limiter, findUser } = common;
  /** LOGIN_THROTTLE's waits after 0, 1, … wrong passwords, as take() reads them. */
  const loginWaits = waitsAfter((failures) => loginDelayMs(failures, limiter.multiplier));
  const knownAccounts = createKnownAccounts(limiter);
  const takeAddressTry = addressTries(limiter);

  async function login(input: LoginInput, clientKey: string): Promise<Result<LoginError>> {
    const addressKey = `login:address:${clientKey}`;
    const user = await findUser(input.email);
    const throttleKey = await common.loginThrottleKey(input.email, clientKey);
    // Past the cap (a refused take writes nothing), an account known here is still checked, under its own throttle.
    const settle = await takeAddressTry(addressKey);
    if (!settle && !(user !== null && (await knownAccounts.has(user.id, clientKey))))
      return { ok: false, code: "too-many-requests" };
    let checked = false;
    try {
      if (!(await limiter.take(throttleKey, LOGIN_THROTTLE.windowSeconds, loginWaits)).ok) {
        // Unchecked: no failure of the address's.
        if (settle) await limiter.release(addressKey);
        return { ok: false, code: "too-many-requests" };
      }
      // The client's lane in the hash slots: its own burst waits behind itself, not in front of others.
      checked = user?.passwordHash
        ? await verifyPassword(input.password, user.passwordHash, clientKey)
        : (await burnPasswordCheck(input.password, clientKey), false);
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
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(input.password, clientKey) })
        .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash!)));
    }
    return { ok: true, user: toSessionUser(user) };
  }

  return { login, markKnown: knownAccounts.mark };
}

/**
 * Takes an address's log-in try, waiting behind this instance's unsettled ones; the returned
 * call settles it (null: refused). RATE_LIMITS.loginPerAddress as take() reads it: failed
 * log-ins only (decision 0093).
 *
 * The map holds this instance's log-ins at the address's cap, by address key: tries being
 * taken, tries taken and not yet settled (given back or kept as a failure), and log-ins
 * waiting. A try is taken before the hash, so a class's 40 right passwords sent together
 * hold 40 tries until their hashes are done: a log-in the cap refuses while some are in
 * flight here waits for one to settle and asks again, instead of being refused for
 * classmates' passwords that will prove right (decision 0093). Only when nothing is in
 * flight here is a refusal final.
 */
function addressTries(limiter: RateLimiter): (addressKey: string) => Promise<(() => void) | null> {
  const addressLoginRule = RATE_LIMITS.loginPerAddress;
  const addressLoginTries = atMost(Math.max(1, Math.floor(addressLoginRule.limit * limiter.multiplier)));
  const inFlight = new Map<string, { taking: number; held: number; wake: (() => void)[] }>();
  const wakeAll = (state: { wake: (() => void)[] }) => state.wake.splice(0).forEach((wake) => wake());

  return async function takeAddressTry(addressKey) {
    const state = inFlight.get(addressKey) ?? { taking: 0, held: 0, wake: [] };
    inFlight.set(addressKey, state);
    const idle = () => state.taking === 0 && state.held === 0;
    const drop = () => {
      if (idle() && state.wake.length === 0 && inFlight.get(addressKey) === state) inFlight.delete(addressKey);
    };
    for (;;) {
      state.taking++;
      const taken = await limiter
        .take(addressKey, addressLoginRule.windowSeconds, addressLoginTries)
        .finally(() => state.taking--);
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
  };
}

/** SignIn.userForSession. */
async function userForSession({ db }: AuthCommon, token: string): Promise<SessionUser | null> {
  const idHash = hashToken(token);
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      name: classMembers.displayName,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - interval '1 hour'`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A class pupil's name in its own class (an account with an address has no class_id: no row).
    .leftJoin(classMembers, and(eq(classMembers.userId, users.id), eq(classMembers.classId, users.classId)))
    .where(and(eq(sessions.idHash, idHash), sessionIsAlive(), isNull(users.disabledAt)))
    .limit(1);
  if (!row) return null;
  // Written at most hourly, so that reading pages does not write on every request.
  if (row.stale)
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.idHash, idHash));
  return row.name === null ? toSessionUser(row) : { ...toSessionUser(row), name: row.name };
}

/** SignIn.googleLogin. */
async function googleLogin(
  { db, findUser, clearLoginThrottle, markVerified }: AuthCommon,
  claims: { sub: string; email: string; emailVerified: boolean },
): Promise<Result<GoogleError>> {
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
  return {
    ok: true,
    user: toSessionUser(await db.transaction((tx) => markVerified(tx, userId, { googleSubject: claims.sub }))),
  };
}
