/**
 * 'Bu cihazdaki çalışmalar senin mi?' (decisions 0057, 0118), asked after a sign-in when the device
 * holds a visitor's marks, cards or reviews: apart from the mark buttons' texts, as only the question,
 * loaded when it is asked, reads them.
 */
export const trMarksQuestion = {
  merged: "Bu cihazda kaydettiklerin ve ilerlemen hesabına eklendi.",
  /** Asked after a sign-in when the device holds a visitor's marks or cards (decision 0057). */
  askTitle: "Bu cihazdaki çalışmalar senin mi?",
  askHeld: (entries: number, cardLists: number, reviews = 0) => {
    const parts = [
      entries > 0 && `kaydedilmiş, tamamlanmış ya da açılmış ${entries} içerik`,
      cardLists > 0 && `${entries > 0 ? "" : "çalışılmış "}${cardLists} kelime listesinde kart ilerlemesi`,
      reviews > 0 &&
        (entries + cardLists > 0
          ? `“Bugünün tekrarı”nda ${reviews} cevap`
          : `verilmiş ${reviews} “Bugünün tekrarı” cevabı`),
    ].filter((part) => part !== false);
    const listed = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} ve ${parts.at(-1)}` : parts[0];
    return `Bu cihazda giriş yapılmadan ${listed} var.`;
  },
  askWhy:
    "Okuldaki gibi ortak bir bilgisayarda bunları senden önce başka biri bırakmış olabilir. Seninse hesabına ekleyelim; değilse hesabına hiçbir şey eklemeden bu cihazdan silelim.",
  addToAccount: "Evet, hesabıma ekle",
  discard: "Hayır, bu cihazdan sil",
  discarded: "Bu cihazdaki işaretler silindi, hesabına hiçbir şey eklenmedi.",
  mergeFailed: "Hesabına eklenemedi. Lütfen biraz sonra tekrar dene.",
} as const;
