/**
 * The teacher's homework grid (docs/decisions/0069): the class's pupils with consent as rows, its
 * items as columns, each cell the pupil's state and counted score. Its deneme items' attempts whose
 * time ran out are finished first (decision 0128). Split from teacher.ts, which assigns and changes items.
 */
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { GridCellData, GridData } from "#core/homework/grid.ts";
import { stateOf } from "#core/homework/homework.ts";
import { byTurkishName } from "#core/text.ts";
import { trHomeworkReview } from "#core/messages/homework-review.ts";
import type { Db } from "#server/db/client.ts";
import { classMembers, contents, homework, homeworkProgress, homeworkPupils } from "#server/db/schema.ts";
import { reviewCells } from "./daily-review";
import { finishDenemes } from "./deneme-items";
import { ownClass, type Caller } from "./queries";

/** The class's progress rows of the pupils whose parent's consent is recorded. */
const progressOf = (db: Db, classId: number) =>
  db
    .select({
      homeworkId: homeworkProgress.homeworkId,
      userId: homeworkProgress.userId,
      openedAt: homeworkProgress.openedAt,
      doneAt: homeworkProgress.doneAt,
      doneDueAt: homeworkProgress.doneDueAt,
      score: homeworkProgress.score,
      total: homeworkProgress.total,
    })
    .from(homeworkProgress)
    .innerJoin(
      classMembers,
      and(eq(classMembers.classId, homeworkProgress.classId), eq(classMembers.userId, homeworkProgress.userId)),
    )
    .where(and(eq(homeworkProgress.classId, classId), isNotNull(classMembers.consentAt)));

/** The teacher's grid (see the interface): nothing of a pupil's work is read without the parent's consent. */
export async function grid(db: Db, caller: Caller, classId: number): Promise<GridData | null> {
  const id = await ownClass(db, caller, classId);
  if (id === null) return null;
  const [items, members, read, chosen] = await Promise.all([
    db
      .select({
        id: homework.id,
        title: contents.konuIng,
        kind: homework.kind,
        contentId: homework.contentId,
        dueAt: homework.dueAt,
        createdAt: homework.createdAt,
        reviewDays: homework.reviewDays,
      })
      .from(homework)
      .leftJoin(contents, eq(contents.id, homework.contentId))
      .where(eq(homework.classId, id))
      .orderBy(asc(homework.dueAt), asc(homework.id)),
    db
      .select({ userId: classMembers.userId, displayName: classMembers.displayName, consentAt: classMembers.consentAt })
      .from(classMembers)
      .where(eq(classMembers.classId, id)),
    progressOf(db, id),
    db
      .select({ homeworkId: homeworkPupils.homeworkId, userId: homeworkPupils.userId })
      .from(homeworkPupils)
      .where(eq(homeworkPupils.classId, id)),
  ]);
  const consented = members.filter((m) => m.consentAt !== null).map((m) => m.userId);
  // Read with the rest, so a grid without a deneme stays one round. With one, read again after the
  // finishing: what ran out before this read is then seen done, whether this read finished it or the
  // pupil's own finish did just before (it may have come between the first read and the finishing).
  const progress = (await finishDenemes(db, items, consented)) ? await progressOf(db, id) : read;
  const done = new Map(progress.map((p) => [`${p.homeworkId}:${p.userId}`, p]));
  const reviews = await reviewCells(db, items, consented);
  const some = new Map<number, Set<number>>();
  for (const c of chosen) some.set(c.homeworkId, (some.get(c.homeworkId) ?? new Set()).add(c.userId));
  const rows = members.sort(byTurkishName).map((m) => ({
    userId: m.userId,
    displayName: m.displayName,
    consent: m.consentAt !== null,
    cells: m.consentAt
      ? items.map((h): GridCellData | null => {
          if (some.has(h.id) && !some.get(h.id)!.has(m.userId)) return null;
          const review = reviews.get(`${h.id}:${m.userId}`);
          if (review) return review;
          const p = done.get(`${h.id}:${m.userId}`);
          return {
            state: stateOf({
              dueAt: h.dueAt,
              openedAt: p?.openedAt ?? null,
              doneAt: p?.doneAt ?? null,
              doneDueAt: p?.doneDueAt ?? null,
            }),
            score: p?.score ?? null,
            total: p?.total ?? null,
            ...(h.kind === "deneme" ? { net: true } : {}),
          };
        })
      : null,
  }));
  const named = items.map(({ id, title, kind, contentId, dueAt, reviewDays }) => ({
    id,
    kind,
    contentId,
    dueAt,
    title: reviewDays === null ? (title ?? "") : trHomeworkReview.itemTitle(reviewDays),
  }));
  return { items: named, rows };
}
