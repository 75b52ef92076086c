/** The mark buttons on every card and entry page (kept short: every page downloads them). */
export const trMarks = {
  save: "Kaydet",
  saveEntry: (title: string) => `Kaydet: ${title}`,
  done: "Tamamladım",
  merged: "Bu cihazda kaydettiklerin ve ilerlemen hesabına eklendi.",
  /** Asked after a sign-in when the device holds a visitor's marks or cards (decision 0057). */
  askTitle: "Bu cihazdaki çalışmalar senin mi?",
  askHeld: (entries: number, cardLists: number) => {
    const marked = `giriş yapılmadan kaydedilmiş, tamamlanmış ya da açılmış ${entries} içerik`;
    const cards = `${cardLists} kelime listesinde kart ilerlemesi`;
    return `Bu cihazda ${entries > 0 && cardLists > 0 ? `${marked} ve ${cards}` : entries > 0 ? marked : `giriş yapılmadan çalışılmış ${cards}`} var.`;
  },
  askWhy:
    "Okuldaki gibi ortak bir bilgisayarda bunları senden önce başka biri bırakmış olabilir. Seninse hesabına ekleyelim; değilse hesabına hiçbir şey eklemeden bu cihazdan silelim.",
  addToAccount: "Evet, hesabıma ekle",
  discard: "Hayır, bu cihazdan sil",
  discarded: "Bu cihazdaki işaretler silindi, hesabına hiçbir şey eklenmedi.",
  mergeFailed: "Hesabına eklenemedi. Lütfen biraz sonra tekrar dene.",
} as const;
