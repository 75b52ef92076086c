import type { AppLoadContext } from "react-router";
import { daysLeftText, dueText, MY_HOMEWORK_PATH, resultText, stateOf } from "#core/homework/homework.ts";
import { trHomeworkPupil } from "#core/messages/homework-pupil.ts";
import { trHomeworkReview } from "#core/messages/homework-review.ts";
import { fileUrl } from "#core/content.ts";
import type { PupilHomework } from "#server/homework/queries.ts";
import type { PupilReviewHomework } from "#server/homework/daily-review.ts";
import { periodLength } from "#core/homework/daily-review.ts";
import { REVIEW_PATH } from "#core/review/review.ts";
import { requireUser } from "#app/lib/session.server.ts";

export const homeworkPath = (id: number) => `${MY_HOMEWORK_PATH}/${id}`;

/** An item as a pupil's list shows it: days left in words, or done (late or not) with its score. */
export function rowOf(item: PupilHomework, now: Date) {
  const state = stateOf(item);
  return {
    id: item.id,
    title: item.title,
    titleTr: item.titleTr,
    // A picture entry's own picture on its card (its thumbnail always exists); any other entry shows its type's icon.
    picture: item.fileType === "image" ? fileUrl({ sinif: item.grade, file: item.file }) : null,
    icon: trHomeworkPupil.typeIcon[item.typeCode] ?? "📘",
    kind: item.kind,
    className: item.className,
    note: item.note,
    due: dueText(item.dueAt),
    left: daysLeftText(item.dueAt, now),
    state,
    score: resultText(item),
    progress: null as string | null,
    to: homeworkPath(item.id),
  };
}

/**
 * A 'Günlük tekrar' item as the same card (docs/decisions/0119): its days met of the goal, done by
 * those days alone, and 'Başla' opening the day's review. "bu hafta" only when its period is a week or less.
 */
export function reviewRowOf(item: PupilReviewHomework, now: Date): ReturnType<typeof rowOf> {
  const title = trHomeworkReview.card(item.reviewDays, periodLength(item.createdAt, item.dueAt) <= 7);
  return {
    id: item.id,
    title,
    titleTr: title,
    picture: null,
    icon: "🔁",
    kind: "review",
    className: item.className,
    note: item.note,
    due: dueText(item.dueAt),
    left: daysLeftText(item.dueAt, now),
    state: item.state,
    score: trHomeworkReview.progress(item.progress.met, item.progress.goal),
    progress: trHomeworkReview.cardProgress(item.progress.met, item.progress.goal),
    to: REVIEW_PATH,
  };
}

export async function myHomeworkPage(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  const now = new Date();
  const items = await context.services.homework.mine(user.id);
  // A flashcard item is done by sorting its cards on the entry's page: read when the list is drawn.
  for (const [i, item] of items.entries())
    if (item.kind === "flashcards" && item.openedAt && !item.doneAt)
      items[i] = (await context.services.homework.checkFlashcards(user.id, item.id)) ?? item;
  const reviews = await context.services.homework.reviewHomework(user.id);
  const rows = [
    ...items.map((i) => ({ at: i.dueAt.getTime(), row: rowOf(i, now) })),
    ...reviews.map((r) => ({ at: r.dueAt.getTime(), row: reviewRowOf(r, now) })),
  ]
    .sort((a, b) => a.at - b.at)
    .map((r) => r.row);
  return {
    pupil: user.id,
    toDo: rows.filter((r) => r.state === "not-started" || r.state === "started"),
    done: rows.filter((r) => r.state === "done" || r.state === "late").reverse(),
  };
}
