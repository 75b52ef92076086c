import { describe, expect, it } from "vitest";
import { carriesQuiz, carriesWordList } from "#core/practice.ts";
import { parseQuiz } from "#core/quiz-formats.ts";
import { parseWordList } from "#core/word-list.ts";
import { demoEntries } from "#server/demo/catalogue.ts";

/** The demo's word lists and quizzes, read by the admin's own parsers as the seed reads them. */
describe("demo practice", () => {
  const withWords = demoEntries.filter((e) => e.words !== undefined);
  const withQuiz = demoEntries.filter((e) => e.quiz !== undefined);

  it("is taken whole by the parsers, each text on an entry type that may carry it", () => {
    for (const entry of withWords) {
      expect(carriesWordList(entry.icerikTuru), entry.konuIng).toBe(true);
      expect(parseWordList(entry.words!).errors, entry.konuIng).toEqual([]);
    }
    for (const entry of withQuiz) {
      expect(carriesQuiz(entry.icerikTuru), entry.konuIng).toBe(true);
      const parsed = parseQuiz(entry.quiz!, entry.quizFormat ?? "gift");
      expect(parsed.ok ? [] : parsed.errors, entry.konuIng).toEqual([]);
    }
  });

  it("gives phrasal verbs and proverbs word lists, and exercises and sample exams quizzes (one in Aiken), in several grades", () => {
    const grades = (entries: typeof demoEntries, type: number) =>
      new Set(entries.filter((e) => e.icerikTuru === type).map((e) => e.sinif)).size;
    expect(grades(withWords, 6)).toBeGreaterThanOrEqual(3);
    expect(grades(withWords, 7)).toBeGreaterThanOrEqual(3);
    expect(grades(withQuiz, 1)).toBeGreaterThanOrEqual(2);
    expect(grades(withQuiz, 3)).toBeGreaterThanOrEqual(2);
    expect(withQuiz.filter((e) => e.quizFormat === "aiken").map((e) => e.icerikTuru)).toEqual([1]);
  });
});
