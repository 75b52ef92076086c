import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { istanbulFields } from "#core/homework/homework.ts";
import { trHomework } from "#core/messages/homework.ts";
import { trHomeworkForm } from "#core/messages/homework-form.ts";
import { trHomeworkParent } from "#core/messages/homework-parent.ts";
import { trHomeworkTeacher } from "#core/messages/homework-teacher.ts";
import { trHomeworkReview } from "#core/messages/homework-review.ts";
import { addDays, dayStart, istanbulDay } from "#core/review/days.ts";
import { classes, classMembers, homework, reviewDays } from "#server/db/schema.ts";
import { makeClassWithPupils } from "#tests/support/class-pupils.ts";
import { everyEngine } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";
import { requestsTo, textOf, withSession } from "#tests/support/requests.ts";
import { useTestSite } from "#tests/support/test-site.ts";

const PICS = ["elma", "kedi", "top"] as const;
const GOAL = 10;

/**
 * 'Günlük tekrar' as homework (docs/decisions/0119): a teacher gives "meet your daily goal N days"
 * with the plain form, the pupil's 'Ödevlerim' shows its card with the days met, which come only
 * from the days the pupil met the goal (review_days) inside the item's period on Istanbul's
 * calendar; the grid, its CSV and the parent's page say the same.
 */
describe.each(everyEngine)("'Günlük tekrar' as homework on %s", (kind) => {
  const site = useTestSite({ kind });
  const db = () => site.services.database.db;
  const { post, get } = requestsTo(() => site.app);
  const session = async (userId: number) => withSession((await site.services.auth.createSession(userId)).token);
  /** A page as the words a person reads: tags gone. */
  const page = async (headers: Record<string, string>, path: string) =>
    textOf(await (await get(headers, path)).text())
      .split("<")
      .map((part) => part.slice(part.indexOf(">") + 1))
      .join("");
  const nextWeek = () => istanbulFields(new Date(Date.now() + 7 * 86_400_000));

  async function classroom(names: string[], name?: string) {
    const made = await makeClassWithPupils(db(), { name, pupils: names.map((n) => [n, PICS] as const) });
    return { ...made, teacher: await session(made.teacherId) };
  }
  const consent = (classId: number, userId: number) =>
    db()
      .update(classMembers)
      .set({ consentAt: new Date() })
      .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)));
  /** The days the pupil reviewed: `met` days reached the goal, the others did not. */
  const reviewed = (userId: number, met: string[], short: string[] = []) =>
    db()
      .insert(reviewDays)
      .values([
        ...met.map((day) => ({ userId, day, cards: GOAL, goal: GOAL })),
        ...short.map((day) => ({ userId, day, cards: GOAL - 1, goal: GOAL })),
      ]);
  const assignReview = (teacher: Record<string, string>, classId: number, fields: Record<string, string> = {}) =>
    post(
      teacher,
      `/sinifim/${classId}/odev`,
      new URLSearchParams({ kind: "review", reviewDays: "3", ...nextWeek(), audience: "class", ...fields }),
    );

  it("the teacher gives it with the form; the pupil's card counts the met days and moves to done at the goal; grid, CSV and parent agree", async () => {
    const room = await classroom(["Ece", "Can"]);
    const [ece, can] = room.pupils;
    await consent(room.id, ece.id);
    const form = await page(room.teacher, `/sinifim/${room.id}/odev?tur=tekrar`);
    expect(form).toContain(trHomeworkForm.reviewDays);
    expect(form).toContain(trHomeworkForm.reviewAssignTitle);
    expect(form).not.toContain(trHomeworkForm.entryNumber);

    const sent = await assignReview(room.teacher, room.id);
    expect(sent.status).toBe(302);
    const [item] = await db().select().from(homework).where(eq(homework.classId, room.id));
    expect(item).toMatchObject({ kind: "review", contentId: null, reviewDays: 3 });
    expect(await page(room.teacher, `/sinifim/${room.id}`)).toContain(trHomeworkReview.itemTitle(3));
    // Its edit page is the same form, with its days; changing them keeps it an item of no entry.
    const edit = await (await get(room.teacher, `/sinifim/${room.id}/odev/${item.id}`)).text();
    expect(edit).toMatch(/name="reviewDays"[^>]*value="3"/);
    const editTo = (days: string) =>
      post(
        room.teacher,
        `/sinifim/${room.id}/odev/${item.id}`,
        new URLSearchParams({ kind: "review", reviewDays: days, ...istanbulFields(item.dueAt), audience: "class" }),
      );
    expect((await editTo("2")).status).toBe(302);
    const [edited] = await db().select().from(homework).where(eq(homework.id, item.id));
    expect(edited).toMatchObject({ kind: "review", contentId: null, reviewDays: 2 });
    expect((await editTo("3")).status).toBe(302);

    const pupil = await session(ece.id);
    const empty = await page(pupil, "/odevlerim");
    expect(empty).toContain(trHomeworkReview.card(3, false));
    expect(empty).toContain(trHomeworkReview.cardProgress(0, 3));
    expect(await (await get(pupil, "/odevlerim")).text()).toMatch(/href="\/tekrar"[^>]*>Başla</);

    // The day before it was given does not count, a day short of the goal neither.
    const today = istanbulDay(new Date());
    await reviewed(ece.id, [addDays(today, -1), today], [addDays(today, 1)]);
    const started = await page(pupil, "/odevlerim");
    expect(started).toContain(trHomeworkReview.cardProgress(1, 3));
    await reviewed(ece.id, [addDays(today, 2), addDays(today, 3)]);
    const html = await (await get(pupil, "/odevlerim")).text();
    const finished = html.slice(html.indexOf('data-testid="homework-finished"'));
    expect(html.indexOf('data-testid="homework-finished"')).toBeGreaterThan(0);
    expect(textOf(finished)).toContain(`${trHomework.doneOnTime} · ${trHomeworkReview.progress(3, 3)}`);

    const grid = await page(room.teacher, `/sinifim/${room.id}/odevler`);
    expect(grid).toContain(`bitti ${trHomeworkReview.progress(3, 3)}`);
    expect(grid).toContain(trHomeworkTeacher.noConsent);
    const csv = await (await get(room.teacher, `/sinifim/${room.id}/odevler.csv`)).text();
    expect(csv).toContain(`${trHomeworkTeacher.csvDays}`);
    expect(csv).toMatch(/Ece;bitti;3/);
    expect(csv).toMatch(new RegExp(`Can;${trHomeworkTeacher.noConsent};`));

    const link = await site.services.homework.makeParentLink({ id: room.teacherId, role: "teacher" }, room.id, ece.id);
    const parent = await page({}, `/veli/${(link as { token: string }).token}`);
    expect(parent).toContain(trHomeworkReview.itemTitle(3));
    expect(parent).toContain(`${trHomework.doneOnTime} · ${trHomeworkReview.progress(3, 3)}`);
    // Can met no day: the same item, not started, for him alone.
    expect(await page(await session(can.id), "/odevlerim")).toContain(trHomeworkReview.cardProgress(0, 3));
  });

  it("'Ödev ver' with several classes gives it to every class ticked, one item each, with no entry", async () => {
    const room = await classroom(["Ece"]);
    const second = await makeClassWithPupils(db(), { name: "2-B", pupils: [["Can", PICS]] });
    await db().update(classes).set({ teacherId: room.teacherId }).where(eq(classes.id, second.id));
    const form = await page(room.teacher, "/odev-ver?tur=tekrar");
    expect(form).toContain(trHomeworkForm.reviewDays);
    const body = new URLSearchParams({ kind: "review", reviewDays: "2", ...nextWeek() });
    for (const id of [room.id, second.id]) body.append("classIds", String(id));
    expect((await post(room.teacher, "/odev-ver?tur=tekrar", body)).status).toBe(302);
    const made = await db()
      .select()
      .from(homework)
      .where(inArray(homework.classId, [room.id, second.id]));
    expect(made.map((h) => [h.classId, h.kind, h.contentId, h.reviewDays]).sort()).toEqual(
      [
        [room.id, "review", null, 2],
        [second.id, "review", null, 2],
      ].sort(),
    );
    expect(await page(await session(second.pupils[0].id), "/odevlerim")).toContain(trHomeworkReview.card(2, false));
  });

  it("only the class's teacher gives it: another teacher and a pupil are refused and nothing is written", async () => {
    const room = await classroom(["Ece"]);
    const other = await classroom(["Ali"]);
    expect((await assignReview(other.teacher, room.id)).status).toBe(404);
    const pupil = await session(room.pupils[0].id);
    expect([302, 403, 404]).toContain((await assignReview(pupil, room.id)).status);
    const api = await site.app.request(`/api/v1/classes/${room.id}/homework`, {
      method: "POST",
      headers: { ...other.teacher, "Content-Type": "application/json" },
      body: JSON.stringify({ kind: "review", reviewDays: 3, ...nextWeek() }),
    });
    expect(api.status).toBe(404);
    expect(await db().select().from(homework).where(eq(homework.classId, room.id))).toEqual([]);
    // The class's own teacher gives it through the API with the same fields and rules.
    const own = await site.app.request(`/api/v1/classes/${room.id}/homework`, {
      method: "POST",
      headers: { ...room.teacher, "Content-Type": "application/json" },
      body: JSON.stringify({ kind: "review", reviewDays: 2, ...nextWeek() }),
    });
    expect(own.status).toBe(201);
    expect(await own.json()).toMatchObject({ kind: "review", contentId: null, reviewDays: 2 });
  });

  it("a pupil of another class, or one not chosen, does not see it", async () => {
    const room = await classroom(["Ece", "Can"]);
    const other = await classroom(["Ali"], "3-B");
    const some = new URLSearchParams({ kind: "review", reviewDays: "2", ...nextWeek(), audience: "some" });
    some.append("pupils", String(room.pupils[0].id));
    expect((await post(room.teacher, `/sinifim/${room.id}/odev`, some)).status).toBe(302);
    const card = trHomeworkReview.card(2, false);
    expect(await page(await session(room.pupils[0].id), "/odevlerim")).toContain(card);
    expect(await page(await session(room.pupils[1].id), "/odevlerim")).not.toContain(card);
    expect(await page(await session(other.pupils[0].id), "/odevlerim")).not.toContain(card);
    expect(await site.services.homework.reviewHomework(other.pupils[0].id)).toEqual([]);
  });

  it("counts only the Istanbul days of its period: Istanbul's midnight, not UTC's, opens and closes it", async () => {
    const room = await classroom(["Ece"]);
    const ece = room.pupils[0];
    await consent(room.id, ece.id);
    expect((await assignReview(room.teacher, room.id, { reviewDays: "3" })).status).toBe(302);
    // Given six days ago at 00:30 in Istanbul (still the day before in UTC), due at the Istanbul midnight that began yesterday.
    const today = istanbulDay(new Date());
    const given = new Date(dayStart(addDays(today, -6)).getTime() + 30 * 60_000);
    expect(given.toISOString().slice(0, 10)).toBe(addDays(today, -7));
    await db()
      .update(homework)
      .set({ createdAt: given, dueAt: dayStart(addDays(today, -1)) })
      .where(eq(homework.classId, room.id));
    // The UTC day it was given and the day it was due at midnight are outside; the first and the last day inside count.
    await reviewed(
      ece.id,
      [-7, -6, -2, -1].map((n) => addDays(today, n)),
    );
    const [mine] = await site.services.homework.reviewHomework(ece.id);
    expect(mine.progress).toEqual({ met: 2, goal: 3 });
    expect(mine.state).toBe("started");
    // Past its due time and short of the goal: the parent reads it as not done.
    const link = await site.services.homework.makeParentLink({ id: room.teacherId, role: "teacher" }, room.id, ece.id);
    const parent = await page({}, `/veli/${(link as { token: string }).token}`);
    expect(parent).toContain(`${trHomeworkParent.parentMissing} · ${trHomeworkReview.progress(2, 3)}`);
  });

  it("refuses a goal outside 1-7 or longer than the period, in Turkish; an entry's item still needs its entry", async () => {
    const room = await classroom(["Ece"]);
    const eight = await assignReview(room.teacher, room.id, { reviewDays: "8" });
    expect(eight.status).toBe(400);
    expect(textOf(await eight.text())).toContain(trHomeworkForm.reviewDaysInvalid);
    const soon = istanbulFields(new Date(Date.now() + 2 * 86_400_000));
    const long = await assignReview(room.teacher, room.id, { reviewDays: "7", ...soon });
    expect(long.status).toBe(400);
    expect(textOf(await long.text())).toMatch(/yalnızca \d gün var/);
    const noEntry = await post(
      room.teacher,
      `/sinifim/${room.id}/odev`,
      new URLSearchParams({ kind: "read", contentId: "", ...nextWeek(), audience: "class" }),
    );
    expect(noEntry.status).toBe(400);
    expect(textOf(await noEntry.text())).toContain(trHomeworkForm.entryRequired);
    expect(await db().select().from(homework).where(eq(homework.classId, room.id))).toEqual([]);
    // The table holds the rule too: an entry's item with a goal, or a review item with an entry, is refused.
    const entry = await makeContent(site.services.database, { type: 2, konuIng: "Words" });
    const dueAt = new Date(Date.now() + 86_400_000);
    await expect(
      db().insert(homework).values({ classId: room.id, kind: "review", contentId: entry.id, reviewDays: 3, dueAt }),
    ).rejects.toThrow();
    await expect(db().insert(homework).values({ classId: room.id, kind: "review", dueAt })).rejects.toThrow();
    await expect(
      db().insert(homework).values({ classId: room.id, kind: "read", contentId: entry.id, reviewDays: 3, dueAt }),
    ).rejects.toThrow();
  });
});
