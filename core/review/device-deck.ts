/**
 * A visitor's 'Günlük tekrar' on the device (decision 0118): the cards of the words this device
 * met, scheduled by the same FSRS as an account's (core/review/scheduler.ts) and with the
 * server's rules (a few new words a day counted since Istanbul's midnight, a card due within
 * the learn-ahead shown now, only a due card counted). Plain data in, plain data out: the
 * browser keeps it (app/browser/visitor-review.ts), tests run it over simulated days.
 */
import type { Boxes } from "#core/flashcards.ts";
import type { DeviceMarks } from "#core/marks.ts";
import { carriesWordList } from "#core/practice.ts";
import { dayStart, istanbulDay } from "#core/review/days.ts";
import { CANDIDATE_LISTS, LEARN_AHEAD_MS, type Grade } from "#core/review/review.ts";
import type { KeptReview } from "#core/review/kept.ts";
import { newCard, reviewed, type CardState } from "#core/review/scheduler.ts";

/** One card as the device keeps it: the scheduler's state with its times as epoch milliseconds. */
export interface DeckCard {
  contentId: number;
  word: string;
  due: number;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: number | null;
  /** When the word became a card: today's new words are counted by it. */
  addedAt: number;
}

export interface Deck {
  v: 1;
  cards: DeckCard[];
}

export const EMPTY_DECK: Deck = { v: 1, cards: [] };

/** Where a device fetches a list's words: the public read of the entry's word list. */
export const listWordsPath = (id: number) => `/api/v1/contents/${id}/words`;

/** A word list as the device fetched it (listWordsPath). */
export interface DeckList {
  id: number;
  title: string;
  titleTr: string;
  words: { english: string; turkish: string; example?: string | null }[];
}

const finite = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n);

/** The device's deck, or an empty one: a card that cannot be read (another version, a hand edit) is left out. */
export function readDeck(raw: unknown): Deck {
  const cards = (raw as Deck | null)?.v === 1 && Array.isArray((raw as Deck).cards) ? (raw as Deck).cards : [];
  return {
    v: 1,
    cards: cards.filter(
      (c) =>
        c !== null &&
        typeof c === "object" &&
        Number.isSafeInteger(c.contentId) &&
        typeof c.word === "string" &&
        [
          c.due,
          c.stability,
          c.difficulty,
          c.scheduledDays,
          c.learningSteps,
          c.reps,
          c.lapses,
          c.state,
          c.addedAt,
        ].every(finite) &&
        (c.lastReview === null || finite(c.lastReview)),
    ),
  };
}

const stateOf = (c: DeckCard): CardState => ({
  ...c,
  due: new Date(c.due),
  lastReview: c.lastReview === null ? null : new Date(c.lastReview),
});

const deckCardOf = (contentId: number, word: string, s: CardState, addedAt: number): DeckCard => ({
  contentId,
  word,
  due: s.due.getTime(),
  stability: s.stability,
  difficulty: s.difficulty,
  scheduledDays: s.scheduledDays,
  learningSteps: s.learningSteps,
  reps: s.reps,
  lapses: s.lapses,
  state: s.state,
  lastReview: s.lastReview?.getTime() ?? null,
  addedAt,
});

/**
 * The word lists this device met, most recently first, at most CANDIDATE_LISTS: those of its
 * cards, its flashcard boxes, and the entries it saved, finished or opened that carry a word list
 * (a finished entry's type is not kept: the server answers 404 for one without a list).
 */
export function deviceLists(deck: Deck, marks: DeviceMarks, boxes: Boxes): number[] {
  const touched = new Map<number, number>();
  const touch = (id: unknown, at: number) => {
    if (typeof id === "number" && Number.isSafeInteger(id) && id > 0)
      touched.set(id, Math.max(touched.get(id) ?? 0, at));
  };
  for (const c of deck.cards) touch(c.contentId, c.addedAt);
  for (const [id, words] of Object.entries(boxes))
    if (words && typeof words === "object" && Object.keys(words).length > 0) touch(Number(id), 0);
  for (const s of marks.saved) if (s?.entry && carriesWordList(s.entry.icerikTuru)) touch(s.entry.id, s.at);
  for (const r of marks.recent) if (r?.entry && carriesWordList(r.entry.icerikTuru)) touch(r.entry.id, r.openedAt);
  for (const d of marks.done) touch(d?.id, d?.at ?? 0);
  return [...touched]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, CANDIDATE_LISTS)
    .map(([id]) => id);
}

/**
 * The deck with today's new words added: up to `newPerDay` a day, counted by the cards added
 * since Istanbul's midnight, taken from `lists` in their order (the most recently met first),
 * each word of a list once.
 */
export function withNewWords(deck: Deck, lists: readonly DeckList[], newPerDay: number, now: Date): Deck {
  const since = dayStart(istanbulDay(now)).getTime();
  let room = newPerDay - deck.cards.filter((c) => c.addedAt >= since).length;
  if (room <= 0) return deck;
  const have = new Set(deck.cards.map((c) => `${c.contentId} ${c.word}`));
  const fresh: DeckCard[] = [];
  for (const list of lists)
    for (const { english } of list.words) {
      if (room <= 0) break;
      const key = `${list.id} ${english}`;
      if (have.has(key)) continue;
      have.add(key);
      fresh.push(deckCardOf(list.id, english, newCard(now), now.getTime()));
      room--;
    }
  return fresh.length ? { v: 1, cards: [...deck.cards, ...fresh] } : deck;
}

/** The cards due now (within the learn-ahead), soonest first, in the server's order. */
export function dueCards(deck: Deck, now: Date): DeckCard[] {
  const until = now.getTime() + LEARN_AHEAD_MS;
  return deck.cards
    .filter((c) => c.due <= until)
    .sort((a, b) => a.due - b.due || a.contentId - b.contentId || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
}

/**
 * The deck after a review of one card at `now`, or null when the card is not the deck's or not
 * due (the server's rule: the same card answered again and again counts once while it is not due).
 */
export function reviewOnDeck(deck: Deck, contentId: number, word: string, grade: Grade, now: Date): Deck | null {
  const at = deck.cards.findIndex((c) => c.contentId === contentId && c.word === word);
  const card = deck.cards[at];
  if (!card || card.due > now.getTime() + LEARN_AHEAD_MS) return null;
  const next = deckCardOf(contentId, word, reviewed(stateOf(card), grade, now), card.addedAt);
  return { v: 1, cards: deck.cards.with(at, next) };
}

/** How many of the kept reviews were done on Istanbul's `day`: the visitor's count toward the day's goal. */
export const reviewsOn = (reviews: readonly KeptReview[], day: string): number =>
  reviews.filter((r) => istanbulDay(new Date(r.reviewedAt)) === day).length;
