import type { ContentTypeCode } from "./content-types";
import { carriesQuiz, carriesWordList, isQuizFormat } from "./practice";
import type { QuizFormat } from "./quiz-formats";
import type { WordRow } from "./word-list";

/**
 * The word-list and quiz fields of the admin's add/edit form: their names, their limits and the
 * shape of a checked part, without the parsers. The form's page loads this with its first load and
 * the parsers (core/practice-draft.ts) only when the admin types or saves (docs/decisions/0117).
 */

export type PracticePart = "words" | "quiz";

/** The form's field names: the text, a file to read instead, and the quiz's format. */
export const PRACTICE_FIELDS = {
  words: "kelimeListesi",
  quiz: "test",
  quizFormat: "testBicimi",
  wordsFile: "kelimeDosyasi",
  quizFile: "testDosyasi",
} as const;

/** The button that asks for a preview instead of a save (the form without JavaScript). */
export const PREVIEW_INTENT = { name: "intent", value: "onizle" } as const;

/** The most a chosen word-list or quiz file may weigh (the parsers take 200,000 characters). */
export const MAX_PRACTICE_FILE_BYTES = 1024 * 1024;

export type PracticeProblem = { line: number; message: string };

/** What one part's text gave: every bad line with its number, or what would be stored. */
export interface PracticeAnswer {
  part: PracticePart;
  /** The text as it was sent (or read from the chosen file), to fill the field again. */
  text: string;
  format?: QuizFormat;
  /** A problem with the whole part (a file that is not text, the wrong type of entry). */
  error: string | null;
  problems: PracticeProblem[];
  preview: { words: WordRow[] } | { questions: { kind: string; text: string }[] } | null;
}

export type PracticeAnswers = Partial<Record<PracticePart, PracticeAnswer>>;

export const carriesPart = (part: PracticePart, type: ContentTypeCode) =>
  part === "words" ? carriesWordList(type) : carriesQuiz(type);

export const quizFormatOf = (value: unknown): QuizFormat => (isQuizFormat(value) ? value : "gift");
