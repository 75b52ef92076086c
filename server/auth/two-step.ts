import type { Db } from "#server/db/client.ts";
import type { RateLimiter } from "./rate-limit";
import type { TwoStepDeps } from "./two-step-common";
import { createTwoStepLogin, type TwoStepLogin } from "./two-step-login";
import { createTwoStepSetup, type TwoStepSetup } from "./two-step-setup";

// Callers import these from here: the service's constants live beside its parts, which import them too.
export {
  PENDING_LOGIN_SECONDS,
  RECOVERY_CODE_COUNT,
  TWO_STEP_LIMITS,
  type ConfirmError,
  type FinishError,
} from "./two-step-common";

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
export interface TwoStepService extends TwoStepSetup, TwoStepLogin {}

export function createTwoStepService(db: Db, limiter: RateLimiter, options: TwoStepOptions = {}): TwoStepService {
  const deps: TwoStepDeps = { db, limiter, key: options.key, now: options.now ?? Date.now };
  return { ...createTwoStepSetup(deps), ...createTwoStepLogin(deps) };
}
