import type { AppLoadContext } from "react-router";
import { daysLeftText, dueText, MY_HOMEWORK_PATH, resultText, stateOf } from "#core/homework/homework.ts";
import { trHomeworkPupil } from "#core/messages/homework-pupil.ts";
import { fileUrl } from "#core/content.ts";
import type { PupilHomework } from "#server/homework/queries.ts";
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
    to: homeworkPath(item.id),
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
  const rows = items.map((i) => rowOf(i, now));
  return {
    pupil: user.id,
    toDo: rows.filter((r) => r.state === "not-started" || r.state === "started"),
    done: rows.filter((r) => r.state === "done" || r.state === "late").reverse(),
  };
}
