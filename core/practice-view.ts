import type { PublicQuestion, QuizScore } from "#core/quiz-formats.ts";
import type { WordRow } from "#core/word-list.ts";

/** What the content page, its worksheet and the server share about an entry's practice. */

/** The worksheet's query parameter that asks for the answer key. */
export const ANSWER_KEY_PARAM = "anahtar";

/** The printable worksheet of an entry's word list and quiz; `anahtar=1` adds the answer key, for the admin only. */
export const printPath = (entryPath: string, withKey = false) =>
  `${entryPath}/yazdir${withKey ? `?${ANSWER_KEY_PARAM}=1` : ""}`;

/** Where the content page's 'Yazdır' leads; the admin (the teacher) also gets the worksheet with its key. */
export interface PrintLinks {
  sheet: string;
  withKey: string | null;
}

/** An entry's practice as its page draws it (server/practice/practice-view.ts): the words, the quiz without its answers, the pupil's best. */
export interface PracticeParts {
  words: WordRow[] | null;
  quiz: { questions: PublicQuestion[]; version: string } | null;
  /** The signed-in pupil's best result, in words; null for a visitor or before a first try. */
  best: string | null;
  print: PrintLinks;
}

/** The word table and the quiz form, drawn on the server as HTML (app/lib/practice.server.tsx). */
export interface PracticeView {
  html: string;
  words: boolean;
  quiz: boolean;
}

/** The quiz form's answer: the result, or why there is none, drawn as HTML. */
export interface QuizAnswer {
  kind: "quiz";
  html: string;
}

/**
 * What the printable worksheet is given: the English words and the questions without their
 * answers; the answer key only for the teacher who asked for it.
 */
export interface Worksheet {
  words: string[] | null;
  quiz: PublicQuestion[] | null;
  teacher: boolean;
  key: { words: Pick<WordRow, "english" | "turkish">[] | null; quiz: string[] | null } | null;
}

/** A scored quiz, or why it was not scored: too many answers from this pupil or address, or a quiz that is gone or changed. */
export type QuizOutcome = { refused: "too-many" | "gone" } | { result: QuizScore };
