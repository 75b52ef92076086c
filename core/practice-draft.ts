import type { ContentTypeCode } from "./content-types";
import { trPracticeAdmin } from "./messages/practice-admin";
import { trPracticeWrongType } from "./messages/practice-wrong-type";
import {
  carriesPart,
  PRACTICE_FIELDS,
  type PracticeAnswer,
  type PracticeAnswers,
  type PracticePart,
} from "./practice-form";
import { parseQuiz, type Quiz, type QuizFormat } from "./quiz-formats";
import type { EmbeddedPicture } from "./quiz-pictures";
import { parseWordList, type WordRow } from "./word-list";

/**
 * An entry's word list and quiz as the admin's add/edit form carries them: the
 * pasted text (or a chosen file's), checked whole by the parsers of core/ before anything
 * is stored. One set of rules for the form in the browser (its live preview), the form
 * posted without JavaScript (the server's preview) and the server's save.
 */

/** What the form sent. A part left out (undefined) is left as it is stored; an empty one is removed. */
export interface PracticeDraft {
  words?: string;
  quiz?: string;
  quizFormat: QuizFormat;
  /** A chosen file that could not be read as text, by part: its message. */
  unreadable?: Partial<Record<PracticePart, string>>;
}

/** What a save writes: per part, undefined leaves it, null removes it, a value replaces it. */
export interface PracticePlan {
  words?: WordRow[] | null;
  /** `pictures`: the bytes of its questions' pictures, stored by the server before the quiz (decision 0131). */
  quiz?: { format: QuizFormat; source: string; quiz: Quiz; pictures?: EmbeddedPicture[] } | null;
}

export type PracticeCheck =
  | { ok: true; plan: PracticePlan; answers: PracticeAnswers }
  | { ok: false; answers: PracticeAnswers; errors: Partial<Record<(typeof PRACTICE_FIELDS)[PracticePart], string>> };

/** One part's text parsed: the preview's answer, and what a save would store (null: nothing, or bad lines). */
function parsePart(
  part: PracticePart,
  text: string,
  format: QuizFormat,
): { answer: PracticeAnswer; value: WordRow[] | Quiz | null; pictures?: EmbeddedPicture[] } {
  const answer: PracticeAnswer = {
    part,
    text,
    error: null,
    problems: [],
    preview: null,
    ...(part === "quiz" ? { format } : {}),
  };
  if (!text.trim()) return { answer, value: null };
  if (part === "words") {
    const parsed = parseWordList(text);
    if (parsed.errors.length) return { answer: { ...answer, problems: parsed.errors }, value: null };
    return { answer: { ...answer, preview: { words: parsed.rows } }, value: parsed.rows };
  }
  const parsed = parseQuiz(text, format);
  if (!parsed.ok) return { answer: { ...answer, problems: parsed.errors }, value: null };
  return {
    answer: { ...answer, preview: { questions: parsed.quiz.questions.map((q) => ({ kind: q.kind, text: q.text })) } },
    value: parsed.quiz,
    pictures: parsed.pictures,
  };
}

/** Parses one part's text for its preview (nothing else: no type rule, nothing stored). */
export const previewPractice = (part: PracticePart, text: string, format: QuizFormat = "gift"): PracticeAnswer =>
  parsePart(part, text, format).answer;

/** The field's message: the part's own problem, or the first bad line (and how many more). */
function fieldError(answer: PracticeAnswer): string | null {
  if (answer.error) return answer.error;
  const [first, ...more] = answer.problems;
  if (!first) return null;
  return more.length ? trPracticeAdmin.andMoreLines(first.message, more.length) : first.message;
}

/**
 * The form's practice for an entry of `type` (null when the type itself is not yet valid:
 * the texts are still parsed, so the form shows every problem at once). A part with text
 * on a type that does not take it is refused, never dropped without a word.
 */
export function checkPractice(type: ContentTypeCode | null, draft: PracticeDraft): PracticeCheck {
  const answers: PracticeAnswers = {};
  const errors: Partial<Record<(typeof PRACTICE_FIELDS)[PracticePart], string>> = {};
  const plan: PracticePlan = {};
  for (const part of ["words", "quiz"] as const) {
    const text = draft[part];
    if (text === undefined) continue;
    const unreadable = draft.unreadable?.[part];
    const { answer, value, pictures } = unreadable
      ? { answer: { ...parsePart(part, "", draft.quizFormat).answer, text, error: unreadable }, value: null }
      : parsePart(part, text, draft.quizFormat);
    answers[part] = answer;
    if (!answer.error && type !== null && !carriesPart(part, type)) {
      // Nothing typed: the part is not this type's, and stays as it is stored.
      if (!text.trim()) continue;
      answer.error = trPracticeWrongType[part];
    }
    const error = fieldError(answer);
    if (error) errors[PRACTICE_FIELDS[part]] = error;
    else if (part === "words") plan.words = value as WordRow[] | null;
    else
      plan.quiz = value
        ? { format: draft.quizFormat, source: text, quiz: value as Quiz, ...(pictures ? { pictures } : {}) }
        : null;
  }
  return Object.keys(errors).length ? { ok: false, answers, errors } : { ok: true, plan, answers };
}
