import { describe, expect, it } from "vitest";
import { daysLeftText, istanbulFields, istanbulInstant, kindsFor } from "#core/homework/homework.ts";
import { readHomework } from "#core/homework/form.ts";
import { trHomeworkPupil } from "#core/messages/homework-pupil.ts";
import { trHomeworkForm } from "#core/messages/homework-form.ts";

describe("homework's time (core/homework/homework.ts): Turkey's clock whatever the server's zone", () => {
  it("reads a typed date and time as Istanbul's, and shows an instant back on that clock", () => {
    // The process's own zone plays no part (the test runner may run in any).
    expect(istanbulInstant("2026-12-04", "17:30")?.toISOString()).toBe("2026-12-04T14:30:00.000Z");
    expect(istanbulInstant("2027-01-01", "00:15")?.toISOString()).toBe("2026-12-31T21:15:00.000Z");
    expect(istanbulFields(new Date("2026-12-31T21:15:00Z"))).toEqual({ dueDate: "2027-01-01", dueTime: "00:15" });
    // Before 2016 Turkey moved its clocks: the zone's own rules are followed (summer 2015: UTC+3, winter: UTC+2).
    expect(istanbulInstant("2015-07-01", "12:00")?.toISOString()).toBe("2015-07-01T09:00:00.000Z");
    expect(istanbulInstant("2015-01-15", "12:00")?.toISOString()).toBe("2015-01-15T10:00:00.000Z");
    for (const [date, time] of [
      ["2027-02-30", "10:00"],
      ["2027-13-01", "10:00"],
      ["2027-01-01", "24:00"],
      ["1.1.2027", "10:00"],
      ["2027-01-01", "9:00"],
    ])
      expect(istanbulInstant(date, time)).toBeNull();
  });

  it("says the days left in plain Turkish, counted in Istanbul's calendar days", () => {
    const now = new Date("2026-12-01T20:00:00Z"); // 23:00 in Istanbul
    expect(daysLeftText(new Date("2026-12-01T20:30:00Z"), now)).toBe("bugün");
    // 00:30 the next day in Istanbul: tomorrow, though only half an hour away.
    expect(daysLeftText(new Date("2026-12-01T21:30:00Z"), now)).toBe("yarın");
    expect(daysLeftText(new Date("2026-12-04T14:00:00Z"), now)).toBe("3 gün kaldı");
    expect(daysLeftText(new Date("2026-12-01T19:59:00Z"), now)).toBe("süresi geçti");
    expect(daysLeftText(now, now)).toBe(trHomeworkPupil.overdue);
  });
});

describe("the homework form's rules (core/homework/form.ts)", () => {
  const now = new Date("2026-12-01T09:00:00Z");
  it("reads a form's text and the API's numbers alike, with the defaults", () => {
    const read = readHomework(
      { contentId: "12", kind: "quiz", dueDate: "2026-12-08", dueTime: "17:00", pupils: ["3", "4"] },
      now,
      false,
    );
    expect(read).toEqual({
      ok: true,
      input: {
        contentId: 12,
        kind: "quiz",
        note: "",
        answersShown: "after-due",
        tries: 0,
        scoreCounts: "best",
        passPercent: 80,
        deviceTime: false,
        pupils: [3, 4],
        reviewDays: null,
        dueAt: new Date("2026-12-08T14:00:00Z"),
      },
    });
    expect(
      readHomework(
        {
          contentId: 12,
          kind: "quiz",
          dueDate: "2026-12-08",
          dueTime: "17:00",
          tries: 3,
          answersShown: "never",
          deviceTime: true,
        },
        now,
        false,
      ),
    ).toMatchObject({ ok: true, input: { tries: 3, answersShown: "never", deviceTime: true } });
  });
  it("refuses what breaks a rule, each field with its message, sizes before patterns", () => {
    const base = { contentId: "12", kind: "quiz", dueDate: "2026-12-08", dueTime: "17:00" };
    expect(readHomework({ ...base, tries: "2" }, now, false)).toEqual({
      ok: false,
      errors: { tries: trHomeworkForm.triesInvalid },
    });
    expect(readHomework({ ...base, kind: "essay" }, now, false)).toEqual({
      ok: false,
      errors: { kind: trHomeworkForm.kindInvalid },
    });
    expect(readHomework({ ...base, note: "ç".repeat(281) }, now, false)).toEqual({
      ok: false,
      errors: { note: trHomeworkForm.noteTooLong },
    });
    expect(readHomework({ ...base, note: "a".repeat(1_000_000) }, now, false)).toEqual({
      ok: false,
      errors: { note: trHomeworkForm.noteTooLong },
    });
    expect(readHomework({ ...base, contentId: "1".repeat(100_000) }, now, false)).toEqual({
      ok: false,
      errors: { contentId: trHomeworkForm.entryRequired },
    });
    expect(readHomework({ ...base, dueDate: "2026-11-30" }, now, false)).toEqual({
      ok: false,
      errors: { dueDate: trHomeworkForm.duePast },
    });
    expect(readHomework({ ...base, dueDate: "2026-11-30" }, now, true)).toMatchObject({ ok: true });
    expect(readHomework({ ...base, dueDate: "2028-12-08" }, now, false)).toEqual({
      ok: false,
      errors: { dueDate: trHomeworkForm.dueTooFar },
    });
    expect(readHomework({ ...base, passPercent: "0" }, now, false)).toEqual({
      ok: false,
      errors: { passPercent: trHomeworkForm.passPercentInvalid },
    });
  });
  it("offers a quiz only for a quiz's entry types and a word list's kinds only for a word list's", () => {
    expect(kindsFor(8)).toEqual(["read", "quiz"]);
    expect(kindsFor(2)).toEqual(["read", "flashcards", "self-test"]);
    expect(kindsFor(4)).toEqual(["read"]);
  });
});
