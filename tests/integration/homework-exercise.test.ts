import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contentPath } from "#core/content.ts";
import { entryFromHomework, istanbulFields } from "#core/homework/homework.ts";
import { trExercises } from "#core/messages/exercises.ts";
import { trHomeworkPupil } from "#core/messages/homework-pupil.ts";
import { trHomeworkBanner } from "#core/messages/homework-banner.ts";
import { homeworkProgress } from "#server/db/schema.ts";
import { makeClassWithPupils } from "#tests/support/class-pupils.ts";
import { dbKinds } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { withSession, requestsTo } from "#tests/support/requests.ts";

const QUIZ = "Pick one.{=apple ~pear ~plum}\n\nTrue?{T}\n\nType it.{=book}";
const PICS = ["elma", "kedi", "top"] as const;

/** The quiz's section of a page, its form's action (the page it posts to) set aside. */
const quizSection = (html: string) => {
  const section = /<section id="test"[\s\S]*?<\/form><\/section>/.exec(html.replace(/<!-- -->/g, ""))?.[0];
  return section?.replace(/ action="[^"]*"/, ' action=""');
};

/** One exercise, one view (decision 0106): a homework's quiz is its entry's, and the entry's 'Tamamladım' finishes a 'read' item. */
describe.each(dbKinds)("homework's exercise on %s", (kind) => {
  const site = useTestSite({ kind });
  const db = () => site.services.database.db;
  const request = (to: string, init: RequestInit = {}) => site.app.request(to, { redirect: "manual", ...init });

  async function assigned(homeworkKind: "quiz" | "read", answersShown: "at-once" | "after-due" = "after-due") {
    const made = await makeClassWithPupils(db(), { pupils: [["Ece", PICS]] });
    const teacher = withSession((await site.services.auth.createSession(made.teacherId)).token);
    const ece = withSession((await site.services.auth.createSession(made.pupils[0].id)).token);
    const entry = await makeContent(site.services.database, { type: 8, konuIng: "Unit 5 Test", konuTr: "5. ünite" });
    await site.services.practice.setQuiz(entry, "gift", QUIZ);
    const { dueDate, dueTime } = istanbulFields(new Date(Date.now() + 7 * 86_400_000));
    const res = await request(`/api/v1/classes/${made.id}/homework`, {
      method: "POST",
      headers: { ...teacher, "Content-Type": "application/json" },
      body: JSON.stringify({ contentId: entry.id, kind: homeworkKind, dueDate, dueTime, answersShown }),
    });
    expect(res.status).toBe(201);
    const item = (await res.json()) as { id: number };
    return { ece, pupilId: made.pupils[0].id, entry, item };
  }
  const { post } = requestsTo(() => site.app);

  it("draws the same quiz on the entry's page and in the homework, posting to each page's own action", async () => {
    const { ece, entry, item } = await assigned("quiz", "at-once");
    const contentHtml = await (await request(contentPath(entry), { headers: ece })).text();
    const homeworkHtml = await (await request(`/odevlerim/${item.id}`, { headers: ece })).text();
    const onContent = quizSection(contentHtml);
    const inHomework = quizSection(homeworkHtml);
    expect(onContent).toContain(trExercises.finish);
    expect(inHomework).toBe(onContent);
    // Each form posts where its try counts: the homework's to the homework.
    expect(homeworkHtml).toContain(`action="/odevlerim/${item.id}#sonuc"`);
    expect(contentHtml).toContain(`action="${contentPath(entry)}#sonuc"`);
  });

  it("a homework quiz whose answers come later is the same quiz without right-or-wrong as the pupil goes, and says so once (decision 0113)", async () => {
    const { ece, entry, item } = await assigned("quiz");
    const onContent = quizSection(await (await request(contentPath(entry), { headers: ece })).text())!;
    const homeworkHtml = await (await request(`/odevlerim/${item.id}`, { headers: ece })).text();
    const inHomework = quizSection(homeworkHtml)!;
    expect(inHomework).toContain(' data-no-feedback=""');
    expect(inHomework).not.toContain("data-feedback=");
    expect(homeworkHtml).toContain(`data-testid="answers-rule">${trHomeworkPupil.answersLater}`);
    const withoutFeedback = onContent.replace(/<p data-feedback=""[^>]*><\/p>/g, "");
    expect(inHomework.replace(' data-no-feedback=""', "")).toBe(withoutFeedback);
  });

  it("'Tamamladım' on an entry opened through a 'read' homework finishes it, as 'Okudum, bitti' would; not before it was opened there", async () => {
    const { ece, pupilId, entry, item } = await assigned("read");
    const doneAt = async () =>
      (
        await db()
          .select({ doneAt: homeworkProgress.doneAt })
          .from(homeworkProgress)
          .where(and(eq(homeworkProgress.homeworkId, item.id), eq(homeworkProgress.userId, pupilId)))
      )[0]?.doneAt ?? null;
    // Marked done before 'İçeriği aç': the homework stays to do.
    expect((await post(ece, "/isaretler", { intent: "done", id: String(entry.id) })).status).toBe(200);
    expect(await doneAt()).toBeNull();
    await post(ece, "/isaretler", { intent: "undone", id: String(entry.id) });
    // Opened through the homework, then 'Tamamladım' on the entry's page.
    const opened = await post(ece, `/odevlerim/${item.id}`, { intent: "open" });
    const there = entryFromHomework(contentPath(entry), item.id);
    expect(opened.headers.get("Location")).toBe(there);
    // The entry's page says it is her homework and leads back; to anyone else the query shows nothing.
    const banner = trHomeworkBanner.fromHomeworkTitle("5. ünite");
    expect(await (await request(there, { headers: ece })).text()).toContain(banner);
    expect(await (await request(there)).text()).not.toContain(banner);
    expect((await post(ece, "/isaretler", { intent: "done", id: String(entry.id) })).status).toBe(200);
    expect(await doneAt()).toBeInstanceOf(Date);
    expect(await (await request(there, { headers: ece })).text()).toContain(trHomeworkBanner.fromHomeworkDone);
    // The homework page no longer offers 'Okudum, bitti'.
    const page = await (await request(`/odevlerim/${item.id}`, { headers: ece })).text();
    expect(page).not.toContain(trHomeworkPupil.markRead);
  });
});
