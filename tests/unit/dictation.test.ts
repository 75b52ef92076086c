import { describe, expect, it } from "vitest";
import {
  foldWord,
  MAX_DICTATION_CHARS,
  oneLetterApart,
  scoreDictation,
  type WordVerdict,
} from "#core/scoring/dictation.ts";

const verdicts = (sentence: string, typed: string) => scoreDictation(sentence, typed).words.map((w) => w.verdict);

describe("dictation, scored word by word", () => {
  it("a sentence typed right scores every word, whatever its case and punctuation", () => {
    const score = scoreDictation(
      "Hello! My name is Ayşe, and I don't like rainy days.",
      "hello my name is ayşe and i dont like rainy days",
    );
    expect(score).toMatchObject({ points: 11, total: 11 });
    expect(score.words.every((w) => w.verdict === "right")).toBe(true);
  });

  it("the Turkish keyboard's ı and İ where an English one has i are no mistake at all", () => {
    // A pupil on a Turkish Q keyboard presses the key of 'i' and gets 'ı'; shifted, 'İ'.
    expect(verdicts("This is my Italian friend.", "Thıs ıs my İtalian friend")).toEqual<WordVerdict[]>([
      "right",
      "right",
      "right",
      "right",
      "right",
    ]);
    // English lower case, never Turkish: 'I' is the pronoun 'i', not 'ı'.
    expect(foldWord("I")).toBe("i");
  });

  it("one wrong letter in a longer word counts, but is shown as a slip", () => {
    // Typical: a swapped pair (freind), a dropped letter (evry, runing), a missing h (wich), a doubled one (untill).
    const score = scoreDictation(
      "My friend is running every day, which is until noon.",
      "my freind is runing evry day wich is untill noon",
    );
    expect(score.words.map((w) => [w.expected, w.verdict])).toEqual([
      ["My", "right"],
      ["friend", "slip"],
      ["is", "right"],
      ["running", "slip"],
      ["every", "slip"],
      ["day,", "right"],
      ["which", "slip"],
      ["is", "right"],
      ["until", "slip"],
      ["noon.", "right"],
    ]);
    expect(score.points).toBe(10);
  });

  it("in a short word one letter makes another word, and that is wrong", () => {
    // in/on, he/she, it/at: what the pupil heard wrong.
    expect(verdicts("He is in the garden", "she is on the garden")).toEqual<WordVerdict[]>([
      "wrong",
      "right",
      "wrong",
      "right",
      "right",
    ]);
    expect(scoreDictation("He is in the garden", "she is on the garden").points).toBe(3);
  });

  it("two wrong letters in a word are wrong: 'beautiful' is not 'beatiful' plus luck", () => {
    expect(verdicts("a beautiful dress", "a beatifull dress")).toEqual<WordVerdict[]>(["right", "wrong", "right"]);
    expect(verdicts("because", "becuase")).toEqual<WordVerdict[]>(["slip"]);
    expect(verdicts("because", "bicoz")).toEqual<WordVerdict[]>(["wrong"]);
  });

  it("a missing word leaves the words after it right, and shows where it was missing", () => {
    const score = scoreDictation("I want to go to the park", "I want go to the park");
    expect(score.words.map((w) => w.verdict)).toEqual<WordVerdict[]>([
      "right",
      "right",
      "missing",
      "right",
      "right",
      "right",
      "right",
    ]);
    expect(score).toMatchObject({ points: 6, total: 7 });
  });

  it("an extra word is a mistake that takes a point, never below zero", () => {
    const score = scoreDictation("She likes apples", "she she likes the apples");
    expect(score.words.filter((w) => w.verdict === "extra").map((w) => w.typed)).toHaveLength(2);
    expect(score).toMatchObject({ points: 1, total: 3 });
    expect(scoreDictation("Yes", "no no no no").points).toBe(0);
  });

  it("words run together or split are wrong words, not a crash: 'everyday' for 'every day'", () => {
    const score = scoreDictation("I play every day", "I play everyday");
    expect(score.total).toBe(4);
    expect(score.points).toBeLessThan(4);
  });

  it("nothing typed scores nothing, and every word is shown missing", () => {
    expect(scoreDictation("Good morning", "   ")).toMatchObject({ points: 0, total: 2 });
    expect(verdicts("Good morning", "")).toEqual<WordVerdict[]>(["missing", "missing"]);
  });

  it("hostile input is cut before it is read: a megabyte of words, or one endless word, are cut to a sentence", () => {
    const flood = "word ".repeat(200_000);
    const score = scoreDictation(flood, flood);
    const long = scoreDictation("a".repeat(1_000_000), "a".repeat(1_000_000));
    // The alignment never sees more than the cut input (the test's timeout guards a hang).
    expect(score.total).toBeLessThanOrEqual(MAX_DICTATION_CHARS / 2);
    expect(long.total).toBe(1);
  });

  it("one letter apart: changed, dropped, added, or two neighbours swapped; never the same word or two changes", () => {
    expect(oneLetterApart("friend", "freind")).toBe(true);
    expect(oneLetterApart("friend", "frend")).toBe(true);
    expect(oneLetterApart("friend", "friends")).toBe(true);
    expect(oneLetterApart("friend", "friemd")).toBe(true);
    expect(oneLetterApart("friend", "friend")).toBe(false);
    expect(oneLetterApart("friend", "fiernd")).toBe(false);
    expect(oneLetterApart("friend", "frie")).toBe(false);
  });
});
