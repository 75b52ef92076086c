import { useCallback, useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { trReview } from "#core/messages/review.ts";
import { TYPED_GRADE, typedVerdict, type Grade } from "#core/review/review.ts";
import { keepReview, sendReviews } from "#app/browser/review-outbox.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

interface QueuedCard {
  contentId: number;
  word: string;
}

/**
 * 'Günlük tekrar' with scripts (decision 0116): the page's queue of due cards gone through on the
 * device, a card a tap with no round trip; each review kept on the device and sent in the
 * background (app/browser/review-outbox.ts), offline too. When the queue is done, the page asks
 * the server again, which has by then every review sent. Without scripts, `live` is false and
 * each card is the form the server scores.
 */
export function useReviewSession<C extends QueuedCard>(d: {
  owner: number;
  queue: C[];
  left: number;
  doneToday: number;
}) {
  const live = useHydrated();
  const revalidator = useRevalidator();
  const [at, setAt] = useState(0);
  const [said, setSaid] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(0);
  // A new answer from the server (the queue done, or the page again): from its first card.
  useEffect(() => {
    setAt(0);
  }, [d.queue]);
  // What an earlier page left on the device goes first; then whenever the phone is online again.
  useEffect(() => {
    const send = () => void sendReviews(d.owner).then(setWaiting);
    send();
    const online = send;
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [d.owner]);

  const answer = useCallback(
    (card: QueuedCard, grade: Grade) => {
      const next = at + 1;
      setAt(next);
      // Kept and sent just after the next card is drawn: the tap's frame is the card's alone (the bench's line, 16 ms).
      setTimeout(() => {
        keepReview(d.owner, { contentId: card.contentId, word: card.word, grade });
        void sendReviews(d.owner).then((left) => {
          setWaiting(left);
          // The queue done: what the server says is due now (a word missed comes back), once it has the reviews.
          if (next >= d.queue.length && left === 0) void revalidator.revalidate();
        });
      }, 0);
    },
    [at, d.owner, d.queue.length, revalidator],
  );

  return {
    live,
    card: d.queue[live ? at : 0] ?? null,
    left: Math.max(0, d.left - (live ? at : 0)),
    doneToday: d.doneToday + (live ? at : 0),
    said,
    /** Reviews on the device not sent yet (offline). */
    waiting,
    grade: (card: QueuedCard, grade: Grade) => {
      setSaid(null);
      answer(card, grade);
    },
    typed: (card: QueuedCard, text: string) => {
      const verdict = typedVerdict(card.word, text);
      setSaid(trReview.typed[verdict](card.word));
      answer(card, TYPED_GRADE[verdict]);
    },
  };
}
