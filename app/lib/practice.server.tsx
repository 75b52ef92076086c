import { renderToStaticMarkup } from "react-dom/server";
import { data, type AppLoadContext } from "react-router";
import { parseEntryId, type ContentEntry } from "#core/content.ts";
import { trExercises } from "#core/messages/exercises.ts";
import { trHomeworkPupil } from "#core/messages/homework-pupil.ts";
import { ANSWER_KEY_PARAM, type PracticeView, type PrintLinks, type QuizAnswer } from "#core/practice-view.ts";
import type { PublicQuestion } from "#core/quiz-formats.ts";
import type { ReactElement } from "react";
import { adminAccess } from "#server/auth/admin-access.ts";
import type { SessionUser } from "#server/auth/auth-service.ts";
import {
  answerQuiz,
  checkQuestion,
  dictationText,
  practiceOf,
  worksheetOf as worksheetFor,
} from "#server/practice/practice-view.ts";
import { QuizForm } from "#app/components/practice/quiz-form.tsx";
import { QuizResult } from "#app/components/practice/quiz-result.tsx";
import { WordTable } from "#app/components/practice/word-table.tsx";
import { getUser } from "./session.server";

/**
 * An entry's practice (server/practice/practice-view.ts) as HTML drawn here on the
 * server: the word table and the quiz form. The content page sets it as markup, so their
 * components never join the page's JavaScript; a page with practice loads the small
 * practice script (app/browser/practice-client.ts) on its own.
 */
export async function practiceView(
  context: AppLoadContext,
  entry: ContentEntry,
  path: string,
  user: SessionUser | null,
): Promise<PracticeView | null> {
  const parts = await practiceOf(context.services, entry, path, user);
  if (!parts) return null;
  const { words, quiz, best, print } = parts;
  const html = renderToStaticMarkup(
    <>
      {words ? <WordTable words={words} print={print} /> : null}
      {quiz ? (
        <QuizForm questions={quiz.questions} action={path} version={quiz.version} best={best} print={print} />
      ) : null}
    </>,
  );
  return { html, words: Boolean(words), quiz: Boolean(quiz) };
}

/**
 * A homework item's quiz as the same HTML as its entry's page (decision 0106): one component,
 * the same practice script (app/components/practice/practice-section.tsx), only the form's
 * action is the homework's, so a try is counted there (core/homework/answers.ts reads it). Without
 * `feedback` (the answers not yet shown) the form asks for no right-or-wrong as the pupil goes.
 */
export function homeworkQuizView(
  quiz: { questions: PublicQuestion[]; version: string },
  action: string,
  print: PrintLinks,
  feedback: boolean,
): PracticeView {
  const html = renderToStaticMarkup(
    <QuizForm
      questions={quiz.questions}
      action={action}
      version={quiz.version}
      best={null}
      print={print}
      feedback={feedback}
    />,
  );
  return { html, words: false, quiz: true };
}

/** The printable worksheet (server/practice/practice-view.ts): the answer key only when the admin (the teacher) asks with `anahtar=1`. */
export async function worksheetOf(request: Request, context: AppLoadContext, entry: ContentEntry) {
  const isTeacher = async () => (await adminAccess(context.services.auth, request)).ok;
  return worksheetFor(context.services, entry, {
    isTeacher,
    withKey: new URL(request.url).searchParams.get(ANSWER_KEY_PARAM) === "1",
  });
}

/**
 * The quiz form's POST, with or without JavaScript: scored on the server, the result
 * drawn as HTML. A signed-in pupil's best and last are kept, and a passing result marks
 * the entry done; a visitor's stay on the device (the practice script reads the score).
 */
export async function quizAction(
  form: FormData,
  context: AppLoadContext,
  entry: ContentEntry,
  path: string,
  user: SessionUser | null,
) {
  const answer = (element: ReactElement, status = 200) =>
    data<QuizAnswer>({ kind: "quiz", html: renderToStaticMarkup(element) }, { status });
  const refusal = (message: string) => (
    <p
      id="sonuc"
      role="alert"
      className="rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 font-semibold text-red-900"
    >
      {message}
    </p>
  );
  const outcome = await answerQuiz(context.services, entry, form, user, context.clientKey);
  if ("refused" in outcome)
    return outcome.refused === "too-many"
      ? answer(refusal(trExercises.tooMany), 429)
      : answer(refusal(trExercises.quizGone), 409);
  return answer(<QuizResult result={outcome.result} version={outcome.version} again={path} saved={user !== null} />);
}

/**
 * POST /alistirma/kontrol: one question's feedback as the pupil goes (JavaScript only).
 * It says only right or wrong; the right answers come with the result of the whole form.
 */
export async function quizCheckAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const id = parseEntryId(String(form.get("id") ?? ""));
  if (id === null) return Response.json({ error: trExercises.quizGone }, { status: 400 });
  const checked = await checkQuestion(context.services, id, form, await getUser(request, context), context.clientKey);
  if ("refused" in checked) {
    if (checked.refused === "hidden") return Response.json({ error: trHomeworkPupil.answersLater }, { status: 403 });
    return Response.json(
      { error: checked.refused === "too-many" ? trExercises.tooMany : trExercises.quizGone },
      { status: checked.refused === "too-many" ? 429 : 409 },
    );
  }
  return Response.json(checked);
}

/**
 * GET /alistirma/dikte?id=…&version=…&question=…: a dictation's sentence as JSON, for the
 * device's speech (decision 0077). Asked only when 'Cümleyi dinle' is pressed, so the sentence
 * is never in the page; never kept by a cache. Counted like a quiz answer.
 */
export async function dictationLoader(request: Request, context: AppLoadContext) {
  const params = new URL(request.url).searchParams;
  const id = parseEntryId(params.get("id")?.slice(0, 12) ?? "");
  const headers = { "Cache-Control": "private, no-store" };
  if (id === null) return Response.json({ error: trExercises.quizGone }, { status: 400, headers });
  const user = await getUser(request, context);
  const text = await dictationText(
    context.services,
    id,
    params.get("version")?.slice(0, 20) ?? "",
    params.get("question")?.slice(0, 8) ?? "",
    user,
    context.clientKey,
  );
  if (text === "too-many") return Response.json({ error: trExercises.tooMany }, { status: 429, headers });
  if (text === null) return Response.json({ error: trExercises.quizGone }, { status: 409, headers });
  return Response.json({ text }, { headers });
}
