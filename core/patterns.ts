/**
 * Plain patterns the browser needs too; kept apart from the zod schemas so a
 * page that only checks an address does not ship the schema library.
 */

/** The longest address mail can carry (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * docs/product.md: text, @, text, dot, text. Written so that no input makes it backtrack
 * (the domain's first label takes no dot, so there is one way to match): linear in
 * the length, which isEmailAddress checks first anyway.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s.@]*\.[^\s@]+$/;

/**
 * A domain written with the root's dot at its end (boss@example.com.) is the same mailbox to
 * many mail servers, yet another text to every comparison here: such an address could pass for
 * another one (ADMIN_EMAIL's), so it is refused wherever an address is taken.
 */
export const endsWithDot = (text: string): boolean => text.endsWith(".");

/** An address of docs/product.md's shape, never longer than MAX_EMAIL_LENGTH (checked before the pattern runs), never ending in a dot. */
export function isEmailAddress(text: string): boolean {
  return text.length <= MAX_EMAIL_LENGTH && !endsWithDot(text) && EMAIL_PATTERN.test(text);
}

/** The longest contact or feedback message we keep. */
export const MAX_MESSAGE_LENGTH = 5000;

/** The contact and feedback forms' hidden field, which bots fill in and people never see. */
export const HONEYPOT_FIELD = "website";

/** The longest password read (a longer one is refused before it is hashed); zod-free, so a page can set maxLength without zod. */
export const MAX_PASSWORD_LENGTH = 128;
