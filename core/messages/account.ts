export const trAccount = {
  loggedOut: "Çıkış yapıldı. Görüşmek üzere!",
  verifyMailSubject: "Merdiven e-posta doğrulama",
  verified: "E-posta adresiniz doğrulandı.",
  invalidVerifyLink: "Bu doğrulama bağlantısı geçersiz ya da süresi dolmuş.",
  verifyTitle: "E-posta Doğrulama",
  verifyIntro: "E-posta adresinizi doğrulamak için aşağıdaki düğmeye basın.",
  verifyButton: "E-posta adresimi doğrula",
  verifyPasswordIntro:
    "Bu bağlantı e-posta adresinizin size ait olduğunu gösteriyor. Hesabın da sizin olduğunu göstermek için hesabın şifresini yazın (hesabı açtığınız cihazda giriş yapmışsanız bu bağlantıyı orada açmanız da yeter).",
  verifyPasswordLabel: "Bu hesabı siz açtıysanız şifrenizi yazın",
  verifyPasswordRequired: "Lütfen hesabın şifresini yazın.",
  verifyWrongPassword: "Şifre yanlış. Adres doğrulanmadı.",
  notMineIntro:
    "Bu hesabı siz açmadıysanız, biri e-posta adresinizle kaydolmuş olabilir. Hesabı silebilirsiniz: açık oturumları kapanır, adresiniz serbest kalır.",
  notMineButton: "Bu hesabı ben açmadım",
  notMineDone:
    "Adresinizle açılan hesap silindi ve oturumları kapatıldı. İsterseniz bu adresle kendi hesabınızı açabilirsiniz.",
  notMineRefused: "Bu hesap silinemedi: adresi doğrulanmış bir hesap burada silinmez.",
  verifiedAdmin:
    "E-posta adresiniz doğrulandı ve hesabınız yönetici hesabı oldu. Güvenliğiniz için hesabın bütün oturumları kapatıldı ve doğrulamadan önce konan şifre silindi: “Şifremi Unuttum” ile yeni bir şifre belirleyin ya da Google ile giriş yapın.",
  setupDone: "Yönetici hesabı oluşturuldu. Hoş geldiniz!",
  setupDoneExisting:
    "Bu e-posta adresiyle zaten bir hesap vardı: hesap yönetici yapıldı, şifresi değiştirildi ve açık oturumlarının hepsi kapatıldı.",
  setupInvalid: "Bu kurulum bağlantısı geçersiz ya da zaten kullanılmış.",
  forbidden: "Bu işlem için yetkiniz yok.",
  loginRequired: "Bu işlem için giriş yapmalısınız.",
  csrf: "İstek doğrulanamadı. Lütfen sayfayı yenileyip tekrar deneyin.",
} as const;
