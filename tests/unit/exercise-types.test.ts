import { describe, expect, it } from "vitest";
import { answerKey, pictureOrder, publicQuiz, scoreQuiz, type Question } from "#core/quiz-formats.ts";
import { scorePictureWords } from "#core/scoring/hands-on.ts";

const dictation: Question = {
  kind: "dictation",
  id: "q1",
  text: "Listen and write.",
  sentence: "I think my brother is in the kitchen.",
};
const tapCat: Question = {
  kind: "picture",
  id: "q2",
  text: "Tap the picture of a cat.",
  ask: "picture",
  prompts: [],
  options: ["kedi", "kus", "balik"],
  rights: [0],
};
const words: Question = {
  kind: "picture",
  id: "q3",
  text: "Choose the words.",
  ask: "word",
  prompts: ["elma", "ev", "agac"],
  options: ["apple", "house", "tree", "three"],
  rights: [0, 1, 2],
};
const quiz = { questions: [dictation, tapCat, words] };

/** The field of an option as the page shows it. */
const shownIndex = (q: Question, option: string) => {
  if (q.kind !== "picture") throw new Error("not a picture question");
  return String(
    pictureOrder(q)
      .map((i) => q.options[i])
      .indexOf(option),
  );
};

describe("dictation and picture–word in a quiz (decision 0077)", () => {
  it("a dictation's credit is the share of its words, with a Turkish pupil's usual slips forgiven and the words' verdicts kept", () => {
    // 'thınk' from the Turkish keyboard, 'Im' for "I'm"-like punctuation, 'brohter' swapped, 'kitchen' heard as 'chicken'.
    const scored = scoreQuiz({ questions: [dictation] }, { q1: "I thınk my brohter is in the chicken" }).questions[0];
    expect(scored.credit).toBe(0.88);
    expect(scored.correct).toBe(false);
    expect(scored.words?.map((w) => w.verdict)).toEqual([
      "right",
      "right",
      "right",
      "slip",
      "right",
      "right",
      "right",
      "wrong",
    ]);
    expect(
      scoreQuiz({ questions: [dictation] }, { q1: "i think my brother is in the kitchen" }).questions[0],
    ).toMatchObject({ credit: 1, correct: true });
    // An empty box scores nothing and lists no words; a pasted essay is cut and its extra words cost.
    expect(scoreQuiz({ questions: [dictation] }, { q1: "  " }).questions[0]).toMatchObject({
      credit: 0,
      words: undefined,
    });
    expect(scoreQuiz({ questions: [dictation] }, { q1: `${dictation.sentence} `.repeat(40) }).questions[0].credit).toBe(
      0,
    );
  });

  it("picture–word: the picture tapped, or a word a picture with partial credit; the same picture twice is right once", () => {
    expect(scoreQuiz(quiz, { "q2.0": shownIndex(tapCat, "kedi") }).questions[1]).toMatchObject({
      credit: 1,
      given: "kedi",
      right: "kedi",
      saidIn: "tr",
    });
    // The usual mix-up: 'three' for the tree (the sounds are close for a Turkish ear).
    const mixed = scoreQuiz(quiz, {
      "q3.0": shownIndex(words, "apple"),
      "q3.1": shownIndex(words, "house"),
      "q3.2": shownIndex(words, "three"),
    }).questions[2];
    expect(mixed).toMatchObject({
      credit: 0.67,
      correct: false,
      given: "elma → apple; ev → house; ağaç → three",
      right: "elma → apple; ev → house; ağaç → tree",
    });
    expect(scorePictureWords([0, 1, 2], ["0", "0", "0"])).toBeCloseTo(1 / 3);
    // Forged: out of range, padded, not a number.
    expect(scorePictureWords([0, 1], ["9", "01"])).toBe(0);
    expect(scoreQuiz(quiz, { "q2.0": "-1" }).questions[1].credit).toBe(0);
  });

  it("the page gets neither the sentence nor which picture is right; words come alphabetical, pictures in a stable shuffle", () => {
    const shown = publicQuiz(quiz).questions;
    expect(JSON.stringify(shown)).not.toContain("kitchen");
    expect(shown[0]).toEqual({ kind: "dictation", id: "q1", text: "Listen and write.", clip: null });
    expect(shown[2]).toMatchObject({ options: ["apple", "house", "three", "tree"] });
    expect(publicQuiz(quiz).questions[1]).toEqual(shown[1]);
    expect(answerKey(quiz)).toEqual([
      "I think my brother is in the kitchen.",
      `${"abc"[pictureOrder(tapCat as never).indexOf(0)]}) kedi`,
      "1-a) apple, 2-b) house, 3-d) tree",
    ]);
  });
});
