import { createHash } from "node:crypto";
import { VIDEO_EMBED_ORIGIN } from "#core/video.ts";

/**
 * A strict policy: scripts only from our origin or with this request's nonce,
 * frames only from the no-cookie video host (and only after the pupil presses
 * play), the PDF viewer's worker only from our origin, sounds from our origin or a
 * pupil's own recording in memory (blob:), and nothing at all from
 * any other third party: the video poster is our own, not the video site's thumbnail.
 */
export function contentSecurityPolicy(nonce: string, { dev = false } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${dev ? " 'unsafe-eval'" : ""}`,
    // Vite's dev server injects <style> tags; production styles are files only.
    `style-src 'self'${dev ? " 'unsafe-inline'" : ""}`,
    "img-src 'self' data: blob:",
    // Our own sounds, and a pupil's own recording played back from memory ('Dinle ve söyle', decision 0078).
    "media-src 'self' blob:",
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

/**
 * The 'sha256-…' source of each inline script the app itself wrote in this render:
 * those whose start tag carries this render's nonce (React, React Router and our
 * own <script nonce> put it there; nothing else in the page knows it, as it is new
 * for every render). Any other script in the markup — one that came in through
 * content, however it got past React's escaping — stays unhashed, so the browser
 * blocks it on a kept page as it would on a fresh one. Read with indexOf, not one
 * pattern over the page, so a page without closing tags costs linear time.
 */
export function appScriptHashes(html: string, nonce: string): string[] {
  const hashes = new Set<string>();
  if (!nonce) return [];
  const nonceAttribute = new RegExp(`\\snonce="${nonce.replace(/[^A-Z0-9]/gi, "\\$&")}"(?=[\\s>]|$)`);
  let at = 0;
  for (;;) {
    const start = indexOfTag(html, "<script", at);
    if (start === -1) break;
    const tagEnd = html.indexOf(">", start);
    if (tagEnd === -1) break;
    const close = indexOfTag(html, "</script", tagEnd);
    if (close === -1) break;
    const attributes = html.slice(start + "<script".length, tagEnd);
    // The attribute in the start tag, not text: a script's body or a quote in an
    // attribute value (React escapes `"` as &quot;) cannot supply it.
    if (nonceAttribute.test(attributes) && !/\ssrc\s*=/i.test(attributes)) {
      hashes.add(
        `'sha256-${createHash("sha256")
          .update(html.slice(tagEnd + 1, close), "utf8")
          .digest("base64")}'`,
      );
    }
    at = close + "</script".length;
  }
  return [...hashes];
}

/** The next `<script`/`</script` tag name (any case, followed by a space, `>` or `/`) from `from`. */
function indexOfTag(html: string, tag: string, from: number): number {
  for (let i = html.indexOf("<", from); i !== -1; i = html.indexOf("<", i + 1)) {
    if (html.slice(i, i + tag.length).toLowerCase() === tag && /[\s>/]/.test(html[i + tag.length] ?? "")) return i;
  }
  return -1;
}

/** The page's policy with its nonce replaced by the hashes of its inline scripts. */
export function hashedPolicy(policy: string, nonce: string, hashes: string[]): string {
  return policy.replace(` 'nonce-${nonce}'`, hashes.length ? ` ${hashes.join(" ")}` : "");
}
