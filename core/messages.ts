/**
 * The message catalogue: every text of SPEC.md §8 (and the ones we had to write),
 * typed, in one place. A translation must `satisfies Messages` so a missing key
 * fails the compile.
 */
export const tr = {
  common: {
    somethingWentWrong: "Something went wrong.",
    notFound: "Bir hata oluştu.",
    notFoundHint: "Aradığınız sayfa bulunamadı. Adresi kontrol edin ya da ana sayfaya dönün.",
    serverErrorHint: "Beklenmedik bir sorun çıktı. Lütfen sayfayı yenileyin ya da biraz sonra tekrar deneyin.",
    backHome: "Anasayfaya dön",
  },
  lists: {
    empty: "Henüz ders eklenmedi.",
    loadFailed: "Error fetching data",
    loadFailedHint: "İçerikler şu anda yüklenemedi. Lütfen biraz sonra tekrar deneyin.",
    choosePrompt: "Lütfen çalışmak istediğiniz sınıfı seçin.",
  },
  newsletter: {
    invalidEmail: "Invalid email address. Please enter a valid email.",
    subscribed: "Abone Olundu",
  },
  blog: {
    notFound: "Blog Yazısı Bulunamadı",
    back: "Geri Dön",
  },
  login: {
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
  },
  google: {
    popupClosed: "Google penceresi kapatıldı. Giriş yapmak için yeniden deneyin.",
    popupBlocked: "Google penceresi tarayıcınız tarafından engellendi. Bu site için açılır pencerelere izin verip yeniden deneyin.",
    cancelledPopup: "Zaten açık bir Google penceresi var. Lütfen o pencerede devam edin.",
    accountExists: "Bu e-posta adresiyle şifreli bir hesap zaten var. Lütfen e-posta ve şifrenizle giriş yapın.",
    generic: "Google ile giriş yapılamadı. Lütfen daha sonra tekrar deneyin.",
    notConfigured: "Google ile giriş bu sitede henüz yapılandırılmadı. Lütfen e-posta ve şifrenizle devam edin.",
    button: "Google ile giriş",
  },
  signup: {
    success: "Kayıt başarılı! Hoş geldiniz!",
    passwordsDoNotMatch: "Şifreler eşleşmiyor",
    passwordTooShort: "Şifre en az 6 karakter olmalıdır",
    submitting: "Kayıt Olunuyor...",
    emailInUse: "Bu e-posta adresi zaten kayıtlı. Giriş yapmayı ya da şifrenizi sıfırlamayı deneyin.",
    weakPassword: "Bu şifre çok yaygın ve kolay tahmin edilir. Lütfen daha güçlü bir şifre seçin.",
    invalidEmail: "Geçersiz e-posta adresi. Lütfen adresinizi kontrol edin.",
    operationNotAllowed: "Şu anda yeni kayıt alınamıyor. Lütfen daha sonra tekrar deneyin.",
    emailRequired: "Lütfen e-posta adresinizi girin",
    passwordRequired: "Lütfen bir şifre girin",
    repeatRequired: "Lütfen şifrenizi tekrar girin",
    tooLong: "Şifre en fazla 128 karakter olabilir",
  },
  reset: {
    emptyEmail: "Lütfen e-posta adresinizi girin",
    sent: "Şifre sıfırlama bağlantısı e-posta adresinize gönderildi!",
    invalidLink: "Bu şifre sıfırlama bağlantısı geçersiz ya da süresi dolmuş. Lütfen yeni bir bağlantı isteyin.",
    changed: "Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.",
    mailSubject: "Merdiven şifre sıfırlama",
  },
  account: {
    loggedOut: "Çıkış yapıldı. Görüşmek üzere!",
    verifyMailSubject: "Merdiven e-posta doğrulama",
    verified: "E-posta adresiniz doğrulandı.",
    invalidVerifyLink: "Bu doğrulama bağlantısı geçersiz ya da süresi dolmuş.",
    setupDone: "Yönetici hesabı oluşturuldu. Hoş geldiniz!",
    setupInvalid: "Bu kurulum bağlantısı geçersiz ya da zaten kullanılmış.",
    forbidden: "Bu işlem için yetkiniz yok.",
    loginRequired: "Bu işlem için giriş yapmalısınız.",
    csrf: "İstek doğrulanamadı. Lütfen sayfayı yenileyip tekrar deneyin.",
  },
  contact: {
    success: "Mesajınız bize ulaştı.",
    unexpected: "Beklenmedik bir hata oluştu.",
    sendFailed: "Mesaj gönderilirken bir hata oluştu. Lütfen tekrar deneyin.",
    submitting: "Gönderiliyor...",
  },
  api: {
    notFound: "İçerik bulunamadı.",
    badRequest: "İstek geçersiz.",
    invalidGrade: "Sınıf 2 ile 12 arasında bir sayı olmalıdır.",
    invalidType: "İçerik türü 1 ile 9 arasında bir sayı olmalıdır.",
    unavailable: "Error fetching data",
  },
  files: {
    missing: "Bu dosya bulunamadı. Silinmiş ya da taşınmış olabilir.",
    rangeNotSatisfiable: "İstenen bayt aralığı bu dosyada yok.",
  },
  admin: {
    noContentChosen: "icerik secmediniz",
    uploaded: "basariyla yuklendi.",
    deletedInfo: "Bilgiler silindi",
    deleted: "Document deleted successfully.",
    deleteFailed: "Error deleting document. Please try again.",
    notFoundEntries: "Document not found in entriesContentRef.",
    notFoundReference: "Document not found in entriesContentReference.",
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof tr>;
export const messages: Messages = tr;
