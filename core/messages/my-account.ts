/** 'Hesabım' (/hesabim) and the mailed links it sends: a pupil's own account and data. */
export const trMyAccount = {
  title: "Hesabım",
  intro: "Hesabınızla ilgili her şey burada: şifreniz, e-posta adresiniz, açık oturumlarınız ve sakladığımız bilgiler.",
  signedInAs: "Giriş yaptığınız adres",
  googleOnly: "Bu hesaba Google ile giriş yapılıyor; şifresi yok.",
  privacyLink: "Hangi bilgileri neden sakladığımızı Aydınlatma Metni'nde anlatıyoruz.",
  twoStepLink: "İki adımlı giriş (yöneticiler için)",
  /** An adult with no class yet ('siz' on the whole page, decision 0111). */
  myClassesEmpty: "Henüz bir sınıfa katılmadınız.",

  // A class pupil's 'Hesabım' (decision 0111): 'sen', and no word of passwords, addresses or file formats.
  pupilIntro: "Burası senin sayfan: hangi cihazlarda açık olduğunu görebilir, bilgilerini indirebilirsin.",
  pupilSessionsTitle: "Açık olduğun cihazlar",
  pupilSessionsIntro: "Şu an bu cihazlarda girişin açık. Tanımadığın bir cihaz görürsen kapat ve öğretmenine söyle.",
  pupilEndOtherSessions: "Diğer cihazlardan çık",
  pupilExportIntro: "Senin hakkında sakladığımız her şeyi bir dosya olarak bu cihaza indirebilirsin.",
  pupilExportButton: "Bilgilerimi indir",

  passwordTitle: "Şifreyi değiştir",
  currentPassword: "Şu anki şifre",
  newPassword: "Yeni şifre",
  repeatPassword: "Yeni şifre (tekrar)",
  changePassword: "Şifreyi değiştir",
  passwordChanged: "Şifreniz değiştirildi. Bu cihaz dışındaki bütün oturumlarınız kapatıldı.",
  noPasswordYet:
    "Şifre belirlemek isterseniz giriş sayfasındaki “Şifremi Unuttum” ile adresinize bir bağlantı isteyin.",
  wrongPassword: "Şifre yanlış.",
  passwordRequired: "Lütfen şu anki şifrenizi girin.",
  samePassword: "Yeni şifre şu anki şifreyle aynı olamaz.",
  passwordMailText:
    "Merhaba,\n\nMerdiven hesabınızın şifresi “Hesabım” sayfasından az önce değiştirildi. Değişikliğin yapıldığı oturum dışındaki bütün oturumlar kapatıldı.\n\nBu değişikliği siz yapmadıysanız hemen giriş sayfasındaki “Şifremi Unuttum” ile yeni bir şifre belirleyin ve bize iletişim sayfasından yazın.\n\nMerdiven",

  emailTitle: "E-posta adresini değiştir",
  newEmail: "Yeni e-posta adresi",
  changeEmail: "Doğrulama bağlantısı gönder",
  emailSameAsNow: "Bu zaten hesabınızın adresi.",
  emailInUse: "Bu e-posta adresiyle açılmış başka bir hesap var.",
  emailAdminAddress:
    "Bu adres sitenin yönetici adresidir; hiçbir hesabın adresi bu adres olarak değiştirilemez. Yönetici hesabı bu adresle kayıt olunarak ya da Google ile giriş yapılarak açılır.",
  emailLinkSent:
    "Yeni adresinize bir doğrulama bağlantısı gönderdik. Bağlantıyı açıp düğmeye basınca adresiniz değişir; o zamana kadar eski adresiniz geçerlidir.",
  emailGoogleOnly: "Google ile açılan bir hesabın adresi Google hesabınızdan gelir; buradan değiştirilemez.",
  emailMailSubject: "Merdiven: yeni e-posta adresinizi doğrulayın",
  emailMailText: (link: string) =>
    `Merhaba,\n\nMerdiven hesabınızın adresini bu adres olarak değiştirmek istediniz. Onaylamak için bu bağlantıyı açıp düğmeye basın (24 saat geçerlidir, bir kez kullanılabilir):\n\n${link}\n\nBu isteği siz yapmadıysanız bu e-postayı yok sayın; hiçbir şey değişmez.\n\nMerdiven`,
  emailConfirmTitle: "Yeni E-posta Adresi",
  emailConfirmIntro: "Hesabınızın adresini bu adres olarak değiştirmek için aşağıdaki düğmeye basın.",
  emailConfirmButton: "Adresimi değiştir",
  emailChanged: "E-posta adresiniz değiştirildi. Güvenliğiniz için diğer oturumlarınız kapatıldı.",
  emailChangedSignIn: "E-posta adresiniz değiştirildi. Yeni adresinizle giriş yapabilirsiniz.",
  emailAccountDisabled: "Bu hesap devre dışı bırakıldığı için e-posta adresi değiştirilemez.",
  emailLinkInvalid: "Bu bağlantı geçersiz ya da süresi dolmuş. “Hesabım” sayfasından yeni bir bağlantı isteyin.",
  oldAddressMailSubject: "Merdiven hesabınızın e-posta adresi değişti",
  oldAddressMailText: (newEmail: string) =>
    `Merhaba,\n\nMerdiven hesabınızın adresi az önce ${newEmail} olarak değiştirildi ve hesabın diğer oturumları kapatıldı. Bundan sonraki e-postalarımız yeni adrese gidecek.\n\nBu değişikliği siz yapmadıysanız bize hemen iletişim sayfasından yazın.\n\nMerdiven`,

  sessionsTitle: "Oturumlar",
  sessionsIntro:
    "Hesabınıza şu an giriş yapılmış cihazlar. Tanımadığınız bir oturum görürseniz kapatın ve şifrenizi değiştirin.",
  device: "Cihaz",
  unknownDevice: "Bilinmeyen cihaz",
  firstSeen: "Giriş",
  lastSeen: "Son kullanım",
  thisSession: "Bu oturum",
  endSession: "Oturumu kapat",
  endOtherSessions: "Diğer tüm oturumları kapat",
  sessionEnded: "Oturum kapatıldı.",
  otherSessionsEnded: "Diğer oturumlarınızın hepsi kapatıldı.",
  noOtherSessions: "Başka açık oturumunuz yok.",

  exportTitle: "Verilerimi indir",
  exportIntro:
    "Hakkınızda sakladığımız her şey tek bir JSON dosyasında: hesap bilgileri, oturumlar (kimlikleri olmadan), bu adresten gönderilen mesajlar ve bülten kaydı.",
  exportButton: "Verilerimi indir (JSON)",
  unprovenExport:
    "E-posta adresiniz henüz doğrulanmadı. Adresin size ait olduğunu bilmediğimiz için o adresle kaydedilen bilgiler (o adresten gönderilen mesajlar, bülten kaydı, o adrese giden e-postalar) dosyada yer almaz. Kayıt olurken adresinize gönderdiğimiz bağlantıyla adresinizi doğrulayabilirsiniz.",

  deleteTitle: "Hesabımı sil",
  deleteIntro:
    "Hesabınız ve ona bağlı her şey (oturumlar, bülten kaydı) kalıcı olarak silinir; bu adresten gönderdiğiniz mesajlardaki ad ve adres kaldırılır. Bu işlem geri alınamaz.",
  unprovenDelete:
    "E-posta adresiniz doğrulanmadığı için o adresle kaydedilen bilgiler (o adresten gönderilen mesajlar, bülten kaydı, o adrese giden e-postalar) hesabınızla birlikte silinmez; yalnızca hesabınız ve ona bağlı olanlar silinir.",
  deletePassword: "Onaylamak için şifreniz",
  deleteButton: "Hesabımı kalıcı olarak sil",
  deleteByMail:
    "Bu hesabın şifresi olmadığı için silmeyi e-posta ile onaylıyoruz: düğmeye basınca adresinize bir bağlantı gönderilir.",
  deleteMailButton: "Silme bağlantısı gönder",
  deleteLinkSent: "Adresinize bir silme bağlantısı gönderdik (bir saat geçerlidir).",
  deleteAdminRefused:
    "Yönetici hesabı buradan silinemez: sitenin içeriğini o yönetir. Önce hesabın yöneticiliği kaldırılmalı.",
  deleted: "Hesabınız ve ona bağlı bilgiler silindi. Hoşça kalın!",
  deleteLinkMailSubject: "Merdiven: hesabınızı silmeyi onaylayın",
  deleteLinkMailText: (link: string) =>
    `Merhaba,\n\nMerdiven hesabınızın silinmesini istediniz. Onaylamak için bu bağlantıyı açıp düğmeye basın (bir saat geçerlidir):\n\n${link}\n\nBu isteği siz yapmadıysanız bu e-postayı yok sayın; hesabınız silinmez.\n\nMerdiven`,
  deleteConfirmTitle: "Hesabı Sil",
  deleteConfirmIntro:
    "Hesabınızı ve ona bağlı her şeyi kalıcı olarak silmek için aşağıdaki düğmeye basın. Bu işlem geri alınamaz.",
  deleteLinkInvalid: "Bu silme bağlantısı geçersiz ya da süresi dolmuş.",
  deletedMailSubject: "Merdiven hesabınız silindi",
  deletedMailText:
    "Merhaba,\n\nMerdiven hesabınız ve ona bağlı bilgiler isteğiniz üzerine silindi. Bu e-posta da gönderildiği anda bizim kayıtlarımızdan silinir.\n\nBu isteği siz yapmadıysanız bize iletişim sayfasından yazın.\n\nMerdiven",

  tooManyRequests: "Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin.",
  unknownAction: "Bu işlem anlaşılamadı. Lütfen sayfayı yenileyip tekrar deneyin.",
} as const;
