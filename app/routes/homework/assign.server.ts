import { redirect, type AppLoadContext } from "react-router";
import { classPath, CLASSES_PATH } from "#core/classes/paths.ts";
import { REVIEW_KIND_PARAM, REVIEW_KIND_VALUE } from "#core/homework/daily-review.ts";
import { readClassIds, readHomework } from "#core/homework/form.ts";
import { trHomeworkForm } from "#core/messages/homework-form.ts";
import { requireTeacher } from "#app/lib/session.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { answer, entryOf, formDefaults, formFields, idOf, refused, reviewMode } from "./form.server";

/**
 * 'Ödev ver' on a content page: with one class the class's form opens at once; with more, one
 * form gives the item to every class ticked, whole classes, in one post (docs/decisions/0110),
 * and each class's own form stays a click away for giving it to some pupils. Teachers only.
 */
export async function assignChooserPage(request: Request, context: AppLoadContext) {
  const teacher = await requireTeacher(request, context);
  const contentId = idOf(new URL(request.url).searchParams.get("icerik"));
  // 'Günlük tekrar' (docs/decisions/0119, `?tur=tekrar`) is of no entry: the same choice of classes.
  const review = reviewMode(request, null);
  const classes = await context.services.homework.classesOf(teacher);
  const suffix = review
    ? `?${REVIEW_KIND_PARAM}=${REVIEW_KIND_VALUE}`
    : contentId === null
      ? ""
      : `?icerik=${contentId}`;
  if (classes.length === 1) throw redirect(`${classPath(classes[0].id)}/odev${suffix}`);
  return {
    classes: classes.map((c) => ({ ...c, to: `${classPath(c.id)}/odev${suffix}` })),
    entry: review ? null : await entryOf(context, contentId),
    review,
    defaults: formDefaults(review),
  };
}

/** The same item for every class ticked, all in one transaction or none. */
export async function assignManyAction(request: Request, context: AppLoadContext) {
  const teacher = await requireTeacher(request, context);
  const form = await request.formData();
  const classIds = readClassIds(form.getAll("classIds").filter((v): v is string => typeof v === "string"));
  const read = readHomework({ ...formFields(form), pupils: [] }, new Date(), false);
  if (!read.ok || !classIds.ok)
    return answer({ ...(read.ok ? {} : read.errors), ...(classIds.ok ? {} : classIds.errors) }, null);
  const result = await context.services.homework.assignMany(teacher, classIds.ids, read.input);
  if (result === null) return answer({ classIds: trHomeworkForm.classInvalid }, null);
  if (!result.ok) return refused(result);
  return redirectWithToast(context, CLASSES_PATH, trHomeworkForm.assignedMany(result.ids.length));
}
