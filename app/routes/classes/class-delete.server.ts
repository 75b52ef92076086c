/** /sinifim/{id}/sil: what deleting the class takes, and the deletion. */
import type { AppLoadContext } from "react-router";
import { CLASSES_PATH } from "#core/classes/paths.ts";
import { trClasses } from "#core/messages/classes.ts";
import { notFound } from "#app/lib/load.server.ts";
import { requireTeacher } from "#app/lib/session.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { classIdOf } from "./class-pages.server";

export async function classDeletePage(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const teacher = await requireTeacher(request, context);
  const found = await context.services.classes.get(teacher.id, classIdOf(rawId));
  if (!found) notFound();
  const summary = (await context.services.classPupils.deleteSummary(teacher, found!.class.id)) ?? {
    classPupils: 0,
    ownAccounts: 0,
  };
  return { class: { id: found!.class.id, name: found!.class.name, members: found!.members.length }, ...summary };
}

export async function classDeleteAction(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const teacher = await requireTeacher(request, context);
  if ((await context.services.classes.remove(teacher.id, classIdOf(rawId))) === null) notFound();
  return redirectWithToast(context, CLASSES_PATH, trClasses.deleted);
}
