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
    case "ordering":
      return <OrderingAnswer q={q} />;
    case "gaps":
      return <GapsAnswer q={q} />;
  }
}

/** How to drag: shown by the practice script, which does the dragging. */
const JsHelp = ({ text }: { text: string }) => (
  <p data-js-help="" hidden className="text-sm text-slate-700">
    {text}
  </p>
);

/**
 * Ordering without JavaScript: a select a place ('1. sıra' …), each naming an item as shown;
 * at first the order shown. The practice script adds dragging and moving by keyboard on top
 * (`data-ordering`), writing the same selects.
 */
function OrderingAnswer({ q }: { q: Extract<PublicQuestion, { kind: "ordering" }> }) {
  return (
    <div data-ordering={q.id} className="space-y-2">
      <JsHelp text={trExercises.orderingHelp} />
      <ol data-order-selects="" className="space-y-2">
        {q.items.map((_, place) => (
          <li key={place}>
            <label className="flex flex-wrap items-center gap-3">
              <span className="min-w-16 font-semibold">{trExercises.place(place + 1)}</span>
              <select name={`${q.id}.${place}`} className={field} defaultValue={String(place)}>
                {q.items.map((item, k) => (
                  <option key={k} value={k} lang="en">
                    {item}
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * Gaps from a word bank without JavaScript: the bank listed, and in the text a select a gap
 * (its group's words). The practice script lets a bank word be dragged onto a gap (`data-gaps`).
 */
function GapsAnswer({ q }: { q: Extract<PublicQuestion, { kind: "gaps" }> }) {
  return (
    <div data-gaps={q.id} className="space-y-3">
      <JsHelp text={trExercises.gapsHelp} />
      <div className="rounded-lg bg-slate-50 p-3">
        <p className="text-sm font-semibold">{trExercises.wordBank}</p>
        <ul className="mt-1 flex flex-wrap gap-2" lang="en">
          {q.bank.map((word, i) => (
            <li key={i} data-bank-word={i} className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-400 bg-white px-3">
              {word}
            </li>
          ))}
        </ul>
      </div>
      <p lang="en" className="leading-[3.25rem]">
        {q.parts.map((part, i) => (
          <span key={i}>
            {part}
            {i < q.choices.length && (
              <select name={`${q.id}.${i}`} aria-label={trExercises.gap(i + 1)} data-gap={i} className="mx-1 min-h-11 rounded-lg border border-slate-500 px-2 text-base" defaultValue="">
                <option value="" lang="tr">
                  {trExercises.gap(i + 1)}
                </option>
                {q.choices[i].map((b) => (
                  <option key={b} value={b}>
                    {q.bank[b]}
                  </option>
                ))}
              </select>
            )}
          </span>
        ))}
      </p>
    </div>
  );
}

/**
 * The online quiz (issue 20): one plain form that posts to the content page and is
 * scored on the server, so it works without JavaScript. It holds no answer: only what
 * `publicQuiz` lets through. The practice script adds feedback per question.
 */
export function QuizForm({
  questions,
  action,
  version,
  best,
  print,
  onSubmit,
}: {
  questions: PublicQuestion[];
  action: string;
  version: string;
  best: string | null;
  print: Links | null;
  /** A homework item's quiz, once hydrated: the try goes to the device's outbox and the API (docs/decisions/0076). */
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <section id="test" aria-labelledby="test-baslik" className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="test-baslik" className="text-xl font-bold text-brand-900">
          {trExercises.quizTitle}
        </h2>
        {print && (
          <div className="flex flex-wrap gap-2 print:hidden">
            <PrintLinks links={print} />
          </div>
        )}
      </div>
      <p>{trExercises.quizIntro(questions.length)}</p>
      {best && <p className="font-semibold text-brand-800">{best}</p>}
      <p data-device-best="" hidden className="font-semibold text-brand-800" />
      <form method="post" action={`${action}#sonuc`} data-quiz={version} onSubmit={onSubmit} className="space-y-5">
        <input type="hidden" name="intent" value="quiz" />
        <input type="hidden" name="version" value={version} />
        <ol className="space-y-5">
          {questions.map((q, n) => (
            <li key={q.id}>
              <fieldset data-question={q.id} className="space-y-2 rounded-xl border border-slate-300 p-4">
                <legend className="px-1 font-semibold">
                  <span className="sr-only">{trExercises.question(n + 1)}: </span>
                  {/* A gaps question's text is drawn with its selects below; its legend says what to do. */}
                  {q.kind === "gaps" ? <span>{trExercises.gapsLegend}</span> : <span lang="en">{q.text}</span>}
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
