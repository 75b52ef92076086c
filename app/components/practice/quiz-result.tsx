import { trExercises } from "#core/messages/exercises.ts";
import type { QuestionScore, QuizScore } from "#core/quiz-formats.ts";
import { countsOf, creditMark, type CreditMark } from "#core/messages/result-words.ts";
import type { WordMark, WordVerdict } from "#core/scoring/dictation.ts";

/** An answer as said: English, but a true/false question's 'Doğru' and 'Yanlış' are Turkish. */
const Said = ({ q, text }: { q: QuestionScore; text: string }) =>
  q.kind === "truefalse" || q.saidIn === "tr" ? text : <span lang="en">{text}</span>;

const MARK: Record<WordVerdict, string> = { right: "✓", slip: "≈", wrong: "✗", missing: "○", extra: "+" };

/** A dictation's words, each with its verdict in words (not colour alone): a list a screen reader reads in order. */
function DictationWords({ words }: { words: WordMark[] }) {
  return (
    <div>
      <p className="font-semibold">{trExercises.dictationWords}:</p>
      <ul className="flex flex-wrap gap-2" data-dictation-words="">
        {words.map((w, i) => (
          <li
            key={i}
            data-verdict={w.verdict}
            className={`rounded-lg border px-2 py-1 ${w.verdict === "right" || w.verdict === "slip" ? "border-green-700" : "border-red-700"}`}
          >
            <span aria-hidden="true">{MARK[w.verdict]} </span>
            <span lang="en">
              {w.verdict === "wrong" || w.verdict === "slip"
                ? trExercises.wordWas(w.typed ?? "", w.expected ?? "")
                : (w.expected ?? w.typed)}
            </span>
            : {trExercises.verdict[w.verdict]}
          </li>
        ))}
      </ul>
    </div>
  );
}

const BORDER: Record<CreditMark, string> = {
  right: "border-green-700 bg-green-50",
  partly: "border-amber-600 bg-amber-50",
  wrong: "border-red-700 bg-red-50",
};

/**
 * Each question right, partly right or wrong (in words and a mark, not colour alone; decision
 * 0112), the pupil's answer and, where not right in full, the right one (a wrong ordering: the
 * right order).
 */
export function QuestionResults({ questions, testId }: { questions: QuestionScore[]; testId?: string }) {
  return (
    <ol className="space-y-3" data-testid={testId}>
      {questions.map((q, n) => (
        <li
          key={q.id}
          data-mark={creditMark(q.credit)}
          className={`rounded-xl border-l-4 px-4 py-3 ${BORDER[creditMark(q.credit)]}`}
        >
          <p className="font-semibold">
            {trExercises.question(n + 1)}: <span data-credit={q.credit}>{trExercises.mark(q.credit)}</span>
          </p>
          <p lang="en">{q.text}</p>
          {q.refused ? (
            <p role="alert" className="font-semibold text-red-900">
              {q.refused}
            </p>
          ) : (
            <p>
              {trExercises.yourAnswer}: {q.given ? <Said q={q} text={q.given} /> : trExercises.noAnswer}
            </p>
          )}
          {q.words && <DictationWords words={q.words} />}
          {!q.correct && (
            <p className="font-semibold">
              {q.kind === "ordering" ? trExercises.rightOrder : trExercises.correctAnswer}:{" "}
              <Said q={q} text={q.right} />
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * The result of a submitted quiz: how many questions were right and partly right in words,
 * each question's mark, the pupil's answer and, where not right, the right one (for an
 * ordering, the right order). A forged answer the server refused says so instead of the
 * pupil's answer.
 */
export function QuizResult({
  result,
  version,
  again,
  saved,
}: {
  result: QuizScore;
  version: string;
  again: string;
  saved: boolean;
}) {
  return (
    <section
      id="sonuc"
      tabIndex={-1}
      aria-labelledby="sonuc-baslik"
      data-quiz-result={`${result.score}/${result.total}`}
      data-quiz-version={version}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-2 ring-brand-700"
    >
      <h2 id="sonuc-baslik" className="text-xl font-bold text-brand-900">
        {`${trExercises.resultTitle}: ${trExercises.score(countsOf(result.questions), result.score)}`}
      </h2>
      {saved && <p>{trExercises.resultSaved}</p>}
      <QuestionResults questions={result.questions} />
      <a
        href={`${again}#test`}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {trExercises.tryAgain}
      </a>
    </section>
  );
}
