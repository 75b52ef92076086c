/**
 * Homework's deneme items read as they are now (decision 0128): an attempt whose time ran out while
 * the pupil had closed the page is finished before an item is read, through the deneme's one
 * finishing step, so the teacher's grid, the pupil's 'Ödevlerim' and the parent's link all say it
 * done with its net, whoever reads first.
 */
import type { Db } from "#server/db/client.ts";
import { finishExpiredOf } from "#server/deneme/deneme-common.ts";
import { pupilItems, type PupilHomework, type PupilScope } from "./queries";

/** Finishes those pupils' expired attempts of the items' denemes. False, asking nothing, when there is no deneme item or no pupil. */
export async function finishDenemes(db: Db, items: { kind: string; contentId: number | null }[], userIds: number[]) {
  const denemes = items.flatMap((h) => (h.kind === "deneme" && h.contentId !== null ? [h.contentId] : []));
  if (denemes.length === 0 || userIds.length === 0) return false;
  await finishExpiredOf(db, [...new Set(denemes)], userIds);
  return true;
}

/**
 * The pupil's items (queries.ts pupilItems), read again after finishing when a deneme item is not
 * done yet: what ran out is then seen done, whether this read finished it or the pupil's own finish did.
 */
export async function pupilItemsNow(db: Db, userId: number, scope: PupilScope = {}): Promise<PupilHomework[]> {
  const items = await pupilItems(db, userId, scope);
  const open = items.filter((i) => !i.doneAt);
  return (await finishDenemes(db, open, [userId])) ? pupilItems(db, userId, scope) : items;
}
