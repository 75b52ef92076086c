import fs from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { trReview } from "#core/messages/review.ts";
import { istanbulDay } from "#core/review/days.ts";
import { DEFAULT_NEW_PER_DAY, REVIEW_LIMITS } from "#core/review/review.ts";
import {
  flashcardBoxes,
  homework,
  homeworkPupils,
  pupilMarks,
  reviewCards,
  reviewDays,
  reviewLog,
  reviewSettings,
  users,
  wordLists,
} from "#server/db/schema.ts";
import { sessionHeaders } from "#tests/support/admin.ts";
import { dbKinds } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";
import { requestsTo, textOf, visitorHeaders } from "#tests/support/requests.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { makeClassWithPupils } from "#tests/support/class-pupils.ts";
import { purgeExpired } from "#server/retention.ts";
import { RATE_LIMITS } from "#server/auth/rate-limit.ts";
import { trClasses } from "#core/messages/classes.ts";
import { trHomeworkParent } from "#core/messages/homework-parent.ts";
import { classMembers } from "#server/db/schema.ts";

const ajv = new Ajv2020({ allErrors: true });
addFormats.default(ajv);
const validExport = ajv.compile(
  JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, "../../docs/account-export.schema.json"), "utf8"),
  ) as object,
);

const WORDS = ["apple", "ball", "cat", "dog", "egg", "fish", "goat", "hat"].map((english, i) => ({
  english,
  turkish: ["elma", "top", "kedi", "köpek", "yumurta", "balık", "keçi", "şapka"][i],
  example: null,
}));

/**
 * 'Günlük tekrar' through HTTP, as the page's forms and a device's batch send it, on PGlite and
 * PostgreSQL (decision 0116): words from the lists a pupil met, FSRS on each review, the day's
 * count, and the abuse list: a forged card, a replay, a clock set forward, a huge batch, two
 * first visits at once.
 */
describe.each(dbKinds)("daily review on %s", (kind) => {
  const site = useTestSite({ kind, settings: { RATE_LIMIT_MULTIPLIER: "100" } });
  const { post, get, api } = requestsTo(() => site.app);
  const db = () => site.services.database.db;
  const userIdOf = async (headers: Record<string, string>) =>
    (await site.services.auth.userForSession(headers.Cookie.slice(4)))!.id;

  /** A word list entry the pupil opened: its words are the pupil's to review. */
  async function openedList(userId: number, words = WORDS) {
    const entry = await makeContent(site.services.database, { sinif: 3, type: "/kelimeler", konuIng: "Animals" });
    await db().insert(wordLists).values({ contentId: entry.id, rows: words });
    await db().insert(pupilMarks).values({ userId, contentId: entry.id, openedAt: new Date() });
    return entry.id;
  }
  const cardsOf = (userId: number) => db().select().from(reviewCards).where(eq(reviewCards.userId, userId));

  it("a pupil's opened list gives the day's new words; a grade sent by a plain form is counted and reschedules the word", async () => {
    const pupil = await sessionHeaders(site.services, "user");
    const id = await userIdOf(pupil);
    const contentId = await openedList(id);
    const page = await get(pupil, "/tekrar");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(textOf(html)).toContain(trReview.left(DEFAULT_NEW_PER_DAY));
    expect(await cardsOf(id)).toHaveLength(DEFAULT_NEW_PER_DAY);
    // The first card: the list's first word, its meaning behind 'Anlamını göster'.
    expect(html).toContain('data-testid="review-word">apple<');
    const clientId = /name="clientId" value="([\w-]+)"/.exec(html)![1];
    const sent = await post(pupil, "/tekrar", {
      intent: "review",
      contentId: String(contentId),
      word: "apple",
      clientId,
      grade: "good",
    });
    expect(sent.status).toBe(302);
    const [apple] = await db()
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, id), eq(reviewCards.word, "apple")));
    expect(apple.reps).toBe(1);
    expect(apple.due.getTime()).toBeGreaterThan(Date.now());
    const [today] = await db().select().from(reviewDays).where(eq(reviewDays.userId, id));
    expect(today).toMatchObject({ day: istanbulDay(new Date()), cards: 1 });
    // Reloading the page adds no more new words today.
    await get(pupil, "/tekrar");
    expect(await cardsOf(id)).toHaveLength(DEFAULT_NEW_PER_DAY);

    // Typed: one slip forgiven ('Zor'), a wrong word back in a minute ('Bilemedim').
    const typed = async (word: string, text: string, n: number) =>
      post(pupil, "/tekrar", {
        intent: "review",
        contentId: String(contentId),
        word,
        clientId: `typed-${n}-${"x".repeat(12)}`,
        typed: text,
        typing: "1",
      });
    expect((await typed("ball", "bal", 1)).headers.get("Location")).toBe("/tekrar?yaz=1");
    expect((await typed("cat", "dog", 2)).status).toBe(302);
    const graded = await db().select().from(reviewLog).where(eq(reviewLog.userId, id));
    expect(graded.map((r) => r.grade).sort()).toEqual([1, 2, 3]);
  });

  it("refuses a forged card, counts a replay once, and counts a clock set forward as now", async () => {
    const owner = await sessionHeaders(site.services, "user");
    const ownerId = await userIdOf(owner);
    const contentId = await openedList(ownerId);
    await get(owner, "/tekrar");
    const other = await sessionHeaders(site.services, "user");
    const otherId = await userIdOf(other);
    // Another pupil names the owner's word: it is not on their review, and nothing is written.
    const forged = await post(other, "/tekrar", {
      intent: "review",
      contentId: String(contentId),
      word: "apple",
      clientId: "forged-0123456789",
      grade: "easy",
    });
    expect(forged.status).toBe(302);
    expect(await cardsOf(otherId)).toEqual([]);
    expect(await db().select().from(reviewDays).where(eq(reviewDays.userId, otherId))).toEqual([]);
    const [before] = await db()
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, ownerId), eq(reviewCards.word, "apple")));
    expect(before.reps).toBe(0);

    // The same review twice (a device that lost the answer, a double tap): one review.
    const review = { contentId, word: "apple", clientId: "replay-0123456789ab", grade: "good" };
    const first = await api(owner, "POST", "/reviews", { reviews: [review] });
    expect(await first.json()).toEqual({ results: [{ clientId: review.clientId, outcome: "counted" }] });
    const again = await api(owner, "POST", "/reviews", { reviews: [review] });
    expect(await again.json()).toEqual({ results: [{ clientId: review.clientId, outcome: "replay" }] });
    const [after] = await db()
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, ownerId), eq(reviewCards.word, "apple")));
    expect(after.reps).toBe(1);

    // The same card again under a new id, no longer due: nothing changes, so the goal cannot be filled with one word.
    const farmed = await api(owner, "POST", "/reviews", {
      reviews: [{ ...review, clientId: "farm-0123456789abcd" }],
    });
    expect(await farmed.json()).toEqual({ results: [{ clientId: "farm-0123456789abcd", outcome: "not-due" }] });

    // A device clock a week ahead, to fill tomorrow's goal today: counted today.
    const ahead = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await api(owner, "POST", "/reviews", {
      reviews: [{ contentId, word: "ball", clientId: "ahead-0123456789ab", grade: "good", reviewedAt: ahead }],
    });
    const days = await db().select().from(reviewDays).where(eq(reviewDays.userId, ownerId));
    expect(days).toEqual([expect.objectContaining({ day: istanbulDay(new Date()), cards: 2 })]);
  });

  it("refuses a huge batch whole, and a malformed one, before counting any", async () => {
    const pupil = await sessionHeaders(site.services, "user");
    const id = await userIdOf(pupil);
    const contentId = await openedList(id);
    await get(pupil, "/tekrar");
    const many = Array.from({ length: REVIEW_LIMITS.batch + 1 }, (_, i) => ({
      contentId,
      word: "apple",
      clientId: `batch-${String(i).padStart(12, "0")}`,
      grade: "good",
    }));
    const huge = await api(pupil, "POST", "/reviews", { reviews: many });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { message: string }).message).toBe(trReview.batchTooLarge(REVIEW_LIMITS.batch));
    const bad = await api(pupil, "POST", "/reviews", { reviews: [many[0], { ...many[1], grade: "perfect" }] });
    expect(bad.status).toBe(400);
    expect(await db().select().from(reviewLog).where(eq(reviewLog.userId, id))).toEqual([]);
    // Signed out: 401; the page is a visitor's own review on the device (decision 0118), never the account's.
    expect((await api(visitorHeaders(), "POST", "/reviews", { reviews: [] })).status).toBe(401);
    const visitor = await get({}, "/tekrar");
    expect(visitor.status).toBe(200);
    expect(await visitor.text()).not.toContain('name="clientId"');
  });

  it("carries the flashcard boxes over once, even when two first visits arrive together", async () => {
    const pupil = await sessionHeaders(site.services, "user");
    const id = await userIdOf(pupil);
    const entry = await makeContent(site.services.database, { sinif: 3, type: "/kelimeler", konuIng: "Colours" });
    await db().insert(wordLists).values({ contentId: entry.id, rows: WORDS });
    const setAt = new Date(Date.now() - 2 * 86_400_000);
    await db()
      .insert(flashcardBoxes)
      .values([
        { userId: id, contentId: entry.id, word: "apple", box: 1, updatedAt: setAt },
        { userId: id, contentId: entry.id, word: "ball", box: 3, updatedAt: setAt },
        { userId: id, contentId: entry.id, word: "cat", box: 5, updatedAt: setAt },
      ]);
    const pages = await Promise.all([get(pupil, "/tekrar"), get(pupil, "/tekrar")]);
    expect(pages.map((p) => p.status)).toEqual([200, 200]);
    const cards = await cardsOf(id);
    const byWord = new Map(cards.map((c) => [c.word, c]));
    // Nothing lost: box 1 to learn again, box 3 due three days after it was set, box 5 fourteen.
    expect(byWord.get("apple")).toMatchObject({ state: 0 });
    expect(byWord.get("ball")).toMatchObject({ state: 2, scheduledDays: 3 });
    expect(byWord.get("cat")!.due.getTime()).toBe(setAt.getTime() + 14 * 86_400_000);
    // The boxes' list is met (sorted as flashcards): the day's new words come from it too, counted once.
    expect(cards.length).toBe(3 + DEFAULT_NEW_PER_DAY);
  });

  it("is in the pupil's data file, its review ids go after 30 days, and it goes with the account", async () => {
    const pupil = await sessionHeaders(site.services, "user");
    const id = await userIdOf(pupil);
    const contentId = await openedList(id);
    await get(pupil, "/tekrar");
    await api(pupil, "POST", "/reviews", {
      reviews: [{ contentId, word: "apple", clientId: "export-0123456789ab", grade: "easy" }],
    });
    const exported = (await (await get(pupil, "/hesabim/verilerim.json")).json()) as {
      dailyReview: { cards: { word: string; reps: number }[]; days: { cards: number }[]; reviews: { grade: number }[] };
    };
    expect(validExport(exported), JSON.stringify(validExport.errors)).toBe(true);
    expect(exported.dailyReview.cards.find((c) => c.word === "apple")).toMatchObject({ reps: 1 });
    expect(exported.dailyReview.days).toMatchObject([{ cards: 1 }]);
    expect(exported.dailyReview.reviews).toMatchObject([{ grade: 4 }]);
    // A review id older than 30 days is purged with its grade; the card and the day stay.
    await db()
      .insert(reviewLog)
      .values({
        userId: id,
        clientId: "old-0123456789abcd",
        grade: 3,
        reviewedAt: new Date(Date.now() - 31 * 86_400_000),
      });
    expect((await purgeExpired(db())).reviewLog).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(reviewLog).where(eq(reviewLog.userId, id))).toHaveLength(1);
    // Erased with the account: no row of any review table names it.
    await db().delete(users).where(eq(users.id, id));
    for (const table of [reviewCards, reviewDays, reviewLog, reviewSettings])
      expect(await db().select().from(table).where(eq(table.userId, id))).toEqual([]);
  });

  it("takes homework's words only for the pupils it is meant for: the whole class's for all, some pupils' for them alone", async () => {
    const made = await makeClassWithPupils(db(), {
      pupils: [
        ["Arda", ["kedi", "top", "ev"]],
        ["Bade", ["elma", "kus", "gunes"]],
      ],
    });
    const [arda, bade] = made.pupils;
    const list = async (konuIng: string, words: typeof WORDS) => {
      const entry = await makeContent(site.services.database, { sinif: 2, type: "/kelimeler", konuIng });
      await db().insert(wordLists).values({ contentId: entry.id, rows: words });
      return entry.id;
    };
    const due = new Date(Date.now() + 86_400_000);
    const forAll = await list("Colours", WORDS.slice(0, 2));
    const forArda = await list("Animals", WORDS.slice(2, 4));
    await db().insert(homework).values({ classId: made.id, contentId: forAll, kind: "flashcards", dueAt: due });
    const [some] = await db()
      .insert(homework)
      .values({ classId: made.id, contentId: forArda, kind: "flashcards", dueAt: due })
      .returning();
    await db().insert(homeworkPupils).values({ homeworkId: some.id, classId: made.id, userId: arda.id });
    const listsOf = async (userId: number) => {
      const headers = { Cookie: `sid=${(await site.services.auth.createSession(userId)).token}` };
      expect((await get(headers, "/tekrar")).status).toBe(200);
      return [...new Set((await cardsOf(userId)).map((c) => c.contentId))].sort((a, b) => a - b);
    };
    expect(await listsOf(arda.id)).toEqual([forAll, forArda].sort((a, b) => a - b));
    expect(await listsOf(bade.id)).toEqual([forAll]);
  });

  it("shows the teacher each consented class pupil's week and the class's most forgotten words, the parent the streak; never a word of a pupil without consent", async () => {
    const made = await makeClassWithPupils(db(), {
      pupils: [
        ["Arda", ["kedi", "top", "ev"]],
        ["Bade", ["elma", "kus", "gunes"]],
      ],
    });
    const [arda, bade] = made.pupils;
    await db()
      .update(classMembers)
      .set({ consentAt: new Date() })
      .where(and(eq(classMembers.classId, made.id), eq(classMembers.userId, arda.id)));
    const entry = await makeContent(site.services.database, { sinif: 2, type: "/kelimeler", konuIng: "Fruit" });
    await db().insert(wordLists).values({ contentId: entry.id, rows: WORDS });
    const past = new Date(Date.now() - 86_400_000);
    const card = {
      contentId: entry.id,
      due: past,
      stability: 1,
      difficulty: 5,
      scheduledDays: 1,
      learningSteps: 0,
      reps: 3,
      state: 2,
      lastReview: past,
    };
    await db()
      .insert(reviewCards)
      .values([
        { ...card, userId: arda.id, word: "apple", lapses: 2 },
        { ...card, userId: arda.id, word: "ball", lapses: 0 },
        { ...card, userId: bade.id, word: "secret-word", lapses: 9 },
      ]);
    const today = istanbulDay(new Date());
    await db()
      .insert(reviewDays)
      .values([
        { userId: arda.id, day: today, cards: 10, goal: 10 },
        { userId: bade.id, day: today, cards: 10, goal: 10 },
      ]);
    const teacher = { Cookie: `sid=${(await site.services.auth.createSession(made.teacherId)).token}` };
    const page = textOf(await (await get(teacher, `/sinifim/${made.id}`)).text());
    expect(page).toContain(trClasses.reviewWeek(1, 2));
    expect(page.split(trClasses.reviewWeek(1, 2)).length - 1).toBe(1);
    expect(page).toContain(trClasses.forgottenTitle);
    expect(page).toMatch(new RegExp(`>apple</span>: ${trClasses.forgottenBy(1, 2)}`));
    expect(page).not.toContain("secret-word");

    const link = await site.services.homework.makeParentLink({ id: made.teacherId, role: "teacher" }, made.id, arda.id);
    const { token } = link as { token: string };
    const parent = textOf(await (await get({}, `/veli/${token}`)).text());
    expect(parent).toContain(trHomeworkParent.parentReview(1, 1));
    expect(parent).not.toContain(">apple<");
  });

  it("keeps the settings within their limits, saying why in Turkish", async () => {
    const pupil = await sessionHeaders(site.services, "user");
    const bad = await post(pupil, "/tekrar", { intent: "settings", goal: "500", newPerDay: "5" });
    expect(bad.status).toBe(400);
    expect(textOf(await bad.text())).toContain(
      trReview.badSettings(REVIEW_LIMITS.goalMin, REVIEW_LIMITS.goalMax, REVIEW_LIMITS.newMax),
    );
    expect((await post(pupil, "/tekrar", { intent: "settings", goal: "12", newPerDay: "3" })).status).toBe(302);
    expect(textOf(await (await get(pupil, "/tekrar")).text())).toContain(trReview.goal(0, 12));
  });
});

/** The hourly limit of review posts, at its real size (no multiplier): the page and the device's batch share it. */
describe.each(dbKinds)("daily review's limit on %s", (kind) => {
  const site = useTestSite({ kind });
  const { post, get, api } = requestsTo(() => site.app);

  it("refuses a pupil's posts past the hour's limit, saying so in Turkish and changing nothing", async () => {
    const db = site.services.database.db;
    const pupil = await sessionHeaders(site.services, "user");
    const id = (await site.services.auth.userForSession(pupil.Cookie.slice(4)))!.id;
    const entry = await makeContent(site.services.database, { sinif: 3, type: "/kelimeler", konuIng: "Limits" });
    await db.insert(wordLists).values({ contentId: entry.id, rows: WORDS });
    await db.insert(pupilMarks).values({ userId: id, contentId: entry.id, openedAt: new Date() });
    await get(pupil, "/tekrar");
    const limit = RATE_LIMITS.reviewPostsPerAccount.limit;
    for (let i = 0; i < limit; i++) expect((await api(pupil, "POST", "/reviews", { reviews: [] })).status).toBe(200);
    const review = { contentId: entry.id, word: "apple", clientId: "limit-0123456789abc", grade: "good" };
    const refused = await api(pupil, "POST", "/reviews", { reviews: [review] });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(trReview.tooMany);
    expect((await post(pupil, "/tekrar", { intent: "review", ...review, contentId: String(entry.id) })).status).toBe(
      302,
    );
    const [apple] = await db
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, id), eq(reviewCards.word, "apple")));
    expect(apple.reps).toBe(0);
    expect(await db.select().from(reviewLog).where(eq(reviewLog.userId, id))).toEqual([]);
    // Another pupil (at the same school address) is not held back by it.
    const other = await sessionHeaders(site.services, "user");
    expect((await api(other, "POST", "/reviews", { reviews: [] })).status).toBe(200);
  });
});
