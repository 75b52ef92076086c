import { decimal } from "./decimal";
/**
 * A teacher's classes (docs/decisions/0064, 0066, 0068): the list, one class, its pupils without an e-mail
 * address and removing one. The teacher request, a pupil joining and the printed cards and letter
 * have modules of their own, so a page downloads only its part (docs/decisions/0117).
 */
export const trClasses = {
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
  /** The link to the class's deneme page (decision 0123). */
  denemesLink: "Deneme sınavları",
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
} as const;
