import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reportPath } from "#core/deneme/report-paths.ts";
import { cellText, gridCsv, type GridData } from "#core/homework/grid.ts";
import type { HomeworkInput } from "#core/homework/form.ts";
import type { Letter } from "#core/deneme/forms.ts";
import { trDenemeTeacher } from "#core/messages/deneme-teacher.ts";
import { finishExpiredOf } from "#server/deneme/deneme-common.ts";
import type { ClassReport } from "#server/deneme/deneme-teacher.ts";
import { classMembers, denemeAttempts, homework as homeworkTable, homeworkProgress } from "#server/db/schema.ts";
import { makeClassWithPupils } from "#tests/support/class-pupils.ts";
import { dbKinds } from "#tests/support/database.ts";
import { keyOf, makeDeneme } from "#tests/support/deneme.ts";
import { makeContent } from "#tests/support/factories.ts";
import { together } from "#tests/support/race.ts";
import { requestsTo, withSession } from "#tests/support/requests.ts";
import { useTestSite } from "#tests/support/test-site.ts";

const PICS = ["elma", "kedi", "top"] as const;

/**
 * A deneme given as homework (decision 0124), through the services: only an entry with a deneme
 * can be given so; the item is done by the pupil's first deneme finished after it was given, with
 * the net; the grid and its CSV say the net; a sitting begun before the item, another class's
 * item and a pupil it is not meant for are untouched; two finishes at once count once. A sitting
 * whose time ran out with the page closed counts on the teacher's read (decision 0128), once however
 * many reads race the pupil's own finish, and in the background when nobody reads it (decision 0132);
 * the grid's deneme column links to the class's report.
 */
describe.each(dbKinds)("a deneme as homework on %s", (kind) => {
  const site = useTestSite({ kind, settings: { RATE_LIMIT_MULTIPLIER: "100" } });
  const db = () => site.services.database.db;
  const homework = () => site.services.homework;
  const deneme = () => site.services.deneme;
  const { get } = requestsTo(() => site.app);
  const due = () => new Date(Date.now() + 7 * 86_400_000);
  const input = (contentId: number, pupils: number[] = []): HomeworkInput => ({
    kind: "deneme",
    contentId,
    dueAt: due(),
    note: "",
    answersShown: "after-due",
    tries: 0,
    scoreCounts: "first",
    passPercent: 80,
    deviceTime: false,
    pupils,
  });

  async function classWithDeneme() {
    const made = await makeClassWithPupils(db(), {
      pupils: [
        ["Ece", PICS],
        ["Can", PICS],
      ],
    });
    await db()
      .update(classMembers)
      .set({ consentAt: sql`now()` })
      .where(
        inArray(
          classMembers.userId,
          made.pupils.map((p) => p.id),
        ),
      );
    // LGS, four options, four questions: three right and one wrong is a net of 3 − 1/3, kept as 2,67.
    const { entry } = await makeDeneme(site.services, { form: "lgs", count: 4, minutes: 30 });
    return { made, entry, teacher: { id: made.teacherId, role: "teacher" as const } };
  }

  const answers = (wrongLast: boolean): (Letter | null)[] =>
    [1, 2, 3, 4].map((n) => (wrongLast && n === 4 ? (keyOf(n, 4) === "A" ? "B" : "A") : (keyOf(n, 4) as Letter)));

  /** The pupil starts and saves the first `count` answers, without finishing. */
  async function sit(userId: number, contentId: number, wrongLast: boolean, count = 4) {
    const { attemptId } = (await deneme().start(userId, contentId))!;
    const saves = answers(wrongLast)
      .slice(0, count)
      .map((choice, i) => ({ question: i + 1, choice, marked: false }));
    expect(await deneme().save(userId, attemptId, saves)).toBe("saved");
    return attemptId;
  }

  /** The item, given a day ago: a sitting moved back in time is still after it. */
  async function givenEarlier(teacher: { id: number; role: "teacher" }, classId: number, contentId: number) {
    const given = await homework().assign(teacher, classId, input(contentId));
    if (!given?.ok) throw new Error(`not given: ${JSON.stringify(given)}`);
    await db()
      .update(homeworkTable)
      .set({ createdAt: sql`now() - interval '1 day'` })
      .where(eq(homeworkTable.id, given.homework.id));
    return given.homework.id;
  }

  /** The pupil closed the page and the time ran out `minutes` ago: the attempt's times moved back, the server's clock untouched. */
  async function timeRanOut(attemptId: number, minutes: number) {
    await db()
      .update(denemeAttempts)
      .set({
        startedAt: sql`now() - make_interval(mins => ${minutes + 30})`,
        endsAt: sql`now() - make_interval(mins => ${minutes})`,
      })
      .where(eq(denemeAttempts.id, attemptId));
  }

  const cellOf = (grid: GridData, name: string) => cellText(grid.rows.find((r) => r.displayName === name)!.cells![0]);

  it("is offered only for an entry with a deneme", async () => {
    const { made, teacher } = await classWithDeneme();
    const plain = await makeContent(site.services.database, { sinif: 8, type: 1, konuIng: "Exam", konuTr: "Sınav" });
    expect(await homework().assign(teacher, made.id, input(plain.id))).toEqual({ ok: false, code: "kind-not-offered" });
  });

  it("is done by the first deneme finished after it was given, with its net, in the grid and its CSV", async () => {
    const { made, entry, teacher } = await classWithDeneme();
    const [ece] = made.pupils;
    // A sitting begun before the item was given is not the homework's.
    const before = await sit(ece.id, entry.id, false);
    const given = await homework().assign(teacher, made.id, input(entry.id));
    if (!given?.ok) throw new Error(`not given: ${JSON.stringify(given)}`);
    const id = given.homework.id;
    await deneme().finish(ece.id, before);
    expect((await homework().one(ece.id, id))!.doneAt).toBeNull();

    const first = await sit(ece.id, entry.id, true);
    // 'Bitir' pressed in two tabs at once: one result, one count.
    await together(2, () => deneme().finish(ece.id, first));
    const done = (await homework().one(ece.id, id))!;
    expect(done.doneAt).not.toBeNull();
    expect(done.score).toBe(2.67);
    expect(done.total).toBe(4);
    // A second, better sitting does not change what was counted.
    await deneme().finish(ece.id, await sit(ece.id, entry.id, false));
    expect((await homework().one(ece.id, id))!.score).toBe(2.67);

    const grid = (await homework().grid(teacher, made.id))!;
    const row = (name: string) => grid.rows.find((r) => r.displayName === name)!;
    expect(cellText(row("Ece").cells![0])).toBe("bitti 2,67 net");
    expect(cellText(row("Can").cells![0])).toBe("başlamadı");
    // The net as Excel with Turkish settings reads it, a number with its decimal comma.
    expect(gridCsv(grid)).toContain('Ece;bitti;"2,67"\r\n');
  });

  it("leaves a pupil it is not meant for, and another class's item, untouched", async () => {
    const { made, entry, teacher } = await classWithDeneme();
    const [ece, can] = made.pupils;
    const other = await makeClassWithPupils(db(), { pupils: [["Ada", PICS]] });
    const elsewhere = await homework().assign({ id: other.teacherId, role: "teacher" }, other.id, input(entry.id));
    const forEce = await homework().assign(teacher, made.id, input(entry.id, [ece.id]));
    await deneme().finish(can.id, await sit(can.id, entry.id, false));
    if (!elsewhere?.ok || !forEce?.ok) throw new Error("not given");
    const rows = await db()
      .select()
      .from(homeworkProgress)
      .where(inArray(homeworkProgress.homeworkId, [elsewhere.homework.id, forEce.homework.id]));
    expect(rows).toEqual([]);
    // Ece's own finish counts for hers.
    await deneme().finish(ece.id, await sit(ece.id, entry.id, false));
    expect((await homework().one(ece.id, forEce.homework.id))!.score).toBe(4);
  });

  it("holds the key and the explanations back as the teacher chose, on the result and the entry's quiz, until the due time", async () => {
    const { made, entry, teacher } = await classWithDeneme();
    const [ece, can] = made.pupils;
    // Can is given the entry's quiz (answers after the due time) and sits the deneme on his own: his quiz holds it too.
    const quizItem = await homework().assign(teacher, made.id, { ...input(entry.id, [can.id]), kind: "quiz" });
    const given = await homework().assign(teacher, made.id, input(entry.id, [ece.id]));
    if (!given?.ok || !quizItem?.ok) throw new Error("not given");
    const attempt = await sit(ece.id, entry.id, true);
    await deneme().finish(ece.id, attempt);
    const held = (await deneme().result(ece.id, attempt))!;
    expect(held.keyHeld).toEqual(given.homework.dueAt);
    expect(held.questions.map((q) => [q.key, q.explanation])).toEqual(held.questions.map(() => [null, null]));
    expect(held.questions.map((q) => q.given)).toEqual(answers(true));
    // The net and its topics are the pupil's own: they stay.
    expect(held.score.net).toBe(2.67);
    expect(await homework().hidesAnswers(ece.id, entry.id)).toBe(true);
    const canAttempt = await sit(can.id, entry.id, false);
    await deneme().finish(can.id, canAttempt);
    expect((await deneme().result(can.id, canAttempt))!.keyHeld).toEqual(quizItem.homework.dueAt);

    // 'Hiç gösterilmesin': for good.
    await db().update(homeworkTable).set({ answersShown: "never" }).where(eq(homeworkTable.id, given.homework.id));
    expect((await deneme().result(ece.id, attempt))!.keyHeld).toBe("never");
    // After the due time: the key, as after any deneme.
    await db()
      .update(homeworkTable)
      .set({ answersShown: "after-due", dueAt: new Date(Date.now() - 60_000) })
      .where(eq(homeworkTable.id, given.homework.id));
    const shown = (await deneme().result(ece.id, attempt))!;
    expect(shown.keyHeld).toBeNull();
    expect(shown.questions.map((q) => q.key)).toEqual([1, 2, 3, 4].map((n) => keyOf(n, 4)));
    expect(await homework().hidesAnswers(ece.id, entry.id)).toBe(false);
  });

  it("counts on the teacher's grid a sitting whose time ran out with the page closed, on time or late as its end says", async () => {
    const { made, entry, teacher } = await classWithDeneme();
    const [ece, can] = made.pupils;
    const id = await givenEarlier(teacher, made.id, entry.id);
    // Both save two right answers (a net of 2) and never come back; Ece's time ran out 30 minutes ago, Can's a minute ago.
    const eces = await sit(ece.id, entry.id, false, 2);
    const cans = await sit(can.id, entry.id, false, 2);
    await timeRanOut(eces, 30);
    await timeRanOut(cans, 1);
    // The due time fell between their ends: the end decides, not the teacher's read.
    await db()
      .update(homeworkTable)
      .set({ dueAt: sql`now() - interval '10 minutes'` })
      .where(eq(homeworkTable.id, id));
    const grid = (await homework().grid(teacher, made.id))!;
    expect(cellOf(grid, "Ece")).toBe("bitti 2 net");
    expect(cellOf(grid, "Can")).toBe("geç bitti 2 net");
    const [progress] = await db().select().from(homeworkProgress).where(eq(homeworkProgress.userId, ece.id));
    const [attempt] = await db().select().from(denemeAttempts).where(eq(denemeAttempts.id, eces));
    expect(progress.doneAt).toEqual(attempt.endsAt);
    expect(progress.score).toBe(2);
  });

  it("gives one result and one homework record when the teacher's reads race the pupil's own finish", async () => {
    const { made, entry, teacher } = await classWithDeneme();
    const [ece] = made.pupils;
    const id = await givenEarlier(teacher, made.id, entry.id);
    // Sat in class, so the class's report has it too.
    await deneme().startForClass(teacher, made.id, entry.id);
    const attemptId = await sit(ece.id, entry.id, false, 2);
    await timeRanOut(attemptId, 1);
    // Her own 'Bitir', the class's report and three reads of the grid, all at once.
    const reports: ClassReport[] = [];
    const grids: GridData[] = [];
    await together(5, async (i) => {
      if (i === 0) await deneme().finish(ece.id, attemptId);
      else if (i === 1) reports.push((await deneme().classReport(teacher, made.id, entry.id))!);
      else grids.push((await homework().grid(teacher, made.id))!);
    });
    // Every read, whichever finish won, says the net: a read that lost waited for the winner.
    expect(reports[0].rows.find((r) => r.displayName === "Ece")!.score?.net).toBe(2);
    expect(grids.map((grid) => cellOf(grid, "Ece"))).toEqual(["bitti 2 net", "bitti 2 net", "bitti 2 net"]);
    const attempts = await db().select().from(denemeAttempts).where(eq(denemeAttempts.userId, ece.id));
    expect(attempts.map((a) => [a.net, a.finishedAt?.getTime()])).toEqual([[2, attempts[0].endsAt.getTime()]]);
    const records = await db().select().from(homeworkProgress).where(eq(homeworkProgress.homeworkId, id));
    expect(records.map((r) => [r.userId, r.score, r.doneAt?.getTime()])).toEqual([
      [ece.id, 2, attempts[0].endsAt.getTime()],
    ]);
    // Nothing is left to finish: the next read finds none.
    expect(await finishExpiredOf(db(), [entry.id], [ece.id])).toBe(0);
  });

  it("counts a sitting at home as the class's homework in the class's report, not one begun before it was given", async () => {
    const { made, entry, teacher } = await classWithDeneme();
    const [ece, can] = made.pupils;
    // Can sat it before the class had it as homework: his sitting is his own, not the class's.
    await deneme().finish(can.id, await sit(can.id, entry.id, false));
    const given = await homework().assign(teacher, made.id, input(entry.id));
    if (!given?.ok) throw new Error("not given");
    await deneme().finish(ece.id, await sit(ece.id, entry.id, true));
    const report = (await deneme().classReport(teacher, made.id, entry.id))!;
    const netOf = (name: string) => report.rows.find((r) => r.displayName === name)!.score?.net;
    expect(netOf("Ece")).toBe(2.67);
    expect(netOf("Can")).toBeUndefined();
  });

  it("says an attempt whose time ran out done on the pupil's 'Ödevlerim' and the parent's link, before any teacher reads", async () => {
    const { made, entry, teacher } = await classWithDeneme();
    const [ece, can] = made.pupils;
    const id = await givenEarlier(teacher, made.id, entry.id);
    await timeRanOut(await sit(ece.id, entry.id, false, 2), 5);
    await timeRanOut(await sit(can.id, entry.id, false, 2), 5);
    const [mine] = await homework().mine(ece.id, id);
    expect([mine.doneAt !== null, mine.score]).toEqual([true, 2]);
    const link = await homework().makeParentLink(teacher, made.id, can.id);
    const view = await homework().parentView((link as { token: string }).token, "127.0.0.1");
    expect(view).toMatchObject({ items: [{ kind: "deneme", state: "done", score: 2 }] });
  });

  it("finishes in the background a sitting nobody reads after its time ran out, once while a finish and a read race it", async () => {
    const { made, entry, teacher } = await classWithDeneme();
    const [ece, can] = made.pupils;
    const id = await givenEarlier(teacher, made.id, entry.id);
    const eces = await sit(ece.id, entry.id, false, 2);
    const cans = await sit(can.id, entry.id, false, 3);
    await timeRanOut(eces, 2);
    // Nobody opens anything: the closer's pass scores Ece's at her end; Can's time runs on, untouched.
    expect(await site.services.denemeCloser.runOnce()).toBe(1);
    const rows = async () =>
      db()
        .select()
        .from(denemeAttempts)
        .where(inArray(denemeAttempts.id, [eces, cans]));
    const [ecesRow, cansRow] = (await rows()).toSorted((a, b) => (a.id === eces ? -1 : b.id === eces ? 1 : 0));
    expect([ecesRow.net, ecesRow.finishedAt?.getTime()]).toEqual([2, ecesRow.endsAt.getTime()]);
    expect(cansRow.finishedAt).toBeNull();
    expect(await deneme().save(can.id, cans, [{ question: 4, choice: "A", marked: false }])).toBe("saved");
    const progressOf = (userId: number) =>
      db()
        .select()
        .from(homeworkProgress)
        .where(and(eq(homeworkProgress.homeworkId, id), eq(homeworkProgress.userId, userId)));
    expect((await progressOf(ece.id)).map((r) => [r.score, r.doneAt?.getTime()])).toEqual([
      [2, ecesRow.endsAt.getTime()],
    ]);

    // Can's time runs out too: two passes, his own 'Bitir' and the teacher's grid at once count it once.
    await timeRanOut(cans, 1);
    await together(4, async (i) => {
      if (i < 2) await site.services.denemeCloser.runOnce();
      else if (i === 2) await deneme().finish(can.id, cans);
      else await homework().grid(teacher, made.id);
    });
    const finished = (await rows()).find((r) => r.id === cans)!;
    expect(finished.finishedAt?.getTime()).toBe(finished.endsAt.getTime());
    expect((await progressOf(can.id)).map((r) => [r.score, r.doneAt?.getTime()])).toEqual([
      [finished.net, finished.endsAt.getTime()],
    ]);
    expect(await site.services.denemeCloser.runOnce()).toBe(0);
  });

  it("links the grid's deneme column to the class's report of its entry", async () => {
    const { made, entry, teacher } = await classWithDeneme();
    await givenEarlier(teacher, made.id, entry.id);
    const headers = withSession((await site.services.auth.createSession(made.teacherId)).token);
    const page = await (await get(headers, `/sinifim/${made.id}/odevler`)).text();
    const link = new RegExp(`<a[^>]*href="${reportPath(made.id, entry.id)}"[^>]*>([^<]*)</a>`).exec(page);
    expect(link?.[1]).toBe(trDenemeTeacher.gridLink);
    // As tall as a finger (44 px), named with the item for a list of links.
    expect(link?.[0]).toContain("min-h-11");
    expect(link?.[0]).toContain(`aria-label="${trDenemeTeacher.gridLink}: ${entry.konuIng}"`);
    expect((await get(headers, reportPath(made.id, entry.id))).status).toBe(200);
  });
});
