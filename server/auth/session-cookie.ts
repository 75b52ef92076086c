import { SESSION_COOKIE_NAME } from "#core/site-cookies.ts";
import { readCookie } from "#core/cookies.ts";
import { isTokenShaped } from "#core/token-shape.ts";
import type { Config } from "#server/config.ts";
import { SESSION_DAYS } from "./sessions";

/** The session cookie: a random token, HttpOnly, SameSite=Lax, Secure unless on plain-http loopback. */
export const SESSION_COOKIE = SESSION_COOKIE_NAME;

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The one rule for every cookie's Secure flag, decided once per request (the load context's
 * `secureCookies`; google.ts): Secure everywhere a browser would accept it, that is over
 * https and, in production (NODE_ENV, read in server/config.ts), on any host but a
 * developer's own machine.
 */
export function cookieIsSecure(requestUrl: string, config: Pick<Config, "NODE_ENV">): boolean {
  const url = new URL(requestUrl);
  return url.protocol === "https:" || (config.NODE_ENV === "production" && !LOOPBACK.has(url.hostname));
}

/** A first-party cookie the way all of ours are set: whole site (unless `path` narrows it), HttpOnly, SameSite=Lax. */
export function serializeCookie(
  name: string,
  value: string,
  maxAgeSeconds: number,
  secure: boolean,
  path = "/",
): string {
  return [
    `${name}=${value}`,
    `Path=${path}`,
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSeconds}`,
    secure ? "Secure" : "",
  ]
    .filter(Boolean)
    .join("; ");
}

/** `secure`: cookieIsSecure for the request answered (the load context's `secureCookies`). */
export function sessionCookie(token: string, secure: boolean): string {
  return serializeCookie(SESSION_COOKIE, token, SESSION_DAYS * 24 * 60 * 60, secure);
}

export function clearSessionCookie(secure: boolean): string {
  return serializeCookie(SESSION_COOKIE, "", 0, secure);
}

/** A random token from one of our cookies, or null when absent or not shaped like one of ours. */
export function cookieToken(request: Request, name: string): string | null {
  const token = readCookie(request.headers.get("Cookie"), name);
  return token && isTokenShaped(token) ? token : null;
}

export function sessionToken(request: Request): string | null {
  return cookieToken(request, SESSION_COOKIE);
}
