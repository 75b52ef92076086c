import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { HomeworkTitle } from "#app/components/homework/homework-title.tsx";
import { Form, Link, useRevalidator } from "react-router";
import { MY_HOMEWORK_PATH } from "#core/homework/homework.ts";
import { trHomework } from "#core/messages/homework.ts";
import { trHomeworkPupil } from "#core/messages/homework-pupil.ts";
import { DeviceNotice, type DeviceSubmit } from "#app/components/homework/device-try.tsx";
import { keepOpened, useHomeworkOnDevice } from "#app/components/homework/homework-on-device.tsx";
import { SelfTestForm } from "#app/components/homework/self-test-form.tsx";
import { PracticeSection } from "#app/components/practice/practice-section.tsx";
import { QuestionResults } from "#app/components/practice/quiz-result.tsx";
import { homeworkAction, homeworkPage, type QuizResultView } from "./item.server";
import { titled } from "#app/lib/meta.ts";
import type { Route } from "./+types/item";

/**
 * /odevlerim/{id}: one homework item of the pupil's: the entry to open and mark
 * read, its quiz (tries and the counted score on the server; the right answers only when
 * the teacher's chosen time has come), its self-test, or its cards. Plain forms; with
 * JavaScript a quiz, a self-test or 'Okudum, bitti' goes through the device's outbox.
 */
export const meta: Route.MetaFunction = ({ data }) =>
  titled(data ? `${data.title} · ${trHomeworkPupil.mine}` : trHomeworkPupil.mine);

export const loader = ({ request, context, params }: Route.LoaderArgs) => homeworkPage(request, context, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) => homeworkAction(request, context, params.id);

const button =
  "inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800";
const box = "space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200";

function QuizOutcome({ result, ref }: { result: QuizResultView; ref?: React.Ref<HTMLElement> }) {
  return (
    <section
      ref={ref}
      id="sonuc"
      tabIndex={-1}
      aria-labelledby="sonuc-baslik"
      className={`${box} ring-2 ring-brand-700`}
      data-quiz-result={`${result.score}/${result.total}`}
    >
      <h2 id="sonuc-baslik" className="text-xl font-bold text-brand-900">
        {trHomeworkPupil.resultTitle(result.counts, result.score)}
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
    counts: { right: sent.right, partly: sent.partly, total: sent.total },
    counted:
      sent.counted.score !== null && sent.counted.total !== null
        ? trHomeworkPupil.counted({ ...sent.counted, score: sent.counted.score, total: sent.counted.total })
        : null,
    questions: sent.questions,
    hidden: sent.questions
      ? null
      : answersShown === "never"
        ? trHomeworkPupil.answersNeverShown
        : trHomeworkPupil.answersLater,
  };
}

/**
 * The quiz is its entry page's own markup and script (decision 0106): its form's submit bubbles
 * up to here and goes to the device's outbox as that form's.
 */
function fromQuiz(onSubmit: ((event: React.FormEvent<HTMLFormElement>) => void) | undefined) {
  return (event: React.FormEvent<HTMLDivElement>) => {
    const form = event.target;
    if (!onSubmit || !(form instanceof HTMLFormElement) || !form.matches("form[data-quiz]")) return;
    onSubmit({ ...event, currentTarget: form, preventDefault: () => event.preventDefault() });
  };
}

export default function Homework({ loaderData, actionData }: Route.ComponentProps) {
  const h = loaderData;
  // With JavaScript, a try goes through the device's outbox: kept when there is no signal (docs/decisions/0076, 0084).
  const [device, setDevice] = useState<DeviceSubmit | null>(null);
  const revalidator = useRevalidator();
  const kindLabel =
    h.kind === "read" && h.entry.fileType === "audio" ? trHomework.kindListen : trHomework.kindShort[h.kind];
  const line = `${kindLabel} · ${h.className} · ${trHomework.dueOn(h.due)}`;
  // What the device keeps to be done offline: a quiz with tries left, a self-test's Turkish prompts, an entry to read not done yet.
  const opened = h.state !== "not-started";
  const deviceItem = useMemo(() => {
    const base = { owner: h.pupil, id: h.id, title: h.title, titleTr: h.titleTr || undefined, line };
    if (h.kind === "quiz" && h.quiz)
      return { ...base, kind: "quiz" as const, version: h.quiz.version, questions: h.quiz.questions };
    if (h.kind === "self-test" && h.words?.length)
      return { ...base, kind: "self-test" as const, prompts: h.words, passPercent: h.passPercent };
    if (h.kind === "read" && h.state !== "done" && h.state !== "late")
      return { ...base, kind: "read" as const, entryPath: h.entryPath, opened };
    return null;
  }, [h.kind, h.pupil, h.id, h.title, h.titleTr, line, h.quiz, h.words, h.passPercent, h.state, h.entryPath, opened]);
  const submitted = useCallback(
    (outcome: DeviceSubmit) => {
      setDevice(outcome);
      if (outcome.kind === "sent" || outcome.kind === "done" || outcome.kind === "refused")
        void revalidator.revalidate();
    },
    [revalidator],
  );
  const onSubmit = useHomeworkOnDevice(h.pupil, h.id, deviceItem, submitted);
  const outcome =
    device?.kind === "sent" ? sentView(device, h.answersShown) : actionData?.kind === "quiz" ? actionData.result : null;
  const resultRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (device?.kind === "sent") resultRef.current?.focus();
  }, [device]);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <p>
        <Link to={MY_HOMEWORK_PATH} className="font-semibold text-brand-800 underline underline-offset-4">
          {trHomeworkPupil.mine}
        </Link>
      </p>
      <HomeworkTitle title={h.title} titleTr={h.titleTr} />
      <p className="text-slate-700">
        {kindLabel} · {h.className} · {trHomework.dueOn(h.due)} · <strong>{h.left}</strong>
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
      {!outcome && h.review && (
        <section aria-labelledby="son-deneme" className={box} data-testid="last-try">
          <h2 id="son-deneme" className="text-xl font-bold text-brand-900">
            {trHomeworkPupil.reviewTitle}
          </h2>
          <p>{trHomeworkPupil.resultTitle(h.review.counts, h.review.score)}</p>
          <QuestionResults questions={h.review.questions ?? []} testId="answers-shown" />
        </section>
      )}

      {h.kind === "read" && (
        <div className={box}>
          <Form method="post" onSubmit={() => keepOpened(h.pupil, h.id)}>
            <input type="hidden" name="intent" value="open" />
            <button type="submit" className={button}>
              {trHomeworkPupil.openEntry}
            </button>
          </Form>
          {h.state !== "done" && h.state !== "late" && (
            <Form method="post" onSubmit={onSubmit}>
              <input type="hidden" name="intent" value="read" />
              <button type="submit" className={button}>
                {trHomeworkPupil.markRead}
              </button>
            </Form>
          )}
        </div>
      )}

      {h.kind === "quiz" && (
        <>
          <p>
            {h.triesLeft === null
              ? trHomeworkPupil.triesUnlimitedLeft
              : h.triesLeft === 0
                ? trHomeworkPupil.noTriesLeft
                : trHomeworkPupil.triesLeft(h.triesLeft)}{" "}
            {h.scoreCounts === "first" ? trHomeworkPupil.countsFirst : trHomeworkPupil.countsBest}
          </p>
          {!h.answersNow && (
            <p data-testid="answers-rule">
              {h.answersShown === "never" ? trHomeworkPupil.answersNeverShown : trHomeworkPupil.answersLater}
            </p>
          )}
          {h.quiz && (
            <div onSubmit={fromQuiz(onSubmit)}>
              <PracticeSection entry={h.entry} practice={h.quiz.view} answer={null} signedIn />
            </div>
          )}
        </>
      )}

      {h.kind === "self-test" && h.words && (
        <SelfTestForm prompts={h.words} passPercent={h.passPercent} onSubmit={onSubmit} />
      )}

      {h.deneme && (
        <div className={box}>
          <p>{h.deneme.intro}</p>
          <Link to={h.deneme.path} className={button}>
            {h.deneme.open}
          </Link>
        </div>
      )}

      {h.kind === "flashcards" && (
        <div className={box}>
          <p>{trHomeworkPupil.flashcardsIntro}</p>
          <p>{trHomeworkPupil.flashcardsOffline}</p>
          <Link to={`${h.entryPath}#kelimeler`} className={button}>
            {trHomeworkPupil.openFlashcards}
          </Link>
        </div>
      )}
    </div>
  );
}
