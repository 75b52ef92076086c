/**
 * Classes known at an address (decision 0087): a class is known at a school's address once it
 * has been used from there — a pupil signed in with pictures, the teacher opened the class's
 * page — and stays so for 30 days after the last use. A school's pupils share one address, so
 * an address-wide limit that a script or a page on another site can fill would otherwise shut
 * every class of the school out; past such a limit, the classes known at the address still
 * answer, and only strangers' classes (what a guesser roams over) are refused.
 */
import { knownHerePrefix, type RateLimiter } from "#server/auth/rate-limit.ts";

export const KNOWN_HERE_SECONDS = 30 * 24 * 60 * 60;

/** The key of one class at one address (its prefix is all of the class's: classCounters). */
export const knownHereKey = (classId: number, clientKey: string) => `${knownHerePrefix(classId)}${clientKey}`;

export function createKnownHere(limiter: RateLimiter) {
  return {
    /** The class was used from this address: known here for 30 more days. */
    async mark(classId: number, clientKey: string): Promise<void> {
      await limiter.fail(knownHereKey(classId, clientKey), KNOWN_HERE_SECONDS);
    },
    /** Whether the class was used from this address in the last 30 days. */
    async has(classId: number, clientKey: string): Promise<boolean> {
      return (await limiter.failures(knownHereKey(classId, clientKey), KNOWN_HERE_SECONDS)) !== null;
    },
  };
}

export type KnownHere = ReturnType<typeof createKnownHere>;
