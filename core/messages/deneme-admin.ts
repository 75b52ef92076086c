/** 'Deneme''s settings on the admin's pages (decision 0121): spoken to the admin as 'siz'. */
export const trDenemeAdmin = {
  title: (entry: string) => `Deneme ayarları: ${entry}`,
  intro:
    "Bu sınavın testini süreli bir deneme olarak açabilirsiniz. Yalnızca çoktan seçmeli sorular denemeye girer; her birinin tek doğru seçeneği olmalıdır.",
  // Decision 0130: a reading text shared by several questions, written in the quiz itself.
  passageHint:
    "Birkaç soruya ortak bir okuma metni eklemek için metni testte bu soruların önüne cevap bloğu olmadan yazın (GIFT'te {…} olmadan, Moodle XML'de “description” sorusu olarak). Metin, bir sonraki metne ya da yalnızca “---” yazılmış bloğa kadarki soruların önünde gösterilir.",
  // Decision 0131: a question's picture comes in the Moodle XML that carries it.
  pictureHint:
    "Resimli sorular için testi Moodle'dan XML olarak aktarın. Her resmin bir açıklaması (alt) olmalı; PNG, JPEG, GIF ya da WebP, en çok 300 KB.",
  form: "Biçim",
  minutes: "Süre (dakika)",
  topics: "Konular",
  // Decision 0125: a question the field names no topic for takes the one its quiz names.
  topicsHint: "Her satıra bir soru: “3: Friendship” gibi. Yazmadığınız sorunun konusu testin kategorisinden alınır.",
  withdrawn: "İptal edilen sorular",
  withdrawnHint: "Soru numaraları, virgülle: “4, 12”. İptal edilen soru kimse için sayılmaz.",
  save: "Kaydet",
  remove: "Denemeyi kaldır",
  saved: "Deneme ayarları kaydedildi.",
  removed: "Deneme kaldırıldı. Öğrencilerin önceki sonuçları saklanır.",
  noQuiz: "Bu içeriğin testi yok ya da türü sınav değil. Önce düzenleme sayfasında bir test ekleyin.",
  questions: (n: number) => `Denemeye girecek soru sayısı: ${n}`,
  badForm: "Bir biçim seçin.",
  badMinutes: (min: number, max: number) => `Süre ${min} ile ${max} dakika arasında bir tam sayı olmalı.`,
  badTopicLine: (line: number) => `${line}. satır okunamadı: “soru numarası: konu” biçiminde yazın.`,
  badTopicNumber: (line: number, count: number) => `${line}. satırdaki soru numarası 1 ile ${count} arasında olmalı.`,
  topicTooLong: (line: number, max: number) => `${line}. satırdaki konu en fazla ${max} karakter olabilir.`,
  badWithdrawn: (count: number) => `İptal edilen sorular 1 ile ${count} arasında numaralar olmalı.`,
  noQuestions: "Testte çoktan seçmeli soru yok; deneme açılamaz.",
  wrongOptionCount: (numbers: string, options: number) =>
    `Şu soruların seçenek sayısı ${options} değil: ${numbers}. Bu biçimde her soru ${options} seçenekli olmalı.`,
  notOneKey: (numbers: string) => `Şu soruların tek bir doğru seçeneği yok: ${numbers}.`,
  link: "Deneme ayarları",
};
