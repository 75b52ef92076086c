import { renderToStaticMarkup } from "react-dom/server";
import { data, type AppLoadContext } from "react-router";
import { parseEntryId, type ContentEntry } from "#core/content.ts";
import { trExercises } from "#core/messages/exercises.ts";
import { answerKey, publicQuiz, type QuizAnswers, type QuizScore } from "#core/quiz-formats.ts";
import type { ReactElement } from "react";
import { adminAccess } from "#server/auth/admin-access.ts";
import type { SessionUser } from "#server/auth/auth-service.ts";
import { accountLimitKey, RATE_LIMITS } from "#server/auth/rate-limit.ts";
import { QuizForm } from "#app/components/practice/quiz-form.tsx";
import { QuizResult } from "#app/components/practice/quiz-result.tsx";
import { WordTable } from "#app/components/practice/word-table.tsx";
import { ANSWER_KEY_PARAM, printPath, type PracticeView, type PrintLinks, type QuizAnswer } from "./practice";
import { getUser } from "./session.server";

/**
 * An entry's practice (issue 20) as HTML drawn here on the server: the word table and
 * the quiz form. The content page sets it as markup, so their components never join the
 * page's JavaScript; a page with practice loads the small practice script
 * (app/lib/practice-client.ts) on its own.
 */
export async function practiceView(context: AppLoadContext, entry: ContentEntry, path: string, user: SessionUser | null): Promise<PracticeView | null> {
  const { practice } = context.services;
  const { words, quiz } = await practice.forEntry(entry);
  if (!words?.length && !quiz) return null;
  const result = quiz && user ? await practice.resultOf(user.id, entry.id) : null;
  const best = result ? trExercises.best(result.best, result.total) : null;
  // The admin is the teacher: only they are offered the worksheet with its answer key.
  const print: PrintLinks = { sheet: printPath(path), withKey: user?.role === "admin" ? printPath(path, true) : null };
  const html = renderToStaticMarkup(
    <>
      {words?.length ? <WordTable words={words} print={print} /> : null}
      {quiz ? <QuizForm questions={quiz.questions} action={path} version={quiz.version} best={best} print={print} /> : null}
    </>,
  );
  return { html, words: Boolean(words?.length), quiz: Boolean(quiz) };
}

/**
 * What the printable worksheet is given: the English words and the questions without their
 * answers for everyone; the answer key only when the admin (the teacher) asks for it with
 * `anahtar=1`. A pupil who adds the parameter gets the worksheet alone: the answers are never
 * in a page before the pupil submits (issue 20), not even in its hydration data.
 */
export async function worksheetOf(request: Request, context: AppLoadContext, entry: ContentEntry) {
  const { words, quiz } = await context.services.practice.worksheet(entry);
  if (!words && !quiz) return null;
  const teacher = (await adminAccess(context.services.auth, request)).ok;
  const withKey = teacher && new URL(request.url).searchParams.get(ANSWER_KEY_PARAM) === "1";
  return {
    words: words?.map((w) => w.english) ?? null,
    quiz: quiz ? publicQuiz(quiz).questions : null,
    teacher,
    key: withKey ? { words: words?.map((w) => ({ english: w.english, turkish: w.turkish })) ?? null, quiz: quiz ? answerKey(quiz) : null } : null,
  };
}

/** A quiz's answers from its form: only fields named like questions, each cut to size. */
function answersOf(form: FormData): QuizAnswers {
  const answers: QuizAnswers = {};
  let count = 0;
  for (const [name, value] of form) {
    if (typeof value !== "string" || name.length > 12 || !/^q\d{1,3}(?:\.\d{1,3})?$/.test(name)) continue;
    if (++count > 2_000) break;
    answers[name] = value.slice(0, 1_000);
  }
  return answers;
}

/** Half or more right marks the entry 'Tamamladım' for the unit's progress. */
const countsAsDone = (result: QuizScore) => result.score * 2 >= result.total;

/**
 * The quiz form's POST, with or without JavaScript: scored on the server, the result
 * drawn as HTML. A signed-in pupil's best and last are kept, and a passing result marks
 * the entry done; a visitor's stay on the device (the practice script reads the score).
 */
export async function quizAction(form: FormData, context: AppLoadContext, entry: ContentEntry, path: string, user: SessionUser | null) {
  const answer = (element: ReactElement, status = 200) => data<QuizAnswer>({ kind: "quiz", html: renderToStaticMarkup(element) }, { status });
  const refusal = (message: string) => (
    <p id="sonuc" role="alert" className="rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 font-semibold text-red-900">
      {message}
    </p>
  );
  if (!(await underLimit(context, user))) return answer(refusal(trExercises.tooMany), 429);
  const version = String(form.get("version") ?? "").slice(0, 20);
  const result = await context.services.practice.score(entry.id, version, answersOf(form), user?.id ?? null);
  if (!result) return answer(refusal(trExercises.quizGone), 409);
  if (user && countsAsDone(result)) await context.services.marks.set(user.id, entry.id, "done");
  return answer(<QuizResult result={result} version={version} again={path} saved={user !== null} />);
}

/** Every answer (a whole quiz or one question's check) counts against the pupil's, or the address's, limit. */
const underLimit = (context: AppLoadContext, user: SessionUser | null) =>
  context.services.limiter.hit(user ? accountLimitKey("quiz:user", user.id) : `quiz:address:${context.clientAddress}`, RATE_LIMITS.quizAnswers);

/**
 * POST /alistirma/kontrol: one question's feedback as the pupil goes (JavaScript only).
 * It says only right or wrong; the right answers come with the result of the whole form.
 */
export async function quizCheckAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const id = parseEntryId(String(form.get("id") ?? ""));
  if (id === null) return Response.json({ error: trExercises.quizGone }, { status: 400 });
  if (!(await underLimit(context, await getUser(request, context)))) return Response.json({ error: trExercises.tooMany }, { status: 429 });
  const checked = await context.services.practice.check(id, String(form.get("version") ?? "").slice(0, 20), String(form.get("question") ?? "").slice(0, 8), answersOf(form));
  return checked ? Response.json(checked) : Response.json({ error: trExercises.quizGone }, { status: 409 });
}
