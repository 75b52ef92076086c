import { describe, expect, it } from "vitest";
import { nextSchoolDay } from "#core/homework/homework.ts";
import { byTurkishName } from "#core/text.ts";
import { readAudience, readClassIds } from "#core/homework/form.ts";
import { trHomeworkForm } from "#core/messages/homework-form.ts";

describe("a new item's default due day (nextSchoolDay): the next school day on Istanbul's calendar", () => {
  it("gives the next day from Monday to Thursday, and Monday after Friday, Saturday and Sunday", () => {
    // 2026-12-03 is a Thursday, 12-04 a Friday, 12-07 a Monday (noon in Istanbul is 09:00 UTC).
    expect(nextSchoolDay(new Date("2026-12-01T09:00:00Z"))).toBe("2026-12-02");
    expect(nextSchoolDay(new Date("2026-12-03T09:00:00Z"))).toBe("2026-12-04");
    expect(nextSchoolDay(new Date("2026-12-04T09:00:00Z"))).toBe("2026-12-07");
    expect(nextSchoolDay(new Date("2026-12-05T09:00:00Z"))).toBe("2026-12-07");
    expect(nextSchoolDay(new Date("2026-12-06T09:00:00Z"))).toBe("2026-12-07");
  });

  it("counts the day on Istanbul's clock, not UTC's, around midnight", () => {
    // Thursday 21:30 UTC is already Friday 00:30 in Istanbul: the next school day is Monday, not Friday.
    expect(nextSchoolDay(new Date("2026-12-03T21:30:00Z"))).toBe("2026-12-07");
    // Sunday 22:30 UTC is Monday 01:30 in Istanbul: Tuesday, not Monday.
    expect(nextSchoolDay(new Date("2026-12-06T22:30:00Z"))).toBe("2026-12-08");
    // Across a month's and a year's end.
    expect(nextSchoolDay(new Date("2026-12-31T09:00:00Z"))).toBe("2027-01-01");
  });
});

describe("pupils in Turkish order (byTurkishName)", () => {
  it("puts Ç, İ, Ö, Ş in their places in the alphabet, not after Z", () => {
    const names = ["Zeynep", "Çağrı", "Ömer", "İpek", "Şevval", "Cem", "Irmak", "Selin", "Onur", "Ali"];
    const sorted = names.map((displayName, userId) => ({ displayName, userId })).sort(byTurkishName);
    expect(sorted.map((p) => p.displayName)).toEqual([
      "Ali",
      "Cem",
      "Çağrı",
      "Irmak",
      "İpek",
      "Onur",
      "Ömer",
      "Selin",
      "Şevval",
      "Zeynep",
    ]);
  });

  it("keeps two pupils of one name in the order they joined", () => {
    const sorted = [
      { displayName: "Ece", userId: 9 },
      { displayName: "Ece", userId: 3 },
    ].sort(byTurkishName);
    expect(sorted.map((p) => p.userId)).toEqual([3, 9]);
  });
});

describe("to whom (readAudience) and to which classes (readClassIds)", () => {
  it("refuses 'Seçilen öğrenciler' with nobody ticked, in Turkish", () => {
    expect(readAudience("some", [])).toEqual({ ok: false, errors: { pupils: trHomeworkForm.pupilsNone } });
    expect(readAudience("some", ["4"])).toEqual({ ok: true, pupils: ["4"] });
  });

  it("gives 'Bütün sınıf' to everyone whatever was ticked, and leaves the API's pupils as sent", () => {
    expect(readAudience("class", ["4", "5"])).toEqual({ ok: true, pupils: [] });
    expect(readAudience(undefined, [])).toEqual({ ok: true, pupils: [] });
    expect(readAudience(undefined, ["7"])).toEqual({ ok: true, pupils: ["7"] });
    expect(readAudience("everyone", []).ok).toBe(false);
  });

  it("needs at least one class, each an id", () => {
    expect(readClassIds([])).toEqual({ ok: false, errors: { classIds: trHomeworkForm.classRequired } });
    expect(readClassIds(["3", "3", "8"])).toEqual({ ok: true, ids: [3, 8] });
    expect(readClassIds(["3", "x"]).ok).toBe(false);
  });
});
