/** What the content page and the practice script share about an entry's practice (issue 20). */

/** The printable worksheet of an entry's word list and quiz; `anahtar=1` adds the answer key, for the admin only. */
export const printPath = (entryPath: string, withKey = false) => `${entryPath}/yazdir${withKey ? `?${ANSWER_KEY_PARAM}=1` : ""}`;

/** The worksheet's query parameter that asks for the answer key. */
export const ANSWER_KEY_PARAM = "anahtar";

/** Where the content page's 'Yazdır' leads; the admin (the teacher) also gets the worksheet with its key. */
export interface PrintLinks {
  sheet: string;
  withKey: string | null;
}

/** A signed-in pupil's flashcard boxes: read with GET ?id=, written with POST (app/lib/flashcards.server.ts). */
export const CARDS_PATH = "/alistirma/kartlar";

/** Where a visitor's device keeps its Leitner boxes (core/flashcards.ts's Boxes), until sign-in. */
export const DEVICE_CARDS_KEY = "merdiven:kartlar";

/** One question's feedback as the pupil answers (the practice script posts here). */
export const QUIZ_CHECK_PATH = "/alistirma/kontrol";

/** The word table and the quiz form, drawn on the server (app/lib/practice.server.tsx). */
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
