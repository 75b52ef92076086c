import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { MY_HOMEWORK_PATH } from "#core/homework.ts";
import { trHomework } from "#core/messages/homework.ts";
import { DeviceNotice, useHomeworkQuiz, type DeviceSubmit } from "#app/components/homework-device.tsx";
import { QuizForm } from "#app/components/practice/quiz-form.tsx";
import { QuestionResults } from "#app/components/practice/quiz-result.tsx";
import { homeworkAction, homeworkPage, type QuizResultView } from "#app/lib/my-homework.server.tsx";
import { titled } from "#app/lib/meta.ts";
import type { Route } from "./+types/homework";

/**
 * /odevlerim/{id}: one homework item of the pupil's (issue 35): the entry to open and mark
 * read, its quiz (tries and the counted score on the server; the right answers only when
 * the teacher's chosen time has come), its self-test, or its cards. Plain forms.
 */
export const meta: Route.MetaFunction = ({ data }) => titled(data ? `${data.title} · ${trHomework.mine}` : trHomework.mine);

export const loader = ({ request, context, params }: Route.LoaderArgs) => homeworkPage(request, context, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) => homeworkAction(request, context, params.id);

const button = "inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800";
const box = "space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200";

function QuizOutcome({ result, ref }: { result: QuizResultView; ref?: React.Ref<HTMLElement> }) {
  return (
    <section ref={ref} id="sonuc" tabIndex={-1} aria-labelledby="sonuc-baslik" className={`${box} ring-2 ring-brand-700`} data-quiz-result={`${result.score}/${result.total}`}>
      <h2 id="sonuc-baslik" className="text-xl font-bold text-brand-900">
        {trHomework.resultTitle(result.score, result.total)}
      </h2>
      {result.counted && <p data-testid="counted">{result.counted}</p>}
      {result.hidden && <p data-testid="answers-hidden">{result.hidden}</p>}
      {result.questions && <QuestionResults questions={result.questions} testId="answers-shown" />}
    </section>
  );
}

/** The API's answer to a try sent from the page (docs/decisions/0076), as the form's own result shows it. */
function sentView(sent: Extract<DeviceSubmit, { kind: "sent" }>, answersShown: string): QuizResultView {
  return {
    score: sent.score,
    total: sent.total,
    counted: sent.counted.score !== null && sent.counted.total !== null ? trHomework.counted(sent.counted.score, sent.counted.total) : null,
    questions: sent.questions,
    hidden: sent.questions ? null : answersShown === "never" ? trHomework.answersNeverShown : trHomework.answersLater,
  };
}

export default function Homework({ loaderData, actionData }: Route.ComponentProps) {
  const h = loaderData;
  const action = `${MY_HOMEWORK_PATH}/${h.id}`;
  // With JavaScript, a quiz try goes through the device's outbox: kept when there is no signal (docs/decisions/0076).
  const [device, setDevice] = useState<DeviceSubmit | null>(null);
  const revalidator = useRevalidator();
  const line = `${trHomework.kindShort[h.kind]} · ${h.className} · ${trHomework.dueOn(h.due)}`;
  const deviceItem = useMemo(
    () => (h.kind === "quiz" ? { owner: h.pupil, id: h.id, title: h.title, line, version: h.quiz?.version ?? "", questions: h.quiz?.questions ?? [] } : null),
    [h.kind, h.pupil, h.id, h.title, line, h.quiz],
  );
  const submitted = useCallback(
    (outcome: DeviceSubmit) => {
      setDevice(outcome);
      if (outcome.kind === "sent" || outcome.kind === "refused") void revalidator.revalidate();
    },
    [revalidator],
  );
  const onSubmit = useHomeworkQuiz(deviceItem, submitted);
  const outcome = device?.kind === "sent" ? sentView(device, h.answersShown) : actionData?.kind === "quiz" ? actionData.result : null;
  const resultRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (device?.kind === "sent") resultRef.current?.focus();
  }, [device]);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <p>
        <Link to={MY_HOMEWORK_PATH} className="font-semibold text-brand-800 underline underline-offset-4">
          {trHomework.mine}
        </Link>
      </p>
      <h1 className="text-3xl font-extrabold text-brand-900" lang="en">
        {h.title}
      </h1>
      <p className="text-slate-700">
        {trHomework.kindShort[h.kind]} · {h.className} · {trHomework.dueOn(h.due)} · <strong>{h.left}</strong>
      </p>
      {h.note && <p className="rounded-lg bg-amber-50 px-4 py-3">{h.note}</p>}
      {h.score && <p data-testid="homework-score">{h.score}</p>}
      {actionData && "message" in actionData && (
        <p role="alert" className="rounded-lg border-l-4 border-brand-700 bg-white px-4 py-3 font-semibold">
          {actionData.message}
        </p>
      )}
      <DeviceNotice state={device} />
      {outcome && <QuizOutcome result={outcome} ref={resultRef} />}

      {h.kind === "read" && (
        <div className={box}>
          <Form method="post">
            <input type="hidden" name="intent" value="open" />
            <button type="submit" className={button}>
              {trHomework.openEntry}
            </button>
          </Form>
          {h.state !== "done" && h.state !== "late" && (
            <Form method="post">
              <input type="hidden" name="intent" value="read" />
              <button type="submit" className={button}>
                {trHomework.markRead}
              </button>
            </Form>
          )}
        </div>
      )}

      {h.kind === "quiz" && (
        <>
          <p>
            {h.triesLeft === null ? trHomework.triesUnlimitedLeft : h.triesLeft === 0 ? trHomework.noTriesLeft : trHomework.triesLeft(h.triesLeft)} {h.scoreCounts === "first" ? trHomework.countsFirst : trHomework.countsBest}
          </p>
          {h.quiz && <QuizForm questions={h.quiz.questions} action={action} version={h.quiz.version} best={null} print={h.quiz.print} onSubmit={onSubmit} />}
        </>
      )}

      {h.kind === "self-test" && h.words && (
        <section aria-labelledby="self-test-title" className={box}>
          <h2 id="self-test-title" className="text-xl font-bold text-brand-900">
            {trHomework.selfTestTitle}
          </h2>
          <p>{trHomework.selfTestIntro(h.passPercent)}</p>
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="self-test" />
            <ol className="space-y-2">
              {h.words.map((turkish, i) => (
                <li key={i}>
                  <label htmlFor={`w${i}`} className="block font-medium">
                    {turkish}
                  </label>
                  <input id={`w${i}`} name={`w${i}`} lang="en" maxLength={200} autoComplete="off" autoCapitalize="none" className="min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2" />
                </li>
              ))}
            </ol>
            <button type="submit" className={button}>
              {trHomework.check}
            </button>
          </Form>
        </section>
      )}

      {h.kind === "flashcards" && (
        <div className={box}>
          <p>{trHomework.flashcardsIntro}</p>
          <Link to={`${h.entryPath}#kelimeler`} className={button}>
            {trHomework.openFlashcards}
          </Link>
        </div>
      )}
    </div>
  );
}
