/** Title and description for a page, in one shape for every route's `meta`. */
export function pageMeta(title: string, description: string) {
  return [{ title }, { name: "description", content: description }];
}

export function titled(title: string, description = "Müfredata uygun İngilizce ders içerikleri.") {
  return pageMeta(`${title} · Merdiven`, description);
}
