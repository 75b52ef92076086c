/** The addresses and the device key the content page and the practice script share about an entry's practice; its view types are in core/practice-view.ts. */

/** A signed-in pupil's flashcard boxes: read with GET ?id=, written with POST (app/lib/flashcards.server.ts). */
export const CARDS_PATH = "/alistirma/kartlar";

/** Where a visitor's device keeps its Leitner boxes (core/flashcards.ts's Boxes), until sign-in. */
export const DEVICE_CARDS_KEY = "merdiven:kartlar";

/** One question's feedback as the pupil answers (the practice script posts here). */
export const QUIZ_CHECK_PATH = "/alistirma/kontrol";
/** A dictation's sentence for the device's speech, fetched only when 'Cümleyi dinle' is pressed (decision 0077). */
export const DICTATION_PATH = "/alistirma/dikte";
