import { getPath } from "hono/utils/url";
import { readCookie } from "#core/cookies.ts";
import { dataSaverRequested } from "#core/data-saver.ts";
import { TWO_STEP_COOKIE_NAME } from "#core/site-cookies.ts";
import { isPrivatePath, isUnderPrefix } from "#core/site-path.ts";
import { SESSION_COOKIE } from "#server/auth/session-cookie.ts";
import type { HeaderReader } from "./request-headers";
import { TOAST_COOKIE } from "./toast-cookie";

/*
 * Which requests the response cache (response-cache.ts) may answer with a kept answer, and
 * which answers it may keep: only what every anonymous visitor shares.
 */

/** Not pages and not the read API: stored files, built assets and the operations endpoints have their own caching. */
const NOT_CACHED_PREFIXES = ["/files/", "/assets/", "/auth/", "/healthz", "/readyz", "/metrics"];

/** The admin's bulk imports: they answer only the admin, and change by the second. */
export const PRIVATE_API_PREFIXES = ["/api/v1/imports", "/api/v1/classes"];

/** What makes a request someone's: a session, a login waiting for its second step, a bearer token. */
const CREDENTIAL_COOKIES = [SESSION_COOKIE, TWO_STEP_COOKIE_NAME];

/** Longer paths are not kept: no page of ours has one, and every pattern below runs on it. */
const MAX_KEPT_PATH = 2048;

/** Browsers revalidate every time (a 304 costs a few bytes); a CDN may keep an answer a minute and refresh it in the background. */
export const SHARED_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300";
export const PRIVATE_CACHE_CONTROL = "private, no-store";
/** A page differs by these: compression, a session or flash cookie (then it is not kept), and data-saver mode. */
const PAGE_VARY = "Accept-Encoding, Cookie, Save-Data";
const API_VARY = "Accept-Encoding";

/**
 * What a request is: one every visitor shares (`keep`, its key; `store` when its answer
 * may become the kept one), or not (`privatePage`: sent `private, no-store`).
 */
export type RequestKind =
  { keep: true; key: string; vary: string; store: boolean } | { keep: false; privatePage: boolean };

const NOT_SHARED: RequestKind = { keep: false, privatePage: false };
const PRIVATE: RequestKind = { keep: false, privatePage: true };

/**
 * The path exactly as the routers read it: Hono routes on this (`c.req.path`, percent-
 * decoded except `%2F` and `%25`), so `/api/v1/%69mports` reaches the import API and
 * `/%66iles/…` the stored files. The address as sent decides nothing (docs/decisions/0052).
 */
const routedPath = (request: Pick<Request, "url">): string => getPath(request as Request);

/**
 * The routed path read as loosely as any router here might read it, only to ask "could
 * this be a private page?": every escape decoded (`%2F` too), `;params` dropped, runs of
 * slashes made one, in lower case (React Router matches routes case-insensitively).
 * Reading too much into a path costs a render; reading too little leaks a page. null for
 * a path that cannot be decoded: it is not kept either.
 */
export function loosePath(routed: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(routed);
  } catch {
    return null;
  }
  return decoded
    .replace(/;[^/]*/g, "")
    .replace(/\/+/g, "/")
    .toLowerCase();
}

/** Whether the request carries anything that makes its answer someone's (a session cookie, the two-step cookie, an Authorization header). */
export function carriesCredential(
  request: Pick<Request, "url">,
  headers: HeaderReader = (request as Request).headers,
): boolean {
  if (headers.get("Authorization") !== null) return true;
  const cookies = headers.get("Cookie");
  return CREDENTIAL_COOKIES.some((name) => readCookie(cookies, name) !== null);
}

/** Decides what a request is: something every visitor shares (and its key), or not. */
export function classify(
  request: Pick<Request, "method" | "url">,
  headers: HeaderReader = (request as Request).headers,
): RequestKind {
  if (request.method !== "GET") return NOT_SHARED;
  const url = new URL(request.url);
  const routed = routedPath(request);
  const loose = routed.length <= MAX_KEPT_PATH ? loosePath(routed) : null;
  if (loose === null) return PRIVATE;
  // The admin's imports: never kept, whoever asks and however the address is spelt.
  if (isUnderPrefix(loose, PRIVATE_API_PREFIXES)) return PRIVATE;
  // The read API answers alike for everyone: a signed-in reader gets the shared answer, but
  // only an anonymous request's answer is ever kept (defence in depth: a private answer
  // missed by the rule above still never reaches the shelf from an admin's request).
  if (routed.startsWith("/api/"))
    return {
      keep: true,
      key: `api ${url.pathname}${url.search}`,
      vary: API_VARY,
      store: !carriesCredential(request, headers),
    };
  if (NOT_CACHED_PREFIXES.some((p) => routed.startsWith(p))) return NOT_SHARED;
  // Public files (icons, banners, the service worker) are not pages.
  const last = routed.slice(routed.lastIndexOf("/") + 1);
  if (last.includes(".") && !last.endsWith(".data")) return NOT_SHARED;
  if (
    isPrivatePath(loose) ||
    carriesCredential(request, headers) ||
    readCookie(headers.get("Cookie"), TOAST_COOKIE) !== null
  )
    return PRIVATE;
  const saver = dataSaverRequested(headers) ? " saver" : "";
  return { keep: true, key: `page ${url.pathname}${url.search}${saver}`, vary: PAGE_VARY, store: true };
}

/**
 * Whether the handler said its answer is someone's: `private` or `no-store`, or a cookie
 * set. Such an answer is sent, never kept, even on an address classify() let through.
 */
export function answerIsPersonal(response: Response): boolean {
  const cacheControl = (response.headers.get("Cache-Control") ?? "").slice(0, 512);
  return response.headers.has("Set-Cookie") || /(?:^|[\s,])(?:private|no-store)(?:$|[\s,=])/i.test(cacheControl);
}
