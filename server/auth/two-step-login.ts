import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { pendingLogins, recoveryCodes, twoStep, users } from "#server/db/schema.ts";
import { log } from "#server/log.ts";
import type { SessionUser } from "./auth-service";
import { accountLimitKey } from "./rate-limit";
import { unseal } from "./secret-box";
import { hashToken, newToken } from "./tokens";
import { matchingStep } from "./totp";
import {
  enabledRow,
  normaliseCode,
  PENDING_ATTEMPTS,
  PENDING_LOGIN_SECONDS,
  recoveryHash,
  TWO_STEP_LIMITS,
  type FinishError,
  type TwoStepDeps,
} from "./two-step-common";

/**
 * The second step of a sign-in: whether it is needed, the pending login the password (or
 * Google) check starts, and the code page that finishes it with a current or a recovery code.
 */
export interface TwoStepLogin {
  /** Whether this sign-in needs a code before it becomes a session: admins who switched it on. */
  required(user: SessionUser): Promise<boolean>;
  isEnabled(userId: number): Promise<boolean>;
  /** The password (or Google) was right: a pending login, whose random id goes in an HttpOnly cookie. */
  startLogin(userId: number): Promise<string>;
  /** Whether the code page has a login to finish (GET shows the form only then). */
  isPending(token: string): Promise<boolean>;
  /**
   * The code page's POST. A pending login is used once: it is deleted when the code is
   * right, and after PENDING_ATTEMPTS wrong ones; the account's limits hold across every
   * pending login, so starting new ones with the password buys no extra guesses.
   */
  finishLogin(token: string, code: string): Promise<{ ok: true; user: SessionUser } | { ok: false; code: FinishError }>;
}

export function createTwoStepLogin(deps: TwoStepDeps): TwoStepLogin {
  const { db, now } = deps;
  return {
    async required(user) {
      return user.role === "admin" && (await enabledRow(deps, user.id)) !== null;
    },

    async isEnabled(userId) {
      return (await enabledRow(deps, userId)) !== null;
    },

    async startLogin(userId) {
      const token = newToken();
      await db
        .insert(pendingLogins)
        .values({ idHash: hashToken(token), userId, expiresAt: new Date(now() + PENDING_LOGIN_SECONDS * 1000) });
      return token;
    },

    async isPending(token) {
      const [row] = await db
        .select({ userId: pendingLogins.userId })
        .from(pendingLogins)
        .where(and(eq(pendingLogins.idHash, hashToken(token)), gt(pendingLogins.expiresAt, new Date(now()))))
        .limit(1);
      return Boolean(row);
    },

    finishLogin: (token, code) => finishLogin(deps, token, code),
  };
}

async function finishLogin(
  deps: TwoStepDeps,
  token: string,
  code: string,
): Promise<{ ok: true; user: SessionUser } | { ok: false; code: FinishError }> {
  const { db, now } = deps;
  const idHash = hashToken(token);
  const [pending] = await db
    .update(pendingLogins)
    .set({ attempts: sql`${pendingLogins.attempts} + 1` })
    .where(
      and(
        eq(pendingLogins.idHash, idHash),
        gt(pendingLogins.expiresAt, new Date(now())),
        lt(pendingLogins.attempts, PENDING_ATTEMPTS),
      ),
    )
    .returning();
  if (!pending) {
    await db.delete(pendingLogins).where(eq(pendingLogins.idHash, idHash));
    return { ok: false, code: "expired" };
  }
  if (!(await withinLimits(deps, pending.userId))) return { ok: false, code: "too-many-requests" };
  if (!(await useCode(deps, pending.userId, code))) return { ok: false, code: "wrong-code" };
  const [taken] = await db
    .delete(pendingLogins)
    .where(eq(pendingLogins.idHash, idHash))
    .returning({ userId: pendingLogins.userId });
  if (!taken) return { ok: false, code: "expired" };
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, taken.userId), isNull(users.disabledAt)))
    .limit(1);
  if (!user) return { ok: false, code: "expired" };
  return { ok: true, user: { id: user.id, email: user.email, role: user.role } };
}

/** Both of the account's limits take the attempt; false once either is spent. */
async function withinLimits({ limiter }: TwoStepDeps, userId: number): Promise<boolean> {
  const quarter = await limiter.hit(accountLimitKey("two-step:quarter", userId), TWO_STEP_LIMITS.perQuarter);
  const day = await limiter.hit(accountLimitKey("two-step:day", userId), TWO_STEP_LIMITS.perDay);
  return quarter && day;
}

/**
 * A current code (its step newer than the last used: never the same code twice) or an
 * unused recovery code (deleted as it is used). Each check is one conditional write, so
 * two requests with the same code cannot both pass.
 */
async function useCode(deps: TwoStepDeps, userId: number, input: string): Promise<boolean> {
  const { db, key, now } = deps;
  const code = normaliseCode(input);
  const row = await enabledRow(deps, userId);
  if (!row) return false;
  if (/^\d{6}$/.test(code)) {
    const step = matchingStep(unseal(row.secret, key), code, now());
    if (step === null) return false;
    const used = await db
      .update(twoStep)
      .set({ lastStep: step })
      .where(and(eq(twoStep.userId, userId), lt(twoStep.lastStep, step)))
      .returning({ userId: twoStep.userId });
    return used.length === 1;
  }
  if (code.length !== 16) return false;
  const spent = await db
    .delete(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, recoveryHash(userId, code))))
    .returning({ userId: recoveryCodes.userId });
  if (spent.length === 1) log.info("two-step: a recovery code was used", { userId });
  return spent.length === 1;
}
