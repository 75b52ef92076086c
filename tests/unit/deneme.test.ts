import { describe, expect, it } from "vitest";
import { endOf, secondsLeft, stillOpen } from "#core/deneme/clock.ts";
import { denemeQuestions, denemeTopics, formProblems, readPageSaves, readSave } from "#core/deneme/deneme.ts";
import { netScore, type Letter } from "#core/deneme/forms.ts";
import { topicNets } from "#core/deneme/result.ts";
import { readDenemeSettings } from "#core/deneme/settings.ts";
import { clockSuffix, trDeneme } from "#core/messages/deneme.ts";
import { trDenemeAdmin } from "#core/messages/deneme-admin.ts";
import { parseQuiz } from "#core/quiz-formats.ts";

const answers = (entries: [number, Letter | null][]) => new Map(entries);

describe("the deneme's net", () => {
  const keys: Letter[] = ["A", "B", "C", "D", "A", "B"];

  it("counts a blank as blank, never as wrong: LGS's three wrong cancel one right", () => {
    // 3 right (1, 2, 3), 3 wrong (4, 5, 6): 3 − 3/3 = 2.
    expect(
      netScore(
        "lgs",
        keys,
        answers([
          [1, "A"],
          [2, "B"],
          [3, "C"],
          [4, "A"],
          [5, "B"],
          [6, "C"],
        ]),
      ),
    ).toEqual({
      right: 3,
      wrong: 3,
      blank: 0,
      withdrawn: 0,
      net: 2,
    });
    // The same three right and the rest left blank (absent or cleared): no penalty at all.
    expect(
      netScore(
        "lgs",
        keys,
        answers([
          [1, "A"],
          [2, "B"],
          [3, "C"],
          [4, null],
        ]),
      ),
    ).toEqual({
      right: 3,
      wrong: 0,
      blank: 3,
      withdrawn: 0,
      net: 3,
    });
  });

  it("takes a quarter per wrong in YDT, nothing in a school exam, and writes the net with 2 decimals", () => {
    const choices = answers([
      [1, "A"],
      [2, "A"],
      [3, "A"],
    ]);
    expect(netScore("ydt", keys, choices)).toMatchObject({ right: 1, wrong: 2, blank: 3, net: 0.5 });
    expect(netScore("okul", keys, choices)).toMatchObject({ right: 1, wrong: 2, net: 1 });
    expect(netScore("lgs", keys, choices).net).toBe(0.33);
    // More wrong than the rights can carry: the net goes below zero, as the exams' do.
    expect(
      netScore(
        "lgs",
        keys,
        answers([
          [1, "B"],
          [2, "A"],
          [3, "A"],
          [4, "A"],
        ]),
      ).net,
    ).toBe(-1.33);
  });

  it("counts a withdrawn question for no one: not right for the pupil who chose its key, not wrong for the others", () => {
    const withdrawn: (Letter | null)[] = ["A", null, "C"];
    expect(
      netScore(
        "lgs",
        withdrawn,
        answers([
          [1, "A"],
          [2, "B"],
          [3, "D"],
        ]),
      ),
    ).toEqual({
      right: 1,
      wrong: 1,
      blank: 0,
      withdrawn: 1,
      net: 0.67,
    });
    expect(netScore("lgs", withdrawn, answers([[2, "A"]]))).toMatchObject({ right: 0, wrong: 0, blank: 2 });
  });

  it("lists the topics weakest first, each with its own net", () => {
    const nets = topicNets(
      "lgs",
      ["A", "A", "A", "A"],
      answers([
        [1, "A"],
        [2, "A"],
        [3, "B"],
      ]),
      ["Friendship", "Friendship", "Teen Life", ""],
    );
    expect(nets.map((t) => [t.topic, t.net, t.questions])).toEqual([
      ["Teen Life", -0.33, 1],
      ["", 0, 1],
      ["Friendship", 2, 2],
    ]);
  });
});

describe("the deneme's clock", () => {
  const start = new Date("2026-11-29T11:00:00Z");
  const end = endOf(start, 40);

  it("ends at the start plus the minutes; a save a second before the end is taken, a second after refused", () => {
    expect(end.toISOString()).toBe("2026-11-29T11:40:00.000Z");
    expect(stillOpen(new Date(end.getTime() - 1000), end)).toBe(true);
    expect(stillOpen(end, end)).toBe(false);
    expect(stillOpen(new Date(end.getTime() + 1000), end)).toBe(false);
    expect(secondsLeft(new Date(end.getTime() + 5000), end)).toBe(0);
    expect(secondsLeft(start, end)).toBe(2400);
  });

  it("writes the end in words with the suffix the number is read with", () => {
    expect(trDeneme.endsAt("14:35")).toBe("Sınav 14:35'te biter.");
    expect(clockSuffix("14:30")).toBe("da");
    expect(clockSuffix("14:40")).toBe("ta");
    expect(clockSuffix("14:00")).toBe("te");
    expect(clockSuffix("10:00")).toBe("da");
    expect(clockSuffix("09:12")).toBe("de");
  });
});

describe("the reader of a save", () => {
  it("takes a letter, a clearing and a mark, and nothing else", () => {
    expect(readSave({ question: 3, choice: "B" })).toEqual({ question: 3, choice: "B", marked: false });
    expect(readSave({ question: "3", choice: "", marked: "1" })).toEqual({ question: 3, choice: null, marked: true });
    expect(readSave({ question: 3, choice: null, marked: true })).toEqual({ question: 3, choice: null, marked: true });
    expect(readSave({ question: 3, choice: "F" })).toBeNull();
    expect(readSave({ question: 3, choice: "b" })).toBeNull();
    expect(readSave({ question: 0, choice: "A" })).toBeNull();
    expect(readSave({ question: "1e2", choice: "A" })).toBeNull();
    expect(readSave({ question: 3, choice: "A", marked: "yes" })).toBeNull();
  });

  it("reads one page of the form without scripts: an untouched question is blank", () => {
    expect(readPageSaves({ s6: "C", m7: "1", s8: "" }, [6, 7, 8])).toEqual([
      { question: 6, choice: "C", marked: false },
      { question: 7, choice: null, marked: true },
      { question: 8, choice: null, marked: false },
    ]);
    expect(readPageSaves({ s6: "Z" }, [6])).toBeNull();
  });
});

describe("the admin's deneme settings", () => {
  const quiz = (options: number, count = 3) => {
    const text = Array.from(
      { length: count },
      (_, q) =>
        `Question ${q + 1}? {\n${Array.from({ length: options }, (_, o) => `${o === 0 ? "=" : "~"}option ${o}${o === 0 ? " # because" : ""}`).join("\n")}\n}`,
    ).join("\n\n");
    const parsed = parseQuiz(text, "gift");
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    return parsed.quiz;
  };

  it("takes the quiz's choice questions with their key and explanation", () => {
    const questions = denemeQuestions(quiz(4));
    expect(questions).toHaveLength(3);
    expect(questions[0]).toMatchObject({ number: 1, key: "A", explanation: "because" });
  });

  it("refuses a form the quiz does not fit, in the admin's words", () => {
    expect(formProblems(quiz(4), "lgs")).toEqual([]);
    expect(formProblems(quiz(4), "ydt")).toEqual([trDenemeAdmin.wrongOptionCount("1, 2, 3", 5)]);
    expect(formProblems(quiz(4), "okul")).toEqual([]);
  });

  it("reads the minutes, the topics by question number and the withdrawn questions", () => {
    const read = readDenemeSettings(
      { form: "lgs", minutes: "20", topics: "1: Friendship\n\n3. Teen Life", withdrawn: "2" },
      quiz(4),
    );
    expect(read).toEqual({
      ok: true,
      settings: { form: "lgs", minutes: 20, topics: ["Friendship", "", "Teen Life"], withdrawn: [2] },
    });
    const bad = readDenemeSettings({ form: "ydt", minutes: "2", topics: "9: x", withdrawn: "4" }, quiz(4));
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.errors).toEqual({
        form: trDenemeAdmin.wrongOptionCount("1, 2, 3", 5),
        minutes: trDenemeAdmin.badMinutes(5, 240),
        topics: trDenemeAdmin.badTopicNumber(1, 3),
        withdrawn: trDenemeAdmin.badWithdrawn(3),
      });
  });

  it("takes a question's topic from the quiz where the admin typed none; the admin's wins (decision 0125)", () => {
    const parsed = parseQuiz(
      `$CATEGORY: $course$/top/LGS 8/Friendship

One? {=a ~b ~c ~d}

Not on the form: {T}

Two? {=a ~b ~c ~d}

$CATEGORY: $course$/top

Three? {=a ~b ~c ~d}`,
      "gift",
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(denemeTopics(parsed.quiz, ["", "Teen Life", ""])).toEqual(["Friendship", "Teen Life", ""]);
    expect(denemeTopics(parsed.quiz, [])).toEqual(["Friendship", "Friendship", ""]);
  });
});

describe("the demo's denemes", () => {
  it("are taken by the admin's reader: LGS in grade 8, YDT in grade 12", async () => {
    const { DEMO_DENEMES } = await import("#server/demo/deneme.ts");
    const { demoEntries } = await import("#server/demo/catalogue.ts");
    for (const d of DEMO_DENEMES) {
      const entry = demoEntries.find(
        (e) => e.sinif === d.sinif && e.icerikTuru === d.icerikTuru && e.unite === d.unite,
      );
      const text = d.quiz ?? entry?.quiz;
      const parsed = parseQuiz(text!, d.quiz ? "gift" : (entry?.quizFormat ?? "gift"));
      expect(parsed.ok, d.settings.form).toBe(true);
      if (parsed.ok) expect(readDenemeSettings({ ...d.settings }, parsed.quiz).ok, d.settings.form).toBe(true);
    }
  });

  it("give YDT's topics from its quiz's categories, none typed", async () => {
    const { DEMO_DENEMES } = await import("#server/demo/deneme.ts");
    const ydt = DEMO_DENEMES.find((d) => d.settings.form === "ydt")!;
    const parsed = parseQuiz(ydt.quiz!, "gift");
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(ydt.settings.topics).toBe("");
    expect(denemeTopics(parsed.quiz, [])).toEqual([
      "Music",
      "Friendship",
      "Human Rights",
      "Music",
      "Human Rights",
      "Friendship",
    ]);
  });
});
