/** Search: the box, the page and its answers. */
export const trSearch = {
  label: "Ara",
  siteSearch: "Sitede ara",
  placeholder: "Konu, kelime, ünite…",
  submit: "Ara",
  title: "Arama",
  resultsFor: (query: string) => `“${query}” için sonuçlar`,
  count: (total: number) => (total === 0 ? "Sonuç bulunamadı." : `${total.toLocaleString("tr-TR")} sonuç`),
  countMore: (shown: number) =>
    `${shown.toLocaleString("tr-TR")}'den fazla sonuç. Aradığınızı bulmak için bir sözcük daha yazın ya da sınıf, tür veya dönem seçin.`,
  inFile: "Dosyanın içinde:",
  nothingFound:
    "Aradığınız sözcükle eşleşen içerik bulunamadı. Yazımı kontrol edin ya da daha kısa bir sözcük deneyin.",
  empty: "Aramak istediğiniz konuyu ya da kelimeyi yazın.",
  tooShort: (min: number) => `Arama için en az ${min} harf yazın.`,
  tooLong: (max: number) => `Arama metni en çok ${max} karakter olabilir.`,
  tooMany: "Çok fazla arama yapıldı. Lütfen biraz sonra tekrar deneyin.",
  /** A search another site's page asked for (an image, a frame): not made (decision 0093). */
  fromElsewhere:
    "Bu arama başka bir sitenin sayfasından istendi; yapılmadı. Aramak için Merdiven'deki arama kutusunu kullanın.",
  filters: "Süzgeçler",
  /** The closed filters' line: what is chosen, so a pupil sees it without opening them. */
  filtersChosen: (chosen: string[]) => (chosen.length === 0 ? "Süzgeçler" : `Süzgeçler: ${chosen.join(", ")}`),
  allGrades: "Tüm sınıflar",
  allTypes: "Tüm türler",
  allTerms: "Tüm dönemler",
  grade: "Sınıf",
  type: "Tür",
  term: "Dönem",
  previous: "Önceki sayfa",
  next: "Sonraki sayfa",
  page: (page: number, pages: number) => `Sayfa ${page} / ${pages}`,
  suggestions: "Öneriler",
  suggestionCount: (count: number) =>
    count === 0 ? "Öneri yok." : `${count} öneri var. Yukarı ve aşağı oklarla seçin, Enter ile açın.`,
} as const;
