import type { AppLoadContext } from "react-router";
import { dueText } from "#core/homework/homework.ts";
import { trDeneme } from "#core/messages/deneme.ts";
import { notFound } from "#app/lib/load.server.ts";
import { requireUser } from "#app/lib/session.server.ts";
import { studyLinks } from "./study.server";

/** A finished attempt's result, its owner's only; a running attempt (or another pupil's) has none: 404. */
export async function resultPage(request: Request, context: AppLoadContext, param: string | undefined) {
  const user = await requireUser(request, context);
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  const result = await context.services.deneme.result(user.id, id);
  if (!result) notFound();
  const { keyHeld } = result;
  // The sentence the page says while the pupil's homework holds the key back (decision 0127).
  return {
    ...result,
    keyHeld: keyHeld && trDeneme.keyHeld(keyHeld === "never" ? null : dueText(keyHeld)),
    study: await studyLinks(context, result.entry.sinif, result.topics.map((t) => t.topic).filter(Boolean)),
  };
}
