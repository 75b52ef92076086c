import fs from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_CLASS_PUPILS } from "#core/classes/limits.ts";
import { pupilDisplayNames, readPupilNames } from "#core/classes/pupil-names.ts";
import { trClasses } from "#core/messages/classes.ts";
import { trClassPrint } from "#core/messages/class-print.ts";
import { PICTURES, writePictureSequence, type PictureKey } from "#core/picture-password.ts";
import { createPictureSignIn, verifyPictureSecret } from "#server/auth/picture-password.ts";
import { unseal } from "#server/auth/secret-box.ts";
import { openSealedSecret, purgeEndedSchoolYears } from "#server/classes/class-pupils.ts";
import {
  classes,
  classMembers,
  homework,
  homeworkProgress,
  pupilMarks,
  quizResults,
  sessions,
  users,
} from "#server/db/schema.ts";
import { dbKinds } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";
import { classLinkKey, classLinkToken } from "#server/classes/class-link.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { traces } from "#tests/support/traces.ts";
import { requestsTo, textOf, withSession } from "#tests/support/requests.ts";

const KEY = "sinif-ogrencileri-icin-test-anahtari-2026";
const exportSchema = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, "../../docs/account-export.schema.json"), "utf8"),
);
const ajv = new Ajv2020({ allErrors: true });
addFormats.default(ajv);
const validExport = ajv.compile(exportSchema);

/** 30 names as a teacher pastes them: duplicates in any case, Turkish letters, blank lines and spaces. */
const THIRTY = [
  "ayşe",
  "AYŞE",
  "Ayşe",
  "iLKAY",
  "IŞIL",
  "Şule",
  "ğülsüm",
  "Çağrı",
  "Ömer",
  "Ümit",
  "Ali",
  "Veli",
  "Zeynep",
  "Elif",
  "Mehmet",
  "Can",
  "Deniz",
  "Ece",
  "Emre",
  "Efe",
  "Nehir",
  "Yusuf",
  "Ahmet",
  "Burak",
  "Selin",
  "Derya",
  "Kerem",
  "Ayşe Nur",
  "İrem",
  "Ilgın",
];

describe("class pupils' names (core/classes/pupil-names.ts)", () => {
  it("reads one name a line, cases them the Turkish way and tells same names apart", () => {
    const read = readPupilNames(`\n  ${THIRTY.join("\r\n")}\n\n`);
    expect(read).toMatchObject({ ok: true });
    if (!read.ok) return;
    expect(read.names.slice(0, 7)).toEqual(["Ayşe", "Ayşe", "Ayşe", "İlkay", "Işıl", "Şule", "Ğülsüm"]);
    const shown = pupilDisplayNames(read.names, []);
    expect(shown.slice(0, 3)).toEqual(["Ayşe A.", "Ayşe B.", "Ayşe C."]);
    expect(shown).toContain("Ayşe Nur");
    expect(new Set(shown).size).toBe(30);
    // A name already in the class is never changed: the new one takes the next free letter.
    expect(pupilDisplayNames(["Ece", "ali"], ["Ece", "Ayşe A."])).toEqual(["Ece B.", "ali"]);
    expect(pupilDisplayNames(["Ayşe"], ["Ayşe A.", "Ayşe B."])).toEqual(["Ayşe C."]);
    expect(pupilDisplayNames(Array(25).fill("Can"), []).slice(22)).toEqual(["Can Z.", "Can 24", "Can 25"]);
  });

  it("refuses bad input with a Turkish message, size first", () => {
    expect(readPupilNames("")).toEqual({ ok: false, message: trClasses.pupilNamesRequired });
    expect(readPupilNames("Ali\n<script>\nVeli")).toEqual({ ok: false, message: trClasses.pupilNameInvalid(2) });
    expect(readPupilNames(`Ali\n${"a".repeat(31)}`)).toEqual({ ok: false, message: trClasses.pupilNameTooLong(2) });
    expect(readPupilNames("Ali2")).toEqual({ ok: false, message: trClasses.pupilNameInvalid(1) });
    expect(readPupilNames("a".repeat(1_000_000))).toEqual({
      ok: false,
      message: trClasses.pupilNamesTooMany(MAX_CLASS_PUPILS),
    });
    expect(readPupilNames(Array(41).fill("Ali").join("\n"))).toEqual({
      ok: false,
      message: trClasses.pupilNamesTooMany(MAX_CLASS_PUPILS),
    });
    expect(readPupilNames("Ali\nVeli", 1)).toEqual({ ok: false, message: trClasses.pupilNamesTooMany(1) });
  });
});

describe.each(dbKinds)("class pupils on %s", (kind) => {
  const site = useTestSite({ kind, settings: { TWO_STEP_KEY: KEY, PUBLIC_URL: "https://merdiven.test" } });
  const db = () => site.services.database.db;
  let n = 0;

  async function account(role: "teacher" | "admin" | "user") {
    const [user] = await db()
      .insert(users)
      .values({ email: `${role}-${++n}-${kind}@example.com`, role })
      .returning();
    const { token } = await site.services.auth.createSession(user.id);
    return { id: user.id, headers: withSession(token) };
  }
  const { post, get, api } = requestsTo(() => site.app);
  async function openClass(t: { headers: Record<string, string> }, schoolYear = "") {
    const res = await post(t.headers, "/sinifim", { name: "3-A İngilizce", grade: "3", schoolYear });
    expect(res.status).toBe(302);
    return Number(res.headers.get("Location")!.split("/").pop());
  }
  const pupilsOf = (classId: number) =>
    db()
      .select({
        id: users.id,
        email: users.email,
        hash: users.pictureHash,
        sealed: users.pictureSealed,
        name: classMembers.displayName,
        consentAt: classMembers.consentAt,
      })
      .from(users)
      .innerJoin(classMembers, eq(classMembers.userId, users.id))
      .where(eq(users.classId, classId))
      .orderBy(users.id);
  const pupilNamed = async (classId: number, name: string) => (await pupilsOf(classId)).find((p) => p.name === name)!;
  const countUsers = async () => (await db().select({ id: users.id }).from(users)).length;

  it("30 pasted names become 30 accounts of the class, with display names, hashed and sealed secrets; the 41st is refused; bad names create nothing", async () => {
    const teacher = await account("teacher");
    const id = await openClass(teacher);
    const res = await post(teacher.headers, `/sinifim/${id}`, { intent: "add-pupils", names: THIRTY.join("\n") });
    expect(res.status).toBe(302);
    const pupils = await pupilsOf(id);
    expect(pupils).toHaveLength(30);
    expect(pupils.map((p) => p.name)).toEqual(
      pupilDisplayNames((readPupilNames(THIRTY.join("\n")) as { names: string[] }).names, []),
    );
    expect(pupils.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        "Ayşe A.",
        "Ayşe B.",
        "Ayşe C.",
        "İlkay",
        "Işıl",
        "Ğülsüm",
        "Çağrı",
        "Ayşe Nur",
        "İrem",
        "Ilgın",
      ]),
    );
    for (const p of pupils) {
      expect(p.email).toBeNull();
      expect(p.hash).toMatch(/^\$argon2id\$/);
      // Sealed with the site's key: the secret is not readable in the row.
      expect(p.sealed).toMatch(/^v1:/);
      const secret = openSealedSecret(p.sealed!, KEY);
      expect(await verifyPictureSecret(secret, p.hash!)).toBe(true);
      expect(() => unseal(p.sealed!, "baska-bir-anahtar-baska-bir-anahtar")).toThrow();
      // The whole secret, not each picture's key: a two-letter key ("ev") turns up in random base64 by chance.
      expect(p.sealed).not.toContain(writePictureSequence(secret));
    }
    // The class page lists them apart, each waiting for consent.
    const page = textOf(await (await get(teacher.headers, `/sinifim/${id}`)).text());
    expect(page).toContain(`${trClasses.classPupilsTitle} (30)`);
    // The button's name for a screen reader: "Resimleri yenile: Ayşe A." (the name itself hidden from sight).
    expect(page).toContain(`aria-label="${trClasses.resetPictures}: Ayşe A."`);
    expect(page.split(`>${trClasses.consentBadgeWaiting}<`).length - 1).toBe(30);

    // 11 more: only 10 fit; nothing is made. 10 through the API: they are made, with their cards' data.
    const before = await countUsers();
    const eleven = await post(teacher.headers, `/sinifim/${id}`, {
      intent: "add-pupils",
      names: Array.from({ length: 11 }, (_, i) => `Öğrenci ${"abcdefghijk"[i]}`).join("\n"),
    });
    expect(eleven.status).toBe(400);
    expect(textOf(await eleven.text())).toContain(trClasses.pupilNamesTooMany(10));
    expect(await countUsers()).toBe(before);
    const ten = await api(teacher.headers, "POST", `/classes/${id}/pupils`, {
      names: ["Can", "Kuzey", "Poyraz", "Aras", "Eymen", "Miraç", "Alparslan", "Asel", "Defne", "Lina"],
    });
    expect(ten.status).toBe(201);
    const added = (await ten.json()) as {
      items: {
        userId: number;
        displayName: string;
        classCode: string;
        pictures: { key: string; name: string }[];
        signInUrl: string;
      }[];
    };
    expect(added.items).toHaveLength(10);
    const [classRow] = await db().select().from(classes).where(eq(classes.id, id));
    // The sign-in address carries the class link, keyed from the site's key (docs/decisions/0090).
    const link = classLinkToken(classLinkKey(KEY), id, classRow.joinCode);
    expect(added.items[0]).toMatchObject({
      displayName: "Can B.",
      classCode: classRow.joinCode,
      signInUrl: `https://merdiven.test/sinif/${classRow.joinCode}?k=${link}`,
    });
    expect(added.items[0].pictures).toHaveLength(3);
    // The first Can keeps his plain name: his card is printed.
    expect((await pupilsOf(id)).map((p) => p.name)).toContain("Can");
    expect(await countUsers()).toBe(before + 10);
    const full = await post(teacher.headers, `/sinifim/${id}`, { intent: "add-pupils", names: "Deniz" });
    expect(full.status).toBe(400);
    expect(textOf(await full.text())).toContain(trClasses.pupilNamesTooMany(0));
    expect((await api(teacher.headers, "POST", `/classes/${id}/pupils`, { names: "Deniz" })).status).toBe(400);
    expect(await countUsers()).toBe(before + 10);

    // Bad names: a Turkish message, nothing made; a huge paste is refused before any pattern reads it.
    const other = await openClass(teacher);
    for (const names of [
      "Ali\n<script>alert(1)</script>\nVeli",
      `Ali\n${"ş".repeat(31)}`,
      "a".repeat(5_000),
      "a".repeat(200_000),
      "",
      "Ali\nVeli2",
    ]) {
      const bad = await post(teacher.headers, `/sinifim/${other}`, { intent: "add-pupils", names });
      // A paste past the site's form size is refused before the page reads it (413).
      expect([400, 413], names.slice(0, 20)).toContain(bad.status);
      expect(await pupilsOf(other)).toEqual([]);
    }
    expect(
      textOf(
        await (
          await post(teacher.headers, `/sinifim/${other}`, { intent: "add-pupils", names: "Ali\n<b>x</b>" })
        ).text(),
      ),
    ).toContain(trClasses.pupilNameInvalid(2));
    expect(
      (await api(teacher.headers, "POST", `/classes/${other}/pupils`, { names: Array(41).fill("Ali") })).status,
    ).toBe(400);
    expect((await api(teacher.headers, "POST", `/classes/${other}/pupils`, { names: [1, 2] })).status).toBe(400);
    expect(await countUsers()).toBe(before + 10);
  });

  it("the cards: each class pupil with the code, the name, the three pictures in order and a QR code of /sinif/{kod}; the teacher's and an admin's only", async () => {
    const teacher = await account("teacher");
    const id = await openClass(teacher);
    await post(teacher.headers, `/sinifim/${id}`, { intent: "add-pupils", names: "Ayşe\nayşe\nİlker" });
    const [classRow] = await db().select().from(classes).where(eq(classes.id, id));
    const res = await get(teacher.headers, `/sinifim/${id}/kartlar`);
    expect(res.status).toBe(200);
    const html = textOf(await res.text());
    for (const p of await pupilsOf(id)) {
      const card = html.slice(html.indexOf(`data-card="${p.id}"`));
      expect(card).toContain(p.name);
      expect(card).toContain(classRow.joinCode);
      const drawn = [...card.matchAll(/data-picture="([a-z]+)"/g)].slice(0, 3).map((m) => m[1]);
      expect(drawn).toEqual(openSealedSecret(p.sealed!, KEY));
      for (const key of drawn) expect(card).toContain(PICTURES.find((x) => x.key === key)!.name);
    }
    // The QR code holds the class link: it opens the names with no code looked up (docs/decisions/0090).
    expect(html).toContain(
      trClassPrint.cardQrAlt(
        `https://merdiven.test/sinif/${classRow.joinCode}?k=${site.services.classLinks.token(id, classRow.joinCode)}`,
      ),
    );
    expect(html.match(/data-card=/g)).toHaveLength(3);
    const one = (await pupilsOf(id))[2];
    expect(
      textOf(await (await get(teacher.headers, `/sinifim/${id}/kartlar?ogrenci=${one.id}`)).text()).match(
        /data-card=/g,
      ),
    ).toHaveLength(1);
    // An admin (upkeep) sees them; another teacher, a pupil and a visitor do not.
    const admin = await account("admin");
    expect((await get(admin.headers, `/sinifim/${id}/kartlar`)).status).toBe(200);
    expect((await api(admin.headers, "GET", `/classes/${id}/pupils/cards`)).status).toBe(200);
    expect((await get((await account("teacher")).headers, `/sinifim/${id}/kartlar`)).status).toBe(404);
    expect((await get((await account("user")).headers, `/sinifim/${id}/kartlar`)).status).toBe(404);
    const pupilSession = (await site.services.auth.createSession(one.id)).token;
    expect((await get(withSession(pupilSession), `/sinifim/${id}/kartlar`)).status).toBe(404);
    expect((await get({}, `/sinifim/${id}/kartlar`)).status).toBe(302);
    // The letter: printable, the retention date said precisely.
    const letter = textOf(await (await get(teacher.headers, `/sinifim/${id}/veli-mektubu`)).text());
    expect(letter).toContain(trClassPrint.letterTitle);
    expect(letter).toContain(
      `${classRow.schoolYear} öğretim yılının sonuna, yani 31 Ağustos ${classRow.schoolYear.slice(5)}`,
    );
  });

  it("another teacher gets 404 on every page and API route and nothing changes; a class pupil's session is refused", async () => {
    const a = await account("teacher");
    const b = await account("teacher");
    const id = await openClass(a);
    await post(a.headers, `/sinifim/${id}`, { intent: "add-pupils", names: "Elif\nEmir" });
    const [p] = await pupilsOf(id);
    const snapshot = async () => ({
      pupils: await pupilsOf(id),
      members: await db().select().from(classMembers).where(eq(classMembers.classId, id)),
      users: await countUsers(),
    });
    const before = await snapshot();
    for (const page of [
      `/sinifim/${id}`,
      `/sinifim/${id}/kartlar`,
      `/sinifim/${id}/kartlar?ogrenci=${p.id}`,
      `/sinifim/${id}/veli-mektubu`,
      `/sinifim/${id}/sil`,
    ]) {
      expect((await get(b.headers, page)).status, page).toBe(404);
    }
    for (const intent of ["add-pupils", "reset-pictures", "consent-give", "consent-withdraw", "lift-picture-wait"]) {
      expect(
        (await post(b.headers, `/sinifim/${id}`, { intent, member: String(p.id), names: "Hacker" })).status,
        intent,
      ).toBe(404);
    }
    expect((await get(b.headers, `/sinifim/${id}/ogrenci/${p.id}/sil`)).status).toBe(404);
    expect((await post(b.headers, `/sinifim/${id}/ogrenci/${p.id}/sil`, {})).status).toBe(404);
    expect((await post(b.headers, `/sinifim/${id}/sil`, {})).status).toBe(404);
    const routes: [string, string, unknown?][] = [
      ["GET", `/classes/${id}/pupils`],
      ["POST", `/classes/${id}/pupils`, { names: "Hacker" }],
      ["GET", `/classes/${id}/pupils/cards`],
      ["POST", `/classes/${id}/pupils/${p.id}/pictures`],
      ["PUT", `/classes/${id}/pupils/${p.id}/consent`],
      ["DELETE", `/classes/${id}/pupils/${p.id}/consent`],
      ["DELETE", `/classes/${id}/pupils/${p.id}`],
      ["DELETE", `/classes/${id}/members/${p.id}`],
    ];
    for (const [method, to, body] of routes)
      expect((await api(b.headers, method, to, body)).status, `${method} ${to}`).toBe(404);
    // A's class id with B's own class: a pupil of A's class is not B's to touch.
    const bClass = await openClass(b);
    expect((await api(b.headers, "POST", `/classes/${bClass}/pupils/${p.id}/pictures`)).status).toBe(404);
    expect((await api(b.headers, "DELETE", `/classes/${bClass}/pupils/${p.id}`)).status).toBe(404);
    expect((await api(b.headers, "PUT", `/classes/${bClass}/pupils/${p.id}/consent`)).status).toBe(404);
    expect(await snapshot()).toEqual(before);

    // The class pupil's own session: the teacher pages are not theirs.
    const pupil = withSession((await site.services.auth.createSession(p.id)).token);
    for (const page of ["/sinifim", `/sinifim/${id}`, `/sinifim/${id}/veli-mektubu`])
      expect((await get(pupil, page)).status, page).toBe(404);
    expect((await post(pupil, `/sinifim/${id}`, { intent: "consent-give", member: String(p.id) })).status).toBe(403);
    expect((await post(pupil, `/sinifim/${id}`, { intent: "reset-pictures", member: String(p.id) })).status).toBe(403);
    expect((await get(pupil, `/sinifim/${id}/ogrenci/${p.id}/sil`)).status).toBe(404);
    expect((await post(pupil, `/sinifim/${id}/ogrenci/${p.id}/sil`, {})).status).toBe(403);
    for (const [method, to, body] of routes)
      expect((await api(pupil, method, to, body)).status, `${method} ${to}`).toBe(403);
    // A class pupil cannot leave its class (that would hide it from its teacher).
    expect(await site.services.classes.leave(p.id, id)).toBe(false);
    expect(await snapshot()).toEqual(before);
  });

  it("'Resimleri yenile': a new secret, the pupil's sessions end, the wrong-try wait is cleared; the teacher's or an admin's", async () => {
    const teacher = await account("teacher");
    const id = await openClass(teacher);
    await post(teacher.headers, `/sinifim/${id}`, { intent: "add-pupils", names: "Mert\nNil" });
    const p = await pupilNamed(id, "Mert");
    const old = openSealedSecret(p.sealed!, KEY);
    const wrong: PictureKey[] = old[0] === "elma" ? ["kedi", "kedi", "kedi"] : ["elma", "elma", "elma"];
    const signIn = createPictureSignIn(site.services.limiter);
    let last;
    for (let i = 0; i < 6; i++)
      last = await signIn.check({ userId: p.id, storedHash: p.hash, secret: wrong, clientKey: `203.0.113.${i}` });
    expect(last).toMatchObject({ ok: false, code: "must-wait" });
    const phone = (await site.services.auth.createSession(p.id)).token;
    const tablet = (await site.services.auth.createSession(p.id)).token;
    const other = await pupilNamed(id, "Nil");
    const otherSession = (await site.services.auth.createSession(other.id)).token;

    const res = await post(teacher.headers, `/sinifim/${id}`, { intent: "reset-pictures", member: String(p.id) });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/sinifim/${id}/kartlar?ogrenci=${p.id}`);
    const after = await pupilNamed(id, "Mert");
    expect(after.hash).not.toBe(p.hash);
    expect(after.sealed).not.toBe(p.sealed);
    const fresh = openSealedSecret(after.sealed!, KEY);
    expect(await verifyPictureSecret(fresh, after.hash!)).toBe(true);
    expect(await site.services.auth.userForSession(phone)).toBeNull();
    expect(await site.services.auth.userForSession(tablet)).toBeNull();
    expect(await db().select().from(sessions).where(eq(sessions.userId, p.id))).toEqual([]);
    expect(await site.services.auth.userForSession(otherSession)).not.toBeNull();
    // The wait is gone: the new secret signs in at once.
    expect(
      await signIn.check({ userId: p.id, storedHash: after.hash, secret: fresh, clientKey: "203.0.113.50" }),
    ).toMatchObject({ ok: true });
    // The old card no longer works (unless the draw repeated it, 1 in 1,728).
    if (fresh.join() !== old.join()) expect(await verifyPictureSecret(old, after.hash!)).toBe(false);

    // An admin may reset too (upkeep), through the API; the card's data comes back.
    const admin = await account("admin");
    const byAdmin = await api(admin.headers, "POST", `/classes/${id}/pupils/${p.id}/pictures`);
    expect(byAdmin.status).toBe(200);
    expect(((await byAdmin.json()) as { pictures: unknown[] }).pictures).toHaveLength(3);
    // Not a class pupil of this class (a self-joined member, the teacher herself): 404.
    expect((await api(teacher.headers, "POST", `/classes/${id}/pupils/${teacher.id}/pictures`)).status).toBe(404);
  });

  it("the parent's consent gates every member's results, on the page and in the API; an own account's site-wide work is never shown", async () => {
    const teacher = await account("teacher");
    const id = await openClass(teacher);
    await post(teacher.headers, `/sinifim/${id}`, { intent: "add-pupils", names: "Ada" });
    const p = await pupilNamed(id, "Ada");
    // A pupil who joined with an own account, by the code.
    const own = await account("user");
    const [classRow] = await db().select().from(classes).where(eq(classes.id, id));
    expect(
      await site.services.classes.join(own.id, { code: classRow.joinCode, displayName: "Bora" }, "198.51.100.7"),
    ).toMatchObject({ ok: true });
    const entry = await makeContent(site.services.database, { konuIng: "Gizli Konu Başlığı" });
    for (const userId of [p.id, own.id]) {
      await db().insert(pupilMarks).values({ userId, contentId: entry.id, doneAt: new Date() });
      await db().insert(quizResults).values({ userId, contentId: entry.id, best: 7, last: 5, total: 10 });
    }
    // A quiz done as this class's homework counts among the tests solved, as the grid shows it.
    const assigned = await makeContent(site.services.database, { konuIng: "Ödevdeki Test" });
    const [item] = await db()
      .insert(homework)
      .values({ classId: id, contentId: assigned.id, kind: "quiz", dueAt: new Date(Date.now() + 86_400_000) })
      .returning();
    await db()
      .insert(homeworkProgress)
      .values({ homeworkId: item.id, classId: id, userId: p.id, tries: 1, score: 2, total: 3, doneAt: new Date() });
    const page = async () => textOf(await (await get(teacher.headers, `/sinifim/${id}`)).text());
    const apiItems = async () =>
      (
        (await (await api(teacher.headers, "GET", `/classes/${id}/pupils`)).json()) as {
          items: { userId: number; consentAt: string | null; progress: unknown }[];
        }
      ).items;

    let html = await page();
    expect(html).not.toContain("Gizli Konu Başlığı");
    expect(html).not.toContain(trClasses.progressSummary(1, 2));
    expect(html.split(trClasses.progressHidden).length - 1).toBe(2);
    expect((await apiItems()).map((m) => m.progress)).toEqual([null, null]);

    expect(
      (await post(teacher.headers, `/sinifim/${id}`, { intent: "consent-give", member: String(p.id) })).status,
    ).toBe(302);
    expect((await api(teacher.headers, "PUT", `/classes/${id}/pupils/${own.id}/consent`)).status).toBe(200);
    html = await page();
    expect(html).toContain(trClasses.quizBest("Gizli Konu Başlığı", 7, 10));
    // The class pupil's account is the class's: its summary shows. Bora's marks and results are the whole
    // site's (other classes' homework among them): with consent too, only this class's homework, in the grid.
    expect(html.split(trClasses.progressSummary(1, 2)).length - 1).toBe(1);
    expect(html).toContain(trClasses.progressOwnAccount);
    const items = await apiItems();
    expect(items.every((m) => m.consentAt !== null)).toBe(true);
    expect(items.find((m) => m.userId === p.id)!.progress).toMatchObject({
      done: 1,
      quizzes: 2,
      latest: [{ entryId: entry.id, best: 7, total: 10 }],
    });
    expect(items.find((m) => m.userId === own.id)!.progress).toBeNull();

    // Withdrawn: hidden again.
    expect(
      (
        await post(teacher.headers, `/sinifim/${id}`, {
          intent: "consent-withdraw",
          member: String(p.id),
          confirm: "evet",
        })
      ).status,
    ).toBe(302);
    expect((await api(teacher.headers, "DELETE", `/classes/${id}/pupils/${own.id}/consent`)).status).toBe(200);
    html = await page();
    expect(html).not.toContain("Gizli Konu Başlığı");
    expect((await apiItems()).map((m) => m.progress)).toEqual([null, null]);
    expect((await api(teacher.headers, "PUT", `/classes/${id}/pupils/999999/consent`)).status).toBe(404);
  });

  it("each class pupil's summary is their own when the whole class is read at once", async () => {
    const teacher = await account("teacher");
    const id = await openClass(teacher);
    await post(teacher.headers, `/sinifim/${id}`, { intent: "add-pupils", names: "Cem\nDuru\nEge" });
    const [cem, duru, ege] = await Promise.all(["Cem", "Duru", "Ege"].map((name) => pupilNamed(id, name)));
    await db().update(classMembers).set({ consentAt: new Date() }).where(eq(classMembers.classId, id));
    const entries = await Promise.all(
      ["Birinci", "İkinci", "Üçüncü", "Dördüncü", "Beşinci", "Altıncı"].map((konuIng) =>
        makeContent(site.services.database, { konuIng }),
      ),
    );
    // Cem: six results (the summary keeps the newest five) and two entries done; Duru: one result; Ege: nothing.
    for (const [i, entry] of entries.entries())
      await db()
        .insert(quizResults)
        .values({
          userId: cem.id,
          contentId: entry.id,
          best: i,
          last: i,
          total: 10,
          updatedAt: new Date(Date.now() + i * 1000),
        });
    for (const entry of entries.slice(0, 2))
      await db().insert(pupilMarks).values({ userId: cem.id, contentId: entry.id, doneAt: new Date() });
    await db().insert(quizResults).values({ userId: duru.id, contentId: entries[0].id, best: 9, last: 9, total: 10 });
    const { items } = (await (await api(teacher.headers, "GET", `/classes/${id}/pupils`)).json()) as {
      items: { userId: number; progress: { done: number; quizzes: number; latest: { best: number }[] } }[];
    };
    const of = (userId: number) => items.find((m) => m.userId === userId)!.progress;
    expect(of(cem.id)).toMatchObject({ done: 2, quizzes: 6 });
    expect(of(cem.id).latest.map((r) => r.best)).toEqual([5, 4, 3, 2, 1]);
    expect(of(duru.id)).toMatchObject({ done: 0, quizzes: 1, latest: [{ best: 9 }] });
    expect(of(ege.id)).toEqual({ done: 0, quizzes: 0, latest: [], review: { daysMet: 0, streak: 0, due: 0 } });
  });

  it("a class pupil's export works without an address", async () => {
    const teacher = await account("teacher");
    const id = await openClass(teacher);
    await post(teacher.headers, `/sinifim/${id}`, { intent: "add-pupils", names: "Toprak" });
    const p = await pupilNamed(id, "Toprak");
    const token = (await site.services.auth.createSession(p.id)).token;
    // 'Hesabım' opens for an account without an address.
    expect((await get({ Cookie: `sid=${token}` }, "/hesabim")).status).toBe(200);
    const res = await get({ Cookie: `sid=${token}` }, "/hesabim/verilerim.json");
    expect(res.status).toBe(200);
    const exported = (await res.json()) as {
      account: { email: string | null; hasPassword: boolean };
      classMemberships: { displayName: string }[];
    };
    expect(exported.account).toMatchObject({ email: null, hasPassword: false });
    expect(exported.classMemberships).toMatchObject([{ displayName: "Toprak" }]);
    expect(validExport(exported), JSON.stringify(validExport.errors)).toBe(true);
    // Nothing of the secret is in it.
    expect(JSON.stringify(exported)).not.toContain(p.sealed!);
    expect(JSON.stringify(exported)).not.toContain(p.hash!);
  });

  it("removing a class pupil deletes the account; deleting the class deletes its class pupils, and no row names them", async () => {
    const teacher = await account("teacher");
    const id = await openClass(teacher);
    await post(teacher.headers, `/sinifim/${id}`, { intent: "add-pupils", names: "Zeynepkaya\nDoruk\nMelis" });
    const entry = await makeContent(site.services.database);
    const withWork = async (name: string) => {
      const p = await pupilNamed(id, name);
      await site.services.auth.createSession(p.id);
      await db().insert(pupilMarks).values({ userId: p.id, contentId: entry.id, doneAt: new Date() });
      await db().insert(quizResults).values({ userId: p.id, contentId: entry.id, best: 3, last: 3, total: 4 });
      await site.services.limiter.fail(`picture:fail:${p.id}`, 60);
      return p;
    };
    const zeynep = await withWork("Zeynepkaya");
    const doruk = await withWork("Doruk");
    expect((await traces(site.services.database, "zeynepkaya", zeynep.id)).length).toBeGreaterThan(3);

    // 'Öğrenciyi sil' is confirmed first: a remove without the confirmation (the old one-press form) changes nothing.
    const traced = await traces(site.services.database, "zeynepkaya", zeynep.id);
    expect(
      (await post(teacher.headers, `/sinifim/${id}`, { intent: "remove-member", member: String(zeynep.id) })).status,
    ).toBe(400);
    expect(textOf(await (await get(teacher.headers, `/sinifim/${id}`)).text())).toContain(
      `href="/sinifim/${id}/ogrenci/${zeynep.id}/sil"`,
    );
    const confirm = await get(teacher.headers, `/sinifim/${id}/ogrenci/${zeynep.id}/sil`);
    expect(confirm.status).toBe(200);
    const confirmText = textOf(await confirm.text());
    expect(confirmText).toContain(trClasses.removeWhatPupil("Zeynepkaya"));
    expect(confirmText).toContain(trClasses.removePupilConfirm);
    expect(await traces(site.services.database, "zeynepkaya", zeynep.id)).toEqual(traced);
    expect((await post(teacher.headers, `/sinifim/${id}/ogrenci/${zeynep.id}/sil`, {})).status).toBe(302);
    expect(await traces(site.services.database, "zeynepkaya", zeynep.id)).toEqual([]);
    // Through the API too.
    const melis = await pupilNamed(id, "Melis");
    expect(await (await api(teacher.headers, "DELETE", `/classes/${id}/pupils/${melis.id}`)).json()).toMatchObject({
      code: "deleted",
    });
    expect(await traces(site.services.database, "melis", melis.id)).toEqual([]);

    // A pupil with an own account only leaves.
    const own = await account("user");
    const [classRow] = await db().select().from(classes).where(eq(classes.id, id));
    await site.services.classes.join(own.id, { code: classRow.joinCode, displayName: "Kendi Hesabı" }, "198.51.100.8");
    const confirmClass = textOf(await (await get(teacher.headers, `/sinifim/${id}/sil`)).text());
    expect(confirmClass).toContain(trClasses.deleteWhatPupils(1, 1));
    expect((await post(teacher.headers, `/sinifim/${id}/sil`, {})).status).toBe(302);
    expect(await traces(site.services.database, "doruk", doruk.id)).toEqual([]);
    expect(await db().select().from(users).where(eq(users.id, own.id))).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(users)
        .where(inArray(users.id, [zeynep.id, doruk.id, melis.id])),
    ).toEqual([]);
  });

  it("the retention job deletes the class pupils of a finished school year, as the letter says", async () => {
    const teacher = await account("teacher");
    const id = await openClass(teacher, "2026-2027");
    await post(teacher.headers, `/sinifim/${id}`, { intent: "add-pupils", names: "Aslı" });
    expect(await purgeEndedSchoolYears(db(), new Date("2027-08-31T20:59:00Z"))).toBe(0);
    expect(await pupilsOf(id)).toHaveLength(1);
    expect(await purgeEndedSchoolYears(db(), new Date("2027-08-31T21:00:00Z"))).toBeGreaterThan(0);
    expect(await pupilsOf(id)).toEqual([]);
    expect(
      await db()
        .select()
        .from(classes)
        .where(and(eq(classes.id, id))),
    ).toHaveLength(1);
  });
});
