/**
 * FSRS through ts-fsrs (decision 0116), the one scheduling rule of the server and of a visitor's
 * device (decision 0118): both import it, so a card reviewed on a phone is due when the account
 * would have made it due. With its default weights and a desired retention of
 * 0.9: the chance a word is still remembered when it comes back. One learning step of 10
 * minutes (the library's default is two, 1 and 10): a word the pupil did not know ('Bilemedim')
 * comes back in the same sitting, and one they knew ('İyi') leaves it for days, so a child's
 * count of cards goes down when they are right.
 */
import { createEmptyCard, fsrs, Rating, type Card, type Grade as FsrsGrade } from "ts-fsrs";
import type { Grade } from "#core/review/review.ts";

const scheduler = fsrs({ request_retention: 0.9, learning_steps: ["10m"], relearning_steps: ["10m"] });

/** A card's memory as the table keeps it. */
export interface CardState {
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date | null;
}

const GRADE_RATING: Record<Grade, FsrsGrade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

/** A word never reviewed, due at `now`. */
export function newCard(now: Date): CardState {
  return stateOf(createEmptyCard(now));
}

/** The card after a review with `grade` at `at`. */
export function reviewed(card: CardState, grade: Grade, at: Date): CardState {
  const fsrsCard: Card = {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: 0,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.lastReview ?? undefined,
  };
  return stateOf(scheduler.next(fsrsCard, at, GRADE_RATING[grade]).card);
}

function stateOf(card: Card): CardState {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

/**
 * A Leitner box carried into FSRS once (decision 0116): box 1 is a word to learn again (due
 * now, as new); boxes 2-5 were known 1-4 times in a row, so they become review cards whose
 * stability is the box's usual interval, due that long after the box was last set.
 */
const BOX_DAYS = [0, 0, 1, 3, 7, 14];
export function fromLeitnerBox(box: number, setAt: Date, now: Date): CardState {
  if (box <= 1) return newCard(now);
  const days = BOX_DAYS[Math.min(box, 5)];
  return {
    due: new Date(setAt.getTime() + days * 86_400_000),
    stability: days,
    difficulty: 5,
    scheduledDays: days,
    learningSteps: 0,
    reps: box - 1,
    lapses: 0,
    state: 2,
    lastReview: setAt,
  };
}
