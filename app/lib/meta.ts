/** Title and description for a page, in one shape for every route's `meta`. */
export function pageMeta(title: string, description: string) {
  return [{ title }, { name: "description", content: description }];
}

/** What every page's title ends with (the offline page's list leaves it out). */
export const SITE_TITLE_SUFFIX = " · Merdiven";

export function titled(title: string, description = "Müfredata uygun İngilizce ders içerikleri.") {
  return pageMeta(`${title}${SITE_TITLE_SUFFIX}`, description);
}
