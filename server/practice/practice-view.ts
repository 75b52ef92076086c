import type { ContentEntry } from "#core/content.ts";
import { readAnswers, readVersion } from "#core/homework/answers.ts";
import { trExercises } from "#core/messages/exercises.ts";
import {
  printPath,
  type PracticeParts,
  type PrintLinks,
  type QuizOutcome,
  type Worksheet,
} from "#core/practice-view.ts";
import { answerKey, publicQuiz, type QuizScore } from "#core/quiz-formats.ts";
import type { SessionUser } from "#server/auth/auth-service.ts";
import { accountLimitKey, RATE_LIMITS } from "#server/auth/rate-limit.ts";
import type { Services } from "#server/services.ts";

/**
 * An entry's practice as its page at `path` shows it to `user`: the word list,
 * the quiz without its answers and the pupil's best; null when the entry has neither.
 * The page draws it as HTML (app/lib/practice.server.tsx).
 */
export async function practiceOf(
  services: Pick<Services, "practice">,
  entry: ContentEntry,
  path: string,
  user: SessionUser | null,
): Promise<PracticeParts | null> {
  const { practice } = services;
  const { words, quiz } = await practice.forEntry(entry);
  if (!words?.length && !quiz) return null;
  const result = quiz && user ? await practice.resultOf(user.id, entry.id) : null;
  const best = result ? trExercises.best(result.best, result.total) : null;
  // The admin is the teacher: only they are offered the worksheet with its answer key.
  const print: PrintLinks = { sheet: printPath(path), withKey: user?.role === "admin" ? printPath(path, true) : null };
  return { words: words?.length ? words : null, quiz, best, print };
}

/**
 * What the printable worksheet is given: the English words and the questions without their
 * answers for everyone; the answer key only when the teacher (the admin, asked only when the
 * entry has a worksheet) asks for it (`withKey`). A pupil never gets the answers in a page
 * before submitting, not even in its hydration data. Null when the entry has
 * neither list nor quiz.
 */
export async function worksheetOf(
  services: Pick<Services, "practice">,
  entry: ContentEntry,
  { isTeacher, withKey }: { isTeacher: () => Promise<boolean>; withKey: boolean },
): Promise<Worksheet | null> {
  const { words, quiz } = await services.practice.worksheet(entry);
  if (!words && !quiz) return null;
  const teacher = await isTeacher();
  const key = teacher && withKey;
  return {
    words: words?.map((w) => w.english) ?? null,
    quiz: quiz ? publicQuiz(quiz).questions : null,
    teacher,
    key: key
      ? {
          words: words?.map((w) => ({ english: w.english, turkish: w.turkish })) ?? null,
          quiz: quiz ? answerKey(quiz) : null,
        }
      : null,
  };
}

/** A quiz form's version field, cut to size. */
const versionOf = (form: FormData) => readVersion(form.get("version"));

/** Half or more right marks the entry 'Tamamladım' for the unit's progress. */
const countsAsDone = (result: QuizScore) => result.score * 2 >= result.total;

/** Every answer (a whole quiz or one question's check) counts against the pupil's, or the address's, limit. */
const underLimit = (services: Pick<Services, "limiter">, user: SessionUser | null, clientKey: string) =>
  services.limiter.hit(
    user ? accountLimitKey("quiz:user", user.id) : `quiz:address:${clientKey}`,
    RATE_LIMITS.quizAnswers,
  );

/**
 * The quiz form's answers, scored. A signed-in pupil's best and last are kept, and a
 * passing result marks the entry done; a visitor's stay on the device.
 */
export async function answerQuiz(
  services: Pick<Services, "practice" | "marks" | "limiter" | "homework">,
  entry: ContentEntry,
  form: FormData,
  user: SessionUser | null,
  clientKey: string,
): Promise<QuizOutcome & { version: string }> {
  const version = versionOf(form);
  if (!(await underLimit(services, user, clientKey))) return { refused: "too-many", version };
  const result = await services.practice.score(entry.id, version, readAnswers(form), user?.id ?? null);
  if (!result) return { refused: "gone", version };
  if (user && countsAsDone(result)) await services.marks.set(user.id, entry.id, "done");
  // A pupil whose teacher hides this quiz's answers until later gets the score only, here too.
  if (user && (await services.homework.hidesAnswers(user.id, entry.id)))
    return { result: withoutAnswers(result), version };
  return { result, version };
}

/** A result without what the pupil did not know: the score only, no question's right answer nor which were right. */
export const withoutAnswers = (result: QuizScore): QuizScore => ({
  score: result.score,
  total: result.total,
  questions: [],
});

/**
 * One question's feedback as the pupil goes: right or wrong only; the right answers come
 * with the result of the whole form.
 */
export async function checkQuestion(
  services: Pick<Services, "practice" | "limiter" | "homework">,
  entryId: number,
  form: FormData,
  user: SessionUser | null,
  clientKey: string,
): Promise<{ refused: "too-many" | "gone" | "hidden" } | { correct: boolean }> {
  if (!(await underLimit(services, user, clientKey))) return { refused: "too-many" };
  // Right or wrong one question at a time would give the hidden answers away, one try each.
  if (user && (await services.homework.hidesAnswers(user.id, entryId))) return { refused: "hidden" };
  const checked = await services.practice.check(
    entryId,
    versionOf(form),
    String(form.get("question") ?? "").slice(0, 8),
    readAnswers(form),
  );
  return checked ?? { refused: "gone" };
}

/** A dictation's sentence for the page's speech (decision 0077), counted against the same limit as answers; null when there is none. */
export async function dictationText(
  services: Pick<Services, "practice" | "limiter">,
  entryId: number,
  version: string,
  questionId: string,
  user: SessionUser | null,
  clientKey: string,
): Promise<string | null | "too-many"> {
  if (!(await underLimit(services, user, clientKey))) return "too-many";
  return services.practice.dictationSentence(entryId, version, questionId);
}
