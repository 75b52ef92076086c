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
import { accountLimitKey, atMost, PICTURE_CLASS_THROTTLE, pictureClassCounters, pictureClassKeys, PICTURE_THROTTLE, pictureWaitMs, RATE_LIMITS, type RateLimiter } from "#server/auth/rate-limit.ts";
import { createKnownHere } from "#server/classes/known-here.ts";

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
  /** Too many wrong tries across the account's class (PICTURE_CLASS_THROTTLE): every pupil of it waits for the teacher. */
  | { ok: false; code: "class-waits" }
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
  /** The class whose budget of wrong tries the account shares (PICTURE_CLASS_THROTTLE), if any. */
  classId?: number;
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
  const known = createKnownHere(limiter);
  const addressRule = RATE_LIMITS.pictureSignInPerAddress;

  /**
   * The address's cap (docs/decisions/0090): a check is reserved before the hash and given back
   * when the secret was right, so only wrong secrets spend it and N sent together spend N. Past
   * it, a class known at this address still checks (its class-wide and per-account throttles
   * bound the guessing there): a school's classes share one address, and one pupil's wrong taps
   * must not shut them all out. True when the check may go on; `counted` whether it was reserved.
   */
  async function addressAllows(clientKey: string, classId: number | undefined): Promise<{ ok: boolean; counted: boolean }> {
    const taken = await limiter.take(`picture:address:${clientKey}`, addressRule.windowSeconds, atMost(addressRule.limit * limiter.multiplier));
    if (taken.ok) return { ok: true, counted: true };
    return { ok: classId !== undefined && (await known.has(classId, clientKey)), counted: false };
  }
  /** How long the class's picture sign-in still waits (ms); 0 when it does not. */
  async function classWaitMs(classId: number): Promise<number> {
    const { waitSeconds } = PICTURE_CLASS_THROTTLE;
    const wait = await limiter.failures(pictureClassKeys(classId).wait, waitSeconds);
    return wait ? Math.max(0, wait.lastAt + waitSeconds * 1000 - now()) : 0;
  }

  /** One more wrong try of the class; the one that reaches the limit starts the class's wait (and the count starts again). */
  async function countClassFailure(classId: number): Promise<void> {
    const { limit, windowSeconds, waitSeconds } = PICTURE_CLASS_THROTTLE;
    const keys = pictureClassKeys(classId);
    await limiter.fail(keys.count, windowSeconds);
    const failures = await limiter.failures(keys.count, windowSeconds);
    if (!failures || failures.count < limit * limiter.multiplier) return;
    await limiter.fail(keys.wait, waitSeconds);
    await limiter.reset(keys.count);
  }

  return {
    /** Hours (rounded up) before the class's picture sign-in opens by itself; 0 when it is open. The teacher's page shows it. */
    async classWaitHours(classId: number): Promise<number> {
      const ms = await classWaitMs(classId);
      return ms > 0 ? Math.ceil(ms / 3_600_000) : 0;
    },

    /** The class's teacher lifted the class's wait: its wrong tries are forgotten (each pupil's own count stays). */
    async clearClass(classId: number): Promise<void> {
      await limiter.forget(pictureClassCounters(classId));
    },

    async check({ userId, storedHash, secret, clientKey, classId }: PictureAttempt): Promise<PictureCheck> {
      const address = await addressAllows(clientKey, classId);
      if (!address.ok) return { ok: false, code: "too-many-requests" };
      // Only a wrong secret spends the cap: a check refused unchecked, or a right one, gives it back.
      const givingBack = async <T>(answer: T): Promise<T> => {
        if (address.counted) await limiter.release(`picture:address:${clientKey}`);
        return answer;
      };
      if (classId !== undefined && (await classWaitMs(classId)) > 0) return givingBack({ ok: false, code: "class-waits" });
      const key = failureKey(userId);
      const failures = await limiter.failures(key, PICTURE_THROTTLE.windowSeconds);
      const left = failures ? failures.lastAt + pictureWaitMs(failures, limiter.multiplier) - now() : 0;
      if (left > 0) return givingBack({ ok: false, code: "must-wait", minutes: minutesOf(left) });
      const right = storedHash ? await verifyPictureSecret(secret, storedHash) : (await burnPasswordCheck(pictureSecretText(secret)), false);
      if (!right) {
        await limiter.fail(key, PICTURE_THROTTLE.windowSeconds);
        if (classId !== undefined) await countClassFailure(classId);
        const wait = pictureWaitMs({ count: (failures?.count ?? 0) + 1, lastAt: now() }, limiter.multiplier);
        return wait > 0 ? { ok: false, code: "must-wait", minutes: minutesOf(wait) } : { ok: false, code: "wrong-pictures" };
      }
      await limiter.reset(key);
      return givingBack({ ok: true, rehash: needsRehash(storedHash!) });
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
    case "class-waits":
      return tr.pictureLogin.classWaits;
    case "too-many-requests":
      return tr.pictureLogin.tooManyFromAddress;
  }
}
