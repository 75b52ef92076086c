export const trViewer = {
  missingFile: "Bu içeriğin dosyası bulunamadı. Silinmiş ya da taşınmış olabilir.",
  unreadableFile: "Bu dosya burada gösterilemiyor. İndirip cihazınızda açmayı deneyebilirsiniz.",
  pdfRegion: "PDF belgesi",
  pdfLoading: "PDF yükleniyor…",
  pdfFailed: "Belge burada gösterilemedi. İndirip cihazınızda açabilirsiniz.",
  downloadPdf: "PDF'yi indir",
  // 'Yazdır' of a PDF opens the file itself: the browser's own viewer prints every page.
  printPdf: "Yazdır",
  printPdfOpens: "PDF yeni sekmede açılır; oradan yazdırın",
  printPdfOnPaper: (address: string) =>
    `Bu sayfa belgenin yalnızca ekrandaki kısmını gösterir. Belgenin tamamını yazdırmak için sayfadaki “Yazdır” düğmesiyle PDF'yi açın ve oradan yazdırın: ${address}`,
  downloadImage: "Resmi indir",
  openFullSize: "Tam boyutta aç",
  toolbar: "Belge araçları",
  pages: "Belgenin sayfaları",
  page: "Sayfa",
  pageNumber: "Sayfa numarası",
  previousPage: "Önceki sayfa",
  nextPage: "Sonraki sayfa",
  zoomIn: "Yakınlaştır",
  zoomOut: "Uzaklaştır",
  fitWidth: "Genişliğe sığdır",
  zoomLevel: "Yakınlaştırma",
  keyboardHint: "Sayfalarda + ve - tuşlarıyla yakınlaştırıp uzaklaştırabilir, 0 ile genişliğe sığdırabilirsiniz.",
  playVideo: "Videoyu oynat",
  watchVideo: "Videoyu izle",
  videoNotice: "Video, oynat düğmesine bastığınızda YouTube'dan (çerezsiz) yüklenir.",
  // An audio entry: the browser's own player, and with JavaScript a speed, a rewind and the transcript's line.
  audioRegion: "Dinleme",
  audioFallback: "Tarayıcınız bu sesi burada çalamıyor; indirip dinleyebilirsiniz.",
  listen: "Dinle",
  pause: "Duraklat",
  playing: "Oynatılıyor.",
  paused: "Duraklatıldı.",
  rewind: "5 saniye geri",
  rewound: "5 saniye geri alındı.",
  speed: "Oynatma hızı",
  speedLabel: (rate: string) => `${rate}×`,
  speedSet: (rate: string) => `Oynatma hızı ${rate}×.`,
  playerWithoutScripts:
    "Sesi yukarıdaki oynatıcıyla dinleyebilirsiniz. Hız seçimi ve 5 saniye geri alma düğmeleri JavaScript açıkken görünür.",
  showTranscript: "Metni göster",
  transcriptTitle: "Sesin metni",
  /** A transcript's line that the entry's test asks for as a dictation (decision 0077). */
  dictationCue: "(Bu cümle testte dikte olarak soruluyor; metni burada gösterilmiyor.)",
  playFrom: (time: string) => `${time} anından dinle`,
  downloadAudio: "Sesi indir",
  audioDeferred: "Veri tasarrufu açık: ses, siz “Dinle”ye basmadan yüklenmez.",
  badVideoLink: "Bu videonun bağlantısı geçersiz olduğu için video gösterilemiyor.",
  // Data-saver mode (core/data-saver.ts): heavy things wait until the pupil asks.
  showPdf: "Belgeyi göster",
  // pdf.js and its worker, gzip (e2e data-saver.spec.ts checks the number still holds).
  pdfDeferred:
    "Veri tasarrufu açık: belge, siz istemeden yüklenmez. Belge görüntüleyicisi ilk açılışta yaklaşık 500 KB indirir.",
  smallImage: "Veri tasarrufu açık: resim küçük boyutta gösteriliyor.",
  largerImage: "Büyük boyutta aç",
  videoDataCost: "izlemek çok veri kullanır",
  // A PDF's pages drawn on the server: pictures first, the PDF viewer when asked.
  zoomPages: "Yakınlaştır",
  selectText: "Metni seç",
  viewerOnRequest:
    "Yakınlaştırmak ya da metni seçmek için belge görüntüleyicisi açılır (ilk açılışta yaklaşık 500 KB).",
  pageNotDrawn:
    "Bu sayfa resim olarak hazırlanamadı. “Yakınlaştır” ile belge görüntüleyicisinde açabilir ya da PDF'yi indirebilirsiniz.",
  pageLabel: (page: number, count: number) => `Sayfa ${page} / ${count}`,
  showAllPages: (count: number) => `Tüm sayfaları göster (${count} sayfa)`,
  firstPageOnly: "Veri tasarrufu açık: belgenin yalnızca ilk sayfası küçük boyutta gösteriliyor.",
  undrawnPages: (shown: number, count: number) =>
    `Burada belgenin ilk ${shown} sayfası gösteriliyor. ${count} sayfanın tamamı için “Yakınlaştır” ile belge görüntüleyicisini açın ya da PDF'yi indirin.`,
  // Only the admin reads these: what pupils get instead, and why.
  adminPagesPending:
    "Yönetici notu: bu PDF'nin sayfaları resme çevriliyor. Bitene kadar öğrenciler belge görüntüleyicisini görür.",
  adminPagesFailed: (pages: string) =>
    `Yönetici notu: bu PDF'nin şu sayfaları resme çevrilemedi: ${pages}. Öğrenciler bu sayfaları belge görüntüleyicisinde açabilir.`,
  adminDocumentPassword:
    "Yönetici notu: bu PDF parola korumalı olduğu için sayfaları resme çevrilemedi. Öğrenciler yalnızca indirme bağlantısını görür; parolasız bir kopyasını yükleyin.",
  adminDocumentUnreadable:
    "Yönetici notu: bu PDF okunamadığı için sayfaları resme çevrilemedi (bozuk olabilir). Öğrenciler belge görüntüleyicisini ve indirme bağlantısını görür.",
} as const;
