import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { VIDEO_EMBED_ORIGIN } from "../../core/video";

/**
 * A strict policy: scripts only from our origin or with this request's nonce,
 * frames only from the no-cookie video host (and only after the pupil presses
 * play), the PDF viewer's worker only from our origin, and nothing at all from
 * any other third party: the video poster is our own, not the video site's thumbnail.
 */
export function contentSecurityPolicy(nonce: string, { dev = false } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${dev ? " 'unsafe-eval'" : ""}`,
    // Vite's dev server injects <style> tags; production styles are files only.
    `style-src 'self'${dev ? " 'unsafe-inline'" : ""}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws:" : ""}`,
    `frame-src ${VIDEO_EMBED_ORIGIN}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeaders({ dev = false } = {}): MiddlewareHandler<{ Variables: { cspNonce: string } }> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("cspNonce", nonce);
    await next();
    const h = c.res.headers;
    // A 304 must not carry a policy: the browser would merge it into the page it kept, whose nonce differs.
    if (c.res.status === 304) {
      h.set("X-Content-Type-Options", "nosniff");
      return;
    }
    if ((h.get("Content-Type") ?? "").startsWith("text/html")) {
      h.set("Content-Security-Policy", contentSecurityPolicy(nonce, { dev }));
    } else if (!h.has("Content-Security-Policy")) {
      h.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'self'");
    }
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    // The Google popup's last page sets its own (unsafe-none) to keep window.opener after the issuer's pages.
    if (!h.has("Cross-Origin-Opener-Policy")) h.set("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
    h.set("X-Frame-Options", "DENY");
  };
}
