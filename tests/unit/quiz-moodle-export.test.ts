import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { exportMoodleXml } from "#core/quiz-moodle-export.ts";
import { parseMoodleXml } from "#core/quiz-moodle.ts";
import { parseGift, type Quiz } from "#core/quiz-formats.ts";
import { readXml } from "#core/xml-reader.ts";

/** A Moodle 4.4 "Export questions" file with every type the site takes (written in Moodle's own layout). */
const FIXTURE = fs.readFileSync(path.join(import.meta.dirname, "fixtures/moodle-4.4-export.xml"), "utf8");

function parsed(text: string): Quiz {
  const result = parseMoodleXml(text);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.quiz;
}

describe("Moodle XML export and round trip (decision 0077)", () => {
  it("a Moodle 4.4 export comes in with every kind, goes out and comes back as the same quiz, and the export is byte-stable", () => {
    const quiz = parsed(FIXTURE);
    expect(quiz.questions.map((q) => q.kind)).toEqual([
      "choice",
      "truefalse",
      "short",
      "matching",
      "ordering",
      "gaps",
      "gaps",
      "dictation",
      "picture",
      "picture",
      "picture",
    ]);
    expect(quiz.questions[7]).toEqual({
      kind: "dictation",
      id: "q8",
      text: "Listen and write the sentence.",
      sentence: "The library is across from the park.",
      topic: "Unit 4: My Neighbourhood",
    });
    expect(quiz.questions[8]).toEqual({
      kind: "picture",
      id: "q9",
      text: "Tap the picture of a cat.",
      ask: "picture",
      prompts: [],
      options: ["kedi", "balik", "kus"],
      rights: [0],
      topic: "Unit 4: My Neighbourhood",
    });
    expect(quiz.questions[9]).toMatchObject({
      ask: "word",
      prompts: ["gunes"],
      options: ["moon", "sun", "star"],
      rights: [1],
    });
    // The distractor 'bicycle' is a word no picture takes; words come alphabetical.
    expect(quiz.questions[10]).toMatchObject({
      ask: "word",
      prompts: ["agac", "ev", "araba"],
      options: ["bicycle", "car", "house", "tree"],
      rights: [3, 2, 1],
    });

    const out = exportMoodleXml(quiz);
    expect(readXml(out).ok).toBe(true);
    expect(parsed(out)).toEqual(quiz);
    const again = exportMoodleXml(parsed(out));
    expect(again).toBe(out);
  });

  it("writes what Moodle writes: CDATA for HTML, escaped plain text, the dictation's tag, pictures as Moodle files", () => {
    const quiz = parsed(FIXTURE);
    const out = exportMoodleXml(quiz, { drawing: (key) => `<svg data-k="${key}"></svg>` });
    expect(out).toContain('<question type="ddwtos">');
    expect(out).toContain(
      "<text><![CDATA[<p>There is a [[1]] next to the [[2]]. You can post letters at the [[3]] &lt;3</p>]]></text>",
    );
    expect(out).toContain("<text>Doctors &amp; nurses work at a hospital.</text>"); // the name, plain and escaped
    expect(out).toMatch(/<tags>\s*<tag><text>dictation<\/text>/);
    expect(out).toContain('<img src="@@PLUGINFILE@@/kedi.svg"');
    expect(out).toContain(
      `<file name="kedi.svg" path="/" encoding="base64">${btoa('<svg data-k="kedi"></svg>')}</file>`,
    );
    // Still the same quiz with the files in.
    expect(parsed(out)).toEqual(quiz);
  });

  it("texts with markup-like characters, quotes and a CDATA end survive the trip", () => {
    const gift = parseGift(`Is 3 < 5 && "x" ]]> y? {T}\n\nWhich is right? {=a <b> c ~d & e}`);
    if (!gift.ok) throw new Error("fixture");
    const out = exportMoodleXml(gift.quiz);
    expect(parsed(out)).toEqual(gift.quiz);
    expect(exportMoodleXml(parsed(out))).toBe(out);
  });
});

describe("a question's own picture through the export (decisions 0131, 0134)", () => {
  /** A PNG's first bytes: the reader knows a picture by them, never by its name. */
  const png = Buffer.from("89504e470d0a1a0a0000000d494844520000000100000001080600000016a5c4a9", "hex");
  const stored = (alt: string, n: number) => ({
    alt,
    key: `images/8/soru-${String(n).repeat(32)}.png`,
    width: 60,
    height: 30,
  });
  const gift = parseGift(`Which sign is this? {=Stop ~Go ~Wait}

The sign says stop. {T}

What does the sign say? {=stop}

Match the words. {=cat -> kedi =dog -> köpek}`);
  if (!gift.ok) throw new Error("fixture");
  const alts = ['Kırmızı bir "DUR" levhası & ok', "Aynı levha", "Levha yakından", "Bir kedi ile bir köpek"];
  const quiz: Quiz = { questions: gift.quiz.questions.map((q, i) => ({ ...q, picture: stored(alts[i], i + 1) })) };

  it("writes each picture as Moodle does, and reading the file back gives the same bytes, descriptions and questions", () => {
    const out = exportMoodleXml(quiz, { picture: () => png.toString("base64") });
    expect(out).toContain(
      `<p><img src="@@PLUGINFILE@@/soru-${"1".repeat(32)}.png" alt="Kırmızı bir &quot;DUR&quot; levhası &amp; ok" width="60" height="30"></p>`,
    );
    expect(out.match(/<file name="soru-/g)).toHaveLength(4);
    const back = parseMoodleXml(out);
    if (!back.ok) throw new Error(JSON.stringify(back.errors));
    // The key and size are the store's, set when the server stores the bytes again.
    expect(back.quiz.questions).toEqual(quiz.questions.map((q) => ({ ...q, picture: { alt: q.picture!.alt } })));
    expect(back.pictures?.map((p) => [p.questionId, p.kind, p.base64])).toEqual(
      quiz.questions.map((q) => [q.id, "png", png.toString("base64")]),
    );
  });

  it("a picture whose bytes the store no longer has is left out, and its question goes without it", () => {
    const out = exportMoodleXml(quiz, { picture: (key) => (key.includes("soru-2") ? png.toString("base64") : null) });
    expect(out.match(/<img src="@@PLUGINFILE@@\/soru-/g)).toHaveLength(1);
    const back = parseMoodleXml(out);
    if (!back.ok) throw new Error(JSON.stringify(back.errors));
    expect(back.quiz.questions.map((q) => q.picture?.alt)).toEqual([undefined, "Aynı levha", undefined, undefined]);
    expect(exportMoodleXml(quiz)).not.toContain("soru-");
  });
});

describe("topics through the export (decision 0125)", () => {
  const gift = parseGift(`No topic yet? {T}

$CATEGORY: $course$/top/LGS 8/Friendship

Who is your best friend? {=Ali ~nobody}

Friends are {=kind ~unkind}.

$CATEGORY: $course$/top/Yes//No & <Maybe>

Is it? {F}

$CATEGORY: $course$/top

No topic again? {T}

$CATEGORY: $course$/top/Friendship

Back to friends? {T}

$CATEGORY: $course$/top/ //slash first

One? {T}

$CATEGORY: $course$/top/slash last// 

Two? {T}`);
  if (!gift.ok) throw new Error(JSON.stringify(gift.errors));
  const quiz = gift.quiz;

  it("writes a category before each run of one topic, and reads the same topics back", () => {
    expect(quiz.questions.map((q) => q.topic)).toEqual([
      undefined,
      "Friendship",
      "Friendship",
      "Yes/No & <Maybe>",
      undefined,
      "Friendship",
      "/slash first",
      "slash last/",
    ]);
    const out = exportMoodleXml(quiz);
    expect(readXml(out).ok).toBe(true);
    const categories = [...out.matchAll(/<category>\s*<text>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(categories).toEqual([
      "$course$/top/Default for Merdiven",
      "$course$/top/Default for Merdiven/Friendship",
      "$course$/top/Default for Merdiven/Yes//No &amp; &lt;Maybe&gt;",
      "$course$/top/Default for Merdiven",
      "$course$/top/Default for Merdiven/Friendship",
      "$course$/top/Default for Merdiven/ //slash first",
      "$course$/top/Default for Merdiven/slash last// ",
    ]);
    expect(parsed(out)).toEqual(quiz);
    expect(exportMoodleXml(parsed(out))).toBe(out);
  });

  it("a quiz without topics still goes into one category, and comes back without topics", () => {
    const plain = { questions: quiz.questions.map(({ topic: _, ...q }) => q) } as Quiz;
    const out = exportMoodleXml(plain);
    expect(out.match(/<question type="category">/g)).toHaveLength(1);
    expect(parsed(out)).toEqual(plain);
  });
});

describe("Moodle XML's dictations and pictures refused where they are not what the site can show", () => {
  const one = (question: string) => parseMoodleXml(`<?xml version="1.0"?><quiz>${question}</quiz>`);
  const errors = (question: string) => {
    const result = one(question);
    return result.ok ? [] : result.errors.map((e) => e.message);
  };

  it("a picture that is not one of the site's drawings, a path that climbs, a picture beside words: refused, named in Turkish", () => {
    const choice = (answers: string) =>
      `<question type="multichoice"><questiontext><text>Tap the cat.</text></questiontext>${answers}</question>`;
    const img = (src: string, fraction = 0) =>
      `<answer fraction="${fraction}"><text><![CDATA[<img src="${src}">]]></text></answer>`;
    for (const bad of [
      choice(img("@@PLUGINFILE@@/kedi.svg", 100) + img("@@PLUGINFILE@@/dinosaur.png")),
      choice(img("../../../../etc/passwd", 100) + img("@@PLUGINFILE@@/kus.svg")),
      choice(
        `<answer fraction="100"><text><![CDATA[<img src="@@PLUGINFILE@@/kedi.svg"> a cat]]></text></answer>` +
          img("@@PLUGINFILE@@/kus.svg"),
      ),
    ])
      expect(errors(bad)[0]).toContain("resim tanınmadı");
    // A javascript: or remote address never reaches the page: only the drawing's key is kept.
    const taken = one(choice(img("javascript:alert(1)//kedi.svg", 100) + img("https://tracker.example/kus.png?x=1")));
    expect(taken.ok && taken.quiz.questions[0]).toMatchObject({ kind: "picture", options: ["kedi", "kus"] });
  });

  it("a dictation has one sentence of at most 300 characters", () => {
    const dictation = (answers: string) =>
      `<question type="shortanswer"><questiontext><text>Listen.</text></questiontext>${answers}<tags><tag><text>Dictation</text></tag></tags></question>`;
    expect(
      errors(
        dictation(
          `<answer fraction="100"><text>I am here.</text></answer><answer fraction="100"><text>Im here</text></answer>`,
        ),
      )[0],
    ).toContain("tam bir doğru cevabı");
    expect(errors(dictation(`<answer fraction="100"><text>${"word ".repeat(70)}</text></answer>`))[0]).toContain(
      "en çok 300",
    );
    expect(one(dictation(`<answer fraction="100"><text>I am here.</text></answer>`))).toMatchObject({
      ok: true,
      quiz: { questions: [{ kind: "dictation", sentence: "I am here." }] },
    });
  });
});
