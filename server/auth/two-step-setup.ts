import { addressOf } from "./account-address";
import { randomBytes } from "node:crypto";
import { and, eq, isNull, like, sql } from "drizzle-orm";
import QRCode from "qrcode";
import { recoveryCodes, twoStep } from "#server/db/schema.ts";
import { log } from "#server/log.ts";
import type { SessionUser } from "./auth-service";
import { accountLimitKey } from "./rate-limit";
import { seal, unseal } from "./secret-box";
import { endAccountSessions } from "./sessions";
import { matchingStep, newTotpSecret, totpUri } from "./totp";
import {
  normaliseCode,
  RECOVERY_CODE_COUNT,
  recoveryHash,
  TWO_STEP_LIMITS,
  type ConfirmError,
  type TwoStepDeps,
} from "./two-step-common";

/**
 * Switching two-step login on and off: the secret made and sealed, its QR code, the recovery
 * codes, the operator's reset, and the sealing of secrets kept from before a key was set.
 */
export interface TwoStepSetup {
  /**
   * Seals every secret stored as it is (`plain:`, from before a key was set or made) with
   * the key, if there is one; run at every start. Each row changes only if it still holds
   * the plain secret read, so instances starting together seal it once. Returns how many.
   */
  sealPlainSecrets(): Promise<number>;
  /** Recovery codes not used yet (the set-up page says how many are left). */
  recoveryCodesLeft(userId: number): Promise<number>;
  /**
   * The set-up in progress: a secret made on the server (kept until confirmed, so a
   * reload shows the same one), its QR code as SVG, and the secret for typing in.
   * Null when two-step is already on.
   */
  setup(user: SessionUser): Promise<{ secret: string; qrSvg: string } | null>;
  /**
   * Switches two-step on once a current code shows the app has the secret; returns
   * the recovery codes, shown once (only their hashes are kept). Every other session of
   * the account ends (`keepSession`: the one doing this): whoever signed in with the
   * password alone before must now pass the second step too.
   */
  confirmSetup(
    userId: number,
    input: string,
    keepSession?: string | null,
  ): Promise<{ ok: true; recoveryCodes: string[] } | { ok: false; code: ConfirmError }>;
  /**
   * Switches two-step off for an account (lost phone: `npm run admin -- --reset-2fa`):
   * the secret, recovery codes and pending logins go, and so does every session, since
   * whoever asked may not be the owner; the owner logs in again with the password.
   */
  reset(userId: number): Promise<void>;
}

export function createTwoStepSetup(deps: TwoStepDeps): TwoStepSetup {
  return {
    sealPlainSecrets: () => sealPlainSecrets(deps),
    recoveryCodesLeft: (userId) => recoveryCodesLeft(deps, userId),
    setup: (user) => setup(deps, user),
    confirmSetup: (userId, input, keepSession = null) => confirmSetup(deps, userId, input, keepSession),
    reset: (userId) => reset(deps, userId),
  };
}

const RECOVERY_ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

/** 16 base32 characters (80 bits) shown as four groups: too many to guess, hashed like tokens. */
function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % 32]).join("");
  return chars.match(/.{4}/g)!.join("-");
}

async function sealPlainSecrets({ db, key }: TwoStepDeps): Promise<number> {
  if (!key) return 0;
  const plain = await db
    .select({ userId: twoStep.userId, secret: twoStep.secret })
    .from(twoStep)
    .where(like(twoStep.secret, "plain:%"));
  let sealed = 0;
  for (const row of plain) {
    const done = await db
      .update(twoStep)
      .set({ secret: seal(unseal(row.secret, key), key) })
      .where(and(eq(twoStep.userId, row.userId), eq(twoStep.secret, row.secret)))
      .returning({ userId: twoStep.userId });
    sealed += done.length;
  }
  if (sealed) log.info("two-step: secrets stored in plain text were sealed", { count: sealed });
  return sealed;
}

async function recoveryCodesLeft({ db }: TwoStepDeps, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(eq(recoveryCodes.userId, userId));
  return Number(row?.n ?? 0);
}

async function setup({ db, key }: TwoStepDeps, user: SessionUser): Promise<{ secret: string; qrSvg: string } | null> {
  const [existing] = await db.select().from(twoStep).where(eq(twoStep.userId, user.id)).limit(1);
  if (existing?.enabledAt) return null;
  let secret = existing ? unseal(existing.secret, key) : null;
  if (!secret) {
    // Two first visits at once: the first secret stored wins, and both pages show it.
    await db
      .insert(twoStep)
      .values({ userId: user.id, secret: seal(newTotpSecret(), key) })
      .onConflictDoNothing();
    const [stored] = await db.select().from(twoStep).where(eq(twoStep.userId, user.id)).limit(1);
    if (stored.enabledAt) return null;
    secret = unseal(stored.secret, key);
  }
  // Drawn here: the page shows our own SVG, no image from another site (CSP has no external img-src).
  const svg = await QRCode.toString(totpUri(secret, addressOf(user)), {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
  });
  return { secret, qrSvg: svg.replace("<svg ", '<svg aria-hidden="true" focusable="false" ') };
}

async function confirmSetup(
  { db, limiter, key, now }: TwoStepDeps,
  userId: number,
  input: string,
  keepSession: string | null,
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
  const step = matchingStep(unseal(row.secret, key), code, now());
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
}

async function reset({ db }: TwoStepDeps, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(twoStep).where(eq(twoStep.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await endAccountSessions(tx, userId);
  });
  log.info("two-step login reset: switched off, sessions ended", { userId });
}
