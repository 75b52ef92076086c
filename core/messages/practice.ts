/** What the word-list and quiz parsers say about the admin's text (each with its line). */
export const trPractice = {
  tooLong: (max: number) => `Metin çok uzun: en çok ${max.toLocaleString("tr-TR")} karakter olabilir.`,
  tooManyRows: (max: number) => `Liste çok uzun: en çok ${max.toLocaleString("tr-TR")} satır olabilir.`,
  tooManyColumns: (line: number) => `${line}. satırda üçten fazla sütun var (İngilizce, Türkçe, örnek cümle).`,
  englishMissing: (line: number) => `${line}. satırda İngilizce kelime eksik.`,
  turkishMissing: (line: number) => `${line}. satırda Türkçe karşılık eksik.`,
  wordTooLong: (line: number, max: number) => `${line}. satırdaki kelime çok uzun (en çok ${max} karakter).`,
  exampleTooLong: (line: number, max: number) => `${line}. satırdaki örnek cümle çok uzun (en çok ${max} karakter).`,
  duplicate: (line: number, word: string, first: number) => `${line}. satırdaki “${word}” ${first}. satırda da var.`,
  tooManyQuestions: (max: number) => `Test çok uzun: en çok ${max} soru olabilir.`,
  noQuestions: "Metinde hiç soru bulunamadı.",
  questionTooLong: (line: number) => `${line}. satırdaki soru çok uzun (en çok 2.000 karakter).`,
  optionTooLong: (line: number) => `${line}. satırdaki seçenek çok uzun (en çok 500 karakter).`,
  unclosedAnswers: (line: number) => `${line}. satırda açılan cevap bloğu “}” ile kapanmıyor.`,
  closedWithoutOpening: (line: number) =>
    `${line}. satırda “}” var ama cevap bloğu “{” ile açılmamış. Bu blok bir soru değil de okuma metniyse, “}” yerine “\\}” yazın.`,
  // Decision 0130: a reading text shared by the questions after it (Moodle's description).
  passageTooLong: (line: number, max: number) =>
    `${line}. satırda başlayan okuma metni çok uzun (en çok ${max.toLocaleString("tr-TR")} karakter).`,
  passageForNoQuestion: (line: number) =>
    `${line}. satırda başlayan okuma metninden sonra soru yok: metin, ardından gelen sorular içindir. Metni sorularının önüne taşıyın ya da silin.`,
  emptyAnswers: (line: number) =>
    `${line}. satırdaki soru boş bir cevap bloğuyla ({}) yazılmış: açık uçlu sorular desteklenmiyor.`,
  numericUnsupported: (line: number) => `${line}. satırdaki sayısal soru ({#...}) desteklenmiyor.`,
  weightUnsupported: (line: number) =>
    `${line}. satırdaki yüzdeli cevaplar (%50% gibi) desteklenmiyor; her soruda tek doğru cevap olmalı.`,
  oneRightAnswer: (line: number) => `${line}. satırdaki çoktan seçmeli soruda tam bir doğru cevap (=) olmalı.`,
  tooFewOptions: (line: number) => `${line}. satırdaki soruda en az iki seçenek olmalı.`,
  matchingPairs: (line: number) =>
    `${line}. satırdaki eşleştirme sorusunda her satır “=sol -> sağ” biçiminde olmalı ve en az iki çift bulunmalı.`,
  mixedAnswers: (line: number) =>
    `${line}. satırdaki cevap bloğu anlaşılamadı: doğru (=) ve yanlış (~) seçenekleri, ya da T/F yazın.`,
  aikenNoAnswer: (line: number) => `${line}. satırda başlayan sorunun “ANSWER: X” satırı yok.`,
  aikenBadAnswer: (line: number, letter: string) => `${line}. satırdaki cevap “${letter}” seçenekler arasında yok.`,
  aikenOrder: (line: number) => `${line}. satırdaki seçenek sırası bozuk: seçenekler A, B, C… sırasıyla gelmeli.`,
  aikenStray: (line: number) =>
    `${line}. satır anlaşılamadı: bir sorudan sonra “A) …” seçenekleri ve “ANSWER: X” gelmeli.`,
  moodleDoctype:
    "Dosyada bir DOCTYPE bildirimi var: güvenlik için DOCTYPE ve varlık (entity) tanımları kabul edilmiyor. Moodle'ın kendi XML dışa aktarımında bunlar yoktur.",
  moodleMalformed: (line: number) => `Dosya ${line}. satırda bozuk: geçerli bir Moodle XML dosyası değil.`,
  moodleTooDeep: (line: number) =>
    `Dosya ${line}. satırda çok derin iç içe geçmiş: Moodle'ın soru dosyaları böyle değildir.`,
  moodleTooMany: "Dosyada çok fazla öğe var: soruları birkaç dosyaya bölün.",
  moodleNotQuiz: "Dosya bir Moodle soru dosyası değil: en dışta <quiz> öğesi olmalı.",
  moodleUnsupported: (n: number, type: string) => `${n}. soru “${type}” türünde: bu tür henüz desteklenmiyor.`,
  moodleMultipleRight: (n: number) =>
    `${n}. soruda birden çok doğru cevap var (ya da yüzdeli puanlama): her soruda tam bir doğru cevap olmalı.`,
  moodleNoRight: (n: number) => `${n}. soruda doğru cevap (fraction="100") yok.`,
  moodleTooManyItems: (n: number, max: number) =>
    `${n}. soruda çok fazla öğe, boşluk ya da kelime var: en çok ${max} olabilir.`,
  moodleNoGaps: (n: number) => `${n}. sorunun metninde boşluk yok: boşluklar [[1]], [[2]] … biçiminde yazılmalı.`,
  moodleBadGap: (n: number, gap: number) =>
    `${n}. soruda [[${gap}]] boşluğunun kelimesi yok: her [[n]] için n. sırada bir kelime olmalı.`,
  moodleDictationOne: (n: number) =>
    `${n}. soru bir dikte (“dictation” etiketli): tam bir doğru cevabı olmalı, o da dinlenecek cümle.`,
  moodleDictationLong: (n: number, max: number) =>
    `${n}. sorunun dikte cümlesi çok uzun: en çok ${max} karakter olabilir.`,
  moodlePictureUnknown: (n: number) =>
    `${n}. sorudaki bir resim tanınmadı: her resim sitenin çizimlerinden biri olmalı (elma.svg, kedi.svg, top.svg, ev.svg, gunes.svg, balik.svg, araba.svg, cicek.svg, agac.svg, yildiz.svg, kus.svg, kalp.svg) ve bir seçenekte yalnızca resim olmalı.`,
  moodlePictureMissing: (n: number) =>
    `${n}. sorudaki resmin dosyası XML'de yok: Moodle'dan dışa aktarırken resimler de gelmeli.`,
  moodlePictureNoAlt: (n: number) =>
    `${n}. sorudaki resmin açıklaması (alt) yok: resmi göremeyen öğrenciler için ne gösterdiğini bir cümleyle yazın.`,
  moodlePictureAltLong: (n: number, max: number) =>
    `${n}. sorudaki resmin açıklaması çok uzun: en çok ${max} karakter olabilir.`,
  moodlePictureNotPicture: (n: number) => `${n}. sorudaki dosya bir resim değil: PNG, JPEG, GIF ya da WebP olmalı.`,
  moodlePictureTooLarge: (n: number, kb: number) => `${n}. sorudaki resim çok büyük: en çok ${kb} KB olabilir.`,
  tooManyPictures: (max: number) => `Sınavda çok fazla resim var: en çok ${max} olabilir.`,
  pictureUnreadable: (n: number) => `${n}. sorudaki resim açılamadı: dosya bozuk olabilir.`,
  moodleEmpty: (n: number) => `${n}. sorunun metni ya da cevapları boş.`,
  moodleTooLong: (n: number) =>
    `${n}. sorunun metni ya da bir cevabı çok uzun (soru en çok 2.000, cevap en çok 500 karakter).`,
} as const;
