/**
 * What a parent's side of homework shares between the teacher's slips page and the parent's
 * page (decision 0109): the slips' address and the parent's page's one-line summary.
 */
import { classPath } from "#core/classes/paths.ts";
import type { HomeworkState } from "./homework";

/** 'Veli bağlantıları (bütün sınıf)': the printable slips of a class's parents' links. */
export const parentSlipsPath = (classId: number) => `${classPath(classId)}/veli-baglantilari`;

/** How many of the items shown are done (on time or late) and how many still wait (not yet done, missed ones too). */
export function parentSummary(items: readonly { state: HomeworkState }[]): { done: number; waiting: number } {
  const done = items.filter((i) => i.state === "done" || i.state === "late").length;
  return { done, waiting: items.length - done };
}
