/** A class's parent links made and printed at once, one slip a pupil (decision 0109). */
export const trParentSlips = {
  // ---- the slips page
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
} as const;
