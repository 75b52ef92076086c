import { describe, expect, it } from "vitest";
import { trPractice } from "#core/messages/practice.ts";
import { MAX_MOODLE_CHARS, moodleText, parseMoodleXml } from "#core/quiz-moodle.ts";
import { scoreQuiz } from "#core/quiz-formats.ts";
import { readXml } from "#core/xml-reader.ts";

/** Written the way Moodle 4.4's "Export questions" writes them: a category, HTML in CDATA, fractions with decimals. */
const EXPORT = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
<!-- question: 0  -->
  <question type="category">
    <category><text>$course$/top/5. Sınıf/Unit 3</text></category>
  </question>
<!-- question: 101  -->
  <question type="multichoice">
    <name><text>Rooms</text></name>
    <questiontext format="html">
      <text><![CDATA[<p dir="ltr">Where do we <strong>cook</strong>?</p>]]></text>
    </questiontext>
    <defaultgrade>1.0000000</defaultgrade>
    <single>true</single>
    <shuffleanswers>true</shuffleanswers>
    <answer fraction="0" format="html"><text><![CDATA[<p>in the bathroom</p>]]></text><feedback format="html"><text></text></feedback></answer>
    <answer fraction="100" format="html"><text><![CDATA[<p>in the kitchen</p>]]></text><feedback format="html"><text><![CDATA[<p>Right!</p>]]></text></feedback></answer>
    <answer fraction="0" format="html"><text>in the garden</text></answer>
  </question>
  <question type="truefalse">
    <questiontext format="moodle_auto_format"><text>A sofa is in the living room &amp; a bed is in the bedroom.</text></questiontext>
    <answer fraction="100" format="moodle_auto_format"><text>true</text></answer>
    <answer fraction="0" format="moodle_auto_format"><text>false</text></answer>
  </question>
  <question type="shortanswer">
    <questiontext format="html"><text><![CDATA[<p>Write the English word: <em>buzdolabı</em></p>]]></text></questiontext>
    <usecase>0</usecase>
    <answer fraction="100.0000000" format="moodle_auto_format"><text>fridge</text></answer>
    <answer fraction="100.0000000" format="moodle_auto_format"><text>refrigerator</text></answer>
  </question>
  <question type="matching">
    <questiontext format="html"><text><![CDATA[<p>Match&nbsp;the rooms.</p>]]></text></questiontext>
    <subquestion format="html"><text><![CDATA[<p>kitchen</p>]]></text><answer><text>mutfak</text></answer></subquestion>
    <subquestion format="html"><text><![CDATA[<p>bedroom</p>]]></text><answer><text>yatak odası</text></answer></subquestion>
    <subquestion format="html"><text></text><answer><text>balkon</text></answer></subquestion>
  </question>
</quiz>`;

describe("Moodle XML quizzes", () => {
  it("reads a Moodle export's multiple choice, true/false, short answer and matching as the site's questions", () => {
    const parsed = parseMoodleXml(EXPORT);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.quiz.questions).toEqual([
      {
        kind: "choice",
        id: "q1",
        text: "Where do we cook?",
        options: [
          { text: "in the bathroom", correct: false },
          { text: "in the kitchen", correct: true, feedback: "Right!" },
          { text: "in the garden", correct: false },
        ],
        topic: "Unit 3",
      },
      {
        kind: "truefalse",
        id: "q2",
        text: "A sofa is in the living room & a bed is in the bedroom.",
        answer: true,
        topic: "Unit 3",
      },
      {
        kind: "short",
        id: "q3",
        text: "Write the English word: buzdolabı",
        answers: ["fridge", "refrigerator"],
        topic: "Unit 3",
      },
      {
        kind: "matching",
        id: "q4",
        text: "Match the rooms.",
        pairs: [
          { left: "kitchen", right: "mutfak" },
          { left: "bedroom", right: "yatak odası" },
        ],
        topic: "Unit 3",
      },
    ]);
    // Scored as any quiz of the site.
    const score = scoreQuiz(parsed.quiz, { q1: "1", q2: "true", q3: "Fridge", "q4.0": "mutfak", "q4.1": "balkon" });
    expect(score.questions.map((q) => q.correct)).toEqual([true, true, true, false]);
  });

  it("refuses an external entity (XXE): nothing of the server's files is read, the teacher is told why", () => {
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE quiz [<!ENTITY secret SYSTEM "file:///etc/passwd">]>\n<quiz><question type="truefalse"><questiontext><text>&secret;</text></questiontext><answer fraction="100"><text>true</text></answer></question></quiz>`;
    expect(parseMoodleXml(xxe)).toEqual({ ok: false, errors: [{ line: 2, message: trPractice.moodleDoctype }] });
  });

  it("refuses a billion laughs before any entity grows", () => {
    const lol = [
      "<!DOCTYPE lolz [",
      '<!ENTITY lol "lol">',
      ...Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ""};`.repeat(10)}">`),
      "]>",
      "<quiz>&lol9;</quiz>",
    ].join("\n");
    const parsed = parseMoodleXml(lol);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors[0].message).toBe(trPractice.moodleDoctype);
    // An entity never declared is no entity either.
    expect(readXml("<quiz>&lol9;</quiz>")).toMatchObject({ ok: false, problem: "malformed" });
  });

  it("refuses a 50 MB question by its size, before reading it", () => {
    const huge = `<quiz><question type="truefalse"><questiontext><text>${"a".repeat(50 * 1024 * 1024)}</text></questiontext></question></quiz>`;
    expect(parseMoodleXml(huge)).toEqual({
      ok: false,
      errors: [{ line: 1, message: trPractice.tooLong(MAX_MOODLE_CHARS) }],
    });
    // Within the file's limit, a question longer than a question may be is named.
    const long = EXPORT.replace("Where do we", "Where do we ".repeat(300));
    expect(parseMoodleXml(long)).toMatchObject({ ok: false, errors: [{ message: trPractice.moodleTooLong(1) }] });
  });

  it("names broken and hostile structure with its line, and never throws", () => {
    expect(parseMoodleXml("<quiz>\n<question type='truefalse'>\n</quiz>")).toMatchObject({
      ok: false,
      errors: [{ message: trPractice.moodleMalformed(3) }],
    });
    expect(parseMoodleXml(`<quiz>${"<a>".repeat(10_000)}`)).toMatchObject({
      ok: false,
      errors: [{ message: expect.stringContaining("derin") }],
    });
    expect(parseMoodleXml(`<quiz>${"<a/>".repeat(60_000)}</quiz>`)).toMatchObject({
      ok: false,
      errors: [{ message: trPractice.moodleTooMany }],
    });
    expect(parseMoodleXml("<html><body>not a quiz</body></html>")).toMatchObject({
      ok: false,
      errors: [{ message: trPractice.moodleNotQuiz }],
    });
    // Random bytes and truncated exports: a Turkish problem every time, never an exception.
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 300; i++) {
      const cut = EXPORT.slice(0, Math.floor(random() * EXPORT.length));
      const noise = Array.from({ length: 200 }, () => String.fromCharCode(Math.floor(random() * 128))).join("");
      for (const input of [cut, noise, cut + noise]) expect(() => parseMoodleXml(input)).not.toThrow();
    }
  });

  it('a picture whose address has a broken escape (src="%") is an unknown picture named with its line, not an exception', () => {
    for (const src of ["%", "%E0%A4%A", "@@PLUGINFILE@@/kedi%2.svg", "%ZZ.svg"]) {
      const inQuestion = `<quiz>\n<question type="multichoice">\n<questiontext format="html"><text><![CDATA[<p>What is it?</p><img src="${src}">]]></text></questiontext>\n<answer fraction="100"><text>cat</text></answer><answer fraction="0"><text>dog</text></answer></question></quiz>`;
      const inAnswers = `<quiz>\n\n<question type="multichoice"><questiontext><text>Which is the cat?</text></questiontext><answer fraction="100"><text><![CDATA[<img src='${src}'>]]></text></answer><answer fraction="0"><text><![CDATA[<img src="top.svg">]]></text></answer></question></quiz>`;
      expect(parseMoodleXml(inQuestion), src).toEqual({
        ok: false,
        errors: [{ line: 2, message: trPractice.moodlePictureUnknown(1) }],
      });
      expect(parseMoodleXml(inAnswers), src).toEqual({
        ok: false,
        errors: [{ line: 3, message: trPractice.moodlePictureUnknown(1) }],
      });
    }
  });

  it("a type the site cannot score yet, or a question with partial credit, is named and nothing is imported", () => {
    const essay = EXPORT.replace('<question type="truefalse">', '<question type="essay">');
    expect(parseMoodleXml(essay)).toMatchObject({
      ok: false,
      errors: [{ message: trPractice.moodleUnsupported(2, "essay") }],
    });
    const partial = EXPORT.replace(
      '<answer fraction="0" format="html"><text>in the garden',
      '<answer fraction="50" format="html"><text>in the garden',
    );
    expect(parseMoodleXml(partial)).toMatchObject({
      ok: false,
      errors: [{ message: trPractice.moodleMultipleRight(1) }],
    });
  });

  it("Moodle's HTML becomes plain text: tags out, entities read, spaces collapsed", () => {
    expect(moodleText("<p>I&#39;m <b>here</b>&nbsp;&amp; there</p><p>Next</p>", 100)).toBe("I'm here & there Next");
    expect(moodleText("a < b & c", 100)).toBe("a");
    expect(moodleText("x".repeat(10_000), 10)).toHaveLength(40);
  });
});

describe("Moodle XML's categories and `konu:` tags as the questions' topics (decision 0125)", () => {
  const category = (path: string) =>
    `<question type="category"><category><text>${path}</text></category><info format="moodle_auto_format"><text></text></info></question>`;
  const truefalse = (text: string, tags: string[] = []) =>
    `<question type="truefalse"><questiontext><text>${text}</text></questiontext>` +
    `<answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer>` +
    (tags.length ? `<tags>${tags.map((t) => `<tag><text>${t}</text></tag>`).join("")}</tags>` : "") +
    `</question>`;
  const topics = (...questions: string[]) => {
    const parsed = parseMoodleXml(`<?xml version="1.0"?>\n<quiz>${questions.join("\n")}</quiz>`);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    return parsed.quiz.questions.map((q) => q.topic);
  };

  it("a category question gives the questions after it its last name, until the next category", () => {
    expect(
      topics(
        truefalse("Before any category."),
        category("$course$/top/LGS 8/Friendship"),
        truefalse("One."),
        truefalse("Two."),
        category("$course$/top/LGS 8/Food &amp; Drink"),
        truefalse("Three."),
        category("$course$/top/Default for 8-A İngilizce"),
        truefalse("Four."),
      ),
    ).toEqual([undefined, "Friendship", "Friendship", "Food & Drink", undefined]);
  });

  it("a question's own `konu:` or `topic:` tag wins over its category, its name's case kept", () => {
    expect(
      topics(
        category("$course$/top/LGS 8/Friendship"),
        truefalse("One.", ["unit 4", "Konu:  Teen   Life "]),
        truefalse("Two."),
        truefalse("Three.", ["TOPIC:in the kitchen"]),
        truefalse("Four.", ["konular: not a topic tag", "konu:"]),
      ),
    ).toEqual(["Teen Life", "Friendship", "in the kitchen", "Friendship"]);
  });

  it("a dictation keeps its tag among the others, whatever their case", () => {
    const parsed = parseMoodleXml(
      `<quiz><question type="shortanswer"><questiontext><text>Listen.</text></questiontext>` +
        `<answer fraction="100"><text>I am here.</text></answer>` +
        `<tags><tag><text>konu:Daily Routines</text></tag><tag><text>DICTATION</text></tag></tags></question></quiz>`,
    );
    expect(parsed).toMatchObject({
      ok: true,
      quiz: { questions: [{ kind: "dictation", sentence: "I am here.", topic: "Daily Routines" }] },
    });
  });
});
