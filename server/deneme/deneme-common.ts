import { and, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from "drizzle-orm";
import { denemeQuestions, denemeTopics, type DenemeQuestion } from "#core/deneme/deneme.ts";
import { netScore, type Letter } from "#core/deneme/forms.ts";
import type { DenemeSettings } from "#core/deneme/settings.ts";
import { carriesQuiz } from "#core/practice.ts";
import type { Db } from "#server/db/client.ts";
import { contents, denemeAnswers, denemeAttempts, denemeSettings, quizzes } from "#server/db/schema.ts";
import { recordDenemeHomework } from "#server/homework/deneme-homework.ts";

/**
 * What the deneme service's parts share (decision 0121): a deneme with its questions and keys
 * (server-side only), the pupil's saved answers, and the one finishing step that scores what was
 * saved, run by 'Bitir', by the pupil's first read after the end and by a teacher's read of the
 * class's report or homework grid (decision 0128) alike.
 */

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface DenemeEntry {
  id: number;
  sinif: number;
  konuIng: string;
  konuTr: string;
}

export interface Deneme extends DenemeSettings {
  entry: DenemeEntry;
  /** With their keys: never handed to a page before the pupil's end. */
  questions: DenemeQuestion[];
}

/** An exam entry's deneme, or null: no settings, no quiz, or not an exam-like entry. */
export async function denemeOf(db: Db | Tx, contentId: number): Promise<Deneme | null> {
  const [row] = await db
    .select({
      entry: { id: contents.id, sinif: contents.sinif, konuIng: contents.konuIng, konuTr: contents.konuTr },
      type: contents.icerikTuru,
      quiz: quizzes.questions,
      form: denemeSettings.form,
      minutes: denemeSettings.minutes,
      topics: denemeSettings.topics,
      withdrawn: denemeSettings.withdrawn,
    })
    .from(denemeSettings)
    .innerJoin(contents, eq(contents.id, denemeSettings.contentId))
    .innerJoin(quizzes, eq(quizzes.contentId, denemeSettings.contentId))
    .where(eq(denemeSettings.contentId, contentId))
    .limit(1);
  if (!row || !carriesQuiz(row.type)) return null;
  const questions = denemeQuestions(row.quiz);
  if (questions.length === 0) return null;
  const { entry, form, minutes, topics, withdrawn } = row;
  // The admin's typed topic first, then the quiz's own category or `konu:` tag (decision 0125).
  return { entry, form, minutes, topics: denemeTopics(row.quiz, topics), withdrawn, questions };
}

/** The keys as netScore reads them: a withdrawn question's is null. */
export const keysOf = (deneme: Pick<Deneme, "questions" | "withdrawn">): (Letter | null)[] =>
  deneme.questions.map((q) => (deneme.withdrawn.includes(q.number) ? null : q.key));

export interface SavedAnswer {
  choice: Letter | null;
  marked: boolean;
}

export async function answersOf(db: Db | Tx, attemptId: number): Promise<Map<number, SavedAnswer>> {
  const rows = await db
    .select({ question: denemeAnswers.question, choice: denemeAnswers.choice, marked: denemeAnswers.marked })
    .from(denemeAnswers)
    .where(eq(denemeAnswers.attemptId, attemptId));
  return new Map(rows.map((r) => [r.question, { choice: r.choice, marked: r.marked }]));
}

export const choicesOf = (answers: Map<number, SavedAnswer>) =>
  new Map([...answers].map(([n, a]) => [n, a.choice] as const));

/**
 * Finishes one attempt of the pupil's: sets its finish (the end at the latest) and its scores
 * from what was saved, in one transaction. The row lock of the UPDATE makes a save racing it wait
 * (the save's SELECT … FOR SHARE) and then see the attempt finished; a second finish finds it
 * finished already and changes nothing. True when this call finished it.
 */
export async function finishAttempt(db: Db, userId: number, attemptId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(denemeAttempts)
      .set({ finishedAt: sql`least(now(), ${denemeAttempts.endsAt})` })
      .where(
        and(eq(denemeAttempts.id, attemptId), eq(denemeAttempts.userId, userId), isNull(denemeAttempts.finishedAt)),
      )
      .returning({
        contentId: denemeAttempts.contentId,
        form: denemeAttempts.form,
        startedAt: denemeAttempts.startedAt,
        finishedAt: denemeAttempts.finishedAt,
        questions: denemeAttempts.questions,
      });
    if (!closed) return false;
    const deneme = await denemeOf(tx, closed.contentId);
    const answers = await answersOf(tx, attemptId);
    const keys = deneme ? keysOf(deneme) : [];
    const score = netScore(closed.form, keys, choicesOf(answers));
    await tx
      .update(denemeAttempts)
      .set({ right: score.right, wrong: score.wrong, blank: score.blank, net: score.net })
      .where(eq(denemeAttempts.id, attemptId));
    await recordDenemeHomework(tx, {
      userId,
      contentId: closed.contentId,
      startedAt: closed.startedAt,
      finishedAt: closed.finishedAt!,
      net: score.net,
      questions: closed.questions,
    });
    return true;
  });
}

/**
 * Finishes the open attempts that `which` picks whose time is up, each through finishAttempt, so the
 * scores and the homework record are written in one place. One select finds them: at most one open
 * attempt per pupil and deneme (the partial unique index), so the work is bounded by the pupils and
 * denemes asked for. A finish racing this one (the pupil's 'Bitir' or read, a second teacher's read)
 * waits on the row and then finds it finished: finishAttempt's `finished_at is null` makes the loser
 * change nothing and write no homework. How many it found: once it returns, each of them is finished
 * and committed, by this call or by the one it waited for.
 */
async function finishExpiredWhere(db: Db, which: SQL | undefined): Promise<number> {
  const expired = await db
    .select({ id: denemeAttempts.id, userId: denemeAttempts.userId })
    .from(denemeAttempts)
    .where(and(which, isNull(denemeAttempts.finishedAt), lte(denemeAttempts.endsAt, sql`now()`)));
  for (const { id, userId } of expired) await finishAttempt(db, userId, id);
  return expired.length;
}

/** Every open attempt whose time is up, of any pupil: the background closer's pass (server/deneme/deneme-closer.ts). */
export const finishAllExpired = (db: Db): Promise<number> => finishExpiredWhere(db, undefined);

/** Finishes every attempt of the pupil whose time is up (time up: the server scores what was saved). */
export const finishExpired = (db: Db, userId: number, contentId?: number): Promise<number> =>
  finishExpiredWhere(
    db,
    and(
      eq(denemeAttempts.userId, userId),
      contentId === undefined ? undefined : eq(denemeAttempts.contentId, contentId),
    ),
  );

/**
 * The same for a teacher's read (decision 0128): the attempts of these denemes by these pupils whose
 * time ran out while the page was closed, so the class's report and the homework grid count them
 * without waiting for each pupil to come back. No deneme or no pupil: no query.
 */
export const finishExpiredOf = async (db: Db, contentIds: number[], userIds: number[]): Promise<number> =>
  contentIds.length === 0 || userIds.length === 0
    ? 0
    : finishExpiredWhere(
        db,
        and(inArray(denemeAttempts.contentId, contentIds), inArray(denemeAttempts.userId, userIds)),
      );

/** The pupil's finished attempts of a deneme, oldest first: the history's nets. */
export async function historyOf(db: Db, userId: number, contentId: number) {
  const rows = await db
    .select({ id: denemeAttempts.id, net: denemeAttempts.net, finishedAt: denemeAttempts.finishedAt })
    .from(denemeAttempts)
    .where(
      and(
        eq(denemeAttempts.userId, userId),
        eq(denemeAttempts.contentId, contentId),
        isNotNull(denemeAttempts.finishedAt),
      ),
    )
    .orderBy(denemeAttempts.startedAt);
  return rows.map((r) => ({ id: r.id, net: r.net ?? 0, finishedAt: r.finishedAt! }));
}
