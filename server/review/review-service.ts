/**
 * 'Günlük tekrar' (decision 0116): a pupil's words from every list they met, scheduled by FSRS,
 * a daily goal and a streak counted on Istanbul's days. The page and the device's batch reach
 * `review` with the one reader's ReviewInput (core/review/review.ts).
 */
import { and, asc, count, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { addDays, dayStart, istanbulDay, streakOf } from "#core/review/days.ts";
import {
  countedAt,
  TYPED_GRADE,
  typedVerdict,
  DEFAULT_NEW_PER_DAY,
  defaultGoal,
  GRADES,
  type Grade,
  type ReviewInput,
  CANDIDATE_LISTS,
  LEARN_AHEAD_MS,
  QUEUE_SIZE,
  type ReviewCardView,
} from "#core/review/review.ts";
import { accountLimitKey, RATE_LIMITS, type RateLimiter } from "#server/auth/rate-limit.ts";
import { rowsOf, type Db } from "#server/db/client.ts";
import {
  classes,
  contents,
  flashcardBoxes,
  reviewCards,
  reviewDays,
  reviewLog,
  reviewSettings,
  users,
  wordLists,
} from "#server/db/schema.ts";
import { meantForPupil } from "#server/homework/queries.ts";
import { adoptCard } from "./adopt";
import { forgottenMost, metDaysOf, reviewWeeks, type ReviewWeek } from "./review-summary";
import { fromLeitnerBox, newCard, reviewed, type CardState } from "#core/review/scheduler.ts";

export interface ReviewService {
  /** The day's state: the card to review now (if any), how many are left, the goal, the streak, the month. */
  today(userId: number, now?: Date): Promise<ReviewDay>;
  /**
   * One review; the same device id twice counts once. `visitor`: made on this device before
   * sign-in and sent after the pupil said it is theirs (decision 0118): a word of an entry's
   * list missing from the account's cards becomes one.
   */
  review(userId: number, input: ReviewInput, now?: Date, visitor?: boolean): Promise<ReviewOutcome>;
  /** The pupil's goal and new words a day. */
  saveSettings(userId: number, settings: { goal: number; newPerDay: number }): Promise<void>;
  /** Everything kept of the pupil's review, for 'Verilerimi indir' (docs/account-export.schema.json). */
  exportOf(userId: number): Promise<ReviewExport>;
  /** Each pupil's week (days the goal was met, streak, words due): for the teacher, only pupils whose parents consented. */
  weeks(userIds: number[], now?: Date): Promise<Map<number, ReviewWeek>>;
  /** The words these pupils forgot most: for the teacher's class page. */
  forgottenMost(userIds: number[]): Promise<{ word: string; lapses: number; pupils: number }[]>;
  /** One post of reviews (a card's form or a device's batch) taken from the pupil's hourly limit; false past it. */
  takePost(userId: number): Promise<boolean>;
}

export interface ReviewExport {
  settings: { goal: number; newPerDay: number } | null;
  cards: {
    entryId: number;
    word: string;
    due: string;
    stability: number;
    difficulty: number;
    reps: number;
    lapses: number;
    state: number;
    lastReview: string | null;
  }[];
  days: { day: string; cards: number; goal: number }[];
  reviews: { grade: number; reviewedAt: string }[];
}

export type ReviewCard = ReviewCardView;

export interface ReviewDay {
  /** The cards due now, the first QUEUE of them, soonest due first: the page shows the first; with scripts, each in turn. */
  queue: ReviewCard[];
  /** Cards due now (the shown one included). */
  left: number;
  /** Cards the pupil has at all. */
  cards: number;
  goal: number;
  newPerDay: number;
  doneToday: number;
  streak: number;
  today: string;
  /** Cards reviewed on each day of the last 42 days, with the goal of that day. */
  days: { day: string; cards: number; goal: number }[];
}

export type ReviewOutcome =
  | { kind: "counted"; grade: Grade; word: string; typed?: "right" | "slip" | "wrong" }
  | { kind: "replay" }
  /** The card was not due when answered (already reviewed): nothing changes. */
  | { kind: "not-due" }
  | { kind: "not-yours" };

/** A review's device id is kept this long: a device sends again within days, not months. */
export const REVIEW_LOG_DAYS = 30;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export function createReviewService(db: Db, limiter: RateLimiter): ReviewService {
  return {
    today: (userId, now = new Date()) => today(db, userId, now),
    review: (userId, input, now = new Date(), visitor = false) => review(db, userId, input, now, visitor),
    saveSettings: (userId, settings) => saveSettings(db, userId, settings),
    exportOf: (userId) => exportOf(db, userId),
    weeks: (userIds, now) => reviewWeeks(db, userIds, now),
    forgottenMost: (userIds) => forgottenMost(db, userIds),
    takePost: (userId) => limiter.hit(accountLimitKey("review:posts", userId), RATE_LIMITS.reviewPostsPerAccount),
  };
}

/** The pupil's settings; the first time, made with the defaults and their flashcard boxes carried over (once). */
async function settingsOf(tx: Tx | Db, userId: number, now: Date) {
  const [found] = await tx.select().from(reviewSettings).where(eq(reviewSettings.userId, userId)).limit(1);
  if (found) return found;
  const [grade] = await tx
    .select({ grade: classes.grade })
    .from(users)
    .innerJoin(classes, eq(classes.id, users.classId))
    .where(eq(users.id, userId))
    .limit(1);
  const [made] = await tx
    .insert(reviewSettings)
    .values({ userId, goal: defaultGoal(grade?.grade ?? null), newPerDay: DEFAULT_NEW_PER_DAY })
    .onConflictDoNothing()
    .returning();
  if (!made) return (await tx.select().from(reviewSettings).where(eq(reviewSettings.userId, userId)))[0];
  // Only the request that made the row carries the boxes over: two first visits at once carry them once.
  const boxes = await tx.select().from(flashcardBoxes).where(eq(flashcardBoxes.userId, userId));
  if (boxes.length)
    await tx
      .insert(reviewCards)
      .values(
        boxes.map((b) => ({
          userId,
          contentId: b.contentId,
          word: b.word,
          ...fromLeitnerBox(b.box, b.updatedAt, now),
          // Met when the box was set: a carried word is not one of today's new words.
          createdAt: b.updatedAt,
        })),
      )
      .onConflictDoNothing();
  return made;
}

/**
 * The entries with a word list the pupil met, most recently first: opened, saved, done, sorted as
 * flashcards, or given as homework meant for them (to their whole class, or to them among some).
 */
async function metLists(tx: Tx, userId: number): Promise<number[]> {
  const lists = await tx.execute(sql`
    select s.content_id from (
      select content_id, greatest(opened_at, done_at, saved_at) as touched from pupil_marks where user_id = ${userId}
      union all select content_id, max(updated_at) from flashcard_boxes where user_id = ${userId} group by content_id
      union all select homework.content_id, homework.created_at from homework
        join class_members m on m.class_id = homework.class_id and m.user_id = ${userId}
        where ${meantForPupil(tx, userId)}
    ) s join word_lists w on w.content_id = s.content_id
    group by s.content_id order by max(s.touched) desc nulls last, s.content_id limit ${CANDIDATE_LISTS}`);
  return rowsOf<{ content_id: number }>(lists).map((r) => r.content_id);
}

/**
 * Up to the day's new words from the lists the pupil met most recently (metLists). Counted by
 * the cards made since Istanbul's midnight, under the settings row's lock: two page loads at
 * once add them once.
 */
async function introduceNew(tx: Tx, userId: number, newPerDay: number, now: Date) {
  const [{ added }] = await tx
    .select({ added: count() })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), gte(reviewCards.createdAt, dayStart(istanbulDay(now)))));
  const room = newPerDay - Number(added);
  if (room <= 0) return;
  const ids = await metLists(tx, userId);
  if (ids.length === 0) return;
  // Two reads for all the lists, not two a list: a pupil whose lists are all met asks on every load.
  const lists = await tx
    .select({ contentId: wordLists.contentId, rows: wordLists.rows })
    .from(wordLists)
    .where(inArray(wordLists.contentId, ids));
  const had = await tx
    .select({ contentId: reviewCards.contentId, word: reviewCards.word })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), inArray(reviewCards.contentId, ids)));
  const have = new Set(had.map((r) => `${r.contentId} ${r.word}`));
  const rowsOfList = new Map(lists.map((l) => [l.contentId, l.rows]));
  const fresh: { contentId: number; word: string }[] = [];
  for (const contentId of ids) {
    for (const { english } of rowsOfList.get(contentId) ?? []) {
      if (fresh.length >= room) break;
      const key = `${contentId} ${english}`;
      if (have.has(key)) continue;
      have.add(key);
      fresh.push({ contentId, word: english });
    }
  }
  if (fresh.length > 0)
    await tx
      .insert(reviewCards)
      .values(fresh.map((f) => ({ userId, ...f, ...newCard(now) })))
      .onConflictDoNothing();
}

/** Cards as the page shows them: the word, its meaning and example from its list, the list's titles (each list read once). */
async function cardViews(db: Db, due: { contentId: number; word: string }[]): Promise<ReviewCard[]> {
  const ids = [...new Set(due.map((c) => c.contentId))];
  const lists = ids.length
    ? await db
        .select({ id: wordLists.contentId, rows: wordLists.rows, title: contents.konuIng, titleTr: contents.konuTr })
        .from(wordLists)
        .innerJoin(contents, eq(contents.id, wordLists.contentId))
        .where(inArray(wordLists.contentId, ids))
    : [];
  const byId = new Map(lists.map((l) => [l.id, l]));
  return due.map(({ contentId, word }) => {
    const list = byId.get(contentId);
    const found = list?.rows.find((w) => w.english === word);
    return {
      contentId,
      word,
      turkish: found?.turkish ?? "",
      example: found?.example ?? null,
      listTitle: list?.title ?? "",
      listTitleTr: list?.titleTr ?? "",
    };
  });
}

/** The goal's days: the last 42 for the calendar, and every day it was met for the streak. */
async function daysOf(db: Db, userId: number, today: string) {
  const days = await db
    .select({ day: reviewDays.day, cards: reviewDays.cards, goal: reviewDays.goal })
    .from(reviewDays)
    .where(and(eq(reviewDays.userId, userId), gte(reviewDays.day, addDays(today, -41))))
    .orderBy(asc(reviewDays.day));
  const met = (await metDaysOf(db, [userId])).get(userId)!;
  return { days, streak: streakOf(met, today) };
}

async function today(db: Db, userId: number, now: Date): Promise<ReviewDay> {
  const settings = await db.transaction(async (tx) => {
    const s = await settingsOf(tx, userId, now);
    await tx.select().from(reviewSettings).where(eq(reviewSettings.userId, userId)).for("update");
    await introduceNew(tx, userId, s.newPerDay, now);
    return s;
  });
  const mine = eq(reviewCards.userId, userId);
  const due = and(mine, lte(reviewCards.due, new Date(now.getTime() + LEARN_AHEAD_MS)));
  const next = await db
    .select({ contentId: reviewCards.contentId, word: reviewCards.word })
    .from(reviewCards)
    .where(due)
    .orderBy(asc(reviewCards.due), asc(reviewCards.contentId), asc(reviewCards.word))
    .limit(QUEUE_SIZE);
  const [{ left }] = await db.select({ left: count() }).from(reviewCards).where(due);
  const [{ cards }] = await db.select({ cards: count() }).from(reviewCards).where(mine);
  const day = istanbulDay(now);
  const { days, streak } = await daysOf(db, userId, day);
  return {
    queue: await cardViews(db, next),
    left: Number(left),
    cards: Number(cards),
    goal: settings.goal,
    newPerDay: settings.newPerDay,
    doneToday: days.find((d) => d.day === day)?.cards ?? 0,
    streak,
    today: day,
    days,
  };
}

async function review(db: Db, userId: number, input: ReviewInput, now: Date, visitor: boolean): Promise<ReviewOutcome> {
  return db.transaction(async (tx) => {
    const card = and(
      eq(reviewCards.userId, userId),
      eq(reviewCards.contentId, input.contentId),
      eq(reviewCards.word, input.word),
    );
    const at = countedAt(input.reviewedAt, now);
    const [mine] = await tx.select().from(reviewCards).where(card).for("update");
    const found = mine ?? (visitor ? await adoptCard(tx, userId, input.contentId, input.word, at) : undefined);
    if (!found) return { kind: "not-yours" } as const;
    const typed = "typed" in input.answer ? typedVerdict(input.word, input.answer.typed) : undefined;
    const grade: Grade = "grade" in input.answer ? input.answer.grade : TYPED_GRADE[typed!];
    // A review sent twice finds its device id taken and changes nothing.
    const [seen] = await tx
      .select({ clientId: reviewLog.clientId })
      .from(reviewLog)
      .where(and(eq(reviewLog.userId, userId), eq(reviewLog.clientId, input.clientId)));
    if (seen) return { kind: "replay" } as const;
    // Only a card due when it was answered counts: the same card sent again and again cannot fill the day's goal.
    if (found.due.getTime() > at.getTime() + LEARN_AHEAD_MS) return { kind: "not-due" } as const;
    const [fresh] = await tx
      .insert(reviewLog)
      .values({ userId, clientId: input.clientId, grade: GRADES.indexOf(grade) + 1, reviewedAt: at })
      .onConflictDoNothing()
      .returning({ clientId: reviewLog.clientId });
    if (!fresh) return { kind: "replay" } as const;
    const next: CardState = reviewed(found, grade, at);
    await tx.update(reviewCards).set(next).where(card);
    const settings = await settingsOf(tx, userId, now);
    await tx
      .insert(reviewDays)
      .values({ userId, day: istanbulDay(at), cards: 1, goal: settings.goal })
      .onConflictDoUpdate({
        target: [reviewDays.userId, reviewDays.day],
        set: { cards: sql`${reviewDays.cards} + 1` },
      });
    return { kind: "counted", grade, word: input.word, ...(typed ? { typed } : {}) } as const;
  });
}

async function saveSettings(db: Db, userId: number, { goal, newPerDay }: { goal: number; newPerDay: number }) {
  await settingsOf(db, userId, new Date());
  await db.update(reviewSettings).set({ goal, newPerDay }).where(eq(reviewSettings.userId, userId));
  // Today's goal follows the change; past days keep theirs.
  await db
    .update(reviewDays)
    .set({ goal })
    .where(and(eq(reviewDays.userId, userId), eq(reviewDays.day, istanbulDay(new Date()))));
}

async function exportOf(db: Db, userId: number): Promise<ReviewExport> {
  const [settings] = await db
    .select({ goal: reviewSettings.goal, newPerDay: reviewSettings.newPerDay })
    .from(reviewSettings)
    .where(eq(reviewSettings.userId, userId));
  const cards = await db
    .select()
    .from(reviewCards)
    .where(eq(reviewCards.userId, userId))
    .orderBy(asc(reviewCards.contentId), asc(reviewCards.word));
  const days = await db
    .select({ day: reviewDays.day, cards: reviewDays.cards, goal: reviewDays.goal })
    .from(reviewDays)
    .where(eq(reviewDays.userId, userId))
    .orderBy(asc(reviewDays.day));
  const reviews = await db
    .select({ grade: reviewLog.grade, reviewedAt: reviewLog.reviewedAt })
    .from(reviewLog)
    .where(eq(reviewLog.userId, userId))
    .orderBy(asc(reviewLog.reviewedAt));
  return {
    settings: settings ?? null,
    cards: cards.map((c) => ({
      entryId: c.contentId,
      word: c.word,
      due: c.due.toISOString(),
      stability: c.stability,
      difficulty: c.difficulty,
      reps: c.reps,
      lapses: c.lapses,
      state: c.state,
      lastReview: c.lastReview?.toISOString() ?? null,
    })),
    days,
    reviews: reviews.map((r) => ({ grade: r.grade, reviewedAt: r.reviewedAt.toISOString() })),
  };
}
