/**
 * A deneme given as homework (docs/decisions/0124): the item is done by the pupil's first deneme of
 * its entry finished after the item was given, with the net as its score and the questions as its
 * total. Written by the deneme's one finishing step (server/deneme/deneme-common.ts), in its
 * transaction, so 'Bitir', the time running out and a teacher's class sitting all count the same;
 * every reader of homework (the pupil's list, the grid, the parent's link) then reads its progress
 * as any other item's.
 */
import { and, eq, isNull, lte } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { classMembers, homework, homeworkProgress } from "#server/db/schema.ts";
import { meantForPupil } from "./queries";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface FinishedDeneme {
  userId: number;
  contentId: number;
  startedAt: Date;
  finishedAt: Date;
  net: number;
  questions: number;
}

export async function recordDenemeHomework(tx: Tx, done: FinishedDeneme): Promise<void> {
  const items = await tx
    .select({ id: homework.id, classId: homework.classId, dueAt: homework.dueAt })
    .from(homework)
    .innerJoin(classMembers, and(eq(classMembers.classId, homework.classId), eq(classMembers.userId, done.userId)))
    .where(
      and(
        eq(homework.kind, "deneme"),
        eq(homework.contentId, done.contentId),
        // A sitting begun before the item was given is not the homework's.
        lte(homework.createdAt, done.startedAt),
        meantForPupil(tx, done.userId),
      ),
    );
  for (const item of items) {
    const finished = {
      doneAt: done.finishedAt,
      doneDueAt: item.dueAt,
      score: done.net,
      total: done.questions,
      tries: 1,
    };
    await tx
      .insert(homeworkProgress)
      .values({
        homeworkId: item.id,
        classId: item.classId,
        userId: done.userId,
        openedAt: done.startedAt,
        ...finished,
      })
      // The first deneme finished counts; one opened before (the item's page) only gets done.
      .onConflictDoUpdate({
        target: [homeworkProgress.homeworkId, homeworkProgress.userId],
        set: finished,
        setWhere: isNull(homeworkProgress.doneAt),
      });
  }
}
