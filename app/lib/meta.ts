/**
 * Title and description for a page, in one shape for every route's `meta`, also
 * as Open Graph and Twitter card tags for a shared link's preview. The page's
 * address and picture are absolute, so root.tsx adds them (SeoLinks).
 */
export function pageMeta(title: string, description: string) {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}

/** The query values that make a different page (grade, page number); any other is left out of the canonical address. */
const CANONICAL_QUERY = ["sinif", "sayfa"] as const;

export function canonicalPath(pathname: string, search: string): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CANONICAL_QUERY) {
    const value = given.get(name);
    if (value && /^\d{1,3}$/.test(value) && !(name === "sayfa" && value === "1")) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The picture of a shared link when a page has none of its own (public/og-card.png). */
export const DEFAULT_SHARE_IMAGE = "/og-card.png";

/** What every page's title ends with (the offline page's list leaves it out). */
export const SITE_TITLE_SUFFIX = " · Merdiven";

export function titled(title: string, description = "Müfredata uygun İngilizce ders içerikleri.") {
  return pageMeta(`${title}${SITE_TITLE_SUFFIX}`, description);
}
