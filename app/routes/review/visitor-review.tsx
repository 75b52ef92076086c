import { useEffect, useState } from "react";
import { trReview } from "#core/messages/review.ts";
import {
  dueCards,
  reviewOnDeck,
  reviewsOn,
  type Deck,
  type DeckCard,
  type DeckList,
} from "#core/review/device-deck.ts";
import { addDays, istanbulDay, streakOf } from "#core/review/days.ts";
import { defaultGoal, TYPED_GRADE, typedVerdict, type Grade, type ReviewCardView } from "#core/review/review.ts";
import { keepReview, keptReviews } from "#app/browser/review-outbox.ts";
import { keepVisitorDeck, openVisitorDeck } from "#app/browser/visitor-review.ts";
import { VISITOR } from "#app/lib/review-device.ts";
import { CardSection, DayPanel } from "#app/components/review/card-section.tsx";
import { useEnglishVoice } from "#app/components/review/review-card.tsx";
import type { CardAnswers, QueuedCard } from "#app/components/review/review-session.ts";

/** A device card as the page shows it, from its list; null when the list (or the word in it) is not at hand. */
function viewOf(card: DeckCard, lists: Map<number, DeckList>): ReviewCardView | null {
  const list = lists.get(card.contentId);
  const found = list?.words.find((w) => w.english === card.word);
  if (!list || !found) return null;
  return {
    contentId: card.contentId,
    word: card.word,
    turkish: found.turkish,
    example: found.example ?? null,
    listTitle: list.title,
    listTitleTr: list.titleTr,
  };
}

/** The visitor's count today and streak, from the reviews this device keeps (the goal is an account's default). */
function dayOf(now: Date, goal: number) {
  const reviews = keptReviews(VISITOR);
  const today = istanbulDay(now);
  const met = new Set<string>();
  for (let day = today, i = 0; i < 14; day = addDays(day, -1), i++) if (reviewsOn(reviews, day) >= goal) met.add(day);
  return { doneToday: reviewsOn(reviews, today), streak: streakOf(met, today) };
}

/**
 * A visitor's 'Bugünün tekrarı' (decision 0118), loaded after hydration: the cards of the words
 * this device met, due now by the same FSRS as an account's, answered with the pupil's
 * components; each review kept on the device with a random id and the device's time, for an
 * account to take when its pupil says 'Evet' at sign-in.
 */
export default function VisitorReview({ typing }: { typing: boolean }) {
  const goal = defaultGoal(null);
  const [open, setOpen] = useState<{ deck: Deck; lists: Map<number, DeckList>; met: number } | null>(null);
  const [now, setNow] = useState(() => new Date());
  const [said, setSaid] = useState<string | null>(null);
  const voice = useEnglishVoice();
  useEffect(() => {
    void openVisitorDeck(new Date()).then(setOpen);
  }, []);
  if (!open) return <p role="status">{trReview.visitor.loading}</p>;

  const due = dueCards(open.deck, now).flatMap((c) => viewOf(c, open.lists) ?? []);
  const card = due[0] ?? null;
  const answer = (c: QueuedCard, grade: Grade) => {
    const at = new Date();
    const deck = reviewOnDeck(open.deck, c.contentId, c.word, grade, at);
    if (deck) {
      keepVisitorDeck(deck);
      keepReview(VISITOR, { contentId: c.contentId, word: c.word, grade });
      setOpen({ ...open, deck });
    }
    setNow(at);
  };
  const answers: CardAnswers = {
    live: true,
    grade: (c, grade) => {
      setSaid(null);
      answer(c, grade);
    },
    typed: (c, text) => {
      const verdict = typedVerdict(c.word, text);
      setSaid(trReview.typed[verdict](c.word));
      answer(c, TYPED_GRADE[verdict]);
    },
  };
  const { doneToday, streak } = dayOf(now, goal);
  const empty =
    open.met === 0
      ? trReview.visitor.nothingYet
      : open.lists.size === 0
        ? trReview.visitor.noLists
        : trReview.doneToday;
  return (
    <>
      <DayPanel goal={goal} streak={streak} doneToday={doneToday} />
      <CardSection
        card={card}
        typing={typing}
        clientId=""
        busy={false}
        voice={voice}
        answers={answers}
        left={due.length}
        said={said}
        empty={empty}
      />
    </>
  );
}
