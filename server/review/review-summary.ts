/**
 * 'Günlük tekrar' as a teacher and a parent see it (decision 0116): per pupil the days this week
 * the daily goal was met, the streak and the words due now; for a class, the words its pupils
 * forgot most. Never a pupil's card-by-card history. The callers decide who may be read (the
 * parent's consent, a class pupil's own class): this module reads only the ids it is given.
 */
import { and, count, desc, gt, gte, inArray, lte, sql, sum } from "drizzle-orm";
import { istanbulDay, streakOf, weekStart } from "#core/review/days.ts";
import type { Db } from "#server/db/client.ts";
import { reviewCards, reviewDays } from "#server/db/schema.ts";

export interface ReviewWeek {
  /** Days from Monday to today the goal was met. */
  daysMet: number;
  streak: number;
  /** Words due now. */
  due: number;
}

/** The days each pupil met their goal, every one of them: the streak reads back through them (streakOf). */
export async function metDaysOf(db: Db, userIds: number[]): Promise<Map<number, Set<string>>> {
  const days = new Map<number, Set<string>>(userIds.map((id) => [id, new Set()]));
  if (userIds.length === 0) return days;
  const met = await db
    .select({ userId: reviewDays.userId, day: reviewDays.day })
    .from(reviewDays)
    .where(and(inArray(reviewDays.userId, userIds), gte(reviewDays.cards, reviewDays.goal)));
  for (const m of met) days.get(m.userId)!.add(m.day);
  return days;
}

/** Each pupil's week, in two queries whatever the class's size. */
export async function reviewWeeks(db: Db, userIds: number[], now = new Date()): Promise<Map<number, ReviewWeek>> {
  const weeks = new Map<number, ReviewWeek>(userIds.map((id) => [id, { daysMet: 0, streak: 0, due: 0 }]));
  if (userIds.length === 0) return weeks;
  const today = istanbulDay(now);
  const metDays = await metDaysOf(db, userIds);
  const due = await db
    .select({ userId: reviewCards.userId, due: count() })
    .from(reviewCards)
    .where(and(inArray(reviewCards.userId, userIds), lte(reviewCards.due, now)))
    .groupBy(reviewCards.userId);
  const monday = weekStart(today);
  for (const [userId, days] of metDays) {
    const week = weeks.get(userId)!;
    week.daysMet = [...days].filter((d) => d >= monday && d <= today).length;
    week.streak = streakOf(days, today);
  }
  for (const d of due) weeks.get(d.userId)!.due = Number(d.due);
  return weeks;
}

/** The words these pupils forgot most ('Bilemedim' after knowing them), with how many pupils forgot each. */
export async function forgottenMost(db: Db, userIds: number[], limit = 5) {
  if (userIds.length === 0) return [];
  const lapses = sum(reviewCards.lapses).mapWith(Number);
  return db
    .select({
      word: reviewCards.word,
      lapses,
      pupils: sql<number>`count(distinct ${reviewCards.userId})`.mapWith(Number),
    })
    .from(reviewCards)
    .where(and(inArray(reviewCards.userId, userIds), gt(reviewCards.lapses, 0)))
    .groupBy(reviewCards.word)
    .orderBy(desc(lapses), reviewCards.word)
    .limit(limit);
}
