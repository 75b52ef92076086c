/** docs/product.md's storage errors (401, 402, 403, 404) and anything else the store answers. */
export const trStorage = {
  unauthenticated: "Dosya deposu bu isteği tanımadı: erişim bilgileri geçersiz ya da eksik.",
  quotaExceeded: "Dosya deposunda yer kalmadı. Eski dosyaları silin ya da depo kotasını artırın.",
  unauthorized: "Dosya deposunda bu işlem için yetki yok.",
  objectNotFound: "Dosya depoda bulunamadı.",
  unavailable: "Dosya deposu şu anda yanıt vermiyor. Lütfen biraz sonra tekrar deneyin.",
} as const;
