import { describe, expect, it } from "vitest";
import { BLANK, foldAnswer, parseAiken, parseGift, publicQuiz, scoreQuiz, type Quiz } from "#core/quiz-formats.ts";
import { TOPIC_MAX } from "#core/quiz-limits.ts";

/** The question kinds of Moodle's GIFT documentation, written the way its examples are. */
const GIFT = `// question: 1 name: Grant's tomb
::Grant::Who's buried in Grant's tomb?{~Grant ~Jefferson =no one}

$CATEGORY: tom/gift

Grant is {~buried =entombed ~living} in Grant's tomb.

Grant is buried in Grant's tomb.{F}

The sun rises in the east.{TRUE#Right, it does.}

Who's buried in Grant's tomb?{=no one =nobody}

Match the animals to their food. {
   =cat -> fish
   =dog -> bone
   =rabbit -> carrot
}

What does \\= mean in GIFT?{=an escaped equals sign ~nothing\\: really}`;

describe("GIFT", () => {
  const parsed = parseGift(GIFT);

  it("reads the documentation's question kinds: choice, missing word, true/false, short answer, matching", () => {
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const [choice, missing, falseOne, trueOne, short, matching, escaped] = parsed.quiz.questions;
    expect(choice).toEqual({
      kind: "choice",
      id: "q1",
      text: "Who's buried in Grant's tomb?",
      options: [
        { text: "Grant", correct: false },
        { text: "Jefferson", correct: false },
        { text: "no one", correct: true },
      ],
    });
    expect(missing).toMatchObject({ kind: "choice", text: `Grant is ${BLANK} in Grant's tomb.` });
    expect(falseOne).toEqual({
      kind: "truefalse",
      id: "q3",
      text: "Grant is buried in Grant's tomb.",
      answer: false,
      topic: "gift",
    });
    expect(trueOne).toMatchObject({ kind: "truefalse", answer: true });
    expect(short).toEqual({
      kind: "short",
      id: "q5",
      text: "Who's buried in Grant's tomb?",
      answers: ["no one", "nobody"],
      topic: "gift",
    });
    expect(matching).toEqual({
      kind: "matching",
      id: "q6",
      text: "Match the animals to their food.",
      pairs: [
        { left: "cat", right: "fish" },
        { left: "dog", right: "bone" },
        { left: "rabbit", right: "carrot" },
      ],
      topic: "gift",
    });
    expect(escaped).toMatchObject({
      text: "What does = mean in GIFT?",
      options: [{ text: "an escaped equals sign" }, { text: "nothing: really" }],
    });
  });

  it("reports every question it cannot take, with its line, and imports nothing", () => {
    const bad = parseGift(`First question?{=yes ~no}

Unclosed {=a ~b

Numeric?{#3:1}

Two right?{=a =b ~c}

Weighted?{~%50%a ~%50%b}`);
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors.map((e) => e.line)).toEqual([3, 5, 7, 9]);
    expect(bad.errors[0].message).toBe("3. satırda açılan cevap bloğu “}” ile kapanmıyor.");
    expect(bad.errors[1].message).toContain("sayısal soru");
    expect(bad.errors[2].message).toContain("tam bir doğru cevap");
    expect(bad.errors[3].message).toContain("yüzdeli");
  });

  it("says so when the text holds no question, or is too long to read", () => {
    expect(parseGift("// only a comment\n\n")).toEqual({
      ok: false,
      errors: [{ line: 1, message: "Metinde hiç soru bulunamadı." }],
    });
    const huge = parseGift("a".repeat(200_001));
    expect(huge.ok).toBe(false);
    if (!huge.ok) expect(huge.errors[0].message).toContain("çok uzun");
  });

  it("stays linear on a hostile text full of braces and backslashes", () => {
    const text = `${"{\\".repeat(50_000)}`;
    // One scan per question: a quadratic reading of these 100,000 characters would outlast the test's timeout.
    expect(parseGift(text).ok).toBe(false);
  });
});

describe("GIFT's $CATEGORY as the questions' topic (decision 0125)", () => {
  const topics = (text: string) => {
    const parsed = parseGift(text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    return parsed.quiz.questions.map((q) => q.topic);
  };

  it("gives every question after a category its last name, until the next category", () => {
    expect(
      topics(`Before any category? {=a ~b}

$CATEGORY: $course$/top/LGS 8/Friendship

Who is your best friend? {=Ali ~nobody}

Friends are {=kind ~unkind}.

$CATEGORY: $course$/top/LGS 8/Teen Life
Teenagers like music. {T}`),
    ).toEqual([undefined, "Friendship", "Friendship", "Teen Life"]);
  });

  it("reads `//` as a slash inside a name, as Moodle writes one", () => {
    expect(topics("$CATEGORY: $course$/top/Grammar//Tenses/Yes//No Questions\n\nIs it? {T}")).toEqual([
      "Yes/No Questions",
    ]);
  });

  it("gives no topic for a path that ends in one of Moodle's own names, and that ends the topic before it", () => {
    for (const path of ["$course$", "$course$/top", "$system$/top", "$cat$/top", "top", "", "$course$/top/LGS/"])
      expect(topics(`$CATEGORY: ${path}\n\nIs it? {T}`), path).toEqual([undefined]);
    expect(
      topics(`$CATEGORY: $course$/top/Friendship

One? {T}

$CATEGORY: $course$/top/Default for 8-A İngilizce

Two? {T}

$CATEGORY: $course$/top/Varsayılan: 8-A İngilizce

Three? {T}`),
    ).toEqual(["Friendship", undefined, undefined]);
  });

  it("trims a name, collapses its spaces and cuts it to TOPIC_MAX characters", () => {
    const [topic] = topics(`$CATEGORY: $course$/top/   Daily    Routines ${"x".repeat(120)}\n\nIs it? {T}`);
    expect(topic).toHaveLength(TOPIC_MAX);
    expect(topic).toBe(`Daily Routines ${"x".repeat(TOPIC_MAX - 15)}`);
  });

  it("keeps the lines of errors where they were: a category line still counts", () => {
    const bad = parseGift(`$CATEGORY: $course$/top/A
First question?{=yes ~no}

$CATEGORY: $course$/top/B

Unclosed {=a ~b`);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.map((e) => e.line)).toEqual([6]);
  });
});

describe("Aiken", () => {
  it("reads the format's own example, with and without blank lines between questions", () => {
    const parsed = parseAiken(`What is the correct answer to this question?
A. Is it this one?
B. Maybe this answer?
C. Possibly this one?
D. Must be this one!
ANSWER: D
Which LMS has the most quiz import formats?
A) Moodle
B) ATutor
C) Claroline
D) Blackboard
ANSWER: A`);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.quiz.questions).toHaveLength(2);
    expect(parsed.quiz.questions[0]).toMatchObject({
      kind: "choice",
      text: "What is the correct answer to this question?",
    });
    expect(parsed.quiz.questions[1]).toMatchObject({
      options: [{ text: "Moodle", correct: true }, { correct: false }, { correct: false }, { correct: false }],
    });
  });

  it("names the line of a missing answer, a letter out of order and an answer that is not an option", () => {
    const bad = parseAiken(`Q1?
A. one
B. two

Q2?
A. one
C. three
ANSWER: A

Q3?
A. one
B. two
ANSWER: E`);
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors).toEqual([
      { line: 1, message: "1. satırda başlayan sorunun “ANSWER: X” satırı yok." },
      { line: 7, message: "7. satırdaki seçenek sırası bozuk: seçenekler A, B, C… sırasıyla gelmeli." },
      { line: 13, message: "13. satırdaki cevap “E” seçenekler arasında yok." },
    ]);
  });
});

describe("what the page holds, and scoring", () => {
  const parsed = parseGift(`Capital of Türkiye?{~İstanbul =Ankara ~İzmir}

Is English a language?{T}

Write the city: I live in {=İstanbul}.

Match {=red -> kırmızı =blue -> mavi}`);
  if (!parsed.ok) throw new Error("fixture");
  const quiz: Quiz = parsed.quiz;

  it("gives the page no answer: no 'correct' flag, no truth value, no short answer, matching sides unpaired", () => {
    const shown = JSON.stringify(publicQuiz(quiz));
    expect(shown).not.toContain("correct");
    expect(shown).not.toContain("answer");
    expect(shown).not.toContain('İstanbul"]'); // the short answer is not there
    const matching = publicQuiz(quiz).questions[3];
    expect(matching).toEqual({
      kind: "matching",
      id: "q4",
      text: "Match",
      lefts: ["red", "blue"],
      rights: ["kırmızı", "mavi"],
    });
  });

  it("scores on the server; a short answer matches without case, dots or extra spaces", () => {
    const result = scoreQuiz(quiz, { q1: "1", q2: "false", q3: "  ISTANBUL ", "q4.0": "kırmızı", "q4.1": "mavi" });
    expect(result.score).toBe(3);
    expect(result.total).toBe(4);
    expect(result.questions[1]).toMatchObject({ correct: false, given: "Yanlış", right: "Doğru" });
    expect(result.questions[2]).toMatchObject({ correct: true });
  });

  it("counts an empty, out-of-range or forged answer as wrong, never as an error", () => {
    const result = scoreQuiz(quiz, { q1: "99", q2: "maybe", q3: "", "q4.0": "x".repeat(100_000) });
    expect(result.score).toBe(0);
    expect(result.questions.map((q) => q.given)).toEqual(["", "", "", expect.stringContaining("red → x")]);
  });

  it("folds Turkish letters the way a pupil types them", () => {
    expect(foldAnswer("  İstanbul  ")).toBe(foldAnswer("istanbul"));
    expect(foldAnswer("ISPARTA")).toBe(foldAnswer("ısparta"));
    expect(foldAnswer("two   words")).toBe("two words");
  });

  it("takes a short answer typed without Turkish letters: 'sehir' is 'şehir', 'GUZEL' is 'güzel'", () => {
    expect(["sehir", "cocuk", "dogru", "ogretmen", "GUZEL", "Ilık"].map(foldAnswer)).toEqual(
      ["şehir", "çocuk", "doğru", "öğretmen", "güzel", "ılık"].map(foldAnswer),
    );
    const city = parseGift("Türkçesini yaz: city{=şehir}");
    if (!city.ok) throw new Error("fixture");
    expect(scoreQuiz(city.quiz, { q1: " SEHIR " }).score).toBe(1);
    expect(scoreQuiz(city.quiz, { q1: "sahir" }).score).toBe(0);
  });
});
