import { memo, useEffect, useState, type FormEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import { trReview } from "#core/messages/review.ts";
import { GRADES, REVIEW_PATH, TYPE_PARAM, type DayMark, type Grade } from "#core/review/review.ts";
import { sayInEnglish, watchEnglishVoice } from "#app/browser/english-voice.ts";
import { Field } from "#app/components/form-field.tsx";
import { titled } from "#app/lib/meta.ts";
import { useReviewSession } from "./review-session";
import { reviewAction, reviewPage } from "./today.server";
import type { Route } from "./+types/today";

/**
 * /tekrar, 'Bugünün tekrarı' (decision 0116): one card at a time from every word list the pupil
 * met, the day's goal and the streak. Every card is a plain form scored on the server, so it
 * works without JavaScript; with it the same forms are answered on the device, a card a tap
 * (./review-session.ts), and a device with an English voice gets 'Dinle'.
 */
export const meta: Route.MetaFunction = () => titled(trReview.title);

export const loader = ({ request, context }: Route.LoaderArgs) => reviewPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => reviewAction(request, context);

type Data = Route.ComponentProps["loaderData"];
type Card = Data["queue"][number];
type Session = ReturnType<typeof useReviewSession>;
/** A card's side as drawn: the card, the id its form sends, whether a form is on its way, the session that answers it with scripts. */
interface CardProps {
  card: Card;
  clientId: string;
  busy: boolean;
  session: Session;
}

/** With scripts a card's form is answered on the device (useReviewSession); without, it is posted and scored by the server. */
function onDevice(session: Session, card: Card, typing: boolean) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (!session.live) return;
    event.preventDefault();
    if (typing) session.typed(card, String(new FormData(event.currentTarget).get("typed") ?? ""));
    else {
      const grade = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
      if (grade && (GRADES as readonly string[]).includes(grade)) session.grade(card, grade as Grade);
    }
  };
}

const bigButton =
  "flex min-h-14 items-center justify-center rounded-2xl px-4 text-xl font-bold focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const GRADE_STYLE = {
  again: "bg-red-700 text-white hover:bg-red-800",
  hard: "bg-amber-300 text-slate-900 hover:bg-amber-400",
  good: "bg-brand-700 text-white hover:bg-brand-800",
  easy: "bg-emerald-700 text-white hover:bg-emerald-800",
} as const;

/** 'Dinle' where the device has an English voice (the practice pages' rule): nothing without one or without scripts. */
function ListenButton({ text }: { text: string }) {
  const [voice, setVoice] = useState(false);
  useEffect(() => {
    const stop = new AbortController();
    watchEnglishVoice((voice) => setVoice(voice !== null), stop.signal);
    return () => stop.abort();
  }, []);
  if (!voice) return null;
  return (
    <button
      type="button"
      onClick={() => sayInEnglish(text)}
      className="min-h-11 rounded-lg border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
    >
      <span aria-hidden="true">🔊</span> {trReview.listen}
    </button>
  );
}

/** What every review form sends besides its answer: the card, the device id, the side shown. */
function CardFields({ card, clientId, typing }: { card: Card; clientId: string; typing: boolean }) {
  return (
    <>
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="contentId" value={card.contentId} />
      <input type="hidden" name="word" value={card.word} />
      <input type="hidden" name="clientId" value={clientId} />
      {typing && <input type="hidden" name="typing" value="1" />}
    </>
  );
}

/** The recall side: the English word, then its meaning behind 'Anlamını göster' (a <details>: no script needed) and four grades. */
function RecallCard({ card, clientId, busy, session }: CardProps) {
  return (
    <div className="space-y-4">
      <p lang="en" className="text-4xl font-extrabold break-words text-brand-900" data-testid="review-word">
        {card.word}
      </p>
      <ListenButton text={card.word} />
      <details className="group space-y-4">
        <summary className={`${bigButton} cursor-pointer list-none border-2 border-brand-700 text-brand-800`}>
          {trReview.show}
        </summary>
        <p className="text-2xl font-semibold" data-testid="review-meaning">
          <span className="sr-only">{trReview.meaning}: </span>
          {card.turkish}
        </p>
        {card.example && (
          <p lang="en" className="text-slate-700">
            {card.example}
          </p>
        )}
        <Form method="post" replace onSubmit={onDevice(session, card, false)}>
          <CardFields card={card} clientId={clientId} typing={false} />
          <fieldset className="space-y-2">
            <legend className="mb-2 text-lg font-semibold">{trReview.howWell}</legend>
            <div className="grid grid-cols-2 gap-3">
              {GRADES.map((grade) => (
                <button
                  key={grade}
                  type="submit"
                  name="grade"
                  value={grade}
                  disabled={busy}
                  aria-describedby={`grade-${grade}`}
                  className={`${bigButton} ${GRADE_STYLE[grade]}`}
                >
                  {trReview.grade[grade]}
                </button>
              ))}
            </div>
            <ul className="text-sm text-slate-700">
              {GRADES.map((grade) => (
                <li key={grade} id={`grade-${grade}`}>
                  {trReview.grade[grade]}: {trReview.gradeHint[grade]}
                </li>
              ))}
            </ul>
          </fieldset>
        </Form>
      </details>
    </div>
  );
}

/** The typing side: the Turkish meaning shown, the English typed; the server grades it (one slip forgiven). */
function TypingCard({ card, clientId, busy, session }: CardProps) {
  return (
    <Form method="post" replace className="space-y-4" onSubmit={onDevice(session, card, true)}>
      <CardFields card={card} clientId={clientId} typing />
      <p className="text-3xl font-extrabold break-words text-brand-900" data-testid="review-meaning">
        {card.turkish}
      </p>
      <Field
        label={trReview.typeLabel(card.turkish)}
        name="typed"
        lang="en"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        required
        maxLength={200}
      />
      <button
        type="submit"
        disabled={busy}
        className={`${bigButton} w-full bg-brand-700 text-white hover:bg-brand-800`}
      >
        {trReview.check}
      </button>
    </Form>
  );
}

const MARK_STYLE: Record<DayMark, string> = {
  met: "fill-emerald-600",
  rest: "fill-amber-300",
  missed: "fill-slate-200",
  ahead: "fill-white stroke-slate-300",
  today: "fill-white stroke-brand-700",
};
/** The month, drawn on the server as SVG dots; a screen reader reads the list beside it instead. */
const MonthCalendar = memo(function MonthCalendar({ month }: { month: Data["month"] }) {
  const first = new Date(`${month[0].day}T00:00:00Z`).getUTCDay();
  const offset = (first + 6) % 7;
  return (
    <section aria-labelledby="review-month" className="space-y-2">
      <h2 id="review-month" className="text-xl font-bold text-brand-900">
        {trReview.month}
      </h2>
      <svg viewBox="0 0 280 240" className="w-full max-w-xs" aria-hidden="true" data-testid="review-calendar">
        {month.map((d, i) => {
          const at = i + offset;
          return (
            <circle
              key={d.day}
              cx={20 + (at % 7) * 40}
              cy={20 + Math.floor(at / 7) * 40}
              r={15}
              strokeWidth={3}
              className={MARK_STYLE[d.mark]}
            />
          );
        })}
      </svg>
      <ul className="sr-only">
        {month.map((d) => (
          <li key={d.day}>
            {Number(d.day.slice(8))}: {trReview.day[d.mark]}
          </li>
        ))}
      </ul>
    </section>
  );
});

const Settings = memo(function Settings({
  data: d,
  error,
}: {
  data: Data;
  error?: { settingsError: string; values: { goal: string; newPerDay: string } };
}) {
  return (
    <details className="rounded-2xl bg-white p-4 ring-1 ring-slate-200" open={error !== undefined}>
      <summary className="min-h-11 cursor-pointer content-center font-semibold">{trReview.settings}</summary>
      <Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="settings" />
        {d.typing && <input type="hidden" name="typing" value="1" />}
        {error && (
          <p role="alert" className="font-medium text-red-800">
            {error.settingsError}
          </p>
        )}
        <Field
          label={trReview.goalLabel}
          name="goal"
          type="number"
          inputMode="numeric"
          min={d.limits.goalMin}
          max={d.limits.goalMax}
          defaultValue={error?.values.goal ?? d.goal}
        />
        <Field
          label={trReview.newLabel}
          name="newPerDay"
          type="number"
          inputMode="numeric"
          min={0}
          max={d.limits.newMax}
          defaultValue={error?.values.newPerDay ?? d.newPerDay}
        />
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          {trReview.save}
        </button>
      </Form>
    </details>
  );
});

/** The day's goal and the streak, above the card. */
function DayPanel({ d, doneToday }: { d: Data; doneToday: number }) {
  return (
    <div className="space-y-1 rounded-2xl bg-brand-50 p-4 text-lg" data-testid="review-day">
      <p className="font-bold">{doneToday >= d.goal ? trReview.goalMet : trReview.goal(doneToday, d.goal)}</p>
      <p data-testid="review-streak">
        <span aria-hidden="true">🔥 </span>
        {trReview.streak(d.streak)}
      </p>
      <p className="text-base text-slate-700">{trReview.restRule}</p>
    </div>
  );
}

export default function ReviewToday({ loaderData: d, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const error = actionData && "settingsError" in actionData ? actionData : undefined;
  const session = useReviewSession(d);
  const { card } = session;
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-3xl font-extrabold text-brand-900">{trReview.title}</h1>
      <DayPanel d={d} doneToday={session.doneToday} />
      <section
        aria-labelledby="review-card"
        className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="review-card" className="text-lg font-semibold" data-testid="review-left">
          {trReview.left(session.left)}
        </h2>
        <p role="status" data-testid="review-said">
          {session.said}
        </p>
        {card ? (
          // Keyed by the card: the next one starts with its meaning hidden again.
          <div key={`${card.contentId}:${card.word}`} className="space-y-4">
            <p className="text-sm text-slate-700">{trReview.from(card.listTitleTr || card.listTitle)}</p>
            {d.typing ? (
              <TypingCard card={card} clientId={d.clientId} busy={busy} session={session} />
            ) : (
              <RecallCard card={card} clientId={d.clientId} busy={busy} session={session} />
            )}
            <p>
              <Link
                to={d.typing ? REVIEW_PATH : `${REVIEW_PATH}?${TYPE_PARAM}=1`}
                className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
              >
                {d.typing ? trReview.recallInstead : trReview.typeInstead}
              </Link>
            </p>
          </div>
        ) : (
          <p>{d.cards === 0 ? trReview.nothingYet : trReview.doneToday}</p>
        )}
        {session.waiting > 0 && <p data-testid="review-waiting">{trReview.waiting(session.waiting)}</p>}
      </section>
      <MonthCalendar month={d.month} />
      <Settings data={d} error={error} />
    </div>
  );
}
