import { createHash } from "node:crypto";
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

/**
 * A kept page is the same for every visitor, so it cannot carry a per-answer
 * nonce: its nonce attributes go, and the policy lists the SHA-256 of each inline
 * script instead (CSP Level 2 hashes). Everything else in the policy stays.
 */
export function stripNonces(html: string, nonce: string): string {
  return html.replaceAll(` nonce="${nonce}"`, "");
}

/** The 'sha256-…' source of every inline script (one without src) of a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The page's policy with its nonce replaced by the hashes of its inline scripts. */
export function hashedPolicy(policy: string, nonce: string, hashes: string[]): string {
  return policy.replace(` 'nonce-${nonce}'`, hashes.length ? ` ${hashes.join(" ")}` : "");
}
