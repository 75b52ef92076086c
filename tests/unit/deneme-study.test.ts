import { describe, expect, it } from "vitest";
import { unitOfTopic } from "#core/deneme/study.ts";
import { unitLinksOf, unitPath } from "#core/unit-links.ts";

/** Decision 0129: a deneme topic as the unit of its grade it names, and where that unit stands on the grade page. */
describe("a topic as a unit", () => {
  const names = {
    "8-1": { en: "Friendship", tr: "Arkadaşlık" },
    "8-2": { en: "Teen Life", tr: "Gençlik Hayatı" },
    "8-10": { en: "Natural Forces", tr: "Doğal Afetler" },
  };
  const units = [1, 2, 10];

  it("is found by its English or Turkish name, in any case, English as English and Turkish as Turkish", () => {
    for (const topic of ["Friendship", "FRIENDSHIP", " friendship ", "arkadaşlık", "ARKADAŞLIK"])
      expect(unitOfTopic(topic, 8, units, names), topic).toBe(1);
    expect(unitOfTopic("GENÇLİK HAYATI", 8, units, names)).toBe(2);
  });

  it("is found by its number, 'Unit 2' or '10. Ünite', only among the units with entries", () => {
    expect(unitOfTopic("Unit 2: Teen Life", 8, units, names)).toBe(2);
    expect(unitOfTopic("10. Ünite", 8, units, names)).toBe(10);
    expect(unitOfTopic("3. ünite", 8, units, names)).toBeNull();
  });

  it("is none for a topic that names no unit of the grade", () => {
    expect(unitOfTopic("Music", 8, units, names)).toBeNull();
    expect(unitOfTopic("Friendship", 12, units, names)).toBeNull();
  });
});

describe("a unit on the grade page", () => {
  it("begins on the page of its first entry, 48 a page, at its section", () => {
    const links = unitLinksOf([
      { term: 1, unit: 1, count: 40 },
      { term: 1, unit: 2, count: 20 },
      { term: 2, unit: 6, count: 5 },
    ]);
    expect(links.map((l) => unitPath(8, l))).toEqual([
      "/classes/8#donem-1-unite-1",
      "/classes/8#donem-1-unite-2",
      "/classes/8?sayfa=2#donem-2-unite-6",
    ]);
  });
});
