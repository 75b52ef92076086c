import { beforeAll, describe, expect, it } from "vitest";
import type { PictureKey } from "#core/picture-password.ts";
import { createPictureSignIn, hashPictureSecret, pictureMissKey } from "#server/auth/picture-password.ts";
import {
  accountLimitKey,
  keysOfAccount,
  PICTURE_THROTTLE,
  pictureWaitMs,
  RATE_LIMITS,
} from "#server/auth/rate-limit.ts";
import { everyEngine } from "#tests/support/database.ts";
import { useCounterBackends } from "#tests/support/counters.ts";

const MINUTE = 60_000;

describe("the wait after wrong picture secrets", () => {
  it("is free for five, then five minutes doubling to an hour", () => {
    const at = (count: number) => pictureWaitMs({ count, lastAt: 0 }) / MINUTE;
    expect([0, 1, 2, 3, 4].map(at)).toEqual([0, 0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 50].map(at)).toEqual([5, 10, 20, 40, 60, 60]);
    expect(PICTURE_THROTTLE.maxWaitMinutes).toBe(60);
    // Tests loosen every limit with RATE_LIMIT_MULTIPLIER.
    expect(pictureWaitMs({ count: 9, lastAt: 0 }, 2)).toBe(0);
  });

  it("is an account counter that erasing the account forgets", () => {
    expect(keysOfAccount(7).keys).toContain(accountLimitKey("picture:fail", 7));
  });
});

const SECRET: PictureKey[] = ["kedi", "gunes", "kedi"];
const WRONG: PictureKey[] = ["kedi", "kedi", "gunes"];
/** Each test checks a dozen real argon2id hashes: seconds on a busy machine. */
const SLOW = 120_000;

describe.each(everyEngine)("picture sign-in throttling on %s", (kind) => {
  const { backends } = useCounterBackends(kind, { redisOn: "every engine" });
  let stored: string;
  let nextUser = 1;

  beforeAll(async () => {
    stored = await hashPictureSecret(SECRET);
  });

  it(
    "lets five wrong tries through, then makes the pupil wait five minutes, the right secret included",
    async () => {
      for (const { name, limiter, age } of backends) {
        const signIn = createPictureSignIn(limiter);
        const userId = nextUser++;
        const attempt = (secret: PictureKey[], clientKey = "203.0.113.5") =>
          signIn.check({ userId, storedHash: stored, secret, clientKey });
        for (let i = 0; i < 4; i++) expect(await attempt(WRONG), name).toEqual({ ok: false, code: "wrong-pictures" });
        // The fifth says at once how long to wait.
        expect(await attempt(WRONG), name).toEqual({ ok: false, code: "must-wait", minutes: 5 });
        // From any address (a class shares one; a classmate may be on another), unchecked.
        expect(await attempt(SECRET, "198.51.100.9"), name).toEqual({ ok: false, code: "must-wait", minutes: 5 });
        await age(accountLimitKey("picture:fail", userId), 3 * 60);
        expect(await attempt(SECRET), name).toEqual({ ok: false, code: "must-wait", minutes: 2 });
        await age(accountLimitKey("picture:fail", userId), 2 * 60 + 1);
        // Waited: the right secret gets in and the count is forgotten.
        expect(await attempt(SECRET), name).toEqual({ ok: true, rehash: false });
        expect(await attempt(WRONG), name).toEqual({ ok: false, code: "wrong-pictures" });
      }
    },
    SLOW,
  );

  it(
    "doubles the wait for each wrong try after one, and the teacher's new secret lifts it",
    async () => {
      for (const { name, limiter, age } of backends) {
        const signIn = createPictureSignIn(limiter);
        const userId = nextUser++;
        const key = accountLimitKey("picture:fail", userId);
        const attempt = (secret: PictureKey[]) =>
          signIn.check({ userId, storedHash: stored, secret, clientKey: "203.0.113.6" });
        for (let i = 0; i < 4; i++) await attempt(WRONG);
        expect(await attempt(WRONG), name).toEqual({ ok: false, code: "must-wait", minutes: 5 });
        await age(key, 5 * 60 + 1);
        expect(await attempt(WRONG), name).toEqual({ ok: false, code: "must-wait", minutes: 10 });
        await age(key, 10 * 60 + 1);
        expect(await attempt(WRONG), name).toEqual({ ok: false, code: "must-wait", minutes: 20 });
        // A classmate's pupil next to her is not slowed by it.
        expect(
          await signIn.check({ userId: userId + 1000, storedHash: stored, secret: SECRET, clientKey: "203.0.113.6" }),
          name,
        ).toMatchObject({ ok: true });
        await signIn.clear(userId);
        expect(await attempt(SECRET), name).toEqual({ ok: true, rehash: false });
      }
    },
    SLOW,
  );

  it(
    "counts a check of an account without a secret as wrong, and caps the wrong tries of one address",
    async () => {
      for (const { name, limiter } of backends) {
        const signIn = createPictureSignIn(limiter);
        const userId = nextUser++;
        expect(
          await signIn.check({ userId, storedHash: null, secret: SECRET, clientKey: "203.0.113.7" }),
          name,
        ).toEqual({ ok: false, code: "wrong-pictures" });
        const crowded = `192.0.2.${nextUser}`;
        const { limit, windowSeconds } = RATE_LIMITS.pictureMissesPerAddress;
        for (let i = 0; i < limit - 1; i++) await limiter.fail(pictureMissKey(crowded), windowSeconds);
        // A right secret takes nothing from the address's count…
        expect(await signIn.check({ userId, storedHash: stored, secret: SECRET, clientKey: crowded }), name).toEqual({
          ok: true,
          rehash: false,
        });
        expect((await limiter.failures(pictureMissKey(crowded), windowSeconds))?.count, name).toBe(limit - 1);
        // …a wrong one fills it, and then nothing more from there is checked (no class known there).
        expect(await signIn.check({ userId, storedHash: stored, secret: WRONG, clientKey: crowded }), name).toEqual({
          ok: false,
          code: "wrong-pictures",
        });
        expect(await signIn.check({ userId, storedHash: stored, secret: SECRET, clientKey: crowded }), name).toEqual({
          ok: false,
          code: "too-many-requests",
        });
        expect(
          await signIn.check({ userId, storedHash: stored, secret: SECRET, clientKey: "203.0.113.7" }),
          name,
        ).toEqual({ ok: true, rehash: false });
      }
    },
    SLOW,
  );
});
