import { redirect, type AppLoadContext } from "react-router";
import { classPath } from "#core/classes/paths.ts";
import { requireTeacher } from "#app/lib/session.server.ts";
import { entryOf, idOf } from "./form.server";

/**
 * 'Ödev ver' on a content page: with one class the form opens at once; with more, the
 * teacher picks the class (one click), then fills the form. Teachers only.
 */
export async function assignChooserPage(request: Request, context: AppLoadContext) {
  const teacher = await requireTeacher(request, context);
  const contentId = idOf(new URL(request.url).searchParams.get("icerik"));
  const classes = await context.services.homework.classesOf(teacher);
  const suffix = contentId === null ? "" : `?icerik=${contentId}`;
  if (classes.length === 1) throw redirect(`${classPath(classes[0].id)}/odev${suffix}`);
  return {
    classes: classes.map((c) => ({ ...c, to: `${classPath(c.id)}/odev${suffix}` })),
    entry: await entryOf(context, contentId),
  };
}
