import { Link } from "react-router";
import { titled } from "#app/lib/meta.ts";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () =>
  titled(
    "Aydınlatma Metni",
    "Merdiven hangi kişisel verileri, neden ve ne kadar süre saklar; haklarınızı nasıl kullanırsınız (KVKK).",
  );

export function loader({ context }: Route.LoaderArgs) {
  return { ownerEmail: context.services.config.OWNER_EMAIL ?? null };
}

const h2 = "mt-8 text-xl font-bold text-brand-900";
const link = "font-semibold text-brand-800 underline underline-offset-4";

/**
 * The privacy notice of KVKK (Law 6698, art. 10), written for a parent, with a short
 * version a child can read first. It says only what the code does; a new feature that
 * keeps new data must add its line here.
 */
export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl leading-relaxed">
      <h1 className="text-3xl font-extrabold text-brand-900">Aydınlatma Metni</h1>
      <p className="mt-2 text-slate-700">6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) uyarınca</p>

      <section aria-labelledby="kisaca" className="mt-6 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
        <h2 id="kisaca" className="text-xl font-bold text-brand-900">
          Kısaca (öğrenciler için)
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5">
          <li>Ders içeriklerine bakmak için hesap açman gerekmez. Hesap açmazsan senden hiçbir bilgi almayız.</li>
          <li>Hesap açarsan yalnızca e-posta adresini ve şifreni saklarız. Şifreni biz bile okuyamayız.</li>
          <li>Bir içeriğin günde kaç kez açıldığını sayarız; kimin açtığını bilmeyiz, bilemeyiz.</li>
          <li>Senin hakkında reklam yapmayız, bilgini kimseye satmayız, başka sitelere vermeyiz.</li>
          <li>
            &ldquo;Hesabım&rdquo; sayfasında senin hakkında ne sakladığımızı indirip görebilir, istersen hesabını
            tamamen silebilirsin.
          </li>
          <li>
            Öğretmenin seni sınıfına eklediyse adını (yalnızca adını), seçtiğin üç resmi ve ödevlerini saklarız.
            Öğretmenin ödev sonuçlarını ancak velin izin verdikten sonra görür; başka hiç kimse göremez.
          </li>
          <li>Bir şey merak edersen, bir büyüğünle birlikte bize yaz.</li>
        </ul>
      </section>

      <h2 className={h2}>Veri sorumlusu</h2>
      <p className="mt-2">
        Merdiven&apos;i bu adreste işleten okul, kurum ya da öğretmen veri sorumlusudur. Bize{" "}
        <Link to="/iletisim" className={link}>
          İletişim
        </Link>{" "}
        sayfasından
        {loaderData.ownerEmail ? (
          <>
            {" "}
            ya da{" "}
            <a href={`mailto:${loaderData.ownerEmail}`} className={link}>
              {loaderData.ownerEmail}
            </a>{" "}
            adresinden
          </>
        ) : null}{" "}
        ulaşabilirsiniz.
      </p>

      <h2 className={h2}>Hangi verileri, neden saklıyoruz?</h2>
      <dl className="mt-3 space-y-4">
        <div>
          <dt className="font-semibold">Hesap</dt>
          <dd>
            E-posta adresi, şifrenin geri çevrilemez özeti (argon2id; şifrenin kendisi saklanmaz), hesabın rolü, adresin
            doğrulandığı ve hesabın açıldığı zaman; Google ile giriş yapıldıysa Google&apos;ın bu hesaba verdiği kimlik
            numarası. Amaç: giriş yapabilmeniz ve hesabın korunması. Hukuki sebep: hizmetin sunulması için gerekli
            olması (KVKK m. 5/2-c).
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Yönetici hesapları</dt>
          <dd>
            İki adımlı girişi açan yöneticiler için doğrulama uygulamasının gizli anahtarı (şifrelenmiş olarak), son
            kullanılan kodun zamanı ve kurtarma kodlarının geri çevrilemez özetleri. Öğrenci hesaplarında bunlar
            tutulmaz. Toplu içe aktarmalarda aktarmayı hangi yönetici hesabının başlattığı da tutulur. Amaç: sitenin
            içeriğini değiştirebilen hesapları korumak ve yapılan değişikliğin kimden geldiğini bilmek. Hukuki sebep:
            meşru menfaat (m. 5/2-f). Yönetici hesapları siteyi işlettiği için sitenin kendi sayfalarından silinemez;
            bunu işletenden isteyebilirsiniz.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Oturumlar</dt>
          <dd>
            Girişinizi hatırlayan rastgele bir kimliğin özeti, oturumun başladığı ve en son kullanıldığı zaman, ve
            tarayıcının kendini tanıttığı bilgiden çıkarılan kısa bir cihaz adı (örneğin &ldquo;Chrome, Android&rdquo;).
            Tarayıcı bilgisinin tamamı ve IP adresi oturumla birlikte saklanmaz. Amaç: &ldquo;Hesabım&rdquo; sayfasında
            hangi cihazlarda açık oturumunuz olduğunu görüp kapatabilmeniz. Hukuki sebep: hizmetin sunulması (m. 5/2-c).
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Kaydettiklerin ve ilerlemen</dt>
          <dd>
            Giriş yapmış bir öğrencinin kaydettiği içerikler (&ldquo;Kaydettiklerim&rdquo;), &ldquo;Tamamladım&rdquo;
            dediği içerikler, son açtığı birkaç içerik ve bir PDF&apos;de kaldığı sayfa, zamanlarıyla birlikte. Giriş
            yapılmadıysa bunlar yalnızca tarayıcının kendi deposunda (localStorage) durur, bize gelmez; giriş
            yapıldığında hesaba eklenir ve tarayıcıdaki kopya silinir. Amaç: öğrencinin kaldığı yerden devam edebilmesi.
            Hukuki sebep: hizmetin sunulması (m. 5/2-c). Hesap silinince hepsi silinir.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Test sonuçların ve kelime kartların</dt>
          <dd>
            Giriş yapmış bir öğrencinin çevrimiçi testlerdeki en iyi ve son puanı (kaç sorudan kaçını doğru yaptığı;
            verdiği cevapların kendisi saklanmaz, öğretmenin ödev olarak verdiği testler dışında: bkz.
            &ldquo;Ödevler&rdquo;) ve kelime kartlarında “Biliyorum” ya da “Tekrar” dediği her kelimenin hangi kutuda
            olduğu. Giriş yapılmadıysa bunlar yalnızca tarayıcının kendi deposunda (localStorage) durur, bize gelmez;
            giriş yapınca kartların kutuları hesaba taşınır ve tarayıcıdan silinir. Amaç: öğrencinin kendi ilerlemesini
            görebilmesi. Hukuki sebep: hizmetin sunulması (m. 5/2-c). Hesap silinince hepsi silinir.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Günlük tekrar</dt>
          <dd>
            Giriş yapmış bir öğrencinin tekrar listesindeki her kelime için: hangi kelime listesinden geldiği, bir
            sonraki tekrarın zamanı ve hatırlama durumu (kaç kez tekrar edildiği, kaç kez unutulduğu, zorluğu; FSRS
            zamanlayıcısının hesapladığı sayılar); her gün kaç kart tekrar ettiği ve o günün hedefi (seri bunlardan
            hesaplanır); seçtiği günlük hedef ve günde yeni kelime sayısı. Her tekrarın verdiği not (Bilemedim, Zor,
            İyi, Kolay), zamanı ve cihazın verdiği rastgele numara 30 gün saklanır, sonra silinir: aynı tekrar iki kez
            gelirse bir kez sayılsın diye. Yazarak cevaplanan kelimenin yazılan hâli saklanmaz. Öğretmenin sınıf hesabı
            açtığı bir öğrencinin velisinin onayı kayıtlıysa öğretmen yalnızca bu hafta hedefe ulaşılan gün sayısını,
            sıradaki kelime sayısını ve sınıfın en çok unuttuğu kelimeleri (kimin unuttuğunu değil) görür; veli
            bağlantısı seriyi ve bu haftanın gün sayısını gösterir. Hangi kelimenin ne zaman bilindiği kimseye
            gösterilmez. Amaç: kelimelerin unutulmadan önce yeniden sorulması. Hukuki sebep: hizmetin sunulması (m.
            5/2-c). &ldquo;Verilerimi indir&rdquo; dosyasında yer alır; hesap silinince hepsi silinir. Giriş
            yapılmadıysa tekrar yalnızca tarayıcının kendi deposunda (localStorage) durur, bize gelmez: bu cihazda
            açılan kelime listelerinden gelen kelimeler, her birinin bir sonraki tekrar zamanı ve hatırlama durumu, ve
            her tekrarın kelimesi, notu, zamanı ve cihazın verdiği rastgele numara (en çok 300 tekrar). Kelimeler bu
            cihazın açtığı listelerden istenirken yalnızca listenin numarası gönderilir. Giriş yapılınca &ldquo;Bu
            cihazdaki çalışmalar senin mi?&rdquo; sorusuna &ldquo;Evet&rdquo; denirse tekrarlar hesaba eklenir ve
            tarayıcıdan silinir; &ldquo;Hayır&rdquo; denirse hiçbir şey gönderilmeden silinir.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Deneme sınavları</dt>
          <dd>
            Giriş yapmış bir öğrencinin çözdüğü her süreli deneme için: hangi sınav olduğu, biçimi (LGS, YDT ya da okul
            sınavı), sunucunun saatiyle başladığı, bitmesi gereken ve bittiği zaman; her soruya verdiği cevap,
            &ldquo;sonra döneceğim&rdquo; işareti ve cevabın kaydedildiği zaman; doğru, yanlış, boş sayısı ve net.
            Sonucu öğrencinin kendisi görür; öğretmenin sınıfta başlattığı bir denemede hangi sınıfta çözüldüğü de
            saklanır ve sınıfın öğretmeni, velisinin onayı kayıtlı öğrencilerin netini, cevaplarının sınıf toplamını (en
            zor sorular, konulara göre net) raporda görür. Öğretmen bir denemeyi sınıfta başlattığında hangi sınıfta,
            hangi denemenin, ne zaman başlayıp ne zaman bittiği de saklanır (öğrenciye dair bir şey değil); sınıf
            silinince silinir. Amaç: sınav provası, netin ve zayıf konuların gösterilmesi. Hukuki sebep: hizmetin
            sunulması (m. 5/2-c). &ldquo;Verilerimi indir&rdquo; dosyasında yer alır; hesap silinince hepsi silinir.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Öğretmen başvurusu</dt>
          <dd>
            Öğretmen olmak için başvuran hesabın yazdığı ad, okul ve şehir, başvurunun zamanı ve yöneticinin kararı
            (onay ya da ret) ile karar zamanı. Amaç: sınıf açabilen hesapların gerçekten öğretmen olduğunu yöneticinin
            görebilmesi. Hukuki sebep: hizmetin sunulması (m. 5/2-c). Hesap silinince silinir.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Sınıflar ve sınıf üyeliği</dt>
          <dd>
            Bir öğretmenin açtığı sınıfın adı, sınıf düzeyi, öğretim yılı, katılma kodu ve katılıma açık olup olmadığı.
            Sınıftaki her öğrenci için: sınıfta görünen adı (yalnızca ad; soyad, okul numarası ya da T.C. kimlik
            numarası istenmez), katıldığı zaman ve öğretmenin velinin onayını kaydettiği zaman. Öğretmen, onay
            kaydedilmeden öğrencinin hiçbir sonucunu görmez; onayı geri aldığında da görmez olur. Bir öğretmen yalnızca
            kendi sınıflarını görür. Amaç: öğretmenin sınıfıyla ödev yürütebilmesi. Hukuki sebep: velinin açık rızası
            (m. 5/1) ve hizmetin sunulması (m. 5/2-c). Öğrenci sınıftan çıkarılınca üyeliği, sınıf silinince sınıf ve
            bütün üyelikleri silinir.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Resimli giriş (sınıf hesapları)</dt>
          <dd>
            Küçük öğrenciler için öğretmenin yalnızca bir adla açtığı sınıf hesapları: e-posta adresi, şifre ya da
            Google bağlantısı yoktur. Öğrencinin giriş için seçtiği üç resim, geri çevrilemez bir özet olarak (argon2id)
            ve öğretmenin giriş kartlarını yazdırabilmesi için sitenin anahtarıyla şifrelenmiş olarak saklanır. Amaç:
            okuma yazmayı yeni öğrenen bir çocuğun e-posta adresi olmadan güvenle girebilmesi. Hukuki sebep: hizmetin
            sunulması (m. 5/2-c). Öğrenci sınıftan çıkarılınca ya da sınıf silinince hesabıyla birlikte hepsi silinir.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Ödevler</dt>
          <dd>
            Öğretmenin verdiği ödev (hangi içerik, ne istendiği, son teslim zamanı, notu ve ayarları). Her öğrenci için:
            ödevi ilk açtığı zaman, bitirdiği zaman, sayılan puanı ve kaç deneme yaptığı. Ödev bir testse her denemede
            verdiği cevaplar, puanı ve denemenin geldiği zaman da saklanır: öğretmen hangi sorunun sınıfa zor geldiğini
            görebilsin diye. Çevrimdışı çözülen bir denemenin cihazın verdiği rastgele kimliği, aynı deneme iki kez
            sayılmasın diye tutulur. Öğretmen bunları yalnızca veli onayı kayıtlıysa görür. Hukuki sebep: velinin açık
            rızası (m. 5/1). Ödev, öğrencinin sınıf üyeliği ya da sınıf silinince silinir.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Veli bağlantısı</dt>
          <dd>
            Öğretmenin veliye verdiği, bir öğrencinin o sınıftaki ödevlerini gösteren bağlantının yalnızca geri
            çevrilemez özeti; ne zaman yapıldığı, ne zamana kadar geçerli olduğu (öğretim yılının sonu), kapatıldıysa ne
            zaman kapatıldığı ve hangi veli onayıyla yapıldığı. Bağlantı yalnızca o sınıfın ödevlerini (sınıf hesabı
            olan bir öğrencinin ayrıca günlük tekrar serisini) gösterir; öğretmen kapatınca, veli onayı geri alınınca,
            öğrenci sınıftan çıkınca ya da sınıf silinince çalışmaz olur. Bağlantının kendisi yalnızca verildiği anda
            gösterilir, bizde saklanmaz.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">İçeriklerin açılma sayıları</dt>
          <dd>
            Bir içerik sayfası açıldığında, o içeriğin o günkü açılma sayısı bir artar. Saklanan yalnızca içerik, gün ve
            sayıdır: kim açtı, hangi adresten, hangi cihazla açtı hiçbir yere yazılmaz; çerez ya da tarayıcı deposu
            kullanılmaz. Bir bağlantı bir içeriği günde bir kez sayar: bunun için bağlantının IP adresi ile içeriğin
            numarası, o güne özel rastgele bir anahtarla geri çözülemeyen kısa bir özete çevrilir ve yalnızca sunucunun
            belleğinde gün sonuna kadar tutulur; IP adresinin kendisi saklanmaz. Gün bitince anahtar da özetler de
            unutulur. Amaç: yöneticinin hangi içeriklerin kullanıldığını ve nelerin eksik olduğunu görmesi. Kişisel veri
            içermez.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Güvenlik sayaçları</dt>
          <dd>
            Hatalı şifre denemeleri ve çok sık gönderilen formlar için, e-posta adresine, hesaba ve bağlantının geldiği
            IP adresine göre geçici sayaçlar. Bir sınıfın ya da bir hesabın hangi bağlantıdan (IP adresi; IPv6&apos;da
            adresin ilk yarısı, /64 bloğu) kullanıldığını da son kullanımdan sonra 30 gün tutarız: aynı okul
            bağlantısından çok sayıda hatalı deneme gelse bile o okulun kendi sınıfları ve hesapları girebilsin diye.
            Sınıf ya da hesap silinince bu kayıtlar da silinir. Amaç: hesapların tahminle ele geçirilmesini ve sitenin
            kötüye kullanılmasını önlemek. Hukuki sebep: meşru menfaat (m. 5/2-f).
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Mesajlar</dt>
          <dd>
            İletişim ve geri bildirim formlarıyla gönderdiğiniz ad, e-posta adresi ve mesaj (geri bildirimde hangi
            içerikle ilgili olduğu). Amaç: size yanıt vermek ve içerikleri düzeltmek. Hukuki sebep: sizin başlattığınız
            iletişim (m. 5/2-c ve f).
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Bülten</dt>
          <dd>
            Bültene yazdığınız e-posta adresi, yazıldığı ve e-postadaki bağlantıyla onaylandığı zaman. Adres ancak siz
            onayladıktan sonra kullanılır. Hukuki sebep: açık rızanız (m. 5/1); her bülten e-postasındaki bağlantıyla
            tek tıkla ayrılabilirsiniz.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Gönderilen e-postalar</dt>
          <dd>
            Size gönderdiğimiz e-postaların (şifre sıfırlama, doğrulama, adres değişikliği, bülten onayı) bir kopyası,
            gönderilene kadar ve sonra 30 gün. Gönderildiği anda içindeki bağlantı anahtarları silinir; kopya artık
            hiçbir işe yaramaz. Hesabınızı sildiğinizde gönderdiğimiz &ldquo;hesabınız silindi&rdquo; e-postası bunun
            tek istisnasıdır: yalnızca gönderilene kadar tutulur ve gönderildiği anda silinir.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Sunucu kayıtları</dt>
          <dd>
            Hata ve işleyiş kayıtları. Bu kayıtlarda e-posta adresleri gizlenir, bağlantı anahtarları hiç yazılmaz.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Cihazınızda</dt>
          <dd>
            Gerekli çerezler (
            <Link to="/cerezler" className={link}>
              Çerez Politikası
            </Link>
            ), çevrimdışı kullanmak için kaydettiğiniz sayfalar, giriş yapmadan kaydettiğiniz içerikler ile ilerlemeniz
            ve bir öğrencinin Bugünün tekrarı sayfasında açılan günün kartları (kelime, anlamı ve örnek cümlesi;
            internet yokken de çalışabilsin diye). Bunlar yalnızca sizin tarayıcınızda durur; çıkış yapınca ya da
            tarayıcının site verilerini silince gider. Günün kartları, bu cihazda bir giriş sayfası açılınca da silinir.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Resimli girişin cihaz çerezi</dt>
          <dd>
            Sınıf hesabıyla resimlerini doğru seçerek giriş yapan bir öğrencinin tarayıcısına bir çerez (sinif_cihaz)
            bırakılır. İçinde yalnızca öğrencinin hesap numarası, rastgele bir kimlik ve bunların sunucunun anahtarıyla
            yapılmış imzası vardır; adı, resimleri ya da başka bir bilgisi yazmaz. Bir sınıf tableti birkaç öğrencinin
            olabileceği için bir çerez en çok son 8 öğrenciyi tutar. Amaç: bir sınıf arkadaşının çok sayıda yanlış
            denemesi sınıfı ya da öğrenciyi beklemeye aldığında, öğrencinin kendi tarayıcısından yine giriş yapabilmesi;
            bu tarayıcıdan da günde en çok 5 yanlış deneme yapılabilir. Hukuki sebep: hizmetin sunulması ve güvenliği
            (m. 5/2-c, 5/2-f). Çerez yalnızca sınıf giriş sayfalarına gönderilir ve 400 gün saklanır; öğretmen
            öğrencinin resimlerini yenilediğinde, öğrenci sınıftan çıkarıldığında ya da sınıf silindiğinde işe yaramaz
            hale gelir. Tarayıcının site verilerini silerek kendiniz de silebilirsiniz.
          </dd>
        </div>
      </dl>

      <h2 className={h2}>Ne kadar süre saklıyoruz?</h2>
      <ul className="mt-3 list-disc space-y-1 pl-5">
        <li>Oturumlar: en çok 30 gün; 7 gün kullanılmayan oturum biter.</li>
        <li>
          Şifre sıfırlama bağlantıları 1 saat, doğrulama bağlantıları 7 gün, adres değiştirme bağlantıları 24 saat
          geçerlidir; kullanıldığı anda (adres değiştirme bağlantısındaki yeni adres de) silinir, kullanılmazsa süresi
          dolunca silinir.
        </li>
        <li>Yöneticilerin tamamlanmamış iki adımlı giriş kurulumları (gizli anahtar) en çok 1 saat sonra silinir.</li>
        <li>
          Güvenlik sayaçları: son denemeden en çok bir saat sonra; şifre sıfırlandığında tutulan iz en çok 7 gün sonra
          silinir.
        </li>
        <li>İçeriklerin günlük açılma sayıları: 90 gün.</li>
        <li>
          Günlük tekrar: kelime kartları, günler ve ayarlar hesap silinene kadar; her tekrarın notu ve zamanı 30 gün.
        </li>
        <li>Deneme sınavları: cevaplar ve sonuçlar hesap silinene kadar.</li>
        <li>
          Sınıflar, sınıf üyelikleri, sınıf hesapları, ödevler ve veli bağlantıları: öğretmen öğrenciyi sınıftan
          çıkarana, sınıfı silene ya da kendi hesabını silene kadar. Veli bağlantısı en geç öğretim yılının sonunda
          çalışmaz olur.
        </li>
        <li>Onaylanmayan bülten kayıtları: 7 gün sonra silinir. Onaylananlar: bültenden ayrılana kadar.</li>
        <li>
          Hesap ve mesajlar: hesap ya da mesaj silinene kadar. Hesabınızı &ldquo;Hesabım&rdquo; sayfasından kendiniz
          silebilirsiniz.
        </li>
        <li>
          Bir adresin bilgileri silindiğinde hesap, oturumları, bülten kaydı, adrese ve hesaba göre tutulan güvenlik
          sayaçları ve o adrese giden e-postalar hemen silinir. O adresten gelen mesajların metni kalır, ama gönderenin
          adı ve e-posta adresi kaldırılır. Yalnızca IP adresine göre tutulan sayaçlar hesabı göstermez; en çok bir saat
          içinde kendiliğinden silinir.
        </li>
        <li>
          E-posta adresi hiç doğrulanmamış bir hesap (kayıt olurken gönderilen bağlantı açılmamış, Google ile de
          girilmemiş) silindiğinde yalnızca hesap ve ona bağlı olanlar (oturumlar, kaydedilenler, sonuçlar, kelime
          kartları, hesaba göre tutulan güvenlik sayaçları) silinir. O adresle kaydedilmiş mesajlar, bülten kaydı,
          adrese göre tutulan güvenlik sayaçları ve o adrese giden e-postalar adresin asıl sahibine ait olabileceği için
          yerinde kalır, &ldquo;Verilerimi indir&rdquo; dosyasında da yer almaz; kendi sürelerine göre silinir. Adresin
          sahibi bunların silinmesini İletişim sayfasından isteyebilir.
        </li>
        <li>Yedekler, işletenin yedekleme düzenine göre saklanır; yedeklerde hiçbir bağlantı anahtarı bulunmaz.</li>
      </ul>

      <h2 className={h2}>Kimler işler?</h2>
      <p className="mt-2">
        Verileriniz, siteyi işletenin seçtiği sunucuda ve dosya deposunda durur. E-postalar, işletenin seçtiği e-posta
        sağlayıcısı üzerinden gönderilir. Reklam, analiz ya da izleme hizmeti kullanılmaz. Videolar, siz oynat düğmesine
        basana kadar yüklenmez; bastığınızda YouTube&apos;un çerezsiz adresinden (youtube-nocookie.com) açılır ve o
        andan sonrası YouTube&apos;un kurallarına tabidir. Google ile giriş yapmayı seçerseniz Google bize yalnızca
        e-posta adresinizi ve kimlik numaranızı bildirir.
      </p>

      <h2 className={h2}>Haklarınız ve nasıl kullanılır?</h2>
      <p className="mt-2">
        KVKK&apos;nın 11. maddesi uyarınca verilerinizin işlenip işlenmediğini öğrenme, işlenmişse bilgi ve bir
        kopyasını isteme, yanlışsa düzeltilmesini, gerekmiyorsa silinmesini isteme, itiraz etme ve zarara uğrarsanız
        giderilmesini isteme hakkınız vardır. 18 yaşından küçük öğrenciler için bu istekleri veli ya da vasi de
        yapabilir. Hesabı olan herkes{" "}
        <Link to="/hesabim" className={link}>
          Hesabım
        </Link>{" "}
        sayfasından hakkında sakladığımız her şeyi tek bir dosya olarak indirebilir, e-posta adresini ve şifresini
        değiştirebilir, açık oturumlarını kapatabilir ve hesabını silebilir. Diğer isteklerinizi{" "}
        <Link to="/iletisim" className={link}>
          İletişim
        </Link>{" "}
        sayfasından, hesabınızın e-posta adresini yazarak gönderin; en geç 30 gün içinde yanıtlarız. Şifrenizi
        unuttuysanız{" "}
        <Link to="/sifremi-unuttum" className={link}>
          Şifremi Unuttum
        </Link>{" "}
        sayfasını kullanın. Bültenden ayrılmak için her bülten e-postasındaki bağlantı yeterlidir.
      </p>
      <p className="mt-4 text-sm text-slate-700">Site yeni bir veri saklamaya başlarsa, bu metin önce güncellenir.</p>
    </article>
  );
}
