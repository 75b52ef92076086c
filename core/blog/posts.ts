/**
 * The eight static blog articles (docs/product.md: /blog/{slug}). Plain strings only;
 * the read time is derived from the word count (see ./index.ts), and every article
 * is written to land on 3 or 4 minutes.
 */
export interface BlogSection {
  heading?: string;
  paragraphs: string[];
}

export interface BlogPost {
  slug: string;
  title: string;
  summary: string;
  sections: BlogSection[];
}

export const blogPosts: readonly BlogPost[] = [
  {
    slug: "sistematik-ogrenme-yaklasimi",
    title: "Adım Adım İlerlemek: Sistematik Öğrenme Yaklaşımı",
    summary:
      "Sınıf, ünite ve dönem sırasını izleyerek İngilizceyi parça parça ve kalıcı biçimde nasıl öğrenebileceğinizi anlatıyoruz.",
    sections: [
      {
        heading: "Neden bir sıra izlemeliyiz?",
        paragraphs: [
          "İngilizce öğrenmek bir merdiveni çıkmaya benzer. Basamakları atlamaya çalışırsanız çabuk yorulur, hatta tökezleyebilirsiniz; her basamağa sağlam basarsanız yukarıya çok daha rahat ulaşırsınız. Merdiven'deki içerikler de bu düşünceyle hazırlandı. 2. sınıftan 12. sınıfa kadar her sınıfın konuları, Millî Eğitim Bakanlığının İngilizce öğretim programındaki ünite sırasını izler.",
          "Bu sıralamanın bir anlamı var. 2. sınıfta renkleri ve sayıları öğrenen bir öğrenci, 3. sınıfta ailesini anlatırken aynı kelimeleri yeniden kullanır: “My sister has a red bike.” Yeni bilgi her zaman eski bilginin üzerine kurulur. Bir konuyu atladığınızda bu eksikliği sonraki ünitede hemen hissedersiniz; sırayı izlediğinizde ise her ünite bir öncekini kendiliğinden tekrar ettirir.",
          "Sistematik çalışmanın bir başka faydası da kaygıyı azaltmasıdır. Ne çalışacağını bilmeyen bir öğrenci kitabın başında kararsız kalır ve çoğu zaman hiç başlamaz. Önünde açık bir yol gören öğrenci ise yalnızca bir sonraki adımı düşünür ve rahatça ilerler.",
        ],
      },
      {
        heading: "Sınıf, ünite ve dönem ile yolunuzu bulun",
        paragraphs: [
          "Sitede çalışmaya başlamanın en kolay yolu, Sınıflar sayfasından kendi sınıfınızı seçmektir. Açılan listede her içeriğin hangi üniteye ve hangi döneme ait olduğunu görürsünüz. Okulda hangi ünitedeyseniz oradan başlayın. Öğretmeninizin derste anlattığı konuyu aynı akşam sitede kısaca tekrar etmek, bilgiyi pekiştirmenin en etkili yollarından biridir.",
          "Dönem bilgisi de işinizi kolaylaştırır. Birinci dönemde genellikle ilk beş ünite, ikinci dönemde ise kalan üniteler işlenir. Yaklaşan bir yazılıya hazırlanırken yalnızca o dönemin içeriklerine odaklanabilir, gereksiz yere dağılmazsınız.",
          "Eksikleriniz olduğunu düşünüyorsanız bir alt sınıfın içeriklerine göz atmaktan çekinmeyin. Örneğin 7. sınıfta geçmiş zamanda zorlanan bir öğrenci, 6. sınıfın ilgili ünitesine dönerek temelini sağlamlaştırabilir.",
        ],
      },
      {
        heading: "Bir üniteyi çalışmanın dört adımı",
        paragraphs: [
          "Her ünite için şu sırayı öneriyoruz. Önce Konu Anlatımı bölümünden ünitenin dilbilgisi konusunu okuyun. Ardından Yeni Kelimeler bölümündeki listeyi inceleyin ve kelimeleri sesli söyleyin. Üçüncü adımda Alıştırmalar bölümünde öğrendiklerinizi deneyin. Son olarak bir test ya da örnek sınavla kendinizi ölçün.",
          "Bu dört adım küçük görünse de birlikte güçlü bir döngü oluşturur: anlamak, hatırlamak, uygulamak ve kontrol etmek. Örneğin 5. sınıfta “My Daily Routine” ünitesini çalışıyorsanız önce geniş zamanı okuyun (I get up at seven.), sonra günlük işlerle ilgili kelimeleri öğrenin, en sonunda da kendi gününüzü anlatan üç dört cümle kurun.",
        ],
      },
      {
        heading: "Küçük hedefler, büyük ilerleme",
        paragraphs: [
          "Sistematik çalışmak, her gün saatlerce masa başında oturmak demek değildir. Bir ünitenin tamamını tek oturuşta bitirmeye çalışmak yerine her gün bir adımı tamamlamayı hedefleyin. Bitirdiğiniz üniteleri bir deftere not edin; listenin uzadığını görmek motivasyonunuzu artıracaktır.",
          "Anne ve babalar da bu süreçte önemli bir rol oynar. Çocuğunuzla birlikte haftanın ünitesine göz atmak, “Bugün hangi kelimeleri öğrendin?” diye sormak ya da öğrendiği bir cümleyi akşam yemeğinde tekrar etmesini istemek, öğrenmeyi okulun dışına taşır. Unutmayın, merdivenin her basamağı bir sonrakine hazırlıktır.",
          "Son olarak kendinize karşı sabırlı olun. Bazı üniteler size kolay gelecek, bazılarında ise daha uzun süre kalmanız gerekecek. Bu çok doğal bir durumdur. Önemli olan hızınız değil, yönünüzü kaybetmeden her hafta bir basamak daha yukarı çıkmanızdır.",
        ],
      },
    ],
  },
  {
    slug: "coklu-icerik-turleri",
    title: "Dokuz Farklı İçerik Türüyle Zengin Bir Öğrenme Deneyimi",
    summary:
      "Konu anlatımından atasözlerine, testlerden okuma metinlerine kadar sitedeki dokuz içerik türünü ve her birinden nasıl yararlanacağınızı tanıyın.",
    sections: [
      {
        heading: "Her öğrenci farklı öğrenir",
        paragraphs: [
          "Kimimiz bir kuralı okuyarak, kimimiz bir videoyu izleyerek, kimimiz de bol bol soru çözerek öğreniriz. Bu yüzden Merdiven'de her sınıf için tek tip değil, dokuz farklı türde içerik bulunur. Bazıları PDF olarak indirilebilir, bazıları resim olarak ekranda açılır, bazıları da video olarak izlenebilir. Bu yazıda her türü kısaca tanıtıyor ve hangi durumda işinize yarayacağını anlatıyoruz.",
          "Tüm içeriklere üst menüden ulaşabilirsiniz. Konu Anlatımı, Yeni Kelimeler, Alıştırmalar ve Örnek Sınavlar doğrudan menüde yer alır; diğer türler ise “Diğer” başlığının altında toplanmıştır. Her liste sayfasında önce sınıfınızı seçer, ardından o sınıfa ait içerikleri ünite ve dönem bilgisiyle birlikte görürsünüz.",
        ],
      },
      {
        heading: "Temeli atan içerikler: Konu Anlatımı ve Yeni Kelimeler",
        paragraphs: [
          "Konu Anlatımı bölümü, bir ünitenin dilbilgisi konusunu sade bir dille açıklar. Örneğin 6. sınıfta geniş zamanın soru biçimini (Do you like cheese?), 8. sınıfta ise “should” ile tavsiye vermeyi (You should drink more water.) burada bulursunuz. Yeni bir üniteye başlarken ilk durağınız burası olmalıdır.",
          "Yeni Kelimeler bölümü, ünitenin kelime listelerini Türkçe anlamlarıyla birlikte sunar. Listeler bilerek kısa tutuldu; böylece bir oturuşta rahatça çalışabilirsiniz. Kelimeleri yalnızca okumakla yetinmeyin, her birini kendi kurduğunuz bir cümlenin içinde kullanmayı deneyin.",
          "Bu iki bölümü birlikte kullanmak en iyi sonucu verir. Kural, cümlenin iskeletini kurmanıza yardım eder; kelimeler ise bu iskelete et ve kemik giydirir. Biri olmadan diğeri eksik kalır.",
          "Kelime listelerinin bir kısmı resim olarak hazırlanmıştır; renkli görseller, kelimelerin akılda kalmasını kolaylaştırır. Büyük sınıflarda ise listeler, örnek cümleler ve kelimelerin farklı biçimleriyle zenginleşir. Böylece her yaş grubu kendi düzeyine uygun bir kaynakla çalışır.",
        ],
      },
      {
        heading: "Uygulama ve ölçme: Alıştırmalar, Testler ve Örnek Sınavlar",
        paragraphs: [
          "Alıştırmalar bölümünde boşluk doldurma, eşleştirme ve cümle sıralama gibi etkinlikler yer alır. Bunlar, öğrendiğiniz kuralı ve kelimeleri küçük adımlarla uygulamanızı sağlar. Testler bölümündeki çoktan seçmeli sorular ise bir üniteyi ne kadar kavradığınızı kısa sürede görmenize yardımcı olur.",
          "Örnek Sınavlar, okuldaki yazılı sınavlara benzer biçimde hazırlanmıştır ve genellikle birkaç üniteyi birlikte kapsar. Bunları dönem sonuna doğru, gerçek bir sınav ortamı yaratarak çözmenizi öneririz: telefonu başka bir odaya bırakın, süre tutun ve cevaplarınızı en sonda kontrol edin.",
          "Alıştırma ile test arasındaki farkı şöyle düşünebilirsiniz: Alıştırma antrenmandır, test ise maç. Antrenmanda hata yapmak serbesttir ve öğreticidir; maçta ise antrenmanda kazandıklarınızı gösterirsiniz.",
          "Testleri çözdükten sonra doğru ve yanlış sayınızı bir kenara not edin. Aynı ünitenin testini birkaç hafta sonra yeniden çözdüğünüzde bu sayıları karşılaştırmak, ilerlemenizi somut olarak görmenizi sağlar.",
        ],
      },
      {
        heading: "Ufkunuzu genişleten içerikler: Amaca Yönelik Konular, Phrasal Verbs ve Atasözleri",
        paragraphs: [
          "Amaca Yönelik Konular, dili belirli bir durumda kullanabilmeniz için hazırlandı: yol tarifi vermek, telefonda konuşmak, bir davete cevap vermek ya da restoranda sipariş vermek gibi. Bu içeriklerdeki kalıpları öğrenmek, gerçek hayatta kendinizi çok daha rahat ifade etmenizi sağlar.",
          "Phrasal verbs, yani bir fiille küçük bir kelimenin birleşmesinden oluşan yapılar, İngilizcenin en renkli yanlarından biridir. “Look” bakmak demektir, ama “look after” birine göz kulak olmak, onunla ilgilenmek anlamına gelir. Küçük sınıflarda “stand up” ve “sit down” gibi sınıf komutlarıyla başlayan bu yolculuk, lisede “put up with” gibi daha karmaşık yapılara uzanır.",
          "Atasözleri bölümünde ise “Practice makes perfect.” gibi sözleri Türkçedeki karşılıklarıyla birlikte öğrenir, iki kültür arasındaki şaşırtıcı benzerlikleri keşfedersiniz. “Every cloud has a silver lining.” sözü, bizim “Her işte bir hayır vardır.” sözümüze ne kadar da yakın, değil mi?",
          "Bu üç içerik türü, sınavlarda her zaman doğrudan karşınıza çıkmayabilir; ama dili doğal ve akıcı kullanmanın anahtarıdır. İngilizce konuşan biriyle karşılaştığınızda ders kitabındaki kalıplardan çok bu tür ifadeler işinize yarar.",
        ],
      },
      {
        heading: "Okuma: Hepsini bir araya getiren beceri",
        paragraphs: [
          "Okuma bölümündeki metinler, sınıf düzeyinize uygun kısa hikâyeler, mektuplar ve bilgilendirici yazılardan oluşur. Bir metni okurken kelime bilginizi ve dilbilgisi bilginizi aynı anda kullanırsınız. Bu yüzden okuma, diğer bütün içerik türlerinde öğrendiklerinizi birleştiren bir çalışma gibidir.",
          "Tüm türleri aynı gün kullanmak zorunda değilsiniz. Haftaya konu anlatımı ve kelimelerle başlayıp hafta ortasında alıştırma ve okuma yapabilir, hafta sonunu bir test ve bir atasözüyle tamamlayabilirsiniz. Çeşitlilik, çalışmayı hem daha eğlenceli hem de daha kalıcı hâle getirir.",
          "Okuma metinlerinde karşılaştığınız yeni kelimeler ve yapılar, zamanla konuşmanıza ve yazılarınıza da yansır. Bu yüzden okumayı haftalık planınızın vazgeçilmez bir parçası yapmanızı öneririz.",
        ],
      },
    ],
  },
  {
    slug: "pratik-yapma-firsatlari",
    title: "Bilgiyi Beceriye Dönüştürmek: Pratik Yapma Fırsatları",
    summary:
      "Öğrendiğiniz kurallar ve kelimeler ancak kullanıldıkça kalıcı olur. Alıştırmalarla ve günlük hayattaki fırsatlarla nasıl pratik yapacağınızı keşfedin.",
    sections: [
      {
        heading: "Bilmek ile kullanabilmek arasındaki fark",
        paragraphs: [
          "Bisiklet sürmeyi kitaptan okuyarak öğrenen kimse yoktur. Dil de böyledir: Bir kuralı anlamak ilk adımdır, ama o kuralı konuşurken ve yazarken kendiliğinden kullanabilmek ancak pratikle gelir. Bu yüzden Merdiven'de her ünitenin yanında alıştırmalar, testler ve okuma metinleri bulunur.",
          "Aynı durum spor için de geçerlidir: Futbolun kurallarını ezbere bilmek, iyi bir futbolcu olmaya yetmez. Top ile her gün çalışmak, pas vermeyi ve şut çekmeyi tekrar tekrar denemek gerekir. Dil öğrenirken yaptığınız her alıştırma, işte bu antrenmanların bir benzeridir.",
          "Pratik yaparken hata yapmaktan korkmayın. Her yanlış cevap, beyninize neyi düzeltmesi gerektiğini gösteren küçük bir işarettir. Önemli olan, aynı hatayı fark edip bir sonraki denemede doğrusunu yapabilmektir.",
          "Pratik yaparken dört beceriyi birlikte düşünün: okuma, yazma, dinleme ve konuşma. Alıştırmalar çoğunlukla okuma ve yazmayı geliştirir; cümleleri sesli okumak ve kısa videolar izlemek ise konuşma ve dinleme becerilerinize katkı sağlar.",
        ],
      },
      {
        heading: "Sitedeki alıştırmalardan en iyi nasıl yararlanırsınız?",
        paragraphs: [
          "Alıştırmaları çözerken cevaplarınızı bir deftere yazın. Boşluk doldurma sorularında yalnızca eksik kelimeyi değil, cümlenin tamamını yazmak, cümle yapısını da zihninize yerleştirir. Örneğin “She ____ her teeth every morning.” sorusunda sadece “brushes” yazmak yerine cümleyi baştan sona yazın ve sesli okuyun.",
          "Yanlış yaptığınız soruları işaretleyin ve iki üç gün sonra aynı alıştırmaya geri dönün. İkinci denemede doğru cevap vermeniz, bilginin gerçekten yerleştiğini gösterir. PDF olarak sunulan alıştırmaları indirip yazdırabilir, üzerinde kalemle rahatça çalışabilirsiniz.",
          "Bir alıştırmayı bitirdikten sonra küçük bir adım daha atın: Alıştırmadaki cümlelerden birini alıp kendi hayatınıza uyarlayın. “Tom plays basketball on Saturdays.” cümlesi sizin için “I go swimming on Sundays.” olabilir. Böylece ezberlenmiş bir kalıp, size ait bir cümleye dönüşür.",
        ],
      },
      {
        heading: "Günlük hayatta küçük pratik fırsatları",
        paragraphs: [
          "Pratik yapmak için her zaman masa başında olmanız gerekmez. Evdeki eşyaların İngilizce adlarını küçük kâğıtlara yazıp üzerlerine yapıştırabilirsiniz: door, window, fridge. Markette aldıklarınızı içinizden İngilizce sayabilir, sabah hazırlanırken yaptıklarınızı anlatabilirsiniz: “I am putting on my shoes.”",
          "Kısa bir günlük tutmak da çok etkilidir. Her akşam üç basit cümle yeterli: Bugün ne yaptınız, neyi sevdiniz, yarın ne yapacaksınız? Başlangıçta “Today I played football. It was fun.” gibi cümleler kurarsınız; birkaç ay sonra aynı günlüğü okuduğunuzda ne kadar ilerlediğinizi görüp şaşıracaksınız.",
          "Sevdiğiniz şarkıların sözlerini okumak, izlediğiniz bir çizgi filmi İngilizce altyazıyla açmak ya da oyunlarınızın dil ayarını İngilizceye çevirmek de eğlenceli pratik yollarıdır. Bu yöntemler, dili ders kitabının dışında, gerçek hayatta nasıl kullanıldığını görmenizi sağlar.",
        ],
      },
      {
        heading: "Birlikte pratik yapmak daha eğlenceli",
        paragraphs: [
          "Bir arkadaşınızla ya da kardeşinizle kısa diyaloglar kurun. 4. sınıftaki “Nationality” ünitesini çalışıyorsanız birbirinize “Where are you from?” diye sorup hayalî ülkelerden cevaplar verebilirsiniz. Daha büyük öğrenciler, bir restoranda sipariş verme ya da telefonla randevu alma gibi küçük canlandırmalar hazırlayabilir.",
          "Anne ve babalar İngilizce bilmeseler bile çocuklarından yeni kelimeleri öğrenmek isteyerek harika bir pratik ortamı yaratabilir. Öğretmen rolüne geçmek, çocuğun bildiğini pekiştirmesinin en keyifli yoludur. Unutmayın, her gün yapılan beş dakikalık pratik, ayda bir yapılan uzun bir çalışmadan çok daha değerlidir.",
        ],
      },
    ],
  },
  {
    slug: "kelime-dagarcigini-genisletin",
    title: "Kelime Dağarcığınızı Genişletmenin Etkili Yolları",
    summary:
      "Yeni kelimeleri unutmadan öğrenmek mümkün. Kelime defteri, aralıklı tekrar ve cümle içinde öğrenme gibi pratik yöntemleri sizin için derledik.",
    sections: [
      {
        heading: "Kelimeler dilin yapı taşlarıdır",
        paragraphs: [
          "Dilbilgisi kurallarını çok iyi bilseniz bile, aklınıza doğru kelime gelmediğinde kendinizi ifade edemezsiniz. Kelimeler, cümleleri oluşturan tuğlalar gibidir. İyi haber şu ki kelime öğrenmek, doğru yöntemlerle sandığınızdan çok daha kolay ve eğlencelidir.",
          "Merdiven'deki Yeni Kelimeler bölümünde her ünitenin kelimeleri Türkçe anlamlarıyla birlikte listelenir. 2. sınıfta “cat, dog, bird” gibi somut kelimelerle başlayan bu yolculuk, lisede “environment, heritage, responsibility” gibi soyut kavramlara kadar uzanır.",
          "Ortalama bir öğrenci her yıl birkaç yüz yeni İngilizce kelimeyle karşılaşır. Bu kelimelerin hepsini aynı anda öğrenmek imkânsızdır; ama her gün beş kelimeyi gerçekten öğrenen bir öğrenci, bir yılın sonunda bin beş yüzden fazla kelimeye sahip olur.",
          "Kelime öğrenmenin tek bir doğru yolu yoktur. Aşağıdaki yöntemlerden birkaçını deneyin ve size en uygun olanları bir alışkanlık hâline getirin. Çoğu öğrenci, birkaç yöntemi bir arada kullandığında en iyi sonucu alır.",
        ],
      },
      {
        heading: "Kelimeleri tek başına değil, cümle içinde öğrenin",
        paragraphs: [
          "Bir kelimeyi yalnızca Türkçe karşılığıyla ezberlemek, onu kullanmayı öğrenmek için yetmez. “Homework” kelimesinin ödev demek olduğunu bilmek iyidir; ama İngilizcede “make homework” değil “do homework” dendiğini de bilmek gerekir. Buna eşdizimlilik denir ve ancak kelimeyi cümle içinde görerek öğrenilir.",
          "Sık kullanılan eşdizimlere birkaç örnek verelim: “take a photo” (fotoğraf çekmek), “catch a cold” (soğuk algınlığına yakalanmak), “make a mistake” (hata yapmak) ve “have breakfast” (kahvaltı yapmak). Bu ifadeleri Türkçeden kelime kelime çevirmeye çalışırsanız yanılırsınız; onları tek bir parça gibi öğrenmek en doğrusudur.",
          "Bu yüzden her yeni kelime için en az bir örnek cümle yazın. Cümleniz kendi hayatınızla ilgili olursa daha kolay hatırlarsınız: “I do my homework after dinner.” ya da “My grandmother makes a delicious cake.” Okuma metinlerinde karşılaştığınız kelimeleri ise altını çizerek o cümleyle birlikte not edin.",
        ],
      },
      {
        heading: "Kendi kelime defterinizi tutun",
        paragraphs: [
          "Küçük bir defteri dört sütuna ayırın: kelime, Türkçe anlamı, örnek cümle ve küçük bir çizim. Çizim yapmak özellikle küçük yaştaki öğrenciler için çok etkilidir; “umbrella” kelimesinin yanına çizdiğiniz şemsiye, kelimeyi zihninizde bir resme bağlar.",
          "Defterinizi ünitelere göre düzenleyin. Böylece sınav öncesinde hangi kelimelerin hangi konuya ait olduğunu hemen bulursunuz. Dijital bir liste tutmayı tercih ediyorsanız telefonunuzdaki not uygulaması da işinizi görecektir; önemli olan düzenli kullanmaktır.",
          "Kelimenin nasıl okunduğunu da not etmeyi unutmayın. İngilizcede yazılış ile okunuş çoğu zaman birbirinden farklıdır; “knife” kelimesindeki “k” okunmaz, “listen” kelimesindeki “t” de öyle. Emin olmadığınız kelimelerin okunuşunu bir sözlükten dinleyip yanına kendi bildiğiniz harflerle yazabilirsiniz.",
        ],
      },
      {
        heading: "Tekrarın gücü: Aralıklı tekrar",
        paragraphs: [
          "Yeni öğrendiğimiz bir kelimeyi tekrar etmezsek birkaç gün içinde büyük ölçüde unuturuz. Bunu önlemenin en iyi yolu aralıklı tekrardır: Kelimeyi öğrendiğiniz günün ertesinde, üç gün sonra, bir hafta sonra ve bir ay sonra yeniden gözden geçirin. Her tekrar, kelimeyi hafızanızda biraz daha sağlamlaştırır.",
          "Kelime kartları bu iş için biçilmiş kaftandır. Kartın bir yüzüne İngilizce kelimeyi, diğer yüzüne Türkçe anlamını ve bir örnek cümleyi yazın. Bildiğiniz kartları bir kutuya, zorlandıklarınızı başka bir kutuya ayırın ve zor kutusuna daha sık bakın.",
          "Tekrarı oyuna dönüştürmek de mümkündür. Ailenizle “kelime avı” oynayabilirsiniz: Biri Türkçe bir kelime söyler, diğerleri İngilizcesini bulmaya çalışır. Küçük kardeşiniz varsa ona öğrettiğiniz her kelime, sizin için de harika bir tekrar olur.",
        ],
      },
      {
        heading: "Kelime ailelerini ve phrasal verb'leri keşfedin",
        paragraphs: [
          "Bir kelimeyi öğrendiğinizde ailesini de tanıyın. “Happy” (mutlu) kelimesini bilen biri kolayca “unhappy” (mutsuz), “happiness” (mutluluk) ve “happily” (mutlu bir şekilde) kelimelerini de öğrenebilir. Böylece tek kelime yerine dört kelime kazanırsınız.",
          "Ön ekler ve son ekler de size ipucu verir. “Re-” ön eki bir işi yeniden yapmayı anlatır: rewrite, retell. “-ful” son eki “dolu” anlamı katar: colourful, helpful. “-less” ise Türkçedeki “-sız” ekine benzer: careless, homeless. Bu küçük parçaları tanıdığınızda ilk kez gördüğünüz bir kelimenin anlamını bile tahmin edebilirsiniz.",
          "Phrasal verbs de kelime dağarcığınızı hızla genişletir. “Turn on the light.” (Işığı aç.), “Turn off the TV.” (Televizyonu kapat.) gibi günlük hayatta sık kullanılan yapıları Phrasal Verbs bölümünden öğrenebilirsiniz. Her hafta yalnızca üç yeni phrasal verb öğrenseniz bile, bir yılın sonunda yüzü aşkın yeni ifade bilirsiniz.",
          "Son bir ipucu: Öğrendiğiniz kelimeleri kullanmak için fırsat yaratın. Arkadaşınıza kısa bir İngilizce mesaj yazmak, günlüğünüze yeni kelimeleri eklemek ya da akşam yemeğinde ailenize günün kelimesini öğretmek, kelimeleri pasif bilgiden aktif kullanıma taşır. Bir kelimeyi en az üç farklı yerde kullandığınızda onu gerçekten öğrenmiş sayılırsınız.",
        ],
      },
    ],
  },
  {
    slug: "okuma-becerilerini-gelistirin",
    title: "Okuma Becerilerinizi Geliştirmek İçin Pratik İpuçları",
    summary:
      "Okuma metinlerinden en iyi şekilde yararlanmak için okumadan önce, okurken ve okuduktan sonra neler yapabileceğinizi adım adım anlatıyoruz.",
    sections: [
      {
        heading: "Okumadan önce: Metne hazırlanın",
        paragraphs: [
          "İyi bir okuma, metni okumaya başlamadan önce başlar. Önce başlığa ve varsa resimlere bakın, ardından kendinize sorun: Bu metin neyle ilgili olabilir? Bu konu hakkında hangi kelimeleri biliyorum? Örneğin başlık “A Day at the Zoo” ise aklınıza büyük olasılıkla “lion, monkey, elephant” gibi kelimeler gelecektir.",
          "Bu küçük hazırlık, beyninizi metne hazırlar. Metinde bu kelimelerle karşılaştığınızda onları çok daha hızlı tanırsınız ve anlamadığınız yerleri tahmin etmeniz kolaylaşır. Metnin türüne de dikkat edin: Bir mektup, bir hikâye ve bir haber yazısı farklı biçimlerde okunur.",
          "Küçük sınıflardaki öğrenciler için resimler özellikle önemlidir. Çocuğunuzla birlikte resme bakıp “What can you see?” diye sormak ve gördüklerini İngilizce söylemesini istemek, okumaya harika bir başlangıçtır.",
          "Okumadan önce metnin altındaki sorulara hızlıca göz atmak da işe yarar. Böylece metni okurken neye dikkat etmeniz gerektiğini bilirsiniz.",
        ],
      },
      {
        heading: "Okurken: Her kelimeye takılmayın",
        paragraphs: [
          "Metni ilk kez okurken bilmediğiniz her kelimede durup sözlüğe bakmayın. Önce metnin genel anlamını yakalamaya çalışın. Çoğu zaman bilmediğiniz bir kelimenin anlamını cümlenin geri kalanından çıkarabilirsiniz. “It was freezing outside, so I put on my coat and gloves.” cümlesinde “freezing” kelimesini bilmeseniz bile havanın çok soğuk olduğunu anlarsınız.",
          "İkinci okumada daha dikkatli olun. Anlamını tahmin edemediğiniz kelimelerin altını çizin ve ancak o zaman sözlüğe bakın. Yeni öğrendiğiniz bu kelimeleri kelime defterinize, metindeki cümleyle birlikte yazmayı unutmayın.",
          "Bağlaçlar da size yol gösterir. “But” bir karşıtlık, “because” bir neden, “so” ise bir sonuç bildirir. Bu küçük kelimeleri fark ettiğinizde cümleler arasındaki ilişkiyi çok daha kolay kurarsınız.",
          "Uzun cümlelerde kaybolduğunuzu hissederseniz cümleyi parçalara ayırın. Önce özneyi ve fiili bulun: Kim ne yapıyor? Ardından diğer ayrıntıları ekleyin: nerede, ne zaman, nasıl? Bu yöntem, lisedeki uzun metinlerde bile işe yarar.",
        ],
      },
      {
        heading: "Okuduktan sonra: Anladığınızı kontrol edin",
        paragraphs: [
          "Metni bitirdikten sonra kendinize beş temel soru sorun: Who? What? Where? When? Why? Bu sorulara kısa cevaplar verebiliyorsanız metni büyük ölçüde anlamışsınız demektir. Okuma bölümündeki metinlerin çoğunda bu amaçla hazırlanmış sorular da bulunur.",
          "Bir adım daha ileri gitmek isterseniz metni iki üç cümleyle kendi sözlerinizle özetleyin. Özet yazmak, hem okuduğunuzu anladığınızı gösterir hem de yazma becerinizi geliştirir. Metni bir kez de sesli okumak, telaffuzunuzu ve akıcılığınızı güçlendirir.",
          "Okuduğunuz metin hakkında kendi fikrinizi de düşünün. Metindeki karakter doğru bir karar verdi mi? Siz onun yerinde olsaydınız ne yapardınız? Bu tür sorular, okuduğunuzu yalnızca anlamanızı değil, üzerinde düşünmenizi de sağlar.",
        ],
      },
      {
        heading: "Okumayı bir alışkanlığa dönüştürün",
        paragraphs: [
          "Okuma becerisi, düzenli okudukça gelişir. Haftada iki üç kısa metin okumak, ayda bir kez uzun bir metin okumaktan çok daha faydalıdır. Kendi sınıf düzeyinizdeki metinlerle başlayın; zorlanmadan okuduğunuzu fark ettiğinizde bir üst sınıfın metinlerine geçin. İlgi duyduğunuz konulardaki metinleri seçmek de okumayı bir görev olmaktan çıkarıp keyifli bir uğraşa dönüştürür.",
          "Anne ve babalar, evde bir okuma köşesi oluşturarak bu alışkanlığı destekleyebilir. Çocuğunuzun okuduğu İngilizce metni size Türkçe anlatmasını istemek, hem onu dinlediğinizi gösterir hem de metni gerçekten anlayıp anlamadığını ortaya koyar.",
        ],
      },
    ],
  },
  {
    slug: "sinavlara-hazirlik",
    title: "İngilizce Sınavlarına Stres Yapmadan Hazırlanın",
    summary:
      "Yazılılara ve merkezi sınavlara hazırlanırken örnek sınavları, testleri ve tekrar planını nasıl kullanacağınızı anlatan bir rehber.",
    sections: [
      {
        heading: "Hazırlık erken başlar",
        paragraphs: [
          "Sınavdan bir gece önce bütün üniteleri bitirmeye çalışmak hem yorucu hem de verimsizdir. Kısa sürede çok fazla bilgi yüklemeye çalıştığınızda beyniniz bunların çoğunu kalıcı olarak saklayamaz. Sınava hazırlığın en iyi yolu, dönem boyunca her üniteyi zamanında çalışmak ve sınavdan önceki iki haftayı tekrar için ayırmaktır.",
          "Bu yazıda yazılı sınavlara, 8. sınıftaki merkezi sınavın İngilizce bölümüne ve lisedeki dil sınavlarına hazırlanırken işinize yarayacak yöntemleri bir araya getirdik.",
          "Sınav kaygısı çok yaygındır ve biraz heyecan duymak aslında normaldir. Bu heyecanı yönetmenin en iyi yolu iyi hazırlanmaktır. Neyi bildiğinizi ve neyi tekrar etmeniz gerektiğini bildiğinizde kaygı azalır, yerini özgüvene bırakır.",
        ],
      },
      {
        heading: "Önce sınavın haritasını çıkarın",
        paragraphs: [
          "Öğretmeninize sınavın hangi üniteleri kapsadığını sorun ve bunları bir kâğıda yazın. Ardından her ünitenin yanına kendinizi ne kadar hazır hissettiğinizi gösteren bir işaret koyun: iyi, orta ya da zayıf. Bu basit liste, zamanınızı en çok ihtiyaç duyduğunuz konulara ayırmanızı sağlar.",
          "Merdiven'de içerikler dönem ve ünite bilgisiyle listelendiği için, zayıf olduğunuz üniteye ait konu anlatımını, kelime listesini ve alıştırmaları kolayca bulabilirsiniz. Önce konu anlatımıyla kuralı hatırlayın, sonra kelimeleri gözden geçirin, ardından alıştırmalarla pekiştirin.",
          "Tekrar günlerinizi de bu haritaya göre planlayın. Örneğin sınava on gün kalmışsa ilk altı günü ünitelere, sonraki üç günü örnek sınavlara, son günü ise hafif bir genel tekrara ayırabilirsiniz. Böylece hiçbir ünite son güne kalmaz.",
          "Tekrar sırasında yalnızca okumakla yetinmeyin. Bir konuyu kapattıktan sonra kitaba bakmadan o konunun kuralını bir kâğıda yazmaya çalışın. Hatırlayamadığınız noktalar, tekrar etmeniz gereken yerleri size gösterecektir.",
        ],
      },
      {
        heading: "Örnek sınavlarla prova yapın",
        paragraphs: [
          "Tiyatro oyuncuları sahneye çıkmadan önce prova yapar. Örnek Sınavlar bölümü de sizin için bir prova sahnesidir. Bir örnek sınavı çözerken gerçek sınav koşullarını taklit edin: Sessiz bir ortamda oturun, kitaplarınızı kapatın ve süre tutun. Böylece sınav günü sizi şaşırtacak bir şey kalmaz.",
          "Örnek sınavı bitirdikten sonra cevaplarınızı dikkatle kontrol edin. Yanlış yaptığınız her soru için kendinize şunu sorun: Kuralı mı bilmiyordum, kelimeyi mi hatırlamadım, yoksa soruyu dikkatsizce mi okudum? Hatanın nedenini bilmek, onu düzeltmenin yarısıdır. Testler bölümündeki kısa testler ise tek bir üniteyi hızlıca yoklamak için idealdir.",
          "Aynı örnek sınavı iki kez çözmekten çekinmeyin. İlk çözümden bir hafta sonra yeniden denediğinizde hem hatalarınızı düzeltip düzeltmediğinizi görürsünüz hem de sorulara daha hızlı cevap verdiğinizi fark edersiniz.",
          "Örnek sınavlardaki yazma sorularını atlamayın. Kendinizi tanıtan ya da bir gününüzü anlatan kısa bir paragraf yazmak, sınavda en çok zorlanılan bölümlerden biridir. Yazdığınız paragrafı öğretmeninize ya da İngilizce bilen bir büyüğünüze göstererek görüş alabilirsiniz.",
        ],
      },
      {
        heading: "Soru türlerine göre küçük taktikler",
        paragraphs: [
          "Boşluk doldurma sorularında cümlenin tamamını okuyun ve boşluktan önceki ve sonraki kelimelere dikkat edin. Örneğin “She ____ to school every day.” cümlesinde “every day” ifadesi geniş zamanı, “she” öznesi de fiilin “-s” takısı almasını gerektirir: goes.",
          "Çoktan seçmeli sorularda önce kesinlikle yanlış olan seçenekleri eleyin. Okuma sorularında ise önce soruları okuyun, sonra metne dönün; neyi aradığınızı bildiğinizde cevabı çok daha hızlı bulursunuz. Emin olamadığınız bir soruda fazla vakit kaybetmeyin, işaretleyip sona bırakın.",
          "Diyalog tamamlama sorularında boşluktan hemen sonra gelen cümleye bakın. Karşıdaki kişi “Sure, here you are.” diyorsa boşlukta büyük olasılıkla bir rica vardır: “Can I borrow your pen?” Konuşmanın akışını izlemek, doğru seçeneği bulmanın en güvenilir yoludur.",
        ],
      },
      {
        heading: "Sınav günü ve öncesi",
        paragraphs: [
          "Sınavdan önceki gece yeni bir konu çalışmayın; yalnızca kısa notlarınıza ve kelime kartlarınıza göz atın. İyi bir uyku, son dakikada ezberlenen bütün kurallardan daha değerlidir. Sabah hafif ama besleyici bir kahvaltı yapın ve okula erken çıkarak telaşa kapılmayın.",
          "Sınav kâğıdını aldığınızda önce derin bir nefes alın ve yönergeleri dikkatle okuyun. Ardından soruların sayısına bakın ve her bölüme yaklaşık ne kadar zaman ayırabileceğinizi hesaplayın. Son beş dakikayı mutlaka kontrole ayırın; bu kısa süre, gözden kaçan birkaç hatayı düzeltmenizi sağlayabilir.",
          "Bildiğiniz sorulardan başlamak, hem zaman kazandırır hem de özgüveninizi artırır. Zorlandığınız sorulara ise en sonda, daha sakin bir kafayla dönersiniz.",
          "Sınav bittikten sonra sonucunuz ne olursa olsun kâğıdınızı inceleyin. İyi geçen bir sınav, doğru yöntemleri kullandığınızı gösterir; beklediğiniz gibi geçmeyen bir sınav ise bir sonraki hazırlığınız için değerli ipuçları verir. Anne ve babalara düşen görev ise sonucu değil, emeği takdir etmektir. “Ne kadar çalıştığını gördüm, seninle gurur duyuyorum.” gibi bir cümle, bir sonraki sınav için en güçlü motivasyondur.",
        ],
      },
    ],
  },
  {
    slug: "duzenli-calisma-programi",
    title: "Düzenli Bir Çalışma Programı Nasıl Hazırlanır?",
    summary:
      "Her gün kısa ama düzenli çalışmak, sınav öncesindeki uzun saatlerden daha etkilidir. Size uygun haftalık bir İngilizce programını birlikte oluşturalım.",
    sections: [
      {
        heading: "Az ama her gün",
        paragraphs: [
          "Dil öğrenmek bir spor dalına benzer. Haftada bir gün üç saat antrenman yapan bir yüzücü, her gün yarım saat yüzen bir yüzücü kadar hızlı gelişemez. İngilizcede de her gün yapılan kısa çalışmalar, ara sıra yapılan uzun çalışmalardan çok daha kalıcı sonuç verir.",
          "Düzenli çalışmanın bir başka faydası da alışkanlık oluşturmasıdır. Her gün aynı saatte İngilizceye birkaç dakika ayırdığınızda, bir süre sonra bunu diş fırçalamak kadar doğal bir şekilde yapmaya başlarsınız. Bunun için günün sabit bir anını seçin: okul dönüşü, akşam yemeğinden sonra ya da yatmadan önce.",
          "Programınızı hazırlarken okuldaki ders saatlerinizi, kurslarınızı ve dinlenme zamanlarınızı da hesaba katın. Gerçekçi olmayan bir plan birkaç gün sonra bırakılır. Gerçekçi bir plan ise aylarca sürdürülebilir.",
        ],
      },
      {
        heading: "Yaşa göre ne kadar çalışmalı?",
        paragraphs: [
          "İlkokul öğrencileri için günde 15-20 dakika yeterlidir; bu yaşta şarkılar, resimli kelime kartları ve oyunlar en etkili araçlardır. Ortaokul öğrencileri günde 25-30 dakikalık bir çalışmayla çok yol alabilir. Lise öğrencileri ise özellikle sınav dönemlerinde bu süreyi 40-45 dakikaya çıkarabilir. Uzun çalışmalarda her yarım saatte kısa bir mola vermeyi unutmayın.",
          "Çalışma ortamı da süre kadar önemlidir. Masanızda yalnızca o an ihtiyaç duyduğunuz defter ve kalemler bulunsun, telefonunuz ise sessizde ve uzakta dursun. Dikkatin dağılmadığı yirmi dakika, sürekli bölünen bir saatten daha verimlidir.",
          "Bazı öğrenciler sabahları, bazıları ise akşamları daha iyi odaklanır. Bir hafta boyunca farklı saatleri deneyin ve kendinizi en zinde hissettiğiniz zamanı İngilizceye ayırın.",
          "Kısa molalar da planın bir parçasıdır. Yirmi beş dakika çalışıp beş dakika dinlenmek, beynin öğrendiklerini yerleştirmesine zaman tanır. Molada ekrana bakmak yerine biraz yürümek ya da su içmek daha iyi gelir.",
        ],
      },
      {
        heading: "Örnek bir haftalık plan",
        paragraphs: [
          "Pazartesi günü haftanın ünitesinin konu anlatımını okuyun. Salı günü Yeni Kelimeler bölümündeki listeyi çalışın ve kelime kartlarınızı hazırlayın. Çarşamba günü alıştırmaları çözün. Perşembe günü bir okuma metni okuyun ve bilmediğiniz kelimeleri defterinize ekleyin.",
          "Cuma günü o ünitenin testini çözerek kendinizi yoklayın. Cumartesi günü bir phrasal verb ya da atasözü öğrenin ve hafta boyunca öğrendiğiniz kelimeleri tekrar edin. Pazar gününü dinlenmeye ayırabilir ya da İngilizce bir çizgi film izleyerek keyifli bir tekrar yapabilirsiniz.",
          "Sınav haftalarında bu planı biraz değiştirin: Yeni konu yerine örnek sınavlara ve hata defterinize daha fazla zaman ayırın. Tatillerde ise süreyi kısaltıp okuma ve video izleme gibi eğlenceli etkinliklere ağırlık verebilirsiniz.",
        ],
      },
      {
        heading: "Planı esnek tutun",
        paragraphs: [
          "Hiçbir plan her hafta kusursuz işlemez. Bir gün ödevleriniz çok fazlaysa İngilizce çalışmanızı beş dakikalık bir kelime tekrarına indirebilirsiniz; önemli olan zinciri tamamen koparmamaktır. Programınızı bir kâğıda yazıp odanızdaki panoya asın ve tamamladığınız her günü işaretleyin.",
          "Anne ve babalar da bu tabloya küçük notlar ekleyerek çocuklarının emeğini fark ettiklerini gösterebilir. Düzenli bir programla ilerleyen bir öğrenci, dönem sonunda ne kadar yol aldığını gördüğünde kendisiyle gurur duyar.",
          "Bir hedefe ulaştığınızda kendinizi küçük bir ödülle kutlamayı da unutmayın. Bir ayı aksatmadan tamamlamak, sevdiğiniz bir filmi izlemek ya da ailenizle güzel bir yürüyüşe çıkmak için harika bir sebeptir.",
        ],
      },
    ],
  },
  {
    slug: "geri-bildirim-ve-degerlendirme",
    title: "Geri Bildirim ve Öz Değerlendirme ile Sürekli Gelişim",
    summary:
      "Hatalar öğrenmenin bir parçasıdır. İlerlemenizi nasıl ölçeceğinizi, hatalarınızdan nasıl yararlanacağınızı ve bize nasıl yazabileceğinizi anlatıyoruz.",
    sections: [
      {
        heading: "Hatalar yol göstericidir",
        paragraphs: [
          "Yanlış cevap vermek kimsenin hoşuna gitmez, ama her hata değerli bir bilgi taşır. Hata yaptığınız yer, tam olarak öğrenmeniz gereken yerdir. İngilizceyi çok iyi konuşan insanlar da yıllarca hata yaparak öğrendiler. Bu yüzden yanlışlarınızdan utanmak yerine onları merakla incelemeye çalışın.",
          "Örneğin sık sık “He don't like apples.” diye yazıyorsanız, bu size üçüncü tekil şahıstaki olumsuz yapıyı tekrar etmeniz gerektiğini söyler. Doğrusu “He doesn't like apples.” olmalıdır. Bu hatayı bir kez fark edip üzerinde çalıştığınızda, bir daha yapma olasılığınız çok azalır.",
          "Hataların bir kısmı bilgi eksikliğinden, bir kısmı ise Türkçe düşünmekten kaynaklanır. Örneğin Türkçede “Ben 12 yaşındayım.” dediğimiz için bazı öğrenciler “I have 12 years.” diye yazar. Doğrusu “I am 12 years old.” olmalıdır. Bu tür farkları fark etmek, iki dil arasındaki köprüyü sağlamlaştırır.",
        ],
      },
      {
        heading: "Bir hata defteri tutun",
        paragraphs: [
          "Alıştırmalarda, testlerde ve örnek sınavlarda yaptığınız hataları küçük bir deftere not edin. Her hatanın yanına doğrusunu ve kısa bir açıklama yazın. Hataları türlerine göre gruplamak da işe yarar: dilbilgisi hataları, kelime hataları ve dikkatsizlik hataları.",
          "Hafta sonunda defterinize göz atın. Aynı türden hataların tekrar ettiğini görürseniz, o konunun anlatımına geri dönme zamanı gelmiş demektir. Sınavlardan önce bu defter, sizin için hazırlanmış en kişisel tekrar kaynağı olur.",
          "Dikkatsizlik hatalarını küçümsemeyin. Cümlenin sonuna nokta koymayı unutmak, “I” zamirini küçük harfle yazmak ya da soruyu yarım okumak sınavda puan kaybettirir. Cevaplarınızı teslim etmeden önce bir dakikanızı yalnızca bu tür hataları aramaya ayırın.",
          "Defterinizi renklerle düzenlemek de işinizi kolaylaştırır. Dilbilgisi hatalarını kırmızıyla, kelime hatalarını maviyle, dikkatsizlik hatalarını yeşille işaretlerseniz hangi alanda daha çok çalışmanız gerektiğini bir bakışta görürsünüz.",
        ],
      },
      {
        heading: "Kendinizi değerlendirin: “I can” listeleri",
        paragraphs: [
          "Her ünitenin sonunda o ünitede neler yapabildiğinizi kendinize sorun ve bunları “I can” ile başlayan cümlelerle yazın: “I can introduce myself.”, “I can talk about my daily routine.”, “I can give directions.” Her cümlenin yanına dürüstçe bir işaret koyun: rahatça yapabiliyorum, biraz zorlanıyorum ya da henüz yapamıyorum.",
          "Bu liste, nerede olduğunuzu ve nereye gitmeniz gerektiğini açıkça gösterir. “Henüz yapamıyorum” dediğiniz maddeler için o ünitenin alıştırmalarına ve testlerine geri dönün. Birkaç hafta sonra listeyi yeniden doldurduğunuzda işaretlerin değiştiğini görmek size büyük bir güven verecektir.",
          "Bu listeyi hazırlarken okuldaki kitabınızın ünite sonlarındaki değerlendirme bölümlerinden de yararlanabilirsiniz. Orada yer alan hedefleri kendi cümlelerinizle yazmak, ünitenin neyi amaçladığını daha iyi anlamanızı sağlar.",
          "Kendinizi başkalarıyla değil, geçmişteki hâlinizle karşılaştırın. Bir ay önce yazdığınız bir paragrafı bugün yazdığınızla yan yana koymak, ilerlemenizi gösteren en somut kanıttır.",
          "Testler ve örnek sınavlar da öz değerlendirme için birer araçtır. Bir testi çözdükten sonra yalnızca kaç doğru yaptığınıza değil, hangi sorularda duraksadığınıza da dikkat edin. Doğru cevapladığınız ama emin olamadığınız sorular, tekrar listenize eklenmeyi hak eder.",
        ],
      },
      {
        heading: "Öğretmeninizden ve ailenizden destek alın",
        paragraphs: [
          "Öğretmenleriniz ilerlemenizi en iyi gören kişilerdir. Sınav kâğıdınız geri geldiğinde yalnızca notunuza bakıp kenara koymayın; yanlışlarınızı inceleyin ve anlamadığınız noktaları öğretmeninize sorun. Yazdığınız kısa paragrafları ona göstermek de çok faydalı geri bildirimler almanızı sağlar.",
          "Anne ve babalar için en önemli kural, geri bildirimi cesaretlendirici bir dille vermektir. “Yine mi yanlış?” yerine “Bu soruda nerede zorlandın, birlikte bakalım mı?” demek, çocuğun öğrenmeye karşı tutumunu olumlu yönde değiştirir. Küçük başarıları fark edip övmek de en az hataları düzeltmek kadar önemlidir.",
          "Arkadaşlarınızla birbirinizin yazılarını okuyup yorum yapmak da etkili bir yöntemdir. Bir başkasının yazısındaki hatayı bulmak, kendi yazılarınızda aynı hatayı fark etmenizi kolaylaştırır.",
          "Konuşma becerinizi değerlendirmek için kendi sesinizi kaydedebilirsiniz. Bir okuma metnini sesli okuyup kaydedin, birkaç hafta sonra aynı metni yeniden okuyup iki kaydı karşılaştırın. Telaffuzunuzdaki ve akıcılığınızdaki gelişmeyi kulağınızla duymak çok motive edicidir.",
        ],
      },
      {
        heading: "Siz de bize geri bildirim gönderin",
        paragraphs: [
          "Geri bildirim iki yönlüdür. Merdiven'deki her içeriğin sayfasında adınızı, e-posta adresinizi ve mesajınızı yazabileceğiniz bir geri bildirim formu bulunur. Bir alıştırmada hata fark ettiyseniz, bir konu anlatımını yeterince açık bulmadıysanız ya da belirli bir ünite için daha fazla içerik görmek istiyorsanız bize yazın.",
          "Mesajınızda hangi sınıfın, hangi ünitenin ve hangi içeriğin söz konusu olduğunu belirtirseniz önerinizi çok daha hızlı değerlendirebiliriz. Küçük bir yazım hatası bile olsa haber vermekten çekinmeyin.",
          "Önerileriniz, siteyi sizin için daha da kullanışlı hâle getirmemize yardımcı olur. Birlikte öğrenmek, tek başına öğrenmekten her zaman daha güzeldir.",
        ],
      },
    ],
  },
];
