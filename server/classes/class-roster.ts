/**
 * A class's members as its teacher's page lists them (docs/decisions/0066, 0088): names and
 * consent, and the work's summary only where the parent's consent is recorded and only of a
 * class pupil. Part of the class pupils' service (class-pupils.ts).
 */
import { and, asc, count, desc, eq, gt, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import {
  classMembers,
  contents,
  homework,
  homeworkProgress,
  pupilMarks,
  quizResults,
  users,
} from "#server/db/schema.ts";
import { reviewWeeks, type ReviewWeek } from "#server/review/review-summary.ts";
import { byName, classOf, type Caller } from "./class-access";

/** A member of a class as the teacher's page lists it: results only with the parent's consent. */
export interface RosterMember {
  userId: number;
  displayName: string;
  joinedAt: Date;
  /** True for a class pupil (made by the teacher, signs in with pictures). */
  classPupil: boolean;
  consentAt: Date | null;
  /** Null until consent is recorded (nothing of the pupil's work is read before), and always for an own account (docs/decisions/0088). */
  progress: PupilProgress | null;
}

export interface PupilProgress {
  /** Entries the pupil marked 'Tamamladım'. */
  done: number;
  /** Quizzes with a result. */
  quizzes: number;
  /** The latest quiz results (best of each), at most five, newest first. */
  latest: { entryId: number; title: string; best: number; total: number }[];
  /** 'Günlük tekrar' this week: days the goal was met, the streak, words due (decision 0116). */
  review: ReviewWeek;
}

/** One member of a class, before removing it: whether its account goes (a class pupil) or only its membership. */
export interface MemberToRemove {
  class: { id: number; name: string };
  userId: number;
  displayName: string;
  classPupil: boolean;
}

/**
 * The class pupils' work, a line each, in five queries for the whole class (not four a pupil:
 * a class of 30 was 120 queries a page). Tests solved are the entries whose quiz was scored, on the
 * entry's page or as this class's homework: the class page and the grid must not disagree.
 */
async function progressOfPupils(db: Db, userIds: number[], classId: number): Promise<Map<number, PupilProgress>> {
  const weeks = await reviewWeeks(db, userIds);
  const progress = new Map<number, PupilProgress>(
    userIds.map((id) => [id, { done: 0, quizzes: 0, latest: [], review: weeks.get(id)! }]),
  );
  if (userIds.length === 0) return progress;
  const done = await db
    .select({ userId: pupilMarks.userId, done: count() })
    .from(pupilMarks)
    .where(and(inArray(pupilMarks.userId, userIds), isNotNull(pupilMarks.doneAt)))
    .groupBy(pupilMarks.userId);
  const results = await db
    .select({
      userId: quizResults.userId,
      entryId: quizResults.contentId,
      title: contents.konuIng,
      best: quizResults.best,
      total: quizResults.total,
    })
    .from(quizResults)
    .innerJoin(contents, eq(contents.id, quizResults.contentId))
    .where(inArray(quizResults.userId, userIds))
    .orderBy(desc(quizResults.updatedAt), desc(quizResults.contentId));
  const assigned = await db
    .select({ userId: homeworkProgress.userId, contentId: homework.contentId })
    .from(homeworkProgress)
    .innerJoin(homework, eq(homework.id, homeworkProgress.homeworkId))
    .where(
      and(
        inArray(homeworkProgress.userId, userIds),
        eq(homeworkProgress.classId, classId),
        gt(homeworkProgress.tries, 0),
      ),
    );
  const solved = new Map<number, Set<number>>(userIds.map((id) => [id, new Set()]));
  for (const r of done) progress.get(r.userId)!.done = Number(r.done);
  for (const { userId, ...result } of results) {
    solved.get(userId)!.add(result.entryId);
    const latest = progress.get(userId)!.latest;
    if (latest.length < 5) latest.push(result);
  }
  // Tries are of an entry's quiz: a 'Günlük tekrar' item (no entry, docs/decisions/0119) has none.
  for (const r of assigned) if (r.contentId !== null) solved.get(r.userId)!.add(r.contentId);
  for (const [userId, entries] of solved) progress.get(userId)!.quizzes = entries.size;
  return progress;
}

/**
 * Every member of the teacher's class, class pupils first: name, consent, and the
 * work's summary only where the parent's consent is recorded and only of a class pupil,
 * whose whole account is the class's. A pupil with an own account is the class's only in
 * its homework (the grid); their marks and quiz results are the whole site's, and other
 * classes' work among them: never read here (docs/decisions/0088). Null when not hers.
 */
export async function roster(db: Db, caller: Caller, classId: number): Promise<RosterMember[] | null> {
  if (!(await classOf(db, caller, classId))) return null;
  const rows = await db
    .select({
      userId: classMembers.userId,
      displayName: classMembers.displayName,
      joinedAt: classMembers.joinedAt,
      consentAt: classMembers.consentAt,
      pupilClass: users.classId,
    })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(eq(classMembers.classId, classId))
    .orderBy(asc(classMembers.userId));
  const shown = (r: (typeof rows)[number]) => r.consentAt !== null && r.pupilClass === classId;
  const progress = await progressOfPupils(
    db,
    rows.filter(shown).map((r) => r.userId),
    classId,
  );
  return byName(rows).map((r) => ({
    userId: r.userId,
    displayName: r.displayName,
    joinedAt: r.joinedAt,
    classPupil: r.pupilClass === classId,
    consentAt: r.consentAt,
    progress: shown(r) ? progress.get(r.userId)! : null,
  }));
}

/**
 * One member of the teacher's class, for the confirmation before removing it: the name,
 * and whether it is a class pupil (whose account goes) or an own account (which only
 * leaves). Null when the class is not hers or the account is not a member of it.
 */
export async function memberToRemove(
  db: Db,
  caller: Caller,
  classId: number,
  userId: number,
): Promise<MemberToRemove | null> {
  const found = await classOf(db, caller, classId);
  if (!found) return null;
  const [row] = await db
    .select({ userId: classMembers.userId, displayName: classMembers.displayName, pupilClass: users.classId })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
    .limit(1);
  return row
    ? {
        class: { id: found.id, name: found.name },
        userId: row.userId,
        displayName: row.displayName,
        classPupil: row.pupilClass === classId,
      }
    : null;
}
