import { describe, expect, it } from "vitest";
import type { Letter } from "#core/deneme/forms.ts";
import { classTopics, hardestQuestions, spreadOf } from "#core/deneme/report.ts";

const sat = (...rows: (Letter | null)[][]) => rows.map((r) => new Map(r.map((c, i) => [i + 1, c] as const)));

/** The class report's numbers (decision 0123), on classes small enough to count by hand. */
describe("a class's deneme report", () => {
  it("gives the average, the lowest, the highest and the population's standard deviation", () => {
    expect(spreadOf([2, 4, 4, 4, 5, 5, 7, 9])).toEqual({ pupils: 8, average: 5, min: 2, max: 9, deviation: 2 });
    expect(spreadOf([-1.33])).toEqual({ pupils: 1, average: -1.33, min: -1.33, max: -1.33, deviation: 0 });
    expect(spreadOf([])).toBeNull();
  });

  it("lists the questions fewest got right, a withdrawn one never, with the wrong letters picked most", () => {
    const keys: (Letter | null)[] = ["A", "B", null, "D"];
    const hard = hardestQuestions(keys, sat(["A", "C", "A", "B"], ["B", "C", "A", "C"], ["A", "B", "A", "C"]));
    expect(hard.map((h) => h.number)).toEqual([4, 2, 1]);
    expect(hard[0].wrongPicks).toEqual([
      { letter: "C", count: 2 },
      { letter: "B", count: 1 },
    ]);
    expect(hard[1]).toMatchObject({ right: 1, sat: 3, wrongPicks: [{ letter: "C", count: 2 }] });
    expect(hardestQuestions(keys, [])).toEqual([]);
  });

  it("orders the topics by the class's average net for each question, weakest first", () => {
    const keys: Letter[] = ["A", "A", "A", "A", "A", "A"];
    // Reading: 4 questions, one wrong each; Grammar: 2 questions, both wrong for one of the two.
    const topics = ["Reading", "Reading", "Reading", "Reading", "Grammar", "Grammar"];
    const rows = sat(["A", "A", "A", "B", "A", "A"], ["A", "A", "A", "B", "B", "B"]);
    const out = classTopics("lgs", keys, topics, rows);
    expect(out.map((t) => t.topic)).toEqual(["Grammar", "Reading"]);
    // Grammar: (2 + (0 − 2/3)) / 2 ≈ 0,67 net over 2 questions; Reading: 2,67 over 4.
    expect(out[0].questions).toBe(2);
    expect(out[0].net).toBeCloseTo(0.67, 1);
    expect(out[1]).toMatchObject({ questions: 4, net: 2.67 });
  });
});
