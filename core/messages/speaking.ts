/**
 * 'Dinle ve söyle': speaking practice on a word list and on an audio entry's
 * transcript. Nothing the pupil says leaves the device; the page says so before the
 * microphone is asked for (decision 0078).
 */
export const trSpeaking = {
  title: "Dinle ve söyle",
  // Shown before any button asks for the microphone.
  microphoneUse:
    "Mikrofon yalnızca sen “Söyle” ya da “Sesimi kaydet” düğmesine bastığında açılır. Sesin bu cihazdan çıkmaz: hiçbir yere gönderilmez, saklanmaz; sayfadan ayrılınca ya da “Sil”e basınca silinir.",
  lineOf: (n: number, total: number) => `${n} / ${total}`,
  sayThis: "Bunu söyle:",
  model: "Örneği dinle",
  say: "Söyle",
  listening: "Dinliyorum… Şimdi söyle.",
  record: "Sesimi kaydet",
  stop: "Kaydı durdur",
  recording: "Kaydediyorum… Bitince “Kaydı durdur”a bas.",
  recorded: "Kaydın hazır. Kendi sesini örnekle karşılaştır.",
  yourRecording: "Senin kaydın",
  delete: "Sil",
  deleted: "Kaydın silindi.",
  previous: "Önceki",
  next: "Sonraki",
  close: "Kapat",
  heardRight: "doğru duyuldu",
  heardAs: (heard: string) => `duyulan: “${heard}”`,
  notHeard: "duyulmadı",
  result: (right: number, total: number) => `${total} kelimeden ${right} tanesi doğru duyuldu.`,
  allRight: "Harika! Hepsi doğru duyuldu.",
  heard: "Duyulan:",
  wordsHeard: "Kelime kelime",
  noRecognition:
    "Bu tarayıcı konuşmayı cihazın içinde tanıyamıyor; sesi başka bir yere gönderen tanımayı kullanmıyoruz. Sesini kaydedip örnekle karşılaştırabilirsin.",
  nothingHeard: "Seni duyamadım. Mikrofona biraz daha yakın, yüksek sesle tekrar dene.",
  denied:
    "Mikrofon izni verilmedi. İzin vermek için adres çubuğundaki kilit simgesine dokunup mikrofona izin ver, sonra tekrar dene.",
  noMicrophone: "Bu cihazda kullanılabilir bir mikrofon bulunamadı.",
  cannotRecord: "Bu tarayıcı ses kaydedemiyor. Örneği dinleyip yüksek sesle tekrar edebilirsin.",
  failed: "Bir sorun oldu, tekrar dene.",
  // A recording stopped at once may hold no sound at all: the browser cannot play it.
  unplayable: "Kaydın dinlenemedi; çok kısa olmuş olabilir. Birkaç saniye konuşup yeniden kaydet.",
};
