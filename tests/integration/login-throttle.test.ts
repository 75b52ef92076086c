import { describe, expect, it } from "vitest";
import { tr } from "#core/messages.ts";
import { LOGIN_ERRORS } from "#core/auth-errors.ts";
import { createAuthService } from "#server/auth/auth-service.ts";
import { knownAccountKey, KNOWN_ACCOUNT_SECONDS } from "#server/auth/known-accounts.ts";
import { createDbRateLimiter, LOGIN_THROTTLE, loginDelayMs, RATE_LIMITS } from "#server/auth/rate-limit.ts";
import { users } from "#server/db/schema.ts";
import { hashPassword, verifyPassword } from "#server/auth/password.ts";
import { dbKinds, everyEngine } from "#tests/support/database.ts";
import { useCounterBackends } from "#tests/support/counters.ts";
import { countOf, together } from "#tests/support/race.ts";
import { useTestDatabase } from "#tests/support/test-site.ts";

const link = (token: string) => `http://merdiven.test/dogrula?token=${token}`;
const OWNER = { email: "sahip@example.com", password: "mavi-deniz-77" };
const OWNER_ADDRESS = "192.0.2.10";

describe("the growing wait after wrong passwords", () => {
  it("is free for the first three, then doubles from one second up to fifteen minutes", () => {
    const at = (count: number) => loginDelayMs({ count, lastAt: 0 }) / 1000;
    expect([0, 1, 2].map(at)).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6, 10].map(at)).toEqual([1, 2, 4, 8, 128]);
    expect(at(13)).toBe(LOGIN_THROTTLE.maxDelaySeconds);
    expect(at(1000)).toBe(LOGIN_THROTTLE.maxDelaySeconds);
    // Tests loosen every limit with RATE_LIMIT_MULTIPLIER.
    expect(loginDelayMs({ count: 5, lastAt: 0 }, 5)).toBe(0);
  });
});

/** Each of these tests checks about twenty real argon2id hashes (decision 0065): seconds on a busy machine. */
const SLOW = 180_000;

describe.each(everyEngine)("log-in throttling on %s", (kind) => {
  const { backends, db } = useCounterBackends(kind, { redisOn: "every engine" });

  it(
    "never lets a stranger's wrong passwords from elsewhere lock the owner out",
    async () => {
      for (const { name, limiter } of backends) {
        const auth = createAuthService(db(), limiter);
        const owner = { ...OWNER, email: `${name.split(" ")[0].toLowerCase()}-1-${OWNER.email}` };
        await auth.signup({ ...owner, repeatPassword: owner.password }, "198.51.100.1", link);
        const codes: string[] = [];
        for (let i = 0; i < 12; i++) {
          const r = await auth.login({ email: owner.email, password: `tahmin-${i}` }, "203.0.113.66");
          codes.push(r.ok ? "ok" : r.code);
        }
        // The stranger's address is slowed down (docs/product.md's message stays reachable)…
        expect(codes.slice(0, 3), name).toEqual(["wrong-password", "wrong-password", "wrong-password"]);
        expect(codes.slice(3), name).toEqual(Array(9).fill("too-many-requests"));
        expect(LOGIN_ERRORS["too-many-requests"]).toBe(tr.login.tooManyRequests);
        // …and the owner, from their own address, signs in at once.
        expect(await auth.login(owner, OWNER_ADDRESS), name).toMatchObject({ ok: true });
      }
    },
    SLOW,
  );

  it(
    "makes each further attempt from the same address wait twice as long",
    async () => {
      for (const { name, limiter, ageStartingWith } of backends) {
        const auth = createAuthService(db(), limiter);
        const owner = { ...OWNER, email: `${name.split(" ")[0].toLowerCase()}-2-${OWNER.email}` };
        await auth.signup({ ...owner, repeatPassword: owner.password }, "198.51.100.2", link);
        const wrong = () => auth.login({ email: owner.email, password: "yanlis" }, OWNER_ADDRESS);
        for (let i = 0; i < 3; i++) expect(await wrong(), name).toMatchObject({ code: "wrong-password" });
        expect(await wrong(), name).toMatchObject({ code: "too-many-requests" });
        await ageStartingWith(`login:fail:${owner.email}`, 1.5);
        expect(await wrong(), `${name}: after 1 s`).toMatchObject({ code: "wrong-password" });
        // Now two seconds: one and a half are not enough, the right password included.
        await ageStartingWith(`login:fail:${owner.email}`, 1.5);
        expect(await auth.login(owner, OWNER_ADDRESS), name).toMatchObject({ code: "too-many-requests" });
        await ageStartingWith(`login:fail:${owner.email}`, 1);
        expect(await auth.login(owner, OWNER_ADDRESS), `${name}: after 2 s`).toMatchObject({ ok: true });
        // A success forgets the count: the next mistake is free again.
        expect(await wrong(), name).toMatchObject({ code: "wrong-password" });
      }
    },
    SLOW,
  );

  it(
    "lifts the wait for every address once the owner resets the password",
    async () => {
      for (const { name, limiter, ageStartingWith } of backends) {
        const auth = createAuthService(db(), limiter);
        const owner = { ...OWNER, email: `${name.split(" ")[0].toLowerCase()}-3-${OWNER.email}` };
        await auth.signup({ ...owner, repeatPassword: owner.password }, "198.51.100.3", link);
        // The pupil forgot the password and tried eight times from home and at school, waiting each time.
        for (const address of [OWNER_ADDRESS, "192.0.2.20"]) {
          for (let i = 0; i < 8; i++) {
            await ageStartingWith(`login:fail:${owner.email}:0:${address}`, 600);
            expect(await auth.login({ email: owner.email, password: `unuttum-${i}` }, address), name).toMatchObject({
              code: "wrong-password",
            });
          }
        }
        // Now each must wait 32 s, even with the right password.
        expect(await auth.login(owner, OWNER_ADDRESS), name).toMatchObject({ code: "too-many-requests" });
        expect(await auth.login(owner, "192.0.2.20"), name).toMatchObject({ code: "too-many-requests" });

        let resetLink = "";
        await auth.requestPasswordReset(owner.email, OWNER_ADDRESS, (token) => (resetLink = token));
        expect(await auth.resetPassword(resetLink, "yeni-mavi-deniz-8"), name).toBe("changed");
        expect(
          await auth.login({ email: owner.email, password: "yeni-mavi-deniz-8" }, OWNER_ADDRESS),
          name,
        ).toMatchObject({ ok: true });
        expect(
          await auth.login({ email: owner.email, password: "yeni-mavi-deniz-8" }, "192.0.2.20"),
          name,
        ).toMatchObject({ ok: true });
      }
    },
    SLOW,
  );

  it(
    "counts passwords sent together one by one: of 30 at once from one address 3 are checked, and the right one among the late ones waits too",
    async () => {
      for (const { name, limiter } of backends) {
        const auth = createAuthService(db(), limiter);
        const owner = { ...OWNER, email: `${name.split(" ")[0].toLowerCase()}-4-${OWNER.email}` };
        await auth.signup({ ...owner, repeatPassword: owner.password }, "198.51.100.4", link);
        const results = await together(30, (i) =>
          auth.login({ email: owner.email, password: i === 29 ? owner.password : `tahmin-${i}` }, "203.0.113.77"),
        );
        expect(
          countOf(results, (r) => !r.ok && r.code === "wrong-password"),
          name,
        ).toBe(LOGIN_THROTTLE.freeFailures);
        expect(
          countOf(results, (r) => !r.ok && r.code === "too-many-requests"),
          name,
        ).toBe(30 - LOGIN_THROTTLE.freeFailures);
        expect(results[29], name).toEqual({ ok: false, code: "too-many-requests" });
        // Only the three were counted: after their second's wait the owner signs in from there.
        expect(
          (await limiter.failures(`login:fail:${owner.email}:0:203.0.113.77`, LOGIN_THROTTLE.windowSeconds))?.count,
          name,
        ).toBe(3);
      }
    },
    SLOW,
  );

  /** `count` accounts with one password (hashed once), straight into the table. */
  async function pupils(prefix: string, count: number) {
    const passwordHash = await hashPassword(OWNER.password);
    const made = await db()
      .insert(users)
      .values(Array.from({ length: count }, (_, i) => ({ email: `${prefix}-${i}@example.com`, passwordHash })))
      .returning({ id: users.id, email: users.email });
    return made.map((u) => ({ id: u.id, email: u.email!, password: OWNER.password }));
  }
  const ADDRESS_CAP = RATE_LIMITS.loginPerAddress.limit;

  it(
    "lets a class of 40 log in together from the school's one address: right passwords spend nothing of the address's cap (decision 0093)",
    async () => {
      for (const { name, limiter } of backends) {
        const auth = createAuthService(db(), limiter);
        const school = "2001:db8:5c1::/64";
        const klass = await pupils(`${name.split(" ")[0].toLowerCase()}-sinif`, 40);
        const results = await together(klass.length, (i) => auth.login(klass[i], school));
        expect(
          countOf(results, (r) => r.ok),
          name,
        ).toBe(40);
        expect(
          (await limiter.failures(`login:address:${school}`, RATE_LIMITS.loginPerAddress.windowSeconds))?.count ?? 0,
          name,
        ).toBe(0);
        // Each is now known at the school for 30 days, under a key the account's erasure forgets.
        expect(
          await limiter.failures(knownAccountKey(klass[0].id, school), KNOWN_ACCOUNT_SECONDS),
          name,
        ).not.toBeNull();
      }
    },
    SLOW,
  );

  it(
    "past the address's cap on failed log-ins still checks accounts known at the address, and refuses the others unchecked",
    async () => {
      for (const { name, limiter } of backends) {
        const auth = createAuthService(db(), limiter);
        const school = "198.51.100.200";
        const [known, stranger] = await pupils(`${name.split(" ")[0].toLowerCase()}-bilinen`, 2);
        expect(await auth.login(known, school), name).toMatchObject({ ok: true });
        // One pupil posts 30 wrong passwords over other addresses' accounts.
        for (let i = 0; i < ADDRESS_CAP; i++)
          expect(
            await auth.login({ email: `yok-${name.length}-${i}@example.com`, password: "tahmin-bu" }, school),
            name,
          ).toMatchObject({ code: "user-not-found" });
        expect(await auth.login({ email: "yok-daha@example.com", password: "tahmin-bu" }, school), name).toMatchObject({
          code: "too-many-requests",
        });
        // The classmate known here signs in (a wrong password of hers is still checked as wrong)…
        expect(await auth.login({ email: known.email, password: "yanlis-bu" }, school), name).toMatchObject({
          code: "wrong-password",
        });
        expect(await auth.login(known, school), name).toMatchObject({ ok: true });
        // …and an account never signed in from here is refused, its right password unchecked.
        expect(await auth.login(stranger, school), name).toMatchObject({ code: "too-many-requests" });
        // An account made from here (signed in at once) is known here too.
        const newcomer = { email: `yeni-${name.length}@example.com`, password: OWNER.password };
        expect(await auth.signup({ ...newcomer, repeatPassword: newcomer.password }, school, link), name).toMatchObject(
          { ok: true },
        );
        expect(await auth.login(newcomer, school), name).toMatchObject({ ok: true });
        // From elsewhere the stranger's account is untouched.
        expect(await auth.login(stranger, "192.0.2.201"), name).toMatchObject({ ok: true });
      }
    },
    SLOW,
  );

  it(
    "checks exactly the cap's 30 of 50 wrong log-ins sent together from one address",
    async () => {
      for (const { name, limiter } of backends) {
        const auth = createAuthService(db(), limiter);
        const school = "203.0.113.150";
        const results = await together(ADDRESS_CAP + 20, (i) =>
          auth.login({ email: `tahmin-${name.length}-${i}@example.com`, password: "tahmin-bu" }, school),
        );
        expect(
          countOf(results, (r) => !r.ok && r.code === "user-not-found"),
          name,
        ).toBe(ADDRESS_CAP);
        expect(
          countOf(results, (r) => !r.ok && r.code === "too-many-requests"),
          name,
        ).toBe(20);
      }
    },
    SLOW,
  );
});

/**
 * The hash slots are shared fairly across clients (docs/decisions/0089): a burst of guesses from
 * one address, already queued, does not hold back a teacher's log-in from another.
 */
describe.each(dbKinds)("a log-in during a burst of hashes from another address on %s", (kind) => {
  const database = useTestDatabase(kind);

  it(
    "waits for about one hash a slot, not for the burst",
    async () => {
      const auth = createAuthService(database.db, createDbRateLimiter(database.db));
      const teacher = { email: "ogretmen-adil@example.com", password: "mavi-deniz-77" };
      await auth.signup({ ...teacher, repeatPassword: teacher.password }, "198.51.100.50", link);
      const stored = await hashPassword("tahmin-edilen-sifre");
      const finished: string[] = [];
      const burst = Array.from({ length: 40 }, (_, i) =>
        verifyPassword(`tahmin-${i}`, stored, "2001:db8:bad::/64").then(() => finished.push("guess")),
      );
      const login = auth.login(teacher, "198.51.100.50").then((result) => (finished.push("teacher"), result));
      expect(await login).toMatchObject({ ok: true });
      await Promise.all(burst);
      // Queued behind all forty it would finish 41st; its turn comes at the next free slot.
      expect(finished.indexOf("teacher")).toBeLessThan(10);
    },
    SLOW,
  );
});
