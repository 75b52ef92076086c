/**
 * The pupil's optical form of a deneme sat on paper (decision 0123): another view of the same
 * attempt as the exam page. The start, the saves and the finish go through the deneme service as
 * the exam page's do (one open attempt, a class session's shared end, saves only before the
 * server's end, one result), through the one reader of a save (readPageSaves) and the pupil's
 * hourly limit of save posts.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { istanbulClock } from "#core/deneme/clock.ts";
import { DENEME_REFUSED, readPageSaves, resultPath } from "#core/deneme/deneme.ts";
import { LETTERS } from "#core/deneme/forms.ts";
import { answerSheetPath } from "#core/deneme/report-paths.ts";
import { parseEntryId } from "#core/content.ts";
import { trDenemeTeacher } from "#core/messages/deneme-teacher.ts";
import { notFound } from "#app/lib/load.server.ts";
import { requireUser } from "#app/lib/session.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

const idOf = (raw: string | undefined) => parseEntryId(raw) ?? notFound();

/** The signed-in member of the class, and the class and entry asked for; 404 for anyone else. */
async function memberOf(request: Request, context: AppLoadContext, rawClass?: string, rawEntry?: string) {
  const user = await requireUser(request, context);
  const classId = idOf(rawClass);
  const contentId = idOf(rawEntry);
  if (!(await context.services.deneme.isMember(user.id, classId))) notFound();
  return { user, classId, contentId };
}

export async function answerSheetPage(request: Request, context: AppLoadContext, rawClass?: string, rawEntry?: string) {
  const { user, contentId } = await memberOf(request, context, rawClass, rawEntry);
  const intro = await context.services.deneme.intro(user.id, contentId);
  if (!intro) notFound();
  const base = { entry: intro!.entry, form: intro!.form, minutes: intro!.minutes, questions: intro!.questions };
  if (intro!.open === null) return { ...base, sheet: null };
  const exam = await context.services.deneme.exam(user.id, contentId);
  if (!exam) notFound();
  if ("finished" in exam!) throw redirect(resultPath(exam.finished));
  return {
    ...base,
    sheet: {
      attemptId: exam!.attemptId,
      ends: istanbulClock(exam!.endsAt),
      rows: exam!.questions.map((q) => ({
        number: q.number,
        letters: LETTERS.slice(0, q.options.length),
        choice: exam!.answers[q.number]?.choice ?? null,
        marked: exam!.answers[q.number]?.marked ?? false,
      })),
    },
  };
}

const refused = (kind: keyof typeof DENEME_REFUSED) =>
  data({ message: DENEME_REFUSED[kind].message }, { status: DENEME_REFUSED[kind].status });

export async function answerSheetAction(
  request: Request,
  context: AppLoadContext,
  rawClass?: string,
  rawEntry?: string,
) {
  const { user, classId, contentId } = await memberOf(request, context, rawClass, rawEntry);
  const form = Object.fromEntries(await request.formData());
  const here = answerSheetPath(classId, contentId);
  if (form.intent === "start") {
    const started = await context.services.deneme.start(user.id, contentId);
    if (!started) notFound();
    return redirect(here);
  }
  const attemptId = parseEntryId(typeof form.attempt === "string" ? form.attempt : null);
  const count = Number(form.count);
  if (attemptId === null || !Number.isInteger(count) || count < 1 || count > 200) return refused("invalid");
  const saves = readPageSaves(
    form,
    Array.from({ length: count }, (_, i) => i + 1),
  );
  if (!saves) return refused("invalid");
  if (!(await context.services.deneme.takeSave(user.id))) return refused("too-many");
  const saved = await context.services.deneme.save(user.id, attemptId, saves);
  if (saved === "not-found" || saved === "invalid" || saved === "too-many") return refused(saved);
  if (saved === "ended" || form.intent === "finish") {
    await context.services.deneme.finish(user.id, attemptId);
    return redirect(resultPath(attemptId));
  }
  return redirectWithToast(context, here, trDenemeTeacher.sheetSaved);
}
