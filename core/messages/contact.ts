export const trContact = {
  success: "Mesajınız bize ulaştı.",
  unexpected: "Beklenmedik bir hata oluştu.",
  sendFailed: "Mesaj gönderilirken bir hata oluştu. Lütfen tekrar deneyin.",
  submitting: "Gönderiliyor...",
  nameRequired: "Lütfen adınızı girin",
  emailRequired: "Lütfen e-posta adresinizi girin",
  invalidEmail: "Geçersiz e-posta adresi. Lütfen adresinizi kontrol edin.",
  messageRequired: "Lütfen mesajınızı yazın",
  tooLong: "Mesaj en fazla 5000 karakter olabilir",
  tooMany: "Kısa sürede çok fazla mesaj gönderildi. Lütfen biraz sonra tekrar deneyin.",
  mailSubject: "Merdiven: yeni iletişim mesajı",
  feedbackSubject: "Merdiven: içerik hakkında geri bildirim",
} as const;
