/** Homework for the teacher (docs/decisions/0069): the class page's list and the grid of who did what. */
export const trHomeworkTeacher = {
  // ---- the class page's list of homework
  entry: "İçerik",
  wholeClass: "Bütün sınıf",
  edit: "Düzenle",
  listCaption: "Sınıfın ödevleri",
  none: "Bu sınıfa henüz ödev verilmedi.",
  newHomework: "Yeni ödev ver",
  newReviewHomework: "Günlük tekrar ödevi ver",
  due: "Son gün",
  forWhom: "Kimlere",
  pupilsCount: (n: number) => `${n} öğrenci`,
  backToClass: "Sınıfa dön",

  // ---- the teacher's grid
  gridTitle: "Ödev tablosu",
  gridLink: "Ödev tablosu",
  gridIntro: "Her satır bir öğrenci, her sütun bir ödev. Veli onayı kaydedilmemiş öğrencilerin sonuçları gösterilmez.",
  gridCaption: "Öğrencilerin ödev durumu",
  gridEmpty: "Tabloda gösterilecek ödev ya da öğrenci yok.",
  csvLink: "CSV olarak indir (Excel)",
  csvPupil: "Öğrenci",
  csvState: "durum",
  csvScore: "puan (%)",
  csvDays: "hedefe ulaşılan gün",
  csvNet: "net",
  netOf: (net: string) => `${net} net`,
  noConsent: "veli onayı yok",
  notGiven: "verilmedi",
  questionsLink: "Soru soru sonuçlar",
  questionsTitle: "Soru soru sonuçlar",
  questionsIntro: (pupils: number) =>
    `Testi çözen ${pupils} öğrencinin son denemesi; en zor soru en üstte. Veli onayı kaydedilmemiş öğrenciler sayılmaz.`,
  questionsCaption: "Soruların doğru cevaplanma oranı",
  question: "Soru",
  rightShare: "Doğru oranı",
  wrongAnswers: "En sık verilen yanlış cevaplar",
  noTries: "Henüz kimse çözmedi.",
  shareOf: (right: number, answered: number) =>
    answered ? `%${Math.round((100 * right) / answered)} (${right}/${answered})` : "—",
  wrongAnswer: (answer: string, count: number) => `${answer || "(boş)"}: ${count} kez`,
} as const;
