/**
 * Things known at an address (decisions 0087, 0093): a class, or an account, is known at a client
 * key once it has been used from there — a pupil signed in with pictures, the teacher opened the
 * class's page, a password log-in succeeded — and stays so for 30 days after the last use. A
 * school's pupils share one address, so an address-wide limit that a script or a page on another
 * site can fill would otherwise shut the whole school out; past such a limit, what is known at the
 * address is still checked (under its own limits), and only strangers' (what a guesser roams over)
 * is refused. Each key starts with its owner's prefix (rate-limit.ts), so deleting the class or
 * erasing the account forgets them.
 */
import type { RateLimiter } from "./rate-limit";

export const KNOWN_AT_ADDRESS_SECONDS = 30 * 24 * 60 * 60;

/** The known-at-an-address record of one kind of owner, whose keys begin with `prefixOf(id)`. */
export function knownAtAddress(prefixOf: (id: number) => string) {
  const keyOf = (id: number, clientKey: string) => `${prefixOf(id)}${clientKey}`;
  return {
    keyOf,
    /** A record of `limiter`: `mark` when used from the address, `has` within 30 days of the last use. */
    on: (limiter: RateLimiter) => ({
      mark: async (id: number, clientKey: string): Promise<void> =>
        limiter.fail(keyOf(id, clientKey), KNOWN_AT_ADDRESS_SECONDS),
      has: async (id: number, clientKey: string): Promise<boolean> =>
        (await limiter.failures(keyOf(id, clientKey), KNOWN_AT_ADDRESS_SECONDS)) !== null,
    }),
  };
}
