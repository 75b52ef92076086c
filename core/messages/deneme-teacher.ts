import { clockSuffix } from "./deneme";

// A net or an average as Turkish writes it ("2,67", "-0,33"): with the other result words, as homework shows nets too.
export { netText } from "./result-words";

/**
 * The teacher's deneme of a class (decision 0123), spoken as 'siz'; the pupil's optical answer
 * sheet ('Optik form'), spoken as 'sen'.
 */
export const trDenemeTeacher = {
  title: "Deneme sınavları",
  intro:
    "Bir denemeyi sınıfınızda şimdi başlatabilirsiniz: süre sizin başlattığınız anda işlemeye başlar ve süre içinde denemeyi açan her öğrencinizin sınavı aynı anda biter. Kâğıtla yapacaksanız kitapçığı yazdırın; öğrenciler cevaplarını telefondan optik formla girer.",
  backToClass: "Sınıfa dön",
  backToList: "Deneme sınavlarına dön",
  none: "Henüz deneme ayarlanmış bir sınav yok.",
  grade: (n: number) => `${n}. sınıf`,
  minutes: (n: number) => `${n} dakika`,
  running: (clock: string) => `Sürüyor: ${clock}'${clockSuffix(clock)} biter`,
  ended: (clock: string) => `Son başlatılış ${clock}'${clockSuffix(clock)} bitti`,
  never: "Başlatılmadı",
  start: "Sınıfta başlat",
  startLabel: (entry: string) => `${entry}: sınıfta başlat`,
  started: (clock: string) =>
    `Deneme başladı. Öğrencileriniz denemeyi açtığında sınav ${clock}'${clockSuffix(clock)} biter.`,
  alreadyRunning: (clock: string) => `Bu deneme sınıfınızda zaten sürüyor; ${clock}'${clockSuffix(clock)} biter.`,
  report: "Rapor",
  reportLabel: (entry: string) => `${entry}: rapor`,
  booklet: "Kitapçık",
  bookletLabel: (entry: string) => `${entry}: yazdırılacak kitapçık`,
  pupilLink: (path: string) =>
    `Kâğıtla yapılan sınavda öğrencileriniz cevaplarını bu adresteki optik formla girer: ${path}`,
  // ------------------------------------------------------------------ the report
  reportTitle: (entry: string) => `Deneme raporu: ${entry}`,
  // The homework grid's deneme column (decision 0128): said by the grid's loader, so the texts every
  // teacher page loads (core/messages/homework-teacher.ts) stay as they are at the first-load line.
  gridLink: "Deneme raporu",
  reportIntro:
    "Her öğrencinin bu denemeye sınıfta girdiği son sınavın neti. Yalnızca velisinin onayı kayıtlı öğrenciler gösterilir.",
  csvLink: "Raporu indir (CSV, Excel için)",
  pupilsCaption: "Öğrencilerin netleri",
  pupil: "Öğrenci",
  net: "Net",
  right: "Doğru",
  wrong: "Yanlış",
  blank: "Boş",
  notSat: "Girmedi",
  noPupils: "Velisinin onayı kayıtlı öğrenci yok.",
  spreadCaption: "Sınıfın neti",
  pupilsSat: "Giren öğrenci",
  average: "Ortalama",
  min: "En düşük",
  max: "En yüksek",
  deviation: "Standart sapma",
  noneSat: "Henüz bu denemeyi sınıfta bitiren öğrenci yok.",
  hardestCaption: "En zor sorular: doğru yapanın en az olduğu sorular",
  question: "Soru",
  rightShare: "Doğru yapan",
  share: (right: number, sat: number) => `${right} / ${sat}`,
  wrongPicks: "En çok seçilen yanlış",
  pick: (letter: string, count: number) => `${letter} (${count} öğrenci)`,
  noWrong: "Yanlış seçen yok",
  topicsCaption: "Konulara göre sınıfın ortalama neti, en zayıf konu en üstte",
  topic: "Konu",
  questions: "Soru sayısı",
  noTopic: "Konusu yazılmamış sorular",
  csvName: "deneme-raporu",
  questionCount: (n: number) => `${n} soru`,
  // ------------------------------------------------------------------ the booklet
  bookletTitle: (entry: string) => `Kitapçık: ${entry}`,
  bookletIntro: "Soruları ve seçenekleri A4 kâğıda yazdırın. Cevap anahtarı kitapçıkta yok.",
  bookletFacts: (questions: number, minutes: number) => `${questions} soru · ${minutes} dakika`,
  print: "Yazdır",
  // ------------------------------------------------------------------ the pupil's optical form (sen)
  sheetTitle: (entry: string) => `Optik form: ${entry}`,
  sheetIntro:
    "Soruları kâğıttaki kitapçıktan oku, cevaplarını burada işaretle. Cevapların “Kaydet”e bastığında kaydedilir.",
  sheetCaption: "Cevapların",
  sheetBlank: "Boş",
  sheetRow: (n: number) => `${n}. soru`,
  sheetSave: "Kaydet",
  sheetSaved: "Cevapların kaydedildi.",
  sheetFinish: "Kaydet ve bitir",
};
