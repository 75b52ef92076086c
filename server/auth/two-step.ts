import { addressOf } from "./account-address";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, like, lt, sql } from "drizzle-orm";
import QRCode from "qrcode";
import type { Db } from "#server/db/client.ts";
import { pendingLogins, recoveryCodes, twoStep, users } from "#server/db/schema.ts";
import { log } from "#server/log.ts";
import type { SessionUser } from "./auth-service";
import { accountLimitKey, type RateLimiter, type RateLimitRule } from "./rate-limit";
import { seal, unseal } from "./secret-box";
import { endAccountSessions } from "./sessions";
import { hashToken, newToken } from "./tokens";
import { matchingStep, newTotpSecret, totpUri } from "./totp";

/** A password check passed, the code not yet given: this long to type it. */
export const PENDING_LOGIN_SECONDS = 5 * 60;
/** Wrong codes one pending login may take before it is dropped (log in with the password again). */
const PENDING_ATTEMPTS = 5;
export const RECOVERY_CODE_COUNT = 10;
/**
 * Codes tried for one account, from any browser: whoever has the password gets a handful
 * of guesses per quarter hour and a few dozen per day, so guessing six digits (three valid
 * at a time) takes centuries, not days.
 */
export const TWO_STEP_LIMITS = {
  perQuarter: { limit: 5, windowSeconds: 15 * 60 },
  perDay: { limit: 20, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export type FinishError = "expired" | "wrong-code" | "too-many-requests";
export type ConfirmError = "no-setup" | "wrong-code" | "too-many-requests";

/** A typed code as entered: spaces and hyphens dropped, case ignored, at most 40 characters looked at. */
function normaliseCode(input: string): string {
  return input.slice(0, 40).replace(/[\s-]/g, "").toLowerCase();
}

const RECOVERY_ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

/** 16 base32 characters (80 bits) shown as four groups: too many to guess, hashed like tokens. */
function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % 32]).join("");
  return chars.match(/.{4}/g)!.join("-");
}

const recoveryHash = (userId: number, code: string) => createHash("sha256").update(`${userId}:${code}`).digest("hex");

export interface TwoStepOptions {
  /** TWO_STEP_KEY, or the key kept in DATA_DIR (server/auth/two-step-key.ts): seals the secrets at rest. */
  key?: string;
  /** The clock (tests pin it to RFC 6238's vectors). */
  now?: () => number;
}

/**
 * Two-step login for admins (TOTP, RFC 6238). The login route and Google sign-in call
 * `required` after the password (or Google) check; when it is on, they start a pending
 * login instead of a session, and the code page finishes it with a code.
 */
export function createTwoStepService(db: Db, limiter: RateLimiter, options: TwoStepOptions = {}) {
  const now = options.now ?? Date.now;

  async function enabledRow(userId: number) {
    const [row] = await db
      .select()
      .from(twoStep)
      .where(and(eq(twoStep.userId, userId), isNotNull(twoStep.enabledAt)))
      .limit(1);
    return row ?? null;
  }

  /** Both of the account's limits take the attempt; false once either is spent. */
  async function withinLimits(userId: number): Promise<boolean> {
    const quarter = await limiter.hit(accountLimitKey("two-step:quarter", userId), TWO_STEP_LIMITS.perQuarter);
    const day = await limiter.hit(accountLimitKey("two-step:day", userId), TWO_STEP_LIMITS.perDay);
    return quarter && day;
  }

  /**
   * A current code (its step newer than the last used: never the same code twice) or an
   * unused recovery code (deleted as it is used). Each check is one conditional write, so
   * two requests with the same code cannot both pass.
   */
  async function useCode(userId: number, input: string): Promise<boolean> {
    const code = normaliseCode(input);
    const row = await enabledRow(userId);
    if (!row) return false;
    if (/^\d{6}$/.test(code)) {
      const step = matchingStep(unseal(row.secret, options.key), code, now());
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

  return {
    /**
     * Seals every secret stored as it is (`plain:`, from before a key was set or made) with
     * the key, if there is one; run at every start. Each row changes only if it still holds
     * the plain secret read, so instances starting together seal it once. Returns how many.
     */
    async sealPlainSecrets(): Promise<number> {
      if (!options.key) return 0;
      const plain = await db
        .select({ userId: twoStep.userId, secret: twoStep.secret })
        .from(twoStep)
        .where(like(twoStep.secret, "plain:%"));
      let sealed = 0;
      for (const row of plain) {
        const done = await db
          .update(twoStep)
          .set({ secret: seal(unseal(row.secret, options.key), options.key) })
          .where(and(eq(twoStep.userId, row.userId), eq(twoStep.secret, row.secret)))
          .returning({ userId: twoStep.userId });
        sealed += done.length;
      }
      if (sealed) log.info("two-step: secrets stored in plain text were sealed", { count: sealed });
      return sealed;
    },

    /** Whether this sign-in needs a code before it becomes a session: admins who switched it on. */
    async required(user: SessionUser): Promise<boolean> {
      return user.role === "admin" && (await enabledRow(user.id)) !== null;
    },

    async isEnabled(userId: number): Promise<boolean> {
      return (await enabledRow(userId)) !== null;
    },

    /** Recovery codes not used yet (the set-up page says how many are left). */
    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(recoveryCodes)
        .where(eq(recoveryCodes.userId, userId));
      return Number(row?.n ?? 0);
    },

    /**
     * The set-up in progress: a secret made on the server (kept until confirmed, so a
     * reload shows the same one), its QR code as SVG, and the secret for typing in.
     * Null when two-step is already on.
     */
    async setup(user: SessionUser): Promise<{ secret: string; qrSvg: string } | null> {
      const [existing] = await db.select().from(twoStep).where(eq(twoStep.userId, user.id)).limit(1);
      if (existing?.enabledAt) return null;
      let secret = existing ? unseal(existing.secret, options.key) : null;
      if (!secret) {
        // Two first visits at once: the first secret stored wins, and both pages show it.
        await db
          .insert(twoStep)
          .values({ userId: user.id, secret: seal(newTotpSecret(), options.key) })
          .onConflictDoNothing();
        const [stored] = await db.select().from(twoStep).where(eq(twoStep.userId, user.id)).limit(1);
        if (stored.enabledAt) return null;
        secret = unseal(stored.secret, options.key);
      }
      // Drawn here: the page shows our own SVG, no image from another site (CSP has no external img-src).
      const svg = await QRCode.toString(totpUri(secret, addressOf(user)), {
        type: "svg",
        errorCorrectionLevel: "M",
        margin: 2,
      });
      return { secret, qrSvg: svg.replace("<svg ", '<svg aria-hidden="true" focusable="false" ') };
    },

    /**
     * Switches two-step on once a current code shows the app has the secret; returns
     * the recovery codes, shown once (only their hashes are kept). Every other session of
     * the account ends (`keepSession`: the one doing this): whoever signed in with the
     * password alone before must now pass the second step too.
     */
    async confirmSetup(
      userId: number,
      input: string,
      keepSession: string | null = null,
    ): Promise<{ ok: true; recoveryCodes: string[] } | { ok: false; code: ConfirmError }> {
      if (!(await limiter.hit(accountLimitKey("two-step:setup", userId), TWO_STEP_LIMITS.perQuarter)))
        return { ok: false, code: "too-many-requests" };
      const [row] = await db
        .select()
        .from(twoStep)
        .where(and(eq(twoStep.userId, userId), isNull(twoStep.enabledAt)))
        .limit(1);
      if (!row) return { ok: false, code: "no-setup" };
      const code = normaliseCode(input);
      const step = matchingStep(unseal(row.secret, options.key), code, now());
      if (step === null) return { ok: false, code: "wrong-code" };
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const switched = await db.transaction(async (tx) => {
        const [on] = await tx
          .update(twoStep)
          .set({ enabledAt: sql`now()`, lastStep: step })
          .where(and(eq(twoStep.userId, userId), isNull(twoStep.enabledAt)))
          .returning({ userId: twoStep.userId });
        if (!on) return false;
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx
          .insert(recoveryCodes)
          .values(codes.map((c) => ({ userId, codeHash: recoveryHash(userId, normaliseCode(c)) })));
        await endAccountSessions(tx, userId, keepSession);
        return true;
      });
      if (!switched) return { ok: false, code: "no-setup" };
      log.info("two-step login switched on", { userId });
      return { ok: true, recoveryCodes: codes };
    },

    /** The password (or Google) was right: a pending login, whose random id goes in an HttpOnly cookie. */
    async startLogin(userId: number): Promise<string> {
      const token = newToken();
      await db
        .insert(pendingLogins)
        .values({ idHash: hashToken(token), userId, expiresAt: new Date(now() + PENDING_LOGIN_SECONDS * 1000) });
      return token;
    },

    /** Whether the code page has a login to finish (GET shows the form only then). */
    async isPending(token: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: pendingLogins.userId })
        .from(pendingLogins)
        .where(and(eq(pendingLogins.idHash, hashToken(token)), gt(pendingLogins.expiresAt, new Date(now()))))
        .limit(1);
      return Boolean(row);
    },

    /**
     * The code page's POST. A pending login is used once: it is deleted when the code is
     * right, and after PENDING_ATTEMPTS wrong ones; the account's limits hold across every
     * pending login, so starting new ones with the password buys no extra guesses.
     */
    async finishLogin(
      token: string,
      code: string,
    ): Promise<{ ok: true; user: SessionUser } | { ok: false; code: FinishError }> {
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
      if (!(await withinLimits(pending.userId))) return { ok: false, code: "too-many-requests" };
      if (!(await useCode(pending.userId, code))) return { ok: false, code: "wrong-code" };
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
    },

    /**
     * Switches two-step off for an account (lost phone: `npm run admin -- --reset-2fa`):
     * the secret, recovery codes and pending logins go, and so does every session, since
     * whoever asked may not be the owner; the owner logs in again with the password.
     */
    async reset(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(twoStep).where(eq(twoStep.userId, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await endAccountSessions(tx, userId);
      });
      log.info("two-step login reset: switched off, sessions ended", { userId });
    },
  };
}

export type TwoStepService = ReturnType<typeof createTwoStepService>;
