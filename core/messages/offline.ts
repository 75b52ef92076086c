/** Offline reading (docs/decisions/0008): the unit button on a grade page and the offline page. */
export const trOffline = {
  save: "Çevrimdışı kullan",
  saving: "Kaydediliyor…",
  saved: "Bu ünite çevrimdışı kullanılabilir",
  remove: "Kaldır",
  removing: "Kaldırılıyor…",
  removed: "Ünite bu cihazdan kaldırıldı.",
  removeFailed: "Ünite kaldırılamadı. Lütfen yeniden deneyin.",
  failed: "Ünite kaydedilemedi. İnternet bağlantınızı kontrol edip yeniden deneyin.",
  tooBig: "Ünite kaydedilemedi: çevrimdışı içerik için ayrılan yere sığmıyor.",
  videos: "Videolar YouTube'dan oynatılır: bu ünitenin videoları internet olmadan izlenemez.",
  pageTitle: "İnternet bağlantısı yok",
  pageDescription: "İnternet yokken bu cihazda kayıtlı Merdiven sayfaları.",
  pageIntro: "Açmak istediğiniz sayfa bu cihaza kaydedilmemiş. İnternete yeniden bağlandığınızda açılır.",
  retry: "Yeniden dene",
  keptTitle: "Bu cihazda kayıtlı sayfalar",
  keptHint: "Bu sayfaları internet olmadan da okuyabilirsiniz.",
  /** 'Bugünün tekrarı' kept on the device (decision 0120): the link to answer it offline. */
  reviewKept: (n: number) => `Bugünün tekrarı: bu cihazda ${n} kart var, internet olmadan da çalışabilirsin.`,
  reviewOpen: "Bugünün tekrarı",
  keptLoading: "Kayıtlı sayfalar okunuyor…",
  keptEmpty:
    "Bu cihazda henüz kayıtlı sayfa yok. İnternete bağlıyken açtığınız sayfalar ve bir sınıf sayfasında 'Çevrimdışı kullan' ile kaydettiğiniz üniteler burada listelenir.",
} as const;
