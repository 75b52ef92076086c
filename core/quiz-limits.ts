/** The sizes a quiz may have, whatever format it came in (GIFT, Aiken, Moodle XML): one place for them. */
export const MAX_QUESTIONS = 300;
/** Characters of one question's text. */
export const MAX_QUESTION = 2_000;
/** Characters of one answer, option or item. */
export const MAX_OPTION = 500;
