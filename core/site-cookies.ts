/**
 * Every cookie the site sets, with why and for how long (/cerezler shows the list).
 * All are essential to a service the visitor asked for (signing in, a message after
 * a form, Google sign-in, the data-saver choice), so there is no consent banner: no
 * analytics, no advertising, nothing from another site. The code that sets a cookie
 * takes its name from here; the names stand apart so that a page needing one name
 * does not download the descriptions.
 */
export const SESSION_COOKIE_NAME = "sid";
export const TOAST_COOKIE_NAME = "toast";
export const GOOGLE_FLOW_COOKIE_NAME = "g_flow";
export const DATA_SAVER_COOKIE_NAME = "veri-tasarrufu";
export const TWO_STEP_COOKIE_NAME = "iki_adim";
export const DEVICE_COOKIE_NAME = "sinif_cihaz";

export interface SiteCookie {
  name: string;
  purpose: string;
  lifetime: string;
}

export const SITE_COOKIES: readonly SiteCookie[] = [
  {
    name: SESSION_COOKIE_NAME,
    purpose:
      "Giriş yaptığınızı hatırlar. Sunucudaki oturumunuzun rastgele kimliğidir; içinde şifreniz ya da e-posta adresiniz yazmaz.",
    lifetime: "30 gün; 7 gün kullanılmazsa ya da çıkış yaptığınızda biter",
  },
  {
    name: TOAST_COOKIE_NAME,
    purpose:
      "Bir formdan sonraki sayfada gösterilecek kısa bildirimi (örneğin 'Mesajınız bize ulaştı.') bir kez taşır.",
    lifetime: "1 dakika; bildirim gösterilince silinir",
  },
  {
    name: GOOGLE_FLOW_COOKIE_NAME,
    purpose: "Google ile girişin, başladığı tarayıcıda bittiğini doğrular; yalnızca girişin sürdüğü adrese gönderilir.",
    lifetime: "10 dakika; giriş bitince silinir",
  },
  {
    name: TWO_STEP_COOKIE_NAME,
    purpose:
      "Yalnızca iki adımlı girişi açık yöneticiler için: şifre doğru girildikten sonra, doğrulama kodu sorulurken girişin hangi tarayıcıda sürdüğünü hatırlar.",
    lifetime: "5 dakika; kod girilince silinir",
  },
  {
    name: DEVICE_COOKIE_NAME,
    purpose:
      "Yalnızca sınıf hesabıyla resimli giriş yapan öğrenciler için: bu tarayıcıda resimleriyle doğru giriş yapmış son 8 öğrencinin numarasını ve her biri için rastgele bir kimliği, imzalı olarak tutar. Böylece bir başkasının yanlış denemeleri sınıfı ya da öğrenciyi beklemeye aldığında bu tarayıcıdaki öğrenci yine girebilir.",
    lifetime: "400 gün; öğretmen öğrencinin resimlerini yenileyince ya da öğrenci sınıftan çıkarılınca geçersiz olur",
  },
  {
    name: DATA_SAVER_COOKIE_NAME,
    purpose: "Veri tasarrufu seçiminizi hatırlar: resimlerin küçük kopyaları, istenince açılan PDF'ler ve videolar.",
    lifetime: "1 yıl; seçiminizi değiştirince yenilenir",
  },
];
