import type { AppLoadContext } from "react-router";
import { notFound } from "#app/lib/load.server.ts";
import { requireUser } from "#app/lib/session.server.ts";

/** A finished attempt's result, its owner's only; a running attempt (or another pupil's) has none: 404. */
export async function resultPage(request: Request, context: AppLoadContext, param: string | undefined) {
  const user = await requireUser(request, context);
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  const result = await context.services.deneme.result(user.id, id);
  if (!result) notFound();
  return result;
}
