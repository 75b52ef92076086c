export const trCommon = {
  somethingWentWrong: "Something went wrong.",
  notFound: "Bir hata oluştu.",
  notFoundHint: "Aradığınız sayfa bulunamadı. Adresi kontrol edin ya da ana sayfaya dönün.",
  serverErrorHint: "Beklenmedik bir sorun çıktı. Lütfen sayfayı yenileyin ya da biraz sonra tekrar deneyin.",
  backHome: "Anasayfaya dön",
  payloadTooLarge: "Gönderdiğiniz bilgiler çok uzun. Lütfen kısaltıp tekrar deneyin.",
  notAForm: "Gönderilen istek bir form değil. Sayfayı yenileyip formu yeniden gönderin.",
} as const;
