/**
 * A pupil's side of homework (docs/decisions/0069, 0076, 0084): their items, opening
 * one, and every kind of answer, through the page's form or sent later from the device. The
 * tries of a quiz or a self-test (counted, locked, answered again when sent twice) are
 * pupil-tries.ts's; this module keeps the rest.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { reviewOf } from "#core/homework/review.ts";
import type { QuizAnswers, QuizScore } from "#core/quiz-formats.ts";
import type { RateLimiter } from "#server/auth/rate-limit.ts";
import type { Db } from "#server/db/client.ts";
import {
  classMembers,
  flashcardBoxes,
  homeworkProgress,
  homeworkTries,
  quizzes,
  wordLists,
} from "#server/db/schema.ts";
import { pupilReviewItems, type PupilReviewHomework } from "./daily-review";
import { countedTime, submitQuiz, submitSelfTest, touch } from "./pupil-tries";
import { pupilItemsNow } from "./deneme-items";
import { answersHeld, pupilItem, type PupilHomework } from "./queries";

export { countedTime } from "./pupil-tries";

export type QuizSubmission =
  | { ok: true; result: QuizScore; showAnswers: boolean; item: PupilHomework; replayed: boolean }
  | { ok: false; code: "not-found" | "not-quiz" | "no-tries" | "changed" | "too-many" };

/** A self-test try's result; "too-many" past the pupil's limit of tries (RATE_LIMITS.homeworkTriesPerAccount). */
export type SelfTestSubmission =
  | { ok: true; score: number; total: number; passed: boolean; item: PupilHomework; replayed: boolean }
  | { ok: false; code: "not-found" | "too-many" };

/** What a send from the device (docs/decisions/0076, 0084) brings besides its answers: the device's time, and the server's (tests). */
export interface DeviceSend {
  recordedAt?: Date;
  now?: Date;
}

/** A try's own: the device's id (sent again, the kept try is answered) and its time. */
export type TryOptions = DeviceSend & { clientId?: string };

export interface PupilHomeworkService {
  /** The homework of the pupil's classes meant for them (the whole class, or them among some), with their progress; soonest due first. */
  mine(userId: number, homeworkId?: number): Promise<PupilHomework[]>;
  /**
   * The pupil's 'Günlük tekrar' items (docs/decisions/0119), soonest due first, each with the days
   * the daily goal was met in its period: done by those days alone, never by a button.
   */
  reviewHomework(userId: number): Promise<PupilReviewHomework[]>;
  /** One item of the pupil's, or null (not theirs: another class's, or given to some classmates only). */
  one(userId: number, homeworkId: number): Promise<PupilHomework | null>;
  /** Whether the account is in any class ('Ödevlerim' in its menu). */
  inAnyClass(userId: number): Promise<boolean>;
  /** The pupil opened the item (the entry, for reading): 'başladı'. Idempotent; null when it is not theirs. */
  open(userId: number, homeworkId: number): Promise<PupilHomework | null>;
  /**
   * 'Okudum, bitti': only an item to read, only after the entry was opened through it.
   * Idempotent (a replay keeps the first time). Sent later from the device (docs/decisions/0084):
   * `recordedAt` counts where the teacher allows it, bounded as a quiz try's; `opened`, the
   * device's word that the entry was opened offline (its link on the offline page), opens it
   * at arrival where the server never saw it opened, and then arrival is the time counted.
   */
  markRead(
    userId: number,
    homeworkId: number,
    options?: DeviceSend & { opened?: boolean },
  ): Promise<"done" | "not-opened" | null>;
  /**
   * A try of a homework quiz, scored on the server: the tries are counted under a lock of
   * the pupil's progress row, so two at once cannot both be the last; each try is kept with
   * its answers per question; the counted score is the first's or the best's. `clientId`
   * (an offline answer's device-made id): sent again, the kept try is answered, not a new one.
   */
  submitQuiz(
    userId: number,
    homeworkId: number,
    version: string,
    answers: QuizAnswers,
    options?: TryOptions,
  ): Promise<QuizSubmission>;
  /**
   * The self-test of an item's word list, scored on the server: the English of each Turkish
   * word, typed; done when the share right reaches the item's pass mark. The best is kept.
   * Each try is kept as a quiz's, and a replay under its `clientId` counts nothing.
   */
  submitSelfTest(
    userId: number,
    homeworkId: number,
    answers: Record<string, string>,
    options?: TryOptions,
  ): Promise<SelfTestSubmission>;
  /**
   * A flashcard item is done once every word of the list was sorted (either way) after
   * the pupil opened the item: read from the account's Leitner boxes, then kept.
   */
  checkFlashcards(userId: number, homeworkId: number): Promise<PupilHomework | null>;
  /**
   * Whether a signed-in pupil must not see an entry's right answers now: a quiz item of
   * theirs on it whose teacher chose 'after the due time' (not passed yet) or 'never'. The
   * content page's quiz, its one-question check and the homework page all ask this.
   */
  hidesAnswers(userId: number, contentId: number, now?: Date): Promise<boolean>;
  /**
   * The pupil's last try of a quiz item with the right answers, once the teacher's time has come
   * (decision 0112): for everyone who tried, on time or late, tries left or not. Null before that
   * time, under 'never', or without a try.
   */
  review(userId: number, homeworkId: number, now?: Date): Promise<QuizScore | null>;
}

/** The item's due time kept with the moment it is done (set together; an update's right sides read the row as it was). */
const doneDue = (item: { dueAt: Date }) =>
  sql`case when ${homeworkProgress.doneAt} is null then ${item.dueAt.toISOString()}::timestamptz else ${homeworkProgress.doneDueAt} end`;

async function open(db: Db, userId: number, homeworkId: number): Promise<PupilHomework | null> {
  const item = await pupilItem(db, userId, homeworkId);
  if (!item) return null;
  await touch(db, item, userId);
  return (await pupilItem(db, userId, homeworkId))!;
}

async function markRead(
  db: Db,
  userId: number,
  homeworkId: number,
  options: DeviceSend & { opened?: boolean } = {},
): Promise<"done" | "not-opened" | null> {
  let item = await pupilItem(db, userId, homeworkId);
  if (!item || item.kind !== "read") return null;
  if (!item.openedAt && options.opened) item = await open(db, userId, homeworkId);
  if (!item?.openedAt) return "not-opened";
  const done = options.recordedAt ? countedTime(item, item.openedAt, options) : null;
  await db
    .update(homeworkProgress)
    .set({
      doneAt: done
        ? sql`coalesce(${homeworkProgress.doneAt}, ${done.toISOString()}::timestamptz)`
        : sql`coalesce(${homeworkProgress.doneAt}, now())`,
      doneDueAt: doneDue(item),
    })
    .where(and(eq(homeworkProgress.homeworkId, item.id), eq(homeworkProgress.userId, userId)));
  return "done";
}

async function checkFlashcards(db: Db, userId: number, homeworkId: number): Promise<PupilHomework | null> {
  const item = await pupilItem(db, userId, homeworkId);
  if (!item || item.kind !== "flashcards" || !item.openedAt || item.doneAt) return item;
  const [list] = await db
    .select({ rows: wordLists.rows })
    .from(wordLists)
    .where(eq(wordLists.contentId, item.contentId))
    .limit(1);
  const words = new Set(list?.rows.map((w) => w.english) ?? []);
  const sorted = await db
    .select({ word: flashcardBoxes.word, at: flashcardBoxes.updatedAt })
    .from(flashcardBoxes)
    .where(and(eq(flashcardBoxes.userId, userId), eq(flashcardBoxes.contentId, item.contentId)));
  const since = sorted.filter((r) => words.has(r.word) && r.at.getTime() >= item.openedAt!.getTime());
  if (!words.size || since.length < words.size) return item;
  const last = new Date(Math.max(...since.map((r) => r.at.getTime())));
  await db
    .update(homeworkProgress)
    .set({
      doneAt: sql`coalesce(${homeworkProgress.doneAt}, ${last.toISOString()}::timestamptz)`,
      doneDueAt: doneDue(item),
      score: words.size,
      total: words.size,
    })
    .where(and(eq(homeworkProgress.homeworkId, item.id), eq(homeworkProgress.userId, userId)));
  return pupilItem(db, userId, homeworkId);
}

async function review(db: Db, userId: number, homeworkId: number, now = new Date()): Promise<QuizScore | null> {
  const item = await pupilItem(db, userId, homeworkId);
  if (!item || item.kind !== "quiz" || item.triesUsed === 0) return null;
  // Held while any item of the entry holds them: another item's, or a deneme's (decision 0127).
  if ((await answersHeld(db, userId, item.contentId, now)) !== null) return null;
  const [last] = await db
    .select()
    .from(homeworkTries)
    .where(and(eq(homeworkTries.homeworkId, item.id), eq(homeworkTries.userId, userId)))
    .orderBy(desc(homeworkTries.id))
    .limit(1);
  const [quiz] = await db
    .select({ questions: quizzes.questions })
    .from(quizzes)
    .where(eq(quizzes.contentId, item.contentId))
    .limit(1);
  return last && quiz ? reviewOf(quiz.questions, last) : null;
}

export function createPupilHomework(db: Db, limiter?: RateLimiter): PupilHomeworkService {
  return {
    // A deneme whose time ran out with the page closed is finished first (decision 0128).
    mine: (userId, homeworkId) => pupilItemsNow(db, userId, { homeworkId }),
    reviewHomework: (userId) => pupilReviewItems(db, userId),
    one: async (userId, homeworkId) => (await pupilItemsNow(db, userId, { homeworkId }))[0] ?? null,
    async inAnyClass(userId) {
      const [row] = await db
        .select({ id: classMembers.classId })
        .from(classMembers)
        .where(eq(classMembers.userId, userId))
        .limit(1);
      return Boolean(row);
    },
    open: (...args) => open(db, ...args),
    markRead: (...args) => markRead(db, ...args),
    submitQuiz: (...args) => submitQuiz(db, limiter, ...args),
    submitSelfTest: (...args) => submitSelfTest(db, limiter, ...args),
    checkFlashcards: (...args) => checkFlashcards(db, ...args),
    review: (...args) => review(db, ...args),
    hidesAnswers: async (userId, contentId, now = new Date()) =>
      (await answersHeld(db, userId, contentId, now)) !== null,
  };
}
