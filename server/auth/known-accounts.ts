/**
 * Accounts known at an address (decision 0093): a password log-in to the account succeeded from
 * there (or it was made there) in the last 30 days. Past the address's cap on failed log-ins
 * (RATE_LIMITS.loginPerAddress) the school's own pupils are still checked, under their account's
 * throttle. The keys are the account's (keysOfAccount): erasing it forgets them.
 */
import { knownAtAddress, KNOWN_AT_ADDRESS_SECONDS } from "./known-at-address";
import { knownAccountPrefix, type RateLimiter } from "./rate-limit";

const accounts = knownAtAddress(knownAccountPrefix);

export const KNOWN_ACCOUNT_SECONDS = KNOWN_AT_ADDRESS_SECONDS;
/** The key of one account at one client key. */
export const knownAccountKey = accounts.keyOf;
export const createKnownAccounts = (limiter: RateLimiter) => accounts.on(limiter);
