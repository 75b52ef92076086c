/** Bulk import: /admin/ice-aktar and POST /api/v1/imports. */
export const trImports = {
  title: "Toplu İçe Aktar",
  intro:
    "Bir klasörü, birçok dosyayı ya da bir .zip dosyasını seçin. Her dosyanın sınıfı, ünitesi, türü ve başlığı klasör ve dosya adından (ör. 5/3/kelimeler/games-and-hobbies.pdf) ve varsa bir .csv listesinden önerilir; tabloda düzeltip içe aktarın. Her dosya tek formdaki gibi içeriğine ve boyutuna bakılarak denetlenir.",
  chooseFiles: "Dosyalar",
  chooseFolder: "Klasör",
  chooseZip: "ya da bir .zip dosyası",
  dropTitle: "Dosyaları, klasörleri ya da bir .zip dosyasını bu sayfaya sürükleyip bırakın",
  dropNow: "Bırakın: dosyalar yüklenecekler listesine eklenir",
  dropHint:
    "Klasörler içindeki alt klasörlerle birlikte alınır; dosyaların yolundan sınıf, ünite ve tür önerilir. Bir .csv listesi de bırakılabilir. Klavyeyle aşağıdaki seçicileri kullanın.",
  dropReceived: (added: number, total: number, unreadable: number) =>
    [
      `${added} dosya alındı.`,
      unreadable ? `${unreadable} dosya ya da klasör okunamadı.` : "",
      `Yüklenmeyi bekleyen bırakılmış dosya: ${total}.`,
    ]
      .filter(Boolean)
      .join(" "),
  dropClear: (count: number) => `Bırakılan ${count} dosyayı çıkar`,
  dropCleared: "Bırakılan dosyalar çıkarıldı.",
  manifest: ".csv listesi (isteğe bağlı)",
  manifestHint: "Başlık satırında en az 'dosya' sütunu; diğerleri: sinif, unite, konuIng, konuTr, icerikTuru, donem.",
  onDuplicate: "Aynı dosya daha önce eklenmişse",
  skip: "Atla",
  replace: "Var olan içeriğin bilgilerini bu satırla değiştir",
  upload: "Dosyaları yükle",
  uploading: "Yükleniyor...",
  start: "İçe aktar",
  save: "Değişiklikleri kaydet",
  saved: "Değişiklikler kaydedildi.",
  retryFailed: "Başarısız satırları yeniden dene",
  retry: "Yeniden dene",
  discard: "Bu içe aktarmayı sil",
  discarded: "İçe aktarma silindi.",
  fillDown: "Aşağı doldur",
  fillDownHint:
    "Bir hücredeyken Ctrl+D aşağıdaki satırları bu değerle doldurur; ok tuşları hücreler arasında gezdirir.",
  recent: "Son içe aktarmalar",
  noImports: "Henüz içe aktarma yok.",
  path: "Dosya",
  state: "Durum",
  result: "Sonuç",
  overall: (done: number, total: number) => `${total} dosyanın ${done} tanesi bitti`,
  bytes: (done: string, total: string) => `${done} / ${total}`,
  stateLabels: {
    waiting: "Dosya bekleniyor",
    ready: "Sırada",
    working: "Aktarılıyor",
    done: "Eklendi",
    skipped: "Atlandı",
    failed: "Başarısız",
  },
  replaced: "Var olan içerik güncellendi",
  counts: (c: { done: number; skipped: number; failed: number; waiting: number; pending: number }) =>
    [
      `${c.done} eklendi`,
      `${c.skipped} atlandı`,
      `${c.failed} başarısız`,
      c.pending ? `${c.pending} sırada` : "",
      c.waiting ? `${c.waiting} dosya bekleniyor` : "",
    ]
      .filter(Boolean)
      .join(" · "),
  waitingHint:
    "Bazı dosyalar henüz gelmedi (sekme kapandıysa ya da bağlantı kesildiyse). Aynı klasörü ya da dosyaları yeniden seçin: yalnızca eksik olanlar yüklenir.",
  notStarted: "Alanları kontrol edip 'İçe aktar'a basın. Dosyalar siz düzeltirken yüklenmeye devam eder.",
  running: "İçe aktarma sunucuda sürüyor; bu sayfayı kapatabilirsiniz, döndüğünüzde nerede kaldığı görünür.",
  finished: "İçe aktarma bitti.",
  // Reasons a row failed or was skipped.
  notAccepted:
    "Bu dosya bir PDF, resim (PNG, JPEG, WebP, GIF) ya da ses dosyası (MP3, M4A, Ogg) değil; içeriğine bakılarak reddedildi.",
  audioNameMismatch:
    "Dosyanın adı ile içeriği uyuşmuyor: ses dosyaları .mp3, .m4a, .aac, .ogg, .opus ya da .oga uzantısıyla ve o türün içeriğiyle gelmeli.",
  duplicate: (title: string) => `Bu dosya zaten var: “${title}”. Atlandı.`,
  duplicateInImport: "Aynı dosya bu içe aktarmada bir kez daha var. Atlandı.",
  bytesMissing: "Dosyanın kendisi sunucuya ulaşmadı; dosyayı yeniden seçin.",
  sizeMismatch: "Gelen dosyanın boyutu listedekiyle aynı değil; dosyayı yeniden seçin.",
  // Whole-import problems.
  notFound: "Bu içe aktarma bulunamadı.",
  itemNotFound: "Bu satır bulunamadı.",
  tooManyFiles: (max: number) => `Bir içe aktarmada en fazla ${max} dosya olabilir.`,
  tooLarge: "Dosyaların toplamı 2 GB'ı geçemez.",
  noFiles: "Lütfen en az bir dosya seçin.",
  badPath: "Dosya yolu boş ya da 300 karakterden uzun.",
  alreadyHasBytes: "Bu satırın dosyası zaten yüklendi.",
  finishedRow: "Bu satır bitti; değiştirilemez.",
  badRequest: "İstek okunamadı. Lütfen sayfayı yenileyip tekrar deneyin.",
  // The zip reader.
  zipUnreadable: "Bu .zip dosyası okunamadı (bozuk ya da desteklenmeyen bir biçim).",
  zipEncrypted: "Şifreli .zip dosyaları desteklenmiyor.",
  zipTooManyEntries: (max: number) => `Bu .zip dosyasında ${max}'den fazla dosya var.`,
  zipBomb: "Bu .zip dosyasındaki bir dosya açıldığında olağan dışı büyüyor; güvenlik için açılmadı.",
  zipBadPath: "Bu dosyanın .zip içindeki yolu geçersiz (.. ya da kök dizin içeriyor); açılmadı.",
  zipMethod: "Bu dosya .zip içinde desteklenmeyen bir yöntemle sıkıştırılmış.",
  zipCorrupt: "Bu dosya .zip içinde bozuk (denetim toplamı tutmuyor).",
  // The manifest.
  manifestTooLarge: ".csv listesi en fazla 1 MB olabilir.",
  manifestNoPath: ".csv listesinin başlık satırında bir 'dosya' sütunu yok.",
  manifestTooManyRows: (max: number) => `.csv listesinde en fazla ${max} satır olabilir.`,
  manifestCellTooLong: (line: number) => `.csv listesinin ${line}. satırında bir hücre 500 karakterden uzun.`,
  manifestNoFile: (line: number) => `.csv listesinin ${line}. satırında dosya adı yok.`,
  manifestUnmatched: (path: string) => `.csv listesindeki “${path}” hiçbir dosyayla eşleşmedi.`,
} as const;
