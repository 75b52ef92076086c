/**
 * Plain patterns the browser needs too; kept apart from the zod schemas so a
 * page that only checks an address does not ship the schema library.
 */

/** SPEC.md §5: text, @, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest contact or feedback message we keep. */
export const MAX_MESSAGE_LENGTH = 5000;
