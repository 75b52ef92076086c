import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { trReview } from "#core/messages/review.ts";
import { GRADES, REVIEW_PATH, TYPE_PARAM, type Grade, type ReviewCardView } from "#core/review/review.ts";
import { sayInEnglish, watchEnglishVoice } from "#app/browser/english-voice.ts";
import { Field } from "#app/components/form-field.tsx";

/**
 * A card of 'Bugünün tekrarı' (decision 0116), both sides: a plain form the server scores, or,
 * with scripts, answered on the device by a session (a pupil's, ./review-session.ts, or a
 * visitor's, ./visitor-review.tsx, decision 0118).
 */

type Card = ReviewCardView;
/** What answers a card on the device; `live` false until the page's scripts run. */
export interface CardSession {
  live: boolean;
  grade(card: Card, grade: Grade): void;
  typed(card: Card, text: string): void;
}
/** A card's side as drawn: the card, the id its form sends, whether a form is on its way, the session that answers it with scripts. */
interface CardProps {
  card: Card;
  clientId: string;
  busy: boolean;
  session: CardSession;
}

/** With scripts a card's form is answered on the device (useReviewSession); without, it is posted and scored by the server. */
function onDevice(session: CardSession, card: Card, typing: boolean) {
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
export function RecallCard({ card, clientId, busy, session }: CardProps) {
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
export function TypingCard({ card, clientId, busy, session }: CardProps) {
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

/** The day's goal and the streak, above the card. */
export function DayPanel({ goal, streak, doneToday }: { goal: number; streak: number; doneToday: number }) {
  return (
    <div className="space-y-1 rounded-2xl bg-brand-50 p-4 text-lg" data-testid="review-day">
      <p className="font-bold">{doneToday >= goal ? trReview.goalMet : trReview.goal(doneToday, goal)}</p>
      <p data-testid="review-streak">
        <span aria-hidden="true">🔥 </span>
        {trReview.streak(streak)}
      </p>
      <p className="text-base text-slate-700">{trReview.restRule}</p>
    </div>
  );
}

/** The card of the moment, or what to say when there is none; `children` go below it. */
export function CardSection({
  card,
  typing,
  clientId,
  busy,
  session,
  left,
  said,
  empty,
  children,
}: {
  card: Card | null;
  typing: boolean;
  left: number;
  said?: string | null;
  empty: string;
  children?: ReactNode;
} & Omit<CardProps, "card">) {
  return (
    <section
      aria-labelledby="review-card"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="review-card" className="text-lg font-semibold" data-testid="review-left">
        {trReview.left(left)}
      </h2>
      <p role="status" data-testid="review-said">
        {said}
      </p>
      {card ? (
        // Keyed by the card: the next one starts with its meaning hidden again.
        <div key={`${card.contentId}:${card.word}`} className="space-y-4">
          <p className="text-sm text-slate-700">{trReview.from(card.listTitleTr || card.listTitle)}</p>
          {typing ? (
            <TypingCard card={card} clientId={clientId} busy={busy} session={session} />
          ) : (
            <RecallCard card={card} clientId={clientId} busy={busy} session={session} />
          )}
          <p>
            <Link
              to={typing ? REVIEW_PATH : `${REVIEW_PATH}?${TYPE_PARAM}=1`}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
            >
              {typing ? trReview.recallInstead : trReview.typeInstead}
            </Link>
          </p>
        </div>
      ) : (
        <p>{empty}</p>
      )}
      {children}
    </section>
  );
}
