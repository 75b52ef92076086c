/** What a teacher prints for a class: the picture sign-in cards and the letter to parents (docs/decisions/0066). */
export const trClassPrint = {
  // ---- the printable sign-in cards (/sinifim/{id}/kartlar)
  cardsTitle: "Giriş kartları",
  cardsIntro:
    "Her öğrenciye kendi kartını verin. Öğrenci karekodu okutur ya da adresi yazar, adını seçer ve resimlere kartta görülen sırayla dokunur.",
  cardsEmpty: "Bu sınıfta resimle giriş yapan öğrenci yok.",
  cardsPrint: "Yazdır",
  cardsPrintHint: "Kartları yazdırmak için tarayıcınızın Yazdır komutunu kullanın (Ctrl+P).",
  cardClassCode: "Sınıf kodu",
  cardPictures: "Resimlerin, bu sırayla:",
  cardQrAlt: (url: string) => `Sınıfın giriş sayfasının karekodu: ${url}`,
  cardsAll: "Bütün kartlar",
  backToClass: "Sınıfa dön",

  // ---- the parent's letter (/sinifim/{id}/veli-mektubu)
  letterTitle: "Veli bilgilendirme ve açık rıza",
  letterPrint: "Yazdır",
  letterGreeting: "Sayın veli,",
  letterIntro: (className: string) =>
    `Çocuğunuzun öğretmeni, “${className}” sınıfı için Merdiven'de (İngilizce çalışma sitesi) çocuğunuza bir hesap açmak istiyor. Bu hesapta e-posta adresi ya da şifre yoktur: çocuğunuz, öğretmeninin verdiği karttaki üç resme sırayla dokunarak giriş yapar. Bu mektupla neyin saklandığını anlatıyor ve onayınızı istiyoruz.`,
  letterWhatTitle: "Ne saklanır?",
  letterWhat:
    "Yalnızca çocuğunuzun adı (soyadı değil; aynı adı taşıyan iki öğrenci varsa yanına bir harf eklenir), sitede tamamladığı konular ve çözdüğü testlerin puanları. Giriş yaptığı cihazın türü (örneğin “Android telefon”) oturum açık kaldığı sürece tutulur. Okul numarası, T.C. kimlik numarası, fotoğraf, adres ya da telefon numarası istenmez ve saklanmaz.",
  letterWhoTitle: "Kim görür?",
  letterWho:
    "Adı ve giriş kartını sınıfın öğretmeni görür. Çalışmalarını ve puanlarını öğretmen yalnızca siz onay verdikten sonra görür; onayınız kaydedilene kadar öğretmenin sayfasında çocuğunuzun hiçbir sonucu gösterilmez. Sitenin yöneticisi bu bilgilere yalnızca sitenin bakımı ve bir sorunun giderilmesi için erişebilir. Bilgiler başka hiç kimseyle paylaşılmaz, reklam için kullanılmaz.",
  letterHowLongTitle: "Ne kadar süre saklanır?",
  letterHowLong: (schoolYear: string, endDate: string) =>
    `En geç ${schoolYear} öğretim yılının sonuna, yani ${endDate} tarihinin bitimine kadar. O gün çocuğunuzun hesabı, adı ve bütün çalışmaları kendiliğinden silinir. Öğretmen sınıfı daha önce silerse ya da çocuğunuzu sınıftan çıkarırsa hesap o anda silinir.`,
  letterEraseTitle: "Nasıl sildirebilirsiniz?",
  letterErase:
    "Dilediğiniz zaman öğretmene söylemeniz yeterlidir: öğretmen çocuğunuzu sınıftan sildiğinde hesabı ve bütün çalışmaları hemen ve kalıcı olarak silinir. Onayınızı geri almak isterseniz öğretmen onayı geri alır; çalışmalar o andan sonra öğretmene gösterilmez. Öğretmene ulaşamazsanız sitedeki iletişim sayfasından bize yazabilirsiniz:",
  letterConsentTitle: "Onay",
  letterConsent:
    "Yukarıdaki bilgileri okudum. Çocuğumun adının ve sitedeki çalışmalarının yukarıda anlatıldığı şekilde saklanmasına ve öğretmeni tarafından görülmesine açık rıza veriyorum.",
  letterPupilName: "Öğrencinin adı",
  letterParentName: "Velinin adı ve soyadı",
  letterDate: "Tarih",
  letterSignature: "İmza",
  letterReturn:
    "Lütfen bu formu imzalayıp öğretmene geri gönderin. Onay vermezseniz öğretmen çocuğunuzun sonuçlarını göremez; hesabın hiç tutulmamasını isterseniz öğretmene söyleyin, öğretmen hesabı siler.",
} as const;
