/**
 * Classes known at an address (decisions 0087, 0090): a pupil signed in with pictures, joined, or
 * the teacher opened the class's page or cards from there in the last 30 days. Past the address's
 * wrong-code or wrong-picture budget, the classes known there still answer. The keys start with the
 * class's prefix (classCounters): deleting the class forgets them.
 */
import { knownAtAddress } from "#server/auth/known-at-address.ts";
import { knownHerePrefix, type RateLimiter } from "#server/auth/rate-limit.ts";

const classes = knownAtAddress(knownHerePrefix);

/** The key of one class at one address. */
export const knownHereKey = classes.keyOf;
export const createKnownHere = (limiter: RateLimiter) => classes.on(limiter);
/** The classes known at addresses, on one limiter. */
export type KnownHere = ReturnType<typeof createKnownHere>;
