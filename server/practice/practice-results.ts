import { and, eq, sql } from "drizzle-orm";
import { scoreQuiz, type QuizAnswers, type QuizScore } from "#core/quiz-formats.ts";
import type { Db } from "#server/db/client.ts";
import { quizResults } from "#server/db/schema.ts";
import { currentVersion, quizOf } from "./practice-common";

/**
 * A pupil's answers to an entry's quiz: scored on the server, one question's feedback as the
 * pupil goes, and the best and last kept for a signed-in pupil.
 */

/** A pupil's best and last on one quiz. */
export interface QuizResult {
  best: number;
  last: number;
  total: number;
}

export interface PracticeResults {
  /**
   * Scores a pupil's answers on the server (the page never had them); null when the
   * quiz is gone or changed since the form was shown. A signed-in pupil's best and
   * last are kept; a changed quiz (a new version, even with as many questions) starts
   * its best again: a kept result older than the quiz was scored on an earlier version.
   */
  score(contentId: number, version: string, answers: QuizAnswers, userId: number | null): Promise<QuizScore | null>;
  /**
   * One question's feedback as the pupil goes (the practice script): right or wrong, never
   * the right answer, which a pupil could otherwise collect question by question before
   * submitting; the result page shows it. Null when there is no such question.
   */
  check(
    contentId: number,
    version: string,
    questionId: string,
    answers: QuizAnswers,
  ): Promise<{ correct: boolean } | null>;
  /** A pupil's stored results, for the data export. */
  exportRows(userId: number): Promise<(QuizResult & { contentId: number; updatedAt: Date })[]>;
  /** A pupil's best and last on the quiz as it is now; none when the quiz changed since (that best was of another quiz). */
  resultOf(userId: number, contentId: number): Promise<QuizResult | null>;
}

export function createPracticeResults(db: Db): PracticeResults {
  return {
    score: (contentId, version, answers, userId) => score(db, contentId, version, answers, userId),

    async check(contentId, version, questionId, answers) {
      const stored = await quizOf(db, contentId);
      const question = stored?.version === version ? stored.quiz.questions.find((q) => q.id === questionId) : undefined;
      if (!question) return null;
      const [scored] = scoreQuiz({ questions: [question] }, answers).questions;
      return { correct: scored.correct };
    },

    exportRows: (userId) =>
      db
        .select({
          contentId: quizResults.contentId,
          best: quizResults.best,
          last: quizResults.last,
          total: quizResults.total,
          updatedAt: quizResults.updatedAt,
        })
        .from(quizResults)
        .where(eq(quizResults.userId, userId)),

    async resultOf(userId, contentId) {
      const [row] = await db
        .select({ best: quizResults.best, last: quizResults.last, total: quizResults.total })
        .from(quizResults)
        .where(
          and(
            eq(quizResults.userId, userId),
            eq(quizResults.contentId, contentId),
            sql`${quizResults.updatedAt} >= (${currentVersion(contentId)})`,
          ),
        )
        .limit(1);
      return row ?? null;
    },
  };
}

async function score(
  db: Db,
  contentId: number,
  version: string,
  answers: QuizAnswers,
  userId: number | null,
): Promise<QuizScore | null> {
  const stored = await quizOf(db, contentId);
  if (!stored || stored.version !== version) return null;
  const result = scoreQuiz(stored.quiz, answers);
  if (userId !== null) {
    await db
      .insert(quizResults)
      .values({ userId, contentId, best: result.score, last: result.score, total: result.total })
      .onConflictDoUpdate({
        target: [quizResults.userId, quizResults.contentId],
        set: {
          best: sql`case when ${quizResults.updatedAt} >= (${currentVersion(contentId)}) then greatest(${quizResults.best}, excluded.best) else excluded.best end`,
          last: result.score,
          total: result.total,
          updatedAt: sql`now()`,
        },
      });
  }
  return result;
}
