/** 'Kaydettiklerim''s own texts and the server's answers about marks (the shared ones are in ./saved.ts). */
export const trSavedPage = {
  intro:
    "Kaydettiğin içerikler, sınıflarına göre. Bir içeriği kaydetmek için kartındaki ya da sayfasındaki yıldıza bas.",
  onDevice:
    "Giriş yapmadığın için kaydettiklerin bu cihazda saklanıyor. Giriş yaptığında hesabına eklemek isteyip istemediğin sorulur; eklersen her cihazda görünür.",
  empty: "Henüz kaydettiğin bir içerik yok.",
  offline: "İnternet bağlantın yok. Hesabına kaydettiklerin, bağlanınca burada görünür.",
  signInToKeep:
    "Kaydetmek ve ilerlemeni saklamak için giriş yap. JavaScript açıkken giriş yapmadan da bu cihazda saklayabilirsin.",
  tooMany: "Çok fazla işlem yapıldı. Lütfen biraz sonra tekrar dene.",
} as const;
