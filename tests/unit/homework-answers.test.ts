import { describe, expect, it } from "vitest";
import { jsonFields, MAX_ANSWERS, readAnswers, readVersion } from "#core/homework/answers.ts";
import { answersHeldUntil } from "#core/homework/homework.ts";
import { TRY_REFUSED } from "#core/homework/refusals.ts";
import { trHomeworkPupil } from "#core/messages/homework-pupil.ts";
import { MAX_QUESTIONS } from "#core/quiz-limits.ts";

/** Decision 0095: one reader of a homework answer for the page's form, the JSON API, the outbox and a content page's quiz. */
describe("the one reader of an answer", () => {
  it("reads a quiz's fields up to the last question and row, and nothing longer or odder", () => {
    const last = `q${MAX_QUESTIONS}`;
    const fields: [string, unknown][] = [
      ["q1", "0"],
      [last, "a"],
      [`${last}.999`, "b"],
      ["q1000", "c"],
      ["q1.1000", "d"],
      ["q1.0.0", "e"],
      ["q01 ", "f"],
      [`q1${"0".repeat(60)}`, "g"],
      ["w0", "h"],
      ["q2", 5],
      ["q3", ""],
    ];
    expect(readAnswers(fields)).toEqual({ q1: "0", [last]: "a", [`${last}.999`]: "b", q3: "" });
  });

  it("reads a self-test's words only, 200 characters each; a quiz answer 1,000", () => {
    expect(
      readAnswers(
        [
          ["w0", "x".repeat(300)],
          ["w9999", "y"],
          ["w10000", "z"],
          ["q1", "0"],
        ],
        "self-test",
      ),
    ).toEqual({ w0: "x".repeat(200), w9999: "y" });
    expect(readAnswers([["q1", "x".repeat(2_000)]]).q1).toHaveLength(1_000);
  });

  it("reads at most MAX_ANSWERS answers, whatever else the form carries", () => {
    const fields = Array.from({ length: MAX_ANSWERS + 10 }, (_, i): [string, string] => [
      `q${(i % 300) + 1}.${Math.floor(i / 300)}`,
      "1",
    ]);
    expect(Object.keys(readAnswers([["intent", "quiz"], ...fields]))).toHaveLength(MAX_ANSWERS);
  });

  it("takes a JSON body's answers object as fields (anything else: none) and a version cut to size", () => {
    expect(readAnswers(jsonFields({ q1: "0", "q2 ": "x" }))).toEqual({ q1: "0" });
    for (const raw of [null, [["q1", "0"]], "q1", 3]) expect(jsonFields(raw)).toEqual([]);
    expect(readVersion("1".repeat(30))).toBe("1".repeat(20));
    expect(readVersion(null)).toBe("");
  });
});

describe("the one table of refusals", () => {
  it("gives each refusal of a try its status, the API's code and the words both doors say", () => {
    expect(TRY_REFUSED["no-tries"]).toEqual({ status: 409, code: "no-tries", message: trHomeworkPupil.noTriesLeft });
    expect(TRY_REFUSED["too-many"]).toMatchObject({ status: 429, code: "too-many-requests" });
    expect(TRY_REFUSED["not-quiz"]).toEqual(TRY_REFUSED["not-found"]);
  });
});

/** Decision 0127: one rule for how long a pupil's items of an entry hold its quiz's answers back. */
describe("the answers held across an entry's items", () => {
  const now = new Date("2026-12-01T12:00:00Z");
  const at = (iso: string) => new Date(iso);
  it("holds until the latest due time still to come, of a quiz or a deneme only", () => {
    const items = [
      { kind: "quiz", answersShown: "after-due", dueAt: at("2026-12-03T14:00:00Z") },
      { kind: "deneme", answersShown: "after-due", dueAt: at("2026-12-05T14:00:00Z") },
      { kind: "read", answersShown: "never", dueAt: at("2026-12-09T14:00:00Z") },
      { kind: "quiz", answersShown: "after-due", dueAt: at("2026-11-30T14:00:00Z") },
    ] as const;
    expect(answersHeldUntil(items, now)).toEqual(at("2026-12-05T14:00:00Z"));
  });
  it("holds for good when one says never, and not at all when each shows them now", () => {
    expect(
      answersHeldUntil(
        [
          { kind: "quiz", answersShown: "after-due", dueAt: at("2026-12-03T14:00:00Z") },
          { kind: "deneme", answersShown: "never", dueAt: at("2026-11-20T14:00:00Z") },
        ],
        now,
      ),
    ).toBe("never");
    expect(
      answersHeldUntil(
        [
          { kind: "quiz", answersShown: "at-once", dueAt: at("2026-12-03T14:00:00Z") },
          { kind: "deneme", answersShown: "after-due", dueAt: at("2026-11-20T14:00:00Z") },
        ],
        now,
      ),
    ).toBeNull();
  });
});
