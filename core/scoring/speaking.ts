import { foldWord, scoreDictation } from "./dictation";

/**
 * 'Dinle ve söyle': the pupil says a word or a line, the browser's speech
 * recognition (on the device only) writes down what it heard, and each of the line's words
 * is shown as heard right or not. The words are lined up as dictation lines them up
 * (core/scoring/dictation.ts: the cheapest edit, so one missing word does not make every
 * later word wrong), but the verdicts differ:
 * - a word one letter away is NOT right here. In a dictation it is a typing slip; from a
 *   recogniser it is what a Turkish pupil's pronunciation made of the word: "tree" for
 *   "three", "sink" for "think", "wery" for "very", "sheep" for "ship", "word" for "world".
 *   The pupil sees the word heard instead, to say it again.
 * - what a recogniser writes differently for the same sound is not held against the pupil:
 *   digits for numbers ("3" for "three"), American for British spelling ("color" for
 *   "colour"), a contraction written out or not ("I am" for "I'm"), case and punctuation.
 * - extra words heard (a breath taken for "a", "the") are not counted.
 * Of the recogniser's alternatives, the one with the most words right counts.
 */

export interface HeardWord {
  /** The line's word, as written. */
  word: string;
  /** What was heard in its place, when something else was (null: nothing, or the word itself). */
  heard: string | null;
  right: boolean;
}

export interface SpokenResult {
  words: HeardWord[];
  /** Words heard right. */
  right: number;
  total: number;
  /** The alternative that counted, as the recogniser wrote it (shown to the pupil). */
  heard: string;
}

/** Alternatives compared at most (a recogniser gives a handful). */
export const MAX_ALTERNATIVES = 5;

const NUMBERS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A number from 0 to 99 in words ("21" → ["twenty", "one"]), null for anything else. */
function numberWords(word: string): string[] | null {
  if (!/^\d{1,2}$/.test(word)) return null;
  const n = Number(word);
  if (n < 20) return [NUMBERS[n]];
  return n % 10 === 0 ? [TENS[Math.floor(n / 10)]] : [TENS[Math.floor(n / 10)], NUMBERS[n % 10]];
}

/** British and American spellings of one word fold together: colour/color, favourite/favorite, centre/center, realise/realize, grey/gray (never four/for, your/yor: too short). */
function spellingKey(folded: string): string {
  return folded
    .replace(/(?<=[a-z]{2})our(?=(?:s|ed|ing|ite|ites|hood|ful)?$)/, "or")
    .replace(/tre(s?)$/, "ter$1")
    .replace(/is(e|es|ed|ing)$/, "iz$1")
    .replace(/^grey/, "gray");
}

/** A contraction as two words: "i'm" → ["i", "am"], "don't" → ["do", "not"]; null for other words. */
const IRREGULAR: Record<string, [string, string]> = {
  cant: ["can", "not"],
  wont: ["will", "not"],
  lets: ["let", "us"],
  its: ["it", "is"],
  thats: ["that", "is"],
  whats: ["what", "is"],
  hes: ["he", "is"],
  shes: ["she", "is"],
  theres: ["there", "is"],
};
function expand(word: string): [string, string] | null {
  const plain = word
    .toLocaleLowerCase("en")
    .replace(/[’‘`]/g, "'")
    .replace(/[^a-z']/g, "");
  if (!plain.includes("'")) return null;
  const irregular = IRREGULAR[plain.replace(/'/g, "")];
  if (irregular) return irregular;
  const m = /^([a-z]+)('m|'re|'ve|'ll|'d|n't)$/.exec(plain);
  if (!m) return null;
  const rest = { "'m": "am", "'re": "are", "'ve": "have", "'ll": "will", "'d": "would", "n't": "not" }[m[2]]!;
  return [m[1], rest];
}

/**
 * The heard words written as the line writes the same sounds: a heard number, spelling or
 * contraction that the line has in another form takes the line's form, so that only what
 * sounded different stays different.
 */
function asTheLineWrites(lineWords: string[], heardWords: string[]): string[] {
  const byKey = new Map(lineWords.map((w) => [spellingKey(foldWord(w)), w]));
  // The line's "3" heard as "three".
  for (const w of lineWords) {
    const spelled = numberWords(foldWord(w));
    if (spelled?.length === 1) byKey.set(spelled[0], w);
  }
  const contractions = new Map<string, string>();
  for (const w of lineWords) {
    const pair = expand(w);
    if (pair) contractions.set(pair.map(foldWord).join(" "), w);
  }
  const lineFolded = new Set(lineWords.map(foldWord));
  const out: string[] = [];
  for (let i = 0; i < heardWords.length; i++) {
    const word = heardWords[i];
    const next = heardWords[i + 1];
    // "I am" heard for the line's "I'm".
    const joined = next === undefined ? undefined : contractions.get(`${foldWord(word)} ${foldWord(next)}`);
    if (joined) {
      out.push(joined);
      i++;
      continue;
    }
    // "I'm" heard for the line's "I am".
    const pair = expand(word);
    if (pair && !lineFolded.has(foldWord(word)) && pair.every((p) => lineFolded.has(p))) {
      out.push(...pair);
      continue;
    }
    const spelled = numberWords(word) ?? [word];
    out.push(...spelled.map((w) => byKey.get(spellingKey(foldWord(w))) ?? w));
  }
  return out;
}

function against(line: string, heard: string): SpokenResult {
  const lineWords = line.split(/\s+/).filter(Boolean);
  const heardWords = asTheLineWrites(lineWords, heard.split(/\s+/).filter(Boolean));
  const scored = scoreDictation(line, heardWords.join(" "));
  const words: HeardWord[] = [];
  for (const mark of scored.words) {
    if (mark.expected === null) continue;
    const right = mark.verdict === "right";
    words.push({ word: mark.expected, heard: right ? null : mark.typed, right });
  }
  return { words, right: words.filter((w) => w.right).length, total: words.length, heard };
}

/** The line's words, each heard right or not, by the recogniser's best alternative for them. */
export function compareSpoken(line: string, alternatives: readonly string[]): SpokenResult {
  const results = alternatives.slice(0, MAX_ALTERNATIVES).map((heard) => against(line, heard));
  if (results.length === 0) return against(line, "");
  // The first best wins a tie: the recogniser lists its own best first.
  return results.reduce((best, r) => (r.right > best.right ? r : best));
}

/** Longest line offered to say: a longer transcript line is cut at a word (a recogniser hears one breath, not a paragraph). */
export const MAX_SPOKEN_CHARS = 200;

/**
 * A transcript's line as the pupil says it: its lines joined, a speaker's name before a colon
 * ("Elif: Hi Ali!") left out, cut at a word within MAX_SPOKEN_CHARS.
 */
export function speakableLine(text: string): string {
  const joined = text
    .slice(0, MAX_SPOKEN_CHARS * 4)
    .replace(/\s+/g, " ")
    .trim();
  const said = joined.replace(/^\p{Lu}[\p{L}'’-]{0,30}(?: \p{Lu}[\p{L}'’-]{0,30})?:\s+/u, "");
  if (said.length <= MAX_SPOKEN_CHARS) return said;
  const cut = said.slice(0, MAX_SPOKEN_CHARS);
  const space = cut.lastIndexOf(" ");
  return space > 0 ? cut.slice(0, space) : cut;
}
