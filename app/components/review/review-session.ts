import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { trReview } from "#core/messages/review.ts";
import { TYPED_GRADE, typedVerdict, type Grade } from "#core/review/review.ts";
import { dropCard, requeueCard } from "#app/browser/review-day.ts";
import { keepReview, sendReviews, sentSoFar } from "#app/browser/review-outbox.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

export interface QueuedCard {
  contentId: number;
  word: string;
}

/** What a card's form calls with scripts: stable for the page's life, so a card drawn once is not drawn again (memo). */
export interface CardAnswers {
  live: boolean;
  grade(card: QueuedCard, grade: Grade): void;
  typed(card: QueuedCard, text: string): void;
}

/**
 * Work that may wait for the next card to be on the screen: a requestAnimationFrame callback
 * runs just before a paint, its timeout just after it (app/lib/paint-first.ts). The storage
 * writes and the send of a grade would otherwise share the tap's frame (the bench's line, 16 ms).
 */
const afterPaint = (work: () => void) => requestAnimationFrame(() => setTimeout(work, 0));

/**
 * The outbox as a page sees it: how many reviews wait on the device, and (for a page that says so,
 * `countSent`; otherwise not drawn again for it) how many the server took from this document,
 * counted by the outbox, so a send that finds the signal back before the page saw any wait counts
 * too. What an earlier page left goes first; then whenever the phone is online again.
 */
function useSending(owner: number, countSent: boolean) {
  const [waiting, setWaiting] = useState(0);
  const [sent, setSent] = useState(0);
  const settle = useCallback(
    (left: number) => {
      setWaiting(left);
      if (countSent) setSent(sentSoFar(owner));
    },
    [owner, countSent],
  );
  useEffect(() => {
    const send = () => void sendReviews(owner).then(settle);
    send();
    window.addEventListener("online", send);
    return () => window.removeEventListener("online", send);
  }, [owner, settle]);
  return { waiting, sent, settle };
}

/**
 * 'Günlük tekrar' with scripts (decisions 0116, 0120): a queue of due cards gone through on the
 * device, a card a tap with no round trip; each review kept on the device and sent in the
 * background (app/browser/review-outbox.ts), offline too, and the card taken out of the day
 * kept for the offline page (app/browser/review-day.ts). `onDone` runs when the queue is done
 * and every review is sent (/tekrar asks the server again: a word missed comes back). Without
 * scripts, `live` is false and each card is the form the server scores.
 */
export function useReviewSession<C extends QueuedCard>(
  d: { owner: number; queue: C[]; left: number; doneToday: number },
  { onDone, countSent = false }: { onDone?: () => void; countSent?: boolean } = {},
) {
  const live = useHydrated();
  const [at, setAt] = useState(0);
  const [said, setSaid] = useState<string | null>(null);
  // The cards missed in this sitting ('Bilemedim', or a typed word wrong), asked again after the
  // queue, as the server would in its learn-ahead (decision 0116): also offline, where it cannot.
  const [again, setAgain] = useState<C[]>([]);
  const queue = useMemo(() => (again.length === 0 ? d.queue : [...d.queue, ...again]), [d.queue, again]);
  // Read by the answers when they run, so they stay the same functions for the page's life.
  const now = useRef({ at, d, queue, again, onDone });
  now.current = { at, d, queue, again, onDone };
  // A new answer from the server (the queue done, or the page again): from its first card.
  useEffect(() => {
    setAt(0);
    setAgain([]);
  }, [d.queue]);
  const { waiting, sent, settle } = useSending(d.owner, countSent);

  const answer = useCallback(
    (card: QueuedCard, grade: Grade) => {
      const { d, at, queue, again } = now.current;
      const next = at + 1;
      // A second tap before the page is drawn again counts the card after this one.
      now.current.at = next;
      setAt(next);
      const missed =
        grade === "again" ? queue.find((c) => c.contentId === card.contentId && c.word === card.word) : undefined;
      if (missed) {
        now.current.again = [...again, missed];
        now.current.queue = [...queue, missed];
        setAgain(now.current.again);
      }
      const length = now.current.queue.length;
      afterPaint(() => {
        keepReview(d.owner, { contentId: card.contentId, word: card.word, grade });
        if (missed) requeueCard(d.owner, card);
        else dropCard(d.owner, card);
        void sendReviews(d.owner).then((left) => {
          settle(left);
          if (next >= length && left === 0) now.current.onDone?.();
        });
      });
    },
    [settle],
  );

  const answers = useMemo<CardAnswers>(
    () => ({
      live,
      grade: (card, grade) => {
        setSaid(null);
        answer(card, grade);
      },
      typed: (card, text) => {
        const verdict = typedVerdict(card.word, text);
        setSaid(trReview.typed[verdict](card.word));
        answer(card, TYPED_GRADE[verdict]);
      },
    }),
    [live, answer],
  );

  return {
    answers,
    card: queue[live ? at : 0] ?? null,
    left: Math.max(0, d.left - (live ? at - again.length : 0)),
    doneToday: d.doneToday + (live ? at : 0),
    said,
    /** Reviews on the device not sent yet (offline). */
    waiting,
    /** Reviews the server took since the document loaded, those an earlier page left included. */
    sent,
  };
}
