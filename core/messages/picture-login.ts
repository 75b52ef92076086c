/** Young pupils' sign-in with three pictures (issue 34): the form, its progress and its refusals. */
export const trPictureLogin = {
  legend: "Resimli şifren",
  intro: "Şifrendeki 3 resme sırayla dokun.",
  /** What the dots say, and what the live region reads after each tap. */
  progress: (chosen: number, total: number) => `${chosen} / ${total} resim seçildi`,
  startOver: "Baştan başla",
  startedOver: "Baştan başladın. İlk resme dokun.",
  checking: "Kontrol ediliyor...",
  wrongPictures: "Seçtiğin resimler şifrene uymuyor. Baştan başla ve yeniden dene.",
  tooManyWrong: (minutes: number) => `Çok fazla yanlış deneme yaptın. Lütfen ${minutes} dakika sonra tekrar dene.`,
  tooManyFromAddress: "Bu bağlantıdan çok fazla giriş denemesi yapıldı. Lütfen biraz sonra tekrar dene.",
} as const;
