import { decimal } from "./decimal";
/** 'Sınıfım': teacher requests, a teacher's classes, joining by code (docs/decisions/0064). */
export const trClasses = {
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

  // ---- the teacher's classes (/sinifim)
  title: "Sınıfım",
  intro:
    "Sınıflarınızı buradan açın. Küçük sınıflarda (2. sınıftan başlayarak) öğrencilerin adlarını siz eklersiniz; her öğrenci, sizin yazdırdığınız karttaki üç resimle giriş yapar, e-posta ya da şifre gerekmez. Kendi hesabı olan büyük öğrenciler sınıfın katılma kodunu girerek katılabilir.",
  noClasses: "Henüz bir sınıf açmadınız.",
  createTitle: "Yeni sınıf aç",
  className: "Sınıfın adı",
  classNameHint: "Örneğin: 5-B İngilizce",
  grade: "Sınıf düzeyi",
  schoolYear: "Öğretim yılı",
  schoolYearHint: "Örneğin: 2026-2027",
  create: "Sınıfı aç",
  created: "Sınıf açıldı.",
  nameRequired: "Lütfen sınıfın adını yazın.",
  nameTooLong: "Sınıfın adı en fazla 60 karakter olabilir.",
  gradeInvalid: "Lütfen 2 ile 12 arasında bir sınıf düzeyi seçin.",
  schoolYearInvalid: "Öğretim yılını 2026-2027 biçiminde yazın.",
  members: "Öğrenci",
  tooManyClasses: "En fazla 50 sınıf açabilirsiniz. Kullanmadığınız bir sınıfı silin.",

  // ---- one class (/sinifim/{id})
  joinCode: "Katılma kodu",
  joinHow:
    "Öğrencileriniz sitede giriş yaptıktan sonra “Sınıfa katıl” sayfasında bu kodu yazar ya da karekodu telefonla okutur.",
  qrAlt: (url: string) => `Sınıfa katılma sayfasının karekodu: ${url}`,
  joinPage: "Katılma sayfası",
  locked: "Katılma kapalı: bu kodla kimse katılamaz.",
  open: "Katılma açık.",
  lock: "Katılmayı kapat",
  unlock: "Katılmayı aç",
  lockedDone: "Sınıfa katılma kapatıldı.",
  unlockedDone: "Sınıfa katılma açıldı.",
  newCode: "Yeni kod oluştur",
  newCodeDone: "Yeni kod oluşturuldu; eski kod artık çalışmaz.",
  rename: "Adı değiştir",
  renamed: "Sınıfın adı değiştirildi.",
  membersTitle: "Öğrenciler",
  noMembers: "Bu sınıfta henüz öğrenci yok.",
  membersCaption: "Sınıftaki öğrenciler ve katıldıkları tarih",
  memberName: "Ad",
  joinedAt: "Katıldığı tarih",
  remove: "Sınıftan çıkar",
  removed: "Öğrenci sınıftan çıkarıldı.",
  memberGone: "Bu öğrenci zaten sınıfta değil.",
  deleteLink: "Sınıfı sil",
  deleteTitle: "Sınıfı silmeyi onaylayın",
  deleteWhat: (pupils: number) =>
    `Bu sınıfta ${pupils} öğrenci var. Silince sınıf, katılma kodu ve ${pupils} öğrencinin sınıf üyeliği kalıcı olarak silinir. Öğrencilerin kendi hesapları ve çalışmaları silinmez.`,
  deleteConfirm: "Evet, sınıfı sil",
  deleteCancel: "Vazgeç",
  deleted: "Sınıf silindi.",
  backToClasses: "Sınıflarıma dön",

  // ---- a pupil joins (/katil) and leaves ('Hesabım')
  joinTitle: "Sınıfa katıl",
  joinIntro:
    "Öğretmeninin verdiği 6 karakterli kodu ve sınıfta görünmesini istediğin adını yaz. Öğretmenin e-posta adresini görmez.",
  code: "Katılma kodu",
  displayName: "Sınıfta görünecek adın",
  displayNameHint: "Örneğin: Ayşe Y.",
  join: "Katıl",
  joined: (name: string) => `“${name}” sınıfına katıldın.`,
  alreadyMember: "Bu sınıfa zaten katılmışsın.",
  codeRequired: "Lütfen katılma kodunu yazın.",
  codeInvalid: "Katılma kodu 6 karakterdir; yalnızca büyük harf ve rakam içerir.",
  codeUnknown: "Bu kodla açık bir sınıf bulunamadı. Kodu öğretmenine sor; kod değişmiş olabilir.",
  codeLocked: "Bu sınıfa katılma şu anda kapalı. Öğretmenine sor.",
  ownClass: "Kendi sınıfına öğrenci olarak katılamazsın.",
  joinTooMany: "Çok fazla yanlış kod denendi. Lütfen bir saat sonra tekrar deneyin.",
  displayNameRequired: "Lütfen sınıfta görünecek adını yaz.",
  displayNameTooLong: "Ad en fazla 40 karakter olabilir.",
  joinSignIn: "Sınıfa katılmak için önce giriş yapmalısın.",
  /** /katil, beside the e-mail account's join: a pupil the teacher gave a card with pictures (decision 0111). */
  joinWithPicturesTitle: "E-posta adresin yok mu?",
  joinWithPictures:
    "Öğretmenin sana resimli şifreyle bir kart verdiyse buradan gir: kartındaki sınıf kodunu yaz, adını ve resimlerini seç.",
  joinWithEmailTitle: "E-posta adresinle katıl",
  myClassesTitle: "Sınıflarım",
  myClassesEmpty: "Henüz bir sınıfa katılmadın.",
  joinLink: "Bir sınıfa katıl",
  leave: "Sınıftan ayrıl",
  left: "Sınıftan ayrıldın.",
  unknownAction: "Bu işlem tanınmadı. Lütfen sayfayı yenileyip tekrar deneyin.",

  // ---- pupils without an e-mail address (docs/decisions/0066)
  addPupilsTitle: "Öğrenci ekle",
  addPupilsIntro:
    "E-posta adresi olmayan öğrencileriniz için hesap açın: her satıra bir öğrencinin yalnızca adını yazın (en fazla 40 öğrenci). Her öğrenci, giriş kartındaki üç resme sırayla dokunarak giriş yapar.",
  pupilNames: "Öğrencilerin adları (her satıra bir ad)",
  pupilNamesHint: "Yalnızca ad yazın, soyadı yazmayın. Aynı adı taşıyan öğrencilere harf verilir: Ayşe A., Ayşe B.",
  addPupils: "Öğrencileri ekle",
  pupilsAdded: (n: number) => `${n} öğrenci eklendi. Giriş kartlarını yazdırıp öğrencilerinize verin.`,
  pupilNamesRequired: "Lütfen en az bir öğrencinin adını yazın.",
  pupilNamesTooMany: (room: number) =>
    room > 0
      ? `Bu sınıfa en fazla ${room} öğrenci daha ekleyebilirsiniz (bir sınıfta en fazla 40).`
      : "Bu sınıf dolu: bir sınıfta en fazla 40 öğrenci olabilir.",
  pupilNameTooLong: (line: number) => `${line}. satırdaki ad çok uzun: bir ad en fazla 30 harf olabilir.`,
  pupilNameInvalid: (line: number) =>
    `${line}. satırdaki ad geçersiz: yalnızca harf kullanın (iki adı bir boşlukla ayırabilirsiniz).`,
  classPupilsTitle: "Resimle giriş yapan öğrenciler",
  classPupilsCaption: "Resimle giriş yapan öğrenciler, veli onayı ve çalışmaları",
  noClassPupils: "Henüz resimle giriş yapan öğrenci eklemediniz.",
  ownAccountsTitle: "Kendi hesabıyla katılan öğrenciler",
  consent: "Veli onayı",
  consentGiven: (date: string) => `Veli onayı alındı (${date})`,
  consentWaiting: "Veli onayı bekleniyor",
  recordConsent: "Veli onayı alındı",
  withdrawConsent: "Veli onayını geri al",
  consentBadgeGiven: "Veli onayı var",
  consentBadgeWaiting: "Onay bekleniyor",
  consentFormTitle: "Veli onayı",
  consentFormLegend: "Onay mektubu gelen öğrenciler",
  consentFormHint: "Velisinin imzalı mektubu gelen her öğrenciyi işaretleyin, sonra bir kez Kaydet'e basın.",
  consentFormSave: "Kaydet",
  consentFormNone: "Tüm öğrencilerin veli onayı kayıtlı.",
  consentFormNothing: "Hiçbir öğrenci işaretlenmedi.",
  consentsRecorded: (n: number) => `${n} öğrencinin veli onayı kaydedildi.`,
  withdrawConfirmTitle: (name: string) => `${name}: veli onayı geri alınsın mı?`,
  withdrawConfirmText:
    "Geri alınca bu öğrencinin çalışmaları sayfanızda artık görünmez. Onay mektubu yeniden gelirse tekrar kaydedebilirsiniz.",
  withdrawConfirmYes: "Evet, onayı geri al",
  withdrawConfirmNo: "Vazgeç",
  pupilActions: "İşlemler",
  signInTitle: "Öğrencilerin giriş QR kodu",
  signInIntro:
    "Öğrenciler bu QR kodu tabletle okutunca sınıfın ad listesi açılır; adlarına dokunup karttaki üç resmi seçerek girerler.",
  signInQrAlt: (url: string) => `Öğrencilerin giriş sayfasının QR kodu: ${url}`,
  showOnBoard: "Tahtada göster",
  boardTitle: (name: string) => `${name} · Giriş`,
  boardBack: "Sınıf sayfasına dön",
  boardHow: "Tabletle QR kodu okutun ya da adresi yazıp sınıf kodunu girin:",
  consentRecorded: "Veli onayı kaydedildi.",
  consentWithdrawn: "Veli onayı geri alındı; bu öğrencinin çalışmaları artık görünmez.",
  progress: "Çalışmaları",
  progressHidden: "Veli onayı bekleniyor: çalışmalar gösterilmez.",
  progressOwnAccount:
    "Kendi hesabıyla katıldı: bu sınıftaki ödevleri “Ödev tablosu”nda görünür; sitedeki diğer çalışmaları gösterilmez.",
  progressSummary: (done: number, quizzes: number) => `${done} konu tamamlandı · ${quizzes} test çözüldü`,
  /** 'Günlük tekrar' in a line (decision 0116): never which words, only how the week went. */
  reviewWeek: (daysMet: number, due: number) =>
    `Günlük tekrar: bu hafta ${daysMet} gün hedefe ulaştı · ${due} kelime sırada`,
  forgottenTitle: "Sınıfın en çok unuttuğu kelimeler",
  forgottenIntro:
    "Günlük tekrarda öğrencilerinizin bildikten sonra unuttuğu kelimeler (yalnızca veli onayı kayıtlı öğrenciler). Derste yeniden ele almak isteyebilirsiniz.",
  forgottenBy: (pupils: number, lapses: number) => `${pupils} öğrenci, toplam ${lapses} kez unuttu`,
  /** A best may be fractional since partial credit: '2,5/5'. */
  quizBest: (title: string, best: number, total: number) => `${title}: en iyi ${decimal(best)}/${total}`,
  resetPictures: "Resimleri yenile",
  picturesReset: (name: string) =>
    `${name} için yeni resimler oluşturuldu; eski resimler artık çalışmaz. Yeni kartı yazdırın.`,
  removePupil: "Öğrenciyi sil",
  pupilRemoved: "Öğrencinin hesabı ve tüm çalışmaları silindi.",
  pupilGone: "Bu öğrenci bu sınıfta değil.",
  // ---- the class's picture sign-in waiting after too many wrong tries (docs/decisions/0068)
  pictureWaiting: (hours: number) =>
    `Resimle giriş kapalı: bu sınıfta kısa sürede çok fazla yanlış resim denendi. Açmazsanız en geç ${hours} saat sonra kendiliğinden açılır. Biri öğrencilerinizin resimlerini tahmin etmeye çalışıyor olabilir: kodun sınıf dışına çıktığından şüpheleniyorsanız önce yeni kod oluşturun.`,
  liftPictureWait: "Resimle girişi şimdi aç",
  pictureWaitLifted: "Resimle giriş yeniden açıldı.",
  // ---- removing one member, confirmed first (/sinifim/{id}/ogrenci/{uye}/sil)
  removeTitle: "Öğrenciyi çıkarmayı onaylayın",
  removeWhatPupil: (name: string) =>
    `${name} resimle giriş yapan bir öğrenci: hesabını siz açtınız. Silince ${name} adlı hesap, tüm çalışmaları (tamamladığı konular, test puanları, kartları) ve açık oturumlarıyla birlikte kalıcı olarak silinir; giriş kartı artık çalışmaz. Bu geri alınamaz.`,
  removeWhatMember: (name: string) =>
    `${name} kendi hesabıyla katılmış bir öğrenci. Yalnızca bu sınıftan çıkar: hesabı ve çalışmaları kendisinde kalır, isterse kodla yeniden katılabilir.`,
  removePupilConfirm: "Evet, öğrenciyi sil",
  removeMemberConfirm: "Evet, sınıftan çıkar",
  cardsLink: "Giriş kartları",
  cardLink: "Kartı",
  letterLink: "Veli mektubu",
  deleteWhatPupils: (classPupils: number, ownAccounts: number) =>
    `Bu sınıfta resimle giriş yapan ${classPupils} öğrenci ve kendi hesabıyla katılan ${ownAccounts} öğrenci var. Silince sınıf ve katılma kodu kalıcı olarak silinir. Resimle giriş yapan ${classPupils} öğrencinin hesabı da tüm çalışmaları (tamamladığı konular, test puanları, kartları) ve açık oturumlarıyla birlikte silinir. Kendi hesabıyla katılan ${ownAccounts} öğrenci yalnızca sınıftan çıkar: hesapları ve çalışmaları kendilerinde kalır.`,

  // ---- the printable sign-in cards (/sinifim/{id}/kartlar)
  cardsTitle: "Giriş kartları",
  cardsIntro:
    "Her öğrenciye kendi kartını verin. Öğrenci karekodu okutur ya da adresi yazar, adını seçer ve resimlere kartta görülen sırayla dokunur.",
  cardsEmpty: "Bu sınıfta resimle giriş yapan öğrenci yok.",
  cardsPrint: "Yazdır",
  cardsPrintHint: "Kartları yazdırmak için tarayıcınızın Yazdır komutunu kullanın (Ctrl+P).",
  cardClassCode: "Sınıf kodu",
  cardPictures: "Resimlerin, bu sırayla:",
  cardQrAlt: (url: string) => `Sınıfın giriş sayfasının karekodu: ${url}`,
  cardsAll: "Bütün kartlar",
  backToClass: "Sınıfa dön",

  // ---- the parent's letter (/sinifim/{id}/veli-mektubu)
  letterTitle: "Veli bilgilendirme ve açık rıza",
  letterPrint: "Yazdır",
  letterGreeting: "Sayın veli,",
  letterIntro: (className: string) =>
    `Çocuğunuzun öğretmeni, “${className}” sınıfı için Merdiven'de (İngilizce çalışma sitesi) çocuğunuza bir hesap açmak istiyor. Bu hesapta e-posta adresi ya da şifre yoktur: çocuğunuz, öğretmeninin verdiği karttaki üç resme sırayla dokunarak giriş yapar. Bu mektupla neyin saklandığını anlatıyor ve onayınızı istiyoruz.`,
  letterWhatTitle: "Ne saklanır?",
  letterWhat:
    "Yalnızca çocuğunuzun adı (soyadı değil; aynı adı taşıyan iki öğrenci varsa yanına bir harf eklenir), sitede tamamladığı konular ve çözdüğü testlerin puanları. Giriş yaptığı cihazın türü (örneğin “Android telefon”) oturum açık kaldığı sürece tutulur. Okul numarası, T.C. kimlik numarası, fotoğraf, adres ya da telefon numarası istenmez ve saklanmaz.",
  letterWhoTitle: "Kim görür?",
  letterWho:
    "Adı ve giriş kartını sınıfın öğretmeni görür. Çalışmalarını ve puanlarını öğretmen yalnızca siz onay verdikten sonra görür; onayınız kaydedilene kadar öğretmenin sayfasında çocuğunuzun hiçbir sonucu gösterilmez. Sitenin yöneticisi bu bilgilere yalnızca sitenin bakımı ve bir sorunun giderilmesi için erişebilir. Bilgiler başka hiç kimseyle paylaşılmaz, reklam için kullanılmaz.",
  letterHowLongTitle: "Ne kadar süre saklanır?",
  letterHowLong: (schoolYear: string, endDate: string) =>
    `En geç ${schoolYear} öğretim yılının sonuna, yani ${endDate} tarihinin bitimine kadar. O gün çocuğunuzun hesabı, adı ve bütün çalışmaları kendiliğinden silinir. Öğretmen sınıfı daha önce silerse ya da çocuğunuzu sınıftan çıkarırsa hesap o anda silinir.`,
  letterEraseTitle: "Nasıl sildirebilirsiniz?",
  letterErase:
    "Dilediğiniz zaman öğretmene söylemeniz yeterlidir: öğretmen çocuğunuzu sınıftan sildiğinde hesabı ve bütün çalışmaları hemen ve kalıcı olarak silinir. Onayınızı geri almak isterseniz öğretmen onayı geri alır; çalışmalar o andan sonra öğretmene gösterilmez. Öğretmene ulaşamazsanız sitedeki iletişim sayfasından bize yazabilirsiniz:",
  letterConsentTitle: "Onay",
  letterConsent:
    "Yukarıdaki bilgileri okudum. Çocuğumun adının ve sitedeki çalışmalarının yukarıda anlatıldığı şekilde saklanmasına ve öğretmeni tarafından görülmesine açık rıza veriyorum.",
  letterPupilName: "Öğrencinin adı",
  letterParentName: "Velinin adı ve soyadı",
  letterDate: "Tarih",
  letterSignature: "İmza",
  letterReturn:
    "Lütfen bu formu imzalayıp öğretmene geri gönderin. Onay vermezseniz öğretmen çocuğunuzun sonuçlarını göremez; hesabın hiç tutulmamasını isterseniz öğretmene söyleyin, öğretmen hesabı siler.",
} as const;
