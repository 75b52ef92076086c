import { describe, expect, it } from "vitest";
import { compareSpoken, MAX_ALTERNATIVES, MAX_SPOKEN_CHARS, speakableLine } from "#core/scoring/speaking.ts";

/** Each line word with what the recogniser made of it: "word" when heard right, "word→heard" or "word→–" when not. */
const marks = (line: string, ...heard: string[]) =>
  compareSpoken(line, heard).words.map((w) => (w.right ? w.word : `${w.word}→${w.heard ?? "–"}`));

describe("'Dinle ve söyle': the line's words heard right or not", () => {
  it("a line said right is right word by word, whatever case and punctuation the recogniser writes", () => {
    const result = compareSpoken("Hello! How are you?", ["hello how are you"]);
    expect(result).toMatchObject({ right: 4, total: 4, heard: "hello how are you" });
    expect(result.words.every((w) => w.right && w.heard === null)).toBe(true);
  });

  it("th said as t, s or d, the slips Turkish pupils make most, is not heard right, and the pupil sees what was heard", () => {
    // A dictation would forgive "tree" for "three" (one letter); from a recogniser it is the sound that was wrong.
    expect(marks("three", "tree")).toEqual(["three→tree"]);
    expect(marks("I think so", "I sink so")).toEqual(["I", "think→sink", "so"]);
    expect(marks("this is my brother", "dis is my brother")).toEqual(["this→dis", "is", "my", "brother"]);
    expect(marks("thank you", "tank you")).toEqual(["thank→tank", "you"]);
  });

  it("w said as v, short and long vowels mixed, a final -ed or -s dropped: each shown as the word heard", () => {
    expect(marks("a very big ship", "a wery big sheep")).toEqual(["a", "very→wery", "big", "ship→sheep"]);
    expect(marks("I walked to school", "I walk to school")).toEqual(["I", "walked→walk", "to", "school"]);
    expect(marks("the world", "the word")).toEqual(["the", "world→word"]);
    expect(marks("She likes apples", "she like apples")).toEqual(["She", "likes→like", "apples"]);
  });

  it("a word not heard at all is missing, and the words after it are still lined up", () => {
    expect(marks("My name is Ali", "my is Ali")).toEqual(["My", "name→–", "is", "Ali"]);
    expect(marks("apple")).toEqual(["apple→–"]);
    expect(compareSpoken("apple", [""])).toMatchObject({ right: 0, total: 1 });
  });

  it("extra words heard (a breath, an 'a' or 'the' before a word) are not held against the pupil", () => {
    expect(marks("apple", "an apple")).toEqual(["apple"]);
    expect(marks("good morning", "uh good morning teacher")).toEqual(["good", "morning"]);
  });

  it("what a recogniser only writes differently is right: digits, American spelling, contractions either way", () => {
    expect(marks("I have three cats", "I have 3 cats")).toEqual(["I", "have", "three", "cats"]);
    expect(marks("I am 12 years old", "I am twelve years old")).toEqual(["I", "am", "12", "years", "old"]);
    expect(marks("She is twenty one", "she is 21")).toEqual(["She", "is", "twenty", "one"]);
    expect(marks("My favourite colour is grey", "my favorite color is gray")).toEqual([
      "My",
      "favourite",
      "colour",
      "is",
      "grey",
    ]);
    expect(marks("the city centre", "the city center")).toEqual(["the", "city", "centre"]);
    expect(marks("I'm fine", "I am fine")).toEqual(["I'm", "fine"]);
    expect(marks("I am fine", "I'm fine")).toEqual(["I", "am", "fine"]);
    expect(marks("I don't know", "I do not know")).toEqual(["I", "don't", "know"]);
    expect(marks("Let's go", "let us go")).toEqual(["Let's", "go"]);
    expect(marks("It's Ali's book", "it’s Ali's book")).toEqual(["It's", "Ali's", "book"]);
  });

  it("a different word written the same way does not pass: 'bag' heard as 'back' is wrong, 'in' for 'on' too", () => {
    // Final consonants said voiceless (bag → back, dog → dock) are a Turkish pupil's usual slip.
    expect(marks("my bag", "my back")).toEqual(["my", "bag→back"]);
    expect(marks("on the table", "in the table")).toEqual(["on→in", "the", "table"]);
  });

  it("of the recogniser's alternatives the one with the most words right counts; a tie keeps the recogniser's first", () => {
    const result = compareSpoken("three trees", ["tree trees", "three trees", "free trees"]);
    expect(result).toMatchObject({ right: 2, heard: "three trees" });
    expect(compareSpoken("ship", ["sheep", "chip"]).heard).toBe("sheep");
    // Only the first few are read.
    const many = Array.from({ length: MAX_ALTERNATIVES }, () => "no").concat("ship");
    expect(compareSpoken("ship", many).right).toBe(0);
  });

  it("the Turkish keyboard's or recogniser's dotless ı is no mistake, and 'I' folds the English way", () => {
    expect(marks("I like it", "ı like ıt")).toEqual(["I", "like", "it"]);
  });
});

describe("a transcript's line to say", () => {
  it("leaves out the speaker's name, joins the cue's lines, and keeps a long line to one breath, cut at a word", () => {
    expect(speakableLine("Elif: Hi Ali! I am Elif.")).toBe("Hi Ali! I am Elif.");
    expect(speakableLine("Mr Brown: Good\nmorning,  class.")).toBe("Good morning, class.");
    expect(speakableLine("Time: 10:30")).toBe("10:30");
    expect(speakableLine("It is 10:30 now.")).toBe("It is 10:30 now.");
    const long = speakableLine("word ".repeat(100));
    expect(long.length).toBeLessThanOrEqual(MAX_SPOKEN_CHARS);
    expect(long.endsWith("word")).toBe(true);
  });
});
