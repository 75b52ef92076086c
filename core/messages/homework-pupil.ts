import { keptWords, resultWithPercent, type KeptResult, type ResultCounts } from "./result-words";
/** Homework for the pupil ('Ödevlerim'), also done offline on the phone (docs/decisions/0069, 0076). */
export const trHomeworkPupil = {
  // ---- a pupil's side ('Ödevlerim')
  mine: "Ödevlerim",
  mineIntro: "Öğretmenlerinin verdiği ödevler. Bitirdiğin ödevler puanıyla aşağıda.",
  /** 'Ödevlerim' as the pupil's day (decision 0111): one card per thing to do, its big button. */
  todayTitle: "Bugün",
  start: "Başla",
  startItem: (title: string) => `Başla: ${title}`,
  /** A card's picture when the entry has none: its content type's icon, by the type's code. */
  typeIcon: { 1: "📝", 2: "🔤", 3: "✏️", 4: "📘", 5: "🎯", 6: "🧩", 7: "💬", 8: "✅", 9: "📖" } as Record<
    number,
    string
  >,
  toDo: "Yapılacaklar",
  done: "Bitenler",
  nothingToDo: "Yapılacak ödevin yok.",
  nothingDone: "Henüz biten ödevin yok.",
  /** A done item's result in words (decision 0112): "4 sorudan 3'ü doğru"; a self-test counts words. */
  scoreOf: (kept: KeptResult, unit: "question" | "word" = "question") => keptWords(kept, unit),
  openHomework: "Ödevi aç",
  openEntry: "İçeriği aç",
  markRead: "Okudum, bitti",
  readFirst: "Önce içeriği aç ve oku.",
  readDone: "Ödev bitti olarak işaretlendi.",
  triesLeft: (n: number) => `Kalan deneme: ${n}`,
  triesUnlimitedLeft: "Dilediğin kadar deneyebilirsin.",
  noTriesLeft: "Deneme hakkın bitti.",
  tooManyTries: "Kısa sürede çok fazla cevap gönderdin. Biraz bekleyip yeniden dene.",
  countsFirst: "İlk denemenin puanı sayılır.",
  countsBest: "En yüksek puanın sayılır.",
  answersLater: "Doğru cevaplar son gün geçince gösterilecek.",
  answersNeverShown: "Öğretmenin bu testte doğru cevapları göstermiyor.",
  quizChanged: "Test bu arada değişti. Sayfayı yenileyip yeniden çöz.",
  resultTitle: (counts: ResultCounts, score: number) => `Sonucun: ${resultWithPercent(counts, score)}`,
  counted: (kept: KeptResult) => `Sayılan sonucun: ${keptWords(kept)}`,
  /** The pupil's last try with the right answers, once the teacher's time has come (decision 0112). */
  reviewTitle: "Son denemen ve doğru cevaplar",
  selfTestTitle: "Kendini sına",
  selfTestIntro: (percent: number) => `Her Türkçe kelimenin İngilizcesini yaz. %${percent} doğru yaparsan ödev biter.`,
  selfTestPassed: (score: number, total: number) => `Geçtin: ${keptWords({ score, total }, "word")}. Ödev bitti.`,
  selfTestFailed: (score: number, total: number) =>
    `${keptWords({ score, total }, "word")}. Biraz daha çalışıp yeniden dene.`,
  check: "Kontrol et",
  flashcardsIntro:
    "Kelime kartlarındaki bütün kelimeleri bir kez “Biliyorum” ya da “Bilmiyorum” diye ayır; ödev kendiliğinden biter.",
  openFlashcards: "Kelime kartlarını aç",

  // ---- done offline on the phone (docs/decisions/0076)
  deviceKept:
    "Cevapların bu cihazda saklandı. İnternete bağlanınca kendiliğinden gönderilecek; bu sayfayı kapatabilirsin.",
  deviceSending: "Gönderiliyor…",
  waitingToSend: "Gönderilmeyi bekliyor",
  waitingCount: (n: number) =>
    n === 1 ? "Bu cihazda gönderilmeyi bekleyen 1 cevabın var." : `Bu cihazda gönderilmeyi bekleyen ${n} cevabın var.`,
  deviceSent: (title: string, kept: KeptResult) =>
    `“${title}” ödevindeki cevapların gönderildi. Sonucun: ${keptWords(kept)}`,
  deviceSentSelfTest: (title: string, score: number, total: number, passed: boolean) =>
    `“${title}” ödevindeki cevapların gönderildi. ${passed ? `Geçtin: ${keptWords({ score, total }, "word")}. Ödev bitti.` : `Sonucun: ${keptWords({ score, total }, "word")}. Biraz daha çalışıp yeniden dene.`}`,
  deviceSentRead: (title: string) => `“${title}” ödevini okuduğun gönderildi. Ödev bitti.`,
  readKept: "Okuduğun bu cihazda saklandı. İnternete bağlanınca kendiliğinden gönderilecek; bu sayfayı kapatabilirsin.",
  offlineEntryKept: "Bu içerik bu cihaza kaydedilmiş: internet olmadan da açabilirsin.",
  offlineEntryNotKept:
    "Bu içerik bu cihaza kaydedilmemiş, bu yüzden internet olmadan açılamaz. İnternete bağlanınca aç ya da ünitesini “Çevrimdışı kullan” ile kaydet.",
  offlineReadFirst: "Önce içeriği aç ve oku; sonra “Okudum, bitti” düğmesine bas.",
  flashcardsOffline:
    "İnternet yokken de kartları ayırabilirsin (içeriğin sayfası bu cihazda kayıtlıysa). İnternete bağlanınca sayfa, kartların bu cihazdaki sonucunu hesabına eklemek isteyip istemediğini sorar; “Evet” dersen ödev biter.",

  // ---- signing out with answers on the device
  signOutWaitingTitle: "Gönderilmemiş cevapların var",
  signOutWaiting: (n: number) =>
    `Bu cihazda henüz gönderilmemiş ${n} ödev cevabın var ve şu an internete ulaşılamıyor. Şimdi çıkış yaparsan ${n === 1 ? "bu cevap silinir" : "bu cevaplar silinir"} ve öğretmenine hiç ulaşmaz.`,
  signOutSendLater: "Çıkma, internete bağlanınca gönder",
  signOutAnyway: "Yine de çıkış yap, cevaplar silinsin",
  signOutSending: "Bekleyen cevapların gönderiliyor…",
  deviceRefused: (title: string, reason: string) => `“${title}” ödevindeki cevapların kabul edilmedi. ${reason}`.trim(),
  deviceRefusedTitle: "Kabul edilmeyen cevaplar",
  deviceRefusedOk: "Tamam, anladım",
  signInToSend: "Bekleyen cevaplarını göndermek için yeniden giriş yap.",
  offlineIntro:
    "İnternet yok, ama bu ödevi yine de çözebilirsin: cevapların bu cihazda saklanır ve internete bağlanınca gönderilir.",
  offlineNotKept:
    "Bu ödev bu cihaza kaydedilmemiş. İnternete bağlıyken bir kez açarsan sonra internet olmadan da çözebilirsin.",
  offlineListTitle: "Bu cihazda çözebileceğin ödevler",
  offlineListEmpty:
    "Bu cihazda kayıtlı ödevin yok. İnternete bağlıyken açtığın test, kendini sınama ve okuma ödevleri burada listelenir.",
  today: "bugün",
  tomorrow: "yarın",
  daysLeft: (n: number) => `${n} gün kaldı`,
  overdue: "süresi geçti",
} as const;
