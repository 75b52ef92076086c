import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { PictureKey } from "#core/picture-password.ts";
import { addressKey } from "#server/auth/address-key.ts";
import { createDeviceCookies, DEVICE_THROTTLE, deviceLimitKey } from "#server/auth/device-cookie.ts";
import {
  createPictureSignIn,
  hashPictureSecret,
  pictureMissKey,
  type PictureCheck,
} from "#server/auth/picture-password.ts";
import {
  accountLimitKey,
  PICTURE_CLASS_THROTTLE,
  pictureClassKeys,
  RATE_LIMITS,
  type RateLimiter,
} from "#server/auth/rate-limit.ts";
import { createClassPupils } from "#server/classes/class-pupils.ts";
import { createClassSignIn } from "#server/classes/class-sign-in.ts";
import { users } from "#server/db/schema.ts";
import { everyEngine } from "#tests/support/database.ts";
import { useCounterBackends } from "#tests/support/counters.ts";
import { makeClassWithPupils } from "#tests/support/class-pupils.ts";
import { countOf, together } from "#tests/support/race.ts";

const SECRET: PictureKey[] = ["kedi", "gunes", "kedi"];
const WRONG: PictureKey[] = ["kedi", "kedi", "gunes"];
const OTHER: PictureKey[] = ["elma", "top", "ev"];
/** The hashes these tests do (about sixty a backend) take seconds on a busy machine. */
const SLOW = 120_000;

const is = (code: string) => (r: PictureCheck) => !r.ok && r.code === code;
/** The addresses of one IPv6 /64, as a phone or a school network has them. */
const inOneSlash64 = (prefix: string, i: number) =>
  `${prefix}:${(i >> 16).toString(16)}:${(i & 0xffff).toString(16)}:1:${(i % 7).toString(16)}`;

/**
 * The picture sign-in's limits when the guesses come together (docs/decisions/0089): every one
 * takes its try before the hash, so N guesses sent at once are N counted tries, never N reads of
 * one count. On PostgreSQL and Redis the requests really overlap; PGlite, one query at a time,
 * runs them as a queue. Every test uses the one stored hash, made once: a hash is ~50 ms.
 */
describe.each(everyEngine)("picture guesses sent together on %s", (kind) => {
  const { backends } = useCounterBackends(kind, { redisOn: "last engine" });
  let stored: string;
  let next = 1;
  /** A fresh account or class id for each test and backend (the counters are keyed by them). */
  const fresh = () => next++ * 1000;

  beforeAll(async () => {
    stored = await hashPictureSecret(SECRET);
  });

  it(
    "60 guesses for one pupil from one address: exactly 5 are checked, the rest told to wait, and the right secret at the end is not let in",
    async () => {
      for (const { name, limiter } of backends) {
        const signIn = createPictureSignIn(limiter);
        const userId = fresh();
        const clientKey = `198.51.100.${next % 250}`;
        const results = await together(60, (i) =>
          signIn.check({ userId, storedHash: stored, secret: i === 59 ? SECRET : WRONG, clientKey }),
        );
        // Four wrong, the fifth wrong answering the wait it starts, 55 refused unchecked with that wait.
        expect(countOf(results, is("wrong-pictures")), name).toBe(4);
        expect(countOf(results, is("must-wait")), name).toBe(56);
        expect(
          results.every((r) => r.ok || r.code !== "must-wait" || r.minutes === 5),
          name,
        ).toBe(true);
        expect(results[59], name).toEqual({ ok: false, code: "must-wait", minutes: 5 });
        // Five tries counted on the account, and the address holds exactly the five wrong ones.
        expect((await limiter.failures(accountLimitKey("picture:fail", userId), 60))?.count, name).toBe(5);
        expect((await limiter.failures(pictureMissKey(clientKey), 60))?.count, name).toBe(5);
      }
    },
    SLOW,
  );

  it(
    "300 guesses for one pupil from 300 addresses of one /64: exactly 5 are checked",
    async () => {
      for (const { name, limiter } of backends) {
        const signIn = createPictureSignIn(limiter);
        const userId = fresh();
        const classId = fresh();
        const addresses = Array.from({ length: 300 }, (_, i) => inOneSlash64(`2001:db8:${next.toString(16)}:1`, i + 1));
        expect(new Set(addresses).size, name).toBe(300);
        const results = await together(300, (i) =>
          signIn.check({ userId, classId, storedHash: stored, secret: WRONG, clientKey: addressKey(addresses[i]) }),
        );
        expect(countOf(results, is("wrong-pictures")), name).toBe(4);
        expect(countOf(results, is("must-wait")), name).toBe(296);
        expect((await limiter.failures(accountLimitKey("picture:fail", userId), 60))?.count, name).toBe(5);
      }
    },
    SLOW,
  );

  it(
    "300 guesses spread over 60 pupils of 3 classes from 300 addresses of one /64, 20 wrong tries short of its cap: exactly 20 are checked",
    async () => {
      const { limit, windowSeconds } = RATE_LIMITS.pictureMissesPerAddress;
      for (const { name, limiter } of backends) {
        const signIn = createPictureSignIn(limiter);
        const prefix = `2001:db8:${next.toString(16)}:2`;
        const slash64 = addressKey(inOneSlash64(prefix, 1));
        // The guesser's earlier wrong tries from the /64 (each a real hash otherwise: too slow to make here).
        for (let i = 0; i < limit - 20; i++) await limiter.fail(pictureMissKey(slash64), windowSeconds);
        const classIds = [fresh(), fresh(), fresh()];
        const pupils = Array.from({ length: 60 }, (_, i) => ({ userId: fresh(), classId: classIds[i % 3] }));
        const results = await together(300, (i) =>
          signIn.check({
            ...pupils[i % 60],
            storedHash: stored,
            secret: WRONG,
            clientKey: addressKey(inOneSlash64(prefix, i + 1)),
          }),
        );
        expect(countOf(results, is("too-many-requests")), name).toBe(280);
        expect(
          countOf(results, (r) => !r.ok && (r.code === "wrong-pictures" || r.code === "must-wait")),
          name,
        ).toBe(20);
        expect((await limiter.failures(pictureMissKey(slash64), windowSeconds))?.count, name).toBe(limit);
        let counted = 0;
        for (const { userId } of pupils)
          counted += (await limiter.failures(accountLimitKey("picture:fail", userId), 60))?.count ?? 0;
        expect(counted, name).toBe(20);
      }
    },
    SLOW,
  );

  it(
    "a class's pupils guessed together, each from an address of its own: at most the class's limit is checked, then the class waits once",
    async () => {
      const { limit, windowSeconds, waitSeconds } = PICTURE_CLASS_THROTTLE;
      for (const { name, limiter } of backends) {
        const signIn = createPictureSignIn(limiter);
        const classId = fresh();
        const keys = pictureClassKeys(classId);
        // All but ten of the class's budget spent by earlier wrong tries (each a real hash otherwise).
        for (let i = 0; i < limit - 10; i++) await limiter.fail(keys.count, windowSeconds);
        const pupils = Array.from({ length: 40 }, () => fresh());
        const results = await together(120, (i) =>
          signIn.check({
            userId: pupils[i % 40],
            classId,
            storedHash: stored,
            secret: i === 119 ? SECRET : WRONG,
            clientKey: `192.0.2.${i + 1}`,
          }),
        );
        expect(countOf(results, is("wrong-pictures")), name).toBe(10);
        expect(countOf(results, is("class-waits")), name).toBe(110);
        expect(results[119], name).toEqual({ ok: false, code: "class-waits" });
        // The wait was started once; the count starts again.
        expect((await limiter.failures(keys.wait, waitSeconds))?.count, name).toBe(1);
        expect(await limiter.failures(keys.count, windowSeconds), name).toBeNull();
        expect(await signIn.classWaitHours(classId), name).toBe(24);
      }
    },
    SLOW,
  );

  it(
    "past the address's cap a class known at the address still signs in, and its guesses stay bounded by the pupil's limit; a class not known there is refused unchecked",
    async () => {
      const { limit, windowSeconds } = RATE_LIMITS.pictureMissesPerAddress;
      for (const { name, limiter } of backends) {
        const signIn = createPictureSignIn(limiter);
        const prefix = `2001:db8:${next.toString(16)}:3`;
        const school = (i: number) => addressKey(inOneSlash64(prefix, i));
        const known = fresh();
        const stranger = fresh();
        const [ayse, deniz, ece, guessed] = [fresh(), fresh(), fresh(), fresh()];
        // Ayşe signs in from the school: her class is known there from now on.
        expect(
          await signIn.check({
            userId: ayse,
            classId: known,
            storedHash: stored,
            secret: SECRET,
            clientKey: school(1),
          }),
          name,
        ).toEqual({ ok: true, rehash: false });
        // Someone at the school fills its cap with wrong pictures.
        for (let i = 0; i < limit; i++) await limiter.fail(pictureMissKey(school(2)), windowSeconds);
        // Deniz, of the known class, from another device at the school: in.
        expect(
          await signIn.check({
            userId: deniz,
            classId: known,
            storedHash: stored,
            secret: SECRET,
            clientKey: school(3),
          }),
          name,
        ).toEqual({ ok: true, rehash: false });
        // Ece's class was never used there: refused unchecked, nothing counted on her.
        expect(
          await signIn.check({
            userId: ece,
            classId: stranger,
            storedHash: stored,
            secret: SECRET,
            clientKey: school(4),
          }),
          name,
        ).toEqual({ ok: false, code: "too-many-requests" });
        expect((await limiter.failures(accountLimitKey("picture:fail", ece), 60))?.count ?? 0, name).toBe(0);
        // From elsewhere Ece signs in.
        expect(
          await signIn.check({
            userId: ece,
            classId: stranger,
            storedHash: stored,
            secret: SECRET,
            clientKey: "203.0.113.200",
          }),
          name,
        ).toEqual({ ok: true, rehash: false });
        // Thirty guesses at a pupil of the known class from the school at once: its own limit holds, five checked.
        const results = await together(30, (i) =>
          signIn.check({
            userId: guessed,
            classId: known,
            storedHash: stored,
            secret: WRONG,
            clientKey: school(10 + i),
          }),
        );
        expect(countOf(results, is("wrong-pictures")), name).toBe(4);
        expect(countOf(results, is("must-wait")), name).toBe(26);
        expect(
          (await limiter.failures(pictureClassKeys(known).count, PICTURE_CLASS_THROTTLE.windowSeconds))?.count,
          name,
        ).toBe(5);
        // The known class's checks past the cap took nothing from the school's count.
        expect((await limiter.failures(pictureMissKey(school(2)), windowSeconds))?.count, name).toBe(limit);
      }
    },
    SLOW,
  );

  it(
    "a class at the bell, twelve pupils at once from one address: all signed in, and nothing is left counted",
    async () => {
      for (const { name, limiter } of backends) {
        const signIn = createPictureSignIn(limiter);
        const classId = fresh();
        const pupils = Array.from({ length: 12 }, () => fresh());
        const clientKey = `198.51.100.${200 + (next % 50)}`;
        const results = await together(12, (i) =>
          signIn.check({ userId: pupils[i], classId, storedHash: stored, secret: SECRET, clientKey }),
        );
        expect(
          countOf(results, (r) => r.ok),
          name,
        ).toBe(12);
        expect((await limiter.failures(pictureMissKey(clientKey), 60))?.count ?? 0, name).toBe(0);
        expect((await limiter.failures(pictureClassKeys(classId).count, 60))?.count ?? 0, name).toBe(0);
        for (const userId of pupils)
          expect(await limiter.failures(accountLimitKey("picture:fail", userId), 60), name).toBeNull();
      }
    },
    SLOW,
  );
});

/**
 * Device cookies (docs/decisions/0092): a browser a pupil signed in on right is checked on its
 * own small budget, whatever the class's, the account's and the address's limits say after
 * someone else's spraying; a cookie that is not hers (forged, another pupil's, made before her
 * new pictures) exempts nothing. Through the class sign-in service, with real pupils' rows.
 */
describe.each(everyEngine)("device cookies on %s", (kind) => {
  const { backends, db } = useCounterBackends(kind, { redisOn: "last engine" });
  const devices = createDeviceCookies("a site key for tests");
  let next = 1;
  const address = () => `198.18.${Math.floor(next / 250)}.${next++ % 250}`;

  /** A class of Ayşe and Bora, each signed in once on her own browser: their device cookies. */
  async function classAtTheBell(limiter: RateLimiter) {
    const signIn = createClassSignIn(db(), limiter, devices);
    const made = await makeClassWithPupils(db(), {
      pupils: [
        ["Ayşe", SECRET],
        ["Bora", OTHER],
      ],
    });
    const [ayse, bora] = made.pupils;
    const first = async (pupilId: number, secret: PictureKey[]) => {
      const result = await signIn.signIn(made.id, pupilId, secret, address());
      if (!result.ok) throw new Error(`the first sign-in was refused: ${result.code}`);
      return result.device;
    };
    return {
      signIn,
      made,
      ayse,
      bora,
      ayseCookie: await first(ayse.id, SECRET),
      boraCookie: await first(bora.id, OTHER),
    };
  }

  /** Five wrong tries at a pupil from five addresses: her own wait starts. One after another, so that the class's wait, when they start it, starts on the fifth. */
  async function sprayInto(signIn: ReturnType<typeof createClassSignIn>, classId: number, pupilId: number) {
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await signIn.signIn(classId, pupilId, WRONG, address()));
    expect(countOf(results, (r) => !r.ok && (r.code === "wrong-pictures" || r.code === "must-wait"))).toBe(5);
  }

  it(
    "a class sprayed past its limit and Ayşe into her own wait, the address's cap full: Ayşe with her device cookie signs in, Bora without his waits with the class",
    async () => {
      const { limit, windowSeconds } = PICTURE_CLASS_THROTTLE;
      for (const { name, limiter } of backends) {
        const { signIn, made, ayse, bora, ayseCookie } = await classAtTheBell(limiter);
        const keys = pictureClassKeys(made.id);
        // The sprayer's earlier wrong tries across the class; his five at Ayşe bring it to its limit.
        for (let i = 0; i < limit - 5; i++) await limiter.fail(keys.count, windowSeconds);
        await sprayInto(signIn, made.id, ayse.id);
        expect(await signIn.signIn(made.id, ayse.id, SECRET, address()), name).toMatchObject({
          ok: false,
          code: "class-waits",
        });
        expect((await limiter.failures(accountLimitKey("picture:fail", ayse.id), 60))?.count, name).toBe(5);
        // A school address whose cap someone filled, where the class was never used.
        const school = address();
        for (let i = 0; i < RATE_LIMITS.pictureMissesPerAddress.limit; i++)
          await limiter.fail(pictureMissKey(school), RATE_LIMITS.pictureMissesPerAddress.windowSeconds);
        expect(await signIn.signIn(made.id, bora.id, OTHER, school), name).toMatchObject({
          ok: false,
          code: "too-many-requests",
        });

        const ayseIn = await signIn.signIn(made.id, ayse.id, SECRET, school, ayseCookie);
        expect(ayseIn.ok, name).toBe(true);
        // Bora has no cookie on this browser: the class waits for him.
        expect(await signIn.signIn(made.id, bora.id, OTHER, address()), name).toMatchObject({
          ok: false,
          code: "class-waits",
        });
        // Ayşe's right try left the untrusted clients' counts as they were: the guesser still waits.
        expect((await limiter.failures(accountLimitKey("picture:fail", ayse.id), 60))?.count, name).toBe(5);
        expect(await signIn.signIn(made.id, ayse.id, SECRET, address()), name).toMatchObject({
          ok: false,
          code: "class-waits",
        });
        expect(await createPictureSignIn(limiter).classWaitHours(made.id), name).toBe(24);
      }
    },
    SLOW,
  );

  it(
    "a forged cookie, another pupil's, and one made before 'Resimleri yenile' exempt nothing; one browser's cookie names both pupils",
    async () => {
      for (const { name, limiter } of backends) {
        const { signIn, made, ayse, bora, ayseCookie, boraCookie } = await classAtTheBell(limiter);
        await limiter.fail(pictureClassKeys(made.id).wait, PICTURE_CLASS_THROTTLE.waitSeconds);
        const waits = async (pupilId: number, secret: PictureKey[], cookie: string) =>
          expect(await signIn.signIn(made.id, pupilId, secret, address(), cookie), `${name}: ${cookie}`).toMatchObject({
            ok: false,
            code: "class-waits",
          });
        const [id, nonce, mac] = ayseCookie.split(".");
        const flipped = `${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`;
        await waits(ayse.id, SECRET, `${id}.${nonce}.${flipped}`);
        await waits(ayse.id, SECRET, `${id}.${"x".repeat(22)}.${mac}`);
        await waits(bora.id, OTHER, `${bora.id}.${nonce}.${mac}`);
        await waits(ayse.id, SECRET, boraCookie);
        await waits(ayse.id, SECRET, "kedi-gunes-kedi");
        // Her own cookie: in.
        expect((await signIn.signIn(made.id, ayse.id, SECRET, address(), ayseCookie)).ok, name).toBe(true);
        // A tablet both sign in on: one cookie names both, each entry for its own pupil.
        const shared = devices.after(
          devices.after(ayseCookie, bora.id, (await pictureHashOf(bora.id))!),
          ayse.id,
          (await pictureHashOf(ayse.id))!,
        );
        expect(shared.split("~"), name).toHaveLength(2);
        expect((await signIn.signIn(made.id, bora.id, OTHER, address(), shared)).ok, name).toBe(true);
        expect((await signIn.signIn(made.id, ayse.id, SECRET, address(), shared)).ok, name).toBe(true);

        // The teacher gives Ayşe new pictures: her old cookie exempts nothing, with the new pictures either.
        const renewed = await createClassPupils(db(), limiter).resetPictures(
          { id: made.teacherId, role: "teacher" },
          made.id,
          ayse.id,
        );
        await waits(ayse.id, renewed!.pictures, ayseCookie);
        await waits(ayse.id, renewed!.pictures, shared);
        // Bora's entry in the shared cookie still holds.
        expect((await signIn.signIn(made.id, bora.id, OTHER, address(), shared)).ok, name).toBe(true);
      }
    },
    SLOW,
  );

  it(
    "a device cookie's own five wrong tries are checked and count on nobody else's budget; then it is ignored, and Ayşe, sprayed, waits like anyone",
    async () => {
      for (const { name, limiter } of backends) {
        const { signIn, made, ayse, ayseCookie } = await classAtTheBell(limiter);
        await sprayInto(signIn, made.id, ayse.id);
        const classCount = (
          await limiter.failures(pictureClassKeys(made.id).count, PICTURE_CLASS_THROTTLE.windowSeconds)
        )?.count;
        const clientKey = address();
        for (let i = 0; i < DEVICE_THROTTLE.limit; i++) {
          expect(await signIn.signIn(made.id, ayse.id, WRONG, clientKey, ayseCookie), `${name} ${i}`).toEqual({
            ok: false,
            code: "wrong-pictures",
          });
        }
        expect((await limiter.failures(accountLimitKey("picture:fail", ayse.id), 60))?.count, name).toBe(5);
        expect(
          (await limiter.failures(pictureClassKeys(made.id).count, PICTURE_CLASS_THROTTLE.windowSeconds))?.count,
          name,
        ).toBe(classCount);
        expect(await limiter.failures(pictureMissKey(clientKey), 60), name).toBeNull();
        // The sixth, right, is an untrusted client's: Ayşe's own wait refuses it.
        expect(await signIn.signIn(made.id, ayse.id, SECRET, clientKey, ayseCookie), name).toMatchObject({
          ok: false,
          code: "must-wait",
        });
      }
    },
    SLOW,
  );

  it(
    "25 wrong tries with one device cookie at once, the pupil sprayed into her wait: exactly the cookie's 5 are checked",
    async () => {
      for (const { name, limiter } of backends) {
        const { signIn, made, ayse, ayseCookie } = await classAtTheBell(limiter);
        await sprayInto(signIn, made.id, ayse.id);
        const results = await together(DEVICE_THROTTLE.limit + 20, () =>
          signIn.signIn(made.id, ayse.id, WRONG, address(), ayseCookie),
        );
        expect(
          countOf(results, (r) => !r.ok && r.code === "wrong-pictures"),
          name,
        ).toBe(DEVICE_THROTTLE.limit);
        expect(
          countOf(results, (r) => !r.ok && r.code === "must-wait"),
          name,
        ).toBe(20);
        expect(
          (
            await limiter.failures(
              deviceLimitKey(devices.trusted(ayseCookie, ayse.id, await pictureHashOf(ayse.id))!),
              60,
            )
          )?.count,
          name,
        ).toBe(DEVICE_THROTTLE.limit);
        expect((await limiter.failures(accountLimitKey("picture:fail", ayse.id), 60))?.count, name).toBe(5);
      }
    },
    SLOW,
  );

  const pictureHashOf = async (id: number) =>
    (await db().select({ hash: users.pictureHash }).from(users).where(eq(users.id, id)))[0]?.hash ?? null;
});
