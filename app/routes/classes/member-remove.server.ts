/** /sinifim/{id}/ogrenci/{uye}/sil: what removing one member takes, and the confirmed removal. */
import type { AppLoadContext } from "react-router";
import { CLASS_REFUSED, MEMBER_GONE } from "#core/classes/answers.ts";
import { classPath } from "#core/classes/paths.ts";
import { notFound } from "#app/lib/load.server.ts";
import { requireTeacher } from "#app/lib/session.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { classIdOf } from "./class-pages.server";

/** What removing one member takes (a class pupil's account and work, or an own account's membership only): nothing goes before the button. */
export async function memberRemovePage(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
  rawMember: string | undefined,
) {
  const teacher = await requireTeacher(request, context);
  const member = await context.services.classPupils.member(teacher, classIdOf(rawId), classIdOf(rawMember));
  return member ?? notFound();
}

/**
 * The confirmed removal: a class pupil's account is deleted with everything tied to it; a
 * pupil with an own account only leaves the class. A bad member id is a 404; another
 * teacher's class too (its ownership is checked in the query, class-pupils.ts's remove).
 */
export async function memberRemoveAction(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
  rawMember: string | undefined,
) {
  const teacher = await requireTeacher(request, context);
  const id = classIdOf(rawId);
  const result = await context.services.classPupils.remove(teacher, id, classIdOf(rawMember));
  if (result === null) notFound();
  if (result === "not-member")
    return redirectWithToast(context, classPath(id), CLASS_REFUSED["not-member"].message, "error");
  return redirectWithToast(context, classPath(id), MEMBER_GONE[result!]);
}
