import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Letter } from "#core/deneme/forms.ts";
import { classMembers, denemeAttempts, denemeClassSessions } from "#server/db/schema.ts";
import { makeClassWithPupils } from "#tests/support/class-pupils.ts";
import { dbKinds } from "#tests/support/database.ts";
import { makeDeneme } from "#tests/support/deneme.ts";
import { countOf, together } from "#tests/support/race.ts";
import { useTestSite } from "#tests/support/test-site.ts";

const PICS = ["elma", "kedi", "top"] as const;
const TOPICS = "1: Friendship\n2: Friendship\n3: Teen Life\n4: Teen Life";

/**
 * The teacher's deneme of a class (decision 0123) through its service: 'Sınıfta başlat' gives one
 * session however many starts arrive, its pupils share its end, and the report counts only the
 * pupils whose parent's consent is recorded.
 */
describe.each(dbKinds)("a class's deneme on %s", (kind) => {
  const site = useTestSite({ kind, settings: { RATE_LIMIT_MULTIPLIER: "100" } });
  const db = () => site.services.database.db;
  const deneme = () => site.services.deneme;

  /** A class of Ece and Can (consent recorded) and Ali (none), and an LGS deneme of four questions in two topics. */
  async function classWithDeneme() {
    const made = await makeClassWithPupils(db(), {
      pupils: [
        ["Ece", PICS],
        ["Can", PICS],
        ["Ali", PICS],
      ],
    });
    const [ece, can, ali] = made.pupils;
    await db()
      .update(classMembers)
      .set({ consentAt: sql`now()` })
      .where(inArray(classMembers.userId, [ece.id, can.id]));
    const { entry } = await makeDeneme(site.services, { form: "lgs", count: 4, minutes: 30, topics: TOPICS });
    const teacher = { id: made.teacherId, role: "teacher" as const };
    return { made, ece, can, ali, entry, teacher };
  }

  /** The pupil starts the deneme and answers (question 1 first), without finishing. */
  async function begin(userId: number, contentId: number, answers: (Letter | null)[]) {
    const { attemptId } = (await deneme().start(userId, contentId))!;
    const saves = answers.map((choice, i) => ({ question: i + 1, choice, marked: false }));
    expect(await deneme().save(userId, attemptId, saves)).toBe("saved");
    return attemptId;
  }

  /** The pupil starts the deneme, answers and finishes. */
  async function sit(userId: number, contentId: number, answers: (Letter | null)[]) {
    const attemptId = await begin(userId, contentId, answers);
    await deneme().finish(userId, attemptId);
    return attemptId;
  }

  it("starts one session however many starts arrive at once, and its pupils share its end", async () => {
    const { made, ece, entry, teacher } = await classWithDeneme();
    const starts = await together(6, () => deneme().startForClass(teacher, made.id, entry.id));
    expect(countOf(starts, (s) => s?.started === true)).toBe(1);
    expect(new Set(starts.map((s) => s?.session.endsAt.getTime())).size).toBe(1);
    const rows = await db().select().from(denemeClassSessions).where(eq(denemeClassSessions.classId, made.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].endsAt.getTime() - rows[0].startedAt.getTime()).toBe(30 * 60_000);

    // Ece opens the deneme five minutes after the teacher's start: her end is the session's.
    await db()
      .update(denemeClassSessions)
      .set({ startedAt: sql`now() - interval '5 minutes'`, endsAt: sql`now() + interval '25 minutes'` })
      .where(eq(denemeClassSessions.classId, made.id));
    const [session] = await db().select().from(denemeClassSessions).where(eq(denemeClassSessions.classId, made.id));
    const { attemptId } = (await deneme().start(ece.id, entry.id))!;
    const [attempt] = await db().select().from(denemeAttempts).where(eq(denemeAttempts.id, attemptId));
    expect(attempt.classId).toBe(made.id);
    expect(attempt.endsAt.getTime()).toBe(session.endsAt.getTime());
    expect(attempt.endsAt.getTime() - attempt.startedAt.getTime()).toBeLessThan(26 * 60_000);
  });

  it("gives a pupil of another class, or one after the session's end, their own time", async () => {
    const { made, can, entry, teacher } = await classWithDeneme();
    const other = await makeClassWithPupils(db(), { pupils: [["Deniz", PICS]] });
    await deneme().startForClass(teacher, made.id, entry.id);
    const { attemptId } = (await deneme().start(other.pupils[0].id, entry.id))!;
    const [theirs] = await db().select().from(denemeAttempts).where(eq(denemeAttempts.id, attemptId));
    expect(theirs.classId).toBeNull();
    expect(theirs.endsAt.getTime() - theirs.startedAt.getTime()).toBe(30 * 60_000);

    await db()
      .update(denemeClassSessions)
      .set({ startedAt: sql`now() - interval '2 hours'`, endsAt: sql`now() - interval '1 hour'` })
      .where(eq(denemeClassSessions.classId, made.id));
    const late = (await deneme().start(can.id, entry.id))!;
    const [cans] = await db().select().from(denemeAttempts).where(eq(denemeAttempts.id, late.attemptId));
    expect(cans.classId).toBeNull();
    // The ended session may be started again: a new end.
    const again = await deneme().startForClass(teacher, made.id, entry.id);
    expect(again?.started).toBe(true);
    expect(again!.session.endsAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("is the class's teacher's only", async () => {
    const { made, entry } = await classWithDeneme();
    const stranger = await makeClassWithPupils(db(), { pupils: [] });
    const other = { id: stranger.teacherId, role: "teacher" as const };
    expect(await deneme().startForClass(other, made.id, entry.id)).toBeNull();
    expect(await deneme().classReport(other, made.id, entry.id)).toBeNull();
    expect(await deneme().booklet(other, made.id, entry.id)).toBeNull();
    expect(await deneme().classDenemes(other, made.id)).toBeNull();
    const pupil = { id: made.pupils[0].id, role: "user" as const };
    expect(await deneme().startForClass(pupil, made.id, entry.id)).toBeNull();
    expect(await db().select().from(denemeClassSessions).where(eq(denemeClassSessions.classId, made.id))).toEqual([]);
  });

  it("reports nets, the spread, the hardest question and the weakest topic of the pupils with consent", async () => {
    const { made, ece, can, ali, entry, teacher } = await classWithDeneme();
    await deneme().startForClass(teacher, made.id, entry.id);
    // Keys: A B C D. Ece 3 right 1 wrong (2,67); Can 1 right 2 wrong 1 blank (0,33); Ali all right, no consent.
    await sit(ece.id, entry.id, ["A", "B", "A", "D"]);
    await sit(can.id, entry.id, ["A", "C", "A", null]);
    await sit(ali.id, entry.id, ["A", "B", "C", "D"]);
    const report = (await deneme().classReport(teacher, made.id, entry.id))!;
    expect(report.rows.map((r) => [r.displayName, r.score?.net])).toEqual([
      ["Can", 0.33],
      ["Ece", 2.67],
    ]);
    expect(report.spread).toEqual({ pupils: 2, average: 1.5, min: 0.33, max: 2.67, deviation: 1.17 });
    expect(report.hardest[0]).toEqual({ number: 3, right: 0, sat: 2, wrongPicks: [{ letter: "A", count: 2 }] });
    expect(report.hardest.map((h) => h.number)).toEqual([3, 2, 4, 1]);
    expect(report.topics.map((t) => t.topic)).toEqual(["Teen Life", "Friendship"]);
    expect(JSON.stringify(report)).not.toContain("Ali");
  });

  it("finishes on the report's read the attempt of a pupil who closed the page once its time is up, and leaves a running one running", async () => {
    const { made, ece, can, entry, teacher } = await classWithDeneme();
    await deneme().startForClass(teacher, made.id, entry.id);
    // Ece answers two questions (A right, C wrong: 0,67) and closes the page; Can is still at it.
    const eces = await begin(ece.id, entry.id, ["A", "C"]);
    const cans = await begin(can.id, entry.id, ["A"]);
    // Her time ran out a minute ago: the attempt's times moved back, the server's clock untouched.
    await db()
      .update(denemeAttempts)
      .set({ startedAt: sql`now() - interval '31 minutes'`, endsAt: sql`now() - interval '1 minute'` })
      .where(eq(denemeAttempts.id, eces));
    const report = (await deneme().classReport(teacher, made.id, entry.id))!;
    expect(report.rows.map((r) => [r.displayName, r.score?.net ?? null])).toEqual([
      ["Can", null],
      ["Ece", 0.67],
    ]);
    const rows = await db()
      .select()
      .from(denemeAttempts)
      .where(inArray(denemeAttempts.id, [eces, cans]));
    const attempt = (id: number) => rows.find((r) => r.id === id)!;
    // Finished at her end, not at the teacher's read; Can's runs on and still takes his saves.
    expect(attempt(eces).finishedAt).toEqual(attempt(eces).endsAt);
    expect(attempt(eces).net).toBe(0.67);
    expect(attempt(cans).finishedAt).toBeNull();
    expect(await deneme().save(can.id, cans, [{ question: 2, choice: "B", marked: false }])).toBe("saved");
  });

  it("hands the booklet without the key", async () => {
    const { made, entry, teacher } = await classWithDeneme();
    const book = (await deneme().booklet(teacher, made.id, entry.id))!;
    expect(book.questions).toHaveLength(4);
    expect(book.questions[0].options).toHaveLength(4);
    expect(JSON.stringify(book)).not.toMatch(/Because|"key"|correct|explanation/);
  });
});
