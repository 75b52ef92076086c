import { describe, expect, it } from "vitest";
import { checkPractice, previewPractice } from "#core/practice-draft.ts";

/** The add/edit form's word list and quiz rules, the same in the browser and on the server. */
describe("checkPractice", () => {
  it("leaves a part that was not sent, removes an empty one, stores a good one", () => {
    expect(checkPractice(2, { quizFormat: "gift" })).toEqual({ ok: true, plan: {}, answers: {} });
    expect(checkPractice(2, { words: "  \n", quizFormat: "gift" })).toMatchObject({ ok: true, plan: { words: null } });
    const good = checkPractice(8, { quiz: "Is it blue?{T}", quizFormat: "gift" });
    expect(good.ok && good.plan.quiz?.quiz.questions).toHaveLength(1);
    expect(good.ok && good.plan.quiz?.source).toBe("Is it blue?{T}");
  });

  it("names the first bad line and how many more, and keeps the text", () => {
    const checked = checkPractice(2, { words: "a\tb\nc\n\td", quizFormat: "gift" });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({ kelimeListesi: "2. satırda Türkçe karşılık eksik. (1 satırda daha sorun var.)" });
    expect(checked.answers.words).toMatchObject({
      text: "a\tb\nc\n\td",
      preview: null,
      problems: [{ line: 2 }, { line: 3 }],
    });
  });

  it("refuses text on a type that does not take it, but not an empty field", () => {
    const refused = checkPractice(4, { words: "a\tb", quiz: "X?{T}", quizFormat: "gift" });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(Object.keys(refused.errors)).toEqual(["kelimeListesi", "test"]);
    expect(checkPractice(4, { words: "", quiz: "", quizFormat: "gift" })).toMatchObject({ ok: true, plan: {} });
    // An entry's type not yet valid: the text is still parsed for the preview, and not refused for its type.
    expect(checkPractice(null, { words: "a\tb", quizFormat: "gift" })).toMatchObject({
      ok: true,
      answers: { words: { preview: { words: [{ english: "a" }] } } },
    });
  });

  it("refuses a part whose file could not be read, with the file's message", () => {
    const checked = checkPractice(2, { words: "a\tb", quizFormat: "gift", unreadable: { words: "Dosya okunamadı." } });
    expect(checked).toMatchObject({
      ok: false,
      errors: { kelimeListesi: "Dosya okunamadı." },
      answers: { words: { text: "a\tb", error: "Dosya okunamadı.", preview: null } },
    });
  });

  it("previews a quiz's questions in the format chosen", () => {
    expect(previewPractice("quiz", "Q?\nA. x\nB. y\nANSWER: B", "aiken")).toMatchObject({
      format: "aiken",
      problems: [],
      preview: { questions: [{ kind: "choice", text: "Q?" }] },
    });
    expect(previewPractice("quiz", "Q?\nA. x\nB. y\nANSWER: B", "gift").problems.length).toBeGreaterThan(0);
  });
});
