import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { contentSecurityPolicy } from "./csp";

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
