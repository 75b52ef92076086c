import { describe, expect, it } from "vitest";
import { daysMetIn, periodLength, progressOf, reviewPeriod, reviewState } from "#core/homework/daily-review.ts";
import { readHomework } from "#core/homework/form.ts";
import { trHomeworkForm } from "#core/messages/homework-form.ts";

/** 'Günlük tekrar' as homework (docs/decisions/0119): its period on Istanbul's calendar, and the form's reading. */
describe("a 'Günlük tekrar' item's period and progress", () => {
  // 00:30 on 2 December in Istanbul, still 1 December in UTC; due at Istanbul's midnight that ends 7 December.
  const given = new Date("2026-12-01T21:30:00Z");
  const due = new Date("2026-12-07T21:00:00Z");

  it("runs from the Istanbul day it was given to the Istanbul day before its due time's last moment", () => {
    expect(reviewPeriod(given, due)).toEqual({ first: "2026-12-02", last: "2026-12-07" });
    expect(periodLength(given, due)).toBe(6);
    // Due at 17:00 on Friday: Friday is the last day.
    expect(reviewPeriod(given, new Date("2026-12-04T14:00:00Z")).last).toBe("2026-12-04");
  });

  it("counts only the met days inside, never past the goal, and is done only at the goal", () => {
    const met = ["2026-12-01", "2026-12-02", "2026-12-05", "2026-12-07", "2026-12-08"];
    expect(daysMetIn(met, given, due)).toBe(3);
    expect(progressOf(met, { createdAt: given, dueAt: due, reviewDays: 2 })).toEqual({ met: 2, goal: 2 });
    expect(reviewState(0, 4)).toBe("not-started");
    expect(reviewState(3, 4)).toBe("started");
    expect(reviewState(4, 4)).toBe("done");
  });

  it("reads the form: a review item has no entry and 1-7 days; an entry's item still needs its entry", () => {
    const now = new Date("2026-11-30T09:00:00Z");
    const fields = { kind: "review", dueDate: "2026-12-07", dueTime: "17:00", contentId: "" };
    const read = readHomework({ ...fields, reviewDays: "4" }, now, false);
    expect(read.ok && read.input).toMatchObject({ kind: "review", contentId: null, reviewDays: 4 });
    const byDefault = readHomework(fields, now, false);
    expect(byDefault.ok && byDefault.input.reviewDays).toBe(4);
    expect(readHomework({ ...fields, reviewDays: "0" }, now, false)).toEqual({
      ok: false,
      errors: { reviewDays: trHomeworkForm.reviewDaysInvalid },
    });
    expect(readHomework({ ...fields, dueDate: "2026-12-02", reviewDays: "5" }, now, false)).toEqual({
      ok: false,
      errors: { reviewDays: trHomeworkForm.reviewDaysTooMany(3) },
    });
    expect(readHomework({ ...fields, kind: "quiz" }, now, false)).toEqual({
      ok: false,
      errors: { contentId: trHomeworkForm.entryRequired },
    });
    const entry = readHomework({ ...fields, kind: "read", contentId: "12", reviewDays: "3" }, now, false);
    expect(entry.ok && entry.input).toMatchObject({ contentId: 12, reviewDays: null });
  });
});
