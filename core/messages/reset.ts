export const trReset = {
  emptyEmail: "Lütfen e-posta adresinizi girin",
  sent: "Şifre sıfırlama bağlantısı e-posta adresinize gönderildi!",
  invalidLink: "Bu şifre sıfırlama bağlantısı geçersiz ya da süresi dolmuş. Lütfen yeni bir bağlantı isteyin.",
  changed: "Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.",
  mailSubject: "Merdiven şifre sıfırlama",
  changedMailSubject: "Merdiven şifreniz değiştirildi",
  changedMailText:
    "Merhaba,\n\nMerdiven hesabınızın şifresi az önce değiştirildi ve hesabın açık oturumlarının hepsi kapatıldı.\n\nBu değişikliği siz yapmadıysanız hemen giriş sayfasındaki “Şifremi Unuttum” ile yeni bir şifre belirleyin ve bize iletişim sayfasından yazın.\n\nMerdiven",
} as const;
