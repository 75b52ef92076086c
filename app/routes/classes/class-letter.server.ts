/** /sinifim/{id}/veli-mektubu: the parent's letter of the teacher's class, printable. */
import type { AppLoadContext } from "react-router";
import { schoolYearEnd } from "#core/classes/school-year.ts";
import { notFound } from "#app/lib/load.server.ts";
import { absoluteUrl, requireTeacher } from "#app/lib/session.server.ts";
import { classIdOf, lastDayBefore } from "./class-pages.server";

export async function classLetterPage(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const teacher = await requireTeacher(request, context);
  const found = await context.services.classes.get(teacher.id, classIdOf(rawId));
  if (!found) notFound();
  const c = found!.class;
  // The last day kept: the day before schoolYearEnd's first moment (31 August).
  return {
    class: { id: c.id, name: c.name, schoolYear: c.schoolYear },
    lastDay: lastDayBefore(schoolYearEnd(c.schoolYear)),
    contactUrl: absoluteUrl(context, "/iletisim"),
  };
}
