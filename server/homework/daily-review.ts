/**
 * 'Günlük tekrar' as homework (docs/decisions/0119): a 'review' item has no entry and no
 * progress row. What a pupil did of it is read, each time it is shown, from the days they met
 * their daily goal (review_days, kept by server/review), counted inside the item's period: the
 * pupil's list, the teacher's grid and the parent's page all read it here, so they cannot
 * disagree, and no button can say done while the days say otherwise.
 */
import { and, asc, eq } from "drizzle-orm";
import { progressOf, reviewState, type ReviewProgress } from "#core/homework/daily-review.ts";
import type { GridCellData } from "#core/homework/grid.ts";
import type { HomeworkState } from "#core/homework/homework.ts";
import type { Db } from "#server/db/client.ts";
import { classes, classMembers, homework } from "#server/db/schema.ts";
import { metDaysOf } from "#server/review/review-summary.ts";
import { meantForPupil } from "./queries";

/** A 'review' item as its pupil (or the pupil's parent) sees it, with the days met so far. */
export interface PupilReviewHomework {
  id: number;
  classId: number;
  className: string;
  note: string;
  /** The period: from the day the item was given to its due time. */
  createdAt: Date;
  dueAt: Date;
  reviewDays: number;
  progress: ReviewProgress;
  state: HomeworkState;
}

/**
 * The pupil's 'review' items, soonest due first: in a class of theirs, meant for the whole class
 * or for them among some (the same rule as an entry's items), `classId` narrowing to one class.
 */
export async function pupilReviewItems(
  db: Db,
  userId: number,
  { classId }: { classId?: number } = {},
): Promise<PupilReviewHomework[]> {
  const rows = await db
    .select({
      id: homework.id,
      classId: homework.classId,
      className: classes.name,
      note: homework.note,
      createdAt: homework.createdAt,
      dueAt: homework.dueAt,
      reviewDays: homework.reviewDays,
    })
    .from(homework)
    .innerJoin(classMembers, and(eq(classMembers.classId, homework.classId), eq(classMembers.userId, userId)))
    .innerJoin(classes, eq(classes.id, homework.classId))
    .where(
      and(
        eq(homework.kind, "review"),
        meantForPupil(db, userId),
        classId === undefined ? undefined : eq(homework.classId, classId),
      ),
    )
    .orderBy(asc(homework.dueAt), asc(homework.id));
  if (rows.length === 0) return [];
  const met = (await metDaysOf(db, [userId])).get(userId)!;
  return rows.map((r) => {
    const item = { ...r, reviewDays: r.reviewDays ?? 1 };
    const progress = progressOf(met, item);
    return { ...item, progress, state: reviewState(progress.met, progress.goal) };
  });
}

/**
 * The grid's cells of its 'review' items for the pupils given (the caller passes only those
 * whose parents consented), keyed "item:pupil": the state and the days met of the goal.
 */
export async function reviewCells(
  db: Db,
  items: { id: number; kind: string; createdAt: Date; dueAt: Date; reviewDays: number | null }[],
  userIds: number[],
): Promise<Map<string, GridCellData>> {
  const cells = new Map<string, GridCellData>();
  const reviews = items.filter((h) => h.kind === "review" && h.reviewDays !== null);
  if (reviews.length === 0 || userIds.length === 0) return cells;
  for (const [userId, met] of await metDaysOf(db, userIds))
    for (const h of reviews) {
      const days = progressOf(met, { ...h, reviewDays: h.reviewDays! });
      cells.set(`${h.id}:${userId}`, { state: reviewState(days.met, days.goal), score: null, total: null, days });
    }
  return cells;
}
