import { createHash } from "node:crypto";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { twoStep } from "#server/db/schema.ts";
import type { RateLimiter, RateLimitRule } from "./rate-limit";

/**
 * What two-step login's set-up (two-step-setup.ts) and its code page (two-step-login.ts) share:
 * the limits, how a typed code is read and a recovery code is kept, and the account's row once
 * two-step is on.
 */

/** A password check passed, the code not yet given: this long to type it. */
export const PENDING_LOGIN_SECONDS = 5 * 60;
/** Wrong codes one pending login may take before it is dropped (log in with the password again). */
export const PENDING_ATTEMPTS = 5;
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

/** The service's dependencies, given once to each of its parts. */
export interface TwoStepDeps {
  db: Db;
  limiter: RateLimiter;
  /** TWO_STEP_KEY, or the key kept in DATA_DIR (server/auth/two-step-key.ts): seals the secrets at rest. */
  key: string | undefined;
  /** The clock (tests pin it to RFC 6238's vectors). */
  now: () => number;
}

/** A typed code as entered: spaces and hyphens dropped, case ignored, at most 40 characters looked at. */
export function normaliseCode(input: string): string {
  return input.slice(0, 40).replace(/[\s-]/g, "").toLowerCase();
}

export const recoveryHash = (userId: number, code: string) =>
  createHash("sha256").update(`${userId}:${code}`).digest("hex");

/** The account's two-step row once it is switched on; null before. */
export async function enabledRow({ db }: TwoStepDeps, userId: number) {
  const [row] = await db
    .select()
    .from(twoStep)
    .where(and(eq(twoStep.userId, userId), isNotNull(twoStep.enabledAt)))
    .limit(1);
  return row ?? null;
}
