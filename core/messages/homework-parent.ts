/** What a parent reads on the page their link opens (docs/decisions/0069): the child's last four weeks. */
export const trHomeworkParent = {
  // ---- the parent's page
  parentPageTitle: (name: string) => `${name}: son 4 haftanın ödevleri`,
  parentPageClass: (className: string) => `Sınıf: ${className}`,
  parentPageTeacher: (name: string) => `Öğretmen: ${name}`,
  parentSummary: (done: number, waiting: number) => `${done} ödev bitti, ${waiting} bekliyor`,
  /** 'Günlük tekrar' on the parent's page (decision 0116). */
  parentReview: (streak: number, daysMet: number) =>
    `Günlük kelime tekrarı: ${streak > 0 ? `${streak} günlük seri` : "seri yok"}; bu hafta ${daysMet} gün hedefe ulaştı.`,
  parentPageIntro: "Bu sayfayı öğretmen sizinle paylaştı. Yalnızca çocuğunuzun son 4 haftadaki ödevlerini gösterir.",
  parentNone: "Son 4 haftada ödev yok.",
  parentMissing: "yapılmadı",
  parentGone: "Bu veli bağlantısı geçersiz: iptal edilmiş, süresi dolmuş ya da hiç olmamış olabilir. Öğretmene sorun.",
  parentTooMany: "Kısa sürede çok fazla deneme yapıldı. Lütfen bir saat sonra yeniden deneyin.",
  statusDone: "bitti",
  statusLate: "geç bitti",
} as const;
