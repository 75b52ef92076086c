/**
 * Accounts known at an address (decision 0093), as classes are (server/classes/known-here.ts):
 * an account is known at a client key once a password log-in to it succeeded from there, and
 * stays so for 30 days after the last. A school's pupils share one address, so past the
 * address's cap on failed log-ins (RATE_LIMITS.loginPerAddress) the school's own pupils are
 * still checked, under their account's throttle, and only strangers' accounts (what a guesser
 * roams over) are refused. The keys are the account's (keysOfAccount): erasing it forgets them.
 */
import { knownAccountPrefix, type RateLimiter } from "./rate-limit";

export const KNOWN_ACCOUNT_SECONDS = 30 * 24 * 60 * 60;

/** The key of one account at one client key. */
export const knownAccountKey = (userId: number, clientKey: string) => `${knownAccountPrefix(userId)}${clientKey}`;

export function createKnownAccounts(limiter: RateLimiter) {
  return {
    /** A right password from this address: known here for 30 more days. */
    async mark(userId: number, clientKey: string): Promise<void> {
      await limiter.fail(knownAccountKey(userId, clientKey), KNOWN_ACCOUNT_SECONDS);
    },
    /** Whether a log-in to the account succeeded from this address in the last 30 days. */
    async has(userId: number, clientKey: string): Promise<boolean> {
      return (await limiter.failures(knownAccountKey(userId, clientKey), KNOWN_ACCOUNT_SECONDS)) !== null;
    },
  };
}

export type KnownAccounts = ReturnType<typeof createKnownAccounts>;
