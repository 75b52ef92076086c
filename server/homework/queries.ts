/**
 * What every side of homework reads the same way (docs/decisions/0069): an item as its teacher
 * sees it, an item as its pupil sees it, and whether a class is the caller's. The teacher's,
 * the pupil's and the parent's services (teacher.ts, pupil.ts, parent-links.ts) read through here.
 */
import { and, asc, eq, exists, inArray, notExists, or, sql, type SQL } from "drizzle-orm";
import type { ContentTypeCode } from "#core/content-types.ts";
import { answersHeldUntil, kindsFor, type HomeworkKind } from "#core/homework/homework.ts";
import { trHomeworkReview } from "#core/messages/homework-review.ts";
import type { Db } from "#server/db/client.ts";
import {
  classes,
  classMembers,
  contents,
  denemeSettings,
  homework,
  homeworkPupils,
  homeworkProgress,
  homeworkTries,
  quizzes,
  type Role,
  wordLists,
} from "#server/db/schema.ts";

/** Who asks: a teacher (only her own classes) or an admin (any class, for upkeep). */
export type Caller = { id: number; role: Role };

/**
 * A homework item as its class's teacher sees it. A 'Günlük tekrar' item (docs/decisions/0119) has
 * no entry: its `contentId` and `grade` are null, its title is the item's name in Turkish.
 */
export interface HomeworkView {
  id: number;
  classId: number;
  contentId: number | null;
  title: string;
  titleTr: string;
  grade: number | null;
  kind: HomeworkKind;
  /** A 'review' item's goal: days the daily goal is to be met; null for an entry's item. */
  reviewDays: number | null;
  dueAt: Date;
  note: string;
  answersShown: (typeof homework.$inferSelect)["answersShown"];
  tries: (typeof homework.$inferSelect)["tries"];
  scoreCounts: (typeof homework.$inferSelect)["scoreCounts"];
  passPercent: number;
  deviceTime: boolean;
  /** Some pupils' ids; empty: the whole class. */
  pupils: number[];
  createdAt: Date;
}

/** A homework item as its pupil sees it (the teacher's view's fields but the pupils list), with what they did of it. */
export interface PupilHomework extends Omit<
  HomeworkView,
  "classId" | "pupils" | "createdAt" | "contentId" | "grade" | "reviewDays"
> {
  /** An entry's items only: a 'Günlük tekrar' item is read by daily-review.ts. */
  contentId: number;
  grade: number;
  className: string;
  openedAt: Date | null;
  doneAt: Date | null;
  /** The item's due time when the pupil finished (docs/decisions/0079). */
  doneDueAt: Date | null;
  score: number | null;
  total: number | null;
  /**
   * Of the counted try (decision 0112): the questions (a self-test's words) right in full and
   * partly right, so the score reads "4 sorudan 3'ü doğru"; null where no try is kept (cards).
   */
  right: number | null;
  partly: number | null;
  triesUsed: number;
  /** The entry's content type and file: a pupil's 'Bugün' card shows its picture or its type's icon (decision 0111). */
  typeCode: number;
  file: string | null;
  fileType: string;
}

/**
 * The counted try's questions right in full (`full`) or partly: the earliest try whose score is
 * the kept one, which is the first try when the first counts and the first to reach the best when
 * the best does. Null when there is none.
 */
function countedTryCount(userId: number, which: "full" | "partly") {
  const kept = sql`(select t.answers from ${homeworkTries} t where t.homework_id = ${homework.id} and t.user_id = ${userId} and t.score = ${homeworkProgress.score} order by t.id limit 1)`;
  const credit = sql`(a.value->>'credit')::float8`;
  const counted = which === "full" ? sql`${credit} >= 1` : sql`${credit} > 0 and ${credit} < 1`;
  return sql<
    number | null
  >`(select case when count(*) = 0 then null else count(*) filter (where ${counted}) end from jsonb_each(${kept}) a)`.mapWith(
    (v) => (v === null ? null : Number(v)),
  );
}

/** Which of a pupil's items: one, those of an entry, or those of one class (a parent's link names the class that grants the read, docs/decisions/0088). */
export interface PupilScope {
  homeworkId?: number;
  contentId?: number;
  classId?: number;
}

/** An item's columns with its entry's (the pupil's reads join the entry; the teacher's may find none). */
const entryColumns = {
  contentId: contents.id,
  title: contents.konuIng,
  titleTr: contents.konuTr,
  grade: contents.sinif,
};
const columns = {
  id: homework.id,
  classId: homework.classId,
  kind: homework.kind,
  dueAt: homework.dueAt,
  note: homework.note,
  answersShown: homework.answersShown,
  tries: homework.tries,
  scoreCounts: homework.scoreCounts,
  passPercent: homework.passPercent,
  deviceTime: homework.deviceTime,
  createdAt: homework.createdAt,
};

/** The class's id when the caller may manage it, else null: another teacher's class answers as no class. */
export async function ownClass(runner: Pick<Db, "select">, caller: Caller, classId: number): Promise<number | null> {
  const mine =
    caller.role === "teacher" ? eq(classes.teacherId, caller.id) : caller.role === "admin" ? sql`true` : sql`false`;
  const [row] = await runner
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.id, classId), mine))
    .limit(1);
  return row?.id ?? null;
}

async function pupilsOf(db: Db, ids: number[]): Promise<Map<number, number[]>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ homeworkId: homeworkPupils.homeworkId, userId: homeworkPupils.userId })
    .from(homeworkPupils)
    .where(inArray(homeworkPupils.homeworkId, ids));
  const map = new Map<number, number[]>();
  for (const r of rows) map.set(r.homeworkId, [...(map.get(r.homeworkId) ?? []), r.userId]);
  return map;
}

/** The items matching `where` as their teacher sees them, soonest due first. */
export async function viewsOf(db: Db, where: ReturnType<typeof and>): Promise<HomeworkView[]> {
  const rows = await db
    .select({ ...columns, ...entryColumns, contentId: homework.contentId, reviewDays: homework.reviewDays })
    .from(homework)
    .leftJoin(contents, eq(contents.id, homework.contentId))
    .where(where)
    .orderBy(asc(homework.dueAt), asc(homework.id));
  const pupils = await pupilsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    // A 'Günlük tekrar' item has no entry: its name stands where the entry's title would (docs/decisions/0119).
    const name = r.reviewDays === null ? null : trHomeworkReview.itemTitle(r.reviewDays);
    return {
      ...r,
      title: name ?? r.title ?? "",
      titleTr: name ?? r.titleTr ?? "",
      pupils: (pupils.get(r.id) ?? []).sort((a, b) => a - b),
    };
  });
}

/**
 * A homework item (the `homework` table's row in the query) is meant for this pupil when it is for
 * the whole class (no pupils chosen) or they are among the chosen: the one owner of that rule, for
 * 'Ödevlerim' and for the words 'Günlük tekrar' takes from homework.
 */
export function meantForPupil(runner: Pick<Db, "select">, userId: number): SQL {
  const chosen = runner
    .select({ one: sql`1` })
    .from(homeworkPupils)
    .where(eq(homeworkPupils.homeworkId, homework.id));
  const forMe = runner
    .select({ one: sql`1` })
    .from(homeworkPupils)
    .where(and(eq(homeworkPupils.homeworkId, homework.id), eq(homeworkPupils.userId, userId)));
  return or(notExists(chosen), exists(forMe))!;
}

/**
 * The pupil's items: in a class of theirs, meant for the whole class or for them among
 * some; with their progress, soonest due first. `scope` narrows it; `runner`: a transaction.
 */
export function pupilItems(
  runner: Pick<Db, "select">,
  userId: number,
  { homeworkId, contentId, classId }: PupilScope = {},
): Promise<PupilHomework[]> {
  return runner
    .select({
      ...columns,
      ...entryColumns,
      className: classes.name,
      openedAt: homeworkProgress.openedAt,
      doneAt: homeworkProgress.doneAt,
      doneDueAt: homeworkProgress.doneDueAt,
      score: homeworkProgress.score,
      total: homeworkProgress.total,
      right: countedTryCount(userId, "full"),
      partly: countedTryCount(userId, "partly"),
      triesUsed: sql<number>`coalesce(${homeworkProgress.tries}, 0)`.mapWith(Number),
      typeCode: contents.icerikTuru,
      file: contents.file,
      fileType: contents.fileType,
    })
    .from(homework)
    .innerJoin(classMembers, and(eq(classMembers.classId, homework.classId), eq(classMembers.userId, userId)))
    .innerJoin(classes, eq(classes.id, homework.classId))
    .innerJoin(contents, eq(contents.id, homework.contentId))
    .leftJoin(homeworkProgress, and(eq(homeworkProgress.homeworkId, homework.id), eq(homeworkProgress.userId, userId)))
    .where(
      and(
        meantForPupil(runner, userId),
        homeworkId === undefined ? undefined : eq(homework.id, homeworkId),
        contentId === undefined ? undefined : eq(homework.contentId, contentId),
        classId === undefined ? undefined : eq(homework.classId, classId),
      ),
    )
    .orderBy(asc(homework.dueAt), asc(homework.id));
}

/** One item of the pupil's, or null (not theirs: another class's, or given to some classmates only). */
export async function pupilItem(
  runner: Pick<Db, "select">,
  userId: number,
  homeworkId: number,
): Promise<PupilHomework | null> {
  const [item] = await pupilItems(runner, userId, { homeworkId });
  return item ?? null;
}

/** Until when the pupil's homework of an entry holds its quiz's answers back (core/homework/homework.ts answersHeldUntil). */
export async function answersHeld(
  runner: Pick<Db, "select">,
  userId: number,
  contentId: number,
  now: Date,
): Promise<Date | "never" | null> {
  return answersHeldUntil(await pupilItems(runner, userId, { contentId }), now);
}

/** Whether the entry exists and offers what the kind asks (a quiz, a word list), or the refusal. */
export async function entryProblem(
  runner: Pick<Db, "select">,
  contentId: number,
  kind: HomeworkKind,
): Promise<"no-entry" | "kind-not-offered" | null> {
  const [entry] = await runner
    .select({ type: contents.icerikTuru })
    .from(contents)
    .where(eq(contents.id, contentId))
    .limit(1);
  if (!entry) return "no-entry";
  if (!kindsFor(entry.type as ContentTypeCode, kind === "deneme").includes(kind)) return "kind-not-offered";
  if (kind === "deneme") {
    // A deneme is its entry's quiz with the admin's settings (decision 0121): both, or none to sit.
    const [deneme] = await runner
      .select({ id: denemeSettings.contentId })
      .from(denemeSettings)
      .innerJoin(quizzes, eq(quizzes.contentId, denemeSettings.contentId))
      .where(eq(denemeSettings.contentId, contentId))
      .limit(1);
    if (!deneme) return "kind-not-offered";
  } else if (kind === "quiz") {
    const [quiz] = await runner
      .select({ id: quizzes.contentId })
      .from(quizzes)
      .where(eq(quizzes.contentId, contentId))
      .limit(1);
    if (!quiz) return "kind-not-offered";
  } else if (kind !== "read") {
    const [list] = await runner
      .select({ id: wordLists.contentId })
      .from(wordLists)
      .where(eq(wordLists.contentId, contentId))
      .limit(1);
    if (!list) return "kind-not-offered";
  }
  return null;
}

/** An entry's item needs its entry, offering the kind; a 'review' item has none to check. */
export async function targetProblem(
  runner: Pick<Db, "select">,
  input: { kind: HomeworkKind; contentId: number | null },
) {
  if (input.kind === "review") return null;
  return input.contentId === null ? ("no-entry" as const) : entryProblem(runner, input.contentId, input.kind);
}

/** Whether every id is a member of the class. */
export async function allMembers(runner: Pick<Db, "select">, classId: number, ids: number[]): Promise<boolean> {
  if (!ids.length) return true;
  const rows = await runner
    .select({ userId: classMembers.userId })
    .from(classMembers)
    .where(and(eq(classMembers.classId, classId), inArray(classMembers.userId, ids)));
  return rows.length === new Set(ids).size;
}
