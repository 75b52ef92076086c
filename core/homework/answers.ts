/**
 * The one reader of a homework answer (docs/decisions/0095): a quiz's fields q1, q2.0 … (and a
 * content page's quiz, the same form) or a self-test's w0, w1 …, whichever door they came
 * through: the page's form, the JSON API, the device's outbox. Every bound is here, so a field
 * the page takes the API takes too, and one refused is refused by all.
 */
import { MAX_QUESTIONS } from "#core/quiz-limits.ts";

/** What a form answers: a quiz's questions or a self-test's typed words. */
export type AnswerKind = "quiz" | "self-test";

/** Digits of a question's number: as many as MAX_QUESTIONS has (3). */
const QUESTION_DIGITS = String(MAX_QUESTIONS).length;
/**
 * A quiz field: the question's number, and a row's number (three digits) for a question of
 * many rows (matching, ordering, gaps, picture).
 */
const QUIZ_FIELD = new RegExp(`^q\\d{1,${QUESTION_DIGITS}}(?:\\.\\d{1,3})?$`);
/** A self-test field: the word's place in its list (four digits: at most MAX_ANSWERS words). */
const WORD_FIELD = /^w\d{1,4}$/;
/** The longest name either pattern takes ('q' and the question's digits, a dot and a row's 3: 8); a longer one is not read, no pattern tried on it. */
const MAX_NAME = 1 + QUESTION_DIGITS + 4;
/** At most this many answers are read; the rest of a form is left. */
export const MAX_ANSWERS = 2_000;
/** Characters kept of one quiz answer, and of one typed word. */
const LONGEST: Record<AnswerKind, number> = { quiz: 1_000, "self-test": 200 };
const FIELD: Record<AnswerKind, RegExp> = { quiz: QUIZ_FIELD, "self-test": WORD_FIELD };

/**
 * The answers among a form's fields: only the kind's names, each value a string cut to size,
 * empty ones kept (an empty field is the page's 'not answered', scored as such).
 */
export function readAnswers(fields: Iterable<[string, unknown]>, kind: AnswerKind = "quiz"): Record<string, string> {
  const answers: Record<string, string> = {};
  const pattern = FIELD[kind];
  let n = 0;
  for (const [name, value] of fields) {
    if (typeof value !== "string" || name.length > MAX_NAME || !pattern.test(name)) continue;
    if (++n > MAX_ANSWERS) break;
    answers[name] = value.slice(0, LONGEST[kind]);
  }
  return answers;
}

/** A JSON body's `answers` object as a form's fields (anything else: none). */
export function jsonFields(raw: unknown): [string, unknown][] {
  return raw && typeof raw === "object" && !Array.isArray(raw) ? Object.entries(raw) : [];
}

/** A quiz form's version (the time its quiz last changed), cut to size; "" when absent. */
export const readVersion = (raw: unknown): string => (typeof raw === "string" ? raw.slice(0, 20) : "");
