import type { ReactNode } from "react";
import { Link } from "react-router";
import { trReview } from "#core/messages/review.ts";
import { REVIEW_PATH, TYPE_PARAM } from "#core/review/review.ts";
import { ReviewCard, type ReviewCardData } from "./review-card";
import type { CardAnswers } from "./review-session";

// Around the card of 'Bugünün tekrarı', the same for a pupil's /tekrar, a visitor's (decision
// 0118) and the offline page standing in for it (decision 0120): the day's goal and streak, and
// the card section with the count left, what the last answer said and the other side's link.

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

const linkStyle = "inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4";

/** The link to the other side of the cards; a plain one offline, where a full load is what the worker answers. */
function OtherSide({ typing, plain }: { typing: boolean; plain: boolean }) {
  const to = typing ? REVIEW_PATH : `${REVIEW_PATH}?${TYPE_PARAM}=1`;
  const text = typing ? trReview.recallInstead : trReview.typeInstead;
  return (
    <p>
      {plain ? (
        <a href={to} className={linkStyle}>
          {text}
        </a>
      ) : (
        <Link to={to} className={linkStyle}>
          {text}
        </Link>
      )}
    </p>
  );
}

/** The card of the moment, or what to say when there is none; `intro` above the count, `children` below the card. */
export function CardSection({
  card,
  typing,
  clientId,
  busy,
  voice,
  answers,
  left,
  said,
  empty,
  plainLinks = false,
  intro,
  children,
}: {
  card: ReviewCardData | null;
  typing: boolean;
  /** The id the card's form sends without scripts. */
  clientId: string;
  busy: boolean;
  voice: boolean;
  answers: CardAnswers;
  left: number;
  said?: string | null;
  empty: string;
  plainLinks?: boolean;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="review-card"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      {intro}
      <h2 id="review-card" className="text-lg font-semibold" data-testid="review-left">
        {trReview.left(left)}
      </h2>
      <p role="status" data-testid="review-said">
        {said}
      </p>
      {card ? (
        <div className="space-y-4">
          <ReviewCard
            card={card}
            typing={typing}
            clientId={clientId}
            action={typing ? `${REVIEW_PATH}?${TYPE_PARAM}=1` : REVIEW_PATH}
            busy={busy}
            voice={voice}
            answers={answers}
          />
          <OtherSide typing={typing} plain={plainLinks} />
        </div>
      ) : (
        <p>{empty}</p>
      )}
      {children}
    </section>
  );
}
