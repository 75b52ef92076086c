/**
 * Leitner boxes of a pupil's flashcards: 'Tekrar' sends a word to the first box,
 * 'Biliyorum' one box up; words in low boxes come first. Kept on the device for a visitor
 * and in the account once signed in (app/browser/practice-client.ts, /alistirma/kartlar).
 */
export const FIRST_BOX = 1;
export const LAST_BOX = 5;

/** What one account keeps, at most: a list is 2,000 words at most (core/word-list.ts). */
export const FLASHCARD_LIMITS = {
  /** A word as the list writes it; longer is not a word of any list. */
  wordLength: 200,
  /** The device's boxes sent at sign-in, as JSON; refused whole when larger, before parsing. */
  mergeJson: 60_000,
} as const;

/** Entry id → English word → box: what the device keeps under DEVICE_CARDS_KEY (app/lib/practice.ts). */
export type Boxes = Record<string, Record<string, number>>;

/** The box after a card is sorted. */
export function nextBox(box: number | undefined, knew: boolean): number {
  return knew ? Math.min(LAST_BOX, (box ?? FIRST_BOX) + 1) : FIRST_BOX;
}

/**
 * Two boxes of one word (the device's and the account's) made one: the lower. A word the
 * pupil missed anywhere comes back sooner; one known on both sides stays known.
 */
export function mergedBox(a: number, b: number): number {
  return Math.min(a, b);
}

/** The items in a random order (Fisher-Yates); `random` is Math.random but for tests. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * The order of a round of cards: the lowest box first, so a word the pupil missed ('Tekrar',
 * box 1) comes back before the ones they know; shuffled within a box, and a word never
 * sorted counts as the first box.
 */
export function cardOrder<W extends { english: string }>(
  words: readonly W[],
  boxes: Record<string, number>,
  random: () => number = Math.random,
): W[] {
  return shuffle(words, random).sort((a, b) => (boxes[a.english] ?? FIRST_BOX) - (boxes[b.english] ?? FIRST_BOX));
}
