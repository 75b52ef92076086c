import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { istanbulFields } from "#core/homework/homework.ts";
import { trExercises } from "#core/messages/exercises.ts";
import { trHomework } from "#core/messages/homework.ts";
import { trHomeworkPupil } from "#core/messages/homework-pupil.ts";
import { homework } from "#server/db/schema.ts";
import { makeClassWithPupils } from "#tests/support/class-pupils.ts";
import { everyEngine } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";
import { withSession, requestsTo } from "#tests/support/requests.ts";
import { useTestSite } from "#tests/support/test-site.ts";

/** A choice, a true/false and a matching question (partial credit: half of its two rows). */
const QUIZ = "Pick one.{=apple ~pear ~plum}\n\nTrue?{T}\n\nMatch: {=cat -> kedi =dog -> köpek}";
const PICS = ["elma", "kedi", "top"] as const;

/** The HTML of a page as the text a person reads (tags, React's markers and entities undone). */
const textOf = (html: string) =>
  html
    .split("<")
    .map((part) => part.slice(part.indexOf(">") + 1))
    .join("")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/**
 * Results in words (decision 0112): a pupil reads how many questions were right and partly right,
 * each question's mark in words, and, once the teacher's time comes, the right answers, even
 * after using every try before it.
 */
describe.each(everyEngine)("a homework quiz's results on %s", (kind) => {
  const site = useTestSite({ kind });
  const db = () => site.services.database.db;
  const request = (to: string, init: RequestInit = {}) => site.app.request(to, { redirect: "manual", ...init });
  const { post } = requestsTo(() => site.app);

  /** One try, after-due answers: Ece and Can signed in, the item assigned a week ahead. */
  async function oneTryAfterDue() {
    const made = await makeClassWithPupils(db(), {
      pupils: [
        ["Ece", PICS],
        ["Can", PICS],
      ],
    });
    const teacher = withSession((await site.services.auth.createSession(made.teacherId)).token);
    const [ece, can] = await Promise.all(
      made.pupils.map(async (p) => withSession((await site.services.auth.createSession(p.id)).token)),
    );
    const entry = await makeContent(site.services.database, { type: 8, konuIng: "Unit 6 Test", konuTr: "6. ünite" });
    await site.services.practice.setQuiz(entry, "gift", QUIZ);
    const version = String((await site.services.practice.forEntry(entry)).quiz!.version);
    const { dueDate, dueTime } = istanbulFields(new Date(Date.now() + 7 * 86_400_000));
    const res = await request(`/api/v1/classes/${made.id}/homework`, {
      method: "POST",
      headers: { ...teacher, "Content-Type": "application/json" },
      body: JSON.stringify({
        contentId: entry.id,
        kind: "quiz",
        dueDate,
        dueTime,
        tries: 1,
        answersShown: "after-due",
      }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    return { id, ece, can, version };
  }
  // Right, wrong, half: 'apple', not true, one of the two pairs.
  const answers = (version: string) => ({ version, q1: "0", q2: "false", "q3.0": "kedi", "q3.1": "kedi" });

  it("says the result in words; once the due time passes, a pupil with no try left sees the last try's right answers", async () => {
    const { id, ece, version } = await oneTryAfterDue();
    const sent = textOf(await (await post(ece, `/odevlerim/${id}`, { intent: "quiz", ...answers(version) })).text());
    expect(sent).toContain("Sonucun: 3 sorudan 1'i doğru, 1'i kısmen doğru (%50)");
    expect(sent).not.toContain("1,5/3");
    expect(sent).toContain(trHomeworkPupil.answersLater);
    expect(sent).not.toContain(`${trExercises.correctAnswer}:`);

    // Every try used, before the due time: the list says the result in words; the page shows no answer yet.
    const list = textOf(await (await request("/odevlerim", { headers: ece })).text());
    expect(list).toContain(`${trHomework.doneOnTime} · 3 sorudan 1'i doğru, 1'i kısmen doğru`);
    const before = textOf(await (await request(`/odevlerim/${id}`, { headers: ece })).text());
    expect(before).toContain(trHomeworkPupil.noTriesLeft);
    expect(before).not.toContain(trHomeworkPupil.reviewTitle);
    expect(before).not.toContain(`${trExercises.correctAnswer}:`);

    // The due time passes: the same pupil, with no try to send, now reads each question's mark and the right answers.
    await db()
      .update(homework)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(homework.id, id));
    const after = textOf(await (await request(`/odevlerim/${id}`, { headers: ece })).text());
    expect(after).toContain(trHomeworkPupil.reviewTitle);
    expect(after).toContain("Sonucun: 3 sorudan 1'i doğru, 1'i kısmen doğru (%50)");
    expect(after).toContain("1. soru: ✓ Doğru");
    expect(after).toContain("2. soru: ✗ Yanlış");
    expect(after).toContain("3. soru: ◐ Kısmen doğru (%50)");
    expect(after).toContain(`${trExercises.correctAnswer}: ${trExercises.true}`);
    expect(after).toContain("dog → köpek");
  });

  it("a pupil who never tried sees no answers after the due time; the API answers a fractional score with its counts", async () => {
    const { id, ece, can, version } = await oneTryAfterDue();
    const res = await request(`/api/v1/homework/${id}/tries`, {
      method: "POST",
      headers: { ...can, "Content-Type": "application/json" },
      body: JSON.stringify({ version, answers: answers(version) }),
    });
    expect(res.status).toBe(201);
    // The score is the sum of credits, fractional as the document says; the counts say it in whole questions.
    expect(await res.json()).toMatchObject({ score: 1.5, total: 3, right: 1, partly: 1, questions: null });
    await db()
      .update(homework)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(homework.id, id));
    const untried = textOf(await (await request(`/odevlerim/${id}`, { headers: ece })).text());
    expect(untried).not.toContain(trHomeworkPupil.reviewTitle);
    expect(untried).not.toContain(`${trExercises.correctAnswer}:`);
    const tried = textOf(await (await request(`/odevlerim/${id}`, { headers: can })).text());
    expect(tried).toContain(trHomeworkPupil.reviewTitle);
  });
});
