/**
 * A pupil's tries of homework (docs/decisions/0069, 0076, 0084): a quiz try and a self-test try,
 * each counted against the pupil's limit before anything is read, kept under a lock of their
 * progress row so two at once cannot both be the last, and answered again, never stored twice,
 * when the device sends it twice. Opening an item and marking it read are in pupil.ts.
 */
import { and, eq, sql } from "drizzle-orm";
import type { TryAnswers } from "#core/homework/homework.ts";
import { foldAnswer, scoreQuiz, type QuizAnswers, type QuizScore } from "#core/quiz-formats.ts";
import { accountLimitKey, RATE_LIMITS, type RateLimiter } from "#server/auth/rate-limit.ts";
import type { Db } from "#server/db/client.ts";
import { homework, homeworkProgress, homeworkTries, quizzes, wordLists } from "#server/db/schema.ts";
import type { DeviceSend, QuizSubmission, SelfTestSubmission, TryOptions } from "./pupil";
import { answersHeld, pupilItem, type PupilHomework } from "./queries";

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
export async function touch(
  runner: Pick<Db, "select" | "insert">,
  item: { id: number },
  userId: number,
  classId?: number,
) {
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

export async function submitQuiz(
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
  // Shown when no item of the entry holds them any more (decision 0127), not by this item's choice alone.
  return { ...outcome, item, showAnswers: (await answersHeld(db, userId, item.contentId, now)) === null };
}

export async function submitSelfTest(
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
