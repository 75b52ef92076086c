import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createErasureService } from "#server/account/erase.ts";
import { createAuthService } from "#server/auth/auth-service.ts";
import { knownAccountKey } from "#server/auth/known-accounts.ts";
import {
  addressLimitKeys,
  createDbRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from "#server/auth/rate-limit.ts";
import { totpCode } from "#server/auth/totp.ts";
import { createTwoStepService } from "#server/auth/two-step.ts";
import {
  classMembers,
  classes,
  homework,
  homeworkProgress,
  homeworkTries,
  messages,
  rateLimits,
  subscribers,
  teacherRequests,
  users,
} from "#server/db/schema.ts";
import { createHomeworkService } from "#server/homework/homework-service.ts";
import { makeContent } from "#tests/support/factories.ts";
import { createPictureSignIn } from "#server/auth/picture-password.ts";
import { createClassPupils } from "#server/classes/class-pupils.ts";
import { createClassService } from "#server/classes/class-service.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { openRedis } from "#server/redis.ts";
import { dbKinds } from "#tests/support/database.ts";
import { redisUrl } from "#tests/support/redis.ts";
import { traces } from "#tests/support/traces.ts";
import { useTestDatabase } from "#tests/support/test-site.ts";

const closing: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

describe.each(dbKinds)("erasing an address on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("leaves no row in any table that names the address or the account", async () => {
    const limiter = createDbRateLimiter(database.db);
    const auth = createAuthService(database.db, limiter);
    const email = "veli.cocuk@example.com";
    const signed = await auth.signup(
      { email, password: "yesil-elma-42", repeatPassword: "yesil-elma-42" },
      "192.0.2.5",
      (t) => `http://x/dogrula?token=${t}`,
    );
    if (!signed.ok) throw new Error(signed.code);
    const id = signed.user.id;
    await auth.requestPasswordReset(email, "192.0.2.5", (t) => `http://x/sifre-sifirla?token=${t}`);
    await auth.login({ email, password: "yanlis-sifre-1" }, "192.0.2.5");
    // Two-step rows too (an admin's), and a message typed with capitals, and the newsletter.
    const steps = createTwoStepService(database.db, limiter);
    const setup = (await steps.setup({ id, email, role: "admin" }))!;
    await steps.confirmSetup(id, totpCode(setup.secret, Date.now()));
    await steps.startLogin(id);
    // A wrong code counts against the account's two-step limits (counters keyed by its id).
    expect(await steps.finishLogin(await steps.startLogin(id), "yanlis")).toEqual({ ok: false, code: "wrong-code" });
    await auth.createSession(id);
    const [message] = await database.db
      .insert(messages)
      .values({
        kind: "contact",
        name: "Ayşe Yılmaz",
        email: "Veli.Cocuk@Example.com",
        message: "Merhaba, bir sorum var.",
      })
      .returning();
    await enqueueMail(database.db, {
      to: "sahip@example.com",
      replyTo: "Veli.Cocuk@Example.com",
      subject: "İletişim",
      text: "Ayşe Yılmaz <Veli.Cocuk@Example.com>: Merhaba",
      messageId: message.id,
    });
    await database.db.insert(subscribers).values({ email, confirmedAt: new Date() });
    // 'Sınıfım': a teacher request (approved), a class of the account's own with a
    // pupil in it, a membership of another teacher's class, and wrong join codes counted.
    const classService = createClassService(database.db, limiter);
    // Only a proven address may ask to be a teacher.
    await database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id));
    expect(await classService.requestTeacher(id, { name: "Veli Çocuk", school: "Okul", city: "Van" })).toBe("sent");
    expect(await classService.decide((await classService.requestOf(id))!.id, true)).toBe("approved");
    const [otherTeacher] = await database.db
      .insert(users)
      .values({ email: "ogretmen@example.com", role: "teacher" })
      .returning();
    const [pupil] = await database.db.insert(users).values({ email: "ogrenci@example.com" }).returning();
    const own = await classService.create(id, { name: "5-B İngilizce", grade: 5, schoolYear: "2026-2027" });
    const theirs = await classService.create(otherTeacher.id, { name: "6-A", grade: 6, schoolYear: "2026-2027" });
    if (own === "too-many" || theirs === "too-many") throw new Error("too many classes");
    expect(await classService.join(pupil.id, { code: own.joinCode, displayName: "Ece" }, "192.0.2.9")).toMatchObject({
      ok: true,
    });
    expect(await classService.join(id, { code: theirs.joinCode, displayName: "Veli Ç." }, "192.0.2.5")).toMatchObject({
      ok: true,
    });
    expect(await classService.join(id, { code: "YYYYYY", displayName: "Veli Ç." }, "192.0.2.5")).toMatchObject({
      ok: false,
    });
    // The approval ended the sessions and voided the links: a new session and a new reset link.
    await auth.createSession(id);
    await auth.requestPasswordReset(email, "192.0.2.5", (t) => `http://x/sifre-sifirla?token=${t}`);
    // Someone else's data stays.
    await database.db.insert(users).values({ email: "baska@example.com" });
    expect((await traces(database, email, id)).length).toBeGreaterThan(5);
    const found = (await traces(database, email, id)).join("\n");
    for (const table of ["teacher_requests", "classes", "class_members"]) expect(found).toContain(`${table}.`);

    const erasure = createErasureService(database.db, limiter);
    expect(await erasure.preview("VELI.COCUK@example.com")).toMatchObject({
      email,
      account: { id },
      messages: 1,
      subscribed: true,
    });
    expect(await erasure.erase("VELI.COCUK@example.com")).toEqual({ accountId: id });

    expect(await traces(database, email, id)).toEqual([]);
    const [kept] = await database.db.select().from(messages);
    expect(kept).toMatchObject({ name: "", email: "", message: "Merhaba, bir sorum var." });
    // The other teacher's class stays, without the erased member; the erased teacher's class went with its pupil's membership, not the pupil.
    expect(await database.db.select({ email: users.email }).from(users).orderBy(users.id)).toEqual([
      { email: "ogretmen@example.com" },
      { email: "ogrenci@example.com" },
      { email: "baska@example.com" },
    ]);
    expect(await database.db.select({ id: classes.id }).from(classes)).toEqual([{ id: theirs.id }]);
    expect(await database.db.select().from(classMembers)).toEqual([]);
    expect(await database.db.select().from(teacherRequests)).toEqual([]);
  });

  it("a class pupil: removing it, deleting its class or erasing its teacher leaves no row that names it", async () => {
    const limiter = createDbRateLimiter(database.db);
    const auth = createAuthService(database.db, limiter);
    const classService = createClassService(database.db, limiter);
    const pupils = createClassPupils(database.db, limiter);
    const [teacher] = await database.db
      .insert(users)
      .values({ email: "ogretmen.sil@example.com", role: "teacher" })
      .returning();
    const caller = { id: teacher.id, role: "teacher" as const };
    const made: { userId: number; displayName: string }[] = [];
    const classIds: number[] = [];
    for (const names of ["Nazlıcan\nBerkay", "Gökalp", "Sarp"]) {
      const k = await classService.create(teacher.id, { name: "2-C", grade: 2, schoolYear: "2026-2027" });
      if (k === "too-many") throw new Error("too many classes");
      classIds.push(k.id);
      const added = await pupils.add(caller, k.id, names);
      if (!added?.ok) throw new Error("not added");
      made.push(...added.pupils);
    }
    // Each with a session, a wrong-picture count and the parent's consent.
    for (const p of made) {
      await auth.createSession(p.userId);
      await createPictureSignIn(limiter).check({
        userId: p.userId,
        storedHash: "$argon2id$bozuk",
        secret: ["elma", "elma", "elma"],
        clientKey: "192.0.2.77",
      });
      await pupils.setConsent(caller, classIds[made.indexOf(p) < 2 ? 0 : made.indexOf(p) - 1], p.userId, true);
    }
    // Homework: an item for each class naming its pupils, each with progress and a quiz try.
    const entry = await makeContent(database);
    const homeworkService = createHomeworkService(database.db);
    for (const [i, classId] of classIds.entries()) {
      const mine = made.filter((_, j) => (j < 2 ? 0 : j - 1) === i);
      const given = await homeworkService.assign(caller, classId, {
        contentId: entry.id,
        kind: "read",
        dueAt: new Date(Date.now() + 86_400_000),
        note: "",
        answersShown: "after-due",
        tries: 0,
        scoreCounts: "best",
        passPercent: 80,
        deviceTime: false,
        pupils: mine.map((p) => p.userId),
      });
      if (!given?.ok) throw new Error("not assigned");
      for (const p of mine) {
        await database.db.insert(homeworkProgress).values({ homeworkId: given.homework.id, classId, userId: p.userId });
        await database.db.insert(homeworkTries).values({
          homeworkId: given.homework.id,
          classId,
          userId: p.userId,
          clientId: `try-${p.userId}-abcdef`,
          score: 1,
          total: 1,
          answers: {},
        });
        expect(await homeworkService.makeParentLink(caller, classId, p.userId)).toMatchObject({
          token: expect.any(String),
        });
      }
    }
    const name = (p: { displayName: string }) => p.displayName.toLocaleLowerCase("tr-TR");
    for (const p of made) expect((await traces(database, name(p), p.userId)).length, p.displayName).toBeGreaterThan(2);
    const before = (await traces(database, name(made[1]), made[1].userId)).join("\n");
    for (const table of ["homework_pupils", "homework_progress", "homework_tries", "parent_links"])
      expect(before).toContain(`${table}.user_id`);

    // Removed by the teacher.
    expect(await pupils.remove(caller, classIds[0], made[1].userId)).toBe("deleted");
    expect(await traces(database, name(made[1]), made[1].userId)).toEqual([]);
    // The class deleted.
    await classService.remove(teacher.id, classIds[1]);
    expect(await traces(database, name(made[2]), made[2].userId)).toEqual([]);
    // The teacher erased: her classes and their class pupils go.
    await createErasureService(database.db, limiter).erase("ogretmen.sil@example.com");
    for (const p of made) expect(await traces(database, name(p), p.userId), p.displayName).toEqual([]);
    expect(await database.db.select().from(classes).where(inArray(classes.id, classIds))).toEqual([]);
    expect(await database.db.select().from(homework).where(inArray(homework.classId, classIds))).toEqual([]);
  });

  it("takes exactly the address's own counters: an address that contains it keeps its throttle", async () => {
    const limiter = createDbRateLimiter(database.db);
    const auth = createAuthService(database.db, limiter);
    const link = (t: string) => `http://x/dogrula?token=${t}`;
    const admin = { email: "adm@x.com", password: "yonetici-sifresi-uzun-1" };
    // An address may hold ':' (the pattern allows it): its keys must not start like m@x.co's either.
    const colon = { email: "m@x.co:0:192.0.2.7", password: "baska-bir-sifre-2" };
    for (const owner of [admin, colon])
      await auth.signup({ ...owner, repeatPassword: owner.password }, "198.51.100.4", link);
    // Someone guesses both passwords from one address until each must wait half a minute.
    for (let i = 0; i < 8; i++) {
      await database.db.execute(
        sql`update rate_limits set reset_at = reset_at - make_interval(secs => 600) where key like 'login:fail:%'`,
      );
      for (const owner of [admin, colon])
        expect(await auth.login({ email: owner.email, password: `tahmin-${i}` }, "203.0.113.7")).toMatchObject({
          code: "wrong-password",
        });
    }
    for (let i = 0; i < 3; i++) await auth.requestPasswordReset(admin.email, `203.0.113.${10 + i}`, link);
    expect(await auth.login(admin, "203.0.113.7")).toMatchObject({ code: "too-many-requests" });

    // The guesser signs up m@x.co (a substring of adm@x.com), proves it, fails once, and erases it.
    let verify = "";
    const own = await auth.signup(
      { email: "m@x.co", password: "kendi-sifresi-3", repeatPassword: "kendi-sifresi-3" },
      "203.0.113.7",
      (t) => (verify = t),
    );
    // Proven where he signed up (his session there: no password check, so no counter of the account's).
    const signedIn = own.ok ? (await auth.createSession(own.user.id)).token : null;
    expect(await auth.verifyEmail(verify, { currentSession: signedIn })).toMatchObject({ ok: true });
    await auth.login({ email: "m@x.co", password: "yanlis" }, "203.0.113.7");
    await auth.requestPasswordReset("m@x.co", "203.0.113.7", link);
    const before = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    // Made from the guesser's address, the account is known there for log-ins (decision 0093): that key is its own too.
    const itsOwn = [
      "login:fail:m@x.co:0:203.0.113.7",
      "reset:account:m@x.co",
      ...(own.ok ? [knownAccountKey(own.user.id, "203.0.113.7")] : []),
    ];
    expect(before).toEqual(expect.arrayContaining(itsOwn));
    await createErasureService(database.db, limiter).erase("m@x.co");
    expect(own.ok && (await database.db.select().from(users).where(eq(users.id, own.user.id)))).toEqual([]);

    // m@x.co's counters are gone; everyone else's stay, so the guesser gained nothing.
    const after = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(after.sort()).toEqual(before.filter((k) => !itsOwn.includes(k)).sort());
    expect(await auth.login(admin, "203.0.113.7")).toMatchObject({ code: "too-many-requests" });
    expect(await auth.login(colon, "203.0.113.7")).toMatchObject({ code: "too-many-requests" });
    expect(await auth.requestPasswordReset(admin.email, "203.0.113.20", link)).toBe("too-many-requests");
  }, 180_000);

  it("forgets every counter keyed by the account's id, in the table and in Redis, and none of an id that merely starts with its digits", async () => {
    const backends: { name: string; limiter: RateLimiter }[] = [
      { name: "database", limiter: createDbRateLimiter(database.db) },
    ];
    if (redisUrl) {
      const redis = await openRedis(redisUrl);
      closing.push(() => redis.close());
      backends.push({
        name: "Redis",
        limiter: createRedisRateLimiter(redis, { prefix: `merdiven:test:${randomUUID()}:` }),
      });
    }
    // The keys as the call sites write them: marks.server.ts, flashcards.server.ts, server/practice/practice-view.ts, two-step.ts, 'Hesabım', picture-password.ts.
    const shapes = [
      "marks",
      "cards",
      "quiz:user",
      "two-step:quarter",
      "two-step:day",
      "two-step:setup",
      "account:password",
      "account:mail",
      "account:export",
      "picture:fail",
      "teacher:request",
      "classes:join",
      "search:user",
      "suggest:user",
    ];
    const rule = { limit: 100, windowSeconds: 600 };
    const present = async (limiter: RateLimiter, key: string) =>
      (await limiter.failures(key, rule.windowSeconds)) !== null;
    for (const { name, limiter } of backends) {
      // "m*@x.co": as a Redis SCAN pattern unescaped, its prefix would also match mm@x.co's keys.
      const email = `m*${name.toLowerCase()}@x.co`;
      const neighbour = `mm${name.toLowerCase()}@x.co`;
      const [account] = await database.db.insert(users).values({ email, emailVerifiedAt: new Date() }).returning();
      // Account 7's erasure must leave 70…79's counters (and 17's) alone.
      const others = [Number(`${account.id}0`), Number(`${account.id}7`), Number(`1${account.id}`)];
      for (const shape of shapes) for (const id of [account.id, ...others]) await limiter.hit(`${shape}:${id}`, rule);
      for (const owner of [email, neighbour])
        await limiter.fail(addressLimitKeys.loginFailures(owner, 0, "203.0.113.7"), rule.windowSeconds);
      // The addresses an account is known at (decision 0093): a client key holds ':' of its own.
      for (const id of [account.id, ...others])
        await limiter.fail(knownAccountKey(id, "2001:db8:7::/64"), rule.windowSeconds);

      expect(await createErasureService(database.db, limiter).erase(email)).toEqual({ accountId: account.id });

      for (const shape of shapes) {
        expect(await present(limiter, `${shape}:${account.id}`), `${name} ${shape}:${account.id}`).toBe(false);
        for (const id of others) expect(await present(limiter, `${shape}:${id}`), `${name} ${shape}:${id}`).toBe(true);
      }
      expect(await present(limiter, addressLimitKeys.loginFailures(email, 0, "203.0.113.7")), name).toBe(false);
      expect(await present(limiter, addressLimitKeys.loginFailures(neighbour, 0, "203.0.113.7")), name).toBe(true);
      expect(await present(limiter, knownAccountKey(account.id, "2001:db8:7::/64")), name).toBe(false);
      for (const id of others)
        expect(await present(limiter, knownAccountKey(id, "2001:db8:7::/64")), `${name} known ${id}`).toBe(true);
    }
  });
});
