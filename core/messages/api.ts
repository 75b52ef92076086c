export const trApi = {
  notFound: "İçerik bulunamadı.",
  badRequest: "İstek geçersiz.",
  invalidGrade: "Sınıf 2 ile 12 arasında bir sayı olmalıdır.",
  invalidType: "İçerik türü 1 ile 9 arasında bir sayı olmalıdır.",
  invalidTerm: "Dönem 1 ya da 2 olmalıdır.",
  invalidUnit: "Ünite 1 ile 99 arasında bir sayı olmalıdır.",
  unavailable: "Error fetching data",
  practiceMediaType: (types: string) => `Gövde düz metin olmalı (Content-Type: ${types}).`,
  practiceNotText: "Gövde UTF-8 metin olarak okunamadı.",
  practiceInvalid: "Metinde düzeltilmesi gereken satırlar var; hiçbir şey kaydedilmedi.",
} as const;
