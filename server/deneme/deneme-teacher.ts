/**
 * The teacher's deneme of a class (decision 0123): the denemes to start, 'Sınıfta başlat', the
 * class's report and the printable booklet. Every read goes through classOf (the class is the
 * caller's, a teacher's); the report reads only the pupils whose parent's consent is recorded,
 * as the homework grid does (docs/decisions/0066).
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { shownQuestion, type ShownQuestion } from "#core/deneme/deneme.ts";
import type { DenemeForm, Letter } from "#core/deneme/forms.ts";
import { denemeReport, type DenemeReport } from "#core/deneme/report.ts";
import { byTurkishName } from "#core/text.ts";
import { classOf, type Caller } from "#server/classes/class-access.ts";
import type { Db } from "#server/db/client.ts";
import { classMembers, contents, denemeAnswers, denemeAttempts, denemeSettings, homework } from "#server/db/schema.ts";
import { denemeOf, finishExpiredOf, keysOf, type DenemeEntry } from "./deneme-common";
import { sessionsOf, startSession, type ClassSession } from "./deneme-teacher-session";

export interface DenemeChoice {
  entry: DenemeEntry;
  form: DenemeForm;
  minutes: number;
}

export interface ClassDenemes {
  class: { id: number; name: string };
  /** Every deneme of any grade, the class's grade first. */
  denemes: DenemeChoice[];
  sessions: ClassSession[];
}

/** The class's deneme page: the denemes to start and the sessions started. Null: not the caller's class. */
export async function classDenemes(db: Db, caller: Caller, classId: number): Promise<ClassDenemes | null> {
  const own = await classOf(db, caller, classId);
  if (!own) return null;
  const rows = await db
    .select({
      entry: { id: contents.id, sinif: contents.sinif, konuIng: contents.konuIng, konuTr: contents.konuTr },
      form: denemeSettings.form,
      minutes: denemeSettings.minutes,
    })
    .from(denemeSettings)
    .innerJoin(contents, eq(contents.id, denemeSettings.contentId))
    .orderBy(sql`${contents.sinif} <> ${own.grade}`, asc(contents.sinif), asc(contents.konuIng));
  return { class: { id: own.id, name: own.name }, denemes: rows, sessions: await sessionsOf(db, own.id) };
}

/** 'Sınıfta başlat': null when the class is not the caller's or the entry has no deneme. */
export async function startForClass(db: Db, caller: Caller, classId: number, contentId: number) {
  const own = await classOf(db, caller, classId);
  const deneme = own ? await denemeOf(db, contentId) : null;
  if (!own || !deneme) return null;
  return startSession(db, own.id, deneme);
}

export interface ClassReport extends DenemeReport {
  class: { id: number; name: string };
  entry: DenemeEntry;
  form: DenemeForm;
  questions: number;
  session: ClassSession | null;
}

/**
 * The finished attempts' choices of the latest attempt for the class of each listed pupil (in its
 * sessions, or at home as its homework); their attempts whose time is up are finished first
 * (decision 0128).
 */
async function latestChoices(db: Db, classId: number, contentId: number, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, Map<number, Letter | null>>();
  // The class's sittings: those in its sessions, and those begun at home after the class was given the
  // deneme as homework (the homework's own rule, decision 0124), so the grid's column and its report agree.
  const givenAt = db
    .select({ at: sql`min(${homework.createdAt})` })
    .from(homework)
    .where(and(eq(homework.classId, classId), eq(homework.contentId, contentId), eq(homework.kind, "deneme")));
  const inClass = and(
    or(
      eq(denemeAttempts.classId, classId),
      and(isNull(denemeAttempts.classId), gte(denemeAttempts.startedAt, sql`(${givenAt})`)),
    ),
    eq(denemeAttempts.contentId, contentId),
    inArray(denemeAttempts.userId, userIds),
  );
  // A pupil who closed the page: the time is up, and the report scores what was saved (decision 0128),
  // their homework sitting of it too, so the grid says the same as the report.
  await finishExpiredOf(db, [contentId], userIds);
  const attempts = await db
    .selectDistinctOn([denemeAttempts.userId], { id: denemeAttempts.id, userId: denemeAttempts.userId })
    .from(denemeAttempts)
    .where(and(inClass, isNotNull(denemeAttempts.finishedAt)))
    .orderBy(denemeAttempts.userId, sql`${denemeAttempts.startedAt} desc`);
  const answers = attempts.length
    ? await db
        .select()
        .from(denemeAnswers)
        .where(
          inArray(
            denemeAnswers.attemptId,
            attempts.map((a) => a.id),
          ),
        )
    : [];
  const byUser = new Map(attempts.map((a) => [a.userId, new Map<number, Letter | null>()]));
  const owner = new Map(attempts.map((a) => [a.id, a.userId]));
  for (const x of answers) byUser.get(owner.get(x.attemptId)!)!.set(x.question, x.choice);
  return byUser;
}

/** The class's report of a deneme; null: not the caller's class, or no such deneme. */
export async function classReport(db: Db, caller: Caller, classId: number, contentId: number) {
  const own = await classOf(db, caller, classId);
  const deneme = own ? await denemeOf(db, contentId) : null;
  if (!own || !deneme) return null;
  const members = await db
    .select({ userId: classMembers.userId, displayName: classMembers.displayName })
    .from(classMembers)
    .where(and(eq(classMembers.classId, own.id), isNotNull(classMembers.consentAt)));
  const choices = await latestChoices(
    db,
    own.id,
    contentId,
    members.map((m) => m.userId),
  );
  const pupils = members.sort(byTurkishName).map((m) => ({ ...m, choices: choices.get(m.userId) ?? null }));
  const report = denemeReport(deneme.form, keysOf(deneme), deneme.topics, pupils);
  const [session] = await sessionsOf(db, own.id, contentId);
  return {
    ...report,
    class: { id: own.id, name: own.name },
    entry: deneme.entry,
    form: deneme.form,
    questions: deneme.questions.length,
    session: session ?? null,
  } satisfies ClassReport;
}

/** The printable booklet: the questions and options, never the key. Null: not the caller's class, or no deneme. */
export async function booklet(db: Db, caller: Caller, classId: number, contentId: number) {
  const own = await classOf(db, caller, classId);
  const deneme = own ? await denemeOf(db, contentId) : null;
  if (!own || !deneme) return null;
  const questions: ShownQuestion[] = deneme.questions.map(shownQuestion);
  return {
    class: { id: own.id, name: own.name },
    entry: deneme.entry,
    form: deneme.form,
    minutes: deneme.minutes,
    questions,
  };
}

/** Whether the user is a member of the class: its pupils' optical form is theirs only. */
export async function isMember(db: Db, userId: number, classId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: classMembers.userId })
    .from(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The teacher's part of the deneme service (server/deneme/deneme-service.ts). */
export interface DenemeTeacher {
  isMember(userId: number, classId: number): Promise<boolean>;
  classDenemes(caller: Caller, classId: number): Promise<ClassDenemes | null>;
  /** 'Sınıfta başlat': the session started, or the one running (`started: false`); null: not the caller's class or no deneme. */
  startForClass(
    caller: Caller,
    classId: number,
    contentId: number,
  ): Promise<{ session: ClassSession; started: boolean } | null>;
  classReport(caller: Caller, classId: number, contentId: number): Promise<ClassReport | null>;
  booklet(caller: Caller, classId: number, contentId: number): ReturnType<typeof booklet>;
}

export const denemeTeacher = (db: Db): DenemeTeacher => ({
  isMember: (userId, classId) => isMember(db, userId, classId),
  classDenemes: (caller, classId) => classDenemes(db, caller, classId),
  startForClass: (caller, classId, contentId) => startForClass(db, caller, classId, contentId),
  classReport: (caller, classId, contentId) => classReport(db, caller, classId, contentId),
  booklet: (caller, classId, contentId) => booklet(db, caller, classId, contentId),
});
