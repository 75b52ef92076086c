/**
 * A quiz's result in words a child reads (decision 0112): "4 sorudan 3'ü doğru", "5 sorudan 3'ü
 * doğru, 1'i kısmen doğru", never a sum of credits like "0,73/4". Every page, the pupil's list,
 * the parent's page and the browser's scripts say a result through here, so they say it alike.
 */

/** How many questions were right in full, how many partly (some credit, not all), of how many. */
export interface ResultCounts {
  right: number;
  partly: number;
  total: number;
}

/** What was counted: a quiz's questions, or a word list's words (the self-test). */
export type ResultUnit = "question" | "word";

/** A question's credit as its mark reads it: all of it, some of it, none. */
export type CreditMark = "right" | "partly" | "wrong";

export const creditMark = (credit: number): CreditMark => (credit >= 1 ? "right" : credit > 0 ? "partly" : "wrong");

/** The counts of scored questions (each with its credit, 0 to 1). */
export function countsOf(questions: readonly { credit: number }[]): ResultCounts {
  const marks = questions.map((q) => creditMark(q.credit));
  return {
    right: marks.filter((m) => m === "right").length,
    partly: marks.filter((m) => m === "partly").length,
    total: questions.length,
  };
}

/**
 * The possessive suffix after a number's apostrophe, read from the last word the number is
 * spoken with (3 üç → 3'ü, 21 yirmi bir → 21'i, 40 kırk → 40'ı): vowel harmony, and an 's'
 * after a word that ends in a vowel (2 iki → 2'si, 6 altı → 6'sı).
 */
const ONES = ["ı", "i", "si", "ü", "ü", "i", "sı", "si", "i", "u"]; // sıfır bir iki üç dört beş altı yedi sekiz dokuz
const TENS = ["", "u", "si", "u", "ı", "si", "ı", "i", "i", "ı"]; // on yirmi otuz kırk elli altmış yetmiş seksen doksan
/** The words of round thousands, millions and billions: bin, milyon, milyar. */
const LARGE = ["i", "u", "ı"];

export function possessiveSuffix(n: number): string {
  let whole = Math.abs(Math.trunc(n));
  if (whole === 0) return ONES[0];
  if (whole % 10) return ONES[whole % 10];
  if (whole % 100) return TENS[(whole % 100) / 10];
  if (whole % 1000) return "ü"; // yüz
  // A round thousand (or million): its last word is the smallest large word it is not a round multiple of.
  for (const suffix of LARGE) {
    whole /= 1000;
    if (whole % 1000 || suffix === LARGE.at(-1)) return suffix;
  }
  return LARGE[0];
}

/** A number with its possessive: "3'ü", "10'u", "%75'i". */
export const withPossessive = (n: number, prefix = "") => `${prefix}${n}'${possessiveSuffix(n)}`;

const UNIT: Record<ResultUnit, { from: string; of: string; one: string }> = {
  question: { from: "sorudan", of: "sorunun", one: "Tek soru" },
  word: { from: "kelimeden", of: "kelimenin", one: "Tek kelime" },
};

/** A share as Turkish writes a percentage: "%75" (rounded to a whole). */
/** A net or an average as Turkish writes it, as any score: "2,67", "-0,33" (decision 0121). */
export { decimal as netText } from "./decimal";
export const percentText = (score: number, total: number) => `%${total > 0 ? Math.round((100 * score) / total) : 0}`;

/**
 * The counts in words: "4 sorudan 3'ü doğru", "5 sorudan 3'ü doğru, 1'i kısmen doğru",
 * "4 sorunun hepsi doğru", "4 sorudan hiçbiri doğru değil"; a single question "Tek soru doğru".
 * No zero with a suffix ("0'ı doğru" reads badly) and no fractions.
 */
export function resultWords({ right, partly, total }: ResultCounts, unit: ResultUnit = "question"): string {
  const u = UNIT[unit];
  if (total === 1) return `${u.one} ${right ? "doğru" : partly ? "kısmen doğru" : "doğru değil"}`;
  if (total > 0 && right === total) return `${total} ${u.of} hepsi doğru`;
  if (right === 0 && partly === 0) return `${total} ${u.from} hiçbiri doğru değil`;
  const parts = [
    ...(right ? [`${withPossessive(right)} doğru`] : []),
    ...(partly ? [`${withPossessive(partly)} kısmen doğru`] : []),
  ];
  return `${total} ${u.from} ${parts.join(", ")}`;
}

/**
 * A result known only as its sum of credits (a best score kept as a number): a whole sum is
 * a count of right questions and reads as one; a fractional one reads as its percentage.
 */
export function sumWords(score: number, total: number, unit: ResultUnit = "question"): string {
  if (Number.isInteger(score)) return resultWords({ right: score, partly: 0, total }, unit);
  return `${total} ${unit === "question" ? "soruda" : "kelimede"} ${percentText(score, total)} puan`;
}

/**
 * The result with its percentage where it adds something: "4 sorudan 3'ü doğru (%75)"; not
 * after "hepsi doğru" or "hiçbiri doğru değil", nor for a single question.
 */
export function resultWithPercent(counts: ResultCounts, score: number, unit: ResultUnit = "question"): string {
  const words = resultWords(counts, unit);
  const whole = counts.right === counts.total || (counts.right === 0 && counts.partly === 0);
  return counts.total > 1 && !whole ? `${words} (${percentText(score, counts.total)})` : words;
}

/** A result as kept: its sum, and the counts where the try they come from was read. */
export interface KeptResult {
  score: number;
  total: number;
  right?: number | null;
  partly?: number | null;
}

/** A kept result in words: from its counts when known, else from its sum (sumWords). */
export function keptWords(kept: KeptResult, unit: ResultUnit = "question"): string {
  const { score, total, right, partly } = kept;
  if (right === null || right === undefined || partly === null || partly === undefined)
    return sumWords(score, total, unit);
  return resultWords({ right, partly, total }, unit);
}
