/** Young pupils' sign-in with three pictures: the form, its progress and its refusals. */
export const trPictureLogin = {
  legend: "Resimli şifren",
  intro: "Şifrendeki 3 resme sırayla dokun.",
  /** What the dots say, and what the live region reads after each tap. */
  progress: (chosen: number, total: number) => `${chosen} / ${total} resim seçildi`,
  startOver: "Baştan başla",
  startedOver: "Baştan başladın. İlk resme dokun.",
  checking: "Kontrol ediliyor...",
  wrongPictures: "Seçtiğin resimler şifrene uymuyor. Baştan başla ve yeniden dene.",
  tooManyWrong: (minutes: number) => `Çok fazla yanlış deneme yaptın. Lütfen ${minutes} dakika sonra tekrar dene.`,
  tooManyFromAddress: "Bu bağlantıdan çok fazla giriş denemesi yapıldı. Lütfen biraz sonra tekrar dene.",
  classWaits:
    "Bu sınıfta çok fazla yanlış resim denendi; resimle giriş şimdilik kapalı. Öğretmenine söyle, o açabilir.",

  // The class's sign-in page, /sinif/{kod} (docs/decisions/0067).
  /** An unknown code, or one the teacher replaced by a new one (404). */
  classNotFound: "Bu sınıf kodu bulunamadı. Öğretmenine sor.",
  /** A pupil who is not (or no longer) in this class, or whose account is closed (404). */
  pupilNotFound: "Bu adı bu sınıfta bulamadık. Adını listeden seç.",
  pageTitle: "Sınıf girişi",
  // The 'Sınıf koduyla gir' form, /sinif and /sinif/{kod} without a class link (docs/decisions/0090).
  codeFormTitle: "Sınıf koduyla gir",
  /** Above the form when the code came in the address (an old card's QR code): one tap on. */
  codeFormReady: "Sınıf kodun burada. Sınıfının sayfasını açmak için Devam'a dokun.",
  codeFormIntro: "Öğretmeninin verdiği 6 karakterli sınıf kodunu yaz ve Devam'a dokun.",
  codeLabel: "Sınıf kodu",
  codeContinue: "Devam",
  codeInvalid: "Sınıf kodu 6 karakterdir: harfler ve rakamlar. Kartındaki kodu yeniden yaz.",
  /** The name list's heading: the class's name. */
  classHeading: (name: string) => `${name}: giriş`,
  chooseName: "Adına dokun.",
  noPupils: "Bu sınıfta henüz resimli şifreyle giren öğrenci yok. Öğretmenine sor.",
  hello: (name: string) => `Merhaba, ${name}!`,
  tapYourPictures: "Resimlerine dokun.",
  notMe: "Ben değilim, adımı seçeceğim",
  welcome: (name: string) => `Hoş geldin, ${name}!`,
  /** 'Hesabım' of a class pupil (no address, no password). */
  classAccount: "Bu hesabı öğretmenin açtı; silmek için öğretmenine söyle.",
  /** Anything that needs an e-mail address or a password, asked for by a class pupil (403). */
  classAccountRefused: "Bu hesabın e-posta adresi ve şifresi yok; bunu öğretmenin yapabilir. Öğretmenine söyle.",
} as const;
