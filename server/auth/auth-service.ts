import type { Db } from "#server/db/client.ts";
import type { RateLimiter } from "./rate-limit";
import { createAuthCommon } from "./auth-common";
import type { AuthOptions } from "./auth-types";
import { createSignIn, type SignIn } from "./sign-in";
import { createMailedProofs, type MailedProofs } from "./mailed-proofs";
import { createAdmins, type Admins } from "./admins";

// Callers import these from here: the service's types live beside its parts, which import them too.
export {
  FRESH_SIGN_IN_MINUTES,
  isClassPupil,
  SessionRefusedError,
  type AdminResult,
  type AuthOptions,
  type GoogleError,
  type LoginError,
  type SessionUser,
  type SignupError,
  type VerifyError,
  type VerifyProof,
} from "./auth-types";

/** Accounts: sign-in and sessions, what mailed links prove, and the admins' tools, as one service. */
export interface AuthService extends SignIn, MailedProofs, Admins {}

export function createAuthService(db: Db, limiter: RateLimiter, options: AuthOptions = {}): AuthService {
  const common = createAuthCommon(db, limiter, options);
  const signIn = createSignIn(common);
  return { ...signIn, ...createMailedProofs(common, signIn.userForSession), ...createAdmins(common) };
}
