import { describe, expect, it } from "vitest";
import { addDays, dayStart, istanbulDay, monthDays, streakOf, weekStart } from "#core/review/days.ts";
import { countedAt, readReview, readSettings, REVIEW_LIMITS } from "#core/review/review.ts";
import { fromLeitnerBox, newCard, reviewed, type CardState } from "#core/review/scheduler.ts";

/** 'Günlük tekrar' (decision 0116): Istanbul's days, the streak, the one reader, and FSRS over simulated days. */
describe("Istanbul's days", () => {
  it("turns at Istanbul's midnight, not UTC's", () => {
    // 21:30 UTC on the 28th is 00:30 on the 29th in Istanbul (UTC+3).
    expect(istanbulDay(new Date("2026-11-28T21:30:00Z"))).toBe("2026-11-29");
    expect(istanbulDay(new Date("2026-11-28T20:59:59Z"))).toBe("2026-11-28");
    expect(dayStart("2026-11-29").toISOString()).toBe("2026-11-28T21:00:00.000Z");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    // 29 November 2026 is a Sunday: its week began on Monday the 23rd.
    expect(weekStart("2026-11-29")).toBe("2026-11-23");
    expect(weekStart("2026-11-30")).toBe("2026-11-30");
    expect(monthDays("2026-02-10")).toHaveLength(28);
  });
});

describe("the streak", () => {
  const days = (...list: string[]) => new Set(list);
  it("counts the days in a row the goal was met, today not over yet", () => {
    expect(streakOf(days(), "2026-11-26")).toBe(0);
    expect(streakOf(days("2026-11-24", "2026-11-25"), "2026-11-26")).toBe(2);
    expect(streakOf(days("2026-11-24", "2026-11-25", "2026-11-26"), "2026-11-26")).toBe(3);
  });

  it("survives one 'mola günü' a week and not two", () => {
    // Monday 23 to Thursday 26 November, Tuesday missed: one rest day in the week keeps it.
    expect(streakOf(days("2026-11-23", "2026-11-25", "2026-11-26"), "2026-11-26")).toBe(3);
    // A second missed day in the same week (Wednesday too) ends it at Thursday.
    expect(streakOf(days("2026-11-23", "2026-11-26"), "2026-11-26")).toBe(1);
    // Friday 27 met, Thursday missed (the week's rest day), Wednesday met, Tuesday missed: a second miss ends it.
    expect(streakOf(days("2026-11-22", "2026-11-23", "2026-11-25", "2026-11-27"), "2026-11-27")).toBe(2);
    // One rest day in each of two weeks: both kept (Saturday 21 and Tuesday 24).
    expect(streakOf(days("2026-11-19", "2026-11-20", "2026-11-22", "2026-11-23", "2026-11-25"), "2026-11-25")).toBe(5);
    // Two days in a row missed end it, whatever the week.
    expect(streakOf(days("2026-11-20", "2026-11-23"), "2026-11-23")).toBe(1);
  });
});

describe("the one reader of a review", () => {
  const base = { contentId: "12", word: "apple", clientId: "a1b2c3d4e5f6g7h8" };
  it("reads a grade or a typed word, and refuses what is malformed", () => {
    expect(readReview({ ...base, grade: "good" })).toMatchObject({ contentId: 12, answer: { grade: "good" } });
    expect(readReview({ ...base, typed: "aple" })).toMatchObject({ answer: { typed: "aple" } });
    expect(readReview({ ...base, grade: "perfect" })).toBeNull();
    expect(readReview({ ...base, clientId: "short", grade: "good" })).toBeNull();
    expect(readReview({ ...base, contentId: "-1", grade: "good" })).toBeNull();
    expect(readReview({ ...base, word: "x".repeat(201), grade: "good" })).toBeNull();
    expect(readReview({ ...base, reviewedAt: "yesterday", grade: "good" })).toBeNull();
    expect(readSettings({ goal: "10", newPerDay: "5" })).toEqual({ goal: 10, newPerDay: 5 });
    expect(readSettings({ goal: "1000", newPerDay: "5" })).toBeNull();
    expect(readSettings({ goal: "10", newPerDay: "2.5" })).toBeNull();
  });

  it("counts a device's time only when it is believable", () => {
    const now = new Date("2026-11-29T12:00:00Z");
    const hourAgo = new Date(now.getTime() - 3_600_000);
    expect(countedAt(hourAgo, now)).toEqual(hourAgo);
    // A clock set a day forward to raise a streak: counted now.
    expect(countedAt(new Date(now.getTime() + 86_400_000), now)).toEqual(now);
    // Kept longer than a week: now, so an old batch cannot fill past days.
    expect(countedAt(new Date(now.getTime() - REVIEW_LIMITS.keptMs - 1), now)).toEqual(now);
    expect(countedAt(null, now)).toEqual(now);
  });
});

describe("FSRS over simulated days", () => {
  const start = new Date("2026-11-29T09:00:00Z");
  /** Answers `grade` each time the card comes due; returns each gap in days. */
  function gaps(card: CardState, grade: "again" | "good", times: number): number[] {
    const out: number[] = [];
    let at = card.due;
    for (let i = 0; i < times; i++) {
      const next = reviewed(card, grade, at);
      out.push((next.due.getTime() - at.getTime()) / 86_400_000);
      card = next;
      at = next.due;
    }
    return out;
  }

  it("brings a word answered 'İyi' back later each time", () => {
    const seen = gaps(newCard(start), "good", 6);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1]);
    // After the learning step, days apart, then weeks, then months.
    expect(seen[2]).toBeGreaterThanOrEqual(2);
    expect(seen[5]).toBeGreaterThan(60);
  });

  it("brings a word answered 'Bilemedim' back the same day, even one long known", () => {
    let card = newCard(start);
    for (let i = 0; i < 4; i++) card = reviewed(card, "good", card.due);
    const forgotten = reviewed(card, "again", card.due);
    expect(istanbulDay(forgotten.due)).toBe(istanbulDay(card.due));
    expect(forgotten.due.getTime() - card.due.getTime()).toBeLessThanOrEqual(10 * 60_000);
    expect(forgotten.lapses).toBe(1);
  });

  it("carries a Leitner box over: box 1 to learn again now, a higher box due after its interval", () => {
    const setAt = new Date("2026-11-20T10:00:00Z");
    expect(fromLeitnerBox(1, setAt, start)).toMatchObject({ state: 0, due: start });
    const box4 = fromLeitnerBox(4, setAt, start);
    expect(box4).toMatchObject({ state: 2, scheduledDays: 7, reps: 3, lastReview: setAt });
    expect(box4.due).toEqual(new Date("2026-11-27T10:00:00Z"));
    // A carried card answered 'İyi' goes further than its box did.
    expect(reviewed(box4, "good", start).scheduledDays).toBeGreaterThan(7);
  });
});
