import type { MiddlewareHandler } from "hono";

/**
 * One address per page (docs/product.md): `/kelimeler/` answers 301 to `/kelimeler`, the
 * query kept. The target is made from the path alone, never from the Host header,
 * and leading slashes are folded into one so `//other.site/` cannot become a
 * redirect to another site.
 */
export function trailingSlashRedirect(): MiddlewareHandler {
  return async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    if (pathname.length < 2 || !pathname.endsWith("/") || (c.req.method !== "GET" && c.req.method !== "HEAD"))
      return next();
    const trimmed = `/${trimSlashes(pathname)}`;
    return c.body(null, 301, { Location: trimmed + search, "Cache-Control": "public, max-age=86400" });
  };
}

/** The path without slashes at either end; a loop, not a pattern, so a path of thousands of slashes costs one pass. */
function trimSlashes(path: string): string {
  let start = 0;
  let end = path.length;
  while (start < end && path[start] === "/") start++;
  while (end > start && path[end - 1] === "/") end--;
  return path.slice(start, end);
}
