export const trLists = {
  empty: "Henüz ders eklenmedi.",
  loadFailed: "Error fetching data",
  loadFailedHint: "İçerikler şu anda yüklenemedi. Lütfen biraz sonra tekrar deneyin.",
  choosePrompt: "Lütfen çalışmak istediğiniz sınıfı seçin.",
} as const;
