/** The sizes a quiz may have, whatever format it came in (GIFT, Aiken, Moodle XML): one place for them. */
export const MAX_QUESTIONS = 300;
/** Characters of one question's text. */
export const MAX_QUESTION = 2_000;
/** Characters of one answer, option or item. */
export const MAX_OPTION = 500;
/** Characters of a question's topic, whether the quiz names it (decision 0125) or the admin types it (decision 0121). */
export const TOPIC_MAX = 80;
/** Characters of a reading text shared by the questions after it (decision 0130): a long LGS or YDT passage fits. */
export const MAX_PASSAGE = 4_000;
