/**
 * Scoring of the exercises a pupil does with their hands: matching, gaps filled
 * from a word bank, putting words or sentences in order, and picture–word. Whether the pupil
 * dragged, tapped, used the keyboard or sent the form without JavaScript, the server gets the
 * same answer and scores it here, once. Partial credit is a share between 0 and 1.
 *
 * An answer is read as the form sends it: indices into what the page showed. Anything that is
 * not a valid index scores nothing for its place, and an ordering that is not a permutation
 * of the items is refused whole (a forged or broken answer, never a pupil's honest mistake:
 * every way of answering on the page sends a permutation).
 */

/** A share of the credit, from 0 to 1. */
export type Share = number;

/** Items of one exercise at most (pairs, gaps, words to order, pictures). */
export const MAX_ITEMS = 30;

/**
 * One index as the form sends it ("3"), or null. Checked by length before the pattern; only
 * the one way a page writes a number is taken ("02" is not "2": it would let one item count twice).
 */
export function readIndex(raw: string | undefined, count: number): number | null {
  if (raw === undefined || raw.length > 2 || !/^(?:0|[1-9]\d?)$/.test(raw)) return null;
  const index = Number(raw);
  return index < count ? index : null;
}

/** The share of places answered right: `rights[i]` is place i's right index, `given[i]` what was sent. */
function shareRight(rights: readonly number[], given: readonly (string | undefined)[]): Share {
  if (rights.length === 0) return 0;
  const right = rights.filter((r, i) => readIndex(given[i], MAX_ITEMS) === r).length;
  return right / rights.length;
}

/**
 * Matching: each left item is given the index of a right item (as shown, shuffled). Each
 * pair counts for its share; the same right item given twice can be right only once.
 */
export function scoreMatching(rightFor: readonly number[], given: readonly (string | undefined)[]): Share {
  const used = new Set<number>();
  const deduplicated = given.map((g) => {
    const index = readIndex(g, rightFor.length);
    if (index === null || used.has(index)) return undefined;
    used.add(index);
    return g;
  });
  return shareRight(rightFor, deduplicated);
}

/** Gaps filled from a word bank: each gap is given the index of a bank word; each gap counts for its share. */
export function scoreGaps(rightWordFor: readonly number[], given: readonly (string | undefined)[]): Share {
  return shareRight(rightWordFor, given);
}

/** Picture–word (a picture for a word, or a word for a picture): one choice, right or not. */
export function scorePictureWord(right: number, given: string | undefined): Share {
  return readIndex(given, MAX_ITEMS) === right ? 1 : 0;
}

/** Picture–word with several rows (a word for each of several pictures): each row counts for its share. */
export function scorePictureWords(rights: readonly number[], given: readonly (string | undefined)[]): Share {
  if (rights.length === 0) return 0;
  return rights.reduce((sum, right, i) => sum + scorePictureWord(right, given[i]), 0) / rights.length;
}

export type OrderingResult = { ok: true; share: Share } | { ok: false; reason: "not-a-permutation" };

/**
 * Ordering: the page shows the items shuffled; `correctPlaceOf[k]` is where the k-th item shown
 * belongs (0 first), known to the server only. `given` lists the shown items' indices in the
 * order the pupil put them. The credit is the share of neighbours in the right order: every
 * item right after the one that belongs before it. One item moved costs one or two of those,
 * not every item after it (Moodle's 'relative to the next item' grading, which teachers know).
 */
export function scoreOrdering(
  correctPlaceOf: readonly number[],
  given: readonly (string | undefined)[],
): OrderingResult {
  const count = correctPlaceOf.length;
  if (count < 2 || count > MAX_ITEMS || given.length !== count) return { ok: false, reason: "not-a-permutation" };
  const places: number[] = [];
  const seen = new Set<number>();
  for (const raw of given) {
    const shown = readIndex(raw, count);
    if (shown === null || seen.has(shown)) return { ok: false, reason: "not-a-permutation" };
    seen.add(shown);
    places.push(correctPlaceOf[shown]);
  }
  let rightNeighbours = 0;
  for (let i = 1; i < count; i++) if (places[i] === places[i - 1] + 1) rightNeighbours++;
  return { ok: true, share: rightNeighbours / (count - 1) };
}
