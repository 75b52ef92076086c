/**
 * A teacher's side of homework (docs/decisions/0069): assigning, changing and
 * removing a class's items, and reading what pupils did of them (the grid, the questions).
 * Every method takes the caller and reads or changes a class's homework only where the class
 * is the caller's own (an admin: any class), in the query itself: another teacher's class
 * answers as no class (null).
 */
import { and, asc, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { HomeworkInput } from "#core/homework/form.ts";
import type { GridData } from "#core/homework/grid.ts";
import { REVIEW_GOAL_DAYS } from "#core/homework/daily-review.ts";
import { MAX_HOMEWORK_PER_CLASS } from "#core/homework/homework.ts";
import { byTurkishName } from "#core/text.ts";
import type { Db } from "#server/db/client.ts";
import { classes, classMembers, homework, homeworkPupils, homeworkTries, quizzes } from "#server/db/schema.ts";
import { grid } from "./teacher-grid";
import { allMembers, ownClass, targetProblem, viewsOf, type Caller, type HomeworkView } from "./queries";

export type AssignResult =
  | { ok: true; homework: HomeworkView }
  | { ok: false; code: "no-entry" | "kind-not-offered" | "pupils-invalid" | "too-many" };

/** Several classes' items (one each, in class id order), or the refusal of them all. */
export type AssignManyResult = { ok: true; ids: number[] } | Exclude<AssignResult, { ok: true }>;

export interface QuestionReport {
  item: { id: number; title: string; dueAt: Date };
  /** Pupils with a try (consent recorded). */
  pupils: number;
  questions: {
    id: string;
    text: string;
    answered: number;
    right: number;
    share: number | null;
    wrongAnswers: { answer: string; count: number }[];
  }[];
}

export interface TeacherHomeworkService {
  /**
   * The teacher's grid: the class's members as rows (Turkish order), its items as columns
   * (soonest due first). A cell is null where the item is not the pupil's; a pupil without
   * the parent's recorded consent has no cells at all (docs/decisions/0066). Null when not the caller's class.
   */
  grid(caller: Caller, classId: number): Promise<GridData | null>;
  /** Per quiz item: each question's share of right answers among the pupils who tried, the hardest first. Null when not the caller's. */
  questionReport(caller: Caller, classId: number, homeworkId: number): Promise<QuestionReport | null>;
  /** The class's homework, soonest due first; null when the class is not the caller's. */
  list(caller: Caller, classId: number): Promise<HomeworkView[] | null>;
  /** One item of the caller's class, or null. */
  get(caller: Caller, classId: number, homeworkId: number): Promise<HomeworkView | null>;
  /** A new item for the caller's class; null when the class is not the caller's. */
  assign(caller: Caller, classId: number, input: HomeworkInput): Promise<AssignResult | null>;
  /** The same item for several of the caller's classes, whole classes, all or none; null when one is not the caller's. */
  assignMany(caller: Caller, classIds: number[], input: HomeworkInput): Promise<AssignManyResult | null>;
  /** Changes an item of the caller's class; null when it is not there (or not the caller's). */
  update(caller: Caller, classId: number, homeworkId: number, input: HomeworkInput): Promise<AssignResult | null>;
  /** Deletes an item of the caller's class with everything pupils did of it; false when not there. */
  remove(caller: Caller, classId: number, homeworkId: number): Promise<boolean>;
  /** The classes a teacher may assign to (an admin assigns from a class's page or the API), newest first. */
  classesOf(caller: Caller): Promise<{ id: number; name: string; grade: number }[]>;
  /** The members of the caller's class (for choosing some of them), or null. */
  membersOf(caller: Caller, classId: number): Promise<{ userId: number; displayName: string }[] | null>;
}

/**
 * Only a quiz keeps quiz settings; only a self-test its pass mark (the rest keep the defaults);
 * only a 'review' item its goal, and no entry (docs/decisions/0119).
 */
const settingsOf = (input: HomeworkInput) => ({
  kind: input.kind,
  contentId: input.kind === "review" ? null : input.contentId,
  reviewDays: input.kind === "review" ? (input.reviewDays ?? REVIEW_GOAL_DAYS.default) : null,
  dueAt: input.dueAt,
  note: input.note,
  answersShown: input.kind === "quiz" ? input.answersShown : ("after-due" as const),
  tries: input.kind === "quiz" ? input.tries : (0 as const),
  scoreCounts: input.kind === "quiz" ? input.scoreCounts : ("best" as const),
  passPercent: input.kind === "self-test" ? input.passPercent : 80,
  deviceTime: input.deviceTime,
});

async function writePupils(tx: Pick<Db, "insert" | "delete">, classId: number, homeworkId: number, ids: number[]) {
  await tx.delete(homeworkPupils).where(eq(homeworkPupils.homeworkId, homeworkId));
  const unique = [...new Set(ids)];
  if (unique.length) await tx.insert(homeworkPupils).values(unique.map((userId) => ({ homeworkId, classId, userId })));
}

/**
 * Per quiz item: each question's share of right answers among the pupils who
 * tried (each pupil's last try; only pupils whose parent's consent is recorded), the
 * hardest first, with the wrong answers given most often. Null when not the caller's.
 */
async function questionReport(
  db: Db,
  caller: Caller,
  classId: number,
  homeworkId: number,
): Promise<QuestionReport | null> {
  const item = await get(db, caller, classId, homeworkId);
  if (!item || item.kind !== "quiz") return null;
  const [quiz] = await db
    .select({ questions: quizzes.questions })
    .from(quizzes)
    .where(eq(quizzes.contentId, item.contentId!))
    .limit(1);
  const tries = await db
    .select({ userId: homeworkTries.userId, answers: homeworkTries.answers })
    .from(homeworkTries)
    .innerJoin(
      classMembers,
      and(eq(classMembers.classId, homeworkTries.classId), eq(classMembers.userId, homeworkTries.userId)),
    )
    .where(and(eq(homeworkTries.homeworkId, item.id), isNotNull(classMembers.consentAt)))
    .orderBy(asc(homeworkTries.id));
  const last = new Map(tries.map((t) => [t.userId, t.answers]));
  const questions = (quiz?.questions.questions ?? []).map((q) => {
    const given = [...last.values()].map((a) => a[q.id]).filter((a) => a !== undefined);
    const wrong = new Map<string, number>();
    for (const a of given) if (!a.correct) wrong.set(a.given, (wrong.get(a.given) ?? 0) + 1);
    const right = given.filter((a) => a.correct).length;
    // The share of the question's points the class earned: partial credit counts.
    const earned = given.reduce((sum, a) => sum + a.credit, 0);
    return {
      id: q.id,
      text: q.text,
      answered: given.length,
      right,
      share: given.length ? earned / given.length : null,
      wrongAnswers: [...wrong.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, 3)
        .map(([answer, count]) => ({ answer, count })),
    };
  });
  questions.sort((a, b) => (a.share ?? 2) - (b.share ?? 2) || a.id.localeCompare(b.id, undefined, { numeric: true }));
  return { item: { id: item.id, title: item.title, dueAt: item.dueAt }, pupils: last.size, questions };
}

/** The class's homework, soonest due first; null when the class is not the caller's. */
async function list(db: Db, caller: Caller, classId: number): Promise<HomeworkView[] | null> {
  const id = await ownClass(db, caller, classId);
  if (id === null) return null;
  return viewsOf(db, eq(homework.classId, id));
}

/** One item of the caller's class, or null. */
async function get(db: Db, caller: Caller, classId: number, homeworkId: number): Promise<HomeworkView | null> {
  const id = await ownClass(db, caller, classId);
  if (id === null) return null;
  const [found] = await viewsOf(db, and(eq(homework.classId, id), eq(homework.id, homeworkId)));
  return found ?? null;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type AssignStep = { ok: true; id: number } | Exclude<AssignResult, { ok: true }> | null;

/**
 * One item into one class inside the caller's transaction: the class is the caller's (null
 * when not), its row locked so two assignments at once count against the limit one after the
 * other, the limit checked before anything is written.
 */
async function assignIn(tx: Tx, caller: Caller, classId: number, input: HomeworkInput): Promise<AssignStep> {
  const id = await ownClass(tx, caller, classId);
  if (id === null) return null;
  await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, id)).for("update");
  const [{ n }] = await tx.select({ n: count() }).from(homework).where(eq(homework.classId, id));
  if (Number(n) >= MAX_HOMEWORK_PER_CLASS) return { ok: false as const, code: "too-many" as const };
  const problem = await targetProblem(tx, input);
  if (problem) return { ok: false as const, code: problem };
  if (!(await allMembers(tx, id, input.pupils))) return { ok: false as const, code: "pupils-invalid" as const };
  const [row] = await tx
    .insert(homework)
    .values({ classId: id, ...settingsOf(input) })
    .returning({ id: homework.id });
  await writePupils(tx, id, row.id, input.pupils);
  return { ok: true as const, id: row.id };
}

/** A new item for the caller's class; null when the class is not the caller's. */
async function assign(db: Db, caller: Caller, classId: number, input: HomeworkInput): Promise<AssignResult | null> {
  const result = await db.transaction((tx) => assignIn(tx, caller, classId, input));
  if (!result) return null;
  if (!result.ok) return result;
  return { ok: true, homework: (await get(db, caller, classId, result.id))! };
}

/** Thrown inside assignMany's transaction to roll back every class's item. */
class Refused {
  constructor(readonly step: Exclude<AssignStep, { ok: true }>) {}
}

/**
 * The same item for several of the caller's classes in one transaction (docs/decisions/0110):
 * every class is checked to be the caller's and within its limit; one that is not refuses
 * them all and nothing is written. Classes are taken in id order so two such posts lock alike.
 */
async function assignMany(
  db: Db,
  caller: Caller,
  ids: number[],
  input: HomeworkInput,
): Promise<AssignManyResult | null> {
  const ordered = [...new Set(ids)].sort((a, b) => a - b);
  try {
    return await db.transaction(async (tx) => {
      const made: number[] = [];
      for (const classId of ordered) {
        const step = await assignIn(tx, caller, classId, { ...input, pupils: [] });
        if (!step?.ok) throw new Refused(step);
        made.push(step.id);
      }
      return { ok: true as const, ids: made };
    });
  } catch (e) {
    if (e instanceof Refused) return e.step;
    throw e;
  }
}

/** Changes an item of the caller's class; null when it is not there (or not the caller's). */
async function update(
  db: Db,
  caller: Caller,
  classId: number,
  homeworkId: number,
  input: HomeworkInput,
): Promise<AssignResult | null> {
  const result = await db.transaction(async (tx) => {
    const id = await ownClass(tx, caller, classId);
    if (id === null) return null;
    const [found] = await tx
      .select({ id: homework.id })
      .from(homework)
      .where(and(eq(homework.id, homeworkId), eq(homework.classId, id)))
      .for("update")
      .limit(1);
    if (!found) return null;
    const problem = await targetProblem(tx, input);
    if (problem) return { ok: false as const, code: problem };
    if (!(await allMembers(tx, id, input.pupils))) return { ok: false as const, code: "pupils-invalid" as const };
    await tx
      .update(homework)
      .set({ ...settingsOf(input), updatedAt: sql`now()` })
      .where(eq(homework.id, found.id));
    await writePupils(tx, id, found.id, input.pupils);
    return { ok: true as const };
  });
  if (!result) return null;
  if (!result.ok) return result;
  return { ok: true, homework: (await get(db, caller, classId, homeworkId))! };
}

/** Deletes an item of the caller's class with everything pupils did of it; false when not there. */
async function remove(db: Db, caller: Caller, classId: number, homeworkId: number): Promise<boolean> {
  const id = await ownClass(db, caller, classId);
  if (id === null) return false;
  const gone = await db
    .delete(homework)
    .where(and(eq(homework.id, homeworkId), eq(homework.classId, id)))
    .returning({ id: homework.id });
  return gone.length > 0;
}

/** The classes a teacher may assign to (an admin assigns from a class's page or the API), newest first. */
async function classesOf(db: Db, caller: Caller) {
  if (caller.role !== "teacher") return [];
  return db
    .select({ id: classes.id, name: classes.name, grade: classes.grade })
    .from(classes)
    .where(eq(classes.teacherId, caller.id))
    .orderBy(desc(classes.createdAt), desc(classes.id));
}

/** The members of the caller's class (for choosing some of them), or null. */
async function membersOf(db: Db, caller: Caller, classId: number) {
  const id = await ownClass(db, caller, classId);
  if (id === null) return null;
  return db
    .select({ userId: classMembers.userId, displayName: classMembers.displayName })
    .from(classMembers)
    .where(eq(classMembers.classId, id))
    .then((rows) => rows.sort(byTurkishName));
}

export function createTeacherHomework(db: Db): TeacherHomeworkService {
  return {
    grid: (...args) => grid(db, ...args),
    questionReport: (...args) => questionReport(db, ...args),
    list: (...args) => list(db, ...args),
    get: (...args) => get(db, ...args),
    assign: (...args) => assign(db, ...args),
    assignMany: (...args) => assignMany(db, ...args),
    update: (...args) => update(db, ...args),
    remove: (...args) => remove(db, ...args),
    classesOf: (...args) => classesOf(db, ...args),
    membersOf: (...args) => membersOf(db, ...args),
  };
}
