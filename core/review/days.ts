/**
 * 'Günlük tekrar' counts days on Istanbul's clock (decision 0116): a pupil who reviews at
 * 00:30 in Turkey has started a new day, whatever UTC says. A day is written "2026-11-29".
 */
import { istanbulClock, istanbulInstant } from "#core/istanbul-clock.ts";

/** The Istanbul day `instant` falls on. */
export function istanbulDay(instant: Date): string {
  const c = istanbulClock(instant);
  return `${c.year}-${String(c.month).padStart(2, "0")}-${String(c.day).padStart(2, "0")}`;
}

/** The instant Istanbul's `day` begins (its midnight). */
export function dayStart(day: string): Date {
  return istanbulInstant(day, "00:00")!;
}

/** The day `n` days after `day` (before it when n < 0): calendar arithmetic, no clock involved. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Monday of `day`'s week (the Turkish week starts on Monday). */
export function weekStart(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/**
 * The streak on `today`: the days in a row, up to yesterday or today, on which the daily goal
 * was met. One missed day a week is a 'mola günü' and keeps the streak (it does not add to it);
 * a second in the same Monday-to-Sunday week ends it. Today not met yet ends nothing: the day is
 * not over. `met` is the set of days the goal was met; only days before or on `today` count.
 */
export function streakOf(met: ReadonlySet<string>, today: string): number {
  let streak = met.has(today) ? 1 : 0;
  const restWeeks = new Set<string>();
  // Far enough back for any streak a pupil can have had (the site is younger than ten years).
  for (let day = addDays(today, -1), i = 0; i < 3660; day = addDays(day, -1), i++) {
    if (met.has(day)) {
      streak++;
      continue;
    }
    const week = weekStart(day);
    if (restWeeks.has(week)) break;
    // A rest day only between met days: the streak must go on before it.
    if (!met.has(addDays(day, -1))) break;
    restWeeks.add(week);
  }
  return streak;
}

/** The days of `day`'s month, from the first to the last. */
export function monthDays(day: string): string[] {
  const first = `${day.slice(0, 8)}01`;
  const days: string[] = [];
  for (let d = first; d.slice(0, 7) === first.slice(0, 7); d = addDays(d, 1)) days.push(d);
  return days;
}
