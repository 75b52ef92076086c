import { data, redirect, type AppLoadContext } from "react-router";
import { denemePath } from "#core/deneme/deneme.ts";
import { trHomeworkDeneme } from "#core/messages/homework-deneme.ts";
import { contentPath, parseEntryId } from "#core/content.ts";
import { readAnswers, readVersion } from "#core/homework/answers.ts";
import { entryFromHomework, MY_HOMEWORK_PATH } from "#core/homework/homework.ts";
import { TRY_REFUSED, type TryRefusedCode } from "#core/homework/refusals.ts";
import { trCommon } from "#core/messages/common.ts";
import { trHomeworkPupil } from "#core/messages/homework-pupil.ts";
import { printPath } from "#core/practice-view.ts";
import type { QuizScore } from "#core/quiz-formats.ts";
import { countsOf } from "#core/messages/result-words.ts";
import { keptEntry } from "#core/marks.ts";
import type { PupilHomework } from "#server/homework/queries.ts";
import { homeworkQuizView } from "#app/lib/practice.server.tsx";
import { notFound } from "#app/lib/load.server.ts";
import { requireUser } from "#app/lib/session.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { homeworkPath, rowOf } from "./mine.server";

/**
 * A quiz result as the homework page shows it: how many were right in words at once (never
 * which), each question's right answer only when the teacher's chosen time has come.
 */
function resultView(result: QuizScore, showAnswers: boolean, item: PupilHomework) {
  return {
    score: result.score,
    total: result.total,
    counts: countsOf(result.questions),
    counted: countedText(item),
    questions: showAnswers ? result.questions : null,
    hidden: showAnswers
      ? null
      : item.answersShown === "never"
        ? trHomeworkPupil.answersNeverShown
        : trHomeworkPupil.answersLater,
  };
}
export type QuizResultView = ReturnType<typeof resultView>;

/** The counted score in words, from the counted try's counts (server/homework/queries.ts). */
const countedText = (item: PupilHomework) =>
  item.score !== null && item.total !== null
    ? trHomeworkPupil.counted({ score: item.score, total: item.total, right: item.right, partly: item.partly })
    : null;

export async function homeworkPage(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const user = await requireUser(request, context);
  const id = parseEntryId(rawId) ?? notFound();
  const { homework, content, practice } = context.services;
  let item = await homework.one(user.id, id);
  if (!item) notFound();
  // Opening a quiz, the cards or the self-test starts it; an entry to read starts when the entry is opened through 'İçeriği aç'.
  if (item!.kind !== "read") item = await homework.open(user.id, id);
  if (item!.kind === "flashcards") item = await homework.checkFlashcards(user.id, id);
  const it = item!;
  const entry = await content.getById(it.contentId);
  if (!entry) notFound();
  const path = contentPath(entry!);
  const now = new Date();
  // `pupil`: the device keeps a quiz item for this account only (docs/decisions/0076).
  const base = {
    ...rowOf(it, now),
    entryPath: path,
    answersShown: it.answersShown,
    scoreCounts: it.scoreCounts,
    passPercent: it.passPercent,
    pupil: user.id,
    // The entry as the practice script knows it: its quiz's feedback and dictation ask by the entry's id (decision 0106).
    entry: keptEntry(entry!),
    // A deneme item is sat on the deneme's own pages, timed by the server (decision 0124).
    deneme:
      it.kind === "deneme"
        ? { path: denemePath(it.contentId), intro: trHomeworkDeneme.intro, open: trHomeworkDeneme.open }
        : null,
  };
  const triesLeft = it.tries === 0 ? null : Math.max(0, it.tries - it.triesUsed);
  if (it.kind === "quiz") {
    const { quiz } = await practice.forEntry(entry!);
    // Until the teacher's time for the answers, the quiz gives no right-or-wrong as the pupil goes (the server refuses it too).
    const answersNow = !(await homework.hidesAnswers(user.id, it.contentId, now));
    // Once the teacher's time has come, the last try with its right answers, whether or not a try is left (decision 0112).
    const review = answersNow ? await homework.review(user.id, id, now) : null;
    return {
      ...base,
      triesLeft,
      answersNow,
      review: review ? resultView(review, true, it) : null,
      quiz:
        quiz && triesLeft !== 0
          ? {
              questions: quiz.questions,
              version: quiz.version,
              view: homeworkQuizView(quiz, homeworkPath(id), { sheet: printPath(path), withKey: null }, answersNow),
            }
          : null,
      words: null,
    };
  }
  if (it.kind === "self-test") {
    const { words } = await practice.forEntry(entry!);
    // Only the Turkish side goes to the page: the English is what is asked.
    return {
      ...base,
      triesLeft,
      answersNow: true,
      review: null,
      quiz: null,
      words: words?.map((w) => w.turkish) ?? [],
    };
  }
  return { ...base, triesLeft, answersNow: true, review: null, quiz: null, words: null };
}

/**
 * A refused answer in the form's words, from the table the JSON API reads too
 * (core/homework/refusals.ts): not the pupil's item, the page's 404; else the reason, nothing stored.
 */
function refused(code: TryRefusedCode) {
  const { status, message } = TRY_REFUSED[code];
  if (status === 404) notFound();
  return data({ kind: "refused" as const, message }, { status });
}

export async function homeworkAction(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const user = await requireUser(request, context);
  const id = parseEntryId(rawId) ?? notFound();
  const form = await request.formData();
  const { homework } = context.services;
  const here = homeworkPath(id);
  switch (String(form.get("intent") ?? "")) {
    case "open": {
      const item = await homework.open(user.id, id);
      if (!item) notFound();
      const entry = await context.services.content.getById(item!.contentId);
      return redirect(entry ? entryFromHomework(contentPath(entry), id) : here);
    }
    case "read": {
      const result = await homework.markRead(user.id, id);
      if (result === null) notFound();
      return result === "done"
        ? redirectWithToast(context, MY_HOMEWORK_PATH, trHomeworkPupil.readDone)
        : redirectWithToast(context, here, TRY_REFUSED[result].message, "error");
    }
    case "quiz": {
      const submitted = await homework.submitQuiz(
        user.id,
        id,
        readVersion(form.get("version")),
        readAnswers(form, "quiz"),
      );
      if (!submitted.ok) return refused(submitted.code);
      return { kind: "quiz" as const, result: resultView(submitted.result, submitted.showAnswers, submitted.item) };
    }
    case "self-test": {
      const result = await homework.submitSelfTest(user.id, id, readAnswers(form, "self-test"));
      if (!result.ok) return refused(result.code);
      const { score, total, passed } = result;
      return {
        kind: "self-test" as const,
        passed,
        message: passed ? trHomeworkPupil.selfTestPassed(score, total) : trHomeworkPupil.selfTestFailed(score, total),
      };
    }
    default:
      return data({ kind: "refused" as const, message: trCommon.notFound }, { status: 400 });
  }
}
