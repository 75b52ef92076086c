import fs from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { and, eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOIN_CODE_ALPHABET, JOIN_CODE_PATTERN, JOIN_CODE_SPACE } from "#core/classes/join-codes.ts";
import { MAX_CLASS_PUPILS, MAX_CLASSES_PER_TEACHER } from "#core/classes/limits.ts";
import { currentSchoolYear } from "#core/classes/school-year.ts";
import { trAccount } from "#core/messages/account.ts";
import { trClasses } from "#core/messages/classes.ts";
import { trClassJoin } from "#core/messages/class-join.ts";
import { trTeacherRequest } from "#core/messages/teacher-request.ts";
import { addressKey } from "#server/auth/address-key.ts";
import { RATE_LIMITS } from "#server/auth/rate-limit.ts";
import { newJoinCode } from "#server/classes/class-service.ts";
import { classes, classMembers, outbox, teacherRequests, userTokens, users } from "#server/db/schema.ts";
import { createApp } from "#server/http/app.ts";
import type { Services } from "#server/services.ts";
import { sessionHeaders } from "#tests/support/admin.ts";
import { dbKinds, freshDatabase } from "#tests/support/database.ts";
import { makeServices } from "#tests/support/factories.ts";
import { countOf, together } from "#tests/support/race.ts";
import { loadServerBuild } from "#tests/support/server-build.ts";
import { requestsTo, visitorHeaders, withSession } from "#tests/support/requests.ts";
import { startSmtpServer, type SmtpPeer } from "#scripts/peers/smtp.ts";

const PASSWORD = "mavi-kalem-2026";
const schema = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, "../../docs/account-export.schema.json"), "utf8"),
);
const ajv = new Ajv2020({ allErrors: true });
addFormats.default(ajv);
const validExport = ajv.compile(schema);

/** The HTML of a page as text a person reads (entities decoded): Turkish quotes and apostrophes come escaped. */
const textOf = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/**
 * 'Sınıfım' (docs/decisions/0064) through the real HTTP app, as a browser
 * without JavaScript and as an API client, on PGlite and PostgreSQL, with a real SMTP server.
 */
describe.each(dbKinds)("teachers and classes on %s", (kind) => {
  let build: ServerBuild;
  let services: Services;
  let app: ReturnType<typeof createApp>;
  let smtp: SmtpPeer;

  beforeAll(async () => {
    build = await loadServerBuild();
    smtp = await startSmtpServer();
    // TRUST_PROXY=1: each request names its client address in X-Forwarded-For (one proxy in front).
    services = await makeServices(await freshDatabase(kind), {
      SMTP_URL: smtp.url,
      PUBLIC_URL: "https://merdiven.test",
      TRUST_PROXY: "1",
    });
    app = createApp({ services, build, mode: "production" });
  });
  afterAll(async () => {
    await services?.close();
    await smtp?.close();
  });

  let counter = 0;
  const nextAddress = () => `198.51.100.${++counter}`;

  /** A signed-up, proven account with two sessions (this browser and a laptop). */
  async function account(label = "ogrenci") {
    const email = `${label}-${++counter}-${kind}@example.com`;
    let verify = "";
    const signed = await services.auth.signup(
      { email, password: PASSWORD, repeatPassword: PASSWORD },
      nextAddress(),
      (t) => (verify = t),
    );
    if (!signed.ok) throw new Error(signed.code);
    await services.auth.verifyEmail(verify, { password: PASSWORD });
    const phone = (await services.auth.createSession(signed.user.id)).token;
    const laptop = (await services.auth.createSession(signed.user.id)).token;
    return {
      id: signed.user.id,
      email,
      phone,
      laptop,
      headers: { ...withSession(phone), "X-Forwarded-For": nextAddress() },
    };
  }

  /** An account made a teacher the way the site does it (request, approval), with a fresh session. */
  async function teacher() {
    const t = await account("ogretmen");
    expect(
      await services.classes.requestTeacher(t.id, {
        name: "Ayşe Öğretmen",
        school: "Atatürk Ortaokulu",
        city: "İzmir",
      }),
    ).toBe("sent");
    const request = (await services.classes.requestOf(t.id))!;
    expect(await services.classes.decide(request.id, true)).toBe("approved");
    const token = (await services.auth.createSession(t.id)).token;
    return { ...t, headers: { ...t.headers, Cookie: `sid=${token}` } };
  }

  const { post, get, api } = requestsTo(() => app);
  const signedIn = async (token: string) => (await services.auth.userForSession(token)) !== null;
  const roleOf = async (id: number) =>
    (await services.database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
  const membersOf = (classId: number) =>
    services.database.db
      .select()
      .from(classMembers)
      .where(eq(classMembers.classId, classId))
      .orderBy(classMembers.userId);
  const classRow = async (id: number) =>
    (await services.database.db.select().from(classes).where(eq(classes.id, id)))[0];

  /** Opens a class through the page and answers its row. */
  async function openClass(t: { id: number; headers: Record<string, string> }, name = "5-B İngilizce") {
    const res = await post(t.headers, "/sinifim", { name, grade: "5", schoolYear: "" });
    expect(res.status).toBe(302);
    const id = Number(res.headers.get("Location")!.split("/").pop());
    return classRow(id);
  }

  it("codes: 6 characters of an alphabet without look-alikes, drawn at random", () => {
    expect(JOIN_CODE_ALPHABET).toHaveLength(24);
    for (const c of "0O1IL5S2Z8B") expect(JOIN_CODE_ALPHABET).not.toContain(c);
    expect(JOIN_CODE_SPACE).toBe(191_102_976);
    const drawn = new Set(Array.from({ length: 2000 }, newJoinCode));
    expect(drawn.size).toBeGreaterThan(1995);
    for (const code of drawn) expect(code).toMatch(JOIN_CODE_PATTERN);
    // The character class and the alphabet agree.
    for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
      expect(JOIN_CODE_PATTERN.test(c.repeat(6)), c).toBe(JOIN_CODE_ALPHABET.includes(c));
    expect(currentSchoolYear(new Date("2026-09-01T00:00:00+03:00"))).toBe("2026-2027");
    expect(currentSchoolYear(new Date("2027-08-31T23:00:00+03:00"))).toBe("2026-2027");
  });

  it("a request, the admin's approval, the mail: the role changes, every session of the account ends and its pending links die", async () => {
    const admin = await sessionHeaders(services, "admin");
    const p = await account();

    // Bad input: length before the pattern, each field's Turkish message; nothing stored.
    const long = await post(p.headers, "/hesabim", {
      intent: "teacher-request",
      name: "A".repeat(20_000),
      school: "Okul",
      city: "Van",
    });
    expect(long.status).toBe(400);
    expect(textOf(await long.text())).toContain(trTeacherRequest.teacherNameTooLong);
    const markup = await post(p.headers, "/hesabim", {
      intent: "teacher-request",
      name: "<script>alert(1)</script>",
      school: "",
      city: "Van",
    });
    expect(markup.status).toBe(400);
    const markupPage = textOf(await markup.text());
    expect(markupPage).toContain(trTeacherRequest.textInvalid);
    expect(markupPage).toContain(trTeacherRequest.teacherSchoolRequired);
    expect(
      await services.database.db.select().from(teacherRequests).where(eq(teacherRequests.userId, p.id)),
    ).toHaveLength(0);

    // An account that never proved its address (anyone may sign up with a teacher's) cannot ask.
    const stranger = await services.auth.signup(
      { email: `kimse-${kind}@example.com`, password: PASSWORD, repeatPassword: PASSWORD },
      nextAddress(),
      () => "",
    );
    if (!stranger.ok) throw new Error(stranger.code);
    const strangerHeaders = withSession((await services.auth.createSession(stranger.user.id)).token);
    expect(textOf(await (await get(strangerHeaders, "/hesabim")).text())).toContain(trTeacherRequest.teacherUnproven);
    const unproven = await post(strangerHeaders, "/hesabim", {
      intent: "teacher-request",
      name: "Ayşe Yılmaz",
      school: "Cumhuriyet İlkokulu",
      city: "İstanbul",
    });
    expect(unproven.status).toBe(400);
    expect(textOf(await unproven.text())).toContain(trTeacherRequest.teacherUnproven);
    expect(
      await services.database.db.select().from(teacherRequests).where(eq(teacherRequests.userId, stranger.user.id)),
    ).toHaveLength(0);

    const sent = await post(p.headers, "/hesabim", {
      intent: "teacher-request",
      name: "Ayşe Yılmaz",
      school: "Cumhuriyet İlkokulu",
      city: "İstanbul",
    });
    expect(sent.status).toBe(302);
    expect(textOf(await (await get(p.headers, "/hesabim")).text())).toContain(trTeacherRequest.teacherPending);
    // One pending request per user.
    const again = await post(p.headers, "/hesabim", {
      intent: "teacher-request",
      name: "Ayşe Yılmaz",
      school: "Cumhuriyet İlkokulu",
      city: "İstanbul",
    });
    expect(again.status).toBe(400);
    expect(textOf(await again.text())).toContain(trTeacherRequest.teacherAlreadyPending);
    const [request] = await services.database.db.select().from(teacherRequests).where(eq(teacherRequests.userId, p.id));
    expect(request).toMatchObject({ status: "pending", name: "Ayşe Yılmaz", city: "İstanbul" });

    // A link asked for before the approval (a password reset) must not outlive it.
    await services.auth.requestPasswordReset(
      p.email,
      nextAddress(),
      (t) => `https://merdiven.test/sifre-sifirla?token=${t}`,
    );
    expect(await services.database.db.select().from(userTokens).where(eq(userTokens.userId, p.id))).not.toHaveLength(0);

    // The admin sees it; a pupil cannot approve (even their own), another site cannot.
    const page = await (await get(admin, "/admin/kullanicilar")).text();
    expect(page).toContain(trTeacherRequest.requestsTitle);
    expect(page).toContain("Cumhuriyet İlkokulu");
    expect(
      (await post(p.headers, "/admin/kullanicilar", { intent: "teacher-approve", request: String(request.id) })).status,
    ).toBe(403);
    expect(
      (
        await post({ ...admin, Origin: "https://evil.example" }, "/admin/kullanicilar", {
          intent: "teacher-approve",
          request: String(request.id),
        })
      ).status,
    ).toBe(403);
    expect(await roleOf(p.id)).toBe("user");

    const approved = await post(admin, "/admin/kullanicilar", {
      intent: "teacher-approve",
      request: String(request.id),
    });
    expect(approved.status).toBe(302);
    expect(await roleOf(p.id)).toBe("teacher");
    expect(await signedIn(p.phone)).toBe(false);
    expect(await signedIn(p.laptop)).toBe(false);
    expect(await services.database.db.select().from(userTokens).where(eq(userTokens.userId, p.id))).toEqual([]);
    const mail = await smtp.readMail(p.email, /öğretmen hesabınız açıldı/);
    expect(mail.text).toContain("onaylandı");
    // Answered once: a second press changes nothing.
    expect(
      (await post(admin, "/admin/kullanicilar", { intent: "teacher-approve", request: String(request.id) })).status,
    ).toBe(404);

    // Signed in again, the teacher has 'Sınıfım' in the menu and the page.
    const fresh = { ...p.headers, Cookie: `sid=${(await services.auth.createSession(p.id)).token}` };
    const home = await (await get(fresh, "/")).text();
    expect(home).toContain('href="/sinifim"');
    expect((await get(fresh, "/sinifim")).status).toBe(200);
    // An admin is not a teacher, and cannot ask to be one.
    expect((await get(admin, "/sinifim")).status).toBe(404);
    const adminId = (await services.auth.userForSession(admin.Cookie.slice(4)))!.id;
    expect(await services.classes.requestTeacher(adminId, { name: "Yönetici", school: "Okul", city: "Ankara" })).toBe(
      "admin",
    );
  });

  it("a teacher request is mailed to every admin through the outbox, stored with the request; a refused request mails nobody", async () => {
    const admin = await sessionHeaders(services, "admin");
    const adminEmail = (await services.auth.userForSession(admin.Cookie.slice(4)))!.email!;
    const p = await account();
    expect(
      (
        await post(p.headers, "/hesabim", {
          intent: "teacher-request",
          name: "Zehra Demir",
          school: "Gazi İlkokulu",
          city: "Konya",
        })
      ).status,
    ).toBe(302);
    const mail = await smtp.readMail(adminEmail, /yeni öğretmen hesabı isteği/);
    for (const part of [p.email, "Zehra Demir", "Gazi İlkokulu", "Konya", "/admin/kullanicilar"])
      expect(mail.text).toContain(part);
    // Stored in the outbox with the request; a second request (refused: one is pending) queues no mail.
    const queued = async () =>
      (
        await services.database.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.toAddress, adminEmail), eq(outbox.subject, trTeacherRequest.requestMailSubject)))
      ).length;
    expect(await queued()).toBe(1);
    expect(
      (
        await post(p.headers, "/hesabim", {
          intent: "teacher-request",
          name: "Zehra Demir",
          school: "Gazi İlkokulu",
          city: "Konya",
        })
      ).status,
    ).toBe(400);
    expect(await queued()).toBe(1);
    // The requester is not mailed the admins' notice.
    expect(
      await services.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.toAddress, p.email), eq(outbox.subject, trTeacherRequest.requestMailSubject))),
    ).toEqual([]);
  });

  it("the admin takes the teacher role away: sessions end, pending links die, the owner is mailed; the classes stay, out of the former teacher's reach", async () => {
    const admin = await sessionHeaders(services, "admin");
    const t = await teacher();
    const k = await openClass(t, "8-A Eski Sınıf");
    const p = await account();
    expect((await post(p.headers, "/katil", { code: k.joinCode, displayName: "Ege" })).status).toBe(302);
    const laptop = (await services.auth.createSession(t.id)).token;
    await services.auth.requestPasswordReset(
      t.email,
      nextAddress(),
      (token) => `https://merdiven.test/sifre-sifirla?token=${token}`,
    );
    expect(await services.database.db.select().from(userTokens).where(eq(userTokens.userId, t.id))).not.toHaveLength(0);

    // The users page offers it for a teacher; the teacher, a pupil and another site cannot press it.
    expect(textOf(await (await get(admin, "/admin/kullanicilar")).text())).toContain(
      `${trTeacherRequest.revoke}: ${t.email}`,
    );
    for (const who of [t.headers, p.headers, { ...admin, Origin: "https://evil.example" }]) {
      expect((await post(who, "/admin/kullanicilar", { intent: "teacher-revoke", id: String(t.id) })).status).toBe(403);
    }
    expect(await roleOf(t.id)).toBe("teacher");

    expect((await post(admin, "/admin/kullanicilar", { intent: "teacher-revoke", id: String(t.id) })).status).toBe(302);
    expect(await roleOf(t.id)).toBe("user");
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(t.headers.Cookie.slice(4))).toBe(false);
    expect(await services.database.db.select().from(userTokens).where(eq(userTokens.userId, t.id))).toEqual([]);
    expect((await smtp.readMail(t.email, /öğretmen hesabınız kapatıldı/)).text).toContain(
      "artık bir öğretmen hesabı değil",
    );
    // Again, or for an account that is no teacher: refused, nothing changes.
    expect((await post(admin, "/admin/kullanicilar", { intent: "teacher-revoke", id: String(t.id) })).status).toBe(400);
    expect((await post(admin, "/admin/kullanicilar", { intent: "teacher-revoke", id: String(p.id) })).status).toBe(400);
    expect(await roleOf(p.id)).toBe("user");

    // The class stays with its member; signed in again, the former teacher reaches it through no page and no API route.
    const before = { row: await classRow(k.id), members: await membersOf(k.id) };
    expect(before.members).toHaveLength(1);
    const former = { ...t.headers, Cookie: `sid=${(await services.auth.createSession(t.id)).token}` };
    for (const to of [
      "/sinifim",
      `/sinifim/${k.id}`,
      `/sinifim/${k.id}/sil`,
      `/sinifim/${k.id}/kartlar`,
      `/sinifim/${k.id}/veli-mektubu`,
    ])
      expect((await get(former, to)).status, to).toBe(404);
    expect((await post(former, `/sinifim/${k.id}`, { intent: "new-code" })).status).toBe(403);
    expect((await post(former, `/sinifim/${k.id}/sil`, {})).status).toBe(403);
    for (const [method, to] of [
      ["GET", "/classes"],
      ["GET", `/classes/${k.id}`],
      ["DELETE", `/classes/${k.id}`],
    ] as const) {
      expect((await api(former, method, to)).status, `${method} ${to}`).toBe(403);
    }
    expect({ row: await classRow(k.id), members: await membersOf(k.id) }).toEqual(before);

    // Approved again, the same account finds its class.
    expect(
      await services.classes.requestTeacher(t.id, {
        name: "Ayşe Öğretmen",
        school: "Atatürk Ortaokulu",
        city: "İzmir",
      }),
    ).toBe("sent");
    expect(await services.classes.decide((await services.classes.requestOf(t.id))!.id, true)).toBe("approved");
    const again = { ...t.headers, Cookie: `sid=${(await services.auth.createSession(t.id)).token}` };
    expect(textOf(await (await get(again, `/sinifim/${k.id}`)).text())).toContain("8-A Eski Sınıf");
  });

  it("a refusal: the user is mailed, keeps the role and the sessions, and may ask again later", async () => {
    const admin = await sessionHeaders(services, "admin");
    const p = await account();
    expect(
      (
        await post(p.headers, "/hesabim", {
          intent: "teacher-request",
          name: "Mehmet Kaya",
          school: "Fen Lisesi",
          city: "Bursa",
        })
      ).status,
    ).toBe(302);
    const [request] = await services.database.db.select().from(teacherRequests).where(eq(teacherRequests.userId, p.id));
    const refused = await post(admin, "/admin/kullanicilar", { intent: "teacher-refuse", request: String(request.id) });
    expect(refused.status).toBe(302);
    expect(await roleOf(p.id)).toBe("user");
    expect(await signedIn(p.phone)).toBe(true);
    expect((await smtp.readMail(p.email, /öğretmen hesabı isteğiniz/)).text).toContain("onaylanmadı");
    const [after] = await services.database.db.select().from(teacherRequests).where(eq(teacherRequests.id, request.id));
    expect(after.status).toBe("refused");
    expect(after.decidedAt).not.toBeNull();
    expect((await get(p.headers, "/sinifim")).status).toBe(404);
  });

  it("a teacher opens a class; a pupil joins by its code; a locked or replaced code is refused with a Turkish message and changes nothing", async () => {
    const t = await teacher();
    // The rules, length first.
    const tooLong = await post(t.headers, "/sinifim", { name: "x".repeat(61), grade: "5" });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain(trClasses.nameTooLong);
    const badGrade = await post(t.headers, "/sinifim", { name: "1-A", grade: "13", schoolYear: "2026-2028" });
    expect(badGrade.status).toBe(400);
    const badPage = await badGrade.text();
    expect(badPage).toContain(trClasses.gradeInvalid);
    expect(badPage).toContain(trClasses.schoolYearInvalid);
    expect(await services.classes.list(t.id)).toEqual([]);

    const k = await openClass(t);
    expect(k).toMatchObject({
      teacherId: t.id,
      name: "5-B İngilizce",
      grade: 5,
      schoolYear: currentSchoolYear(),
      joiningLocked: false,
    });
    expect(k.joinCode).toMatch(JOIN_CODE_PATTERN);
    const page = await (await get(t.headers, `/sinifim/${k.id}`)).text();
    expect(page).toContain(k.joinCode);
    expect(page).toMatch(/<svg[^>]*role="img"/);
    expect(page).toContain(`https://merdiven.test/katil?kod=${k.joinCode}`);

    // The QR code's link opens the join page with the code filled in.
    const p = await account();
    const joinPage = await (await get(p.headers, `/katil?kod=${k.joinCode}`)).text();
    expect(joinPage).toContain(`value="${k.joinCode}"`);
    // Typed in lower case with a space: still the code.
    const typed = `${k.joinCode.slice(0, 3)} ${k.joinCode.slice(3)}`.toLowerCase();
    const joined = await post(p.headers, "/katil", { code: typed, displayName: "Ali K." });
    expect(joined.status).toBe(302);
    expect(joined.headers.get("Location")).toBe("/hesabim");
    expect(await membersOf(k.id)).toMatchObject([{ userId: p.id, displayName: "Ali K." }]);
    expect(textOf(await (await get(p.headers, "/hesabim")).text())).toContain("5-B İngilizce");

    // The teacher sees the name the pupil gave, never the address.
    const withMember = await (await get(t.headers, `/sinifim/${k.id}`)).text();
    expect(withMember).toContain("Ali K.");
    expect(withMember).not.toContain(p.email);

    // Locked: refused, with its message, nothing changed.
    expect((await post(t.headers, `/sinifim/${k.id}`, { intent: "lock" })).status).toBe(302);
    const q = await account();
    const locked = await post(q.headers, "/katil", { code: k.joinCode, displayName: "Zeynep" });
    expect(locked.status).toBe(400);
    expect(textOf(await locked.text())).toContain(trClassJoin.codeLocked);
    expect(await membersOf(k.id)).toHaveLength(1);

    // Open again, then a new code: the old one is unknown, the new one works.
    expect((await post(t.headers, `/sinifim/${k.id}`, { intent: "unlock" })).status).toBe(302);
    expect((await post(t.headers, `/sinifim/${k.id}`, { intent: "new-code" })).status).toBe(302);
    const renewed = await classRow(k.id);
    expect(renewed.joinCode).not.toBe(k.joinCode);
    const old = await post(q.headers, "/katil", { code: k.joinCode, displayName: "Zeynep" });
    expect(old.status).toBe(400);
    expect(textOf(await old.text())).toContain(trClassJoin.codeUnknown);
    expect(await membersOf(k.id)).toHaveLength(1);
    const badShape = await post(q.headers, "/katil", { code: "OOO000", displayName: "Zeynep" });
    expect(badShape.status).toBe(400);
    expect(textOf(await badShape.text())).toContain(trClassJoin.codeInvalid);
    expect((await post(q.headers, "/katil", { code: renewed.joinCode, displayName: "Zeynep" })).status).toBe(302);
    expect(await membersOf(k.id)).toHaveLength(2);

    // A visitor sees the page but must sign in to join.
    const visitor = await get({}, `/katil?kod=${renewed.joinCode}`);
    expect(visitor.status).toBe(200);
    expect(textOf(await visitor.text())).toContain(trClassJoin.joinSignIn);
    expect((await post(visitorHeaders(), "/katil", { code: renewed.joinCode, displayName: "X" })).status).toBe(302);

    // The export holds the pupil's membership and the teacher's request and class.
    const exportOf = async (headers: Record<string, string>) => {
      const res = await get(headers, "/hesabim/verilerim.json");
      expect(res.status).toBe(200);
      const exported = await res.json();
      expect(validExport(exported), JSON.stringify(validExport.errors)).toBe(true);
      return exported;
    };
    expect((await exportOf(p.headers)).classMemberships).toMatchObject([
      { className: "5-B İngilizce", displayName: "Ali K." },
    ]);
    const teacherExport = await exportOf(t.headers);
    expect(teacherExport.teacherRequests).toMatchObject([{ status: "approved", school: "Atatürk Ortaokulu" }]);
    expect(teacherExport.ownClasses).toMatchObject([{ name: "5-B İngilizce", pupils: 2 }]);
  });

  it("teacher B reaches teacher A's class and pupils through no page and no API route: 404, nothing changed; a pupil and a visitor are refused", async () => {
    const a = await teacher();
    const b = await teacher();
    const k = await openClass(a, "7-A Gizli Sınıf");
    const p = await account();
    expect((await post(p.headers, "/katil", { code: k.joinCode, displayName: "Deniz" })).status).toBe(302);
    const before = { row: await classRow(k.id), members: await membersOf(k.id) };

    for (const to of [`/sinifim/${k.id}`, `/sinifim/${k.id}/sil`])
      expect((await get(b.headers, to)).status, to).toBe(404);
    expect(await (await get(b.headers, "/sinifim")).text()).not.toContain("7-A Gizli Sınıf");
    const forms: Record<string, string>[] = [
      { intent: "rename", name: "Ele geçirildi" },
      { intent: "lock" },
      { intent: "unlock" },
      { intent: "new-code" },
    ];
    for (const body of forms) {
      expect((await post(b.headers, `/sinifim/${k.id}`, body)).status, body.intent).toBe(404);
    }
    // Removing A's pupil: neither the confirmation nor its button.
    for (const member of [String(p.id), "yok"]) {
      expect((await get(b.headers, `/sinifim/${k.id}/ogrenci/${member}/sil`)).status, member).toBe(404);
      expect((await post(b.headers, `/sinifim/${k.id}/ogrenci/${member}/sil`, {})).status, member).toBe(404);
    }
    expect((await post(b.headers, `/sinifim/${k.id}/sil`, {})).status).toBe(404);
    // The same through the API.
    expect((await (await api(b.headers, "GET", "/classes")).json()).items).toEqual([]);
    const apiTries: [string, string, unknown?][] = [
      ["GET", `/classes/${k.id}`],
      ["PATCH", `/classes/${k.id}`, { name: "Ele geçirildi", joiningLocked: true }],
      ["POST", `/classes/${k.id}/code`],
      ["DELETE", `/classes/${k.id}/members/${p.id}`],
      ["DELETE", `/classes/${k.id}/members/yok`],
      ["DELETE", `/classes/${k.id}`],
    ];
    for (const [method, to, body] of apiTries) {
      const res = await api(b.headers, method, to, body);
      expect(res.status, `${method} ${to}`).toBe(404);
      expect(JSON.stringify(await res.json())).not.toContain("7-A");
    }
    expect({ row: await classRow(k.id), members: await membersOf(k.id) }).toEqual(before);

    // A pupil (even the class's own) gets no teacher page, form or API call; nor does the admin.
    const admin = await sessionHeaders(services, "admin");
    for (const who of [p.headers, admin]) {
      for (const to of ["/sinifim", `/sinifim/${k.id}`, `/sinifim/${k.id}/sil`])
        expect((await get(who, to)).status, to).toBe(404);
      expect((await post(who, "/sinifim", { name: "Benim", grade: "5" })).status).toBe(403);
      expect((await post(who, `/sinifim/${k.id}`, { intent: "new-code" })).status).toBe(403);
      expect((await post(who, `/sinifim/${k.id}/sil`, {})).status).toBe(403);
      for (const [method, to, body] of [
        ["GET", "/classes"],
        ["POST", "/classes", { name: "Benim", grade: 5 }],
        ...apiTries,
      ] as [string, string, unknown?][]) {
        const res = await api(who, method, to, body);
        expect(res.status, `${method} ${to}`).toBe(403);
        expect((await res.json()).message).toBe(trAccount.forbidden);
      }
    }
    // A visitor is sent to log in by the pages, and gets 401 from the API.
    expect((await get({}, "/sinifim")).headers.get("Location")).toBe("/login");
    expect((await api({}, "GET", "/classes")).status).toBe(401);
    expect((await api(visitorHeaders(), "POST", "/classes/join", { code: k.joinCode, displayName: "X" })).status).toBe(
      401,
    );
    // Another site's form, with the teacher's own cookie: refused before any code runs.
    expect((await post({ ...a.headers, Origin: "https://evil.example" }, `/sinifim/${k.id}/sil`, {})).status).toBe(403);
    expect((await api({ ...a.headers, Origin: "https://evil.example" }, "DELETE", `/classes/${k.id}`)).status).toBe(
      403,
    );
    expect({ row: await classRow(k.id), members: await membersOf(k.id) }).toEqual(before);
    // Nothing of it was kept by the shared cache either.
    expect((await get(a.headers, `/sinifim/${k.id}`)).headers.get("Cache-Control")).toContain("no-store");
  });

  it("a pupil leaves from 'Hesabım'; the teacher removes a pupil; deleting the class leaves no membership and every account", async () => {
    const t = await teacher();
    const k = await openClass(t, "6-C");
    const [p, q, r] = [await account(), await account(), await account()];
    for (const [who, name] of [
      [p, "Ece"],
      [q, "Can"],
      [r, "Efe"],
    ] as const)
      expect((await post(who.headers, "/katil", { code: k.joinCode, displayName: name })).status).toBe(302);
    expect(await membersOf(k.id)).toHaveLength(3);

    // A pupil leaves: only their own membership.
    expect((await post(p.headers, "/hesabim", { intent: "leave-class", class: String(k.id) })).status).toBe(302);
    expect((await membersOf(k.id)).map((m) => m.userId)).toEqual([q.id, r.id].sort((x, y) => x - y));
    // The teacher takes one out: the old one-press form changes nothing; the confirmation says only the membership goes.
    expect((await post(t.headers, `/sinifim/${k.id}`, { intent: "remove-member", member: String(q.id) })).status).toBe(
      400,
    );
    expect(await membersOf(k.id)).toHaveLength(2);
    const ask = await get(t.headers, `/sinifim/${k.id}/ogrenci/${q.id}/sil`);
    expect(ask.status).toBe(200);
    const askText = textOf(await ask.text());
    expect(askText).toContain(trClasses.removeWhatMember("Can"));
    expect(askText).toContain(trClasses.removeMemberConfirm);
    expect(await membersOf(k.id)).toHaveLength(2);
    expect((await post(t.headers, `/sinifim/${k.id}/ogrenci/${q.id}/sil`, {})).status).toBe(302);
    expect((await membersOf(k.id)).map((m) => m.userId)).toEqual([r.id]);
    expect(await roleOf(q.id)).toBe("user");
    expect(await signedIn(q.phone)).toBe(true);
    // Pressed again (a second tab): nothing left to remove.
    expect((await get(t.headers, `/sinifim/${k.id}/ogrenci/${q.id}/sil`)).status).toBe(404);

    // The confirmation says how many pupils and what goes; nothing goes before the button.
    const confirm = await get(t.headers, `/sinifim/${k.id}/sil`);
    expect(confirm.status).toBe(200);
    expect(textOf(await confirm.text())).toContain(trClasses.deleteWhat(1));
    expect(await classRow(k.id)).toBeDefined();
    const deleted = await post(t.headers, `/sinifim/${k.id}/sil`, {});
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/sinifim");
    expect(await classRow(k.id)).toBeUndefined();
    expect(await services.database.db.select().from(classMembers).where(eq(classMembers.classId, k.id))).toEqual([]);
    for (const who of [p, q, r]) expect(await roleOf(who.id)).toBe("user");
    expect(await signedIn(r.phone)).toBe(true);
  });

  it("the API: create, read with members, rename and lock, a new code, join, remove a member, delete; the same rules as the pages", async () => {
    const t = await teacher();
    const created = await api(t.headers, "POST", "/classes", { name: "  8-D   İngilizce ", grade: 8 });
    expect(created.status).toBe(201);
    const k = await created.json();
    expect(k).toMatchObject({
      name: "8-D İngilizce",
      grade: 8,
      schoolYear: currentSchoolYear(),
      joiningLocked: false,
      members: 0,
    });
    expect(created.headers.get("Location")).toBe(`/api/v1/classes/${k.id}`);
    expect(created.headers.get("Cache-Control")).toContain("no-store");
    const refused = await api(t.headers, "POST", "/classes", { name: "x".repeat(500), grade: 1 });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toMatchObject({ name: trClasses.nameTooLong, grade: trClasses.gradeInvalid });
    expect((await api(t.headers, "POST", "/classes", "[1]")).status).toBe(400);

    const p = await account();
    const join = await api(p.headers, "POST", "/classes/join", { code: k.joinCode, displayName: "Nehir" });
    expect(join.status).toBe(201);
    expect((await api(p.headers, "POST", "/classes/join", { code: k.joinCode, displayName: "Nehir" })).status).toBe(
      409,
    );
    const read = await (await api(t.headers, "GET", `/classes/${k.id}`)).json();
    expect(read.memberList).toMatchObject([{ userId: p.id, displayName: "Nehir" }]);
    expect(JSON.stringify(read)).not.toContain(p.email);

    const patched = await api(t.headers, "PATCH", `/classes/${k.id}`, { name: "8-D", joiningLocked: true });
    expect(await patched.json()).toMatchObject({ name: "8-D", joiningLocked: true });
    const q = await account();
    const locked = await api(q.headers, "POST", "/classes/join", { code: k.joinCode, displayName: "Ada" });
    expect(locked.status).toBe(409);
    expect(await locked.json()).toEqual({ code: "locked", message: trClassJoin.codeLocked });
    await api(t.headers, "PATCH", `/classes/${k.id}`, { joiningLocked: false });
    const renewed = await (await api(t.headers, "POST", `/classes/${k.id}/code`)).json();
    expect(renewed.joinCode).not.toBe(k.joinCode);
    const old = await api(q.headers, "POST", "/classes/join", { code: k.joinCode, displayName: "Ada" });
    expect(old.status).toBe(404);
    expect((await old.json()).message).toBe(trClassJoin.codeUnknown);
    expect(await membersOf(k.id)).toHaveLength(1);

    expect((await api(t.headers, "DELETE", `/classes/${k.id}/members/${p.id}`)).status).toBe(200);
    expect((await api(t.headers, "DELETE", `/classes/${k.id}/members/${p.id}`)).status).toBe(404);
    expect((await api(t.headers, "POST", "/classes/join", { code: renewed.joinCode, displayName: "Ben" })).status).toBe(
      409,
    );
    const gone = await api(t.headers, "DELETE", `/classes/${k.id}`);
    expect(await gone.json()).toMatchObject({ code: "deleted", memberships: 0 });
    expect((await api(t.headers, "GET", `/classes/${k.id}`)).status).toBe(404);
  });

  it("code guessing is limited per address and per account: past 20 wrong codes even the right one is refused, with a Turkish message, and nothing changes", async () => {
    const t = await teacher();
    const k = await openClass(t);
    const guesser = await account();
    const address = "203.0.113.66";
    const headers = { ...guesser.headers, "X-Forwarded-For": address };
    const wrong = (i: number) => {
      const a = JOIN_CODE_ALPHABET;
      const code = `${a[i % 24]}${a[(i * 7) % 24]}${a[(i * 11) % 24]}${a[(i * 5) % 24]}${a[(i * 3) % 24]}${a[(i * 13) % 24]}`;
      return code === k.joinCode ? "YYYYYY" : code;
    };
    for (let i = 0; i < RATE_LIMITS.classJoinFailures.limit; i++) {
      const res = await post(headers, "/katil", { code: wrong(i), displayName: "Tahminci" });
      expect(res.status, `try ${i}`).toBe(400);
    }
    const blocked = await post(headers, "/katil", { code: k.joinCode, displayName: "Tahminci" });
    expect(blocked.status).toBe(429);
    expect(textOf(await blocked.text())).toContain(trClassJoin.joinTooMany);
    expect(await membersOf(k.id)).toEqual([]);
    // The same address with another account, and the API: refused too.
    const other = await account();
    expect(
      (
        await api({ ...other.headers, "X-Forwarded-For": address }, "POST", "/classes/join", {
          code: k.joinCode,
          displayName: "Öbür",
        })
      ).status,
    ).toBe(429);
    // The guesser's account from another address: refused (the account's own count).
    expect(
      (
        await post({ ...guesser.headers, "X-Forwarded-For": "203.0.113.67" }, "/katil", {
          code: k.joinCode,
          displayName: "Tahminci",
        })
      ).status,
    ).toBe(429);
    // An IPv6 guesser cannot step around it inside the /64 the address belongs to (the doors pass the services addressKey's key).
    const six = await account();
    for (let i = 0; i < RATE_LIMITS.classJoinFailures.limit; i++)
      await services.classes.join(
        six.id,
        { code: wrong(i + 100), displayName: "Altı" },
        addressKey(`2001:db8:1:2::${i + 1}`),
      );
    expect(
      await services.classes.join(
        (await account()).id,
        { code: k.joinCode, displayName: "Yedi" },
        addressKey("2001:db8:1:2:ffff::9"),
      ),
    ).toEqual({ ok: false, code: "too-many-requests" });
    expect(await membersOf(k.id)).toEqual([]);
    // A classmate elsewhere is not held up by the guesser, and right codes never count.
    const classmate = await account();
    expect(
      (
        await post({ ...classmate.headers, "X-Forwarded-For": "192.0.2.200" }, "/katil", {
          code: k.joinCode,
          displayName: "Sınıf Arkadaşı",
        })
      ).status,
    ).toBe(302);
    expect(
      await services.database.db
        .select()
        .from(classMembers)
        .where(and(eq(classMembers.classId, k.id), eq(classMembers.userId, classmate.id))),
    ).toHaveLength(1);
  });
  /** A proven account made straight in the table (no password hash: many of them, quickly), with a session, at `address`. */
  async function quickAccount(address: string) {
    const [row] = await services.database.db
      .insert(users)
      .values({ email: `hizli-${++counter}-${kind}@example.com`, emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    const token = (await services.auth.createSession(row.id)).token;
    return { id: row.id, headers: { ...withSession(token), "X-Forwarded-For": address } };
  }
  const wrongCode = (i: number) => `AAAA${JOIN_CODE_ALPHABET[i % 24]}${JOIN_CODE_ALPHABET[Math.floor(i / 24) % 24]}`;

  it("25 wrong joins from a school's address: past 20 a class known there still joins, one not known there is refused; the class page's link joins past it; the guesser's own budget stays spent", async () => {
    const t = await teacher();
    const home = await teacher();
    const school = "203.0.113.90";
    const known = await openClass(t, "6-A İngilizce");
    const stranger = await openClass(home, "6-B İngilizce");
    // The teacher opens the class's page at the school: known there. The other teacher only at home.
    expect((await get({ ...t.headers, "X-Forwarded-For": school }, `/sinifim/${known.id}`)).status).toBe(200);
    const strangerPage = textOf(await (await get(home.headers, `/sinifim/${stranger.id}`)).text());
    const guesser = await quickAccount(school);
    const other = await quickAccount(school);
    const answers: number[] = [];
    for (let i = 0; i < 20; i++)
      answers.push((await post(guesser.headers, "/katil", { code: wrongCode(i), displayName: "Tahminci" })).status);
    for (let i = 20; i < 25; i++)
      answers.push((await post(other.headers, "/katil", { code: wrongCode(i), displayName: "Öbür" })).status);
    expect(answers).toEqual([...Array<number>(20).fill(400), ...Array<number>(5).fill(429)]);

    const pupil = await quickAccount(school);
    expect((await post(pupil.headers, "/katil", { code: known.joinCode, displayName: "Ece" })).status).toBe(302);
    const refused = await post(pupil.headers, "/katil", { code: stranger.joinCode, displayName: "Ece" });
    expect(refused.status).toBe(429);
    expect(textOf(await refused.text())).toContain(trClassJoin.joinTooMany);
    expect(await membersOf(stranger.id)).toEqual([]);
    // The class page's QR code (with the class link): the join page carries it, and it joins.
    const link = /https:\/\/merdiven\.test(\/katil\?kod=[A-Z0-9]{6}&k=[\w.-]+)/.exec(strangerPage)![1];
    const joinPage = textOf(await (await get(pupil.headers, link)).text());
    const k = /name="k" value="([\w.-]+)"/.exec(joinPage)![1];
    expect((await post(pupil.headers, "/katil", { code: stranger.joinCode, displayName: "Ece", k })).status).toBe(302);
    expect(await membersOf(stranger.id)).toMatchObject([{ userId: pupil.id }]);
    // A pupil joined it from the school: now it is known there too.
    expect(
      (await post((await quickAccount(school)).headers, "/katil", { code: stranger.joinCode, displayName: "Deniz" }))
        .status,
    ).toBe(302);
    // A link for an earlier code proves nothing (from another address whose budget is spent, where the class is not known).
    await post(home.headers, `/sinifim/${stranger.id}`, { intent: "new-code" });
    const elsewhere = "203.0.113.93";
    const spender = await quickAccount(elsewhere);
    for (let i = 0; i < 20; i++)
      await post(spender.headers, "/katil", { code: wrongCode(i + 30), displayName: "Tahminci" });
    const late = await quickAccount(elsewhere);
    const renewed = (await classRow(stranger.id)).joinCode;
    expect((await post(late.headers, "/katil", { code: renewed, displayName: "Geç", k })).status).toBe(429);
    const fresh = /(\/katil\?kod=[A-Z0-9]{6}&k=[\w.-]+)/.exec(
      textOf(await (await get(home.headers, `/sinifim/${stranger.id}`)).text()),
    )![1];
    expect(
      (
        await post(late.headers, "/katil", {
          code: renewed,
          displayName: "Geç",
          k: new URLSearchParams(fresh.split("?")[1]).get("k")!,
        })
      ).status,
    ).toBe(302);
    // The guesser's own budget is the guesser's: the known class's code is refused too.
    expect((await post(guesser.headers, "/katil", { code: known.joinCode, displayName: "Tahminci" })).status).toBe(429);
    expect(
      (
        await post({ ...guesser.headers, "X-Forwarded-For": "192.0.2.91" }, "/katil", {
          code: known.joinCode,
          displayName: "Tahminci",
        })
      ).status,
    ).toBe(429);
  });

  it("wrong join codes sent together spend exactly the budgets: 40 at once from one address, and 40 at once from one account across addresses, 20 counted each", async () => {
    const { limit, windowSeconds } = RATE_LIMITS.classJoinFailures;
    const school = "203.0.113.91";
    const joiners = await Promise.all(Array.from({ length: limit + 20 }, () => quickAccount(school)));
    const byAddress = await together(
      joiners.length,
      async (i) => (await post(joiners[i].headers, "/katil", { code: wrongCode(i), displayName: "Yarış" })).status,
    );
    expect(countOf(byAddress, (s) => s === 400)).toBe(limit);
    expect(countOf(byAddress, (s) => s === 429)).toBe(20);
    expect((await services.limiter.failures(`classes:join:address:${school}`, windowSeconds))?.count).toBe(limit);

    const one = await quickAccount("192.0.2.1");
    const byAccount = await together(
      limit + 20,
      async (i) =>
        (
          await api({ ...one.headers, "X-Forwarded-For": `192.0.2.${i + 10}` }, "POST", "/classes/join", {
            code: wrongCode(i),
            displayName: "Yarış",
          })
        ).status,
    );
    expect(countOf(byAccount, (s) => s === 404)).toBe(limit);
    expect(countOf(byAccount, (s) => s === 429)).toBe(20);
  });

  it("a teacher's 50 classes hold when 70 are opened at once", async () => {
    const t = await teacher();
    const made = await together(MAX_CLASSES_PER_TEACHER + 20, (i) =>
      services.classes.create(t.id, { name: `Yarış ${i}`, grade: 5, schoolYear: currentSchoolYear() }),
    );
    expect(countOf(made, (r) => r !== "too-many")).toBe(MAX_CLASSES_PER_TEACHER);
    expect(await services.classes.list(t.id)).toHaveLength(MAX_CLASSES_PER_TEACHER);
  });

  it("a class's 40 class pupils hold when 60 are added at once", async () => {
    const t = await teacher();
    const k = await openClass(t, "2-C İngilizce");
    const caller = { id: t.id, role: "teacher" as const };
    const added = await together(MAX_CLASS_PUPILS + 20, (i) =>
      services.classPupils.add(
        caller,
        k.id,
        `Öğrenci ${"abcdefghijklmnoprstuvyzqwx"[i % 26]}${"abcdefghij"[Math.floor(i / 26)]}`,
      ),
    );
    expect(countOf(added, (r) => r?.ok === true)).toBe(MAX_CLASS_PUPILS);
    expect(await services.database.db.select({ id: users.id }).from(users).where(eq(users.classId, k.id))).toHaveLength(
      MAX_CLASS_PUPILS,
    );
  }, 120_000);
});
