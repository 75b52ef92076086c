/** 'Kaydettiklerim', 'Kaldığın yerden devam et', a unit's progress, and the server's answers about marks. */
export const trSaved = {
  title: "Kaydettiklerim",
  intro:
    "Kaydettiğin içerikler, sınıflarına göre. Bir içeriği kaydetmek için kartındaki ya da sayfasındaki yıldıza bas.",
  onDevice:
    "Giriş yapmadığın için kaydettiklerin bu cihazda saklanıyor. Giriş yaptığında hesabına eklemek isteyip istemediğin sorulur; eklersen her cihazda görünür.",
  empty: "Henüz kaydettiğin bir içerik yok.",
  offline: "İnternet bağlantın yok. Hesabına kaydettiklerin, bağlanınca burada görünür.",
  /** The home page's invitation to 'Günlük tekrar' for a signed-in pupil (decision 0116). */
  reviewTitle: "Bugünün tekrarı",
  reviewText: "Çalıştığın kelimeler, unutmadan önce seni bekliyor. Her gün biraz!",
  reviewStart: "Tekrara başla",
  continueTitle: "Kaldığın yerden devam et",
  pdfPage: (page: number) => `${page}. sayfa`,
  unitProgress: (done: number, total: number) => `${total} içerikten ${done} tanesi tamamlandı`,
  signInToKeep:
    "Kaydetmek ve ilerlemeni saklamak için giriş yap. JavaScript açıkken giriş yapmadan da bu cihazda saklayabilirsin.",
  tooMany: "Çok fazla işlem yapıldı. Lütfen biraz sonra tekrar dene.",
} as const;
