/** An entry's word list and quiz on the admin's add/edit form, and their API. */
export const trPracticeAdmin = {
  wordsLegend: "Kelime listesi (isteğe bağlı)",
  wordsHint:
    "Yeni kelimeler, deyimsel fiiller ve atasözleri için. Bir tablodan kopyalayıp yapıştırın (sekme, noktalı virgül ya da tırnaklı CSV) ya da bir .csv dosyası seçin. Boş bırakılan liste eklenmez; düzenlerken alanı boşaltırsanız liste kaldırılır.",
  wordsLabel: "Kelime listesi (İngilizce, Türkçe, isteğe bağlı örnek cümle)",
  wordsFile: "ya da .csv dosyası",
  quizExport: "Kayıtlı testi Moodle XML olarak indir",
  quizLegend: "Çevrimiçi test (isteğe bağlı)",
  quizHint:
    "Örnek sınav, alıştırma ve testler için. Testi Moodle'ın GIFT ya da Aiken biçiminde yazın, ya da bir metin dosyası veya Moodle'dan dışa aktarılmış bir XML dosyası seçin. Düzenlerken alanı boşaltırsanız test kaldırılır.",
  quizLabel: "Test metni",
  quizFile: "ya da bir dosya (.txt, .gift, Moodle XML için .xml)",
  formatLabel: "Biçim",
  gift: "GIFT",
  aiken: "Aiken",
  moodle: "Moodle XML",
  preview: "Önizle",
  previewHint: "“Önizle” kaydetmeden her satırı gösterir; hatalı bir satır varken hiçbir şey kaydedilmez.",
  previewDone: "Önizleme hazır; henüz hiçbir şey kaydedilmedi.",
  fileNotKept: "Seçtiğiniz içerik dosyası önizlemede saklanmaz: kaydetmeden önce yeniden seçin.",
  wordsSaved: (count: number) =>
    count ? `Kelime listesi kaydedildi (${count} kelime).` : "Kelime listesi kaldırıldı.",
  quizSaved: (count: number) => (count ? `Test kaydedildi (${count} soru).` : "Test kaldırıldı."),
  problemsTitle: "Düzeltilmesi gereken satırlar (bunlar düzelmeden hiçbir şey kaydedilmez)",
  andMoreLines: (first: string, more: number) => `${first} (${more} satırda daha sorun var.)`,
  previewWords: (count: number) => `Önizleme: ${count} kelime`,
  previewQuiz: (count: number) => `Önizleme: ${count} soru`,
  fileTooLarge: "Dosya çok büyük: en çok 1 MB olabilir.",
  fileNotText: "Dosya okunamadı: UTF-8 bir metin ya da .csv dosyası seçin.",
} as const;
