import type { AppLoadContext } from "react-router";
import { parseEntryId } from "#core/content.ts";
import { HOMEWORK_FROM_PARAM, stateOf, type OpenedFromHomework } from "#core/homework/homework.ts";
import type { SessionUser } from "#server/auth/auth-types.ts";
import { homeworkPath } from "./mine.server";

/**
 * The homework item an entry's page was opened from (`?odev=12`), when it is the signed-in
 * pupil's own and of this very entry; anything else shows nothing, as if the query were absent.
 */
export async function openedFromHomework(
  context: AppLoadContext,
  url: URL,
  user: SessionUser | null,
  entryId: number,
): Promise<OpenedFromHomework | null> {
  const id = parseEntryId(url.searchParams.get(HOMEWORK_FROM_PARAM) ?? "");
  if (!user || id === null) return null;
  const item = await context.services.homework.one(user.id, id);
  // A reading is the one kind finished on the entry's own page; the others are done on the homework page.
  if (!item || item.contentId !== entryId || item.kind !== "read") return null;
  const state = stateOf(item);
  return { path: homeworkPath(id), title: item.titleTr || item.title, done: state === "done" || state === "late" };
}
