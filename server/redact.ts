/**
 * Secrets and personal data taken out of text that outlives a request: logs, sent
 * mails in the outbox, backups (docs/decisions/0021). Both scans walk the text with
 * indexOf, never a pattern that could backtrack: log lines may carry whatever a
 * visitor typed.
 */

/** What a link's token becomes once it must not open anything any more. */
export const REDACTED = "[redacted]";

const TOKEN_PARAM = "token=";
/** Where a token in a URL ends: the next parameter, fragment, quote, bracket or space. */
const TOKEN_END = new Set([..." \t\r\n&#\"'<>()[]{}"]);

/** Every `token=…` value (the mailed links' one secret, core/newsletter.ts and the auth routes) replaced by [redacted]. */
export function redactTokens(text: string): string {
  let out = "";
  let last = 0;
  for (let at = text.indexOf(TOKEN_PARAM); at !== -1;) {
    const start = at + TOKEN_PARAM.length;
    let end = start;
    while (end < text.length && !TOKEN_END.has(text[end])) end++;
    if (end > start) {
      out += text.slice(last, start) + REDACTED;
      last = end;
    }
    // On from the value's end: a value is never read twice.
    at = text.indexOf(TOKEN_PARAM, end);
  }
  return out + text.slice(last);
}

const LOCAL_PART = /[\w.%+-]/;
const DOMAIN_PART = /[A-Z0-9.-]/i;

/**
 * Every e-mail address shown as its first letter and its domain (`a***@example.com`):
 * a log can still tell two failures apart, but names no pupil. Each character is
 * looked at a bounded number of times: the walk left from an `@` stops at the one
 * before, the walk right at the next.
 */
export function maskEmails(text: string): string {
  let out = "";
  let last = 0;
  for (let at = text.indexOf("@"); at !== -1; at = text.indexOf("@", at + 1)) {
    let start = at;
    while (start > last && LOCAL_PART.test(text[start - 1])) start--;
    let end = at + 1;
    while (end < text.length && DOMAIN_PART.test(text[end])) end++;
    const domain = text.slice(at + 1, end);
    if (start === at || !domain.includes(".")) continue;
    out += `${text.slice(last, start)}${text[start]}***@${domain}`;
    last = end;
  }
  return out + text.slice(last);
}
