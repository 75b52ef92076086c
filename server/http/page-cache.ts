import { createHash } from "node:crypto";
import { readCookie, SESSION_COOKIE } from "../auth/session-cookie";

/**
 * A render cache for anonymous visitors: a public page is rendered once and then
 * served from memory until an admin changes something (or a minute passes, the
 * bound on staleness when another instance made the change). The CSP nonce is
 * stored as a placeholder and a fresh one is put in on every answer. Pages get a
 * strong ETag over the page without its nonce, so a revisit costs a 304.
 */
const NONCE_PLACEHOLDER = "__MERDIVEN_NONCE__";
const PRIVATE_PREFIXES = ["/admin", "/notekle", "/kurulum", "/sifre-sifirla", "/dogrula", "/logout", "/auth"];

interface CachedPage {
  template: string;
  etag: string;
  headers: [string, string][];
  storedAt: number;
}

export function pageEtag(template: string): string {
  return `"p-${createHash("sha1").update(template).digest("base64url").slice(0, 22)}"`;
}

export function createPageCache({ maxEntries = 500, ttlMs = 60_000 } = {}) {
  const pages = new Map<string, CachedPage>();

  const isAnonymousPageRequest = (request: Request) => {
    if (request.method !== "GET") return false;
    const url = new URL(request.url);
    if (url.pathname.endsWith(".data") || PRIVATE_PREFIXES.some((p) => url.pathname.startsWith(p))) return false;
    const cookies = request.headers.get("Cookie");
    return readCookie(cookies, SESSION_COOKIE) === null && readCookie(cookies, "toast") === null;
  };

  function answer(page: CachedPage, nonce: string, ifNoneMatch: string | null): Response {
    const headers = new Headers(page.headers);
    headers.set("ETag", page.etag);
    headers.set("Cache-Control", "no-cache");
    headers.set("X-Page-Cache", "hit");
    if (ifNoneMatch?.split(/\s*,\s*/).includes(page.etag)) {
      headers.delete("Content-Type");
      return new Response(null, { status: 304, headers });
    }
    return new Response(page.template.replaceAll(NONCE_PLACEHOLDER, nonce), { status: 200, headers });
  }

  return {
    /** Serves the request from the cache, or renders it with `render` and keeps the result when it may. */
    async handle(request: Request, nonce: string, render: () => Promise<Response>): Promise<Response> {
      if (!isAnonymousPageRequest(request)) {
        // Pages of signed-in visitors (and flash-toast pages) are never kept by a browser's or a proxy's cache.
        const response = await render();
        if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "private, no-store");
        return response;
      }
      const key = new URL(request.url).pathname + new URL(request.url).search;
      const cached = pages.get(key);
      if (cached && Date.now() - cached.storedAt < ttlMs) return answer(cached, nonce, request.headers.get("If-None-Match"));

      const response = await render();
      const html = (response.headers.get("Content-Type") ?? "").startsWith("text/html");
      if (response.status !== 200 || !html || response.headers.has("Set-Cookie")) return response;
      const body = await response.text();
      const template = body.replaceAll(nonce, NONCE_PLACEHOLDER);
      const page: CachedPage = { template, etag: pageEtag(template), headers: [...response.headers.entries()], storedAt: Date.now() };
      pages.delete(key);
      pages.set(key, page);
      if (pages.size > maxEntries) pages.delete(pages.keys().next().value!);
      return answer(page, nonce, request.headers.get("If-None-Match"));
    },

    /** Any change made by a signed-in user (an admin's add, edit or delete) empties the cache at once. */
    afterMutation(request: Request, response: Response) {
      const mutating = request.method !== "GET" && request.method !== "HEAD";
      if (mutating && response.status < 400 && readCookie(request.headers.get("Cookie"), SESSION_COOKIE) !== null) pages.clear();
    },

    clear: () => pages.clear(),
    get size() {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
