import { describe, expect, it } from "vitest";
import { denemeQuestions, passageAbove, passageRun } from "#core/deneme/deneme.ts";
import { publicOnly } from "#core/homework/outbox.ts";
import { trDeneme } from "#core/messages/deneme.ts";
import { trPractice } from "#core/messages/practice.ts";
import { parseGift, parseQuiz, publicQuiz, type Quiz, type QuizParse } from "#core/quiz-formats.ts";
import { MAX_PASSAGE } from "#core/quiz-limits.ts";
import { exportMoodleXml } from "#core/quiz-moodle-export.ts";
import { parseMoodleXml } from "#core/quiz-moodle.ts";

/**
 * A reading text shared by several questions (decision 0130): Moodle's description, in GIFT a
 * block without `{…}`, in Moodle XML `<question type="description">`, read by one rule
 * (core/quiz-passage.ts) and written back by the export.
 */
const quizOf = (parsed: QuizParse): Quiz => {
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.quiz;
};
const passages = (quiz: Quiz) => quiz.questions.map((q) => q.passage);
const errorsOf = (parsed: QuizParse) => (parsed.ok ? [] : parsed.errors);

const TEXT = "Ece lives in a small town by the sea. Every morning she walks to school with her dog.";

describe("GIFT descriptions as reading texts", () => {
  const gift = `// Questions 1-3 are answered from the text.
${TEXT}
She loves the sea.

Where does Ece live? {=in a town by the sea ~in a big city ~on a farm}

How does she go to school? {=on foot ~by bus ~by car}

Who walks with her? {=her dog ~her brother ~nobody}

---

London is the capital of England. {T}`;

  it("gives a passage to the three questions after it, and none to a question after '---'", () => {
    const quiz = quizOf(parseGift(gift));
    expect(passages(quiz)).toEqual([
      `${TEXT}\nShe loves the sea.`,
      `${TEXT}\nShe loves the sea.`,
      `${TEXT}\nShe loves the sea.`,
      undefined,
    ]);
    // The questions are numbered among themselves: a description takes no id.
    expect(quiz.questions.map((q) => q.id)).toEqual(["q1", "q2", "q3", "q4"]);
    expect(quiz.questions[3]).toEqual({
      kind: "truefalse",
      id: "q4",
      text: "London is the capital of England.",
      answer: true,
    });
  });

  it("reads a description's `::title::` and format tag as a question's: the text is what follows", () => {
    const quiz = quizOf(parseGift(`::Reading 1::[plain] ${TEXT}\n\nWhere? {=by the sea ~in Ankara}`));
    expect(quiz.questions[0].passage).toBe(TEXT);
  });

  it("joins descriptions with no question between them, a paragraph each; '—' or '-' ends a passage too", () => {
    const quiz = quizOf(
      parseGift(
        `First paragraph.\n\n::Part 2:: Second   paragraph,\\n  with a line of its own.\n\nQ1? {T}\n\n—\n\nQ2? {T}\n\nA new text.\n\nQ3? {F}\n\n-\n\nQ4? {F}`,
      ),
    );
    expect(passages(quiz)).toEqual([
      "First paragraph.\nSecond paragraph,\nwith a line of its own.",
      undefined,
      "A new text.",
      undefined,
    ]);
  });

  it("refuses a passage too long, at its first line, with the limit in Turkish", () => {
    const long = "a".repeat(MAX_PASSAGE - 10);
    const parsed = parseGift(`Q1? {T}\n\n${long}\n\n${"b".repeat(20)}\n\nQ2? {T}`);
    expect(errorsOf(parsed)).toEqual([{ line: 3, message: trPractice.passageTooLong(3, MAX_PASSAGE) }]);
    expect(trPractice.passageTooLong(3, MAX_PASSAGE)).toBe(
      "3. satırda başlayan okuma metni çok uzun (en çok 4.000 karakter).",
    );
    // Exactly at the limit it is taken.
    expect(quizOf(parseGift(`${"a".repeat(MAX_PASSAGE)}\n\nQ? {T}`)).questions[0].passage).toHaveLength(MAX_PASSAGE);
  });

  it("refuses a passage after the last question, or one that '---' ends before any question", () => {
    expect(errorsOf(parseGift(`Q1? {T}\n\n// a comment\n${TEXT}\n`))).toEqual([
      { line: 4, message: trPractice.passageForNoQuestion(4) },
    ]);
    expect(errorsOf(parseGift(`${TEXT}\n\n---\n\nQ1? {T}`))).toEqual([
      { line: 1, message: trPractice.passageForNoQuestion(1) },
    ]);
    // A trailing end mark says nothing and is taken.
    expect(passages(quizOf(parseGift(`${TEXT}\n\nQ1? {T}\n\n---`)))).toEqual([TEXT]);
  });

  it("keeps the lines of errors right around descriptions, and still names what is wrong", () => {
    const parsed = parseGift(`${TEXT}\n\nUnclosed {=a ~b\n\nA text with a stray } brace.\n\nTwo right? {=a =b ~c}`);
    expect(errorsOf(parsed)).toEqual([
      { line: 3, message: trPractice.unclosedAnswers(3) },
      { line: 5, message: trPractice.closedWithoutOpening(5) },
      { line: 7, message: trPractice.oneRightAnswer(7) },
    ]);
    // An escaped brace is text: the block is a description.
    expect(passages(quizOf(parseGift("Sets are written \\{a, b\\}.\n\nQ? {T}")))).toEqual(["Sets are written {a, b}."]);
  });
});

const moodle = (...questions: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${questions.join("\n")}\n</quiz>`;
const description = (html: string, name = "Reading") =>
  `  <question type="description">\n    <name><text>${name}</text></name>\n    <questiontext format="html"><text><![CDATA[${html}]]></text></questiontext>\n    <defaultgrade>0.0000000</defaultgrade>\n  </question>`;
const truefalse = (text: string) =>
  `  <question type="truefalse"><questiontext format="html"><text>${text}</text></questiontext><answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question>`;

describe("Moodle XML descriptions as reading texts", () => {
  it("gives a passage, its paragraphs as lines, to the three questions after it, and none after '---'", () => {
    const quiz = quizOf(
      parseMoodleXml(
        moodle(
          description(
            `<p dir="ltr">Ece lives by the sea.\n   She has a dog.</p><p>They walk&nbsp;to school.<br>Every day.</p>`,
          ),
          truefalse("Q1"),
          truefalse("Q2"),
          truefalse("Q3"),
          description("<p>---</p>", "End"),
          truefalse("Q4"),
        ),
      ),
    );
    const text = "Ece lives by the sea. She has a dog.\nThey walk to school.\nEvery day.";
    expect(passages(quiz)).toEqual([text, text, text, undefined]);
    expect(quiz.questions.map((q) => q.id)).toEqual(["q1", "q2", "q3", "q4"]);
  });

  it("takes a description's text, not its name, and numbers the questions' problems among themselves", () => {
    const parsed = parseMoodleXml(moodle(description("<p>A text.</p>", "Long name"), truefalse("Q1"), truefalse("")));
    // Question 2 (the description is no question) on the file's line 9.
    expect(errorsOf(parsed)).toEqual([{ line: 9, message: trPractice.moodleEmpty(2) }]);
    expect(
      quizOf(parseMoodleXml(moodle(description("<p>A text.</p>", "Long name"), truefalse("Q1")))).questions[0].passage,
    ).toBe("A text.");
  });

  it("refuses a passage too long, and one after the last question, at the description's line", () => {
    const long = moodle(truefalse("Q1"), description(`<p>${"a".repeat(MAX_PASSAGE + 1)}</p>`), truefalse("Q2"));
    expect(errorsOf(parseMoodleXml(long))).toEqual([{ line: 4, message: trPractice.passageTooLong(4, MAX_PASSAGE) }]);
    expect(errorsOf(parseMoodleXml(moodle(truefalse("Q1"), description("<p>Lost.</p>"))))).toEqual([
      { line: 4, message: trPractice.passageForNoQuestion(4) },
    ]);
    // A description with no text (a picture only) ends a passage and starts none.
    expect(
      passages(
        quizOf(
          parseMoodleXml(
            moodle(description("<p>T</p>"), truefalse("Q1"), description('<img src="x.png">'), truefalse("Q2")),
          ),
        ),
      ),
    ).toEqual(["T", undefined]);
  });
});

describe("the Moodle export writes passages back as descriptions (decision 0130)", () => {
  const gift = `$CATEGORY: $course$/top/YDT 12/Friendship

${TEXT}
She loves the sea & <waves>.

Where does Ece live? {=by the sea ~in Ankara}

$CATEGORY: $course$/top/YDT 12/Animals

Who walks with her? {=her dog ~nobody}

---

No text here? {T}

A second text.

$CATEGORY: $course$/top

Back to no topic? {F}`;

  it("keeps passages and topics through export and import, and writes the same bytes again", () => {
    const quiz = quizOf(parseGift(gift));
    expect(quiz.questions.map((q) => [q.topic, q.passage])).toEqual([
      ["Friendship", `${TEXT}\nShe loves the sea & <waves>.`],
      ["Animals", `${TEXT}\nShe loves the sea & <waves>.`],
      ["Animals", undefined],
      [undefined, "A second text."],
    ]);
    const out = exportMoodleXml(quiz);
    expect(out.match(/<question type="description">/g)).toHaveLength(3);
    expect(out).toContain("<p>She loves the sea &amp; &lt;waves&gt;.</p>");
    expect(out).toContain("<text><![CDATA[<p>---</p>]]></text>");
    expect(parseMoodleXml(out)).toEqual({ ok: true, quiz });
    expect(exportMoodleXml(quizOf(parseMoodleXml(out)))).toBe(out);
  });
});

describe("where a page draws a passage (decision 0130)", () => {
  const gift = `Q1? {=a ~b}\n\n${TEXT}\n\nQ2? {=a ~b}\n\nQ3? {=a ~b}\n\nQ4? {=a ~b}\n\n---\n\nQ5? {=a ~b}`;
  const quiz = quizOf(parseGift(gift));

  it("the deneme carries each question's passage, null for none, and the exam shows it once a run on each page", () => {
    const questions = denemeQuestions(quiz);
    expect(questions.map((q) => q.passage)).toEqual([null, TEXT, TEXT, TEXT, null]);
    expect(questions.map((_, i) => passageAbove(questions, i))).toEqual([null, TEXT, null, null, null]);
    // A page that starts inside the run (questions 3 to 5) shows it again above question 3.
    const page = questions.slice(2);
    expect(page.map((_, i) => passageAbove(page, i))).toEqual([TEXT, null, null]);
    expect(passageRun(questions, 2)).toEqual([2, 4]);
    expect(trDeneme.passageFor(2, 4)).toBe("2.–4. soruları aşağıdaki metne göre cevapla.");
    expect(trDeneme.passageFor(5, 6)).toBe("5. ve 6. soruları aşağıdaki metne göre cevapla.");
    expect(trDeneme.passageFor(5, 5)).toBe("5. soruyu aşağıdaki metne göre cevapla.");
  });

  it("the practice quiz's page holds it once, on its run's first question, and the device keeps it", () => {
    const shown = publicQuiz(quiz).questions;
    expect(shown.map((q) => q.passage)).toEqual([undefined, TEXT, undefined, undefined, undefined]);
    expect(publicOnly(shown)).toEqual(shown);
    expect(publicOnly([{ ...shown[1], passage: 3 }])).toEqual([]);
  });

  it("reads the same passages whatever the format", () => {
    const fromMoodle = quizOf(parseQuiz(exportMoodleXml(quiz), "moodle"));
    expect(passages(fromMoodle)).toEqual(passages(quiz));
  });
});
