export const trAccount = {
  loggedOut: "Çıkış yapıldı. Görüşmek üzere!",
  verifyMailSubject: "Merdiven e-posta doğrulama",
  verified: "E-posta adresiniz doğrulandı.",
  invalidVerifyLink: "Bu doğrulama bağlantısı geçersiz ya da süresi dolmuş.",
  verifyTitle: "E-posta Doğrulama",
  verifyIntro: "E-posta adresinizi doğrulamak için aşağıdaki düğmeye basın.",
  verifyButton: "E-posta adresimi doğrula",
  verifiedAdmin:
    "E-posta adresiniz doğrulandı ve hesabınız yönetici hesabı oldu. Güvenliğiniz için hesabın bütün oturumları kapatıldı ve doğrulamadan önce konan şifre silindi: “Şifremi Unuttum” ile yeni bir şifre belirleyin ya da Google ile giriş yapın.",
  setupDone: "Yönetici hesabı oluşturuldu. Hoş geldiniz!",
  setupDoneExisting: "Bu e-posta adresiyle zaten bir hesap vardı: hesap yönetici yapıldı, şifresi değiştirildi ve açık oturumlarının hepsi kapatıldı.",
  setupInvalid: "Bu kurulum bağlantısı geçersiz ya da zaten kullanılmış.",
  forbidden: "Bu işlem için yetkiniz yok.",
  loginRequired: "Bu işlem için giriş yapmalısınız.",
  csrf: "İstek doğrulanamadı. Lütfen sayfayı yenileyip tekrar deneyin.",
} as const;
