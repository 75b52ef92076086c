import { describe, expect, it } from "vitest";
import { trExercises } from "#core/messages/exercises.ts";
import { trPractice } from "#core/messages/practice.ts";
import { answerKey, publicQuiz, scoreQuiz, shownOrder, type Question, type Quiz } from "#core/quiz-formats.ts";
import { parseMoodleXml } from "#core/quiz-moodle.ts";

/** Ordering and gaps as Moodle 4.4 exports them: HTML in CDATA, groups, a word given twice. */
const EXPORT = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="ordering">
    <name><text>Morning</text></name>
    <questiontext format="html"><text><![CDATA[<p>Put the words in <b>order</b>.</p>]]></text></questiontext>
    <layouttype>HORIZONTAL</layouttype>
    <answer fraction="1.0000000" format="html"><text><![CDATA[<p>I</p>]]></text></answer>
    <answer fraction="2.0000000" format="html"><text>brush</text></answer>
    <answer fraction="3.0000000" format="html"><text>my</text></answer>
    <answer fraction="4.0000000" format="html"><text>teeth</text></answer>
  </question>
  <question type="ddwtos">
    <questiontext format="html"><text><![CDATA[<p>The [[1]] is next to the [[2]], opposite the [[3]].</p>]]></text></questiontext>
    <dragbox><text>bank</text><group>1</group></dragbox>
    <dragbox><text>bakery</text><group>1</group><infinite/></dragbox>
    <dragbox><text>bank</text><group>1</group></dragbox>
    <dragbox><text>pharmacy</text><group>1</group></dragbox>
  </question>
  <question type="gapselect">
    <questiontext format="html"><text><![CDATA[<p>She [[1]] to school [[3]] bus.</p>]]></text></questiontext>
    <selectoption><text>goes</text><group>1</group></selectoption>
    <selectoption><text>go</text><group>1</group></selectoption>
    <selectoption><text>by</text><group>2</group></selectoption>
    <selectoption><text>on</text><group>2</group></selectoption>
  </question>
</quiz>`;

const parsed = (xml: string) => {
  const result = parseMoodleXml(xml);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.quiz;
};
const errorOf = (xml: string) => {
  const result = parseMoodleXml(xml);
  return result.ok ? null : result.errors[0].message;
};
const question = (body: string) => `<quiz><question type="${body}</question></quiz>`;

describe("ordering and gaps from Moodle XML", () => {
  it("reads ordering, ddwtos and gapselect: the right order, the gaps' right words, the groups, a repeated word kept once", () => {
    expect(parsed(EXPORT).questions).toEqual([
      { kind: "ordering", id: "q1", text: "Put the words in order.", items: ["I", "brush", "my", "teeth"] },
      {
        kind: "gaps",
        id: "q2",
        text: "The _____ is next to the _____, opposite the _____.",
        parts: ["The ", " is next to the ", ", opposite the ", "."],
        bank: [
          { text: "bank", group: 1 },
          { text: "bakery", group: 1 },
          { text: "pharmacy", group: 1 },
        ],
        gaps: [0, 1, 0],
      },
      {
        kind: "gaps",
        id: "q3",
        text: "She _____ to school _____ bus.",
        parts: ["She ", " to school ", " bus."],
        bank: [
          { text: "goes", group: 1 },
          { text: "go", group: 1 },
          { text: "by", group: 2 },
          { text: "on", group: 2 },
        ],
        gaps: [0, 2],
      },
    ]);
  });

  it("names a hostile or broken ordering or gaps question, imports nothing, never throws", () => {
    const gaps = (text: string, boxes: string) =>
      question(`ddwtos"><questiontext><text>${text}</text></questiontext>${boxes}`);
    const box = (word: string, group = "1") => `<dragbox><text>${word}</text><group>${group}</group></dragbox>`;
    expect(errorOf(gaps("No gaps here.", box("a")))).toBe(trPractice.moodleNoGaps(1));
    expect(errorOf(gaps("A [[2]] gap.", box("a")))).toBe(trPractice.moodleBadGap(1, 2));
    expect(errorOf(gaps("A [[0]] gap.", box("a")))).toBe(trPractice.moodleBadGap(1, 0));
    expect(errorOf(gaps("A [[99999]] gap.", box("a")))).toBe(trPractice.moodleNoGaps(1));
    expect(errorOf(gaps("[[1]] ".repeat(31), box("a")))).toBe(trPractice.moodleTooManyItems(1, 30));
    expect(errorOf(gaps("A [[1]] gap.", box("a").repeat(31)))).toBe(trPractice.moodleTooManyItems(1, 30));
    expect(errorOf(gaps("A [[1]] gap.", box("")))).toBe(trPractice.moodleEmpty(1));
    expect(errorOf(gaps("A [[1]] gap.", box("a", "x")))).toBe(trPractice.moodleEmpty(1));
    expect(errorOf(gaps("A [[1]] gap.", box("a", "-1")))).toBe(trPractice.moodleEmpty(1));
    expect(errorOf(gaps("A [[1]] gap.", box("w".repeat(600))))).toBe(trPractice.moodleTooLong(1));
    // A gap's word in markup is the word's text: no HTML reaches the page.
    expect(parsed(gaps("A [[1]] gap.", box("<![CDATA[<script>alert(1)</script>cat]]>"))).questions[0]).toMatchObject({
      bank: [{ text: "alert(1)cat" }],
    });
    const ordering = (answers: string[]) =>
      question(
        `ordering"><questiontext><text>Order them.</text></questiontext>${answers.map((a) => `<answer fraction="1"><text>${a}</text></answer>`).join("")}`,
      );
    expect(errorOf(ordering(["alone"]))).toBe(trPractice.moodleEmpty(1));
    expect(errorOf(ordering(["a", ""]))).toBe(trPractice.moodleEmpty(1));
    expect(errorOf(ordering(Array.from({ length: 31 }, (_, i) => `w${i}`)))).toBe(trPractice.moodleTooManyItems(1, 30));
    expect(errorOf(ordering(["a", "b".repeat(600)]))).toBe(trPractice.moodleTooLong(1));
    // Truncated exports of the new types: a Turkish problem every time, never an exception.
    for (let cut = 0; cut < EXPORT.length; cut += 7) expect(() => parseMoodleXml(EXPORT.slice(0, cut))).not.toThrow();
  });
});

describe("what a page holds of them", () => {
  it("an ordering's items are shuffled, the same way every time, and never in the right order", () => {
    for (let n = 2; n <= 8; n++) {
      for (let seed = 0; seed < 60; seed++) {
        const items = Array.from({ length: n }, (_, i) => `w${(i * 7 + seed) % 11}`);
        const q: Question = { kind: "ordering", id: `q${seed}`, text: "Order.", items };
        const [shown] = publicQuiz({ questions: [q] }).questions;
        expect(shown).toMatchObject({ kind: "ordering" });
        if (shown.kind !== "ordering") return;
        expect(shown.items).not.toEqual(items);
        expect([...shown.items].sort()).toEqual([...items].sort());
        expect(shownOrder(q)).toEqual(shownOrder({ ...q }));
      }
    }
    // Two equal words: still not an order that reads right.
    const twice: Question = { kind: "ordering", id: "q1", text: "Order.", items: ["the", "cat", "saw", "the", "dog"] };
    expect((publicQuiz({ questions: [twice] }).questions[0] as { items: string[] }).items).not.toEqual(twice.items);
  });

  it("a gaps question's bank is alphabetical whatever the answers: two quizzes that differ only in the right words look the same", () => {
    const bank = [
      { text: "pharmacy", group: 1 },
      { text: "bank", group: 1 },
      { text: "bakery", group: 1 },
    ];
    const one: Quiz = {
      questions: [
        {
          kind: "gaps",
          id: "q1",
          text: "The _____ and the _____.",
          parts: ["The ", " and the ", "."],
          bank,
          gaps: [0, 1],
        },
      ],
    };
    const other: Quiz = {
      questions: [
        {
          kind: "gaps",
          id: "q1",
          text: "The _____ and the _____.",
          parts: ["The ", " and the ", "."],
          bank,
          gaps: [2, 0],
        },
      ],
    };
    expect(publicQuiz(one)).toEqual(publicQuiz(other));
    expect(publicQuiz(one).questions[0]).toMatchObject({
      bank: ["bakery", "bank", "pharmacy"],
      choices: [
        [0, 1, 2],
        [0, 1, 2],
      ],
    });
    expect(JSON.stringify(publicQuiz(parsed(EXPORT)))).not.toMatch(/"gaps":|"group"|I","brush","my","teeth/);
    // The teacher's key shows them.
    expect(answerKey(parsed(EXPORT))).toEqual([
      expect.stringMatching(/\) I → .\) brush → .\) my → .\) teeth$/),
      "1. bank; 2. bakery; 3. bank",
      "1. goes; 2. by",
    ]);
  });
});

describe("scored with partial credit", () => {
  const quiz = parsed(EXPORT);
  const shown = publicQuiz(quiz).questions;
  const items = (shown[0] as { items: string[] }).items;
  /** The form's fields for an ordering given as words. */
  const ordered = (words: string[]) =>
    Object.fromEntries(words.map((w, place) => [`q1.${place}`, String(items.indexOf(w))]));
  const bank = (n: number) => (shown[n] as { bank: string[] }).bank;
  const gap = (n: number, words: string[]) =>
    Object.fromEntries(words.map((w, i) => [`q${n + 1}.${i}`, String(bank(n).indexOf(w))]));

  it("an ordering earns the share of neighbours in the right order, a gaps question the share of gaps", () => {
    const all = scoreQuiz(quiz, {
      ...ordered(["I", "brush", "my", "teeth"]),
      ...gap(1, ["bank", "bakery", "bank"]),
      ...gap(2, ["goes", "by"]),
    });
    expect(all).toMatchObject({ score: 3, total: 3 });
    expect(all.questions.every((q) => q.correct && q.credit === 1)).toBe(true);
    // 'I brush teeth my': only 'brush' follows rightly → 1 of 3 neighbours. Two of three gaps, one of two.
    const some = scoreQuiz(quiz, {
      ...ordered(["I", "brush", "teeth", "my"]),
      ...gap(1, ["bank", "pharmacy", "bank"]),
      ...gap(2, ["go", "by"]),
    });
    expect(some.questions.map((q) => [q.credit, q.correct])).toEqual([
      [0.33, false],
      [0.67, false],
      [0.5, false],
    ]);
    expect(some.score).toBe(1.5);
    expect(some.questions[0]).toMatchObject({ given: "I / brush / teeth / my", right: "I / brush / my / teeth" });
  });

  it("two equal words may stand in either's place", () => {
    const twice: Quiz = {
      questions: [{ kind: "ordering", id: "q1", text: "Order.", items: ["the", "cat", "saw", "the", "dog"] }],
    };
    const seen = (publicQuiz(twice).questions[0] as { items: string[] }).items;
    const first = seen.indexOf("the");
    const second = seen.lastIndexOf("the");
    const answer = (theFirst: number, theSecond: number) => ({
      "q1.0": String(theFirst),
      "q1.1": String(seen.indexOf("cat")),
      "q1.2": String(seen.indexOf("saw")),
      "q1.3": String(theSecond),
      "q1.4": String(seen.indexOf("dog")),
    });
    expect(scoreQuiz(twice, answer(first, second)).score).toBe(1);
    expect(scoreQuiz(twice, answer(second, first)).score).toBe(1);
  });

  it("an ordering that is not a permutation (forged) is refused in Turkish and scores nothing; an empty one is just unanswered", () => {
    for (const forged of <Record<string, string>[]>[
      { "q1.0": "0", "q1.1": "0", "q1.2": "1", "q1.3": "2" },
      { "q1.0": "0", "q1.1": "1", "q1.2": "2" },
      { "q1.0": "0", "q1.1": "1", "q1.2": "2", "q1.3": "9" },
      { "q1.0": "00", "q1.1": "1", "q1.2": "2", "q1.3": "3" },
      { "q1.0": "-1", "q1.1": "1", "q1.2": "2", "q1.3": "3" },
      { "q1.0": "3", "q1.1": "1", "q1.2": "2", "q1.3": "0x0" },
    ]) {
      const scored = scoreQuiz(quiz, forged);
      expect(scored.questions[0]).toMatchObject({ credit: 0, correct: false, refused: trExercises.orderingRefused });
      expect(scored.score).toBe(0);
    }
    expect(scoreQuiz(quiz, {}).questions[0]).toEqual(expect.not.objectContaining({ refused: expect.anything() }));
    // Gaps given words outside the bank, or the same word everywhere, earn only what is right.
    expect(scoreQuiz(quiz, { "q2.0": "99", "q2.1": "x", "q2.2": "-0" }).questions[1].credit).toBe(0);
  });

  it("matching earns a share per pair, a right side given twice counting once; the score is the sum, 2 decimals", () => {
    const match: Quiz = {
      questions: [
        {
          kind: "matching",
          id: "q1",
          text: "Match.",
          pairs: [
            { left: "cat", right: "kedi" },
            { left: "dog", right: "köpek" },
            { left: "bird", right: "kuş" },
          ],
        },
        { kind: "truefalse", id: "q2", text: "Yes?", answer: true },
      ],
    };
    const one = scoreQuiz(match, { "q1.0": "kedi", "q1.1": "kuş", "q1.2": "köpek", q2: "true" });
    expect(one).toMatchObject({ score: 1.33, total: 2 });
    expect(one.questions[0]).toMatchObject({ credit: 0.33, correct: false });
    expect(scoreQuiz(match, { "q1.0": "kedi", "q1.1": "kedi", "q1.2": "kedi" }).questions[0].credit).toBe(0.33);
    expect(scoreQuiz(match, { "q1.0": "kedi", "q1.1": "köpek", "q1.2": "kuş" }).questions[0]).toMatchObject({
      credit: 1,
      correct: true,
    });
  });
});
