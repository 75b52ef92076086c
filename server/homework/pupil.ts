/**
 * A pupil's side of homework (docs/decisions/0069, 0076, 0084): their items, opening
 * one, and every kind of answer, through the page's form or sent later from the device. Each
 * try is counted against the pupil's limit, kept under a lock of their progress row, and
 * answered again, never stored twice, when the device sends it twice.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { answersShownAt, type TryAnswers } from "#core/homework/homework.ts";
import { reviewOf } from "#core/homework/review.ts";
import { foldAnswer, scoreQuiz, type QuizAnswers, type QuizScore } from "#core/quiz-formats.ts";
import { accountLimitKey, RATE_LIMITS, type RateLimiter } from "#server/auth/rate-limit.ts";
import type { Db } from "#server/db/client.ts";
import {
  classMembers,
  flashcardBoxes,
  homework,
  homeworkProgress,
  homeworkTries,
  quizzes,
  wordLists,
} from "#server/db/schema.ts";
import { pupilItem, pupilItems, type PupilHomework } from "./queries";

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
type TryOptions = DeviceSend & { clientId?: string };

export interface PupilHomeworkService {
  /** The homework of the pupil's classes meant for them (the whole class, or them among some), with their progress; soonest due first. */
  mine(userId: number, homeworkId?: number): Promise<PupilHomework[]>;
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

/**
 * The time an answer counts at: its arrival; the device's recorded time only where the teacher
 * allows it, and then never later than the arrival nor earlier than the item's opening (online,
 * on the server): a forged clock moves nothing outside the time the pupil really had it.
 */
export function countedTime(
  item: { deviceTime: boolean },
  openedAt: Date,
  { recordedAt, now = new Date() }: DeviceSend,
): Date {
  if (!item.deviceTime || !recordedAt) return now;
  return new Date(Math.min(now.getTime(), Math.max(openedAt.getTime(), recordedAt.getTime())));
}

/** A quiz's version as its form carries it (server/practice/practice-service.ts's rule: the time it last changed). */
const quizVersion = (updatedAt: Date) => String(updatedAt.getTime());

/** The item's due time kept with the moment it is done (set together; an update's right sides read the row as it was). */
const doneDue = (item: { dueAt: Date }) =>
  sql`case when ${homeworkProgress.doneAt} is null then ${item.dueAt.toISOString()}::timestamptz else ${homeworkProgress.doneDueAt} end`;

/** A kept try as its result again (an offline answer sent twice): the score, each question right or wrong. */
const replayOf = (kept: typeof homeworkTries.$inferSelect): QuizScore => ({
  score: kept.score,
  total: kept.total,
  questions: Object.entries(kept.answers).map(([id, a]) => ({
    id,
    kind: a.kind,
    text: "",
    credit: a.credit,
    correct: a.correct,
    given: a.given,
    right: "",
  })),
});

async function classOfItem(runner: Pick<Db, "select">, homeworkId: number): Promise<number> {
  const [row] = await runner
    .select({ classId: homework.classId })
    .from(homework)
    .where(eq(homework.id, homeworkId))
    .limit(1);
  return row.classId;
}

/** The pupil's progress row of an item, made on first opening ('başladı'). */
async function touch(runner: Pick<Db, "select" | "insert">, item: { id: number }, userId: number, classId?: number) {
  await runner
    .insert(homeworkProgress)
    .values({ homeworkId: item.id, classId: classId ?? (await classOfItem(runner, item.id)), userId })
    .onConflictDoNothing();
}

/** The pupil's progress row of an item, made if need be and locked for the transaction: tries counted one after the other. */
async function lockedProgress(tx: Pick<Db, "select" | "insert">, item: { id: number }, userId: number) {
  const classId = await classOfItem(tx, item.id);
  await touch(tx, item, userId, classId);
  const [progress] = await tx
    .select()
    .from(homeworkProgress)
    .where(and(eq(homeworkProgress.homeworkId, item.id), eq(homeworkProgress.userId, userId)))
    .for("update");
  return { classId, progress };
}

/** A try already kept under the device's id (an offline answer sent again), of whichever item. */
async function keptTry(runner: Pick<Db, "select">, userId: number, clientId: string) {
  const [kept] = await runner
    .select()
    .from(homeworkTries)
    .where(and(eq(homeworkTries.userId, userId), eq(homeworkTries.clientId, clientId)))
    .limit(1);
  return kept ?? null;
}

const triesKey = (userId: number) => accountLimitKey("homework:tries", userId);

/** Counts a try and moves the pupil's progress: first or best score, and done at the time counted unless done earlier. */
async function keepTry(
  tx: Pick<Db, "insert" | "update">,
  item: PupilHomework,
  kept: {
    classId: number;
    userId: number;
    clientId?: string;
    score: number;
    total: number;
    answers: TryAnswers;
    now: Date;
    counted: Date;
  },
  progress: { score: number; keepsDone: boolean },
) {
  const { classId, userId, clientId, score, total, answers, now, counted } = kept;
  await tx.insert(homeworkTries).values({
    homeworkId: item.id,
    classId,
    userId,
    clientId: clientId ?? null,
    score,
    total,
    answers,
    receivedAt: now,
    countedAt: counted,
  });
  await tx
    .update(homeworkProgress)
    .set({
      tries: sql`${homeworkProgress.tries} + 1`,
      score: progress.score,
      total,
      ...(progress.keepsDone ? {} : { doneAt: counted, doneDueAt: item.dueAt }),
    })
    .where(and(eq(homeworkProgress.homeworkId, item.id), eq(homeworkProgress.userId, userId)));
}

/** Whether the progress was already done at or before the time counted (a later try moves no done time). */
const doneBy = (progress: { doneAt: Date | null }, counted: Date) =>
  progress.doneAt !== null && progress.doneAt.getTime() <= counted.getTime();

/**
 * Counts a try against the pupil's limit before anything is read or scored
 * (RATE_LIMITS.homeworkTriesPerAccount), whichever door it came through. An offline try
 * sent again under a kept clientId costs nothing: it is answered, never stored twice.
 */
async function mayTry(
  db: Db,
  limiter: RateLimiter | undefined,
  userId: number,
  clientId: string | undefined,
): Promise<"counted" | "free" | "refused"> {
  if (!limiter || (clientId && (await keptTry(db, userId, clientId)))) return "free";
  return (await limiter.hit(triesKey(userId), RATE_LIMITS.homeworkTriesPerAccount)) ? "counted" : "refused";
}

/** A try sent again while its first sending was still being kept (both counted) turned out a replay: its count is given back. */
async function replayed(limiter: RateLimiter | undefined, userId: number, taken: "counted" | "free") {
  if (taken === "counted") await limiter?.release(triesKey(userId));
}

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

async function submitQuiz(
  db: Db,
  limiter: RateLimiter | undefined,
  userId: number,
  homeworkId: number,
  version: string,
  answers: QuizAnswers,
  options: TryOptions = {},
): Promise<QuizSubmission> {
  const taken = await mayTry(db, limiter, userId, options.clientId);
  if (taken === "refused") return { ok: false, code: "too-many" };
  const now = options.now ?? new Date();
  const outcome = await db.transaction(async (tx) => {
    const item = await pupilItem(tx, userId, homeworkId);
    if (!item) return { ok: false as const, code: "not-found" as const };
    if (item.kind !== "quiz") return { ok: false as const, code: "not-quiz" as const };
    const { classId, progress } = await lockedProgress(tx, item, userId);
    const [quiz] = await tx
      .select({ questions: quizzes.questions, updatedAt: quizzes.updatedAt })
      .from(quizzes)
      .where(eq(quizzes.contentId, item.contentId))
      .limit(1);
    if (options.clientId) {
      const kept = await keptTry(tx, userId, options.clientId);
      if (kept && kept.homeworkId === item.id && quiz)
        return { ok: true as const, replayed: true, result: replayOf(kept), item };
      if (kept) return { ok: false as const, code: "not-found" as const };
    }
    if (!quiz || quizVersion(quiz.updatedAt) !== version) return { ok: false as const, code: "changed" as const };
    if (item.tries !== 0 && progress.tries >= item.tries) return { ok: false as const, code: "no-tries" as const };
    const result = scoreQuiz(quiz.questions, answers);
    const kept: TryAnswers = Object.fromEntries(
      result.questions.map((q) => [q.id, { kind: q.kind, given: q.given, correct: q.correct, credit: q.credit }]),
    );
    const counted = countedTime(item, progress.openedAt, { ...options, now });
    const first = progress.tries === 0;
    const score =
      item.scoreCounts === "first"
        ? first
          ? result.score
          : progress.score!
        : Math.max(result.score, progress.score ?? 0);
    await keepTry(
      tx,
      item,
      {
        classId,
        userId,
        clientId: options.clientId,
        score: result.score,
        total: result.total,
        answers: kept,
        now,
        counted,
      },
      { score, keepsDone: doneBy(progress, counted) },
    );
    return { ok: true as const, replayed: false, result, item };
  });
  if (!outcome.ok) return outcome;
  if (outcome.replayed) await replayed(limiter, userId, taken);
  const item = (await pupilItem(db, userId, homeworkId))!;
  return { ...outcome, item, showAnswers: answersShownAt(item, now) };
}

async function submitSelfTest(
  db: Db,
  limiter: RateLimiter | undefined,
  userId: number,
  homeworkId: number,
  answers: Record<string, string>,
  options: TryOptions = {},
): Promise<SelfTestSubmission> {
  const taken = await mayTry(db, limiter, userId, options.clientId);
  if (taken === "refused") return { ok: false, code: "too-many" };
  const now = options.now ?? new Date();
  const outcome = await db.transaction(async (tx) => {
    const item = await pupilItem(tx, userId, homeworkId);
    if (!item || item.kind !== "self-test") return null;
    const [list] = await tx
      .select({ rows: wordLists.rows })
      .from(wordLists)
      .where(eq(wordLists.contentId, item.contentId))
      .limit(1);
    if (!list?.rows.length) return null;
    const { classId, progress } = await lockedProgress(tx, item, userId);
    const passedBy = (score: number, total: number) => score * 100 >= item.passPercent * total;
    if (options.clientId) {
      const kept = await keptTry(tx, userId, options.clientId);
      if (kept && kept.homeworkId === item.id)
        return { score: kept.score, total: kept.total, passed: passedBy(kept.score, kept.total), replayed: true };
      if (kept) return null;
    }
    const total = list.rows.length;
    const given = list.rows.map((w, i) => ({
      id: `w${i}`,
      given: (answers[`w${i}`] ?? "").slice(0, 200),
      correct: foldAnswer(answers[`w${i}`] ?? "") === foldAnswer(w.english),
    }));
    const score = given.filter((g) => g.correct).length;
    const passed = passedBy(score, total);
    const counted = countedTime(item, progress.openedAt, { ...options, now });
    const keptAnswers: TryAnswers = Object.fromEntries(
      given.map((g) => [
        g.id,
        { kind: "short" as const, given: g.given, correct: g.correct, credit: g.correct ? 1 : 0 },
      ]),
    );
    const keepsDone = !passed || doneBy(progress, counted);
    await keepTry(
      tx,
      item,
      { classId, userId, clientId: options.clientId, score, total, answers: keptAnswers, now, counted },
      { score: Math.max(score, progress.score ?? 0), keepsDone },
    );
    return { score, total, passed, replayed: false };
  });
  if (!outcome) return { ok: false, code: "not-found" };
  if (outcome.replayed) await replayed(limiter, userId, taken);
  return { ok: true, ...outcome, item: (await pupilItem(db, userId, homeworkId))! };
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
  if (!item || item.kind !== "quiz" || item.triesUsed === 0 || !answersShownAt(item, now)) return null;
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
    mine: (userId, homeworkId) => pupilItems(db, userId, { homeworkId }),
    one: (userId, homeworkId) => pupilItem(db, userId, homeworkId),
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
    async hidesAnswers(userId, contentId, now = new Date()) {
      const items = await pupilItems(db, userId, { contentId });
      return items.some((i) => i.kind === "quiz" && !answersShownAt(i, now));
    },
  };
}
