export const trGoogle = {
  popupClosed: "Google penceresi kapatıldı. Giriş yapmak için yeniden deneyin.",
  popupBlocked:
    "Google penceresi tarayıcınız tarafından engellendi. Bu site için açılır pencerelere izin verip yeniden deneyin.",
  cancelledPopup: "Zaten açık bir Google penceresi var. Lütfen o pencerede devam edin.",
  accountExists: "Bu e-posta adresiyle şifreli bir hesap zaten var. Lütfen e-posta ve şifrenizle giriş yapın.",
  generic: "Google ile giriş yapılamadı. Lütfen daha sonra tekrar deneyin.",
  notConfigured: "Google ile giriş bu sitede henüz yapılandırılmadı. Lütfen e-posta ve şifrenizle devam edin.",
  button: "Google ile giriş",
} as const;
