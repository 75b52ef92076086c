import { trExercises } from "#core/messages/exercises.ts";
import type { PublicQuestion } from "#core/quiz-formats.ts";
import type { PrintLinks as Links } from "#core/practice-view.ts";
import { PrintLinks } from "./print-links";

const field = "min-h-11 w-full rounded-lg border border-slate-500 px-3 text-base sm:max-w-md";
const choiceRow = "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-50";

function Answer({ q }: { q: PublicQuestion }) {
  switch (q.kind) {
    case "choice":
      return (
        <div className="space-y-1">
          {q.options.map((option, i) => (
            <label key={i} className={choiceRow}>
              <input type="radio" name={q.id} value={i} className="size-5" />
              <span lang="en">{option}</span>
            </label>
          ))}
        </div>
      );
    case "truefalse":
      return (
        <div className="flex flex-wrap gap-4">
          {(["true", "false"] as const).map((value) => (
            <label key={value} className={choiceRow}>
              <input type="radio" name={q.id} value={value} className="size-5" />
              {trExercises[value]}
            </label>
          ))}
        </div>
      );
    case "short":
      return (
        <label className="block space-y-1">
          <span className="block text-sm font-semibold">{trExercises.shortAnswer}</span>
          <input type="text" name={q.id} maxLength={200} autoComplete="off" autoCapitalize="off" spellCheck={false} lang="en" className={field} />
        </label>
      );
    case "matching":
      return (
        <div className="space-y-2">
          {q.lefts.map((left, i) => (
            <label key={i} className="flex flex-wrap items-center gap-3">
              <span className="min-w-32 font-semibold" lang="en">
                {left}
              </span>
              <select name={`${q.id}.${i}`} aria-label={trExercises.matchWith(left)} className={field} defaultValue="">
                <option value="">{trExercises.choose}</option>
                {q.rights.map((right) => (
                  <option key={right} value={right}>
                    {right}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      );
  }
}

/**
 * The online quiz (issue 20): one plain form that posts to the content page and is
 * scored on the server, so it works without JavaScript. It holds no answer: only what
 * `publicQuiz` lets through. The practice script adds feedback per question.
 */
export function QuizForm({ questions, action, version, best, print }: { questions: PublicQuestion[]; action: string; version: string; best: string | null; print: Links }) {
  return (
    <section id="test" aria-labelledby="test-baslik" className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="test-baslik" className="text-xl font-bold text-brand-900">
          {trExercises.quizTitle}
        </h2>
        <div className="flex flex-wrap gap-2 print:hidden">
          <PrintLinks links={print} />
        </div>
      </div>
      <p>{trExercises.quizIntro(questions.length)}</p>
      {best && <p className="font-semibold text-brand-800">{best}</p>}
      <p data-device-best="" hidden className="font-semibold text-brand-800" />
      <form method="post" action={`${action}#sonuc`} data-quiz={version} className="space-y-5">
        <input type="hidden" name="intent" value="quiz" />
        <input type="hidden" name="version" value={version} />
        <ol className="space-y-5">
          {questions.map((q, n) => (
            <li key={q.id}>
              <fieldset data-question={q.id} className="space-y-2 rounded-xl border border-slate-300 p-4">
                <legend className="px-1 font-semibold">
                  <span className="sr-only">{trExercises.question(n + 1)}: </span>
                  <span lang="en">{q.text}</span>
                </legend>
                <Answer q={q} />
                <p data-feedback="" aria-live="polite" className="font-semibold empty:hidden" />
              </fieldset>
            </li>
          ))}
        </ol>
        <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
          {trExercises.finish}
        </button>
      </form>
    </section>
  );
}
