/**
 * 'Günlük tekrar' as homework (docs/decisions/0119): "meet your daily goal N days" between the
 * item's start (the day it was given) and its due time, the days counted on Istanbul's calendar
 * as 'Günlük tekrar' counts them (core/review/days.ts). The progress is read from the days the
 * pupil met their goal, never from a button: it cannot disagree with what the pupil did.
 */
import { addDays, istanbulDay } from "#core/review/days.ts";
import type { HomeworkState } from "./homework";

/** The days a teacher may ask for, and the form's default. */
export const REVIEW_GOAL_DAYS = { min: 1, max: 7, default: 4 } as const;
/** A 'review' item's default due day: six days after today, so its period is a week and the default goal fits in it. */
export const REVIEW_DUE_DAYS = 6;
/** The query of the form's page that opens it for 'Günlük tekrar' (/sinifim/1/odev?tur=tekrar). */
export const REVIEW_KIND_PARAM = "tur";
export const REVIEW_KIND_VALUE = "tekrar";

/**
 * The Istanbul days of an item's period, first and last: from the day it starts to the day of
 * the last moment before its due time (due at midnight: the day before counts, not the due day).
 */
export function reviewPeriod(startAt: Date, dueAt: Date): { first: string; last: string } {
  return { first: istanbulDay(startAt), last: istanbulDay(new Date(dueAt.getTime() - 1)) };
}

/** How many days the period holds (0 when the due time is before its start). */
export function periodLength(startAt: Date, dueAt: Date): number {
  const { first, last } = reviewPeriod(startAt, dueAt);
  let n = 0;
  for (let d = first; d <= last && n <= 400; d = addDays(d, 1)) n++;
  return n;
}

/** The days of `met` (days the daily goal was met, "2026-11-29") inside the item's period. */
export function daysMetIn(met: Iterable<string>, startAt: Date, dueAt: Date): number {
  const { first, last } = reviewPeriod(startAt, dueAt);
  let n = 0;
  for (const day of met) if (day >= first && day <= last) n++;
  return n;
}

/**
 * A 'review' item's state for one pupil: done once the days reach the goal (always on time: a
 * day after the due time is outside the period), started with one day met, else not started.
 */
export function reviewState(met: number, goal: number): HomeworkState {
  return met >= goal ? "done" : met > 0 ? "started" : "not-started";
}

/** A pupil's progress on a 'review' item: the days met (never past the goal) out of the goal. */
export interface ReviewProgress {
  met: number;
  goal: number;
}
export const progressOf = (metDays: Iterable<string>, item: { createdAt: Date; dueAt: Date; reviewDays: number }) => ({
  met: Math.min(daysMetIn(metDays, item.createdAt, item.dueAt), item.reviewDays),
  goal: item.reviewDays,
});
