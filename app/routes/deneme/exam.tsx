import { Fragment, useState, type MouseEvent } from "react";
import { Form, Link } from "react-router";
import { examPath, pageNumbers, passageAbove, passageRun } from "#core/deneme/deneme.ts";
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
 * key or explanation is in this page or its data: they come with the result, after the end. A
 * reading text shared by questions comes above the first of them on each page (decision 0130).
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

/**
 * A reading text above the first question of its run on a page (decision 0130), with the questions
 * it is for, as an LGS booklet prints it; `p{n}` lets the script take the pupil to it when a page
 * turns. Drawn here and in the booklet and the result rather than as a shared component: a chunk of
 * its own would grow the route manifest every page loads (decision 0117).
 */
function Passage({ text, run, first }: { text: string; run: [number, number]; first: number }) {
  return (
    <section
      id={`p${first}`}
      tabIndex={-1}
      className="scroll-mt-24 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200"
      data-testid="deneme-passage"
    >
      <h2 className="font-bold text-brand-900">{trDeneme.passageFor(...run)}</h2>
      <p lang="en" className="mt-2 text-lg break-words whitespace-pre-line">
        {text}
      </p>
    </section>
  );
}

type Data = Route.ComponentProps["loaderData"];
type Session = ReturnType<typeof useExamSession>;

/**
 * One page of questions as a form: without scripts its buttons save the page and move on; with them
 * `onSubmit` turns the page. A run's reading text above its first question on the page (decision
 * 0130), so a run a page break splits shows it again at the top of the next page.
 */
function PageForm({
  d,
  shown,
  page,
  live,
  answers,
  change,
  onSubmit,
}: {
  d: Data;
  shown: number[];
  page: number;
  live: boolean;
  answers: Session["answers"];
  change: Session["change"];
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  const onPage = shown.map((n) => d.questions[n - 1]);
  return (
    // autoComplete off: a browser that puts back a page's old choices on a reload or a step back would
    // show, and with scripts save (decision 0135), choices that are not the pupil's latest.
    <Form method="post" className="space-y-4" onSubmit={onSubmit} autoComplete="off">
      <input type="hidden" name="page" value={page} />
      {shown.map((n, k) => {
        const passage = passageAbove(onPage, k);
        return (
          <Fragment key={n}>
            {passage && <Passage text={passage} run={passageRun(d.questions, n - 1)} first={n} />}
            <ExamQuestion
              question={d.questions[n - 1]}
              answer={answers[n]}
              live={live}
              onChange={(choice, marked) => change({ question: n, choice, marked })}
            />
          </Fragment>
        );
      })}
      <p className="text-sm text-slate-700">{trDeneme.pageOf(page, d.pages)}</p>
      <div className="flex flex-wrap gap-3">
        {page > 1 && (
          <button type="submit" name="go" value={page - 1} className={secondary}>
            {live ? trDeneme.previous : trDeneme.savePrevious}
          </button>
        )}
        {page < d.pages && (
          <button type="submit" name="go" value={page + 1} className={primary}>
            {live ? trDeneme.next : trDeneme.saveNext}
          </button>
        )}
        <button type="submit" name="go" value="bitir" className={secondary}>
          {trDeneme.finish}
        </button>
      </div>
    </Form>
  );
}

export default function DenemeExam({ loaderData: d }: Route.ComponentProps) {
  const session = useExamSession(d);
  const [confirm, setConfirm] = useState(d.confirm);
  const [offlineNote, setOfflineNote] = useState(false);
  const shown = pageNumbers(d.questions.length, session.page);
  const blank = d.questions.filter((q) => !session.answers[q.number]?.choice).length;
  /**
   * Turns to a page (with scripts) and takes the pupil to the question: scrolled to, its first choice
   * focused; or to the reading text above it, which is read first (decision 0130).
   */
  const goTo = (page: number, n: number | undefined) => {
    session.setPage(page);
    setTimeout(() => {
      const passage = document.getElementById(`p${n}`);
      (passage ?? document.getElementById(`s${n}`))?.scrollIntoView();
      (passage ?? document.querySelector<HTMLInputElement>(`#s${n} input`))?.focus({ preventScroll: true });
    }, 0);
  };

  /** With scripts the page's buttons turn the page (every choice is saved already) or ask 'Bitir'. */
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!session.live) return;
    event.preventDefault();
    const go = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
    if (go === "bitir") {
      void session.flush().then((waiting) => {
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
        <PageForm
          d={d}
          shown={shown}
          page={session.page}
          live={session.live}
          answers={session.answers}
          change={session.change}
          onSubmit={onSubmit}
        />
      )}
    </div>
  );
}
