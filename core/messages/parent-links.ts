/** A teacher makes a pupil's parent link on the class page (docs/decisions/0069), or the whole class's at once. */
export const trParentLinks = {
  // ---- a pupil's parent link ('veli bağlantısı'), made by the teacher
  parentLink: "Veli bağlantısı oluştur",
  parentLinkRevoke: "Veli bağlantısını iptal et",
  parentLinkTitle: (name: string) => `${name} için veli bağlantısı`,
  parentLinkIntro:
    "Bu bağlantıyı ya da karekodu yalnızca öğrencinin velisine verin. Bağlantı bir kez gösterilir; kaybolursa yenisini oluşturun (eskisi çalışmaz olur).",
  parentLinkUntil: (day: string) => `Bağlantı ${day} tarihine kadar geçerli.`,
  parentLinkQr: (url: string) => `Veli bağlantısının karekodu: ${url}`,
  parentLinkNoConsent: "Veli bağlantısı için önce veli onayını kaydedin.",
  parentLinkRevoked: "Veli bağlantısı iptal edildi.",
  parentLinkNone: "Bu öğrencinin geçerli bir veli bağlantısı yok.",
  slipsLink: "Veli bağlantıları (bütün sınıf)",
} as const;
