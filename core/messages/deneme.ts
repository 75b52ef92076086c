import type { DenemeForm } from "#core/deneme/forms.ts";

/** The locative suffix of a number's last spoken word: bir/iki/yedi/sekiz/yirmi/elli 'de', üç/dört/beş 'te', kırk 'ta', the rest 'da'. */
const UNITS = ["da", "de", "de", "te", "te", "te", "da", "de", "de", "da"];
const TENS = ["da", "da", "de", "da", "ta", "de"];
function numberSuffix(n: number): string {
  if (n === 0) return "da";
  return n % 10 !== 0 ? UNITS[n % 10] : TENS[Math.floor(n / 10) % 10];
}
/** "14:35" is read "on dört otuz beş", "14:00" "on dört": the suffix of the minute, or of the hour on the hour. */
export function clockSuffix(clock: string): string {
  const [hour, minute] = clock.split(":").map(Number);
  return numberSuffix(minute === 0 ? hour : minute);
}

/** 'Deneme' (decision 0121): timed practice exams; spoken to the pupil as 'sen', to the admin as 'siz'. */
export const trDeneme = {
  title: (entry: string) => `Deneme: ${entry}`,
  formName: {
    lgs: "LGS biçimi",
    ydt: "YDT biçimi",
    okul: "Okul sınavı",
  } satisfies Record<DenemeForm, string>,
  rule: {
    lgs: "Her sorunun 4 seçeneği var. Üç yanlış bir doğruyu götürür: net = doğru − yanlış ÷ 3.",
    ydt: "Her sorunun 5 seçeneği var. Dört yanlış bir doğruyu götürür: net = doğru − yanlış ÷ 4.",
    okul: "Yanlışlar doğruları götürmez: net, doğru sayındır.",
  } satisfies Record<DenemeForm, string>,
  facts: (questions: number, minutes: number) => `${questions} soru · ${minutes} dakika`,
  rules: [
    "Süre “Başla”ya bastığın anda başlar ve sunucunun saatiyle işler; sayfayı kapatsan da durmaz.",
    "Boş bıraktığın soru yanlış sayılmaz.",
    "Bir soruya sonra dönmek istersen “Sonra döneceğim” kutusunu işaretle.",
    "Süre bitince kaydettiğin cevaplar puanlanır; süre bittikten sonra gelen cevap kaydedilmez.",
    "Doğru cevapları ve açıklamaları sınavın bitince görürsün.",
  ],
  start: "Başla",
  resume: "Sınava dön",
  startIntro: "Hazır olduğunda başla. Sessiz bir yer ve saatini bul.",
  signIn: "Denemeye girmek için giriş yap. Sonuçların ve gelişimin hesabında saklanır.",
  signInLink: "Giriş yap",
  fromEntry: "Bu sınavı süreli deneme olarak çöz",
  fromEntryHint: (form: DenemeForm, questions: number, minutes: number) =>
    `${trDeneme.formName[form]}, ${questions} soru, ${minutes} dakika; sonunda netini ve zayıf konularını görürsün.`,
  // ------------------------------------------------------------------ the exam page
  /** "Sınav 14:35'te biter": the suffix follows the last number as it is read (otuz beş → 'te'). */
  endsAt: (clock: string) => `Sınav ${clock}'${clockSuffix(clock)} biter.`,
  clock: "Kalan süre",
  clockValue: (minutes: number, seconds: number) => `${minutes} dakika ${seconds} saniye`,
  question: (n: number) => `${n}. soru`,
  /** Above a reading text shared by questions first to last (decision 0130), as LGS booklets say it. */
  passageFor: (first: number, last: number) =>
    first === last
      ? `${first}. soruyu aşağıdaki metne göre cevapla.`
      : `${first}.${last === first + 1 ? " ve " : "–"}${last}. soruları aşağıdaki metne göre cevapla.`,
  blankOption: "Boş bırak",
  marked: "Sonra döneceğim",
  pageOf: (page: number, pages: number) => `Sayfa ${page} / ${pages}`,
  saveNext: "Kaydet ve sonraki sayfa",
  savePrevious: "Kaydet ve önceki sayfa",
  next: "Sonraki sayfa",
  previous: "Önceki sayfa",
  boxes: "Sorular",
  boxState: { answered: "cevaplandı", blank: "boş", marked: "sonra dönülecek" },
  box: (n: number, state: string) => `${n}. soru, ${state}`,
  finish: "Bitir",
  finishAsk: (blank: number) =>
    blank === 0
      ? "Sınavı bitirmek istediğine emin misin? Bitirince cevaplarını değiştiremezsin."
      : `${blank} soruyu boş bıraktın. Sınavı bitirmek istediğine emin misin? Bitirince cevaplarını değiştiremezsin.`,
  finishYes: "Evet, bitir",
  finishNo: "Sınava dön",
  saved: "Cevapların kaydedildi.",
  saving: "Kaydediliyor…",
  waiting: (n: number) => `Bağlantı yok: ${n} cevap bu cihazda bekliyor, bağlantı gelince gönderilecek.`,
  allSaved: "Bütün cevapların kaydedildi.",
  finishOffline: "Bağlantı yok. Cevapların gönderilince sınavı bitirebilirsin.",
  timeUp: "Süre doldu. Kaydettiğin cevaplar puanlandı.",
  // ------------------------------------------------------------------ the result
  resultTitle: "Deneme sonucun",
  net: "Net",
  right: "Doğru",
  wrong: "Yanlış",
  blank: "Boş",
  withdrawn: (n: number) => `${n} soru iptal edildi; kimse için sayılmadı.`,
  used: (minutes: number, seconds: number) => `Kullandığın süre: ${minutes} dakika ${seconds} saniye`,
  topics: "Konulara göre",
  topicsHint: "En zayıf konun en üstte.",
  topic: "Konu",
  topicNet: (net: string, count: number) => `${net} net (${count} soru)`,
  study: "Bu konuyu çalış",
  studyWords: "Kelimelerini tekrar et",
  noTopic: "Konusu yazılmamış sorular",
  answers: "Soru soru",
  yourAnswer: "Senin cevabın",
  rightAnswer: "Doğru cevap",
  explanation: "Açıklama",
  /** The result's reading text, folded so the answers stay short (decision 0130). */
  showPassage: "Metni göster",
  withdrawnQuestion: "İptal edildi",
  /** The key held back by the pupil's homework (decision 0127): until its due time ("4 Aralık Cuma 17:30"), or for good. */
  keyHeld: (until: string | null) =>
    until === null
      ? "Öğretmenin bu ödevde cevap anahtarını göstermiyor. Kendi cevaplarını aşağıda görebilirsin."
      : `Cevap anahtarı ve açıklamalar, ödevin son zamanı (${until}) geçince burada görünecek.`,
  none: "boş",
  history: "Gelişimin",
  historyHint: "Bu denemeyi her bitirişindeki netin.",
  historyTable: "Netlerin tablo olarak",
  historyWhen: "Tarih",
  again: "Yeniden çöz",
  backToEntry: "Sınavın sayfasına dön",
  // ------------------------------------------------------------------ refusals
  ended: "Süre doldu; bu cevap kaydedilmedi. Süre bitmeden kaydettiğin cevaplar puanlandı.",
  notFound: "Böyle bir deneme bulunamadı.",
  badSave: "Bu cevap okunamadı. Sayfayı yenileyip yeniden dene.",
  tooMany: "Çok hızlı cevap gönderiyorsun. Biraz bekleyip yeniden dene.",
};
