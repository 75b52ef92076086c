/**
 * Paint first, then fetch the scripts (docs/decisions/0014).
 *
 * React Router's <Scripts> makes the browser fetch every script of the page while
 * it is still waiting for the stylesheet: on a slow line the 120 KiB of JavaScript
 * share the bandwidth with the CSS and the first paint waits for them. The server
 * (paint-first.server.ts) renames those tags so the browser leaves them alone, and
 * RELEASE_AFTER_PAINT, at the end of <body>, puts them back once the page has been
 * painted: the pupil reads at once, and the page becomes interactive a moment later.
 */
export const HELD_PRELOAD_REL = "modulepreload-after-paint";
/** A valid MIME type (type/subtype) that is not JavaScript: the browser keeps the script as a data block. */
export const HELD_MODULE_TYPE = "text/x-module-after-paint";

/**
 * Runs after the first frame (a requestAnimationFrame callback runs just before a
 * paint, its timeout just after it). A tab opened in the background paints nothing
 * and so starts its scripts when the pupil turns to it. Each held module script is
 * replaced by a live copy at the same place, with the same nonce, so React's
 * hydration finds the document as the server rendered it; on a kept page the copy
 * is allowed by the same SHA-256 hash as the original (server/http/csp.ts).
 */
export const RELEASE_AFTER_PAINT = `requestAnimationFrame(function(){setTimeout(function(){var d=document;d.querySelectorAll('link[rel="${HELD_PRELOAD_REL}"]').forEach(function(l){l.rel="modulepreload"});d.querySelectorAll('script[type="${HELD_MODULE_TYPE}"]').forEach(function(h){var s=d.createElement("script");s.type="module";s.nonce=h.nonce;s.textContent=h.textContent;h.replaceWith(s)})},0)});`;
