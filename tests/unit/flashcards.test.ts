import { describe, expect, it } from "vitest";
import { cardOrder, FIRST_BOX, nextBox, shuffle } from "#core/flashcards.ts";

/** A repeatable stand-in for Math.random (a linear congruential generator). */
function seeded(seed: number) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

describe("flashcard rounds", () => {
  const words = ["chess", "kite", "puzzle", "hobby", "stamps", "tag"].map((english) => ({ english }));

  it("brings a missed word back before the known ones, whatever the shuffle", () => {
    // The pupil knew chess, kite and puzzle twice, hobby once, and missed stamps ('Tekrar').
    let boxes: Record<string, number> = {};
    for (const [word, knew] of [
      ["chess", true],
      ["kite", true],
      ["puzzle", true],
      ["chess", true],
      ["kite", true],
      ["puzzle", true],
      ["hobby", true],
      ["stamps", true],
      ["stamps", false],
    ] as const) {
      boxes = { ...boxes, [word]: nextBox(boxes[word], knew) };
    }
    expect(boxes.stamps).toBe(FIRST_BOX);
    for (let seed = 1; seed <= 50; seed++) {
      const order = cardOrder(words, boxes, seeded(seed)).map((w) => w.english);
      // Missed and never-seen words (the first box) first, then hobby (box 2), then the rest (box 3).
      expect(new Set(order.slice(0, 2))).toEqual(new Set(["stamps", "tag"]));
      expect(order[2]).toBe("hobby");
      expect(new Set(order.slice(3))).toEqual(new Set(["chess", "kite", "puzzle"]));
    }
  });

  it("shuffles within a box, and keeps every card once", () => {
    const firsts = new Set(Array.from({ length: 30 }, (_, seed) => cardOrder(words, {}, seeded(seed + 1))[0].english));
    expect(firsts.size).toBeGreaterThan(2);
    expect(
      shuffle(words, seeded(7))
        .map((w) => w.english)
        .sort(),
    ).toEqual(words.map((w) => w.english).sort());
  });
});
