/** What reads a request's headers: a Request's Headers, or Hono's header(). */
interface HeaderGetter {
  get(name: string): string | null | undefined;
}

/**
 * Whether a request was made by another site's page without the pupil opening ours: an image,
 * a frame, a script's fetch (the Fetch Metadata headers browsers send: `Sec-Fetch-Site:
 * cross-site` and not a top-level navigation). Such a request to a budget-spending GET (search,
 * suggestions) is answered without its work and spends nothing, so a page elsewhere cannot
 * fill a school's one address's budget (decision 0093). A request without these headers (an
 * old browser, curl, a script) is served as before, under the budget; a link followed from
 * another site (a top-level navigation) is the pupil's own search.
 */
export function crossSiteSubresource(headers: HeaderGetter): boolean {
  if (headers.get("Sec-Fetch-Site")?.toLowerCase() !== "cross-site") return false;
  const mode = headers.get("Sec-Fetch-Mode")?.toLowerCase();
  const dest = headers.get("Sec-Fetch-Dest")?.toLowerCase();
  // A frame is a navigation too, but of another site's page: only the top level is the pupil's.
  return !(mode === "navigate" && (dest === undefined || dest === null || dest === "document"));
}
