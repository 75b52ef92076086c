import { describe, expect, it } from "vitest";
import {
  countsOf,
  possessiveSuffix,
  resultWithPercent,
  resultWords,
  sumWords,
  withPossessive,
} from "#core/messages/result-words.ts";

/**
 * The suffixes are checked against the numbers spelled out in Turkish and the grammar's rule
 * applied to the last word: its last vowel picks ı/i/u/ü, a final vowel takes the buffer 's'.
 * The module under test keeps a table of suffixes instead; the two must agree.
 */
const ONES = ["", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"];
const TENS = ["", "on", "yirmi", "otuz", "kırk", "elli", "altmış", "yetmiş", "seksen", "doksan"];

function spelled(n: number): string[] {
  if (n === 0) return ["sıfır"];
  const words: string[] = [];
  const groups: [number, string][] = [
    [1e9, "milyar"],
    [1e6, "milyon"],
    [1e3, "bin"],
  ];
  let rest = n;
  for (const [size, name] of groups) {
    const count = Math.floor(rest / size);
    rest %= size;
    if (!count) continue;
    // Turkish says 'bin', not 'bir bin'; 'bir milyon' and 'bir milyar' keep their 'bir'.
    if (!(count === 1 && name === "bin")) words.push(...spelled(count));
    words.push(name);
  }
  const hundreds = Math.floor(rest / 100);
  if (hundreds) words.push(...(hundreds > 1 ? [ONES[hundreds]] : []), "yüz");
  if (rest % 100 >= 10) words.push(TENS[Math.floor((rest % 100) / 10)]);
  if (rest % 10) words.push(ONES[rest % 10]);
  return words;
}

const HARMONY: Record<string, string> = { a: "ı", ı: "ı", e: "i", i: "i", o: "u", u: "u", ö: "ü", ü: "ü" };
function byRule(word: string): string {
  const vowels = [...word].filter((c) => c in HARMONY);
  const suffix = HARMONY[vowels.at(-1)!];
  return word.at(-1)! in HARMONY ? `s${suffix}` : suffix;
}

describe("a number's possessive suffix", () => {
  it.each(Array.from({ length: 101 }, (_, n) => n))("%i takes the suffix of its last spoken word", (n) => {
    expect(possessiveSuffix(n)).toBe(byRule(spelled(n).at(-1)!));
  });

  it.each([101, 110, 121, 140, 199, 200, 250, 999, 1000, 1001, 1040, 2000, 10_000, 100_000, 1_000_000, 3_000_000_000])(
    "%i takes the suffix of its last spoken word",
    (n) => {
      expect(possessiveSuffix(n)).toBe(byRule(spelled(n).at(-1)!));
    },
  );

  it("reads as the grammar books write them", () => {
    const table: [number, string][] = [
      [0, "0'ı"],
      [1, "1'i"],
      [2, "2'si"],
      [3, "3'ü"],
      [4, "4'ü"],
      [5, "5'i"],
      [6, "6'sı"],
      [7, "7'si"],
      [8, "8'i"],
      [9, "9'u"],
      [10, "10'u"],
      [20, "20'si"],
      [21, "21'i"],
      [30, "30'u"],
      [35, "35'i"],
      [40, "40'ı"],
      [50, "50'si"],
      [60, "60'ı"],
      [70, "70'i"],
      [80, "80'i"],
      [90, "90'ı"],
      [100, "100'ü"],
      [1000, "1000'i"],
      [1_000_000, "1000000'u"],
    ];
    for (const [n, text] of table) expect(withPossessive(n)).toBe(text);
  });
});

describe("a result in words", () => {
  it("counts the right and the partly right", () => {
    expect(resultWords({ right: 3, partly: 0, total: 4 })).toBe("4 sorudan 3'ü doğru");
    expect(resultWords({ right: 3, partly: 1, total: 5 })).toBe("5 sorudan 3'ü doğru, 1'i kısmen doğru");
    expect(resultWords({ right: 0, partly: 2, total: 5 })).toBe("5 sorudan 2'si kısmen doğru");
    expect(resultWords({ right: 6, partly: 0, total: 10 })).toBe("10 sorudan 6'sı doğru");
  });

  it("says none and all without a zero or a count twice", () => {
    expect(resultWords({ right: 0, partly: 0, total: 4 })).toBe("4 sorudan hiçbiri doğru değil");
    expect(resultWords({ right: 4, partly: 0, total: 4 })).toBe("4 sorunun hepsi doğru");
    expect(resultWords({ right: 1, partly: 0, total: 1 })).toBe("Tek soru doğru");
    expect(resultWords({ right: 0, partly: 1, total: 1 })).toBe("Tek soru kısmen doğru");
    expect(resultWords({ right: 0, partly: 0, total: 1 })).toBe("Tek soru doğru değil");
    expect(resultWords({ right: 8, partly: 0, total: 10 }, "word")).toBe("10 kelimeden 8'i doğru");
  });

  it("takes the counts from the questions' credits", () => {
    const counts = countsOf([{ credit: 1 }, { credit: 0.33 }, { credit: 0 }, { credit: 1 }, { credit: 0.4 }]);
    expect(counts).toEqual({ right: 2, partly: 2, total: 5 });
    expect(resultWithPercent(counts, 2.73)).toBe("5 sorudan 2'si doğru, 2'si kısmen doğru (%55)");
    expect(resultWithPercent({ right: 4, partly: 0, total: 4 }, 4)).toBe("4 sorunun hepsi doğru");
    expect(resultWithPercent({ right: 0, partly: 0, total: 4 }, 0)).toBe("4 sorudan hiçbiri doğru değil");
  });

  it("reads a sum alone as a count when whole, else as a percentage, never as a fraction", () => {
    expect(sumWords(3, 4)).toBe("4 sorudan 3'ü doğru");
    expect(sumWords(1.58, 5)).toBe("5 soruda %32 puan");
    expect(sumWords(0.73, 4)).not.toMatch(/0,73|\//);
  });
});
