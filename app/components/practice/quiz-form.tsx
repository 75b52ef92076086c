import { QuestionPicture } from "#app/components/question-picture.tsx";
import { trExercises } from "#core/messages/exercises.ts";
import type { PublicQuestion } from "#core/quiz-formats.ts";
import type { PrintLinks as Links } from "#core/practice-view.ts";
import type { PictureKey } from "#core/picture-password.ts";
import { MAX_DICTATION_CHARS } from "#core/scoring/dictation.ts";
import { Picture } from "#app/components/pictures/picture.tsx";
import { PrintLinks } from "./print-links";

const field = "min-h-11 w-full rounded-lg border border-slate-500 px-3 text-base sm:max-w-md";
const choiceRow = "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-50";

/** What a question asks of the pupil, said in Turkish. */
function howTo(q: PublicQuestion): string {
  if (q.kind === "picture")
    return q.ask === "picture" ? trExercises.howTo.picturePicture : trExercises.howTo.pictureWord;
  return trExercises.howTo[q.kind];
}

/**
 * Under each question's English text: a Turkish line on what to do and '🔊 Soruyu dinle' (the
 * device's English voice, app/browser/practice-client.ts; hidden without one, and without scripts).
 * A gaps question's legend is already Turkish; a dictation has its own 'Cümleyi dinle'.
 */
function QuestionHelp({ q }: { q: PublicQuestion }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {q.kind !== "gaps" && <p className="text-slate-700">{howTo(q)}</p>}
      {q.kind !== "gaps" && q.kind !== "dictation" && q.text && (
        <button
          type="button"
          data-say={q.text}
          hidden
          aria-label={`${trExercises.listenQuestion}: ${q.text}`}
          className="min-h-11 rounded-lg border border-slate-500 px-3 text-sm font-semibold hover:bg-slate-100"
        >
          <span aria-hidden="true">🔊 </span>
          {trExercises.listenQuestion}
        </button>
      )}
    </div>
  );
}

/**
 * One question of the form: the reading text it starts (publicQuiz puts it on the first question of
 * its run, decision 0130), its legend, what to do in Turkish, its answer fields and its feedback line.
 */
function QuestionItem({ q, n, feedback }: { q: PublicQuestion; n: number; feedback: boolean }) {
  return (
    <li className="space-y-3">
      {q.passage && (
        <p lang="en" className="rounded-xl bg-slate-50 p-4 break-words whitespace-pre-line ring-1 ring-slate-300">
          {q.passage}
        </p>
      )}
      <fieldset
        data-question={q.id}
        data-rows={q.kind === "picture" ? Math.max(1, q.prompts.length) : undefined}
        className="space-y-2 rounded-xl border border-slate-300 p-4"
      >
        <legend className="px-1 font-semibold">
          <span className="sr-only">{trExercises.question(n + 1)}: </span>
          {/* A gaps question's text is drawn with its selects below; its legend says what to do. */}
          {q.kind === "gaps" ? <span>{trExercises.gapsLegend}</span> : <span lang="en">{q.text}</span>}
        </legend>
        {q.picture && <QuestionPicture picture={q.picture} />}
        <QuestionHelp q={q} />
        <Answer q={q} />
        {/* Its line is kept while empty: feedback that arrives as the pupil reaches for 'Testi bitir' must not move the button under her finger. */}
        {feedback && <p data-feedback="" aria-live="polite" className="min-h-6 font-semibold" />}
      </fieldset>
    </li>
  );
}

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
          <input
            type="text"
            name={q.id}
            maxLength={200}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            lang="en"
            className={field}
          />
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
    case "dictation":
      return <DictationAnswer q={q} />;
    case "picture":
      return <PictureAnswer q={q} />;
  }
}

/**
 * Dictation (decision 0077): never the sentence in the page. An audio entry's cue plays in the
 * browser's own player (a media fragment, no JavaScript needed); otherwise 'Cümleyi dinle'
 * (shown by the practice script where the device has an English voice) fetches the sentence
 * only when pressed and speaks it. The pupil types it in a plain text box.
 */
function DictationAnswer({ q }: { q: Extract<PublicQuestion, { kind: "dictation" }> }) {
  return (
    <div data-dictation={q.id} className="space-y-2">
      {q.clip ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- a caption would be the answer: the pupil is to write what they hear (decision 0077)
        <audio
          controls
          preload="none"
          src={`${q.clip.src}#t=${q.clip.start},${q.clip.end}`}
          aria-label={trExercises.dictationClip}
          className="w-full max-w-md"
        />
      ) : (
        <>
          <button
            type="button"
            data-dictation-say=""
            hidden
            className="min-h-11 rounded-lg border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
          >
            <span aria-hidden="true">🔊</span> {trExercises.dictationListen}
          </button>
          <p data-dictation-note="" className="text-sm text-slate-700">
            {trExercises.dictationNoScript}
          </p>
        </>
      )}
      <label className="block space-y-1">
        <span className="block text-sm font-semibold">{trExercises.dictationLabel}</span>
        <input
          type="text"
          name={q.id}
          maxLength={MAX_DICTATION_CHARS}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          lang="en"
          className={field}
        />
      </label>
    </div>
  );
}

const pictureCard =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border-2 border-slate-300 bg-white p-2 hover:border-brand-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-4 has-[:focus-visible]:outline-brand-700";

/**
 * Picture–word (decision 0077): radio buttons, so a tap on a picture or a word, the arrow keys
 * and a form sent without JavaScript all answer alike. A picture is one of the site's drawings,
 * named for screen readers by its Turkish word. `qN.i` is the option (as shown) of row i.
 */
function PictureAnswer({ q }: { q: Extract<PublicQuestion, { kind: "picture" }> }) {
  if (q.ask === "picture")
    return (
      <div className="flex flex-wrap gap-3">
        {q.options.map((key, k) => (
          <label key={k} className={pictureCard}>
            <input type="radio" name={`${q.id}.0`} value={k} className="size-5" />
            <Picture picture={key as PictureKey} className="h-20 w-20" />
          </label>
        ))}
      </div>
    );
  const rows = q.prompts.length > 0 ? q.prompts : [""];
  return (
    <div className="space-y-3">
      {rows.map((key, i) => (
        <fieldset key={i} className="flex flex-wrap items-center gap-3">
          <legend className="float-left mr-2 flex items-center gap-2">
            <span className="sr-only">{trExercises.pictureFor(i + 1)}: </span>
            {key && <Picture picture={key as PictureKey} className="h-20 w-20" />}
          </legend>
          {q.options.map((word, k) => (
            <label key={k} className={pictureCard}>
              <input type="radio" name={`${q.id}.${i}`} value={k} className="size-5" />
              <span lang="en">{word}</span>
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
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
            <li
              key={i}
              data-bank-word={i}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-400 bg-white px-3"
            >
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
              <select
                name={`${q.id}.${i}`}
                aria-label={trExercises.gap(i + 1)}
                data-gap={i}
                className="mx-1 min-h-11 rounded-lg border border-slate-500 px-2 text-base"
                defaultValue=""
              >
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
 * The online quiz: one plain form that posts to the content page and is
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
  feedback = true,
}: {
  questions: PublicQuestion[];
  action: string;
  version: string;
  best: string | null;
  print: Links | null;
  /** A homework item's quiz, once hydrated: the try goes to the device's outbox and the API (docs/decisions/0076). */
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  /** Right or wrong as each question is answered; a homework whose answers come later has none. */
  feedback?: boolean;
}) {
  return (
    <section
      id="test"
      aria-labelledby="test-baslik"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
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
      <p data-no-voice="" hidden className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
        {trExercises.noEnglishVoice}
      </p>
      <form
        method="post"
        action={`${action}#sonuc`}
        data-quiz={version}
        data-no-feedback={feedback ? undefined : ""}
        onSubmit={onSubmit}
        className="space-y-5"
      >
        <input type="hidden" name="intent" value="quiz" />
        <input type="hidden" name="version" value={version} />
        <ol className="space-y-5">
          {questions.map((q, n) => (
            <QuestionItem key={q.id} q={q} n={n} feedback={feedback} />
          ))}
        </ol>
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {trExercises.finish}
        </button>
      </form>
    </section>
  );
}
