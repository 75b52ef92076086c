import { memo, useEffect, useState, type FormEvent } from "react";
import { trReview } from "#core/messages/review.ts";
import { GRADES, type Grade, type ReviewCardView } from "#core/review/review.ts";
import { sayInEnglish, watchEnglishVoice } from "#app/browser/english-voice.ts";
import { Field } from "#app/components/form-field.tsx";
import type { CardAnswers } from "./review-session";

/**
 * One 'Günlük tekrar' card (decision 0116), as /tekrar and the offline page standing in for it
 * (decision 0120) draw it: a plain form the server scores without scripts, answered on the
 * device with them. Drawn once per card (memo): the page's counts and the sending behind it
 * do not draw it again.
 */
export type ReviewCardData = ReviewCardView;

interface CardProps {
  card: ReviewCardData;
  /** The typing side (`?yaz=1`): the Turkish shown, the English typed. */
  typing: boolean;
  /** The id the form sends without scripts: the form sent twice counts once. */
  clientId: string;
  /** Where the form posts without scripts. */
  action: string;
  /** A form on its way (without scripts the page is waiting for the server). */
  busy: boolean;
  /** Whether the device has an English voice ('Dinle'), asked once for the page, not once a card. */
  voice: boolean;
  answers: CardAnswers;
}

/** Whether the device has an English voice, watched for the page's life (the practice pages' rule). */
export function useEnglishVoice(): boolean {
  const [voice, setVoice] = useState(false);
  useEffect(() => {
    const stop = new AbortController();
    watchEnglishVoice((voice) => setVoice(voice !== null), stop.signal);
    return () => stop.abort();
  }, []);
  return voice;
}

/**
 * The card's elements stay for the next card (decision 0126): React changes only its words, which
 * keeps a tap within a frame on a slow phone, where drawing a new card's every element did not.
 * What the browser keeps in them is made ready here: the meaning's <details> closed (focus, if it was
 * on a grade, back on 'Anlamını göster'), the typed word cleared with the focus left in its field.
 */
function readyForNext(form: HTMLFormElement, typing: boolean) {
  if (typing) return form.reset();
  const details = form.closest("details");
  if (!details) return;
  const hadFocus = form.contains(document.activeElement);
  details.open = false;
  if (hadFocus) details.querySelector("summary")?.focus();
}

/** With scripts a card's form is answered on the device; without, it is posted and scored by the server. */
function onDevice(answers: CardAnswers, card: ReviewCardData, typing: boolean) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (!answers.live) return;
    event.preventDefault();
    const form = event.currentTarget;
    if (typing) answers.typed(card, String(new FormData(form).get("typed") ?? ""));
    else {
      const grade = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
      if (!grade || !(GRADES as readonly string[]).includes(grade)) return;
      answers.grade(card, grade as Grade);
    }
    readyForNext(form, typing);
  };
}

export const bigButton =
  "flex min-h-14 items-center justify-center rounded-2xl px-4 text-xl font-bold focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const GRADE_STYLE = {
  again: "bg-red-700 text-white hover:bg-red-800",
  hard: "bg-amber-300 text-slate-900 hover:bg-amber-400",
  good: "bg-brand-700 text-white hover:bg-brand-800",
  easy: "bg-emerald-700 text-white hover:bg-emerald-800",
} as const;

/** What every review form sends besides its answer: the card, the device id, the side shown. */
function CardFields({ card, clientId, typing }: { card: ReviewCardData; clientId: string; typing: boolean }) {
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

/** The grades as buttons of one form, weakest first, each with its hint. */
function Grades({ busy }: { busy: boolean }) {
  return (
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
  );
}

/**
 * The recall side: the English word, then its meaning behind 'Anlamını göster' (a <details>: no
 * script needed) and four grades. A plain <form>, not React Router's: with scripts the device
 * answers it, without it posts to `action` as any form does.
 */
function RecallCard({ card, clientId, action, busy, voice, answers }: CardProps) {
  return (
    <div className="space-y-4">
      <p lang="en" className="text-4xl font-extrabold break-words text-brand-900" data-testid="review-word">
        {card.word}
      </p>
      {voice && (
        <button
          type="button"
          onClick={() => sayInEnglish(card.word)}
          className="min-h-11 rounded-lg border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          <span aria-hidden="true">🔊</span> {trReview.listen}
        </button>
      )}
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
        <form method="post" action={action} onSubmit={onDevice(answers, card, false)}>
          <CardFields card={card} clientId={clientId} typing={false} />
          <Grades busy={busy} />
        </form>
      </details>
    </div>
  );
}

/** The typing side: the Turkish meaning shown, the English typed; graded as the server does (one slip forgiven). */
function TypingCard({ card, clientId, action, busy, answers }: CardProps) {
  return (
    <form method="post" action={action} className="space-y-4" onSubmit={onDevice(answers, card, true)}>
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
    </form>
  );
}

/** The card's list and its side; the next card is drawn in the same elements (`readyForNext`). */
export const ReviewCard = memo(function ReviewCard(props: CardProps) {
  return (
    <>
      <p className="text-sm text-slate-700">{trReview.from(props.card.listTitleTr || props.card.listTitle)}</p>
      {props.typing ? <TypingCard {...props} /> : <RecallCard {...props} />}
    </>
  );
});
