/**
 * The newsletter's mailed links. One place for the addresses: the routes, the
 * links in mails and the CSRF exception for RFC 8058 one-click unsubscribe
 * (server/http/csrf.ts) must agree to the character.
 */
export const NEWSLETTER_PATHS = {
  /** GET shows a button; its POST confirms the sign-up (a link scanner's GET confirms nothing). */
  confirm: "/bulten/onay",
  /** GET shows a button; a POST (ours, or a mail provider's one-click) removes the address. */
  unsubscribe: "/bulten/ayril",
} as const;

export const confirmPath = (token: string) => `${NEWSLETTER_PATHS.confirm}?token=${encodeURIComponent(token)}`;
export const unsubscribePath = (token: string) => `${NEWSLETTER_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`;

/** The admin's subscriber list shows this many per page. */
export const NEWSLETTER_PAGE_SIZE = 50;
