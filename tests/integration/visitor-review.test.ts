import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { trReview } from "#core/messages/review.ts";
import { istanbulDay } from "#core/review/days.ts";
import { reviewCards, reviewDays, reviewLog, wordLists } from "#server/db/schema.ts";
import { sessionHeaders } from "#tests/support/admin.ts";
import { dbKinds } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";
import { requestsTo, textOf, visitorHeaders } from "#tests/support/requests.ts";
import { useTestSite } from "#tests/support/test-site.ts";

const WORDS = [
  { english: "apple", turkish: "elma", example: "I eat an apple." },
  { english: "ball", turkish: "top", example: null },
  { english: "cat", turkish: "kedi", example: null },
];

/**
 * A visitor's 'Günlük tekrar' (decision 0118) as the server sees it: the page a visitor gets
 * (no redirect, the explanation without scripts), the public read of a list's words the device
 * schedules, and the batch door taking a visitor's reviews after 'Evet': cards made only from a
 * list's words, each review counted once, for the session's account alone.
 */
describe.each(dbKinds)("a visitor's daily review on %s", (kind) => {
  const site = useTestSite({ kind, settings: { RATE_LIMIT_MULTIPLIER: "100" } });
  const { get, api } = requestsTo(() => site.app);
  const db = () => site.services.database.db;
  const userIdOf = async (headers: Record<string, string>) =>
    (await site.services.auth.userForSession(headers.Cookie.slice(4)))!.id;
  async function list(words = WORDS) {
    const entry = await makeContent(site.services.database, { sinif: 3, type: "/kelimeler", konuIng: "Fruit" });
    await db().insert(wordLists).values({ contentId: entry.id, rows: words });
    return entry.id;
  }
  const cardsOf = (userId: number) => db().select().from(reviewCards).where(eq(reviewCards.userId, userId));
  const review = (contentId: number, word: string, n: number, extra: Record<string, unknown> = {}) => ({
    contentId,
    word,
    grade: "good",
    clientId: `visitor-${n}-${"v".repeat(12)}`,
    reviewedAt: new Date(Date.now() - 60_000).toISOString(),
    ...extra,
  });

  it("shows a visitor what the page is and how to keep reviews, with links to sign in and up, instead of sending them away", async () => {
    const page = await get(visitorHeaders(), "/tekrar");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(textOf(html)).toContain(trReview.visitor.intro);
    expect(textOf(html)).toContain(trReview.visitor.needsScript);
    expect(html).toMatch(/href="\/login"/);
    expect(html).toMatch(/href="\/signup"/);
    // No pupil's form: a visitor's answer is never posted.
    expect(html).not.toContain('name="clientId"');
  });

  it("reads an entry's word list for the device, and answers 404 for an entry without one", async () => {
    const contentId = await list();
    const words = await api(visitorHeaders(), "GET", `/contents/${contentId}/words`);
    expect(words.status).toBe(200);
    expect(await words.json()).toMatchObject({ id: contentId, title: "Fruit", words: WORDS });
    const bare = await makeContent(site.services.database, { sinif: 3, type: "/kelimeler" });
    expect((await api(visitorHeaders(), "GET", `/contents/${bare.id}/words`)).status).toBe(404);
    expect((await api(visitorHeaders(), "GET", "/contents/999999/words")).status).toBe(404);
  });

  it("makes the account's cards of a visitor's reviewed words, counts each review once, and only a list's words", async () => {
    const pupil = await sessionHeaders(site.services, "user");
    const id = await userIdOf(pupil);
    const contentId = await list();
    const batch = {
      visitor: true,
      reviews: [review(contentId, "apple", 1), review(contentId, "ball", 2), review(contentId, "zebra", 3)],
    };
    const sent = await api(pupil, "POST", "/reviews", batch);
    expect(await sent.json()).toEqual({
      results: [
        { clientId: batch.reviews[0].clientId, outcome: "counted" },
        { clientId: batch.reviews[1].clientId, outcome: "counted" },
        // Not a word of the list: no card is made of it.
        { clientId: batch.reviews[2].clientId, outcome: "not-yours" },
      ],
    });
    const cards = await cardsOf(id);
    expect(cards.map((c) => c.word).sort()).toEqual(["apple", "ball"]);
    // Reviewed 'İyi': not due again for days, so the account's page does not ask for them today.
    for (const c of cards) expect(c.due.getTime()).toBeGreaterThan(Date.now() + 86_400_000);
    expect(await db().select().from(reviewDays).where(eq(reviewDays.userId, id))).toEqual([
      expect.objectContaining({ day: istanbulDay(new Date()), cards: 2 }),
    ]);

    // The same batch again (a lost answer, a second 'Evet' on another tab): nothing more.
    const again = await api(pupil, "POST", "/reviews", batch);
    expect(((await again.json()) as { results: { outcome: string }[] }).results.map((r) => r.outcome)).toEqual([
      "replay",
      "replay",
      "not-yours",
    ]);
    expect(await db().select().from(reviewLog).where(eq(reviewLog.userId, id))).toHaveLength(2);
    expect((await cardsOf(id)).map((c) => c.reps)).toEqual([1, 1]);
  });

  it("makes no card without the visitor mark, and counts a review older than a week as now", async () => {
    const pupil = await sessionHeaders(site.services, "user");
    const id = await userIdOf(pupil);
    const contentId = await list();
    // A pupil's own batch names a word they have no card of: refused as before (decision 0116).
    const plain = await api(pupil, "POST", "/reviews", { reviews: [review(contentId, "cat", 4)] });
    expect(await plain.json()).toEqual({
      results: [{ clientId: review(contentId, "cat", 4).clientId, outcome: "not-yours" }],
    });
    expect(await cardsOf(id)).toEqual([]);
    const old = new Date(Date.now() - 10 * 86_400_000).toISOString();
    await api(pupil, "POST", "/reviews", {
      visitor: true,
      reviews: [review(contentId, "cat", 5, { reviewedAt: old })],
    });
    const days = await db().select().from(reviewDays).where(eq(reviewDays.userId, id));
    expect(days).toEqual([expect.objectContaining({ day: istanbulDay(new Date()), cards: 1 })]);
  });

  it("counts a visitor's reviews only in the account whose session sends them, once even when sent twice at once", async () => {
    const first = await sessionHeaders(site.services, "user");
    const second = await sessionHeaders(site.services, "user");
    const firstId = await userIdOf(first);
    const secondId = await userIdOf(second);
    const contentId = await list();
    // A forged field naming another account changes nothing: the door takes the session's.
    const batch = { visitor: true, userId: secondId, reviews: [review(contentId, "apple", 6)] };
    const answers = await Promise.all([api(first, "POST", "/reviews", batch), api(first, "POST", "/reviews", batch)]);
    const outcomes = await Promise.all(
      answers.map(async (a) => ((await a.json()) as { results: { outcome: string }[] }).results[0].outcome),
    );
    expect(outcomes.sort()).toEqual(["counted", "replay"]);
    expect(await cardsOf(secondId)).toEqual([]);
    const [apple] = await db()
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, firstId), eq(reviewCards.word, "apple")));
    expect(apple.reps).toBe(1);
    expect(await db().select().from(reviewDays).where(eq(reviewDays.userId, firstId))).toEqual([
      expect.objectContaining({ cards: 1 }),
    ]);
  });
});
