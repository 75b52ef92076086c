/**
 * A path on this site taken from a form or a query (where to go back to), or null.
 * Only `/…` counts: never `//other.site`, `/\other.site` (browsers read `\` as `/`),
 * a full URL or whitespace, so a redirect to it can never leave the site.
 */
export function sitePath(raw: unknown): string | null {
  return typeof raw === "string" && raw.length <= 500 && /^\/(?![/\\])\S*$/.test(raw) ? raw : null;
}
