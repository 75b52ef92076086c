/** Two-step login for admins: the code page after the password, the set-up page, the prompt on admin pages. */
export const trTwoStep = {
  codeTitle: "Doğrulama kodu",
  codeIntro:
    "Yönetici hesabınız iki adımlı girişle korunuyor. Telefonunuzdaki doğrulama uygulamasında görünen 6 haneli kodu ya da kurtarma kodlarınızdan birini yazın.",
  codeLabel: "Kod",
  finish: "Girişi tamamla",
  finishing: "Kontrol ediliyor...",
  codeRequired: "Lütfen kodu yazın.",
  wrongCode: "Kod doğru değil. Uygulamada şu an görünen kodu yazın.",
  expired: "Girişin süresi doldu. Lütfen e-posta adresiniz ve şifrenizle yeniden giriş yapın.",
  tooManyAttempts: "Çok fazla kod denendi. Lütfen bir süre sonra yeniden deneyin.",
  backToLogin: "Giriş sayfasına dön",
  setupTitle: "İki adımlı giriş",
  setupIntro:
    "İki adımlı girişte şifrenizden sonra telefonunuzdaki bir doğrulama uygulamasının (Google Authenticator, Microsoft Authenticator, FreeOTP gibi) ürettiği kod da istenir. Şifreniz başkasının eline geçse bile hesabınıza kimse giremez.",
  scanStep: "1. Doğrulama uygulamasıyla bu karekodu okutun.",
  qrLabel: "Doğrulama uygulamasının okutacağı karekod",
  manualKey: "Karekodu okutamıyorsanız bu anahtarı uygulamaya elle yazın:",
  confirmStep: "2. Onaylamak için şu anki şifrenizi ve uygulamanın gösterdiği 6 haneli kodu yazın.",
  confirmStepGoogle: "2. Uygulamanın gösterdiği 6 haneli kodu yazın.",
  freshSignInNote: (minutes: number) =>
    `Hesabınızın şifresi yok. Güvenliğiniz için iki adımlı giriş ancak son ${minutes} dakika içinde Google ile giriş yaptıysanız açılabilir.`,
  signInAgain: (minutes: number) =>
    `Güvenliğiniz için önce yeniden giriş yapın: çıkış yapıp Google ile giriş yapın, sonra ${minutes} dakika içinde bu sayfaya dönüp kodu yazın.`,
  confirm: "Onayla ve aç",
  confirming: "Açılıyor...",
  switchedOn: "İki adımlı giriş açıldı.",
  setupExpired: "Bu kurulumun süresi doldu. Sayfayı yenileyip yeni karekodu uygulamanıza okutun.",
  recoveryTitle: "Kurtarma kodlarınız",
  recoveryIntro:
    "Telefonunuzu kaybederseniz bu kodlardan biriyle giriş yapabilirsiniz; her kod yalnızca bir kez kullanılır. Kodları şimdi yazdırın ya da güvenli bir yere kaydedin: bir daha gösterilmeyecekler.",
  isOn: "İki adımlı giriş açık. Her girişte şifrenizden sonra uygulamadaki kod istenir.",
  recoveryLeft: "Kullanılmamış kurtarma kodu",
  lostPhone:
    "Telefonunuzu ve kurtarma kodlarınızı birlikte kaybederseniz sunucuyu yöneten kişi iki adımlı girişi komut satırından kapatabilir; ardından şifrenizle giriş yapıp yeniden açarsınız.",
  prompt:
    "Yönetici hesabınız yalnızca bir şifreyle korunuyor. Sitenin tüm içeriğini değiştirebilen bu hesap için iki adımlı girişi açın.",
  promptLink: "İki adımlı girişi aç",
} as const;
