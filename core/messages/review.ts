import type { DayMark, Grade } from "#core/review/review.ts";

/** 'Günlük tekrar' (decision 0116): spoken to the pupil as 'sen'. */
export const trReview = {
  menu: "Bugünün tekrarı",
  title: "Bugünün tekrarı",
  intro:
    "Açtığın, çalıştığın ya da ödev olarak aldığın kelime listelerindeki kelimeler, unutmadan önce yeniden karşına çıkar.",
  left: (n: number) => (n === 0 ? "Bugünlük tekrar bitti." : `Bugün ${n} kart kaldı.`),
  goal: (done: number, goal: number) => `Günlük hedef: ${Math.min(done, goal)}/${goal} kart`,
  goalMet: "Bugünün hedefine ulaştın!",
  streak: (days: number) => (days === 0 ? "Henüz seri yok: bugün başla." : `${days} günlük seri`),
  restRule: "Haftada bir gün mola verebilirsin; serin bozulmaz.",
  card: "Kart",
  english: "İngilizcesi",
  listen: "Dinle",
  show: "Anlamını göster",
  meaning: "Türkçesi",
  from: (title: string) => `Liste: ${title}`,
  howWell: "Ne kadar iyi hatırladın?",
  grade: { again: "Bilemedim", hard: "Zor", good: "İyi", easy: "Kolay" } satisfies Record<Grade, string>,
  gradeHint: {
    again: "Birazdan yeniden sorulur.",
    hard: "Yakında yeniden sorulur.",
    good: "Birkaç gün sonra sorulur.",
    easy: "Daha uzun süre sonra sorulur.",
  } satisfies Record<Grade, string>,
  typeInstead: "Yazarak cevapla",
  recallInstead: "Kartla cevapla",
  typeLabel: (turkish: string) => `“${turkish}” İngilizcede nasıl yazılır?`,
  check: "Kontrol et",
  /** What a typed word earned, said after the form: right, right but for one slip, or wrong. */
  typed: {
    right: (word: string) => `Doğru: ${word}`,
    slip: (word: string) => `Küçük bir yazım hatası, ama doğru sayıldı: ${word}`,
    wrong: (word: string) => `Doğrusu: ${word}. Birazdan yeniden sorulacak.`,
  },
  waiting: (n: number) =>
    `${n} cevabın bu cihazda saklandı; internete bağlanınca kendiliğinden gönderilecek. Bu sayfayı kapatabilirsin.`,
  nothingYet: "Tekrar edilecek kelimen yok. Bir kelime listesini aç ya da kartlarla çalış; kelimeleri buraya gelir.",
  doneToday: "Bugünün kartları bitti. Yarın yeniden gel!",
  week: "Bu hafta",
  month: "Bu ay",
  /** A day of the month's calendar, as a screen reader hears it. */
  day: {
    met: "hedef tamam",
    rest: "mola günü",
    missed: "çalışılmadı",
    today: "bugün",
    ahead: "gelecek gün",
  } satisfies Record<DayMark, string>,
  settings: "Ayarlar",
  goalLabel: "Günlük hedef (kart)",
  newLabel: "Günde yeni kelime",
  save: "Kaydet",
  saved: "Ayarların kaydedildi.",
  badSettings: (min: number, max: number, newMax: number) =>
    `Günlük hedef ${min} ile ${max} arasında, yeni kelime sayısı 0 ile ${newMax} arasında bir sayı olmalı.`,
  badReview: "Bu cevap okunamadı. Sayfayı yenileyip yeniden dene.",
  notYours: "Bu kelime senin tekrar listende yok.",
  tooMany:
    "Bu saat içinde çok fazla tekrar gönderildi. Biraz ara ver; cevapların bu cihazda saklanıyorsa sonra gönderilir.",
  batchTooLarge: (max: number) => `Bir seferde en çok ${max} tekrar gönderilebilir.`,
  signInFirst: "Tekrarların hesabında saklanır: önce giriş yap.",
  /** A visitor's review, kept on the device (decision 0118). */
  visitor: {
    intro:
      "Giriş yapmadan da tekrar edebilirsin: bu cihazda açtığın ya da kartlarla çalıştığın kelime listelerindeki kelimeler, unutmadan önce burada yeniden karşına çıkar. Tekrarların yalnızca bu cihazda saklanır.",
    needsScript:
      "Giriş yapmadan tekrar etmek için bu cihazda JavaScript açık olmalı: tekrarların sunucuya değil bu cihaza kaydedilir. JavaScript olmadan tekrar etmek için giriş yap ya da hesap aç; tekrarların hesabında saklanır.",
    join: "Giriş yaptığında ya da hesap açtığında, bu cihazdaki tekrarların senin olup olmadığını sorarız; “Evet” dersen hesabına eklenir.",
    signIn: "Giriş yap",
    signUp: "Hesap aç",
    loading: "Kelimelerin hazırlanıyor…",
    nothingYet:
      "Bu cihazda henüz bir kelime listesi açılmadı. Bir kelime listesini aç ya da kartlarla çalış; kelimeleri buraya gelir.",
    noLists: "Kelime listeleri şu an alınamadı. İnternete bağlanınca sayfayı yenile.",
  },
  /** The offline page standing in for /tekrar (decision 0120). */
  offlineIntro:
    "İnternet yok, ama bugünün kartları bu cihazda. Cevapların burada saklanır; internete bağlanınca kendiliğinden gönderilir.",
  offlineNone:
    "Bu cihazda tekrar edilecek kart yok. İnternete bağlıyken Bugünün tekrarı sayfasını bir kez açınca kartlar buraya da gelir.",
  offlineDone: "Bu cihazdaki kartları bitirdin. İnternete bağlanınca yenileri gelir.",
  sent: (n: number) => `${n} cevabın gönderildi.`,
} as const;
