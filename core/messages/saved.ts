/**
 * 'Kaydettiklerim''s title, 'Kaldığın yerden devam et', a unit's progress: what the shared pages
 * show (the navigation, the home and grade pages). The page's own texts and the server's answers
 * about marks are in ./saved-page.ts, so every page does not load them (docs/decisions/0117).
 */
export const trSaved = {
  title: "Kaydettiklerim",
  /** The home page's invitation to 'Günlük tekrar' for a signed-in pupil (decision 0116). */
  reviewTitle: "Bugünün tekrarı",
  reviewText: "Çalıştığın kelimeler, unutmadan önce seni bekliyor. Her gün biraz!",
  reviewStart: "Tekrara başla",
  continueTitle: "Kaldığın yerden devam et",
  pdfPage: (page: number) => `${page}. sayfa`,
  unitProgress: (done: number, total: number) => `${total} içerikten ${done} tanesi tamamlandı`,
} as const;
