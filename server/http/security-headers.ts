import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { contentSecurityPolicy } from "./csp";
import { headersOf, type HeaderReader } from "./request-headers";

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
    // A page may ask for less: a parent's link keeps its token out of every Referer ("no-referrer", decision 0071).
    if (!h.has("Referrer-Policy")) h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    // The microphone for our own pages only, asked for on a pupil's press ('Dinle ve söyle', decision 0078); never for a frame.
    h.set("Permissions-Policy", "camera=(), microphone=(self), geolocation=(), interest-cohort=()");
    // The Google popup's last page sets its own (unsafe-none) to keep window.opener after the issuer's pages.
    if (!h.has("Cross-Origin-Opener-Policy")) h.set("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
    h.set("X-Frame-Options", "DENY");
  };
}

/** A year, subdomains included: after one visit over HTTPS a browser never tries plain HTTP. */
export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Whether the visitor's browser reached us over HTTPS: the socket's own TLS, else (only
 * behind TRUST_PROXY proxies) X-Forwarded-Proto as the outermost trusted proxy set it,
 * counted from the right like X-Forwarded-For, so a value the client sent ahead of the
 * proxies' own does not count. Without a socket (tests' app.request) the URL's scheme.
 */
export function cameOverHttps(
  incoming: IncomingMessage | undefined,
  url: string,
  forwardedProto: string | undefined,
  trustedHops: number,
): boolean {
  const direct = incoming ? Boolean((incoming.socket as { encrypted?: boolean }).encrypted) : url.startsWith("https:");
  if (direct || trustedHops === 0 || !forwardedProto) return direct;
  const chain = forwardedProto.split(",").map((p) => p.trim().toLowerCase());
  return chain[Math.max(0, chain.length - trustedHops)] === "https";
}

/**
 * HSTS on every answer that came over HTTPS, and only on those. It runs outside the
 * response cache (app.ts), per request, so a kept answer never carries another
 * request's scheme; the cache does not keep the header either (response-cache.ts), and
 * adds `headersFor` to each kept answer it sends (the middleware then leaves that answer alone).
 */
export function strictTransportSecurity(trustedHops: number) {
  type Env = { Bindings: { incoming?: IncomingMessage }; Variables: { answeredWhole: boolean } };
  const overHttps = (c: Context<Env>) =>
    cameOverHttps(c.env?.incoming, c.req.url, headersOf(c).get("X-Forwarded-Proto") ?? undefined, trustedHops);
  const middleware: MiddlewareHandler<Env> = async (c, next) => {
    await next();
    if (!c.get("answeredWhole") && overHttps(c)) c.res.headers.set("Strict-Transport-Security", HSTS);
  };
  const header = (https: boolean): Record<string, string> => (https ? { "Strict-Transport-Security": HSTS } : {});
  return {
    middleware,
    headersFor: (c: Context<Env>) => header(overHttps(c)),
    /** The same for a request as Node has it (the front door, front-door.ts). */
    headersForNode: (incoming: IncomingMessage, url: string, headers: HeaderReader) =>
      header(cameOverHttps(incoming, url, headers.get("X-Forwarded-Proto") ?? undefined, trustedHops)),
  };
}
