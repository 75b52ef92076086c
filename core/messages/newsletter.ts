export const trNewsletter = {
  invalidEmail: "Invalid email address. Please enter a valid email.",
  /** docs/product.md's text, now shown once the mailed link is confirmed. */
  subscribed: "Abone Olundu",
  /** The same answer whether the address is new, pending or already subscribed: nobody learns who is on the list. */
  confirmationSent: "Onay e-postası gönderildi. Aboneliğiniz, e-postadaki bağlantıyla onayladığınızda başlar.",
  tooMany: "Kısa sürede çok fazla abonelik isteği gönderildi. Lütfen biraz sonra tekrar deneyin.",
  confirmMailSubject: "Merdiven bülteni: aboneliğinizi onaylayın",
  confirmMailIntro:
    "Merhaba,\n\nBu e-posta adresi Merdiven bültenine (yeni dersler eklendiğinde gönderilen kısa bir haber) kaydedilmek istendi. Aboneliği onaylamak için bu bağlantıyı açıp sayfadaki düğmeye basın (7 gün geçerlidir):",
  confirmMailOutro:
    "Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz: onaylamadığınız sürece size bülten gönderilmez.\n\nMerdiven",
  unsubscribeFooter: "Bu e-postaları artık almak istemiyorsanız bu bağlantıyla abonelikten çıkabilirsiniz:",
  confirmTitle: "Bülten Aboneliği",
  confirmIntro: "Merdiven bültenine aboneliğinizi onaylamak için aşağıdaki düğmeye basın.",
  confirmButton: "Aboneliğimi onayla",
  confirmed:
    "Aboneliğiniz onaylandı. Yeni dersler eklendiğinde size kısa bir e-posta göndereceğiz; her e-postadaki bağlantıyla istediğiniz zaman ayrılabilirsiniz.",
  invalidConfirmLink:
    "Bu onay bağlantısı geçersiz, süresi dolmuş ya da zaten kullanılmış. Abone olmak için ana sayfadaki kutuya adresinizi yeniden yazabilirsiniz.",
  unsubscribeTitle: "Bültenden Ayrıl",
  unsubscribeIntro: "Merdiven bülteninden ayrılmak için aşağıdaki düğmeye basın. Adresiniz listemizden hemen silinir.",
  unsubscribeButton: "Abonelikten çık",
  unsubscribed: "Abonelikten çıktınız. Adresiniz bülten listemizden silindi.",
  invalidUnsubscribeLink: "Bu bağlantıyla kayıtlı bir abonelik bulunamadı; aboneliğiniz zaten sona ermiş olabilir.",
} as const;
