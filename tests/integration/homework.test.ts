import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { istanbulFields } from "#core/homework/homework.ts";
import { trExercises } from "#core/messages/exercises.ts";
import { trHomework } from "#core/messages/homework.ts";
import { trHomeworkParent } from "#core/messages/homework-parent.ts";
import { trHomeworkPupil } from "#core/messages/homework-pupil.ts";
import { trHomeworkTeacher } from "#core/messages/homework-teacher.ts";
import { trHomeworkForm } from "#core/messages/homework-form.ts";
import {
  classes,
  homework,
  homeworkProgress,
  homeworkPupils,
  homeworkTries,
  parentLinks,
  users,
} from "#server/db/schema.ts";
import { makeClassWithPupils } from "#tests/support/class-pupils.ts";
import { dbKinds, everyEngine } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { parseCsv } from "#tests/support/csv.ts";
import { textOf, withSession, visitorHeaders } from "#tests/support/requests.ts";

const QUIZ = "Pick one.{=apple ~pear ~plum}\n\nTrue?{T}\n\nType it.{=book}";
const PICS = ["elma", "kedi", "top"] as const;

/** A due time a week ahead, on Turkey's clock, as the form sends it. */
const nextWeek = () => istanbulFields(new Date(Date.now() + 7 * 86_400_000));

/** One site per block, and the ways its tests reach it: a session's headers, a form's POST, a GET, a JSON API call. */
function homeworkSite(kind: (typeof dbKinds)[number], settings: Record<string, string> = {}) {
  const site = useTestSite({ kind, settings: { PUBLIC_URL: "https://merdiven.test", ...settings } });
  const db = () => site.services.database.db;
  async function session(userId: number) {
    const { token } = await site.services.auth.createSession(userId);
    return withSession(token);
  }
  const api = (headers: Record<string, string>, method: string, to: string, body?: unknown) =>
    site.app.request(`/api/v1${to}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  /** A class of Ece and Can signed in, a quiz entry and its version, and `create`, which assigns it (the settings given) through the API. */
  async function quizClass() {
    const made = await makeClassWithPupils(db(), {
      pupils: [
        ["Ece", PICS],
        ["Can", PICS],
      ],
    });
    const teacher = await session(made.teacherId);
    const [ece, can] = await Promise.all(made.pupils.map(async (p) => ({ ...p, headers: await session(p.id) })));
    const entry = await makeContent(site.services.database, {
      type: 8,
      konuIng: "Unit 5 Test",
      konuTr: "5. ünite testi",
    });
    await site.services.practice.setQuiz(entry, "gift", QUIZ);
    const version = String((await site.services.practice.forEntry(entry)).quiz!.version);
    const { dueDate, dueTime } = nextWeek();
    const create = async (body: Record<string, unknown>) =>
      (
        (await (
          await api(teacher, "POST", `/classes/${made.id}/homework`, {
            contentId: entry.id,
            kind: "quiz",
            dueDate,
            dueTime,
            ...body,
          })
        ).json()) as { id: number }
      ).id;
    return { made, teacher, ece, can, entry, version, create };
  }
  return {
    site,
    db,
    session,
    post: (headers: Record<string, string>, to: string, body: URLSearchParams | Record<string, string>) =>
      site.app.request(to, {
        method: "POST",
        redirect: "manual",
        headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(body).toString(),
      }),
    get: (headers: Record<string, string>, to: string) => site.app.request(to, { redirect: "manual", headers }),
    api,
    quizClass,
  };
}

/**
 * 'Ödevler', step 1: assigning from a content page and a class page, with and
 * without JavaScript (plain forms), and through the API; only the class's teacher or an admin.
 */
describe.each(dbKinds)("homework on %s", (kind) => {
  const { site, db, session, post, get, api } = homeworkSite(kind);
  let n = 0;

  async function account(role: "teacher" | "admin" | "user") {
    const [user] = await db()
      .insert(users)
      .values({ email: `${role}-${++n}-${kind}@example.com`, role })
      .returning();
    return { id: user.id, headers: await session(user.id) };
  }
  /** A teacher with one class of three class pupils, signed in. */
  async function classroom() {
    const made = await makeClassWithPupils(db(), {
      pupils: [
        ["Ece", PICS],
        ["Can", PICS],
        ["Ali", PICS],
      ],
    });
    return { ...made, headers: await session(made.teacherId) };
  }

  async function quizEntry() {
    const entry = await makeContent(site.services.database, {
      type: 8,
      konuIng: "Unit 5 Test",
      konuTr: "5. ünite testi",
    });
    expect(await site.services.practice.setQuiz(entry, "gift", QUIZ)).toMatchObject({ ok: true });
    return entry;
  }

  it("a teacher assigns a quiz from its content page in 3 clicks without JavaScript; the due time is Turkey's whatever the server's zone", async () => {
    const room = await classroom();
    const entry = await quizEntry();
    const page = await get(room.headers, `/classes/5/${entry.id}`);
    const redirected = page.status === 301 ? await get(room.headers, page.headers.get("Location")!) : page;
    const html = textOf(await redirected.text());
    // Click 1: 'Ödev ver' on the content page.
    expect(html).toContain(`href="/odev-ver?icerik=${entry.id}"`);
    expect(html).toContain(trHomeworkForm.assign);
    // One class: straight to its form, the entry filled in.
    const chooser = await get(room.headers, `/odev-ver?icerik=${entry.id}`);
    expect(chooser.status).toBe(302);
    const formPath = chooser.headers.get("Location")!;
    expect(formPath).toBe(`/sinifim/${room.id}/odev?icerik=${entry.id}`);
    const form = textOf(await (await get(room.headers, formPath)).text());
    expect(form).toContain('name="contentId" value="' + entry.id);
    expect(form).toContain("Unit 5 Test");
    // Click 2: 'Ödevi kaydet' with the defaults (a week ahead, 17:00) and a typed due time.
    const { dueDate } = nextWeek();
    const saved = await post(room.headers, formPath, {
      contentId: String(entry.id),
      kind: "quiz",
      dueDate,
      dueTime: "17:30",
      note: "Sayfa 12'yi de okuyun.",
      answersShown: "after-due",
      tries: "3",
      scoreCounts: "first",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/sinifim/${room.id}`);
    const [row] = await db().select().from(homework).where(eq(homework.classId, room.id));
    expect(row).toMatchObject({
      contentId: entry.id,
      kind: "quiz",
      tries: 3,
      scoreCounts: "first",
      answersShown: "after-due",
      note: "Sayfa 12'yi de okuyun.",
    });
    // 17:30 in Istanbul is 14:30 UTC (Turkey keeps UTC+3 all year), whatever TZ the server runs in.
    expect(row.dueAt.toISOString()).toBe(`${dueDate}T14:30:00.000Z`);
    const classPage = textOf(await (await get(room.headers, `/sinifim/${room.id}`)).text());
    expect(classPage).toContain("Unit 5 Test");
    expect(classPage).toContain("17:30");
    expect(classPage).toContain(trHomeworkTeacher.wholeClass);
    // The API shows the same, on both clocks.
    const listed = (await (await api(room.headers, "GET", `/classes/${room.id}/homework`)).json()) as {
      items: { dueAt: string; due: { dueDate: string; dueTime: string } }[];
    };
    expect(listed.items[0]).toMatchObject({ dueAt: `${dueDate}T14:30:00.000Z`, due: { dueDate, dueTime: "17:30" } });
  });

  it("a teacher with two classes picks one (one more click); some pupils only; a pupil of another class is refused", async () => {
    const room = await classroom();
    const other = await makeClassWithPupils(db(), { pupils: [["Zeynep", PICS]] });
    // The second class is the same teacher's: moved over.
    await db().update(classes).set({ teacherId: room.teacherId }).where(eq(classes.id, other.id));
    const words = await makeContent(site.services.database, {
      type: 2,
      konuIng: "Unit 3 Words",
      konuTr: "3. ünite kelimeleri",
    });
    await site.services.practice.setWordList(words, "get up\tkalkmak\nbreakfast\tkahvaltı");
    const chooser = await get(room.headers, `/odev-ver?icerik=${words.id}`);
    expect(chooser.status).toBe(200);
    const html = textOf(await chooser.text());
    expect(html).toContain(`href="/sinifim/${room.id}/odev?icerik=${words.id}"`);
    expect(html).toContain(`href="/sinifim/${other.id}/odev?icerik=${words.id}"`);
    const form = textOf(await (await get(room.headers, `/sinifim/${room.id}/odev?icerik=${words.id}`)).text());
    // A word list offers reading, the cards and the self-test, not a quiz.
    expect(form).toContain(trHomeworkForm.kindSelfTest);
    expect(form).not.toContain(trHomeworkForm.kindQuiz);
    const { dueDate, dueTime } = nextWeek();
    const body = new URLSearchParams({
      contentId: String(words.id),
      kind: "self-test",
      dueDate,
      dueTime,
      passPercent: "70",
    });
    body.append("pupils", String(room.pupils[0].id));
    body.append("pupils", String(room.pupils[1].id));
    expect((await post(room.headers, `/sinifim/${room.id}/odev`, body)).status).toBe(302);
    const [row] = await db().select().from(homework).where(eq(homework.classId, room.id));
    expect(row).toMatchObject({ kind: "self-test", passPercent: 70 });
    expect(
      (await db().select().from(homeworkPupils).where(eq(homeworkPupils.homeworkId, row.id)))
        .map((p) => p.userId)
        .sort(),
    ).toEqual([room.pupils[0].id, room.pupils[1].id].sort());
    // Zeynep is in the other class: refused, nothing stored.
    const wrong = new URLSearchParams({ contentId: String(words.id), kind: "self-test", dueDate, dueTime });
    wrong.append("pupils", String(other.pupils[0].id));
    const refused = await post(room.headers, `/sinifim/${room.id}/odev`, wrong);
    expect(refused.status).toBe(400);
    expect(textOf(await refused.text())).toContain(trHomeworkForm.pupilsInvalid);
    // A quiz of a word list: refused; a past due time: refused; a long note: refused before anything.
    const quiz = await api(room.headers, "POST", `/classes/${room.id}/homework`, {
      contentId: words.id,
      kind: "quiz",
      dueDate,
      dueTime,
    });
    expect(quiz.status).toBe(400);
    expect(((await quiz.json()) as { errors: Record<string, string> }).errors).toEqual({
      kind: trHomeworkForm.kindNotOffered,
    });
    const past = await api(room.headers, "POST", `/classes/${room.id}/homework`, {
      contentId: words.id,
      kind: "read",
      dueDate: "2020-01-01",
      dueTime: "10:00",
    });
    expect(((await past.json()) as { errors: Record<string, string> }).errors).toEqual({
      dueDate: trHomeworkForm.duePast,
    });
    const long = await api(room.headers, "POST", `/classes/${room.id}/homework`, {
      contentId: words.id,
      kind: "read",
      dueDate,
      dueTime,
      note: "x".repeat(300),
    });
    expect(((await long.json()) as { errors: Record<string, string> }).errors).toEqual({
      note: trHomeworkForm.noteTooLong,
    });
    const badDay = await api(room.headers, "POST", `/classes/${room.id}/homework`, {
      contentId: words.id,
      kind: "read",
      dueDate: "2027-02-30",
      dueTime,
    });
    expect(((await badDay.json()) as { errors: Record<string, string> }).errors).toEqual({
      dueDate: trHomeworkForm.dueInvalid,
    });
    expect(await db().select().from(homework).where(eq(homework.classId, room.id))).toHaveLength(1);
  });

  it("edits and deletes through the API and the form; the due time may move into the past when edited", async () => {
    const room = await classroom();
    const entry = await quizEntry();
    const { dueDate, dueTime } = nextWeek();
    const created = await api(room.headers, "POST", `/classes/${room.id}/homework`, {
      contentId: entry.id,
      kind: "quiz",
      dueDate,
      dueTime,
      tries: 1,
    });
    expect(created.status).toBe(201);
    const item = (await created.json()) as { id: number; tries: number };
    expect(item.tries).toBe(1);
    expect(created.headers.get("Location")).toBe(`/api/v1/classes/${room.id}/homework/${item.id}`);
    const moved = await api(room.headers, "PUT", `/classes/${room.id}/homework/${item.id}`, {
      contentId: entry.id,
      kind: "quiz",
      dueDate: "2026-01-05",
      dueTime: "09:00",
      tries: 0,
      scoreCounts: "best",
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ dueAt: "2026-01-05T06:00:00.000Z", tries: 0 });
    const edit = textOf(await (await get(room.headers, `/sinifim/${room.id}/odev/${item.id}`)).text());
    expect(edit).toContain('value="2026-01-05"');
    expect(edit).toContain('value="09:00"');
    expect((await post(room.headers, `/sinifim/${room.id}/odev/${item.id}`, { intent: "delete" })).status).toBe(302);
    expect(await db().select().from(homework).where(eq(homework.id, item.id))).toEqual([]);
    expect((await api(room.headers, "DELETE", `/classes/${room.id}/homework/${item.id}`)).status).toBe(404);
  });

  it("only the class's teacher or an admin: another teacher, a pupil and a visitor get nothing, on every page and API route", async () => {
    const room = await classroom();
    const entry = await quizEntry();
    const { dueDate, dueTime } = nextWeek();
    const item = (await (
      await api(room.headers, "POST", `/classes/${room.id}/homework`, {
        contentId: entry.id,
        kind: "quiz",
        dueDate,
        dueTime,
      })
    ).json()) as { id: number };
    const intruder = await account("teacher");
    const pupil = { headers: await session(room.pupils[0].id) };
    const fields = { contentId: String(entry.id), kind: "read", dueDate, dueTime, note: "başkasının sınıfı" };
    for (const who of [intruder, pupil]) {
      expect((await get(who.headers, `/sinifim/${room.id}/odev`)).status).toBe(404);
      expect((await get(who.headers, `/sinifim/${room.id}/odev/${item.id}`)).status).toBe(404);
      expect([403, 404]).toContain((await post(who.headers, `/sinifim/${room.id}/odev`, fields)).status);
      expect([403, 404]).toContain(
        (await post(who.headers, `/sinifim/${room.id}/odev/${item.id}`, { intent: "delete" })).status,
      );
      expect([403, 404]).toContain((await post(who.headers, `/sinifim/${room.id}/odev/${item.id}`, fields)).status);
      const status = who === intruder ? 404 : 403;
      expect((await api(who.headers, "GET", `/classes/${room.id}/homework`)).status).toBe(status);
      expect((await api(who.headers, "GET", `/classes/${room.id}/homework/${item.id}`)).status).toBe(status);
      expect(
        (await api(who.headers, "POST", `/classes/${room.id}/homework`, { ...fields, contentId: entry.id })).status,
      ).toBe(status);
      expect(
        (await api(who.headers, "PUT", `/classes/${room.id}/homework/${item.id}`, { ...fields, contentId: entry.id }))
          .status,
      ).toBe(status);
      expect((await api(who.headers, "DELETE", `/classes/${room.id}/homework/${item.id}`)).status).toBe(status);
    }
    // A pupil sees no 'Ödev ver' on the content page, and its chooser is not for them.
    const seen = await get(pupil.headers, `/classes/5/${entry.id}`);
    expect(
      textOf(await (await get(pupil.headers, seen.headers.get("Location") ?? `/classes/5/${entry.id}`)).text()),
    ).not.toContain("/odev-ver");
    expect((await get(pupil.headers, `/odev-ver?icerik=${entry.id}`)).status).toBe(404);
    // A visitor: sent to log in (pages), 401 (API).
    expect((await get({}, `/sinifim/${room.id}/odev`)).status).toBe(302);
    expect((await api({}, "GET", `/classes/${room.id}/homework`)).status).toBe(401);
    // Cross-site: the CSRF check refuses a form from elsewhere.
    expect(
      (await post({ ...room.headers, Origin: "https://evil.example" }, `/sinifim/${room.id}/odev`, fields)).status,
    ).toBe(403);
    // Nothing changed; the admin may change it (upkeep).
    const [kept] = await db().select().from(homework).where(eq(homework.id, item.id));
    expect(kept.note).toBe("");
    const admin = await account("admin");
    const put = await api(admin.headers, "PUT", `/classes/${room.id}/homework/${item.id}`, {
      ...fields,
      contentId: entry.id,
      note: "Yönetici düzeltti.",
    });
    expect(put.status).toBe(200);
    expect((await get(admin.headers, `/sinifim/${room.id}/odev/${item.id}`)).status).toBe(200);
  });

  it("a pupil's rows go with the membership, an item's with its class (the composite keys)", async () => {
    const room = await classroom();
    const entry = await quizEntry();
    const { dueDate, dueTime } = nextWeek();
    const item = (await (
      await api(room.headers, "POST", `/classes/${room.id}/homework`, {
        contentId: entry.id,
        kind: "quiz",
        dueDate,
        dueTime,
        pupils: [room.pupils[0].id, room.pupils[1].id],
      })
    ).json()) as { id: number };
    await db()
      .insert(homeworkProgress)
      .values(room.pupils.map((p) => ({ homeworkId: item.id, classId: room.id, userId: p.id })));
    // Removing Ece deletes her account (a class pupil) and every row of hers.
    expect((await api(room.headers, "DELETE", `/classes/${room.id}/pupils/${room.pupils[0].id}`)).status).toBe(200);
    expect(
      (await db().select().from(homeworkProgress).where(eq(homeworkProgress.homeworkId, item.id)))
        .map((r) => r.userId)
        .sort(),
    ).toEqual([room.pupils[1].id, room.pupils[2].id].sort());
    expect(
      (await db().select().from(homeworkPupils).where(eq(homeworkPupils.homeworkId, item.id))).map((r) => r.userId),
    ).toEqual([room.pupils[1].id]);
    expect((await api(room.headers, "DELETE", `/classes/${room.id}`)).status).toBe(200);
    expect(await db().select().from(homework).where(eq(homework.id, item.id))).toEqual([]);
    expect(await db().select().from(homeworkProgress).where(eq(homeworkProgress.classId, room.id))).toEqual([]);
  });
});

/**
 * Step 2: a pupil's 'Ödevlerim' and each item, done decided on the server; a homework quiz's
 * tries, counted score, and its right answers hidden until the teacher's chosen time.
 */
describe.each(everyEngine)("a pupil's homework on %s", (kind) => {
  const { site, db, session, post, get, api } = homeworkSite(kind);
  /** A class of three with a quiz item (the settings given) and the pupils' sessions. */
  async function quizHomework(settings: Record<string, unknown>) {
    const made = await makeClassWithPupils(db(), {
      pupils: [
        ["Ece", PICS],
        ["Can", PICS],
        ["Ali", PICS],
      ],
    });
    const teacher = await session(made.teacherId);
    const entry = await makeContent(site.services.database, {
      type: 8,
      konuIng: "Unit 5 Test",
      konuTr: "5. ünite testi",
    });
    await site.services.practice.setQuiz(entry, "gift", QUIZ);
    const { dueDate, dueTime } = nextWeek();
    const res = await api(teacher, "POST", `/classes/${made.id}/homework`, {
      contentId: entry.id,
      kind: "quiz",
      dueDate,
      dueTime,
      ...settings,
    });
    expect(res.status).toBe(201);
    const item = (await res.json()) as { id: number };
    const pupils = await Promise.all(made.pupils.map(async (p) => ({ ...p, headers: await session(p.id) })));
    const version = String((await site.services.practice.forEntry(entry)).quiz!.version);
    return { made, teacher, entry, item, pupils, version };
  }
  // The right answers: 'apple' (option 0), true, 'book'. The page never had them.
  const right = (version: string) => ({ intent: "quiz", version, q1: "0", q2: "true", q3: "book" });
  const wrong = (version: string) => ({ intent: "quiz", version, q1: "1", q2: "false", q3: "pen" });

  it("lists a pupil's homework with days left in words; the menu has 'Ödevlerim'; a quiz is done with its score, tries and the first score counted", async () => {
    const { item, pupils, version } = await quizHomework({ tries: 3, scoreCounts: "first", answersShown: "at-once" });
    const [ece] = pupils;
    const home = textOf(await (await get(ece.headers, "/")).text());
    expect(home).toContain('href="/odevlerim"');
    const list = textOf(await (await get(ece.headers, "/odevlerim")).text());
    expect(list).toContain("Unit 5 Test");
    expect(list).toMatch(/6 gün kaldı|7 gün kaldı/);
    expect(list).toContain(`${trHomeworkPupil.nothingDone}`);
    // First try: 1/3; second: 3/3. The first counts.
    const first = await post(ece.headers, `/odevlerim/${item.id}`, { ...wrong(version), q1: "0" });
    expect(first.status).toBe(200);
    expect(textOf(await first.text())).toContain("Sonucun: 3 sorudan 1'i doğru (%33)");
    const second = textOf(await (await post(ece.headers, `/odevlerim/${item.id}`, right(version))).text());
    expect(second).toContain("Sonucun: 3 sorunun hepsi doğru");
    expect(second).toContain("Sayılan sonucun: 3 sorudan 1'i doğru");
    // At once: the right answers come with the result.
    expect(second).toContain('data-testid="answers-shown"');
    await post(ece.headers, `/odevlerim/${item.id}`, right(version));
    // The fourth try is refused on the server, whatever the page sends.
    const fourth = await post(ece.headers, `/odevlerim/${item.id}`, right(version));
    expect(fourth.status).toBe(409);
    expect(textOf(await fourth.text())).toContain(trHomeworkPupil.noTriesLeft);
    const done = textOf(await (await get(ece.headers, "/odevlerim")).text());
    expect(done).toContain(`${trHomework.doneOnTime} · 3 sorudan 1'i doğru`);
    expect(done).toContain(trHomeworkPupil.nothingToDo);
    const [progress] = await db().select().from(homeworkProgress).where(eq(homeworkProgress.userId, ece.id));
    expect(progress).toMatchObject({ tries: 3, score: 1, total: 3 });
    // Each try is kept with its answers per question.
    const tries = await db().select().from(homeworkTries).where(eq(homeworkTries.userId, ece.id));
    expect(tries).toHaveLength(3);
    expect(tries.map((t) => t.answers.q1?.correct)).toEqual([true, true, true]);
    expect(tries[0].answers.q3).toEqual({ kind: "short", given: "pen", correct: false, credit: 0 });
  });

  it("partial credit counts in homework: half a matching question is 0,5, kept as such on PGlite and PostgreSQL and shown the Turkish way", async () => {
    const { item, pupils, entry } = await quizHomework({ tries: 3, scoreCounts: "best", answersShown: "at-once" });
    await site.services.practice.setQuiz(entry, "gift", "Match: {=cat -> kedi =dog -> köpek}\n");
    const version = String((await site.services.practice.forEntry(entry)).quiz!.version);
    const [ece] = pupils;
    const page = textOf(
      await (
        await post(ece.headers, `/odevlerim/${item.id}`, { intent: "quiz", version, "q1.0": "kedi", "q1.1": "kedi" })
      ).text(),
    );
    // Half right reads as partly right, in words and a mark, never as a wrong answer worth 0,5.
    expect(page).toContain("Sonucun: Tek soru kısmen doğru");
    expect(page).toContain("◐ Kısmen doğru (%50)");
    expect(page).not.toContain("✗ Yanlış");
    expect(page).not.toContain("0,5");
    const [progress] = await db().select().from(homeworkProgress).where(eq(homeworkProgress.userId, ece.id));
    expect(progress).toMatchObject({ score: 0.5, total: 1 });
    const [kept] = await db().select().from(homeworkTries).where(eq(homeworkTries.userId, ece.id));
    expect(kept.answers.q1).toMatchObject({ kind: "matching", correct: false, credit: 0.5 });
  });

  it("a pupil reads no right answer before the teacher's time: not on the homework page, not on the entry's own quiz, not through the one-question check", async () => {
    const { item, pupils, version, entry } = await quizHomework({ answersShown: "after-due" });
    const [ece] = pupils;
    const page = await post(ece.headers, `/odevlerim/${item.id}`, wrong(version));
    const html = textOf(await page.text());
    expect(html).toContain("Sonucun: 3 sorudan hiçbiri doğru değil");
    expect(html).toContain(trHomeworkPupil.answersLater);
    // The quiz's options are on the page again (the form); which is right is not.
    expect(html).not.toContain(`${trExercises.correctAnswer}:`);
    expect(html).not.toContain('data-testid="answers-shown"');
    // The entry's own quiz, signed in: the score only.
    const path = (await get(ece.headers, `/classes/5/${entry.id}`)).headers.get("Location")!;
    const own = textOf(await (await post(ece.headers, path, wrong(version))).text());
    expect(own).toContain("0/3");
    expect(own).not.toContain(`${trExercises.correctAnswer}:`);
    expect(own).toContain(`data-quiz-result="0/3"`);
    expect(own).not.toContain(`✗ ${trExercises.wrong}`);
    // The practice script's check, question by question: refused.
    const check = await post(ece.headers, "/alistirma/kontrol", {
      id: String(entry.id),
      version,
      question: "q1",
      q1: "0",
    });
    expect(check.status).toBe(403);
    // A classmate not given the item (some pupils only) and a visitor still get the entry's quiz as before.
    const visitor = textOf(await (await post(visitorHeaders(), path, wrong(version))).text());
    expect(visitor).toContain(`${trExercises.correctAnswer}:`);
    // Once the due time passes (moved back by the teacher), the answers come.
    await db()
      .update(homework)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(homework.id, item.id));
    const after = textOf(await (await post(ece.headers, `/odevlerim/${item.id}`, wrong(version))).text());
    expect(after).toContain('data-testid="answers-shown"');
    expect(after).toContain(`${trExercises.correctAnswer}:`);
    expect(
      (await post(ece.headers, "/alistirma/kontrol", { id: String(entry.id), version, question: "q1", q1: "0" }))
        .status,
    ).toBe(200);
  });

  it("'never' never shows them; a pupil cannot submit for a classmate or for another class's item; an item for some pupils is theirs only", async () => {
    const { made, teacher, entry, item, pupils, version } = await quizHomework({ answersShown: "never", pupils: [] });
    const [ece, can, ali] = pupils;
    await db()
      .update(homework)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(homework.id, item.id));
    const html = textOf(await (await post(ece.headers, `/odevlerim/${item.id}`, wrong(version))).text());
    expect(html).toContain(trHomeworkPupil.answersNeverShown);
    expect(html).not.toContain(`${trExercises.correctAnswer}:`);
    // For Can only: Ali gets 404 on its page and its POST, and it is not in his list.
    const { dueDate, dueTime } = nextWeek();
    const some = (await (
      await api(teacher, "POST", `/classes/${made.id}/homework`, {
        contentId: entry.id,
        kind: "quiz",
        dueDate,
        dueTime,
        pupils: [can.id],
      })
    ).json()) as { id: number };
    expect((await get(ali.headers, `/odevlerim/${some.id}`)).status).toBe(404);
    expect((await post(ali.headers, `/odevlerim/${some.id}`, right(version))).status).toBe(404);
    expect(textOf(await (await get(ali.headers, "/odevlerim")).text())).not.toContain(`/odevlerim/${some.id}"`);
    // Another class's pupil: 404, nothing kept. A form naming another pupil changes nothing: the session decides.
    const other = await makeClassWithPupils(db(), { pupils: [["Zeynep", PICS]] });
    const zeynep = await session(other.pupils[0].id);
    expect((await post(zeynep, `/odevlerim/${item.id}`, right(version))).status).toBe(404);
    expect(
      (
        await post(ali.headers, `/odevlerim/${some.id}`, {
          ...right(version),
          userId: String(can.id),
          user: String(can.id),
        })
      ).status,
    ).toBe(404);
    expect(await db().select().from(homeworkTries).where(eq(homeworkTries.homeworkId, some.id))).toEqual([]);
    expect(
      (await db().select().from(homeworkTries).where(eq(homeworkTries.homeworkId, item.id))).map((t) => t.userId),
    ).toEqual([ece.id]);
    // A teacher's pages are not a pupil's.
    expect((await get(ece.headers, `/sinifim/${made.id}`)).status).toBe(404);
    expect((await get(ece.headers, `/sinifim/${made.id}/odev`)).status).toBe(404);
  });

  it("an entry to read is done only after it was opened through the item; a self-test is done at its pass mark, decided on the server", async () => {
    const made = await makeClassWithPupils(db(), { pupils: [["Ece", PICS]] });
    const teacher = await session(made.teacherId);
    const ece = await session(made.pupils[0].id);
    const words = await makeContent(site.services.database, {
      type: 2,
      konuIng: "Unit 3 Words",
      konuTr: "3. ünite kelimeleri",
    });
    await site.services.practice.setWordList(words, "get up\tkalkmak\nbreakfast\tkahvaltı\nschool\tokul");
    const { dueDate, dueTime } = nextWeek();
    const read = (await (
      await api(teacher, "POST", `/classes/${made.id}/homework`, {
        contentId: words.id,
        kind: "read",
        dueDate,
        dueTime,
      })
    ).json()) as { id: number };
    const test = (await (
      await api(teacher, "POST", `/classes/${made.id}/homework`, {
        contentId: words.id,
        kind: "self-test",
        dueDate,
        dueTime,
        passPercent: 60,
      })
    ).json()) as { id: number };
    // 'Okudum' before opening: refused.
    const early = await post(ece, `/odevlerim/${read.id}`, { intent: "read" });
    expect(early.headers.get("Location")).toBe(`/odevlerim/${read.id}`);
    const opened = await post(ece, `/odevlerim/${read.id}`, { intent: "open" });
    expect(opened.headers.get("Location")).toMatch(new RegExp(`/classes/5/${words.id}`));
    expect((await post(ece, `/odevlerim/${read.id}`, { intent: "read" })).headers.get("Location")).toBe("/odevlerim");
    // The self-test page shows only the Turkish; 1 of 3 fails, 2 of 3 (67 % ≥ 60 %) passes.
    const page = textOf(await (await get(ece, `/odevlerim/${test.id}`)).text());
    expect(page).toContain("kahvaltı");
    expect(page).not.toContain("breakfast");
    expect(
      textOf(await (await post(ece, `/odevlerim/${test.id}`, { intent: "self-test", w0: "get up" })).text()),
    ).toContain(trHomeworkPupil.selfTestFailed(1, 3));
    expect(
      textOf(
        await (
          await post(ece, `/odevlerim/${test.id}`, { intent: "self-test", w0: "Get Up", w1: "breakfast", w2: "schol" })
        ).text(),
      ),
    ).toContain(trHomeworkPupil.selfTestPassed(2, 3));
    const states = await db()
      .select({ id: homeworkProgress.homeworkId, done: homeworkProgress.doneAt, score: homeworkProgress.score })
      .from(homeworkProgress)
      .where(eq(homeworkProgress.userId, made.pupils[0].id));
    expect(states.every((s) => s.done !== null)).toBe(true);
    expect(states.find((s) => s.id === test.id)?.score).toBe(2);
  });
});

/** Step 3: the teacher's grid, its consent gating, its CSV, and nobody else's class. */
describe.each(dbKinds)("the teacher's grid on %s", (kind) => {
  const { site, db, session, post, get } = homeworkSite(kind);
  it("shows each pupil's state and score, hides a pupil without consent everywhere, exports a CSV Excel reads, and answers 404 to another teacher", async () => {
    const made = await makeClassWithPupils(db(), {
      pupils: [
        ["Ece", PICS],
        ["Can", PICS],
        ["Ali", PICS],
        ["Şule", PICS],
      ],
    });
    const teacher = await session(made.teacherId);
    const [ece, can, ali, sule] = await Promise.all(
      made.pupils.map(async (p) => ({ ...p, headers: await session(p.id) })),
    );
    // Consent for three; Şule's parent has not answered.
    for (const p of [ece, can, ali])
      expect(
        (
          await site.app.request(`/api/v1/classes/${made.id}/pupils/${p.id}/consent`, {
            method: "PUT",
            headers: teacher,
          })
        ).status,
      ).toBe(200);
    const entry = await makeContent(site.services.database, {
      type: 8,
      konuIng: '=HYPERLINK("http://kotu.example")',
      konuTr: "Tuzak",
    });
    await site.services.practice.setQuiz(entry, "gift", QUIZ);
    const version = String((await site.services.practice.forEntry(entry)).quiz!.version);
    const { dueDate, dueTime } = nextWeek();
    const res = await site.app.request(`/api/v1/classes/${made.id}/homework`, {
      method: "POST",
      headers: { ...teacher, "Content-Type": "application/json" },
      body: JSON.stringify({ contentId: entry.id, kind: "quiz", dueDate, dueTime }),
    });
    const item = (await res.json()) as { id: number };
    const answers = { intent: "quiz", version, q1: "0", q2: "true", q3: "pen" };
    // Ece on time (2/3), Şule too (hidden), Can opens only; then the due time passes and Ali finishes late (3/3).
    await post(ece.headers, `/odevlerim/${item.id}`, answers);
    await post(sule.headers, `/odevlerim/${item.id}`, answers);
    await get(can.headers, `/odevlerim/${item.id}`);
    // The due time moved to this moment: what was done is on time, what comes now is late.
    await db().update(homework).set({ dueAt: new Date() }).where(eq(homework.id, item.id));
    await post(ali.headers, `/odevlerim/${item.id}`, { ...answers, q3: "book" });

    const page = textOf(await (await get(teacher, `/sinifim/${made.id}/odevler`)).text());
    const cell = (userId: number) =>
      new RegExp(`data-member="${userId}"[\\s\\S]*?data-state="([a-z-]+)"[^>]*>([^<]*)<`).exec(page)!.slice(1);
    expect(cell(ece.id)).toEqual(["done", "bitti %67"]);
    expect(cell(can.id)).toEqual(["started", "başladı"]);
    expect(cell(ali.id)).toEqual(["late", "geç bitti %100"]);
    expect(cell(sule.id)).toEqual(["hidden", trHomeworkTeacher.noConsent]);
    expect(page).toContain('<th scope="row"');
    expect(page).toContain("sticky left-0");

    const json = (await (
      await site.app.request(`/api/v1/classes/${made.id}/homework/grid`, { headers: teacher })
    ).json()) as { rows: { userId: number; cells: { state: string; score: number | null }[] | null }[] };
    expect(json.rows.find((r) => r.userId === sule.id)!.cells).toBeNull();
    expect(json.rows.find((r) => r.userId === ali.id)!.cells![0]).toEqual({ state: "late", score: 3, total: 3 });

    for (const to of [`/sinifim/${made.id}/odevler.csv`, `/api/v1/classes/${made.id}/homework/grid.csv`]) {
      const csv = await get(teacher, to);
      expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      const bytes = Buffer.from(await csv.arrayBuffer());
      // UTF-8's BOM first: Excel then reads 'Şule' and 'başladı' right.
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parseCsv(bytes.toString("utf8").slice(1));
      expect(rows[0][0]).toBe("Öğrenci");
      // The entry's title started with '=': neutralised, never a formula.
      expect(rows[0][1].startsWith("'=HYPERLINK")).toBe(true);
      // The state and the score in their own columns: the score a plain number Excel averages.
      expect(rows[0][2].startsWith("'=HYPERLINK")).toBe(true);
      expect(rows[0].slice(1, 3).map((h) => h.split(": ").at(-1))).toEqual([
        trHomeworkTeacher.csvState,
        trHomeworkTeacher.csvScore,
      ]);
      const byName = Object.fromEntries(rows.slice(1).map((r) => [r[0], r.slice(1, 3)]));
      expect(byName).toEqual({
        Ali: ["geç bitti", "100"],
        Can: ["başladı", ""],
        Ece: ["bitti", "67"],
        Şule: [trHomeworkTeacher.noConsent, ""],
      });
    }

    // Per question (step 4): Ece (last try) missed q3 with 'pen', Ali got all; Şule's 'pen' is not counted (no consent).
    const report = textOf(await (await get(teacher, `/sinifim/${made.id}/odev/${item.id}/sorular`)).text());
    const order = [...report.matchAll(/data-question="(q\d)"/g)].map((m) => m[1]);
    expect(order[0]).toBe("q3");
    expect(report).toContain(trHomeworkTeacher.shareOf(1, 2));
    expect(report).toContain(trHomeworkTeacher.wrongAnswer("pen", 1));
    const api = (await (await get(teacher, `/api/v1/classes/${made.id}/homework/${item.id}/questions`)).json()) as {
      pupils: number;
      questions: { id: string; share: number; wrongAnswers: { answer: string; count: number }[] }[];
    };
    expect(api.pupils).toBe(2);
    expect(api.questions[0]).toMatchObject({ id: "q3", share: 0.5, wrongAnswers: [{ answer: "pen", count: 1 }] });

    // Another teacher, a pupil, a visitor: nothing, on every route.
    const [intruder] = await db()
      .insert(users)
      .values({ email: `baska-${kind}-${Date.now()}@example.com`, role: "teacher" })
      .returning();
    const other = await session(intruder.id);
    for (const to of [
      `/sinifim/${made.id}/odevler`,
      `/sinifim/${made.id}/odevler.csv`,
      `/sinifim/${made.id}/odev/${item.id}/sorular`,
      `/api/v1/classes/${made.id}/homework/grid`,
      `/api/v1/classes/${made.id}/homework/grid.csv`,
      `/api/v1/classes/${made.id}/homework/${item.id}/questions`,
    ]) {
      expect((await get(other, to)).status, to).toBe(404);
      expect([403, 404], to).toContain((await get(ece.headers, to)).status);
      expect([302, 401], to).toContain((await get({}, to)).status);
    }
  });
});

/** Lateness is judged against the due time the pupil was given too (docs/decisions/0079). */
describe.each(dbKinds)("a due time moved after pupils finished, on %s", (kind) => {
  const { site, db, session, post, get, api } = homeworkSite(kind);
  it("moved earlier, it never makes late a pupil who finished before the due time they had; moved later, it forgives a late one", async () => {
    const made = await makeClassWithPupils(db(), {
      pupils: [
        ["Ece", PICS],
        ["Can", PICS],
      ],
    });
    const teacher = await session(made.teacherId);
    const [ece, can] = await Promise.all(made.pupils.map(async (p) => ({ ...p, headers: await session(p.id) })));
    for (const p of [ece, can])
      expect(
        (
          await site.app.request(`/api/v1/classes/${made.id}/pupils/${p.id}/consent`, {
            method: "PUT",
            headers: teacher,
          })
        ).status,
      ).toBe(200);
    const quiz = await makeContent(site.services.database, {
      type: 8,
      konuIng: "Unit 5 Test",
      konuTr: "5. ünite testi",
    });
    await site.services.practice.setQuiz(quiz, "gift", QUIZ);
    const words = await makeContent(site.services.database, {
      type: 2,
      konuIng: "Unit 3 Words",
      konuTr: "3. ünite kelimeleri",
    });
    await site.services.practice.setWordList(words, "get up\tkalkmak\nbreakfast\tkahvaltı");
    const version = String((await site.services.practice.forEntry(quiz)).quiz!.version);
    const week = nextWeek();
    const assign = async (body: Record<string, unknown>) =>
      (
        (await (await api(teacher, "POST", `/classes/${made.id}/homework`, { ...week, ...body })).json()) as {
          id: number;
        }
      ).id;
    const move = (id: number, body: Record<string, unknown>, due: { dueDate: string; dueTime: string }) =>
      api(teacher, "PUT", `/classes/${made.id}/homework/${id}`, { ...body, ...due });
    const quizBody = { contentId: quiz.id, kind: "quiz" };
    const testBody = { contentId: words.id, kind: "self-test", passPercent: 50 };
    const [quizId, testId] = [await assign(quizBody), await assign(testBody)];
    const answers = { intent: "quiz", version, q1: "0", q2: "true", q3: "book" };
    // Ece finishes both a week early; then the teacher moves both due times to yesterday; Can finishes after.
    await post(ece.headers, `/odevlerim/${quizId}`, answers);
    await post(ece.headers, `/odevlerim/${testId}`, { intent: "self-test", w0: "get up", w1: "breakfast" });
    const yesterday = istanbulFields(new Date(Date.now() - 86_400_000));
    for (const [id, body] of [
      [quizId, quizBody],
      [testId, testBody],
    ] as const)
      expect((await move(id, body, yesterday)).status).toBe(200);
    await post(can.headers, `/odevlerim/${quizId}`, answers);
    await post(can.headers, `/odevlerim/${testId}`, { intent: "self-test", w0: "get up", w1: "breakfast" });
    const grid = async () =>
      (
        (await (await api(teacher, "GET", `/classes/${made.id}/homework/grid`)).json()) as {
          rows: { userId: number; cells: { state: string }[] }[];
        }
      ).rows;
    const states = async (userId: number) => (await grid()).find((r) => r.userId === userId)!.cells.map((c) => c.state);
    expect(await states(ece.id)).toEqual(["done", "done"]);
    expect(await states(can.id)).toEqual(["late", "late"]);
    // The pupil's own list and the API say the same.
    expect(textOf(await (await get(ece.headers, "/odevlerim")).text())).not.toContain(trHomework.doneLate);
    expect(textOf(await (await get(can.headers, "/odevlerim")).text())).toContain(trHomework.doneLate);
    const mine = (await (await api(ece.headers, "GET", "/homework")).json()) as { items: { state: string }[] };
    expect(mine.items.map((i) => i.state)).toEqual(["done", "done"]);
    // Moved a week ahead again: Can is forgiven.
    for (const [id, body] of [
      [quizId, quizBody],
      [testId, testBody],
    ] as const)
      expect((await move(id, body, week)).status).toBe(200);
    expect(await states(can.id)).toEqual(["done", "done"]);
  });
});

/** Step 5: a parent's link, /veli/{token}. */
describe.each(dbKinds)("a parent's link on %s", (kind) => {
  const { site, db, session, post } = homeworkSite(kind, { TRUST_PROXY: "1" });
  let address = 0;
  const visit = (to: string, from = `203.0.113.${++address % 250}`) =>
    site.app.request(to, { headers: { "X-Forwarded-For": from } });

  it("shows one pupil's homework under their full name, never indexed nor cached; revoked, guessed, or without consent it shows nothing; it is rate-limited", async () => {
    const made = await makeClassWithPupils(db(), {
      pupils: [
        ["Ayşe Nur", PICS],
        ["Can", PICS],
      ],
    });
    const teacher = await session(made.teacherId);
    const [ayse, can] = made.pupils;
    const entry = await makeContent(site.services.database, {
      type: 8,
      konuIng: "Unit 5 Test",
      konuTr: "5. ünite testi",
    });
    await site.services.practice.setQuiz(entry, "gift", QUIZ);
    const version = String((await site.services.practice.forEntry(entry)).quiz!.version);
    const { dueDate, dueTime } = nextWeek();
    const res = await site.app.request(`/api/v1/classes/${made.id}/homework`, {
      method: "POST",
      headers: { ...teacher, "Content-Type": "application/json" },
      body: JSON.stringify({ contentId: entry.id, kind: "quiz", dueDate, dueTime }),
    });
    const item = (await res.json()) as { id: number };
    await post(await session(can.id), `/odevlerim/${item.id}`, {
      intent: "quiz",
      version,
      q1: "0",
      q2: "true",
      q3: "book",
    });
    await post(await session(ayse.id), `/odevlerim/${item.id}`, {
      intent: "quiz",
      version,
      q1: "0",
      q2: "false",
      q3: "x",
    });

    // Without the parent's consent there is no link.
    const refused = await post(teacher, `/sinifim/${made.id}`, { intent: "parent-link", member: String(ayse.id) });
    expect(refused.status).toBe(302);
    expect(await db().select().from(parentLinks)).toEqual([]);
    await post(teacher, `/sinifim/${made.id}`, { intent: "consent-give", member: String(ayse.id) });
    const made1 = await post(teacher, `/sinifim/${made.id}`, { intent: "parent-link", member: String(ayse.id) });
    expect(made1.status).toBe(200);
    const page = textOf(await made1.text());
    const url = /https:\/\/merdiven\.test\/veli\/([\w-]{43})/.exec(page)!;
    expect(page).toContain('data-testid="parent-qr"');
    // Only the token's hash is kept.
    const [row] = await db().select().from(parentLinks);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(url[1]);
    // It expires at the end of the class's school year.
    expect(row.expiresAt.toISOString()).toBe("2027-08-31T21:00:00.000Z");

    const view = await visit(`/veli/${url[1]}`);
    expect(view.status).toBe(200);
    expect(view.headers.get("X-Robots-Tag")).toContain("noindex");
    expect(view.headers.get("Cache-Control")).toBe("private, no-store");
    // The token is in the address: no link on the page may carry it to another site.
    expect(view.headers.get("Referrer-Policy")).toBe("no-referrer");
    const html = textOf(await view.text());
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    // The full name: a double first name is one name (decision 0109).
    expect(html).toContain(trHomeworkParent.parentPageTitle("Ayşe Nur"));
    expect(html).toContain("Unit 5 Test");
    expect(html).toContain(`data-testid="parent-state">${trHomework.doneOnTime}</strong> · 3 sorudan 1'i doğru`);
    // Nothing of Can (his name or his 3/3).
    expect(html).not.toContain("Can");
    expect(html).not.toContain("3/3");

    // A guessed token: 404, as a revoked one.
    expect((await visit(`/veli/${"A".repeat(43)}`)).status).toBe(404);
    expect((await visit(`/veli/${url[1].slice(0, -1)}B`)).status).toBe(404);
    await post(teacher, `/sinifim/${made.id}`, { intent: "parent-link-revoke", member: String(ayse.id) });
    const gone = await visit(`/veli/${url[1]}`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("X-Robots-Tag")).toContain("noindex");
    // A new link works; the consent withdrawn, it shows nothing.
    const again = /veli\/([\w-]{43})/.exec(
      textOf(
        await (await post(teacher, `/sinifim/${made.id}`, { intent: "parent-link", member: String(ayse.id) })).text(),
      ),
    )![1];
    expect((await visit(`/veli/${again}`)).status).toBe(200);
    await post(teacher, `/sinifim/${made.id}`, {
      intent: "consent-withdraw",
      member: String(ayse.id),
      confirm: "evet",
    });
    expect((await visit(`/veli/${again}`)).status).toBe(404);
    // Another teacher cannot make or revoke a link of this class.
    const [other] = await db()
      .insert(users)
      .values({ email: `veli-${kind}-${Date.now()}@example.com`, role: "teacher" })
      .returning();
    expect(
      (await post(await session(other.id), `/sinifim/${made.id}`, { intent: "parent-link", member: String(can.id) }))
        .status,
    ).toBe(404);
    // Guessing from one address: misses answer 429 after the limit; a family's right link from
    // that address (a school's, a home's) still opens: only misses count (docs/decisions/0090).
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await visit(`/veli/${"B".repeat(43)}`, "198.51.100.9")).status;
    expect(last).toBe(429);
    await post(teacher, `/sinifim/${made.id}`, { intent: "consent-give", member: String(ayse.id) });
    const fresh = /veli\/([\w-]{43})/.exec(
      textOf(
        await (await post(teacher, `/sinifim/${made.id}`, { intent: "parent-link", member: String(ayse.id) })).text(),
      ),
    )![1];
    for (let i = 0; i < 70; i++) expect((await visit(`/veli/${fresh}`, "198.51.100.9")).status, `view ${i}`).toBe(200);
  });
});

/**
 * A parent's link reads only the class that granted it, and dies with every grant it stands on
 * (docs/decisions/0088): the teacher's role, the membership, the class, the very consent it was made under.
 */
describe.each(dbKinds)("a parent's link and its grants on %s", (kind) => {
  const { site, db, session, post } = homeworkSite(kind, { TRUST_PROXY: "1" });
  let address = 0;
  const visit = (to: string) =>
    site.app.request(to, { headers: { "X-Forwarded-For": `198.51.100.${++address % 250}` } });
  const view = (token: string) => site.services.homework.parentView(token, `192.0.2.${++address % 250}`);
  const caller = (id: number) => ({ id, role: "teacher" as const });

  /** Teacher A's and teacher B's classes, and a pupil with an own account in both. */
  async function twoClasses() {
    const a = await makeClassWithPupils(db(), { name: "5-A", pupils: [] });
    const b = await makeClassWithPupils(db(), { name: "5-B", pupils: [] });
    const [pupil] = await db()
      .insert(users)
      .values({ email: `iki-sinif-${kind}-${++address}@example.com` })
      .returning();
    for (const k of [a, b])
      expect(
        await site.services.classes.join(pupil.id, { code: k.code, displayName: "Deniz Su" }, "203.0.113.9"),
      ).toMatchObject({ ok: true });
    return { a, b, pupil };
  }
  async function give(classId: number, teacherId: number, konuIng: string) {
    const entry = await makeContent(site.services.database, { type: 8, konuIng, konuTr: konuIng });
    await site.services.practice.setQuiz(entry, "gift", QUIZ);
    const { dueDate, dueTime } = nextWeek();
    const res = await site.app.request(`/api/v1/classes/${classId}/homework`, {
      method: "POST",
      headers: { ...(await session(teacherId)), "Content-Type": "application/json" },
      body: JSON.stringify({ contentId: entry.id, kind: "quiz", dueDate, dueTime }),
    });
    expect(res.status).toBe(201);
    const item = (await res.json()) as { id: number };
    return { ...item, version: String((await site.services.practice.forEntry(entry)).quiz!.version) };
  }
  async function linkFor(k: { id: number; teacherId: number }, userId: number) {
    expect(await site.services.classPupils.setConsent(caller(k.teacherId), k.id, userId, true)).toBe("ok");
    const made = await site.services.homework.makeParentLink(caller(k.teacherId), k.id, userId);
    return (made as { token: string }).token;
  }
  const titles = async (token: string) => {
    const seen = await view(token);
    return seen && seen !== "too-many" ? seen.items.map((i) => `${i.title} ${i.score ?? "-"}/${i.total ?? "-"}`) : null;
  };

  it("shows only its own class's items: another class's item and its score (no consent there) never", async () => {
    const { a, b, pupil } = await twoClasses();
    await give(a.id, a.teacherId, "Class A Reading");
    const quiz = await give(b.id, b.teacherId, "Class B Secret Quiz");
    await post(await session(pupil.id), `/odevlerim/${quiz.id}`, {
      intent: "quiz",
      version: quiz.version,
      q1: "0",
      q2: "true",
      q3: "book",
    });
    const token = await linkFor(a, pupil.id);
    expect(await titles(token)).toEqual(["Class A Reading -/-"]);
    const html = textOf(await (await visit(`/veli/${token}`)).text());
    expect(html).toContain("Class A Reading");
    expect(html).not.toContain("Class B Secret Quiz");
    expect(html).not.toContain("3 sorunun hepsi doğru");
  });

  it("dies with the consent it was made under and never comes back with a new one; a new link works", async () => {
    const { a, pupil } = await twoClasses();
    await give(a.id, a.teacherId, "Class A Reading");
    const token = await linkFor(a, pupil.id);
    expect(await titles(token)).toHaveLength(1);
    // Recorded again while in force (the API's PUT twice): the same consent, the link lives.
    expect(await site.services.classPupils.setConsent(caller(a.teacherId), a.id, pupil.id, true)).toBe("ok");
    expect(await titles(token)).toHaveLength(1);
    expect(await site.services.homework.linkedPupils(caller(a.teacherId), a.id)).toEqual(new Set([pupil.id]));
    await site.services.classPupils.setConsent(caller(a.teacherId), a.id, pupil.id, false);
    expect(await view(token)).toBeNull();
    expect(await site.services.homework.linkedPupils(caller(a.teacherId), a.id)).toEqual(new Set());
    const fresh = await linkFor(a, pupil.id);
    expect(await view(token)).toBeNull();
    expect((await visit(`/veli/${token}`)).status).toBe(404);
    expect(await titles(fresh)).toHaveLength(1);
  });

  it("dies with the teacher's role (and stays dead when she is approved again), with the membership and with the class", async () => {
    const { a, b, pupil } = await twoClasses();
    const token = await linkFor(a, pupil.id);
    const other = await linkFor(b, pupil.id);
    expect(await view(token)).not.toBeNull();
    expect(await site.services.classes.revokeTeacher(a.teacherId)).toBe("revoked");
    expect(await view(token)).toBeNull();
    expect((await visit(`/veli/${token}`)).status).toBe(404);
    // Teacher B's link is B's grant: it lives on.
    expect(await view(other)).not.toBeNull();
    await db().update(users).set({ role: "teacher" }).where(eq(users.id, a.teacherId));
    expect(await view(token)).toBeNull();

    // The pupil leaves B: B's link dies; joined again, it does not come back.
    expect(await site.services.classes.leave(pupil.id, b.id)).toBe(true);
    expect(await view(other)).toBeNull();
    expect(
      await site.services.classes.join(pupil.id, { code: b.code, displayName: "Deniz" }, "203.0.113.9"),
    ).toMatchObject({ ok: true });
    expect(await view(other)).toBeNull();
    // Removed by the teacher, or the class deleted: dead too.
    const removed = await linkFor(b, pupil.id);
    expect(await site.services.classPupils.remove(caller(b.teacherId), b.id, pupil.id)).toBe("removed");
    expect(await view(removed)).toBeNull();
    expect(
      await site.services.classes.join(pupil.id, { code: b.code, displayName: "Deniz" }, "203.0.113.9"),
    ).toMatchObject({ ok: true });
    const deleted = await linkFor(b, pupil.id);
    expect(await site.services.classes.remove(b.teacherId, b.id)).toBe(1);
    expect(await view(deleted)).toBeNull();
    expect(await db().select().from(parentLinks).where(eq(parentLinks.classId, b.id))).toEqual([]);
  });
});

/** Step 6, the server's half: an offline try sent later through the API, once, and its time bounded. */
describe.each(everyEngine)("offline tries on %s", (kind) => {
  const { site, db, quizClass } = homeworkSite(kind);
  const send = (headers: Record<string, string>, id: number, body: unknown) =>
    site.app.request(`/api/v1/homework/${id}/tries`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  it("a replayed try counts once; a forged one (another pupil's item, another item's id, no session, cross-site) changes nothing; the device's time counts only where allowed and within bounds", async () => {
    const { ece, can, version, create } = await quizClass();
    const strict = await create({ tries: 1, answersShown: "never" });
    const lenient = await create({ deviceTime: true, pupils: [ece.id] });
    const answers = { q1: "0", q2: "true", q3: "pen" };

    // Opened online (the page), answered offline, sent twice: one try, the same answer twice.
    await site.app.request(`/odevlerim/${strict}`, { headers: ece.headers });
    const first = await send(ece.headers, strict, { clientId: "cihaz-ece-0001", version, answers });
    expect(first.status).toBe(201);
    const again = await send(ece.headers, strict, {
      clientId: "cihaz-ece-0001",
      version,
      answers: { q1: "0", q2: "true", q3: "book" },
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ replayed: true, score: 2, total: 3, questions: null });
    expect(await first.json()).toMatchObject({ score: 2, questions: null });
    // One try only: a new id is refused, not counted.
    expect((await send(ece.headers, strict, { clientId: "cihaz-ece-0002", version, answers })).status).toBe(409);
    const tries = () => db().select().from(homeworkTries).where(eq(homeworkTries.homeworkId, strict));
    expect(await tries()).toHaveLength(1);

    // Forged: Can sends for Ece's only item, Ece's id for another item, no session, another site.
    expect((await send(can.headers, lenient, { clientId: "cihaz-can-0001", version, answers })).status).toBe(404);
    expect((await send(ece.headers, lenient, { clientId: "cihaz-ece-0001", version, answers })).status).toBe(404);
    expect((await send({}, strict, { clientId: "cihaz-x-00001", version, answers })).status).toBe(401);
    expect(
      (
        await send({ ...can.headers, Origin: "https://kotu.example" }, strict, {
          clientId: "cihaz-can-0002",
          version,
          answers,
        })
      ).status,
    ).toBe(403);
    expect((await send(can.headers, strict, { clientId: "../../etc", version, answers })).status).toBe(400);
    expect(await tries()).toHaveLength(1);
    expect((await db().select().from(homeworkTries).where(eq(homeworkTries.homeworkId, lenient))).length).toBe(0);

    // The device's time: ignored where not allowed (strict); allowed, bounded by the opening and the arrival.
    await site.app.request(`/odevlerim/${lenient}`, { headers: ece.headers });
    const [opened] = await db()
      .select()
      .from(homeworkProgress)
      .where(and(eq(homeworkProgress.homeworkId, lenient), eq(homeworkProgress.userId, ece.id)));
    expect(
      (
        await send(ece.headers, lenient, {
          clientId: "cihaz-ece-0003",
          version,
          answers,
          recordedAt: "2020-01-01T00:00:00Z",
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await send(ece.headers, lenient, {
          clientId: "cihaz-ece-0004",
          version,
          answers,
          recordedAt: "2099-01-01T00:00:00Z",
        })
      ).status,
    ).toBe(201);
    const kept = await db()
      .select()
      .from(homeworkTries)
      .where(eq(homeworkTries.homeworkId, lenient))
      .orderBy(homeworkTries.id);
    expect(kept[0].countedAt.getTime()).toBe(opened.openedAt.getTime());
    expect(kept[1].countedAt.getTime()).toBeLessThanOrEqual(kept[1].receivedAt.getTime());
    // A recorded time before the due time makes a late arrival on time, where allowed.
    // (Opened a minute ago, due 10 s ago, answered on the phone 30 s ago, arriving now.)
    const dueAt = new Date(Date.now() - 10_000);
    await db().update(homework).set({ dueAt }).where(eq(homework.id, lenient));
    await db()
      .update(homeworkProgress)
      .set({ doneAt: null, openedAt: new Date(Date.now() - 60_000) })
      .where(eq(homeworkProgress.homeworkId, lenient));
    const recorded = new Date(Date.now() - 30_000);
    expect(
      (
        await send(ece.headers, lenient, {
          clientId: "cihaz-ece-0005",
          version,
          answers,
          recordedAt: recorded.toISOString(),
        })
      ).status,
    ).toBe(201);
    const [state] = await db()
      .select()
      .from(homeworkProgress)
      .where(and(eq(homeworkProgress.homeworkId, lenient), eq(homeworkProgress.userId, ece.id)));
    expect(state.doneAt!.getTime()).toBe(recorded.getTime());
    expect(state.doneAt!.getTime()).toBeLessThan(dueAt.getTime());
  });
});

/** Decision 0095: the page's form and the JSON API read one answer with one reader and refuse it with one table. */
describe.each(dbKinds)("one reader of an answer on %s", (kind) => {
  const { site, db, post, api, quizClass } = homeworkSite(kind);

  it("the page and the API keep the same try from the same fields: an odd or too-long name is left out by both; the refusals say the same", async () => {
    const { ece, can, version, create } = await quizClass();
    const item = { id: await create({ tries: 3, answersShown: "at-once" }) };
    // q3's right answer under names no door reads (a space, four digits, far too long, a row of a row).
    const fields = {
      q1: "0",
      q2: "true",
      "q3 ": "book",
      q0003: "book",
      [`q3${"0".repeat(40)}`]: "book",
      "q2.0.1": "x",
    };
    const kept = async (userId: number) =>
      (
        await db()
          .select()
          .from(homeworkTries)
          .where(and(eq(homeworkTries.homeworkId, item.id), eq(homeworkTries.userId, userId)))
      )[0];

    await site.app.request(`/odevlerim/${item.id}`, { headers: ece.headers });
    expect((await post(ece.headers, `/odevlerim/${item.id}`, { intent: "quiz", version, ...fields })).status).toBe(200);
    const sent = await api(can.headers, "POST", `/homework/${item.id}/tries`, {
      clientId: "cihaz-can-read1",
      version,
      answers: fields,
    });
    expect(sent.status).toBe(201);
    const [byPage, byApi] = [await kept(ece.id), await kept(can.id)];
    expect(byPage.answers).toEqual(byApi.answers);
    expect([byPage.score, byApi.score]).toEqual([2, 2]);
    expect(byApi.answers.q3).toMatchObject({ given: "", correct: false });

    // The last tries of each, then one more: both refused with the same words and status.
    for (const n of [2, 3]) {
      await post(ece.headers, `/odevlerim/${item.id}`, { intent: "quiz", version, ...fields });
      await api(can.headers, "POST", `/homework/${item.id}/tries`, {
        clientId: `cihaz-can-read${n}`,
        version,
        answers: fields,
      });
    }
    const page = await post(ece.headers, `/odevlerim/${item.id}`, { intent: "quiz", version, ...fields });
    const door = await api(can.headers, "POST", `/homework/${item.id}/tries`, {
      clientId: "cihaz-can-read4",
      version,
      answers: fields,
    });
    expect([page.status, door.status]).toEqual([409, 409]);
    expect(textOf(await page.text())).toContain(trHomeworkPupil.noTriesLeft);
    expect(await door.json()).toEqual({ code: "no-tries", message: trHomeworkPupil.noTriesLeft });
  });

  it("a body that is not one JSON object (null, a list) is a bad request at every device door, as the contract's object body says", async () => {
    const { ece } = await quizClass();
    for (const body of ["null", "[]", '"x"']) {
      for (const what of ["tries", "self-test", "read"]) {
        const res = await site.app.request(`/api/v1/homework/1/${what}`, {
          method: "POST",
          headers: { ...ece.headers, "Content-Type": "application/json" },
          body,
        });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ code: "bad-request" });
      }
    }
  });
});

/** Decision 0084: a self-test's try and 'Okudum, bitti' sent later from the device, once, their time bounded, nobody else's. */
describe.each(everyEngine)("offline self-tests and readings on %s", (kind) => {
  const { site, db, session } = homeworkSite(kind);
  const send = (headers: Record<string, string>, id: number, what: "self-test" | "read" | "tries", body: unknown) =>
    site.app.request(`/api/v1/homework/${id}/${what}`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const progressOf = async (homeworkId: number, userId: number) =>
    (
      await db()
        .select()
        .from(homeworkProgress)
        .where(and(eq(homeworkProgress.homeworkId, homeworkId), eq(homeworkProgress.userId, userId)))
    )[0];

  it("a replayed self-test or reading counts once; a forged time is bounded; a classmate's item is 404; another kind's endpoint refuses", async () => {
    const made = await makeClassWithPupils(db(), {
      pupils: [
        ["Ece", PICS],
        ["Can", PICS],
      ],
    });
    const teacher = await session(made.teacherId);
    const [ece, can] = await Promise.all(made.pupils.map(async (p) => ({ ...p, headers: await session(p.id) })));
    const words = await makeContent(site.services.database, {
      type: 2,
      konuIng: "Unit 3 Words",
      konuTr: "3. ünite kelimeleri",
    });
    await site.services.practice.setWordList(words, "get up\tkalkmak\nbreakfast\tkahvaltı\nschool\tokul");
    const { dueDate, dueTime } = nextWeek();
    const create = async (body: Record<string, unknown>) =>
      (
        (await (
          await site.app.request(`/api/v1/classes/${made.id}/homework`, {
            method: "POST",
            headers: { ...teacher, "Content-Type": "application/json" },
            body: JSON.stringify({ contentId: words.id, dueDate, dueTime, ...body }),
          })
        ).json()) as { id: number }
      ).id;
    const test = await create({ kind: "self-test", passPercent: 60, deviceTime: true, pupils: [ece.id] });
    const read = await create({ kind: "read", deviceTime: true, pupils: [ece.id] });
    const strictRead = await create({ kind: "read" });

    // Opened online (the page), answered offline, sent twice: one try, the first answer's result twice.
    await site.app.request(`/odevlerim/${test}`, { headers: ece.headers });
    const first = await send(ece.headers, test, "self-test", {
      clientId: "cihaz-ece-st01",
      answers: { w0: "get up", w1: "breakfast", w2: "scool" },
      recordedAt: new Date().toISOString(),
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      replayed: false,
      score: 2,
      total: 3,
      passed: true,
      counted: { state: "done" },
    });
    const again = await send(ece.headers, test, "self-test", {
      clientId: "cihaz-ece-st01",
      answers: { w0: "get up", w1: "breakfast", w2: "school" },
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ replayed: true, score: 2, total: 3 });
    // The answer never carries the English asked.
    expect(
      JSON.stringify(
        await (await send(ece.headers, test, "self-test", { clientId: "cihaz-ece-st02", answers: {} })).json(),
      ),
    ).not.toMatch(/get up|breakfast|school/);
    const tries = () => db().select().from(homeworkTries).where(eq(homeworkTries.homeworkId, test));
    expect(await tries()).toHaveLength(2);
    expect((await progressOf(test, ece.id)).tries).toBe(2);
    expect((await progressOf(test, ece.id)).score).toBe(2);

    // Forged: Can sends for Ece's item; Ece's id of this try for another item; a self-test to the quiz's or the reading's endpoint and back.
    expect(
      (await send(can.headers, test, "self-test", { clientId: "cihaz-can-st01", answers: { w0: "get up" } })).status,
    ).toBe(404);
    expect((await send(can.headers, read, "read", { recordedAt: new Date().toISOString(), opened: true })).status).toBe(
      404,
    );
    expect(
      (await send(ece.headers, test, "tries", { clientId: "cihaz-ece-st03", version: "1", answers: { q1: "0" } }))
        .status,
    ).toBe(404);
    expect((await send(ece.headers, test, "read", { opened: true })).status).toBe(404);
    expect(
      (await send(ece.headers, read, "self-test", { clientId: "cihaz-ece-st04", answers: { w0: "get up" } })).status,
    ).toBe(404);
    expect((await send({}, test, "self-test", { answers: {} })).status).toBe(401);
    expect(
      (await send({ ...ece.headers, Origin: "https://kotu.example" }, test, "self-test", { answers: {} })).status,
    ).toBe(403);
    expect((await send(ece.headers, test, "self-test", { clientId: "../../etc", answers: {} })).status).toBe(400);
    expect((await send(ece.headers, test, "self-test", { answers: { w0: "x".repeat(70_000) } })).status).toBe(413);
    expect(await tries()).toHaveLength(2);
    expect(await progressOf(read, can.id)).toBeUndefined();

    // The device's time, where allowed, bounded by the opening and the arrival: far past and future forged.
    const opened = await progressOf(test, ece.id);
    await db().update(homeworkProgress).set({ doneAt: null }).where(eq(homeworkProgress.homeworkId, test));
    expect(
      (
        await send(ece.headers, test, "self-test", {
          clientId: "cihaz-ece-st05",
          answers: { w0: "get up", w1: "breakfast" },
          recordedAt: "2000-01-01T00:00:00Z",
        })
      ).status,
    ).toBe(201);
    expect((await progressOf(test, ece.id)).doneAt!.getTime()).toBe(opened.openedAt.getTime());
    await db().update(homeworkProgress).set({ doneAt: null }).where(eq(homeworkProgress.homeworkId, test));
    expect(
      (
        await send(ece.headers, test, "self-test", {
          clientId: "cihaz-ece-st06",
          answers: { w0: "get up", w1: "breakfast" },
          recordedAt: "2099-01-01T00:00:00Z",
        })
      ).status,
    ).toBe(201);
    const future = await tries();
    const last = future.find((t) => t.clientId === "cihaz-ece-st06")!;
    expect(last.countedAt.getTime()).toBeLessThanOrEqual(last.receivedAt.getTime());
    expect((await progressOf(test, ece.id)).doneAt!.getTime()).toBeLessThanOrEqual(Date.now());

    // Reading: not opened anywhere, refused; opened from the device's offline page, opened at arrival.
    expect((await send(ece.headers, strictRead, "read", { recordedAt: "2000-01-01T00:00:00Z" })).status).toBe(409);
    const before = Date.now();
    const readOffline = await send(ece.headers, strictRead, "read", {
      clientId: "cihaz-ece-rd01",
      recordedAt: "2000-01-01T00:00:00Z",
      opened: true,
    });
    expect(readOffline.status).toBe(200);
    expect(await readOffline.json()).toEqual({ state: "done" });
    // The teacher does not allow the device's time here: arrival counts.
    expect((await progressOf(strictRead, ece.id)).doneAt!.getTime()).toBeGreaterThanOrEqual(before - 1_000);

    // Opened online, read offline a minute later, due in between: late by arrival, on time by the device's time where allowed; a replay keeps it.
    await site.app.request(`/odevlerim/${read}`, {
      method: "POST",
      headers: { ...ece.headers, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=open",
    });
    const dueAt = new Date(Date.now() - 10_000);
    await db().update(homework).set({ dueAt }).where(eq(homework.id, read));
    await db()
      .update(homeworkProgress)
      .set({ openedAt: new Date(Date.now() - 60_000) })
      .where(eq(homeworkProgress.homeworkId, read));
    const recorded = new Date(Date.now() - 30_000);
    const sentRead = await send(ece.headers, read, "read", {
      clientId: "cihaz-ece-rd02",
      recordedAt: recorded.toISOString(),
    });
    expect(await sentRead.json()).toEqual({ state: "done" });
    expect((await progressOf(read, ece.id)).doneAt!.getTime()).toBe(recorded.getTime());
    expect(
      (await send(ece.headers, read, "read", { clientId: "cihaz-ece-rd02", recordedAt: new Date().toISOString() }))
        .status,
    ).toBe(200);
    expect((await progressOf(read, ece.id)).doneAt!.getTime()).toBe(recorded.getTime());
    // Each item once in the pupil's list, done.
    const mine = (await (await site.app.request("/api/v1/homework", { headers: ece.headers })).json()) as {
      items: { id: number; state: string }[];
    };
    expect(mine.items.filter((i) => [test, read, strictRead].includes(i.id)).map((i) => i.state)).toEqual([
      "done",
      "done",
      "done",
    ]);
  });

  it("a flashcard item sorted offline is done once the device's boxes reach the account ('Evet' at the next sign-in page), at their arrival", async () => {
    const made = await makeClassWithPupils(db(), { pupils: [["Ece", PICS]] });
    const teacher = await session(made.teacherId);
    const ece = { ...made.pupils[0], headers: await session(made.pupils[0].id) };
    const words = await makeContent(site.services.database, {
      type: 2,
      konuIng: "Unit 4 Words",
      konuTr: "4. ünite kelimeleri",
    });
    await site.services.practice.setWordList(words, "get up\tkalkmak\nbreakfast\tkahvaltı");
    const { dueDate, dueTime } = nextWeek();
    const cards = (
      (await (
        await site.app.request(`/api/v1/classes/${made.id}/homework`, {
          method: "POST",
          headers: { ...teacher, "Content-Type": "application/json" },
          body: JSON.stringify({ contentId: words.id, kind: "flashcards", dueDate, dueTime }),
        })
      ).json()) as { id: number }
    ).id;
    await site.app.request(`/odevlerim/${cards}`, { headers: ece.headers });
    // Offline the entry's page is a visitor's copy: the boxes stay on the device, then merge as the marks do (decision 0057).
    const body = new FormData();
    body.set("intent", "merge");
    body.set("device", JSON.stringify({ [words.id]: { "get up": 2, breakfast: 1 } }));
    expect((await site.app.request("/alistirma/kartlar", { method: "POST", headers: ece.headers, body })).status).toBe(
      200,
    );
    expect(await site.services.homework.checkFlashcards(ece.id, cards)).toMatchObject({ score: 2, total: 2 });
    expect((await progressOf(cards, ece.id)).doneAt).not.toBeNull();
  });
});
