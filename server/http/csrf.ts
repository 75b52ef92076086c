import type { MiddlewareHandler } from "hono";
import { tr } from "#core/messages.ts";
import { readCookie } from "#core/cookies.ts";
import { NEWSLETTER_PATHS } from "#core/newsletter.ts";
import { SESSION_COOKIE } from "#server/auth/session-cookie.ts";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF protection for every form and API mutation. Browsers send Origin on every
 * POST/PUT/PATCH/DELETE and Sec-Fetch-Site with it; a request from another site is
 * refused before any code runs. A mutation that carries our session cookie but
 * neither header (no browser does that) is refused too. The SameSite=Lax cookie
 * is the second wall.
 */
export function csrfProtection(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    // RFC 8058 one-click unsubscribe: the mail provider POSTs from its own origin, without
    // our cookie. Only this exact address passes; the secret token in its URL is the
    // only authority there (server/newsletter/newsletter-service.ts).
    if (c.req.method === "POST" && c.req.path === NEWSLETTER_PATHS.unsubscribe) return next();
    // Compared by host: behind a TLS-terminating proxy our own URL says http while the browser says https.
    const host = c.req.header("Host") ?? new URL(c.req.url).host;
    const origin = c.req.header("Origin");
    const site = c.req.header("Sec-Fetch-Site");
    const crossOrigin =
      (origin !== undefined && hostOf(origin) !== host) ||
      (site !== undefined && site !== "same-origin" && site !== "none");
    const unverifiable =
      origin === undefined && site === undefined && readCookie(c.req.header("Cookie"), SESSION_COOKIE) !== null;
    if (crossOrigin || unverifiable) {
      return c.json({ code: "csrf", message: tr.account.csrf }, 403);
    }
    return next();
  };
}

/** The host of an Origin header, or null when it is not an address. */
export function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
