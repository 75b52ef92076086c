export const trSignup = {
  success: "Kayıt başarılı! Hoş geldiniz!",
  passwordsDoNotMatch: "Şifreler eşleşmiyor",
  passwordTooShort: "Şifre en az 6 karakter olmalıdır",
  adminPasswordTooShort: "Yönetici şifresi en az 12 karakter olmalıdır.",
  submitting: "Kayıt Olunuyor...",
  emailInUse: "Bu e-posta adresi zaten kayıtlı. Giriş yapmayı ya da şifrenizi sıfırlamayı deneyin.",
  weakPassword: "Bu şifre çok yaygın ve kolay tahmin edilir. Lütfen daha güçlü bir şifre seçin.",
  invalidEmail: "Geçersiz e-posta adresi. Lütfen adresinizi kontrol edin.",
  emailEndsWithDot: "E-posta adresi nokta ile bitemez. Lütfen sondaki noktayı silin.",
  operationNotAllowed: "Şu anda yeni kayıt alınamıyor. Lütfen daha sonra tekrar deneyin.",
  emailRequired: "Lütfen e-posta adresinizi girin",
  passwordRequired: "Lütfen bir şifre girin",
  repeatRequired: "Lütfen şifrenizi tekrar girin",
  tooLong: "Şifre en fazla 128 karakter olabilir",
  teacherChoice: "Öğretmenim: sınıf açıp ödev vermek istiyorum",
  teacherChoiceHint:
    "E-posta adresinizi doğruladığınızda öğretmen başvurusu formuna gelirsiniz. Yönetici onaylayınca 'Sınıfım' açılır.",
} as const;
