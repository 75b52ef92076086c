import { redirect, type AppLoadContext } from "react-router";
import { denemePath, examPath } from "#core/deneme/deneme.ts";
import { trDeneme } from "#core/messages/deneme.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { getUser, requireUser } from "#app/lib/session.server.ts";
import { notFound } from "#app/lib/load.server.ts";

const contentIdOf = (param: string | undefined) => {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : notFound();
};

/** The deneme's start page: its facts for everyone; the pupil's running attempt and history when signed in. */
export async function startPage(request: Request, context: AppLoadContext, param: string | undefined) {
  const contentId = contentIdOf(param);
  const user = await getUser(request, context);
  const intro = await context.services.deneme.intro(user?.id ?? null, contentId);
  if (!intro) notFound();
  return { ...intro, signedIn: user !== null };
}

/** 'Başla': the attempt starts at the server's time; any time the form sends is not read. */
export async function startAction(request: Request, context: AppLoadContext, param: string | undefined) {
  const user = await requireUser(request, context);
  const contentId = contentIdOf(param);
  // A start counts against the pupil's hourly posts too: attempts started and finished over and over stop there.
  if (!(await context.services.deneme.takeSave(user.id)))
    throw await redirectWithToast(context, denemePath(contentId), trDeneme.tooMany, "error");
  const started = await context.services.deneme.start(user.id, contentId);
  if (!started) notFound();
  throw redirect(examPath(contentId));
}
