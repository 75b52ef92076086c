import { QuestionPicture } from "#app/components/question-picture.tsx";
import { Fragment } from "react";
import { Link } from "react-router";
import { contentPath, parseContentSegment } from "#core/content.ts";
import { gradeLabel, parseGrade } from "#core/grades.ts";
import { trExercises } from "#core/messages/exercises.ts";
import { paperLetter as letter } from "#core/paper-letter.ts";
import type { PublicQuestion } from "#core/quiz-formats.ts";
import { unitLabel } from "#core/terms.ts";
import { notFound, orUnavailable } from "#app/lib/load.server.ts";
import { titled } from "#app/lib/meta.ts";
import { printPath } from "#core/practice-view.ts";
import { worksheetOf } from "#app/lib/practice.server.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import type { PictureKey } from "#core/picture-password.ts";
import { Picture } from "#app/components/pictures/picture.tsx";
import type { Route } from "./+types/worksheet";

/**
 * 'Yazdır': an entry's word list and quiz as an A4 worksheet, with no
 * navigation and lines for the pupil's name and class. The admin (the teacher) may add
 * the answer key (`?anahtar=1`) on a page of its own at the end; anyone else asking for
 * it gets the worksheet alone (app/lib/practice.server.tsx).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const grade = parseGrade(params.grade);
  const id = parseContentSegment(params.entry);
  if (grade === null || id === null) notFound();
  const entry = await orUnavailable(context.requestId, () => context.services.content.getById(id));
  if (!entry || entry.sinif !== grade) notFound();
  const sheet = await orUnavailable(context.requestId, () => worksheetOf(request, context, entry));
  if (!sheet) notFound();
  return { entry, back: contentPath(entry), ...sheet };
}

export const meta: Route.MetaFunction = ({ data }) =>
  titled(data ? trExercises.worksheetTitle(data.entry.konuIng) : "Bir hata oluştu.");

/**
 * The quiz's questions in runs, each with the number it starts at: a question that starts a reading
 * text's run (publicQuiz marks it, decision 0130) starts a new list, so the text stands above the
 * questions it is for, not beside a question's number.
 */
function quizRuns(quiz: PublicQuestion[]): { passage?: string; start: number; questions: PublicQuestion[] }[] {
  const runs: { passage?: string; start: number; questions: PublicQuestion[] }[] = [];
  quiz.forEach((q, i) => {
    const last = runs.at(-1);
    if (last && !q.passage) last.questions.push(q);
    else runs.push({ passage: q.passage, start: i + 1, questions: [q] });
  });
  return runs;
}

function QuestionForPaper({ q }: { q: PublicQuestion }) {
  switch (q.kind) {
    case "choice":
      return (
        <ol className="mt-1 grid grid-cols-2 gap-x-6 pl-6">
          {q.options.map((o, i) => (
            <li key={i} lang="en">
              {letter(i)}) {o}
            </li>
          ))}
        </ol>
      );
    case "truefalse":
      return <p className="mt-1 pl-6">{trExercises.trueOrFalse}: ______</p>;
    case "short":
      return <p className="mt-1 pl-6">________________________________</p>;
    case "matching":
      return (
        <div className="mt-1 grid grid-cols-2 gap-x-6 pl-6">
          <p className="col-span-2 text-sm">{trExercises.matchHint}</p>
          <ol className="list-decimal pl-5">
            {q.lefts.map((left) => (
              <li key={left} lang="en">
                {left} ____
              </li>
            ))}
          </ol>
          <ul>
            {q.rights.map((r, i) => (
              <li key={r}>
                {letter(i)}) {r}
              </li>
            ))}
          </ul>
        </div>
      );
    case "ordering":
      return (
        <div className="mt-1 pl-6">
          <p className="text-sm">{trExercises.orderHint}</p>
          <ul>
            {q.items.map((item, i) => (
              <li key={i}>
                ____ {letter(i)}) <span lang="en">{item}</span>
              </li>
            ))}
          </ul>
        </div>
      );
    case "gaps":
      return (
        <p className="mt-1 pl-6">
          {trExercises.wordBank}:{" "}
          <span lang="en" className="font-semibold">
            {q.bank.join(" · ")}
          </span>
        </p>
      );
    case "dictation":
      return <p className="mt-1 pl-6">{trExercises.dictationPaper} ________________________________________</p>;
    case "picture":
      return (
        <div className="mt-1 flex flex-wrap items-center gap-4 pl-6">
          {(q.ask === "picture" ? q.options : q.prompts).map((key, i) => (
            <span key={i} className="flex items-center gap-1">
              {q.ask === "picture" ? `${letter(i)})` : `${i + 1}.`}{" "}
              <Picture picture={key as PictureKey} className="h-14 w-14" />
              {q.ask === "word" && " ________"}
            </span>
          ))}
          {q.ask === "word" && (
            <span lang="en" className="font-semibold">
              {q.options.map((o, i) => `${letter(i)}) ${o}`).join("  ")}
            </span>
          )}
        </div>
      );
  }
}

function WordsForPaper({ words }: { words: string[] }) {
  return (
    <table className="mt-2 w-full border-collapse text-left">
      <thead>
        <tr>
          <th scope="col" className="border border-slate-400 px-2 py-1">
            {trExercises.english}
          </th>
          <th scope="col" className="border border-slate-400 px-2 py-1">
            {trExercises.turkish}
          </th>
        </tr>
      </thead>
      <tbody>
        {words.map((english) => (
          <tr key={english}>
            <td className="border border-slate-400 px-2 py-2" lang="en">
              {english}
            </td>
            <td className="w-1/2 border border-slate-400 px-2 py-2" />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PrintButton() {
  const hydrated = useHydrated();
  return hydrated ? (
    <button
      type="button"
      onClick={() => window.print()}
      className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
    >
      {trExercises.printNow}
    </button>
  ) : (
    <p>{trExercises.printHint}</p>
  );
}

/** The answer key, on a page of its own at the end: the words' meanings and the quiz's answers. */
function AnswerKey({ answers }: { answers: NonNullable<Route.ComponentProps["loaderData"]["key"]> }) {
  return (
    <section className="mt-10 break-before-page" aria-labelledby="ws-key">
      <h2 id="ws-key" className="text-lg font-bold">
        {trExercises.answerKey}
      </h2>
      {answers.words && (
        <ul className="mt-2 columns-2">
          {answers.words.map((w) => (
            <li key={w.english}>
              <span lang="en">{w.english}</span>: {w.turkish}
            </li>
          ))}
        </ul>
      )}
      {answers.quiz && (
        <ol className="mt-4 list-decimal pl-6">
          {answers.quiz.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ol>
      )}
    </section>
  );
}

export default function Worksheet({ loaderData }: Route.ComponentProps) {
  const { entry, back, words, quiz, teacher, key } = loaderData;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl bg-white px-6 py-6 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center gap-3 print:hidden">
        <Link
          to={back}
          className="inline-flex min-h-11 items-center rounded-lg border border-slate-500 px-4 font-semibold hover:bg-slate-100"
        >
          <span aria-hidden="true">← </span>
          {trExercises.backToPage}
        </Link>
        {teacher && (
          <Link
            to={printPath(back, !key)}
            replace
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-500 px-4 font-semibold hover:bg-slate-100"
          >
            {key ? trExercises.withoutKey : trExercises.printWithKey}
          </Link>
        )}
        <PrintButton />
      </div>
      <header className="border-b-2 border-slate-900 pb-3">
        <p className="text-sm">
          Merdiven · {gradeLabel(entry.sinif)} · {unitLabel(entry.unite)}
        </p>
        <h1 className="text-2xl font-bold" lang="en">
          {entry.konuIng}
        </h1>
        <p>{entry.konuTr}</p>
        <p className="mt-3">{trExercises.worksheetName}</p>
        <p>{trExercises.worksheetClass}</p>
      </header>
      {words && (
        <section className="mt-6" aria-labelledby="ws-words">
          <h2 id="ws-words" className="text-lg font-bold">
            {trExercises.wordsTitle}
          </h2>
          <p>{trExercises.worksheetWords}</p>
          <WordsForPaper words={words} />
        </section>
      )}
      {quiz && (
        <section className="mt-6 break-inside-auto" aria-labelledby="ws-quiz">
          <h2 id="ws-quiz" className="text-lg font-bold">
            {trExercises.quizTitle}
          </h2>
          <p>{trExercises.worksheetQuiz}</p>
          {quizRuns(quiz).map((run) => (
            <Fragment key={run.start}>
              {run.passage && (
                <p
                  lang="en"
                  className="mt-3 break-inside-avoid rounded border border-slate-400 p-3 whitespace-pre-line"
                >
                  {run.passage}
                </p>
              )}
              <ol start={run.start} className="mt-2 list-decimal space-y-3 pl-6">
                {run.questions.map((q) => (
                  <li key={q.id} className="break-inside-avoid">
                    <span lang="en">{q.text}</span>
                    {q.picture && <QuestionPicture picture={q.picture} />}
                    <QuestionForPaper q={q} />
                  </li>
                ))}
              </ol>
            </Fragment>
          ))}
        </section>
      )}
      {key && <AnswerKey answers={key} />}
    </main>
  );
}
