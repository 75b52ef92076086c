/** Asking for a teacher account on 'Hesabım', and the admin's answer (docs/decisions/0066). */
export const trTeacherRequest = {
  // ---- the teacher request on 'Hesabım'
  teacherTitle: "Öğretmen hesabı",
  teacherIntro:
    "Öğretmenseniz sınıf açıp öğrencilerinizi bir kodla sınıfınıza alabilirsiniz. İsteğinizi yönetici inceler; sonucu e-postayla bildiririz.",
  teacherRequest: "Öğretmen hesabı iste",
  teacherName: "Adınız ve soyadınız",
  teacherSchool: "Okulunuz",
  teacherCity: "Şehir",
  teacherNameRequired: "Lütfen adınızı ve soyadınızı yazın.",
  teacherNameTooLong: "Ad ve soyad en fazla 100 karakter olabilir.",
  teacherSchoolRequired: "Lütfen okulunuzun adını yazın.",
  teacherSchoolTooLong: "Okul adı en fazla 120 karakter olabilir.",
  teacherCityRequired: "Lütfen şehri yazın.",
  teacherCityTooLong: "Şehir en fazla 60 karakter olabilir.",
  textInvalid: "Bu alanda yalnızca harf, rakam, boşluk ve . , ' - / ( ) kullanılabilir.",
  teacherRequested: "İsteğiniz alındı. Yönetici inceleyince size e-posta göndereceğiz.",
  teacherPending: "Öğretmen hesabı isteğiniz inceleniyor.",
  teacherAlreadyPending: "Zaten incelenen bir isteğiniz var.",
  teacherAlready: "Hesabınız zaten bir öğretmen hesabı.",
  teacherAdmin: "Yönetici hesapları öğretmen hesabı isteyemez.",
  teacherUnproven:
    "Öğretmen hesabı istemeden önce e-posta adresinizi doğrulayın: kayıt olurken gönderdiğimiz e-postadaki bağlantıyı açın.",
  teacherTooMany: "Kısa sürede çok fazla istek gönderildi. Lütfen daha sonra tekrar deneyin.",
  teacherIs: "Bu bir öğretmen hesabı.",
  myClassesLink: "Sınıfım",
  roleTeacher: "Öğretmen",

  // ---- the admin's side (/admin/kullanicilar)
  requestsTitle: "Öğretmen hesabı istekleri",
  requestsEmpty: "Bekleyen istek yok.",
  requestsCaption: "Bekleyen öğretmen hesabı istekleri",
  approve: "Onayla",
  refuse: "Reddet",
  approved: "İstek onaylandı: hesap artık bir öğretmen hesabı; açık oturumları kapatıldı.",
  refused: "İstek reddedildi; kullanıcıya e-posta gönderildi.",
  requestGone: "Bu istek artık beklemiyor.",
  requestMailSubject: "Merdiven: yeni öğretmen hesabı isteği",
  requestMailText: ({ name, school, city, email }: { name: string; school: string; city: string; email: string }) =>
    `Merhaba,\n\nBir kullanıcı öğretmen hesabı istedi:\n\nE-posta: ${email}\nAd ve soyad: ${name}\nOkul: ${school}\nŞehir: ${city}\n\nİsteği yönetim panelindeki Kullanıcılar sayfasından (/admin/kullanicilar) onaylayabilir ya da reddedebilirsiniz. Onaylamadan önce bu kişinin gerçekten o okulda öğretmen olduğundan emin olun: öğretmen hesabı çocukların adlarını ve çalışmalarını görür.\n\nMerdiven`,
  revoke: "Öğretmenliği kaldır",
  revoked:
    "Öğretmen rolü kaldırıldı: hesabın açık oturumları kapatıldı; sınıfları duruyor ama artık onlara ulaşamıyor.",
  notTeacher: "Bu hesap bir öğretmen hesabı değil.",
  revokedMailSubject: "Merdiven: öğretmen hesabınız kapatıldı",
  revokedMailText:
    "Merhaba,\n\nHesabınız artık bir öğretmen hesabı değil; güvenliğiniz için açık oturumlarınız kapatıldı. Hesabınızı sıradan bir hesap olarak kullanmaya devam edebilirsiniz. Sınıflarınız silinmedi ama artık onlara ulaşamazsınız. Bir yanlışlık olduğunu düşünüyorsanız sitedeki iletişim formundan bize yazabilirsiniz.\n\nMerdiven",
  approvedMailSubject: "Merdiven: öğretmen hesabınız açıldı",
  approvedMailText:
    "Merhaba,\n\nÖğretmen hesabı isteğiniz onaylandı. Güvenliğiniz için açık oturumlarınız kapatıldı; yeniden giriş yaptığınızda menüde “Sınıfım” bağlantısını göreceksiniz.\n\nMerdiven",
  refusedMailSubject: "Merdiven: öğretmen hesabı isteğiniz",
  refusedMailText:
    "Merhaba,\n\nÖğretmen hesabı isteğiniz bu kez onaylanmadı. Bir yanlışlık olduğunu düşünüyorsanız sitedeki iletişim formundan bize yazabilirsiniz.\n\nMerdiven",
} as const;
