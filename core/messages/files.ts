export const trFiles = {
  missing: "Bu dosya bulunamadı. Silinmiş ya da taşınmış olabilir.",
  rangeNotSatisfiable: "İstenen bayt aralığı bu dosyada yok.",
  sizeRefused: "Bu resim boyutu sunulmuyor.",
} as const;
