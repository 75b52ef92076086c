/** The installable app's manifest (/manifest.webmanifest). */
export const trApp = {
  name: "Merdiven: 2-12. sınıflar için İngilizce",
  shortName: "Merdiven",
  description:
    "Müfredata uygun İngilizce konu anlatımı, kelimeler, alıştırmalar ve örnek sınavlar. Kaydettiğiniz üniteler internet olmadan da açılır.",
} as const;
