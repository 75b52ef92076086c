import { useState, type MouseEvent } from "react";
import { Form, Link } from "react-router";
import { examPath, pageNumbers } from "#core/deneme/deneme.ts";
import { trDeneme } from "#core/messages/deneme.ts";
import { AnswerBoxes } from "#app/components/deneme/answer-boxes.tsx";
import { ExamQuestion } from "#app/components/deneme/exam-question.tsx";
import { titled } from "#app/lib/meta.ts";
import { useExamSession } from "./exam-session";
import { examAction, examPage } from "./exam.server";
import type { Route } from "./+types/exam";

/**
 * /deneme/{id}/sinav: the pupil's running deneme (decision 0121). Without JavaScript a form of five
 * questions a page whose buttons save it and move on, the end written in words; with it each
 * choice saved as it is chosen, a clock, the pages turned on the device. 'Bitir' asks first. No
 * key or explanation is in this page or its data: they come with the result, after the end.
 */
export const meta: Route.MetaFunction = ({ data }) => titled(data ? trDeneme.title(data.entry.konuTr) : "Deneme");

export const loader = ({ request, context, params }: Route.LoaderArgs) => examPage(request, context, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) => examAction(request, context, params.id);

const primary =
  "min-h-12 rounded-xl bg-brand-700 px-5 font-bold text-white hover:bg-brand-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const secondary =
  "min-h-12 rounded-xl px-5 font-semibold text-brand-800 ring-2 ring-brand-700 hover:bg-brand-50 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

function Clock({ left }: { left: number }) {
  const minutes = Math.floor(left / 60);
  const seconds = left % 60;
  return (
    <p className="text-lg font-bold" data-testid="deneme-clock">
      {trDeneme.clock}:{" "}
      <span role="timer" aria-live="off" aria-label={trDeneme.clockValue(minutes, seconds)}>
        {String(minutes).padStart(2, "0")}:{String(seconds).padStart(2, "0")}
      </span>
    </p>
  );
}

/** 'Bitir''s question: the blanks counted, 'Evet, bitir' the finishing form, 'Sınava dön' back. */
function ConfirmFinish({ blank, back, onBack }: { blank: number; back: string; onBack?: () => void }) {
  return (
    <section
      role="alertdialog"
      aria-labelledby="finish-ask"
      className="space-y-3 rounded-2xl bg-amber-50 p-4 ring-2 ring-amber-600"
    >
      <p id="finish-ask" className="text-lg font-semibold">
        {trDeneme.finishAsk(blank)}
      </p>
      <div className="flex flex-wrap gap-3">
        <Form method="post">
          <button type="submit" name="intent" value="finish" className={primary}>
            {trDeneme.finishYes}
          </button>
        </Form>
        <Link
          to={back}
          className={`${secondary} inline-flex items-center`}
          onClick={onBack ? (e: MouseEvent) => (e.preventDefault(), onBack()) : undefined}
        >
          {trDeneme.finishNo}
        </Link>
      </div>
    </section>
  );
}

export default function DenemeExam({ loaderData: d }: Route.ComponentProps) {
  const session = useExamSession(d);
  const [confirm, setConfirm] = useState(d.confirm);
  const [offlineNote, setOfflineNote] = useState(false);
  const shown = pageNumbers(d.questions.length, session.page);
  const blank = d.questions.filter((q) => !session.answers[q.number]?.choice).length;
  /** Turns to a page (with scripts) and takes the pupil to the question: scrolled to, its first choice focused. */
  const goTo = (page: number, n: number | undefined) => {
    session.setPage(page);
    setTimeout(() => {
      document.getElementById(`s${n}`)?.scrollIntoView();
      document.querySelector<HTMLInputElement>(`#s${n} input`)?.focus();
    }, 0);
  };

  /** With scripts the page's buttons turn the page (every choice is saved already) or ask 'Bitir'. */
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!session.live) return;
    event.preventDefault();
    const go = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
    if (go === "bitir") {
      void session.flush?.().then((waiting) => {
        setOfflineNote(waiting > 0);
        setConfirm(waiting === 0);
      });
      return;
    }
    goTo(Number(go), pageNumbers(d.questions.length, Number(go))[0]);
  };

  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <header className="space-y-1">
        <h1 className="text-2xl font-extrabold text-brand-900">{trDeneme.title(d.entry.konuTr)}</h1>
        <p className="font-semibold" data-testid="deneme-ends">
          {trDeneme.endsAt(d.endClock)} {trDeneme.formName[d.form]}.
        </p>
        {session.live && <Clock left={session.left} />}
      </header>
      <AnswerBoxes
        count={d.questions.length}
        answers={session.answers}
        hrefOf={(page, n) => `${examPath(d.contentId, page)}#s${n}`}
        onPick={session.live ? goTo : undefined}
      />
      <p role="status" className="min-h-6 text-sm text-slate-700" data-testid="deneme-saving">
        {session.state.refused ?? (session.state.waiting > 0 ? trDeneme.waiting(session.state.waiting) : "")}
      </p>
      {offlineNote && !confirm && (
        <p role="alert" className="font-semibold text-red-800">
          {trDeneme.finishOffline}
        </p>
      )}
      {confirm ? (
        <ConfirmFinish
          blank={blank}
          back={examPath(d.contentId, session.page)}
          onBack={session.live ? () => setConfirm(false) : undefined}
        />
      ) : (
        <Form method="post" className="space-y-4" onSubmit={onSubmit}>
          <input type="hidden" name="page" value={session.page} />
          {shown.map((n) => (
            <ExamQuestion
              key={n}
              question={d.questions[n - 1]}
              answer={session.answers[n]}
              live={session.live}
              onChange={(choice, marked) => session.change({ question: n, choice, marked })}
            />
          ))}
          <p className="text-sm text-slate-700">{trDeneme.pageOf(session.page, d.pages)}</p>
          <div className="flex flex-wrap gap-3">
            {session.page > 1 && (
              <button type="submit" name="go" value={session.page - 1} className={secondary}>
                {session.live ? trDeneme.previous : trDeneme.savePrevious}
              </button>
            )}
            {session.page < d.pages && (
              <button type="submit" name="go" value={session.page + 1} className={primary}>
                {session.live ? trDeneme.next : trDeneme.saveNext}
              </button>
            )}
            <button type="submit" name="go" value="bitir" className={secondary}>
              {trDeneme.finish}
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}
