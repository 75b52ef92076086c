/**
 * Picture secrets of young pupils' class accounts (docs/decisions/0065): made
 * with crypto randomness, hashed with the password hash, checked under a per-account
 * throttle, a per-class budget and a per-address cap of wrong tries, each reserved before
 * the hash (docs/decisions/0089). The accounts themselves (which pupil, which class, where
 * the hash is kept) belong to the class tables; this module needs only an account id and
 * its stored hash, so that it stands without them.
 */
import { randomInt } from "node:crypto";
import { tr } from "#core/messages.ts";
import { PICTURE_SECRET_LENGTH, PICTURES, pictureSecretText, type PictureKey } from "#core/picture-password.ts";
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from "#server/auth/password.ts";
import {
  accountLimitKey,
  atMost,
  PICTURE_CLASS_THROTTLE,
  pictureClassCounters,
  pictureClassKeys,
  PICTURE_THROTTLE,
  pictureWaitMs,
  RATE_LIMITS,
  waitsAfter,
  type RateLimiter,
} from "#server/auth/rate-limit.ts";
import { createKnownHere, type KnownHere } from "#server/classes/known-here.ts";
import { DEVICE_THROTTLE, deviceLimitKey } from "./device-cookie";

/** A new secret: three pictures, each drawn by crypto.randomInt (repeats allowed, 1,728 in all). */
export function newPictureSecret(): PictureKey[] {
  return Array.from({ length: PICTURE_SECRET_LENGTH }, () => PICTURES[randomInt(PICTURES.length)].key);
}

/** The stored form of a secret: the password hash of "picture:elma-kedi-top". */
export const hashPictureSecret = (secret: readonly PictureKey[]): Promise<string> =>
  hashPassword(pictureSecretText(secret));

/**
 * Whether a secret matches its stored hash (no throttle: checkPictureSecret is the sign-in's).
 * `lane`: the client it is checked for, so the hash slots are shared fairly (server/auth/password.ts).
 */
export const verifyPictureSecret = (secret: readonly PictureKey[], stored: string, lane = ""): Promise<boolean> =>
  verifyPassword(pictureSecretText(secret), stored, lane);

export type PictureCheck =
  /** `rehash`: the stored hash was made with weaker parameters; store hashPictureSecret(secret) in its place. */
  | { ok: true; rehash: boolean }
  | { ok: false; code: "wrong-pictures" }
  /** Too many wrong tries on this account: the pupil waits `minutes` (rounded up). */
  | { ok: false; code: "must-wait"; minutes: number }
  /** Too many wrong tries across the account's class (PICTURE_CLASS_THROTTLE): every pupil of it waits for the teacher. */
  | { ok: false; code: "class-waits" }
  /** Too many wrong tries from this address (RATE_LIMITS.pictureMissesPerAddress), and the class is not known at it. */
  | { ok: false; code: "too-many-requests" };

export interface PictureAttempt {
  /** The pupil's account. */
  userId: number;
  /** Its stored secret hash; null when it has none (then a dummy check spends the same time). */
  storedHash: string | null;
  /** The three taps (readPictureTap's "complete"). */
  secret: readonly PictureKey[];
  /** The client's address as rate limits key it (clientKey in server/http: an IPv6 /64 as one). */
  clientKey: string;
  /** The class whose budget of wrong tries the account shares (PICTURE_CLASS_THROTTLE), if any. */
  classId?: number;
  /**
   * The nonce of this browser's device cookie entry for this pupil, already checked against her
   * current picture hash (server/auth/device-cookie.ts), if it has one: then the check is bounded
   * by the entry's own budget instead of the others (docs/decisions/0092).
   */
  device?: string | null;
}

const failureKey = (userId: number) => accountLimitKey("picture:fail", userId);
/** Wrong picture secrets from one address (RATE_LIMITS.pictureMissesPerAddress). */
export const pictureMissKey = (clientKey: string) => `picture:misses:${clientKey}`;
const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/** The picture sign-in's checks and the teacher's ways to lift their waits. */
export interface PictureSignIn {
  /** Hours (rounded up) before the class's picture sign-in opens by itself; 0 when it is open. The teacher's page shows it. */
  classWaitHours(classId: number): Promise<number>;
  /** The class's teacher lifted the class's wait: its wrong tries are forgotten (each pupil's own count stays). */
  clearClass(classId: number): Promise<void>;
  check(attempt: PictureAttempt): Promise<PictureCheck>;
  /** The teacher gave the pupil a new secret (or lifted the wait): the account's wrong tries are forgotten. */
  clear(userId: number): Promise<void>;
}

/** What every step of a check reads: the limiter, the clock, and the limits scaled by the limiter's multiplier. */
interface PictureLimits {
  limiter: RateLimiter;
  now: () => number;
  knownHere: KnownHere;
  /** The account's waits after 0, 1, … wrong tries, as take() reads them. */
  accountWaits: number[];
  addressTries: number[];
  classLimit: number;
  classTries: number[];
  deviceTries: number[];
}

const addressRule = RATE_LIMITS.pictureMissesPerAddress;

function pictureLimits(limiter: RateLimiter, now: () => number): PictureLimits {
  const scaled = (limit: number) => Math.max(1, Math.floor(limit * limiter.multiplier));
  const classLimit = scaled(PICTURE_CLASS_THROTTLE.limit);
  return {
    limiter,
    now,
    knownHere: createKnownHere(limiter),
    accountWaits: waitsAfter((failures) => pictureWaitMs(failures, limiter.multiplier)),
    addressTries: atMost(scaled(addressRule.limit)),
    classLimit,
    classTries: atMost(classLimit),
    deviceTries: atMost(DEVICE_THROTTLE.limit),
  };
}

/**
 * The picture sign-in's check. Every limit takes its try before the hash, in one atomic step
 * each (RateLimiter.take, docs/decisions/0089), so tries that arrive together are counted one
 * by one instead of all reading the same count: the account's wait, the class's budget (and
 * wait), the address's wrong tries, then the hash. A refused try is answered unchecked and gives
 * back what it took. A wrong secret keeps what it took; the fifth on the account (and every one
 * after a wait) answers with the wait it starts, so the pupil learns it at once. A right one
 * forgets the account's count, gives the class's and the address's tries back, and makes the
 * class known at the address, whose pupils are then checked there past the address's cap.
 */
export function createPictureSignIn(limiter: RateLimiter, now: () => number = Date.now): PictureSignIn {
  const limits = pictureLimits(limiter, now);
  return {
    async classWaitHours(classId) {
      const ms = await classWaitMs(limits, classId);
      return ms > 0 ? Math.ceil(ms / 3_600_000) : 0;
    },

    async clearClass(classId) {
      await limiter.forget(pictureClassCounters(classId));
    },

    async check(attempt) {
      return (await checkOnDevice(limits, attempt)) ?? (await checkUntrusted(limits, attempt));
    },

    async clear(userId) {
      await limiter.reset(failureKey(userId));
    },
  };
}

/** How long the class's picture sign-in still waits (ms); 0 when it does not. */
async function classWaitMs({ limiter, now }: PictureLimits, classId: number): Promise<number> {
  const { waitSeconds } = PICTURE_CLASS_THROTTLE;
  const wait = await limiter.failures(pictureClassKeys(classId).wait, waitSeconds);
  return wait ? Math.max(0, wait.lastAt + waitSeconds * 1000 - now()) : 0;
}

/**
 * The wrong try that brought the class's count to its limit starts the class's wait (once,
 * should two such tries end together), and the count starts again.
 */
async function startClassWait({ limiter }: PictureLimits, classId: number): Promise<void> {
  const keys = pictureClassKeys(classId);
  await limiter.take(keys.wait, PICTURE_CLASS_THROTTLE.waitSeconds, atMost(1));
  await limiter.reset(keys.count);
}

/**
 * A browser the pupil signed in on (docs/decisions/0092): its own budget, taken before the
 * hash, and nothing else. Neither the class's nor the account's wait refuses it (other
 * clients' misses started them), and its wrong tries count on none of theirs. A right one
 * leaves the untrusted clients' counts as they are, so a guesser's bound stays. Past its
 * budget the entry is ignored: null, and the check goes on as an untrusted client's.
 */
async function checkOnDevice(
  { limiter, knownHere, deviceTries }: PictureLimits,
  { storedHash, secret, clientKey, classId, device }: PictureAttempt,
): Promise<PictureCheck | null> {
  if (!device || !storedHash) return null;
  const deviceKey = deviceLimitKey(device);
  const mine = await limiter.take(deviceKey, DEVICE_THROTTLE.windowSeconds, deviceTries);
  if (!mine.ok) return null;
  if (!(await verifyPassword(pictureSecretText(secret), storedHash, clientKey)))
    return { ok: false, code: "wrong-pictures" };
  await limiter.reset(deviceKey);
  if (classId !== undefined) await knownHere.mark(classId, clientKey);
  return { ok: true, rehash: needsRehash(storedHash) };
}

/** The tries a check took before the hash: `taken` lists their keys, the account's first. */
interface TakenTries {
  /** The account's count, this try included. */
  ownCount: number;
  /** The class's count, this try included; 0 without a class. */
  classCount: number;
  taken: string[];
}

/** Past the address's cap a class known here is still checked (its own limits bound it, and it takes nothing from the address). */
const knownClass = async ({ knownHere }: PictureLimits, { classId, clientKey }: PictureAttempt) =>
  classId !== undefined && (await knownHere.has(classId, clientKey));

/** A check from a client with no trusted device entry: every limit, then the hash. */
async function checkUntrusted(limits: PictureLimits, attempt: PictureAttempt): Promise<PictureCheck> {
  const { limiter, now, classLimit } = limits;
  const { storedHash, secret, clientKey, classId, device } = attempt;
  // Reads first, so that a flood past a limit is refused without writing anything.
  const misses = await limiter.failures(pictureMissKey(clientKey), addressRule.windowSeconds);
  const overCap = (misses?.count ?? 0) >= limits.addressTries.length - 1;
  if (overCap && !(await knownClass(limits, attempt))) return { ok: false, code: "too-many-requests" };
  if (classId !== undefined && (await classWaitMs(limits, classId)) > 0) return { ok: false, code: "class-waits" };

  const tries = await takeTries(limits, attempt, overCap);
  if (!("taken" in tries)) return tries;
  const text = pictureSecretText(secret);
  const right = storedHash
    ? await verifyPassword(text, storedHash, clientKey)
    : (await burnPasswordCheck(text, clientKey), false);
  if (!right) {
    if (classId !== undefined && tries.classCount >= classLimit) await startClassWait(limits, classId);
    const wait = pictureWaitMs({ count: tries.ownCount, lastAt: now() }, limiter.multiplier);
    return wait > 0
      ? { ok: false, code: "must-wait", minutes: minutesOf(wait) }
      : { ok: false, code: "wrong-pictures" };
  }
  const [key, ...others] = tries.taken;
  await limiter.reset(key);
  if (device) await limiter.reset(deviceLimitKey(device));
  await giveBack(limiter, others);
  if (classId !== undefined) await limits.knownHere.mark(classId, clientKey);
  return { ok: true, rehash: needsRehash(storedHash!) };
}

/** Gives back the tries a check took (a refused check all of them; a right one the class's and the address's). */
async function giveBack(limiter: RateLimiter, keys: string[]): Promise<void> {
  for (const k of keys) await limiter.release(k);
}

/**
 * Each limit takes this try, the narrowest first: a burst at one pupil stops at her own five
 * and never holds the class's or the address's tries while it is refused. A refusal gives back
 * what was taken before it.
 */
async function takeTries(
  limits: PictureLimits,
  attempt: PictureAttempt,
  overCap: boolean,
): Promise<TakenTries | Exclude<PictureCheck, { ok: true }>> {
  const { limiter } = limits;
  const { userId, clientKey, classId } = attempt;
  const key = failureKey(userId);
  const own = await limiter.take(key, PICTURE_THROTTLE.windowSeconds, limits.accountWaits);
  if (!own.ok) return { ok: false, code: "must-wait", minutes: minutesOf(own.waitMs) };
  const taken: string[] = [key];

  let classCount = 0;
  if (classId !== undefined) {
    const keys = pictureClassKeys(classId);
    const ofClass = await limiter.take(keys.count, PICTURE_CLASS_THROTTLE.windowSeconds, limits.classTries);
    if (ofClass.ok) taken.push(keys.count);
    // Read again once the try is taken: a wait started meanwhile reset the count this try took from.
    if (!ofClass.ok || (await classWaitMs(limits, classId)) > 0) {
      await giveBack(limiter, taken);
      return { ok: false, code: "class-waits" };
    }
    classCount = ofClass.count;
  }

  if (!overCap) {
    const missKey = pictureMissKey(clientKey);
    const fromHere = await limiter.take(missKey, addressRule.windowSeconds, limits.addressTries);
    if (fromHere.ok) taken.push(missKey);
    else if (!(await knownClass(limits, attempt))) {
      await giveBack(limiter, taken);
      return { ok: false, code: "too-many-requests" };
    }
  }
  return { ownCount: own.count, classCount, taken };
}

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
