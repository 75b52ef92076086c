import { describe, expect, it } from "vitest";
import { readIndex, scoreGaps, scoreMatching, scoreOrdering, scorePictureWord } from "#core/scoring/hands-on.ts";

describe("exercises done by hand, scored on the server", () => {
  it("matching: each right pair counts for its share; one right item given to two lefts counts once", () => {
    // cat→kedi (shown 2), dog→köpek (0), bird→kuş (1)
    const right = [2, 0, 1];
    expect(scoreMatching(right, ["2", "0", "1"])).toBe(1);
    // The pupil swapped dog and bird: one of three.
    expect(scoreMatching(right, ["2", "1", "0"])).toBeCloseTo(1 / 3);
    // 'kedi' for everything (a forged form, or a pupil guessing): it can be right once only.
    expect(scoreMatching(right, ["2", "2", "2"])).toBeCloseTo(1 / 3);
    expect(scoreMatching(right, [undefined, "", "9"])).toBe(0);
  });

  it("gaps from a word bank: each gap for its share, a word outside the bank for nothing", () => {
    // "I ___ to school by bus. She ___ a cat." bank: [has, go, goes]
    const right = [1, 0];
    expect(scoreGaps(right, ["1", "0"])).toBe(1);
    // The third-person -s, the classic: 'goes' for I, 'has' right.
    expect(scoreGaps(right, ["2", "0"])).toBe(0.5);
    expect(scoreGaps(right, ["go", "has"])).toBe(0);
  });

  it("ordering: the share of neighbours in the right order, so one word moved costs little and a reversal everything", () => {
    // "I / usually / get up / at seven": shown shuffled as [get up, I, at seven, usually].
    const correctPlaceOf = [2, 0, 3, 1];
    expect(scoreOrdering(correctPlaceOf, ["1", "3", "0", "2"])).toEqual({ ok: true, share: 1 });
    // The adverb after the verb (a Turkish speaker's typical order): "I get up usually at seven".
    const adverbLate = scoreOrdering(correctPlaceOf, ["1", "0", "3", "2"]);
    expect(adverbLate.ok && adverbLate.share).toBeCloseTo(0);
    // Only the last two swapped: one neighbour of three right.
    const lastSwapped = scoreOrdering(correctPlaceOf, ["1", "3", "2", "0"]);
    expect(lastSwapped.ok && lastSwapped.share).toBeCloseTo(1 / 3);
    expect(scoreOrdering(correctPlaceOf, ["2", "0", "3", "1"])).toEqual({ ok: true, share: 0 });
  });

  it("an ordering that is not a permutation is refused whole: repeated, missing, extra or foreign items", () => {
    const correctPlaceOf = [2, 0, 3, 1];
    // "02" would be "2" a second time: only the one way a page writes a number is read.
    for (const forged of [
      ["1", "1", "1", "1"],
      ["1", "3", "0"],
      ["1", "3", "0", "2", "2"],
      ["1", "3", "0", "4"],
      ["1", "3", "0", "-1"],
      ["1", "3", "0", "2.0"],
      ["1", "3", "0", "02"],
    ]) {
      const result = scoreOrdering(correctPlaceOf, forged);
      expect(result, forged.join(",")).toEqual({ ok: false, reason: "not-a-permutation" });
    }
  });

  it("picture–word: the one right picture, nothing for another or a forged value", () => {
    expect(scorePictureWord(3, "3")).toBe(1);
    expect(scorePictureWord(3, "2")).toBe(0);
    expect(scorePictureWord(3, "3 ")).toBe(0);
    expect(scorePictureWord(3, "3".repeat(10_000))).toBe(0);
  });

  it("an index is read by its length first, then its pattern, and must be in range", () => {
    expect(readIndex("7", 8)).toBe(7);
    expect(readIndex("8", 8)).toBeNull();
    expect(readIndex("1e1", 30)).toBeNull();
    expect(readIndex("9".repeat(100_000), 30)).toBeNull();
  });
});
