/** /sinifim: a teacher's own classes, and the form that opens a new one. */
import type { AppLoadContext } from "react-router";
import { CLASS_REFUSED } from "#core/classes/answers.ts";
import { readNewClass } from "#core/classes/forms.ts";
import { classPath } from "#core/classes/paths.ts";
import { trClasses } from "#core/messages/classes.ts";
import { requireTeacher } from "#app/lib/session.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { answer, fields } from "./class-pages.server";

export async function classListPage(request: Request, context: AppLoadContext) {
  const teacher = await requireTeacher(request, context);
  const classes = await context.services.classes.list(teacher.id);
  return { classes: classes.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })) };
}

export async function classListAction(request: Request, context: AppLoadContext) {
  const teacher = await requireTeacher(request, context);
  const read = readNewClass(fields(await request.formData()));
  if (!read.ok) return answer("create", read.errors, null, 400);
  const created = await context.services.classes.create(teacher.id, read.input);
  // The limit is said above the form, which a 400 answers as every refusal of a form.
  if (created === "too-many") return answer("create", {}, CLASS_REFUSED["too-many-classes"].message, 400);
  return redirectWithToast(context, classPath(created.id), trClasses.created);
}
