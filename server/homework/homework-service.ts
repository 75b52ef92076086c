import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { ContentTypeCode } from "#core/content-types.ts";
import { kindsFor, MAX_HOMEWORK_PER_CLASS, type HomeworkKind } from "#core/homework.ts";
import type { HomeworkInput } from "#core/homework-form.ts";
import type { Db } from "#server/db/client.ts";
import { classes, classMembers, contents, homework, homeworkPupils, quizzes, wordLists, type Role } from "#server/db/schema.ts";

/** Who asks: a teacher (only her own classes) or an admin (any class, for upkeep). */
export type Caller = { id: number; role: Role };

/** A homework item as its class's teacher sees it. */
export interface HomeworkView {
  id: number;
  classId: number;
  contentId: number;
  title: string;
  titleTr: string;
  grade: number;
  kind: HomeworkKind;
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

export type AssignResult = { ok: true; homework: HomeworkView } | { ok: false; code: "no-entry" | "kind-not-offered" | "pupils-invalid" | "too-many" };

const columns = {
  id: homework.id,
  classId: homework.classId,
  contentId: homework.contentId,
  title: contents.konuIng,
  titleTr: contents.konuTr,
  grade: contents.sinif,
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

/**
 * 'Ödevler' (issue 35; docs/decisions/0069). Every teacher's method takes the caller and
 * reads or changes a class's homework only where the class is the caller's own (an admin:
 * any class), in the query itself: another teacher's class answers as no class (null).
 */
export function createHomeworkService(db: Db) {
  /** The class's id when the caller may manage it, else null. */
  async function ownClass(runner: Pick<Db, "select">, caller: Caller, classId: number): Promise<number | null> {
    const mine = caller.role === "teacher" ? eq(classes.teacherId, caller.id) : caller.role === "admin" ? sql`true` : sql`false`;
    const [row] = await runner.select({ id: classes.id }).from(classes).where(and(eq(classes.id, classId), mine)).limit(1);
    return row?.id ?? null;
  }

  /** Whether the entry exists and offers what the kind asks (a quiz, a word list), or the refusal. */
  async function entryProblem(runner: Pick<Db, "select">, contentId: number, kind: HomeworkKind): Promise<"no-entry" | "kind-not-offered" | null> {
    const [entry] = await runner.select({ type: contents.icerikTuru }).from(contents).where(eq(contents.id, contentId)).limit(1);
    if (!entry) return "no-entry";
    if (!kindsFor(entry.type as ContentTypeCode).includes(kind)) return "kind-not-offered";
    if (kind === "quiz") {
      const [quiz] = await runner.select({ id: quizzes.contentId }).from(quizzes).where(eq(quizzes.contentId, contentId)).limit(1);
      if (!quiz) return "kind-not-offered";
    } else if (kind !== "read") {
      const [list] = await runner.select({ id: wordLists.contentId }).from(wordLists).where(eq(wordLists.contentId, contentId)).limit(1);
      if (!list) return "kind-not-offered";
    }
    return null;
  }

  /** Whether every id is a member of the class. */
  async function allMembers(runner: Pick<Db, "select">, classId: number, ids: number[]): Promise<boolean> {
    if (!ids.length) return true;
    const rows = await runner
      .select({ userId: classMembers.userId })
      .from(classMembers)
      .where(and(eq(classMembers.classId, classId), inArray(classMembers.userId, ids)));
    return rows.length === new Set(ids).size;
  }

  async function pupilsOf(ids: number[]): Promise<Map<number, number[]>> {
    if (!ids.length) return new Map();
    const rows = await db.select({ homeworkId: homeworkPupils.homeworkId, userId: homeworkPupils.userId }).from(homeworkPupils).where(inArray(homeworkPupils.homeworkId, ids));
    const map = new Map<number, number[]>();
    for (const r of rows) map.set(r.homeworkId, [...(map.get(r.homeworkId) ?? []), r.userId]);
    return map;
  }

  async function viewsOf(where: ReturnType<typeof and>): Promise<HomeworkView[]> {
    const rows = await db.select(columns).from(homework).innerJoin(contents, eq(contents.id, homework.contentId)).where(where).orderBy(asc(homework.dueAt), asc(homework.id));
    const pupils = await pupilsOf(rows.map((r) => r.id));
    return rows.map((r) => ({ ...r, pupils: (pupils.get(r.id) ?? []).sort((a, b) => a - b) }));
  }

  /** Only a quiz keeps quiz settings; only a self-test its pass mark (the rest keep the defaults). */
  const settingsOf = (input: HomeworkInput) => ({
    kind: input.kind,
    contentId: input.contentId,
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

  const service = {
    /** The class's homework, soonest due first; null when the class is not the caller's. */
    async list(caller: Caller, classId: number): Promise<HomeworkView[] | null> {
      const id = await ownClass(db, caller, classId);
      if (id === null) return null;
      return viewsOf(eq(homework.classId, id));
    },

    /** One item of the caller's class, or null. */
    async get(caller: Caller, classId: number, homeworkId: number): Promise<HomeworkView | null> {
      const id = await ownClass(db, caller, classId);
      if (id === null) return null;
      const [found] = await viewsOf(and(eq(homework.classId, id), eq(homework.id, homeworkId)));
      return found ?? null;
    },

    /** A new item for the caller's class; null when the class is not the caller's. */
    async assign(caller: Caller, classId: number, input: HomeworkInput): Promise<AssignResult | null> {
      const result = await db.transaction(async (tx) => {
        const id = await ownClass(tx, caller, classId);
        if (id === null) return null;
        // The class row locked: two assignments at once count against the limit one after the other.
        await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, id)).for("update");
        const [{ n }] = await tx.select({ n: count() }).from(homework).where(eq(homework.classId, id));
        if (Number(n) >= MAX_HOMEWORK_PER_CLASS) return { ok: false as const, code: "too-many" as const };
        const problem = await entryProblem(tx, input.contentId, input.kind);
        if (problem) return { ok: false as const, code: problem };
        if (!(await allMembers(tx, id, input.pupils))) return { ok: false as const, code: "pupils-invalid" as const };
        const [row] = await tx
          .insert(homework)
          .values({ classId: id, ...settingsOf(input) })
          .returning({ id: homework.id });
        await writePupils(tx, id, row.id, input.pupils);
        return { ok: true as const, id: row.id };
      });
      if (!result) return null;
      if (!result.ok) return result;
      return { ok: true, homework: (await service.get(caller, classId, result.id))! };
    },

    /** Changes an item of the caller's class; null when it is not there (or not the caller's). */
    async update(caller: Caller, classId: number, homeworkId: number, input: HomeworkInput): Promise<AssignResult | null> {
      const result = await db.transaction(async (tx) => {
        const id = await ownClass(tx, caller, classId);
        if (id === null) return null;
        const [found] = await tx.select({ id: homework.id }).from(homework).where(and(eq(homework.id, homeworkId), eq(homework.classId, id))).for("update").limit(1);
        if (!found) return null;
        const problem = await entryProblem(tx, input.contentId, input.kind);
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
      return { ok: true, homework: (await service.get(caller, classId, homeworkId))! };
    },

    /** Deletes an item of the caller's class with everything pupils did of it; false when not there. */
    async remove(caller: Caller, classId: number, homeworkId: number): Promise<boolean> {
      const id = await ownClass(db, caller, classId);
      if (id === null) return false;
      const gone = await db
        .delete(homework)
        .where(and(eq(homework.id, homeworkId), eq(homework.classId, id)))
        .returning({ id: homework.id });
      return gone.length > 0;
    },

    /** The classes a teacher may assign to (an admin assigns from a class's page or the API), newest first. */
    async classesOf(caller: Caller) {
      if (caller.role !== "teacher") return [];
      return db.select({ id: classes.id, name: classes.name, grade: classes.grade }).from(classes).where(eq(classes.teacherId, caller.id)).orderBy(desc(classes.createdAt), desc(classes.id));
    },

    /** The members of the caller's class (for choosing some of them), or null. */
    async membersOf(caller: Caller, classId: number) {
      const id = await ownClass(db, caller, classId);
      if (id === null) return null;
      return db.select({ userId: classMembers.userId, displayName: classMembers.displayName }).from(classMembers).where(eq(classMembers.classId, id)).orderBy(asc(classMembers.displayName));
    },
  };
  return service;
}

export type HomeworkService = ReturnType<typeof createHomeworkService>;
