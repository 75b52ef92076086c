/**
 * Picture secrets of young pupils' class accounts (issue 34, docs/decisions/0065): made
 * with crypto randomness, hashed with the password hash, checked under a per-account
 * throttle and a per-address cap. The accounts themselves (which pupil, which class, where
 * the hash is kept) belong to the class tables; this module needs only an account id and
 * its stored hash, so that it stands without them.
 */
import { randomInt } from "node:crypto";
import { tr } from "#core/messages.ts";
import { PICTURE_SECRET_LENGTH, PICTURES, pictureSecretText, type PictureKey } from "#core/picture-password.ts";
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from "#server/auth/password.ts";
import { accountLimitKey, PICTURE_THROTTLE, pictureWaitMs, RATE_LIMITS, type RateLimiter } from "#server/auth/rate-limit.ts";

/** A new secret: three pictures, each drawn by crypto.randomInt (repeats allowed, 1,728 in all). */
export function newPictureSecret(): PictureKey[] {
  return Array.from({ length: PICTURE_SECRET_LENGTH }, () => PICTURES[randomInt(PICTURES.length)].key);
}

/** The stored form of a secret: the password hash of "picture:elma-kedi-top". */
export const hashPictureSecret = (secret: readonly PictureKey[]): Promise<string> => hashPassword(pictureSecretText(secret));

/** Whether a secret matches its stored hash (no throttle: checkPictureSecret is the sign-in's). */
export const verifyPictureSecret = (secret: readonly PictureKey[], stored: string): Promise<boolean> => verifyPassword(pictureSecretText(secret), stored);

export type PictureCheck =
  /** `rehash`: the stored hash was made with weaker parameters; store hashPictureSecret(secret) in its place. */
  | { ok: true; rehash: boolean }
  | { ok: false; code: "wrong-pictures" }
  /** Too many wrong tries on this account: the pupil waits `minutes` (rounded up). */
  | { ok: false; code: "must-wait"; minutes: number }
  /** Too many checks from this address (RATE_LIMITS.pictureSignInPerAddress). */
  | { ok: false; code: "too-many-requests" };

export interface PictureAttempt {
  /** The pupil's account. */
  userId: number;
  /** Its stored secret hash; null when it has none (then a dummy check spends the same time). */
  storedHash: string | null;
  /** The three taps (readPictureTap's "complete"). */
  secret: readonly PictureKey[];
  /** The client's address as rate limits key it (clientKey in server/http). */
  clientKey: string;
}

const failureKey = (userId: number) => accountLimitKey("picture:fail", userId);
const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * The picture sign-in's check: the address's cap first, then the account's wait, then
 * the hash. A wrong secret counts against the account; the fifth (and every one after a
 * wait) answers with the wait it starts, so the pupil learns it at once. A right one
 * forgets the count.
 */
export function createPictureSignIn(limiter: RateLimiter, now: () => number = Date.now) {
  return {
    async check({ userId, storedHash, secret, clientKey }: PictureAttempt): Promise<PictureCheck> {
      if (!(await limiter.hit(`picture:address:${clientKey}`, RATE_LIMITS.pictureSignInPerAddress))) return { ok: false, code: "too-many-requests" };
      const key = failureKey(userId);
      const failures = await limiter.failures(key, PICTURE_THROTTLE.windowSeconds);
      const left = failures ? failures.lastAt + pictureWaitMs(failures, limiter.multiplier) - now() : 0;
      if (left > 0) return { ok: false, code: "must-wait", minutes: minutesOf(left) };
      const right = storedHash ? await verifyPictureSecret(secret, storedHash) : (await burnPasswordCheck(pictureSecretText(secret)), false);
      if (!right) {
        await limiter.fail(key, PICTURE_THROTTLE.windowSeconds);
        const wait = pictureWaitMs({ count: (failures?.count ?? 0) + 1, lastAt: now() }, limiter.multiplier);
        return wait > 0 ? { ok: false, code: "must-wait", minutes: minutesOf(wait) } : { ok: false, code: "wrong-pictures" };
      }
      await limiter.reset(key);
      return { ok: true, rehash: needsRehash(storedHash!) };
    },

    /** The teacher gave the pupil a new secret (or lifted the wait): the account's wrong tries are forgotten. */
    async clear(userId: number): Promise<void> {
      await limiter.reset(failureKey(userId));
    },
  };
}

export type PictureSignIn = ReturnType<typeof createPictureSignIn>;

/** What the page says for a refused check. */
export function pictureCheckMessage(check: Exclude<PictureCheck, { ok: true }>): string {
  switch (check.code) {
    case "wrong-pictures":
      return tr.pictureLogin.wrongPictures;
    case "must-wait":
      return tr.pictureLogin.tooManyWrong(check.minutes);
    case "too-many-requests":
      return tr.pictureLogin.tooManyFromAddress;
  }
}
