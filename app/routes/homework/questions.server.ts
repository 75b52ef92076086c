import type { AppLoadContext } from "react-router";
import { notFound } from "#app/lib/load.server.ts";
import { requireTeacherOrAdmin } from "#app/lib/session.server.ts";
import { idOf } from "./form.server";

export async function questionsPage(
  request: Request,
  context: AppLoadContext,
  rawClass: string | undefined,
  rawHomework: string | undefined,
) {
  const user = await requireTeacherOrAdmin(request, context);
  const classId = idOf(rawClass) ?? notFound();
  const report = await context.services.homework.questionReport(user, classId, idOf(rawHomework) ?? 0);
  if (!report) notFound();
  return { classId, title: report!.item.title, pupils: report!.pupils, questions: report!.questions };
}
