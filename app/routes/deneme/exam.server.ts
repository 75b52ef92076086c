import { redirect, type AppLoadContext } from "react-router";
import { istanbulClock } from "#core/deneme/clock.ts";
import {
  denemePath,
  examPath,
  pageCount,
  pageNumbers,
  readPageSaves,
  resultPath,
  saveApiPath,
} from "#core/deneme/deneme.ts";
import { trDeneme } from "#core/messages/deneme.ts";
import { notFound } from "#app/lib/load.server.ts";
import { requireUser } from "#app/lib/session.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

const contentIdOf = (param: string | undefined) => {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : notFound();
};
const pageParam = (raw: unknown, pages: number) => {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= pages ? page : 1;
};

/** The running attempt, or the redirect away from it: to the start when there is none, to the result once it is over. */
async function running(request: Request, context: AppLoadContext, param: string | undefined) {
  const user = await requireUser(request, context);
  const contentId = contentIdOf(param);
  const view = await context.services.deneme.exam(user.id, contentId);
  if (!view) throw redirect(denemePath(contentId));
  if ("finished" in view) throw redirect(resultPath(view.finished));
  return { user, contentId, view };
}

/**
 * The exam page's data (decision 0121): the questions and options without keys, the pupil's
 * saved answers, the server's now and end (the script's clock counts from them, the page writes
 * the end in Istanbul's time). `?sayfa=` is the page shown without scripts; `?bitir=1` the 'Bitir' question.
 */
export async function examPage(request: Request, context: AppLoadContext, param: string | undefined) {
  const { contentId, view } = await running(request, context, param);
  const url = new URL(request.url);
  const pages = pageCount(view.questions.length);
  return {
    contentId,
    attemptId: view.attemptId,
    entry: view.entry,
    form: view.form,
    endsAt: view.endsAt.toISOString(),
    now: view.now.toISOString(),
    endClock: istanbulClock(view.endsAt),
    questions: view.questions,
    answers: view.answers,
    page: pageParam(url.searchParams.get("sayfa"), pages),
    pages,
    confirm: url.searchParams.get("bitir") === "1",
    saveApi: saveApiPath(view.attemptId),
  };
}

/**
 * A page's form: its answers saved (before the end only), then the page asked for, or the 'Bitir'
 * question; or the finish. A save after the end changes nothing: the attempt is finished and the
 * pupil sent to the result with the refusal.
 */
export async function examAction(request: Request, context: AppLoadContext, param: string | undefined) {
  const { user, contentId, view } = await running(request, context, param);
  const form = Object.fromEntries(await request.formData());
  const pages = pageCount(view.questions.length);
  if (form.intent === "finish") {
    await context.services.deneme.finish(user.id, view.attemptId);
    throw redirect(resultPath(view.attemptId));
  }
  const page = pageParam(form.page, pages);
  const saves = readPageSaves(form, pageNumbers(view.questions.length, page));
  if (!saves) return redirectWithToast(context, examPath(contentId, page), trDeneme.badSave, "error");
  if (!(await context.services.deneme.takeSave(user.id)))
    return redirectWithToast(context, examPath(contentId, page), trDeneme.tooMany, "error");
  const outcome = await context.services.deneme.save(user.id, view.attemptId, saves);
  if (outcome === "ended") {
    await context.services.deneme.finish(user.id, view.attemptId);
    return redirectWithToast(context, resultPath(view.attemptId), trDeneme.ended, "error");
  }
  if (outcome !== "saved") notFound();
  if (form.go === "bitir") throw redirect(`${examPath(contentId, page)}${page > 1 ? "&" : "?"}bitir=1`);
  return redirectWithToast(context, examPath(contentId, pageParam(form.go, pages)), trDeneme.saved);
}
