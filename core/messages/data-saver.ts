export const trDataSaver = {
  label: "Veri tasarrufu",
  on: "Açık",
  off: "Kapalı",
  hint: "Açıkken resimler küçük boyutta gelir; PDF'ler ve videolar siz isteyince yüklenir.",
  turnedOn: "Veri tasarrufu açıldı: resimler küçük gelecek, PDF'ler ve videolar siz isteyince yüklenecek.",
  turnedOff: "Veri tasarrufu kapatıldı.",
} as const;
