/** A pupil with an account joins a class with its code (/katil) and leaves it on 'Hesabım'. */
export const trClassJoin = {
  // ---- a pupil joins (/katil) and leaves ('Hesabım')
  joinTitle: "Sınıfa katıl",
  joinIntro:
    "Öğretmeninin verdiği 6 karakterli kodu ve sınıfta görünmesini istediğin adını yaz. Öğretmenin e-posta adresini görmez.",
  code: "Katılma kodu",
  displayName: "Sınıfta görünecek adın",
  displayNameHint: "Örneğin: Ayşe Y.",
  join: "Katıl",
  joined: (name: string) => `“${name}” sınıfına katıldın.`,
  alreadyMember: "Bu sınıfa zaten katılmışsın.",
  codeRequired: "Lütfen katılma kodunu yazın.",
  codeInvalid: "Katılma kodu 6 karakterdir; yalnızca büyük harf ve rakam içerir.",
  codeUnknown: "Bu kodla açık bir sınıf bulunamadı. Kodu öğretmenine sor; kod değişmiş olabilir.",
  codeLocked: "Bu sınıfa katılma şu anda kapalı. Öğretmenine sor.",
  ownClass: "Kendi sınıfına öğrenci olarak katılamazsın.",
  joinTooMany: "Çok fazla yanlış kod denendi. Lütfen bir saat sonra tekrar deneyin.",
  displayNameRequired: "Lütfen sınıfta görünecek adını yaz.",
  displayNameTooLong: "Ad en fazla 40 karakter olabilir.",
  joinSignIn: "Sınıfa katılmak için önce giriş yapmalısın.",
  /** /katil, beside the e-mail account's join: a pupil the teacher gave a card with pictures (decision 0111). */
  joinWithPicturesTitle: "E-posta adresin yok mu?",
  joinWithPictures:
    "Öğretmenin sana resimli şifreyle bir kart verdiyse buradan gir: kartındaki sınıf kodunu yaz, adını ve resimlerini seç.",
  joinWithEmailTitle: "E-posta adresinle katıl",
  myClassesTitle: "Sınıflarım",
  myClassesEmpty: "Henüz bir sınıfa katılmadın.",
  joinLink: "Bir sınıfa katıl",
  leave: "Sınıftan ayrıl",
  left: "Sınıftan ayrıldın.",
  unknownAction: "Bu işlem tanınmadı. Lütfen sayfayı yenileyip tekrar deneyin.",
} as const;
