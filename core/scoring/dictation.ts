/**
 * Dictation: the pupil hears an English sentence and types it. It is scored word
 * by word, forgiving what is not a listening mistake:
 * - case and punctuation ("dont" for "don't", "hello" for "Hello!");
 * - the Turkish keyboard: its key where an English keyboard has `i` types `ı`, and the
 *   shifted one `İ`, so "thıs" is "this" and not even a slip;
 * - one wrong letter in a word of four letters or more (a letter wrong, missing, extra, or two
 *   neighbours swapped: "freind", "evry", "runing", "wich"). It counts, and is shown as a slip.
 *   In a shorter word one letter makes another word ("in"/"on", "he"/"she"), so it is wrong.
 *
 * The typed words are lined up with the sentence's by the cheapest edit (a word missing, an
 * extra word, a word wrong), so one missing word does not make every later word wrong.
 */

/** A sentence, as the admin writes it and as the pupil types it: longer input is cut before anything reads it. */
export const MAX_DICTATION_CHARS = 300;
/** Words compared at most (the alignment is quadratic in them: 60 × 60 cells). */
export const MAX_DICTATION_WORDS = 60;
/** Letters of a word compared at most. */
const MAX_WORD = 40;
/** Shortest word in which one wrong letter is forgiven. */
export const FORGIVING_FROM = 4;

export type WordVerdict = "right" | "slip" | "wrong" | "missing" | "extra";

export interface WordMark {
  /** The sentence's word as written (null for an extra typed word). */
  expected: string | null;
  /** What the pupil typed there (null for a missing word). */
  typed: string | null;
  verdict: WordVerdict;
}

export interface DictationScore {
  words: WordMark[];
  /** Words that count: right ones and slips, less one for each extra word, never below zero. */
  points: number;
  /** The sentence's words. */
  total: number;
}

/** Words as written, split on spaces. */
function wordsOf(text: string): string[] {
  return text
    .slice(0, MAX_DICTATION_CHARS)
    .normalize("NFC")
    .split(/\s+/)
    .filter((w) => w !== "")
    .slice(0, MAX_DICTATION_WORDS);
}

/**
 * A word as compared: English lower case (never the Turkish rules: 'I' is 'i' here), the
 * Turkish keyboard's ı and İ as i, and only letters and digits kept.
 */
export function foldWord(word: string): string {
  return word
    .slice(0, MAX_WORD)
    .replace(/[ıİ]/g, "i")
    .toLocaleLowerCase("en")
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** True when `a` becomes `b` by one letter changed, dropped, added, or two neighbours swapped. */
export function oneLetterApart(a: string, b: string): boolean {
  if (a === b) return false;
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff: number[] = [];
    for (let i = 0; i < a.length && diff.length <= 2; i++) if (a[i] !== b[i]) diff.push(i);
    if (diff.length === 1) return true;
    return diff.length === 2 && diff[1] === diff[0] + 1 && a[diff[0]] === b[diff[1]] && a[diff[1]] === b[diff[0]];
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && long[i] === short[i]) i++;
  return long.slice(i + 1) === short.slice(i);
}

function compare(expected: string, typed: string): "right" | "slip" | "wrong" {
  const e = foldWord(expected);
  const t = foldWord(typed);
  if (e === t) return "right";
  return e.length >= FORGIVING_FROM && oneLetterApart(e, t) ? "slip" : "wrong";
}

/** Costs of the alignment: a slip is cheaper than a wrong word, so "freind" lines up with "friend". */
const COST = { right: 0, slip: 0.5, wrong: 1, missing: 1, extra: 1 } as const;

export function scoreDictation(sentence: string, typedText: string): DictationScore {
  const expected = wordsOf(sentence);
  const typed = wordsOf(typedText);
  const n = expected.length;
  const m = typed.length;
  // cost[i][j]: the cheapest way to line up expected[i..] with typed[j..].
  const cost = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  const verdicts = expected.map((e) => typed.map((t) => compare(e, t)));
  for (let i = n; i >= 0; i--) {
    for (let j = m; j >= 0; j--) {
      if (i === n && j === m) continue;
      let best = Infinity;
      if (i < n && j < m) best = COST[verdicts[i][j]] + cost[i + 1][j + 1];
      if (i < n) best = Math.min(best, COST.missing + cost[i + 1][j]);
      if (j < m) best = Math.min(best, COST.extra + cost[i][j + 1]);
      cost[i][j] = best;
    }
  }
  const words: WordMark[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && cost[i][j] === COST[verdicts[i][j]] + cost[i + 1][j + 1]) {
      words.push({ expected: expected[i], typed: typed[j], verdict: verdicts[i][j] });
      i++;
      j++;
    } else if (i < n && cost[i][j] === COST.missing + cost[i + 1][j]) {
      words.push({ expected: expected[i], typed: null, verdict: "missing" });
      i++;
    } else {
      words.push({ expected: null, typed: typed[j], verdict: "extra" });
      j++;
    }
  }
  const counted = words.filter((w) => w.verdict === "right" || w.verdict === "slip").length;
  const extra = words.filter((w) => w.verdict === "extra").length;
  return { words, points: Math.max(0, counted - extra), total: n };
}

/** A sentence as its words compare (foldWord each): a transcript's cue and a dictation are the same sentence when these agree. */
export const sameWords = (text: string) => wordsOf(text).map(foldWord).filter(Boolean).join(" ");
