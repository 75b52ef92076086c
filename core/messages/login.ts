export const trLogin = {
  success: "Giriş başarılı! Hoş geldiniz!",
  userNotFound: "Bu e-posta adresi ile kayıtlı kullanıcı bulunamadı. Lütfen kayıt olun.",
  wrongPassword: "Hatalı şifre. Lütfen şifrenizi kontrol edin.",
  invalidEmail: "Geçersiz e-posta adresi...",
  userDisabled: "Bu hesap devre dışı bırakılmış...",
  tooManyRequests: "Çok fazla başarısız giriş denemesi. Lütfen daha sonra tekrar deneyin.",
  generic: "Giriş sırasında bir hata oluştu...",
  submitting: "Giriş Yapılıyor...",
  emailRequired: "Lütfen e-posta adresinizi girin",
  passwordRequired: "Lütfen şifrenizi girin",
  /** A class pupil has no e-mail: /login points to the picture sign-in at its top and offers the code at its foot. */
  classCodeJump: "Öğrenciysen ve öğretmeninden sınıf kodu aldıysan: sınıf koduyla gir",
  classCodeHeading: "Sınıf koduyla gir",
} as const;
