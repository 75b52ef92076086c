/** Homework seen through a parent's link, and a class's links printed at once (docs/decisions/0069, 0109). */
export const trHomeworkParent = {
  // ---- a parent's link ('veli bağlantısı')
  parentLink: "Veli bağlantısı oluştur",
  parentLinkRevoke: "Veli bağlantısını iptal et",
  parentLinkTitle: (name: string) => `${name} için veli bağlantısı`,
  parentLinkIntro:
    "Bu bağlantıyı ya da karekodu yalnızca öğrencinin velisine verin. Bağlantı bir kez gösterilir; kaybolursa yenisini oluşturun (eskisi çalışmaz olur).",
  parentLinkUntil: (day: string) => `Bağlantı ${day} tarihine kadar geçerli.`,
  parentLinkQr: (url: string) => `Veli bağlantısının karekodu: ${url}`,
  parentLinkNoConsent: "Veli bağlantısı için önce veli onayını kaydedin.",
  parentLinkRevoked: "Veli bağlantısı iptal edildi.",
  parentLinkNone: "Bu öğrencinin geçerli bir veli bağlantısı yok.",
  parentPageTitle: (name: string) => `${name}: son 4 haftanın ödevleri`,
  parentPageClass: (className: string) => `Sınıf: ${className}`,
  parentPageTeacher: (name: string) => `Öğretmen: ${name}`,
  parentSummary: (done: number, waiting: number) => `${done} ödev bitti, ${waiting} bekliyor`,
  /** 'Günlük tekrar' on the parent's page (decision 0116). */
  parentReview: (streak: number, daysMet: number) =>
    `Günlük kelime tekrarı: ${streak > 0 ? `${streak} günlük seri` : "seri yok"}; bu hafta ${daysMet} gün hedefe ulaştı.`,

  // ---- a class's parents' links at once (decision 0109)
  slipsLink: "Veli bağlantıları (bütün sınıf)",
  slipsTitle: "Veli bağlantıları (bütün sınıf)",
  slipsIntro:
    "Veli onayı kaydedilmiş her öğrenci için yeni bir veli bağlantısı oluşturulur; öğrencinin eski bağlantısı çalışmaz olur. Onayı olmayan öğrenciye bağlantı oluşturulmaz.",
  slipsMake: "Bağlantıları oluştur",
  slipsOnce: "Bu sayfayı yazdırın; bağlantılar bir daha gösterilmez.",
  slipsPrint: "Yazdır",
  slipsCopy: "Kopyala",
  slipsCopied: "Kopyalandı",
  slipsShare: "Paylaş",
  slipsShareText: (name: string) => `${name} için Merdiven veli bağlantısı`,
  slipsParentLine: "Velinin adı ve imzası:",
  slipsClass: (className: string) => `Sınıf: ${className}`,
  slipsEmpty: "Veli onayı kayıtlı öğrenci yok; bağlantı oluşturulmadı.",
  slipsWaiting: "Veli onayı bekleyenler (bağlantı oluşturulmadı)",
  parentPageIntro: "Bu sayfayı öğretmen sizinle paylaştı. Yalnızca çocuğunuzun son 4 haftadaki ödevlerini gösterir.",
  parentNone: "Son 4 haftada ödev yok.",
  parentMissing: "yapılmadı",
  parentGone: "Bu veli bağlantısı geçersiz: iptal edilmiş, süresi dolmuş ya da hiç olmamış olabilir. Öğretmene sorun.",
  parentTooMany: "Kısa sürede çok fazla deneme yapıldı. Lütfen bir saat sonra yeniden deneyin.",
  statusDone: "bitti",
  statusLate: "geç bitti",
} as const;
