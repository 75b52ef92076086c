import { scoreQuiz, type Quiz, type QuizScore } from "#core/quiz-formats.ts";
import type { TryAnswers } from "./homework";

/**
 * A kept try read again with its right answers (decision 0112): when the teacher's time for the
 * answers comes, every pupil who tried sees their last try's marks and the right answers, even
 * with no try left to send. A try keeps what was given and earned per question, not the
 * questions' texts nor their right answers: those come from the quiz as it is now (scored with
 * no answers, which names each one's right answer), matched by the question's id. A question
 * added since the try is left out; a dictation's word-by-word marks are not kept, so not shown.
 */
export function reviewOf(quiz: Quiz, kept: { score: number; total: number; answers: TryAnswers }): QuizScore {
  const key = scoreQuiz(quiz, {});
  const questions = key.questions.flatMap((q) => {
    const given = kept.answers[q.id];
    if (!given || given.kind !== q.kind) return [];
    return [
      { ...q, given: given.given, credit: given.credit, correct: given.correct, words: undefined, refused: undefined },
    ];
  });
  return { score: kept.score, total: kept.total, questions };
}
