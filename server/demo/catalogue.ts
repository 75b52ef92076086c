import { curriculumUnitName, termOfUnit as termOf } from "#core/curriculum.ts";
import { trimEnd } from "#core/text.ts";
/**
 * Demo study material for the database seed (server/demo/seed.ts).
 *
 * Every grade (2-12) follows the unit themes of the MEB English curriculum. Each grade
 * has ten units (1-5 in term 1, 6-10 in term 2) with a short word list and example
 * sentences; vocabulary lists, exercises, tests and sample exams are generated from those
 * tables, while topic explanations, purpose-specific topics, phrasal verbs, proverbs and
 * reading texts are written out one by one below. The result is fully deterministic.
 *
 * NOTE: the YouTube video ids are demo placeholders, derived from the entry titles by a
 * hash (see placeholderVideoId). They do not point to curated videos.
 */

export type DemoFileType = "pdf" | "image" | "video" | "audio";
export type DemoContentType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export interface DemoEntry {
  sinif: number;
  unite: number;
  konuIng: string;
  konuTr: string;
  icerikTuru: DemoContentType;
  donem: 1 | 2;
  fileType: DemoFileType;
  /** Only for video: a YouTube watch or short link. */
  link?: string;
  /** Only for pdf and image: the study material printed into the file. */
  lines?: string[];
  /** A word list (types 2, 6, 7) as a teacher pastes it: tab-separated English, Turkish, example. */
  words?: string;
  /** An online quiz (types 1, 3, 8) in Moodle's GIFT format, or Aiken or Moodle XML where `quizFormat` says so. */
  quiz?: string;
  quizFormat?: "gift" | "aiken" | "moodle";
  /** Only for audio: how the file is made (silence of this many seconds, core-free: server/demo/audio.ts) and its transcript. */
  audio?: { format: "mp3" | "opus"; seconds: number; transcript?: string };
}

// ---------------------------------------------------------------------------
// Source tables

/** One curriculum unit. `words` is "english=türkçe; english=türkçe; ...". */
interface Unit {
  en: string;
  tr: string;
  words: string;
  sentences: readonly string[];
}

type ExtraType = 4 | 5 | 6 | 7 | 9;

/** A hand-written entry (topic explanation, purpose-specific topic, phrasal verbs, proverbs, reading). */
interface Extra {
  t: ExtraType;
  u: number;
  f: DemoFileType;
  en: string;
  tr: string;
  lines?: readonly string[];
  /** Phrasal verbs and proverbs (types 6, 7) may carry a word list, as pasted text. */
  words?: string;
}

interface Grade {
  sinif: number;
  units: readonly Unit[];
  extras: readonly Extra[];
}

/** A grade as written below: its units' material in the curriculum's order, their names from core/curriculum.ts. */
interface GradeSource extends Omit<Grade, "units"> {
  units: readonly Omit<Unit, "en" | "tr">[];
}

const pdf = (t: ExtraType, u: number, en: string, tr: string, lines: readonly string[]): Extra => ({
  t,
  u,
  f: "pdf",
  en,
  tr,
  lines,
});
const img = (t: ExtraType, u: number, en: string, tr: string, lines: readonly string[]): Extra => ({
  t,
  u,
  f: "image",
  en,
  tr,
  lines,
});
const vid = (t: ExtraType, u: number, en: string, tr: string): Extra => ({ t, u, f: "video", en, tr });

/** A hand-written entry with a word list: rows of English, Turkish and an example, pasted from a spreadsheet (tabs). */
const listed = (extra: Extra, rows: readonly (readonly [string, string, string])[]): Extra => ({
  ...extra,
  words: ["English\tTürkçe\tÖrnek", ...rows.map((row) => row.join("\t"))].join("\n"),
});

const GRADE_SOURCES: readonly GradeSource[] = [
  // ------------------------------------------------------------------ grade 2
  {
    sinif: 2,
    units: [
      {
        words:
          "hello=merhaba; bye=hoşça kal; ball=top; taxi=taksi; banana=muz; pizza=pizza; doctor=doktor; school=okul",
        sentences: ["Hello, I am Ali.", "I like pizza.", "This is a ball.", "The doctor is nice."],
      },
      {
        words:
          "friend=arkadaş; name=isim; boy=erkek çocuk; girl=kız çocuk; yes=evet; no=hayır; please=lütfen; thank you=teşekkür ederim",
        sentences: ["What is your name?", "She is my friend.", "He is a boy.", "Thank you, teacher!"],
      },
      {
        words:
          "pen=tükenmez kalem; pencil=kurşun kalem; book=kitap; bag=çanta; desk=sıra; board=tahta; eraser=silgi; window=pencere",
        sentences: ["Open your book.", "This is my pencil.", "Close the window, please.", "Look at the board."],
      },
      {
        words: "one=bir; two=iki; three=üç; four=dört; five=beş; six=altı; seven=yedi; eight=sekiz; nine=dokuz; ten=on",
        sentences: ["I have two cats.", "I am seven.", "Count to ten.", "There are five apples."],
      },
      {
        words: "red=kırmızı; blue=mavi; yellow=sarı; green=yeşil; black=siyah; white=beyaz; pink=pembe; orange=turuncu",
        sentences: ["The apple is red.", "The sky is blue.", "My bag is green.", "The banana is yellow."],
      },
      {
        words:
          "slide=kaydırak; swing=salıncak; run=koşmak; jump=zıplamak; play=oynamak; hop=sekmek; climb=tırmanmak; sandbox=kum havuzu",
        sentences: ["Let's play tag!", "I can jump.", "Run to the slide!", "The swing is fun."],
      },
      {
        words: "head=baş; eye=göz; ear=kulak; nose=burun; mouth=ağız; hand=el; arm=kol; leg=bacak",
        sentences: ["Touch your head.", "Open your mouth.", "Raise your hand.", "This is my arm."],
      },
      {
        words:
          "cat=kedi; dog=köpek; fish=balık; bird=kuş; rabbit=tavşan; turtle=kaplumbağa; hamster=hamster; parrot=papağan",
        sentences: ["I have a cat.", "My dog is black.", "The bird is small.", "The fish is in the bowl."],
      },
      {
        words:
          "apple=elma; banana=muz; orange=portakal; grapes=üzüm; strawberry=çilek; pear=armut; cherry=kiraz; watermelon=karpuz",
        sentences: ["I like grapes.", "This is a pear.", "The strawberry is red.", "Do you like watermelon?"],
      },
      {
        words:
          "lion=aslan; elephant=fil; monkey=maymun; giraffe=zürafa; bear=ayı; snake=yılan; zebra=zebra; duck=ördek",
        sentences: ["The lion is big.", "The monkey is funny.", "Look at the elephant!", "The snake is long."],
      },
    ],
    extras: [
      vid(4, 2, "Saying Hello: What's Your Name?", "Tanışma: Adın Ne?"),
      img(4, 5, "What Color Is It?", "Bu Ne Renk?", [
        "Ask: What color is it?",
        "Answer: It is red.",
        "What color is the sun? - It is yellow.",
        "What color is the grass? - It is green.",
        "What color is the sky? - It is blue.",
        "What color is the snow? - It is white.",
        "Türkçesi: Bu ne renk? - Kırmızı.",
      ]),
      pdf(4, 4, "How Many? Counting 1 to 10", "Kaç Tane? Haydi Sayalım", [
        "Ask: How many ...?",
        "How many apples? - Three apples.",
        "One cat, two cats: add -s for more than one.",
        "How many pencils? - Five pencils.",
        "How old are you? - I am seven.",
        "1 one, 2 two, 3 three, 4 four, 5 five",
        "6 six, 7 seven, 8 eight, 9 nine, 10 ten",
      ]),
      pdf(5, 3, "Classroom Language: Can I Come In?", "Sınıf Dili: Girebilir miyim?", [
        "Can I come in? - Girebilir miyim?",
        "Can I go out? - Dışarı çıkabilir miyim?",
        "Can I drink water? - Su içebilir miyim?",
        "Sorry, I'm late. - Özür dilerim, geç kaldım.",
        "Good morning, teacher! - Günaydın öğretmenim!",
        "I don't understand. - Anlamadım.",
        "Thank you! - Teşekkür ederim!",
      ]),
      img(5, 6, "Let's Play Together!", "Hadi Birlikte Oynayalım!", [
        "Let's play! - Hadi oynayalım!",
        "Can I play with you? - Seninle oynayabilir miyim?",
        "Your turn! - Sıra sende!",
        "My turn! - Sıra bende!",
        "Come on! - Haydi!",
        "Well done! - Aferin!",
        "Line up, please. - Lütfen sıraya girin.",
      ]),
      pdf(5, 8, "Talking About My Pet", "Evcil Hayvanımı Anlatıyorum", [
        "I have a cat.",
        "Its name is Pamuk.",
        "It is white.",
        "It is small and cute.",
        "Do you have a pet? - Yes, I do. / No, I don't.",
        "Evcil hayvanın var mı? - Evet, var. / Hayır, yok.",
        "Draw your pet and say its name.",
      ]),
      vid(6, 3, "Stand Up, Sit Down!", "Ayağa Kalk, Otur!"),
      img(6, 7, "Put On, Take Off: Action Phrases", "Giy, Çıkar: Hareket İfadeleri", [
        "put on - giymek: Put on your hat.",
        "take off - çıkarmak: Take off your shoes.",
        "pick up - yerden almak: Pick up the ball.",
        "turn around - arkanı dönmek: Turn around, please.",
        "sit down - oturmak: Sit down, please.",
        "stand up - ayağa kalkmak: Stand up, children!",
        "Listen and do! - Dinle ve yap!",
      ]),
      pdf(6, 3, "Classroom Commands: Come In, Go Out", "Sınıf Komutları: Gel, Çık", [
        "come in - içeri girmek: Come in, please.",
        "go out - dışarı çıkmak: Can I go out?",
        "look at - bakmak: Look at the board.",
        "put away - kaldırmak: Put away your toys.",
        "line up - sıraya girmek: Line up at the door.",
        "clean up - toplamak: Clean up your desk.",
      ]),
      img(7, 9, "An Apple a Day", "Her Gün Bir Elma", [
        "An apple a day keeps the doctor away.",
        "Türkçesi: Her gün bir elma, doktoru uzak tutar.",
        "Meaning: Fruit is good for you.",
        "Anlamı: Meyve yemek sağlığımız için iyidir.",
        "apple - elma, doctor - doktor, day - gün",
        "Say it three times!",
      ]),
      img(7, 2, "A Friend in Need", "Dost Kara Günde Belli Olur", [
        "A friend in need is a friend indeed.",
        "Türkçesi: Dost kara günde belli olur.",
        "Meaning: A real friend helps you when you have a problem.",
        "friend - arkadaş, help - yardım etmek",
        "Who is your best friend? Draw him or her.",
        "My best friend is ________.",
      ]),
      pdf(7, 10, "The Early Bird Catches the Worm", "Erken Kalkan Yol Alır", [
        "The early bird catches the worm.",
        "Türkçesi: Erken kalkan yol alır.",
        "bird - kuş, worm - solucan, early - erken",
        "Meaning: Get up early and start your work.",
        "Good morning! I get up early.",
        "Color the bird and the worm.",
      ]),
      vid(9, 10, "At the Zoo: Listen and Read", "Hayvanat Bahçesinde: Dinle ve Oku"),
      pdf(9, 8, "My Cat Pamuk", "Kedim Pamuk", [
        "Hello! I am Zeynep.",
        "I have a cat.",
        "Her name is Pamuk.",
        "Pamuk is white and small.",
        "She likes milk.",
        "She plays with a ball.",
        "Questions: 1. What is the cat's name?",
        "2. What color is Pamuk?",
        "3. What does Pamuk like?",
      ]),
      pdf(9, 5, "A Rainbow After the Rain", "Yağmurdan Sonra Gökkuşağı", [
        "Look at the sky!",
        "It is a rainbow.",
        "It is red, orange and yellow.",
        "It is green, blue and purple.",
        "I love rainbows.",
        "Questions: 1. Where is the rainbow?",
        "2. Name three colors in the rainbow.",
      ]),
    ],
  },
  // ------------------------------------------------------------------ grade 3
  {
    sinif: 3,
    units: [
      {
        words:
          "good morning=günaydın; good night=iyi geceler; how are you=nasılsın; fine=iyi; see you=görüşürüz; welcome=hoş geldin; nice to meet you=tanıştığıma memnun oldum; goodbye=hoşça kal",
        sentences: [
          "Good morning, Mr. Yılmaz!",
          "How are you today?",
          "I am fine, thank you.",
          "Nice to meet you, Elif.",
        ],
      },
      {
        words:
          "mother=anne; father=baba; sister=kız kardeş; brother=erkek kardeş; grandmother=büyükanne; grandfather=büyükbaba; aunt=teyze, hala; uncle=amca, dayı",
        sentences: ["This is my mother.", "My brother is ten.", "I love my grandmother.", "My uncle is a teacher."],
      },
      {
        words:
          "tall=uzun boylu; short=kısa boylu; young=genç; old=yaşlı; kind=nazik; funny=komik; strong=güçlü; beautiful=güzel",
        sentences: [
          "My father is tall.",
          "My grandfather is old.",
          "My sister is funny.",
          "My mother is kind and beautiful.",
        ],
      },
      {
        words:
          "happy=mutlu; sad=üzgün; angry=kızgın; tired=yorgun; hungry=aç; thirsty=susamış; scared=korkmuş; bored=sıkılmış",
        sentences: ["I am happy today.", "Are you hungry?", "He is tired.", "She is scared of the dark."],
      },
      {
        words:
          "doll=oyuncak bebek; teddy bear=oyuncak ayı; kite=uçurtma; robot=robot; car=araba; puzzle=yapboz; blocks=bloklar; balloon=balon",
        sentences: ["I have a red kite.", "My robot is big.", "Where is my doll?", "Let's do a puzzle."],
      },
      {
        words:
          "kitchen=mutfak; bedroom=yatak odası; bathroom=banyo; living room=oturma odası; garden=bahçe; sofa=kanepe; bed=yatak; table=masa",
        sentences: [
          "Mom is in the kitchen.",
          "My bed is in my bedroom.",
          "The cat is on the sofa.",
          "We play in the garden.",
        ],
      },
      {
        words:
          "park=park; hospital=hastane; bakery=fırın; school=okul; library=kütüphane; museum=müze; zoo=hayvanat bahçesi; cinema=sinema",
        sentences: [
          "The hospital is near the park.",
          "I buy bread at the bakery.",
          "We go to the zoo on Sunday.",
          "I read books in the library.",
        ],
      },
      {
        words: "bus=otobüs; train=tren; plane=uçak; ship=gemi; bike=bisiklet; taxi=taksi; car=araba; on foot=yürüyerek",
        sentences: ["I go to school by bus.", "The train is fast.", "I ride my bike.", "My dad goes to work by car."],
      },
      {
        words:
          "sunny=güneşli; rainy=yağmurlu; snowy=karlı; windy=rüzgârlı; cloudy=bulutlu; hot=sıcak; cold=soğuk; umbrella=şemsiye",
        sentences: [
          "It is sunny today.",
          "Take your umbrella!",
          "It is snowy in Kars in winter.",
          "It is windy by the sea.",
        ],
      },
      {
        words:
          "tree=ağaç; flower=çiçek; river=ırmak, nehir; mountain=dağ; sea=deniz; sun=güneş; rain=yağmur; forest=orman",
        sentences: ["The flower is yellow.", "Birds live in the forest.", "The river is long.", "I can see the sun."],
      },
    ],
    extras: [
      vid(4, 2, "This Is My Family: My, Your, His, Her", "Bu Benim Ailem: İyelik Sıfatları"),
      img(4, 4, "How Do You Feel?", "Nasıl Hissediyorsun?", [
        "Ask: How do you feel? / How are you?",
        "I am happy. - Mutluyum.",
        "I am sad. - Üzgünüm.",
        "He is angry. - O kızgın.",
        "She is tired. - O yorgun.",
        "Are you hungry? - Yes, I am. / No, I'm not.",
        "Is he scared? - Yes, he is. / No, he isn't.",
        "Remember: I am, you are, he/she is.",
      ]),
      pdf(4, 6, "Where Is It? In, On, Under", "Nerede? İçinde, Üstünde, Altında", [
        "in - içinde: The cat is in the box.",
        "on - üstünde: The book is on the table.",
        "under - altında: The ball is under the bed.",
        "next to - yanında: The lamp is next to the sofa.",
        "Ask: Where is the ...?",
        "Where is Mom? - She is in the kitchen.",
        "Where are my shoes? - They are under the bed.",
      ]),
      pdf(5, 1, "Introducing Yourself", "Kendini Tanıtma", [
        "Hello! My name is Can.",
        "I am eight years old.",
        "I live in Bursa.",
        "Nice to meet you! - Tanıştığıma memnun oldum.",
        "What's your name? - Adın ne?",
        "How old are you? - Kaç yaşındasın?",
        "Where do you live? - Nerede yaşıyorsun?",
      ]),
      img(5, 7, "Asking the Way in My City", "Şehrimde Yol Sormak", [
        "Excuse me, where is the park?",
        "Go straight. - Düz git.",
        "Turn left. - Sola dön.",
        "Turn right. - Sağa dön.",
        "It's next to the school.",
        "It's across from the bakery.",
        "Thank you! - You're welcome.",
      ]),
      pdf(5, 9, "Talking About the Weather", "Hava Durumu: Iğdır'da Bugün Hava Nasıl?", [
        "What's the weather like today?",
        "It's sunny and hot.",
        "It's rainy. Take your umbrella!",
        "It's snowy. Let's make a snowman!",
        "It's windy. Let's fly a kite!",
        "Hava bugün nasıl? - Bugün hava güneşli.",
        "What's the weather like in Iğdır today?",
      ]),
      vid(6, 5, "Let's Play: Action Verbs for Games", "Oyun Zamanı: Hareket Fiilleri"),
      img(6, 6, "Turn On, Turn Off", "Aç, Kapat", [
        "turn on - açmak: Turn on the light.",
        "turn off - kapatmak: Turn off the TV.",
        "get up - kalkmak: I get up early.",
        "lie down - uzanmak: Lie down on the sofa.",
        "wake up - uyanmak: Wake up, it's morning!",
        "come back - geri gelmek: Come back home soon.",
      ]),
      listed(
        pdf(6, 8, "Get On, Get Off", "Bin, İn", [
          "get on - binmek: Get on the bus.",
          "get off - inmek: Get off the train.",
          "get in - (arabaya) binmek: Get in the car.",
          "get out - (arabadan) inmek: Get out of the taxi.",
          "slow down - yavaşlamak: Slow down, please!",
          "hurry up - acele etmek: Hurry up! The bus is here.",
          "Write: I get ___ the bus at school.",
        ]),
        [
          ["get on", "(otobüse, trene) binmek", "We get on the school bus at eight."],
          ["get off", "(otobüsten, trenden) inmek", "Get off the train at the next stop."],
          ["get in", "(arabaya) binmek", "Get in the car, please. It's raining."],
          ["get out", "(arabadan) inmek", "Mum gets out of the taxi with a big bag."],
          ["slow down", "yavaşlamak", "The bus slows down near our school."],
          ["hurry up", "acele etmek", "Hurry up, the bus is here!"],
        ],
      ),
      img(7, 2, "Like Father, Like Son", "Armut Dibine Düşer", [
        "Like father, like son.",
        "Türkçesi: Armut dibine düşer.",
        "Meaning: Children are often like their parents.",
        "My father likes football. I like football too!",
        "father - baba, son - oğul",
        "Who do you look like in your family?",
      ]),
      img(7, 6, "East or West, Home Is Best", "Ev Gibi Yer Olmaz", [
        "East or west, home is best.",
        "Türkçesi: Ev gibi yer olmaz.",
        "Meaning: Your home is the best place.",
        "east - doğu, west - batı, home - ev",
        "I love my home. My room is small but cozy.",
        "Draw your favorite room at home.",
      ]),
      pdf(7, 4, "Laughter Is the Best Medicine", "Gülmek En İyi İlaçtır", [
        "Laughter is the best medicine.",
        "Türkçesi: Gülmek en iyi ilaçtır.",
        "Meaning: When we laugh, we feel better.",
        "laugh - gülmek, medicine - ilaç, best - en iyi",
        "What makes you laugh?",
        "Funny cartoons make me laugh.",
      ]),
      vid(9, 10, "A Walk Along the River", "Irmak Boyunca Bir Yürüyüş"),
      pdf(9, 2, "Meet Elif's Family", "Elif'in Ailesiyle Tanışın", [
        "Hi! I'm Elif. This is my family.",
        "My mother's name is Ayşe. She is a nurse.",
        "My father's name is Murat. He is tall and funny.",
        "I have a brother. His name is Efe.",
        "Efe is five. He loves his red car.",
        "My grandmother lives with us.",
        "Questions: 1. What is Elif's mother's job?",
        "2. How old is Efe?",
        "3. Who lives with Elif's family?",
      ]),
      pdf(9, 7, "A Day in İzmir", "İzmir'de Bir Gün", [
        "On Saturday, I go to the city center with my dad.",
        "First, we go to the bakery. We buy fresh bread.",
        "Then, we visit the museum.",
        "We have lunch in the park.",
        "At four o'clock, we go to the zoo.",
        "I love my city!",
        "Questions: 1. Where do they buy bread?",
        "2. Where do they have lunch?",
      ]),
    ],
  },
  // ------------------------------------------------------------------ grade 4
  {
    sinif: 4,
    units: [
      {
        words:
          "listen=dinlemek; quiet=sessiz; raise=kaldırmak; share=paylaşmak; borrow=ödünç almak; rule=kural; line up=sıraya girmek; late=geç",
        sentences: [
          "Listen to your teacher.",
          "Be quiet in the library.",
          "Raise your hand, please.",
          "Can I borrow your eraser?",
        ],
      },
      {
        words:
          "country=ülke; flag=bayrak; Turkish=Türk; Germany=Almanya; German=Alman; Japan=Japonya; Japanese=Japon; Italy=İtalya",
        sentences: [
          "I am Turkish.",
          "Hans is German.",
          "The flag of Japan is white and red.",
          "What country are you from?",
        ],
      },
      {
        words:
          "can=-ebilmek; fly=uçmak; swim=yüzmek; climb=tırmanmak; strong=güçlü; brave=cesur; superhero=süper kahraman; cartoon=çizgi film",
        sentences: [
          "My favorite superhero can fly.",
          "Can he swim? Yes, he can.",
          "The cat in the cartoon is brave.",
          "Spider Boy can climb walls.",
        ],
      },
      {
        words:
          "play chess=satranç oynamak; ride a bike=bisiklete binmek; read comics=çizgi roman okumak; draw=resim çizmek; dance=dans etmek; sing=şarkı söylemek; skate=paten kaymak; free time=boş zaman",
        sentences: [
          "I like to play chess.",
          "She can dance very well.",
          "In my free time, I draw pictures.",
          "Do you like to read comics?",
        ],
      },
      {
        words:
          "get up=kalkmak; wash=yıkamak; have breakfast=kahvaltı yapmak; go to school=okula gitmek; lunch=öğle yemeği; dinner=akşam yemeği; go to bed=yatmak; morning=sabah",
        sentences: [
          "I get up at seven o'clock.",
          "I have breakfast with my family.",
          "We have lunch at twelve.",
          "I go to bed at nine.",
        ],
      },
      {
        words:
          "experiment=deney; magnet=mıknatıs; mix=karıştırmak; pour=dökmek; glass=bardak; water=su; salt=tuz; result=sonuç",
        sentences: [
          "Pour the water into the glass.",
          "Mix the salt and water.",
          "The magnet picks up the pins.",
          "This experiment is fun!",
        ],
      },
      {
        words:
          "teacher=öğretmen; doctor=doktor; nurse=hemşire; farmer=çiftçi; pilot=pilot; cook=aşçı; vet=veteriner; firefighter=itfaiyeci",
        sentences: [
          "My mother is a nurse.",
          "A pilot flies planes.",
          "The vet helps animals.",
          "A farmer works on a farm.",
        ],
      },
      {
        words:
          "dress=elbise; skirt=etek; shirt=gömlek; jacket=ceket; trousers=pantolon; shoes=ayakkabı; hat=şapka; scarf=atkı",
        sentences: [
          "She is wearing a red dress.",
          "Put on your jacket, it's cold.",
          "I like your new shoes.",
          "He is wearing a blue hat.",
        ],
      },
      {
        words:
          "hair=saç; curly=kıvırcık; straight=düz; eyes=gözler; blonde=sarışın; glasses=gözlük; best friend=en iyi arkadaş; freckles=çiller",
        sentences: [
          "My best friend has curly hair.",
          "She has blue eyes.",
          "He wears glasses.",
          "Ali has straight black hair.",
        ],
      },
      {
        words:
          "bread=ekmek; cheese=peynir; egg=yumurta; soup=çorba; chicken=tavuk; rice=pilav; milk=süt; juice=meyve suyu",
        sentences: [
          "I want some bread, please.",
          "Can I have orange juice?",
          "I don't like soup.",
          "Chicken and rice, please.",
        ],
      },
    ],
    extras: [
      vid(4, 3, "Can and Can't: Super Skills", "Can ve Can't: Süper Yetenekler"),
      img(4, 1, "Imperatives: Classroom Rules", "Emir Cümleleri: Sınıf Kuralları", [
        "We use imperatives for rules and instructions.",
        "Positive: Listen to your teacher. / Raise your hand.",
        "Negative: Don't run. / Don't eat in class.",
        "Polite: Please be quiet. / Sit down, please.",
        "Ask for permission: Can I open the window?",
        "Answer: Yes, you can. / Sorry, you can't.",
        "Make your class rules: ________ / Don't ________",
      ]),
      pdf(4, 5, "Telling the Time", "Saati Söylemek", [
        "What time is it? - Saat kaç?",
        "It's seven o'clock. (7:00)",
        "It's half past seven. (7:30)",
        "It's quarter past eight. (8:15)",
        "It's quarter to nine. (8:45)",
        "I get up at seven o'clock.",
        "I go to school at half past eight.",
        "Note: use 'at' with times: at 3 o'clock.",
      ]),
      pdf(5, 2, "Where Are You From?", "Nerelisin?", [
        "Where are you from? - I'm from Türkiye.",
        "What's your nationality? - I'm Turkish.",
        "Where is she from? - She's from Japan. She's Japanese.",
        "Is he from Germany? - Yes, he is. He's German.",
        "Italy - Italian, Spain - Spanish, Brazil - Brazilian",
        "Russia - Russian, England - English, France - French",
        "Ask three friends and write their answers.",
      ]),
      img(5, 10, "Ordering at the Café", "Kafede Sipariş Vermek", [
        "Waiter: Can I help you?",
        "You: I'd like a cheese sandwich, please.",
        "Waiter: Anything to drink?",
        "You: Orange juice, please.",
        "Waiter: Here you are.",
        "You: Thank you! How much is it?",
        "Waiter: It's 60 liras.",
      ]),
      pdf(5, 7, "What Does She Do? Talking About Jobs", "Ne İş Yapıyor? Meslekleri Konuşalım", [
        "What does your mother do? - She's a doctor.",
        "What does your father do? - He's a farmer.",
        "Where does a nurse work? - In a hospital.",
        "Where does a cook work? - In a restaurant.",
        "What do you want to be? - I want to be a pilot.",
        "Ne olmak istiyorsun? - Pilot olmak istiyorum.",
        "Interview a family member about their job.",
      ]),
      vid(6, 4, "Free Time Phrasal Verbs", "Boş Zaman İçin Öbek Fiiller"),
      img(6, 8, "Put On, Take Off, Try On", "Giymek, Çıkarmak, Denemek", [
        "put on - giymek: Put on your coat.",
        "take off - çıkarmak: Take off your wet shoes.",
        "try on - denemek: Can I try on this skirt?",
        "zip up - fermuarı çekmek: Zip up your jacket.",
        "dress up - süslenmek: We dress up for the party.",
        "hang up - asmak: Hang up your coat.",
      ]),
      pdf(6, 9, "Friends Together: Look For, Look After", "Arkadaşlar: Aramak ve Bakmak", [
        "look for - aramak: I'm looking for my friend Deniz.",
        "look after - bakmak, ilgilenmek: I look after my little sister.",
        "play with - ile oynamak: I play with my friends after school.",
        "wait for - beklemek: Wait for me!",
        "call out - seslenmek: Call out her name.",
        "Complete: I'm looking ___ my pencil.",
      ]),
      img(7, 10, "Hunger Is the Best Sauce", "Açlık En İyi Aşçıdır", [
        "Hunger is the best sauce.",
        "Türkçesi: Açlık en iyi aşçıdır.",
        "Meaning: When you are hungry, all food tastes good.",
        "hunger - açlık, sauce - sos, best - en iyi",
        "Example: I was very hungry, so the soup was delicious!",
        "What is your favorite food?",
      ]),
      img(7, 9, "Birds of a Feather Flock Together", "Benzer Benzerini Çeker", [
        "Birds of a feather flock together.",
        "Türkçesi: Benzer benzerini çeker.",
        "Meaning: People who are alike become friends.",
        "bird - kuş, feather - tüy, together - birlikte",
        "Example: Ali and Can both love chess. Birds of a feather!",
        "Who is your best friend? What do you have in common?",
      ]),
      pdf(7, 1, "Practice Makes Perfect", "İşleyen Demir Işıldar", [
        "Practice makes perfect.",
        "Türkçesi: İşleyen demir ışıldar.",
        "Meaning: If you practice every day, you get better.",
        "practice - alıştırma, perfect - mükemmel",
        "Example: I read English every day. Practice makes perfect!",
        "What do you practice every day? Write one sentence.",
      ]),
      vid(9, 6, "A Fun Science Experiment: Listen and Read", "Eğlenceli Bir Deney: Dinle ve Oku"),
      pdf(9, 3, "Super Sam Can Fly", "Süper Sam Uçabiliyor", [
        "Super Sam is my favorite cartoon character.",
        "He is strong and brave.",
        "He can fly and he can run very fast.",
        "But he can't swim!",
        "He helps people in the city.",
        "His cat, Tiny, can climb trees.",
        "Questions: 1. Can Super Sam fly?",
        "2. What can't he do?",
        "3. What can Tiny do?",
      ]),
      pdf(9, 5, "Ayşe's Busy Day", "Ayşe'nin Yoğun Günü", [
        "Ayşe gets up at seven o'clock.",
        "She washes her face and has breakfast.",
        "She goes to school at eight.",
        "She has lunch at school at twelve.",
        "After school, she does her homework.",
        "She has dinner with her family at seven.",
        "She goes to bed at nine.",
        "Questions: 1. What time does Ayşe get up?",
        "2. What does she do after school?",
      ]),
    ],
  },
  // ------------------------------------------------------------------ grade 5
  {
    sinif: 5,
    units: [
      {
        words:
          "introduce=tanıtmak; spell=hecelemek; nationality=milliyet; language=dil; speak=konuşmak; age=yaş; favorite=en sevilen; pleased=memnun",
        sentences: [
          "Let me introduce myself.",
          "How do you spell your name?",
          "I can speak Turkish and English.",
          "What is your favorite lesson?",
        ],
      },
      {
        words:
          "bank=banka; pharmacy=eczane; bakery=fırın; post office=postane; opposite=karşısında; next to=yanında; between=arasında; turn left=sola dönmek",
        sentences: [
          "The bank is next to the bakery.",
          "Turn left at the pharmacy.",
          "The post office is opposite the park.",
          "The café is between the bank and the school.",
        ],
      },
      {
        words:
          "hide and seek=saklambaç; tag=ebelemece; chess=satranç; hobby=hobi; collect=biriktirmek; stamps=pullar; enjoy=keyif almak; hate=nefret etmek",
        sentences: [
          "I love playing hide and seek.",
          "My hobby is painting.",
          "I collect stamps.",
          "Do you enjoy playing chess?",
        ],
      },
      {
        words:
          "wake up=uyanmak; brush=fırçalamak; get dressed=giyinmek; catch=yakalamak; homework=ödev; usually=genellikle; always=her zaman; never=asla",
        sentences: [
          "I always brush my teeth.",
          "I usually do my homework after school.",
          "I get dressed at 7:15.",
          "I never go to bed late.",
        ],
      },
      {
        words:
          "headache=baş ağrısı; stomachache=karın ağrısı; fever=ateş; cough=öksürük; sore throat=boğaz ağrısı; medicine=ilaç; rest=dinlenmek; should=-meli, -malı",
        sentences: [
          "I have a headache.",
          "You should take this medicine.",
          "She has a bad cough.",
          "Get some rest and drink water.",
        ],
      },
      {
        words:
          "comedy=komedi; cartoon=çizgi film; horror=korku; science fiction=bilim kurgu; actor=aktör; scary=korkutucu; boring=sıkıcı; exciting=heyecan verici",
        sentences: [
          "I like comedy movies.",
          "Horror movies are scary.",
          "Science fiction films are exciting.",
          "He is my favorite actor.",
        ],
      },
      {
        words:
          "birthday=doğum günü; invite=davet etmek; candle=mum; cake=pasta; present=hediye; balloon=balon; costume=kostüm; celebrate=kutlamak",
        sentences: [
          "Happy birthday to you!",
          "I want to invite you to my party.",
          "Let's light the candle.",
          "This present is for you.",
        ],
      },
      {
        words:
          "jog=koşu yapmak; stretch=esnemek; healthy=sağlıklı; team=takım; join=katılmak; exercise=egzersiz; fit=formda; outdoor=açık hava",
        sentences: [
          "I jog in the park every morning.",
          "Would you like to join us?",
          "Exercise keeps us fit.",
          "We play outdoor games.",
        ],
      },
      {
        words:
          "shelter=barınak; feed=beslemek; adopt=sahiplenmek; puppy=yavru köpek; kitten=yavru kedi; volunteer=gönüllü; care for=bakmak; hungry=aç",
        sentences: [
          "The puppy is hungry.",
          "We feed the cats at the shelter.",
          "I want to adopt a kitten.",
          "She is a volunteer at the shelter.",
        ],
      },
      {
        words:
          "festival=festival; costume=kostüm; parade=geçit töreni; fireworks=havai fişek; traditional=geleneksel; dance=dans etmek; celebrate=kutlamak; crowd=kalabalık",
        sentences: [
          "We watch the fireworks at night.",
          "People wear traditional clothes.",
          "The parade starts at ten.",
          "We celebrate Children's Day on 23 April.",
        ],
      },
    ],
    extras: [
      vid(4, 4, "Present Simple: Daily Routines", "Geniş Zaman: Günlük Rutinler"),
      img(4, 2, "Prepositions of Place in Town", "Kasabada Yer Edatları", [
        "next to - yanında: The bank is next to the bakery.",
        "opposite - karşısında: The park is opposite the school.",
        "between - arasında: The café is between the bank and the pharmacy.",
        "behind - arkasında: The mosque is behind the hospital.",
        "in front of - önünde: The bus stop is in front of the museum.",
        "on the corner - köşede: The post office is on the corner.",
        "Ask and answer: Where is the ...? - It's ... the ...",
      ]),
      pdf(4, 3, "Like, Love, Hate + -ing", "Sevmek ve Nefret Etmek: -ing Yapısı", [
        "After like, love, enjoy and hate we use verb + -ing.",
        "I like playing chess.",
        "She loves dancing.",
        "They enjoy skating.",
        "He hates doing puzzles.",
        "Negative: I don't like running.",
        "Question: Do you like drawing? - Yes, I do. / No, I don't.",
        "Spelling: dance - dancing, swim - swimming, run - running",
      ]),
      pdf(5, 5, "At the Doctor's", "Doktorda", [
        "Doctor: What's the matter?",
        "Patient: I have a headache and a fever.",
        "Doctor: You should rest and drink lots of water.",
        "Doctor: You shouldn't go to school today.",
        "Patient: Thank you, doctor.",
        "Useful: I have a cough / a sore throat / a stomachache.",
        "Get well soon! - Geçmiş olsun!",
      ]),
      img(5, 7, "Inviting Friends to a Party", "Arkadaşları Partiye Davet Etmek", [
        "Would you like to come to my party?",
        "Yes, I'd love to! - Çok isterim!",
        "Sorry, I can't. I have to study. - Üzgünüm, gelemem.",
        "When is the party? - It's on Saturday at 3 p.m.",
        "Where is it? - It's at my house.",
        "Don't forget to bring your costume!",
      ]),
      vid(5, 2, "Asking for Directions in Town", "Kasabada Yol Sormak"),
      vid(6, 4, "Daily Routine Phrasal Verbs", "Günlük Rutin Öbek Fiilleri"),
      img(6, 8, "Warm Up and Work Out", "Isınma ve Egzersiz Fiilleri", [
        "warm up - ısınmak: Warm up before you run.",
        "work out - egzersiz yapmak: I work out three times a week.",
        "cool down - soğuma hareketleri yapmak: Cool down after exercise.",
        "give up - vazgeçmek: Don't give up!",
        "keep up - sürdürmek: Keep up the good work!",
        "take up - (bir spora) başlamak: I want to take up tennis.",
      ]),
      listed(
        pdf(6, 9, "Animal Shelter Phrasal Verbs", "Hayvan Barınağı Öbek Fiilleri", [
          "look after - bakmak: We look after homeless cats.",
          "take in - yanına almak: The shelter takes in lost dogs.",
          "run away - kaçmak: The puppy ran away from home.",
          "clean up - temizlemek: Volunteers clean up the cages.",
          "find out - öğrenmek: Find out how you can help.",
          "Complete: We ___ after the kittens every weekend.",
        ]),
        [
          ["look after", "bakmak, ilgilenmek", "We look after the kittens every weekend."],
          ["take in", "yanına almak, barındırmak", "The shelter takes in lost dogs in winter."],
          ["run away", "kaçmak", "Close the gate or the puppy will run away."],
          ["clean up", "temizlemek, toplamak", "Volunteers clean up the cages in the morning."],
          ["find out", "öğrenmek, ortaya çıkarmak", "Let's find out what the rabbits like to eat."],
          ["give away", "bağışlamak, vermek", "We give away our old blankets to the shelter."],
        ],
      ),
      img(7, 5, "Prevention Is Better Than Cure", "Önlem Tedaviden İyidir", [
        "Prevention is better than cure.",
        "Türkçesi: Önlem almak tedavi etmekten iyidir.",
        "Meaning: It is better to stop a problem before it starts.",
        "Example: Wash your hands and eat fruit. Prevention is better than cure!",
        "prevention - önleme, cure - tedavi",
        "Write two healthy habits.",
      ]),
      img(7, 10, "The More, the Merrier", "Ne Kadar Kalabalık, O Kadar Neşeli", [
        "The more, the merrier.",
        "Türkçesi: Ne kadar kalabalık, o kadar neşeli.",
        "Meaning: More people make a party or festival more fun.",
        "merry - neşeli",
        "Example: Can my cousin come too? - Of course, the more, the merrier!",
        "Which festival do you like the most?",
      ]),
      pdf(7, 3, "All Work and No Play", "Hep Çalışıp Hiç Oynamamak", [
        "All work and no play makes Jack a dull boy.",
        "Türkçesi: Hiç oyun oynamadan hep çalışmak insanı sıkıcı yapar.",
        "Meaning: We need time for hobbies and games.",
        "dull - sıkıcı, play - oyun",
        "Example: I study a lot, but I also play volleyball on Sundays.",
        "What is your favorite hobby?",
      ]),
      vid(9, 6, "Movie Night: Listen and Read", "Film Gecesi: Dinle ve Oku"),
      pdf(9, 2, "A Day in İstanbul", "İstanbul'da Bir Gün", [
        "Hi, I'm Deniz. I live in Üsküdar, İstanbul.",
        "My town has a big park, a library and a nice bakery.",
        "The library is next to the post office.",
        "On Sundays, we take the ferry to Eminönü.",
        "We eat simit and feed the seagulls.",
        "Then we walk to the Spice Bazaar.",
        "Questions: 1. Where does Deniz live?",
        "2. What is next to the post office?",
        "3. What do they do on the ferry?",
      ]),
      pdf(9, 10, "Children's Day Festival", "Çocuk Bayramı Şenliği", [
        "Every year on 23 April, we celebrate National Sovereignty and Children's Day.",
        "Children from many countries come to Türkiye.",
        "They wear traditional costumes.",
        "There is a big parade in the city.",
        "We sing songs and dance together.",
        "At night, we watch the fireworks.",
        "Questions: 1. When do we celebrate Children's Day?",
        "2. What do the children wear?",
        "3. What do they watch at night?",
      ]),
    ],
  },
  // ------------------------------------------------------------------ grade 6
  {
    sinif: 6,
    units: [
      {
        words:
          "tidy=toplamak, düzenlemek; make the bed=yatağı toplamak; feed the cat=kediyi beslemek; chores=ev işleri; weekend=hafta sonu; routine=rutin; water the plants=çiçekleri sulamak; set the table=sofrayı kurmak",
        sentences: [
          "I make the bed every morning.",
          "I water the plants on Saturdays.",
          "At the weekend, I tidy my room.",
          "Can you set the table, please?",
        ],
      },
      {
        words:
          "olives=zeytin; honey=bal; jam=reçel; butter=tereyağı; cheese=peynir; boiled egg=haşlanmış yumurta; tea=çay; tomato=domates",
        sentences: [
          "Do you like olives?",
          "I have bread with honey and butter.",
          "Would you like some tea?",
          "I eat a boiled egg for breakfast.",
        ],
      },
      {
        words:
          "crowded=kalabalık; noisy=gürültülü; traffic=trafik; shopping mall=alışveriş merkezi; quiet=sakin; modern=modern; expensive=pahalı; cheap=ucuz",
        sentences: [
          "The city center is crowded and noisy.",
          "The traffic is terrible today.",
          "The shopping mall is more modern than the market.",
          "My town is quiet and clean.",
        ],
      },
      {
        words:
          "stormy=fırtınalı; foggy=sisli; feel=hissetmek; cheerful=neşeli; gloomy=kasvetli; warm=ılık; freezing=dondurucu; forecast=hava tahmini",
        sentences: [
          "I feel cheerful on sunny days.",
          "It is foggy this morning.",
          "The forecast says it will be stormy.",
          "It's freezing outside!",
        ],
      },
      {
        words:
          "roller coaster=hız treni; bumper cars=çarpışan arabalar; Ferris wheel=dönme dolap; haunted house=korku tüneli; cotton candy=pamuk şeker; ticket=bilet; exciting=heyecan verici; terrifying=dehşet verici",
        sentences: [
          "The roller coaster is terrifying!",
          "Let's ride the bumper cars.",
          "I love cotton candy.",
          "How much is a ticket?",
        ],
      },
      {
        words:
          "architect=mimar; engineer=mühendis; dentist=diş hekimi; lawyer=avukat; mechanic=tamirci; designer=tasarımcı; hardworking=çalışkan; earn=kazanmak",
        sentences: [
          "An architect designs buildings.",
          "The dentist checks our teeth.",
          "My uncle is a mechanic.",
          "A lawyer helps people with the law.",
        ],
      },
      {
        words:
          "beach=plaj; sunbathe=güneşlenmek; suitcase=bavul; sightseeing=gezip görme; souvenir=hatıra eşyası; stayed=kaldı; visited=ziyaret etti; camping=kamp yapma",
        sentences: [
          "We visited Cappadocia last summer.",
          "I bought a souvenir for my friend.",
          "We stayed at a hotel near the beach.",
          "Dad packed the suitcase.",
        ],
      },
      {
        words:
          "novel=roman; fairy tale=masal; author=yazar; character=karakter; library=kütüphane; borrowed=ödünç aldı; chapter=bölüm; poem=şiir",
        sentences: [
          "I borrowed a novel from the library.",
          "The author wrote ten books.",
          "My favorite fairy tale is Snow White.",
          "Read the first chapter tonight.",
        ],
      },
      {
        words:
          "recycle=geri dönüştürmek; pollution=kirlilik; waste=atık; plastic=plastik; save energy=enerji tasarrufu yapmak; reuse=yeniden kullanmak; garbage=çöp; environment=çevre",
        sentences: [
          "We should recycle paper and glass.",
          "Air pollution is a big problem.",
          "Don't throw garbage on the ground.",
          "Reuse your plastic bags.",
        ],
      },
      {
        words:
          "vote=oy vermek; election=seçim; candidate=aday; class president=sınıf başkanı; equal=eşit; rights=haklar; speech=konuşma; campaign=kampanya",
        sentences: [
          "We will vote for our class president tomorrow.",
          "Every child has equal rights.",
          "She gave a great speech.",
          "The election is on Friday.",
        ],
      },
    ],
    extras: [
      vid(4, 7, "Simple Past: Was and Were", "Geçmiş Zaman: Was ve Were"),
      img(4, 5, "Comparatives at the Fair", "Lunaparkta Karşılaştırma", [
        "Short adjectives: adjective + -er + than",
        "fast - faster: The roller coaster is faster than the Ferris wheel.",
        "big - bigger, happy - happier",
        "Long adjectives: more + adjective + than",
        "exciting - more exciting: The haunted house is more exciting than the carousel.",
        "Irregular: good - better, bad - worse",
        "Complete: The bumper cars are ______ (cheap) than the roller coaster.",
      ]),
      pdf(4, 4, "Weather and Feelings: So and Because", "Hava ve Duygular: So ve Because", [
        "What's the weather like? - It's rainy and cold.",
        "How do you feel when it's rainy? - I feel gloomy.",
        "It's sunny, so I feel cheerful.",
        "It's stormy, so I feel scared.",
        "Use 'so' for results: It's snowy, so we can't go out.",
        "Use 'because' for reasons: I'm happy because it's sunny.",
        "Write two sentences about today's weather.",
      ]),
      pdf(5, 2, "Breakfast at the Café: Would You Like...?", "Kafede Kahvaltı: Ne Alırsınız?", [
        "Would you like some tea? - Yes, please. / No, thanks.",
        "What would you like for breakfast?",
        "I'd like some cheese, olives and a boiled egg.",
        "Can I have some honey, please?",
        "Do you like jam? - Yes, I do. It's delicious.",
        "How about some orange juice?",
        "Afiyet olsun! - Enjoy your meal!",
      ]),
      img(5, 3, "Giving Directions Downtown", "Şehir Merkezinde Yol Tarifi", [
        "How can I get to the museum?",
        "Go straight on for two blocks.",
        "Turn right at the traffic lights.",
        "It's on your left, next to the bank.",
        "Take the second street on the right.",
        "It's about five minutes' walk.",
        "Sorry, I'm not from around here.",
      ]),
      pdf(5, 6, "Talking About Jobs and Dreams", "Meslekler ve Hayaller Hakkında Konuşmak", [
        "What do you want to be in the future?",
        "I want to be an architect because I like drawing.",
        "What does an engineer do? - An engineer designs machines and bridges.",
        "Where does a dentist work? - In a clinic.",
        "Is it a hard job? - Yes, but it's interesting.",
        "Interview your partner and write three sentences.",
      ]),
      vid(6, 1, "Everyday Life: Get Up, Tidy Up", "Gündelik Hayat: Kalkmak, Toparlamak"),
      img(6, 9, "Saving the Planet: Throw Away, Turn Off", "Gezegeni Kurtaralım: Atmak, Kapatmak", [
        "throw away - atmak: Don't throw away plastic bottles.",
        "turn off - kapatmak: Turn off the lights when you leave.",
        "pick up - toplamak: Pick up litter in the park.",
        "cut down - kesmek: Don't cut down trees.",
        "use up - tüketmek: We are using up our water.",
        "clean up - temizlemek: Let's clean up the beach.",
      ]),
      pdf(6, 8, "Bookworm Phrasal Verbs", "Kitap Kurtları İçin Öbek Fiiller", [
        "look up - (sözlükte) bakmak: Look up new words in the dictionary.",
        "read out - sesli okumak: Read out the first page.",
        "give back - geri vermek: Give back the book on Monday.",
        "go on - devam etmek: Go on reading, please.",
        "find out - öğrenmek: I want to find out the ending!",
        "Complete: I ___ up the word 'castle' in my dictionary.",
      ]),
      img(7, 8, "Don't Judge a Book by Its Cover", "Kitabı Kapağına Göre Yargılama", [
        "Don't judge a book by its cover.",
        "Türkçesi: İnsanı dış görünüşüne göre yargılama.",
        "Meaning: Things can be different from how they look.",
        "judge - yargılamak, cover - kapak",
        "Example: The book looked boring, but it was great!",
        "Do you know a book like this? Write its name.",
      ]),
      img(7, 9, "Waste Not, Want Not", "İsraf Etmeyen Muhtaç Olmaz", [
        "Waste not, want not.",
        "Türkçesi: İsraf etmeyen muhtaç olmaz.",
        "Meaning: If you don't waste things, you will always have enough.",
        "waste - israf etmek, want - ihtiyaç duymak",
        "Example: Turn off the tap. Waste not, want not!",
        "Write two ways to save water at home.",
      ]),
      listed(
        pdf(7, 7, "When in Rome, Do as the Romans Do", "Gittiğin Yerin Âdetine Uy", [
          "When in Rome, do as the Romans do.",
          "Türkçesi: Gittiğin yerin âdetine uy.",
          "Meaning: When you visit a new place, follow the local customs.",
          "Example: In Japan, we took off our shoes before dinner.",
          "custom - âdet, local - yerel",
          "Write about a custom you saw on holiday.",
        ]),
        [
          [
            "When in Rome, do as the Romans do",
            "Gittiğin yerin âdetine uy",
            "In Tokyo we ate with chopsticks. When in Rome, do as the Romans do!",
          ],
          [
            "East or west, home is best",
            "Ev gibi yer olmaz",
            "The trip was fun, but I missed my own bed. East or west, home is best.",
          ],
          ["custom", "âdet, gelenek", "Kissing the hands of our elders at Bayram is a lovely custom."],
          ["local", "yerel", "We tried the local food in Gaziantep."],
          ["visitor", "ziyaretçi, misafir", "Visitors should respect the rules of the city."],
          ["follow", "uymak, izlemek", "Follow the rules of the place you visit."],
        ],
      ),
      vid(9, 10, "Class Election Day", "Sınıf Seçimi Günü"),
      pdf(9, 7, "Our Holiday in Cappadocia", "Kapadokya Tatilimiz", [
        "Last summer, my family and I went to Cappadocia.",
        "We stayed in a cave hotel. It was amazing!",
        "On the first morning, we watched the hot air balloons.",
        "Then we visited Göreme Open Air Museum.",
        "The weather was hot and sunny.",
        "I bought a small pottery plate as a souvenir.",
        "Questions: 1. Where did they stay?",
        "2. What did they watch in the morning?",
        "3. What did the writer buy?",
      ]),
      pdf(9, 1, "Emre's Weekend", "Emre'nin Hafta Sonu", [
        "Emre is twelve years old. He lives in Eskişehir.",
        "On Saturdays, he gets up at nine.",
        "He makes his bed and has breakfast with his family.",
        "Then he waters the plants in the garden.",
        "In the afternoon, he plays football with his cousins.",
        "On Sundays, he visits his grandparents.",
        "Questions: 1. Where does Emre live?",
        "2. What does he do in the afternoon?",
        "3. Who does he visit on Sundays?",
      ]),
    ],
  },
  // ------------------------------------------------------------------ grade 7
  {
    sinif: 7,
    units: [
      {
        words:
          "slim=ince, zayıf; overweight=kilolu; generous=cömert; selfish=bencil; honest=dürüst; mean=cimri; talkative=konuşkan; clever=zeki",
        sentences: [
          "She is slim and tall.",
          "My brother is generous; he shares everything.",
          "He never lies; he is honest.",
          "My aunt is very talkative.",
        ],
      },
      {
        words:
          "athlete=sporcu; tournament=turnuva; score=sayı yapmak; referee=hakem; match=maç; practice=antrenman yapmak; champion=şampiyon; trophy=kupa",
        sentences: [
          "Our team won the trophy.",
          "The referee stopped the match.",
          "I practice volleyball every Tuesday.",
          "Naim Süleymanoğlu was a world champion.",
        ],
      },
      {
        words:
          "was born=doğdu; grew up=büyüdü; graduated=mezun oldu; became=oldu; died=öldü; invented=icat etti; famous=ünlü; achievement=başarı",
        sentences: [
          "Atatürk was born in Thessaloniki in 1881.",
          "Aziz Sancar became famous after the Nobel Prize.",
          "She grew up in a small village.",
          "He graduated from university in 1950.",
        ],
      },
      {
        words:
          "endangered=nesli tükenmekte olan; habitat=yaşam alanı; hunt=avlanmak; protect=korumak; extinct=nesli tükenmiş; cheetah=çita; eagle=kartal; whale=balina",
        sentences: [
          "The cheetah is the fastest land animal.",
          "We must protect endangered animals.",
          "Eagles hunt small animals.",
          "The dodo is extinct now.",
        ],
      },
      {
        words:
          "channel=kanal; documentary=belgesel; news=haberler; quiz show=bilgi yarışması; soap opera=pembe dizi; remote control=kumanda; episode=bölüm; viewer=izleyici",
        sentences: [
          "Can you pass me the remote control?",
          "I watched a documentary about whales.",
          "What's on channel five?",
          "I never miss an episode of my favorite series.",
        ],
      },
      {
        words:
          "decorate=süslemek; guest=misafir; prepare=hazırlamak; invitation=davetiye; surprise=sürpriz; organize=düzenlemek; anniversary=yıl dönümü; gift=hediye",
        sentences: [
          "We are going to decorate the classroom.",
          "Let's prepare a surprise party for Ece.",
          "I sent an invitation to every guest.",
          "It's my parents' wedding anniversary.",
        ],
      },
      {
        words:
          "dream=hayal; future=gelecek; will=-ecek, -acak; probably=muhtemelen; travel=seyahat etmek; become=olmak; robot=robot; space=uzay",
        sentences: [
          "I will travel around the world.",
          "In the future, robots will do the housework.",
          "I think I will become an astronaut.",
          "Probably, people will live in space.",
        ],
      },
      {
        words:
          "town hall=belediye binası; police station=karakol; fire station=itfaiye binası; post office=postane; court=mahkeme; stadium=stadyum; museum=müze; hospital=hastane",
        sentences: [
          "We visited the museum yesterday.",
          "The police station is next to the town hall.",
          "Firefighters work at the fire station.",
          "There is a big stadium in our city.",
        ],
      },
      {
        words:
          "global warming=küresel ısınma; drought=kuraklık; flood=sel; litter=çöp atmak; renewable=yenilenebilir; soil=toprak; plant=dikmek; reduce=azaltmak",
        sentences: [
          "Global warming is melting the ice.",
          "Don't litter in the park.",
          "We should plant more trees.",
          "Solar power is renewable energy.",
        ],
      },
      {
        words:
          "planet=gezegen; orbit=yörünge; solar system=güneş sistemi; Earth=Dünya; Mars=Mars; telescope=teleskop; astronaut=astronot; gravity=yer çekimi",
        sentences: [
          "Mars is called the Red Planet.",
          "Jupiter is bigger than Earth.",
          "There are eight planets in our solar system.",
          "The astronaut looked through the telescope.",
        ],
      },
    ],
    extras: [
      vid(4, 3, "Simple Past: Regular and Irregular Verbs", "Geçmiş Zaman: Düzenli ve Düzensiz Fiiller"),
      img(4, 1, "Describing People: Adjectives", "İnsanları Tanımlamak: Sıfatlar", [
        "What does she look like? - She is tall and slim. She has long curly hair.",
        "What is he like? - He is honest and generous.",
        "Appearance: tall, short, slim, overweight, curly, straight",
        "Personality: kind, selfish, talkative, clever, mean",
        "Comparatives: My brother is taller than me.",
        "Superlatives: Ali is the most talkative student in our class.",
        "Describe your best friend in three sentences.",
      ]),
      pdf(4, 7, "Future with Will: Predictions", "Will ile Gelecek Zaman: Tahminler", [
        "We use 'will' for predictions about the future.",
        "Positive: People will live on Mars.",
        "Negative: Cars won't (will not) need drivers.",
        "Question: Will robots teach us? - Yes, they will. / No, they won't.",
        "Time words: in the future, in 2050, next century, someday",
        "With 'I think' and 'probably': I think I will become a doctor.",
        "Write three predictions about your life in 2040.",
      ]),
      pdf(5, 2, "Talking About Sports: Agreeing and Disagreeing", "Sporu Konuşmak: Katılmak ve Karşı Çıkmak", [
        "I think volleyball is more exciting than football.",
        "I agree with you. / You're right.",
        "I don't agree. / I'm not sure about that.",
        "In my opinion, swimming is the healthiest sport.",
        "What do you think about basketball?",
        "Me too! / Me neither.",
        "Discuss: Which sport is the most popular in your class?",
      ]),
      img(5, 6, "Making Party Plans", "Parti Planı Yapmak", [
        "Let's throw a surprise party for Ece!",
        "Who is going to bring the cake? - I am.",
        "What about decorations? - Kerem is going to buy balloons.",
        "When shall we meet? - How about 5 p.m.?",
        "Don't tell her! It's a surprise.",
        "Great idea! / That sounds fun!",
      ]),
      vid(5, 8, "Asking About Public Buildings", "Kamu Binaları Hakkında Soru Sormak"),
      vid(6, 5, "TV Time: Turn Up, Switch Off", "Televizyon Saati: Sesi Aç, Kapat"),
      img(6, 2, "Sports Phrasal Verbs", "Sporla İlgili Öbek Fiiller", [
        "join in - katılmak: Can I join in the game?",
        "knock out - elemek: They knocked us out of the tournament.",
        "kick off - başlamak: The match kicks off at 8 p.m.",
        "take part in - yer almak: I take part in the school race.",
        "work out - antrenman yapmak: Athletes work out every day.",
        "give up - bırakmak: She never gives up.",
      ]),
      pdf(6, 4, "Wild Animals Phrasal Verbs", "Vahşi Hayvanlarla İlgili Öbek Fiiller", [
        "die out - nesli tükenmek: Many species are dying out.",
        "look after - korumak: Rangers look after the animals.",
        "hunt down - avlayıp yakalamak: Poachers hunt down elephants.",
        "run after - peşinden koşmak: The cheetah ran after the gazelle.",
        "come across - rastlamak: We came across a bear in the forest.",
        "Complete: If we don't protect them, tigers will die ___.",
      ]),
      img(7, 2, "No Pain, No Gain", "Emek Olmadan Yemek Olmaz", [
        "No pain, no gain.",
        "Türkçesi: Emek olmadan yemek olmaz.",
        "Meaning: You have to work hard to succeed.",
        "pain - acı, gain - kazanç",
        "Example: Our team trained every morning. No pain, no gain!",
        "When did you work hard for something?",
      ]),
      img(7, 1, "Beauty Is Only Skin Deep", "Güzellik On Para, Huy Bin Para", [
        "Beauty is only skin deep.",
        "Türkçesi: Güzellik on para, huy bin para.",
        "Meaning: Personality is more important than appearance.",
        "skin - deri, deep - derin",
        "Example: He isn't very handsome, but he is the kindest boy in class.",
        "Which personality adjective describes you best?",
      ]),
      listed(
        pdf(7, 3, "Rome Wasn't Built in a Day", "Roma Bir Günde Kurulmadı", [
          "Rome wasn't built in a day.",
          "Türkçe karşılığı: Damlaya damlaya göl olur.",
          "Meaning: Great things take time and patience.",
          "built - inşa edildi, patience - sabır",
          "Example: Aziz Sancar worked for many years before he won the Nobel Prize.",
          "Write about a famous person who worked hard for years.",
        ]),
        [
          [
            "Rome wasn't built in a day",
            "Damlaya damlaya göl olur",
            "Learning a language takes years. Rome wasn't built in a day.",
          ],
          [
            "Practice makes perfect",
            "İşleyen demir ışıldar",
            "I play the bağlama every day, because practice makes perfect.",
          ],
          ["patience", "sabır", "You need patience to grow tomatoes on the balcony."],
          ["step by step", "adım adım", "She improved her English step by step."],
          ["give up", "vazgeçmek, pes etmek", "Don't give up when the puzzle gets difficult."],
          ["take time", "zaman almak", "Good things take time."],
        ],
      ),
      vid(9, 4, "Life of the Snow Leopard", "Kar Leoparının Yaşamı"),
      pdf(9, 3, "Sabiha Gökçen: The First Female Combat Pilot", "Sabiha Gökçen: İlk Kadın Savaş Pilotu", [
        "Sabiha Gökçen was born in Bursa in 1913.",
        "She was the adopted daughter of Atatürk.",
        "She learned to fly in 1935.",
        "In 1937, she became the world's first female combat pilot.",
        "She flew many kinds of planes and trained young pilots.",
        "She died in 2001. Today, an airport in İstanbul has her name.",
        "Questions: 1. Where was she born?",
        "2. What did she become in 1937?",
        "3. What has her name today?",
      ]),
      pdf(9, 10, "Mars: The Red Planet", "Mars: Kızıl Gezegen", [
        "Mars is the fourth planet from the Sun.",
        "It is called the Red Planet because of its red soil.",
        "A day on Mars is a little longer than a day on Earth.",
        "Mars has two small moons, Phobos and Deimos.",
        "Scientists think there was water on Mars long ago.",
        "Maybe people will visit Mars in the future.",
        "Questions: 1. Why is Mars called the Red Planet?",
        "2. How many moons does Mars have?",
      ]),
    ],
  },
  // ------------------------------------------------------------------ grade 8
  {
    sinif: 8,
    units: [
      {
        words:
          "accept=kabul etmek; refuse=reddetmek; apologize=özür dilemek; trust=güvenmek; rely on=bel bağlamak; support=desteklemek; get on well=iyi anlaşmak; make an excuse=bahane uydurmak",
        sentences: [
          "I accept your invitation with pleasure.",
          "You can always rely on me.",
          "I get on well with my classmates.",
          "I want to apologize for being late.",
        ],
      },
      {
        words:
          "can't stand=tahammül edememek; prefer=tercih etmek; fancy=canı istemek; hang out=takılmak; teenager=genç, ergen; pocket money=harçlık; trend=moda, akım; stressed=stresli",
        sentences: [
          "I prefer pop music to rock.",
          "I can't stand horror films.",
          "We hang out at the mall on Saturdays.",
          "Every teenager needs some free time.",
        ],
      },
      {
        words:
          "chop=doğramak; boil=kaynatmak; fry=kızartmak; stir=karıştırmak; slice=dilimlemek; ingredients=malzemeler; recipe=tarif; bowl=kâse",
        sentences: [
          "First, chop the onions.",
          "Then, boil the water.",
          "Stir the soup for five minutes.",
          "Put all the ingredients in a bowl.",
        ],
      },
      {
        words:
          "hold on=hatta beklemek; hang up=telefonu kapatmak; call back=geri aramak; message=mesaj; speak to=görüşmek; wrong number=yanlış numara; available=müsait; busy=meşgul",
        sentences: [
          "Hold on a moment, please.",
          "Can I speak to Emre, please?",
          "Sorry, you have the wrong number.",
          "Can I take a message?",
        ],
      },
      {
        words:
          "download=indirmek; upload=yüklemek; password=şifre; account=hesap; search engine=arama motoru; online=çevrim içi; cyberbullying=siber zorbalık; log in=giriş yapmak",
        sentences: [
          "Never share your password.",
          "I download music from legal sites.",
          "You need an account to log in.",
          "I use a search engine for my homework.",
        ],
      },
      {
        words:
          "rafting=rafting; paragliding=yamaç paraşütü; skydiving=serbest paraşüt; bungee jumping=bungee jumping; dangerous=tehlikeli; thrilling=heyecan verici; experience=deneyim; try=denemek",
        sentences: [
          "Rafting is more thrilling than canoeing.",
          "Skydiving is the most dangerous sport.",
          "I want to try paragliding in Fethiye.",
          "It was an amazing experience.",
        ],
      },
      {
        words:
          "sightseeing=gezip görme; guided tour=rehberli tur; accommodation=konaklama; destination=gidilecek yer; abroad=yurt dışı; historical=tarihi; passport=pasaport; landmark=simge yapı",
        sentences: [
          "Have you ever been abroad?",
          "Ephesus is a historical city.",
          "The Galata Tower is a famous landmark.",
          "We booked accommodation near the sea.",
        ],
      },
      {
        words:
          "do the laundry=çamaşır yıkamak; iron=ütülemek; vacuum=elektrik süpürgesiyle süpürmek; dust=toz almak; sweep=süpürmek; take out the trash=çöpü çıkarmak; mop=paspaslamak; responsible=sorumlu",
        sentences: [
          "I take out the trash every evening.",
          "I have to vacuum my room on Saturdays.",
          "Mom and I do the laundry together.",
          "Can you dust the shelves?",
        ],
      },
      {
        words:
          "discover=keşfetmek; invention=icat; laboratory=laboratuvar; scientist=bilim insanı; experiment=deney; was invented=icat edildi; research=araştırma; observe=gözlemlemek",
        sentences: [
          "The telephone was invented by Bell.",
          "A scientist works in a laboratory.",
          "We did an experiment in class.",
          "Let's observe the plants for a week.",
        ],
      },
      {
        words:
          "earthquake=deprem; flood=sel; landslide=heyelan; wildfire=orman yangını; hurricane=kasırga; emergency kit=acil durum çantası; survive=hayatta kalmak; damage=hasar",
        sentences: [
          "Türkiye is in an earthquake zone.",
          "Prepare an emergency kit for your family.",
          "The wildfire damaged the forest.",
          "Heavy rain can cause a flood.",
        ],
      },
    ],
    extras: [
      vid(4, 1, "Making, Accepting and Refusing Invitations", "Davet Etme, Kabul Etme ve Reddetme"),
      img(4, 3, "Giving Instructions: Recipes and Sequencers", "Tarif Verme: Sıralama Sözcükleri", [
        "First, wash the vegetables.",
        "Next, chop the onions and tomatoes.",
        "Then, fry the onions in olive oil.",
        "After that, add the tomatoes and stir.",
        "Finally, add some salt and serve.",
        "Sequencers: first, next, then, after that, finally",
        "Passive in recipes: The water is boiled. The cake is baked for 30 minutes.",
      ]),
      pdf(4, 10, "The Passive Voice: Natural Forces", "Edilgen Yapı: Doğal Afetler", [
        "Active: The earthquake destroyed many buildings.",
        "Passive: Many buildings were destroyed by the earthquake.",
        "Form: be (am / is / are / was / were) + past participle",
        "Present: Emergency kits are prepared by families.",
        "Past: The village was hit by a flood in 2021.",
        "We use the passive when the action is more important than the doer.",
        "Change to passive: The wildfire burned the trees.",
      ]),
      pdf(5, 4, "Phone Conversations: Useful Expressions", "Telefon Konuşmaları: Faydalı İfadeler", [
        "Hello, this is Selin. Can I speak to Mert, please?",
        "Hold on a second, please.",
        "I'm afraid he's not available right now.",
        "Would you like to leave a message?",
        "Could you tell him to call me back?",
        "Sorry, I think you have the wrong number.",
        "Thanks for calling. Bye!",
      ]),
      img(5, 5, "Staying Safe Online", "İnternette Güvende Kalmak", [
        "Use strong passwords and never share them.",
        "Don't talk to strangers online.",
        "Think before you post a photo.",
        "Tell an adult if you see cyberbullying.",
        "Log out when you use a shared computer.",
        "Check that a website is safe before you download anything.",
      ]),
      pdf(5, 7, "At the Hotel Reception", "Otel Resepsiyonunda", [
        "Good evening. I have a reservation for two nights.",
        "Could I see your passport, please?",
        "Here's your key. Your room is on the third floor.",
        "What time is breakfast? - From 7 to 10.",
        "Is there Wi-Fi in the rooms? - Yes, the password is on the card.",
        "Could you recommend a good restaurant nearby?",
        "Enjoy your stay!",
      ]),
      vid(6, 2, "Teen Life Phrasal Verbs", "Gençlik Hayatı Öbek Fiilleri"),
      img(6, 8, "Chores: Wash Up, Put Away", "Ev İşleri: Bulaşık Yıkamak, Yerine Koymak", [
        "wash up - bulaşık yıkamak: I wash up after dinner.",
        "put away - yerine kaldırmak: Put away your clothes.",
        "tidy up - toparlamak: Tidy up your room before the guests come.",
        "clean up - temizlemek: Let's clean up the kitchen.",
        "take out - dışarı çıkarmak: Take out the trash, please.",
        "hang out - (çamaşır) asmak: Hang out the laundry in the garden.",
      ]),
      pdf(6, 1, "Friendship Phrasal Verbs", "Arkadaşlık Öbek Fiilleri", [
        "get on with - iyi anlaşmak: I get on with my classmates.",
        "fall out with - bozuşmak: I fell out with Ayşe yesterday.",
        "make up - barışmak: We made up the next day.",
        "count on - güvenmek: You can always count on me.",
        "let down - hayal kırıklığına uğratmak: A true friend never lets you down.",
        "hang out - takılmak: We hang out on weekends.",
        "Complete: After the argument, they made ___.",
      ]),
      img(7, 6, "Better Safe Than Sorry", "Tedbirli Olmak Her Zaman İyidir", [
        "Better safe than sorry.",
        "Türkçesi: Sonradan pişman olmaktansa tedbirli olmak iyidir.",
        "Meaning: It's wise to be careful, even if it seems unnecessary.",
        "Example: Always wear a helmet when you go rafting. Better safe than sorry!",
        "safe - güvenli, sorry - pişman",
        "Write two safety rules for an adventure sport.",
      ]),
      img(7, 9, "Necessity Is the Mother of Invention", "İhtiyaç İcadın Anasıdır", [
        "Necessity is the mother of invention.",
        "Türkçesi: İhtiyaç, icadın anasıdır.",
        "Meaning: People invent new things when they really need them.",
        "necessity - ihtiyaç, invention - icat",
        "Example: The refrigerator was invented because people needed to keep food fresh.",
        "Think of a problem at school. What can you invent to solve it?",
      ]),
      pdf(7, 2, "Don't Put Off Until Tomorrow", "Bugünün İşini Yarına Bırakma", [
        "Never put off till tomorrow what you can do today.",
        "Türkçesi: Bugünün işini yarına bırakma.",
        "Meaning: Do your work now; don't wait.",
        "put off - ertelemek",
        "Example: I finished my project on Monday, so I was free at the weekend.",
        "What do teenagers often put off? Write two things.",
      ]),
      vid(9, 6, "A Rafting Adventure in Köprülü Canyon", "Köprülü Kanyon'da Rafting Macerası"),
      pdf(9, 5, "Digital Detox: A Week Without Social Media", "Dijital Arınma: Sosyal Medyasız Bir Hafta", [
        "Last month, Berk decided to stay offline for a week.",
        "On the first day, he felt bored and checked his phone many times.",
        "By the third day, he had started reading a novel.",
        "He also went cycling with his friends and cooked dinner with his mom.",
        "At the end of the week, he slept better and felt more relaxed.",
        "Now he uses the internet for only two hours a day.",
        "Questions: 1. How did Berk feel on the first day?",
        "2. What did he do instead of using his phone?",
        "3. How did the week change him?",
      ]),
      pdf(9, 10, "Ready for an Earthquake? A School Drill", "Depreme Hazır mıyız? Okulda Tatbikat", [
        "Last Friday, our school had an earthquake drill.",
        "When the alarm rang, we dropped to the floor.",
        "We covered our heads and held on to our desks.",
        "After the shaking stopped, we walked out of the building calmly.",
        "Our teachers checked that everyone was safe.",
        "Then we talked about our family emergency kits.",
        "Questions: 1. What did the students do when the alarm rang?",
        "2. Where did they go after the shaking stopped?",
        "3. What should be in an emergency kit?",
      ]),
    ],
  },
  // ------------------------------------------------------------------ grade 9
  {
    sinif: 9,
    units: [
      {
        words:
          "exchange student=değişim öğrencisi; dormitory=yurt; scholarship=burs; apply=başvurmak; foreign=yabancı; culture=kültür; host family=ev sahibi aile; homesick=evini özleyen",
        sentences: [
          "She got a scholarship to study in Canada.",
          "I stayed in a dormitory in Berlin.",
          "Many students feel homesick at first.",
          "You can apply online until May.",
        ],
      },
      {
        words:
          "neighborhood=mahalle; convenient=kullanışlı, elverişli; peaceful=huzurlu; crowded=kalabalık; suburb=banliyö; facilities=imkânlar, tesisler; located=konumlanmış; rent=kira",
        sentences: [
          "Our neighborhood is more peaceful than the city center.",
          "The apartment is located near the metro.",
          "The rent is too high here.",
          "The hospital has modern facilities.",
        ],
      },
      {
        words:
          "plot=olay örgüsü; director=yönetmen; soundtrack=film müziği; review=eleştiri; special effects=özel efektler; cast=oyuncu kadrosu; thriller=gerilim filmi; recommend=tavsiye etmek",
        sentences: [
          "The plot was very surprising.",
          "I recommend this film to everyone.",
          "The special effects were amazing.",
          "Nuri Bilge Ceylan is a famous director.",
        ],
      },
      {
        words:
          "hiking=doğa yürüyüşü; camping=kamp yapma; wildlife=yaban hayatı; valley=vadi; waterfall=şelale; trail=patika; explore=keşfetmek; riverbank=ırmak kıyısı",
        sentences: [
          "We went hiking in the Kaçkar Mountains.",
          "The waterfall was breathtaking.",
          "Stay on the trail in the forest.",
          "We had a picnic on the riverbank.",
        ],
      },
      {
        words:
          "inspire=ilham vermek; determined=kararlı; courage=cesaret; overcome=üstesinden gelmek; role model=rol model; achieve=başarmak; obstacle=engel; volunteer=gönüllü",
        sentences: [
          "She was determined to win.",
          "He had the courage to speak.",
          "We can overcome every obstacle together.",
          "My grandmother is my role model.",
        ],
      },
      {
        words:
          "custom=âdet, örf; tradition=gelenek; host=ev sahibi; etiquette=görgü kuralları; bow=eğilerek selam vermek; greet=selamlamak; gesture=jest, el hareketi; respect=saygı",
        sentences: [
          "In Japan, people bow to greet each other.",
          "Taking off your shoes at home is a Turkish custom.",
          "Table etiquette differs from country to country.",
          "Show respect to other cultures.",
        ],
      },
      {
        words:
          "heritage=miras; ancient=antik; monument=anıt; ruins=kalıntılar; restore=restore etmek; site=ören yeri, alan; civilization=medeniyet; archaeologist=arkeolog",
        sentences: [
          "Göbeklitepe is a UNESCO World Heritage site.",
          "The ancient city of Troy is in Çanakkale.",
          "An archaeologist found a statue here.",
          "They restore old buildings carefully.",
        ],
      },
      {
        words:
          "ambulance=ambulans; injury=yaralanma; bleeding=kanama; first aid=ilk yardım; sprain=burkmak; bandage=sargı bezi; emergency=acil durum; unconscious=bilinçsiz",
        sentences: [
          "Call an ambulance, quickly!",
          "Every class should have a first aid kit.",
          "Put a bandage on the cut.",
          "In an emergency, call 112.",
        ],
      },
      {
        words:
          "invitation=davet; RSVP=katılım bildirimi; graduation=mezuniyet; reception=resepsiyon; accept=kabul etmek; decline=geri çevirmek; ceremony=tören; engagement=nişan",
        sentences: [
          "Thank you for the kind invitation.",
          "I'm afraid I have to decline.",
          "The graduation ceremony is on Friday.",
          "They are having an engagement party.",
        ],
      },
      {
        words:
          "follower=takipçi; post=gönderi; share=paylaşmak; addicted=bağımlı; broadcast=yayınlamak; reality show=realite şov; influencer=sosyal medya fenomeni; privacy=gizlilik",
        sentences: [
          "Protect your privacy online.",
          "Some teenagers are addicted to social media.",
          "The match will be broadcast live.",
          "Don't share your address in a post.",
        ],
      },
    ],
    extras: [
      vid(4, 1, "Present Simple vs Present Continuous", "Geniş Zaman ve Şimdiki Zaman"),
      img(4, 2, "Comparatives and Superlatives: My Environment", "Karşılaştırma ve Üstünlük: Çevrem", [
        "Our neighborhood is quieter than the city center.",
        "The park is the most peaceful place in our area.",
        "The new mall is more crowded than the old market.",
        "as ... as: My street is as clean as yours.",
        "not as ... as: The bus is not as fast as the metro.",
        "Irregular: good - better - the best, bad - worse - the worst",
        "far - farther / further - the farthest / the furthest",
      ]),
      pdf(4, 5, "Simple Past vs Past Continuous", "Geçmiş Zaman ve Şimdiki Zamanın Hikâyesi", [
        "Past continuous: was / were + verb-ing",
        "We use it for an action in progress at a time in the past.",
        "She was studying when the phone rang.",
        "While I was walking home, I met my teacher.",
        "when + short action (simple past), while + long action (past continuous)",
        "The scientist was working in the lab when the idea came to her.",
        "Complete: I ___ (read) a biography when my mom ___ (call) me.",
      ]),
      pdf(5, 1, "Applying for a Student Exchange Program", "Öğrenci Değişim Programına Başvurmak", [
        "Dear Sir or Madam,",
        "I'm writing to apply for the exchange program in Dublin.",
        "I'm a 9th grade student at Atatürk Anatolian High School.",
        "I'd like to improve my English and learn about Irish culture.",
        "I can speak Turkish, English and a little German.",
        "Could you send me information about the dormitory?",
        "I look forward to hearing from you.",
        "Yours faithfully, Elif Kaya",
      ]),
      img(5, 8, "Calling 112: Reporting an Emergency", "112'yi Aramak: Acil Durum Bildirmek", [
        "Operator: 112 Emergency. What's your emergency?",
        "Caller: There's been an accident. A man is hurt.",
        "Operator: Where are you exactly?",
        "Caller: I'm on Cumhuriyet Street, in front of the post office.",
        "Operator: Is he conscious? Is he breathing?",
        "Caller: Yes, but his leg is bleeding.",
        "Operator: Stay calm. The ambulance is on its way.",
      ]),
      vid(5, 9, "Accepting and Declining Invitations Politely", "Davetleri Kibarca Kabul Etmek ve Reddetmek"),
      vid(6, 4, "Nature Phrasal Verbs", "Dağ, Orman ve Irmak: Doğa Öbek Fiilleri"),
      img(6, 1, "Studying Abroad Phrasal Verbs", "Yurt Dışında Eğitim Öbek Fiilleri", [
        "fill in - doldurmak: Fill in the application form.",
        "settle in - alışmak: It took me a week to settle in.",
        "get by - idare etmek: I can get by in German.",
        "look forward to - dört gözle beklemek: I look forward to meeting my host family.",
        "pick up - (dili) kapmak: You'll pick up the language quickly.",
        "set off - yola çıkmak: We set off for the airport at 6 a.m.",
      ]),
      pdf(6, 10, "Social Media Phrasal Verbs", "Sosyal Medya Öbek Fiilleri", [
        "log in - oturum açmak: Log in with your username.",
        "sign up - kaydolmak: I signed up for a new app.",
        "scroll down - aşağı kaydırmak: Scroll down to see the comments.",
        "switch off - kapatmak: Switch off your phone during class.",
        "catch up on - (kaçırdığını) yetiştirmek: I caught up on the series at the weekend.",
        "Complete: Don't forget to log ___ when you use a public computer.",
      ]),
      img(7, 6, "Different Strokes for Different Folks", "Zevkler ve Renkler Tartışılmaz", [
        "Different strokes for different folks.",
        "Türkçesi: Zevkler ve renkler tartışılmaz.",
        "Meaning: People have different tastes and ways of living, and that's fine.",
        "Example: In some cultures people eat with chopsticks; in others they use a fork.",
        "folks - insanlar",
        "Discuss: Which custom from another culture surprised you?",
      ]),
      img(7, 4, "A Rolling Stone Gathers No Moss", "Yuvarlanan Taş Yosun Tutmaz", [
        "A rolling stone gathers no moss.",
        "Türkçesi: Yuvarlanan taş yosun tutmaz.",
        "Meaning: People who keep moving from place to place don't put down roots.",
        "Note: Some people use it positively: if you stay active, you stay fresh.",
        "gather - toplamak, moss - yosun",
        "Do you prefer a settled life or a life of travel? Why?",
      ]),
      listed(
        pdf(7, 5, "Where There's a Will, There's a Way", "Azimle Sıçan Duvar Deler", [
          "Where there's a will, there's a way.",
          "Türkçesi: Azimle sıçan duvar deler.",
          "Meaning: If you really want something, you will find a way to do it.",
          "will - irade, way - yol",
          "Example: Naim Süleymanoğlu trained for years and became an Olympic champion three times.",
          "Write about a person who inspires you.",
        ]),
        [
          [
            "Where there's a will, there's a way",
            "Azimle sıçan duvar deler",
            "He failed the driving test twice and passed the third time. Where there's a will, there's a way.",
          ],
          [
            "Every cloud has a silver lining",
            "Her işte bir hayır vardır",
            "I missed the bus, but I met an old friend at the stop. Every cloud has a silver lining.",
          ],
          ["willpower", "irade, azim", "It takes willpower to study a little every day."],
          ["determined", "kararlı", "Our team was determined to win the final."],
          ["achieve", "başarmak, elde etmek", "You can achieve your goals with hard work."],
          ["overcome", "üstesinden gelmek", "She overcame her fear of speaking in public."],
        ],
      ),
      vid(9, 7, "Göbeklitepe: The World's Oldest Temple", "Göbeklitepe: Dünyanın En Eski Tapınağı"),
      pdf(9, 1, "My First Month in Dublin", "Dublin'deki İlk Ayım", [
        "Dear Grandma,",
        "I've been in Dublin for a month now, and I love it!",
        "I'm staying with a friendly host family in a quiet neighborhood.",
        "My classmates come from Spain, Japan and Brazil.",
        "At first I felt homesick, but now I'm getting used to the rainy weather.",
        "Last weekend we visited a castle near the sea.",
        "I miss your stuffed vine leaves! Love, Elif",
        "Questions: 1. Where is Elif staying?",
        "2. Where do her classmates come from?",
        "3. How did she feel at first?",
      ]),
      pdf(9, 8, "First Aid Saves Lives", "İlk Yardım Hayat Kurtarır", [
        "Every year, thousands of people are saved by quick first aid.",
        "If someone is bleeding, press a clean cloth on the wound.",
        "If someone has a burn, cool it under running water for ten minutes.",
        "Never give food or water to an unconscious person.",
        "Always call 112 first and stay calm.",
        "A short first aid course can help you save a life.",
        "Questions: 1. What should you do for a burn?",
        "2. What should you never give an unconscious person?",
        "3. What number should you call?",
      ]),
    ],
  },
  // ------------------------------------------------------------------ grade 10
  {
    sinif: 10,
    units: [
      {
        words:
          "timetable=ders programı; compulsory=zorunlu; elective=seçmeli; term=dönem; uniform=okul forması; semester=yarıyıl; strict=katı, sıkı; used to=eskiden -erdi",
        sentences: [
          "Physics is compulsory, but music is elective.",
          "I used to walk to school.",
          "Our timetable changed this term.",
          "The rules at my old school were strict.",
        ],
      },
      {
        words:
          "going to=-meyi planlamak; appointment=randevu; arrange=ayarlamak; cancel=iptal etmek; postpone=ertelemek; schedule=program, takvim; intend=niyet etmek; free=boş, müsait",
        sentences: [
          "I'm going to visit my cousin in Ankara.",
          "I have a dentist appointment at four.",
          "We had to postpone the trip.",
          "Let me check my schedule for next week.",
        ],
      },
      {
        words:
          "legend=efsane; hero=kahraman; myth=mit, söylence; brave=cesur; defeat=yenmek; sword=kılıç; giant=dev; fearless=korkusuz",
        sentences: [
          "According to the legend, a dragon lived here.",
          "Köroğlu was a brave man.",
          "He fought with a sword.",
          "Robin Hood was fearless.",
        ],
      },
      {
        words:
          "henna night=kına gecesi; coffee fortune=kahve falı; evil eye=nazar; superstition=batıl inanç; wedding=düğün; kiss the hand=el öpmek; custom=âdet; ritual=ritüel",
        sentences: [
          "Children kiss the hand of their elders during Bayram.",
          "A henna night is held before the wedding.",
          "Many people believe in the evil eye.",
          "Breaking a mirror is a superstition.",
        ],
      },
      {
        words:
          "journey=yolculuk; luggage=bagaj; departure=kalkış; delay=rötar, gecikme; boarding pass=biniş kartı; reservation=rezervasyon; platform=peron; round trip=gidiş-dönüş",
        sentences: [
          "Show your boarding pass at the gate.",
          "The flight has a two-hour delay.",
          "The train leaves from platform 3.",
          "I made a reservation for two nights.",
        ],
      },
      {
        words:
          "tip=ipucu; advice=tavsiye; should=-meli, -malı; avoid=kaçınmak; make sure=emin olmak; save money=para biriktirmek; instead=yerine; efficient=verimli",
        sentences: [
          "You should avoid junk food.",
          "Make sure you lock the door.",
          "Here's a useful tip for exams.",
          "Take notes instead of just reading.",
        ],
      },
      {
        words:
          "cuisine=mutfak, yemek kültürü; dish=yemek; spicy=acılı, baharatlı; dessert=tatlı; flavor=lezzet; harvest=hasat; local=yerel; taste=tatmak",
        sentences: [
          "Gaziantep is famous for its cuisine.",
          "Baklava is a delicious dessert.",
          "This dish is too spicy for me.",
          "You must taste the local cheese.",
        ],
      },
      {
        words:
          "device=cihaz; screen time=ekran süresi; app=uygulama; digital=dijital; gadget=alet; update=güncellemek; wireless=kablosuz; artificial intelligence=yapay zekâ",
        sentences: [
          "Limit your screen time before bed.",
          "Artificial intelligence is changing our lives.",
          "Don't forget to update the app.",
          "Most homes have wireless internet.",
        ],
      },
      {
        words:
          "rescue=kurtarmak; firefighter=itfaiyeci; selfless=özverili; risk=riske atmak; donate=bağışlamak; charity=hayır kurumu; save lives=hayat kurtarmak; ordinary=sıradan",
        sentences: [
          "The firefighter rescued a cat from the tree.",
          "Doctors save lives every day.",
          "You can donate books to the charity.",
          "Ordinary people can be heroes too.",
        ],
      },
      {
        words:
          "discount=indirim; receipt=fiş; refund=para iadesi; cash=nakit; credit card=kredi kartı; bargain=kelepir; size=beden; try on=denemek",
        sentences: [
          "Can I try on this jacket?",
          "Can I pay by credit card?",
          "Keep the receipt for a refund.",
          "There is a 30% discount on shoes.",
        ],
      },
    ],
    extras: [
      vid(4, 2, "Future Forms: Will, Going To and Present Continuous", "Gelecek Zaman Yapıları"),
      img(4, 1, "Used To: Past Habits at School", "Used To: Okuldaki Eski Alışkanlıklar", [
        "We use 'used to' for past habits that are not true now.",
        "I used to wear a uniform in primary school.",
        "We didn't use to have tablets in class.",
        "Did you use to walk to school? - Yes, I did.",
        "Compare: I used to play marbles. Now I play video games.",
        "Be careful: 'be used to' means 'alışkın olmak': I'm used to waking up early.",
      ]),
      pdf(4, 6, "Modals of Advice: Should, Ought To, Had Better", "Tavsiye Kipleri: Should, Ought To, Had Better", [
        "should: You should get enough sleep before the exam.",
        "ought to: You ought to apologize to her.",
        "had better (stronger): You'd better leave now or you'll miss the bus.",
        "Negative: You shouldn't skip breakfast. / You'd better not be late.",
        "If I were you, I would take notes.",
        "Why don't you ask your teacher for help?",
        "Give three tips to a new student at your school.",
      ]),
      pdf(5, 5, "At the Airport: Check-In and Boarding", "Havalimanında: Check-in ve Biniş", [
        "Can I see your passport and ticket, please?",
        "Would you like a window or an aisle seat?",
        "Is this your only luggage? Please put it on the scale.",
        "Here's your boarding pass. Boarding starts at 10:40.",
        "Your gate number is B12.",
        "Excuse me, is this the line for security?",
        "The flight to Van is delayed by 30 minutes.",
      ]),
      img(5, 10, "Returning an Item in a Shop", "Mağazada Ürün İadesi", [
        "Customer: Excuse me, I bought this shirt yesterday, but it's too small.",
        "Assistant: Do you have the receipt?",
        "Customer: Yes, here it is.",
        "Assistant: Would you like to exchange it or get a refund?",
        "Customer: Could I exchange it for a larger size?",
        "Assistant: Of course. Here's a medium.",
        "Customer: Thanks a lot!",
      ]),
      pdf(5, 4, "Describing a Tradition", "Bir Geleneği Anlatmak", [
        "In my hometown, there is an interesting tradition called ...",
        "It usually takes place in spring / during Ramazan Bayramı.",
        "People get together and ...",
        "Children kiss the hands of their elders and get sweets or pocket money.",
        "This tradition shows respect and family love.",
        "I love it because ...",
        "Write 80-100 words about a tradition in your family.",
      ]),
      vid(6, 5, "Travel Phrasal Verbs", "Seyahat Öbek Fiilleri"),
      img(6, 8, "Technology Phrasal Verbs", "Teknoloji Öbek Fiilleri", [
        "plug in - prize takmak: Plug in the charger.",
        "back up - yedeklemek: Always back up your files.",
        "shut down - kapatmak: Shut down the computer properly.",
        "set up - kurmak: Can you help me set up my new phone?",
        "log out - oturumu kapatmak: Don't forget to log out.",
        "run out of - tükenmek: My phone ran out of battery.",
      ]),
      listed(
        pdf(6, 10, "Shopping Phrasal Verbs", "Alışveriş Öbek Fiilleri", [
          "try on - denemek: Can I try on these jeans?",
          "pay for - ödemek: I paid for the shoes by card.",
          "pick out - seçmek: Help me pick out a gift.",
          "sell out - tükenmek: The tickets sold out in an hour.",
          "shop around - fiyat karşılaştırmak: Shop around before you buy a laptop.",
          "take back - iade etmek: I took back the broken headphones.",
          "Complete: These jeans don't fit. I'll take them ___.",
        ]),
        [
          ["try on", "(giysiyi) üstünde denemek", "Can I try on these jeans in a bigger size?"],
          ["pay for", "parasını ödemek", "I paid for the trainers with my pocket money."],
          ["pick out", "seçmek", "Could you help me pick out a present for my grandmother?"],
          ["sell out", "tükenmek", "The concert tickets sold out in less than an hour."],
          ["shop around", "fiyat karşılaştırmak", "It's wise to shop around before you buy a new phone."],
          ["take back", "iade etmek, geri götürmek", "I took the headphones back because one side didn't work."],
        ],
      ),
      img(7, 3, "Fortune Favors the Brave", "Korkak Bezirgân Ne Kâr Eder Ne Zarar", [
        "Fortune favors the brave.",
        "Türkçesi: Korkak bezirgân ne kâr eder ne zarar.",
        "Meaning: People who take risks are more likely to succeed.",
        "fortune - talih, favor - kayırmak, brave - cesur",
        "Example: Köroğlu faced every danger, and that is why he became a legend.",
        "Tell a story about a brave decision you made.",
      ]),
      img(7, 7, "Too Many Cooks Spoil the Broth", "Horozu Çok Olan Köyde Sabah Geç Olur", [
        "Too many cooks spoil the broth.",
        "Türkçesi: Horozu çok olan köyde sabah geç olur.",
        "Meaning: When too many people try to manage a job, the result is bad.",
        "broth - et suyu, spoil - bozmak",
        "Example: Five of us tried to cook the festival dinner together, and it was a disaster!",
        "Have you ever had too many 'cooks' in a group project?",
      ]),
      pdf(7, 9, "Actions Speak Louder Than Words", "Lafla Peynir Gemisi Yürümez", [
        "Actions speak louder than words.",
        "Türkçesi: Lafla peynir gemisi yürümez.",
        "Meaning: What you do is more important than what you say.",
        "Example: Modern heroes don't just talk; they help people every day.",
        "action - eylem, louder - daha yüksek sesle",
        "Write about someone who shows kindness through actions.",
      ]),
      vid(9, 7, "Gaziantep: City of Flavors", "Gaziantep: Lezzetler Şehri"),
      pdf(9, 3, "Nasreddin Hodja and the Cauldron", "Nasreddin Hoca ve Kazan", [
        "One day, Nasreddin Hodja borrowed a big cauldron from his neighbor.",
        "A few days later, he returned it with a small pot inside.",
        "'Your cauldron gave birth to a baby,' he said. The neighbor happily took both.",
        "Weeks later, Hodja borrowed the cauldron again but didn't return it.",
        "When the neighbor asked, Hodja said, 'I'm sorry, your cauldron died.'",
        "'How can a cauldron die?' the neighbor shouted.",
        "Hodja smiled: 'You believed it could give birth, so why not believe it can die?'",
        "Questions: 1. What did Hodja return the first time?",
        "2. Why did the neighbor believe the first story?",
      ]),
      pdf(9, 9, "A Firefighter's Story", "Bir İtfaiyecinin Hikâyesi", [
        "Kemal has been a firefighter in Antalya for twelve years.",
        "Last summer, a huge wildfire started near a village.",
        "Kemal and his team worked for three days without rest.",
        "They helped over two hundred people leave their homes safely.",
        "'I'm not a hero,' Kemal says. 'I'm just doing my job.'",
        "But the villagers think differently and call him 'our guardian'.",
        "Questions: 1. How long has Kemal been a firefighter?",
        "2. How many people did the team help?",
        "3. What do the villagers call him?",
      ]),
    ],
  },
  // ------------------------------------------------------------------ grade 11
  {
    sinif: 11,
    units: [
      {
        words:
          "career=kariyer; salary=maaş; qualification=nitelik, yeterlilik; apply for=başvurmak; interview=iş görüşmesi; skill=beceri; experience=deneyim; applicant=aday",
        sentences: [
          "I'm going to apply for a summer job.",
          "She has a job interview on Monday.",
          "Software engineers earn a high salary.",
          "Teamwork is an important skill.",
        ],
      },
      {
        words:
          "good at=-de iyi olmak; interested in=-e ilgi duymak; knit=örgü örmek; origami=origami; pottery=çömlekçilik; talent=yetenek; improve=geliştirmek; creative=yaratıcı",
        sentences: [
          "My sister is good at playing the violin.",
          "I am interested in photography.",
          "Pottery helps me relax.",
          "You can improve your skills with practice.",
        ],
      },
      {
        words:
          "immigrant=göçmen; poverty=yoksulluk; war=savaş; struggle=mücadele etmek; survive=hayatta kalmak; shortage=kıtlık; refugee=mülteci; hardship=zorluk",
        sentences: [
          "During the war, there was a shortage of food.",
          "Many families lived in poverty.",
          "A refugee has to leave his or her country.",
          "People had to struggle to survive.",
        ],
      },
      {
        words:
          "childhood=çocukluk; moved=taşındı; settled=yerleşti; retired=emekli oldu; married=evlendi; had been=olmuştu; achievement=başarı; was born=doğdu",
        sentences: [
          "He had been a teacher before he retired.",
          "She spent her childhood in Trabzon.",
          "They moved to İzmir in 1990.",
          "My grandparents married in 1965.",
        ],
      },
      {
        words:
          "used to=eskiden -erdi; antique=antika; nostalgia=nostalji; gramophone=gramofon; typewriter=daktilo; memories=anılar; old-fashioned=eski moda; generation=nesil",
        sentences: [
          "My grandfather used to write letters on a typewriter.",
          "My grandmother has an antique clock.",
          "My father's generation didn't have mobile phones.",
          "These photos bring back happy memories.",
        ],
      },
      {
        words:
          "express=ifade etmek; feelings=duygular; apologize=özür dilemek; forgive=affetmek; relationship=ilişki; misunderstanding=yanlış anlaşılma; empathy=empati; hurt=incitmek",
        sentences: [
          "It's important to express your feelings.",
          "I'm sorry, it was a misunderstanding.",
          "Please forgive me.",
          "Empathy helps us understand others.",
        ],
      },
      {
        words:
          "population=nüfus; border=sınır; region=bölge; famous for=ile ünlü; produce=üretmek; located=yer alan; peninsula=yarımada; climate=iklim",
        sentences: [
          "Türkiye has a population of over 85 million.",
          "Rize is famous for its tea.",
          "The Black Sea region has a rainy climate.",
          "Iğdır is located on the border with three countries.",
        ],
      },
      {
        words:
          "compete=yarışmak; opponent=rakip; equipment=ekipman; extreme sports=ekstrem sporlar; injury=sakatlık; medal=madalya; coach=antrenör; referee=hakem",
        sentences: [
          "Our coach is very motivating.",
          "She won a gold medal in Paris.",
          "You need special equipment for diving.",
          "He played well despite his injury.",
        ],
      },
      {
        words:
          "loyal=sadık; reliable=güvenilir; considerate=düşünceli; gossip=dedikodu; get along with=iyi geçinmek; count on=güvenmek; in common=ortak; fall out=bozuşmak",
        sentences: [
          "A loyal friend never lets you down.",
          "You can count on me.",
          "We have a lot in common.",
          "I get along with everyone in my class.",
        ],
      },
      {
        words:
          "respect=saygı; tolerance=hoşgörü; honesty=dürüstlük; norm=norm; allowed to=-e izin verilmek; forbidden=yasak; polite=kibar; responsibility=sorumluluk",
        sentences: [
          "Smoking is forbidden in schools.",
          "You are not allowed to use phones in class.",
          "Tolerance makes society stronger.",
          "Honesty is the best policy.",
        ],
      },
    ],
    extras: [
      vid(4, 4, "Past Perfect Tense", "Past Perfect: Geçmişin Geçmişi"),
      img(4, 2, "Gerunds and Infinitives", "Fiilimsiler: Gerund ve Infinitive", [
        "Verb + -ing: enjoy, avoid, finish, mind, practice",
        "I enjoy knitting in the evenings.",
        "Verb + to: want, decide, hope, plan, learn",
        "She decided to take up pottery.",
        "Preposition + -ing: I'm interested in learning Japanese.",
        "Both forms, same meaning: like, love, start, begin",
        "Different meaning: stop smoking (bırakmak) / stop to smoke (içmek için durmak)",
      ]),
      pdf(4, 9, "Relative Clauses: Describing Friends", "İlgi Cümlecikleri: Arkadaşları Tanımlamak", [
        "who - for people: A loyal friend is someone who never lets you down.",
        "which - for things: This is the book which my friend gave me.",
        "that - for people and things: He is the boy that sits next to me.",
        "where - for places: This is the café where we first met.",
        "whose - for possession: Ece is the girl whose sister is a pilot.",
        "Combine: I have a friend. She speaks four languages.",
        "- I have a friend who speaks four languages.",
      ]),
      pdf(5, 1, "Writing a CV and Cover Letter", "Özgeçmiş ve Ön Yazı Hazırlamak", [
        "Personal information: name, phone number, e-mail address",
        "Education: Yıldız Anatolian High School (2022 - present)",
        "Skills: teamwork, basic coding, English (B1)",
        "Experience: volunteer at the city library (summer 2024)",
        "Cover letter: Dear Sir or Madam, I am writing to apply for the summer intern position.",
        "I believe I would be a good fit because I am organized and reliable.",
        "I look forward to hearing from you.",
      ]),
      img(5, 6, "Expressing Feelings and Apologizing", "Duyguları İfade Etmek ve Özür Dilemek", [
        "I'm really sorry. I didn't mean to hurt you.",
        "It was my fault. It won't happen again.",
        "Don't worry about it. / That's all right.",
        "I feel disappointed because you didn't call me.",
        "I understand how you feel.",
        "Let's forget about it and move on.",
        "Apology accepted!",
      ]),
      vid(5, 3, "Talking About Hard Times", "Zor Zamanları Anlatmak"),
      vid(6, 8, "Sports Phrasal Verbs for Competitions", "Yarışmalar İçin Spor Öbek Fiilleri"),
      img(6, 3, "Hard Times Phrasal Verbs", "Zor Zamanlar Öbek Fiilleri", [
        "get through - atlatmak: We got through the difficult winter together.",
        "go through - yaşamak, deneyimlemek: My grandparents went through a war.",
        "break down - yıkılmak: She broke down when she heard the news.",
        "carry on - devam etmek: They carried on despite everything.",
        "cut back on - azaltmak: We had to cut back on spending.",
        "pull through - iyileşmek: The doctors said he would pull through.",
      ]),
      pdf(6, 5, "Memories Phrasal Verbs", "Anılarla İlgili Öbek Fiiller", [
        "look back on - geriye dönüp bakmak: I look back on my childhood with joy.",
        "bring back - hatırlatmak: This song brings back memories.",
        "grow up - büyümek: My mother grew up in a village near Sivas.",
        "come across - rastlamak: I came across my old diary yesterday.",
        "pass down - kuşaktan kuşağa aktarmak: This recipe was passed down from my great-grandmother.",
        "Complete: Old photos always bring ___ happy memories.",
      ]),
      img(7, 9, "Tell Me Who Your Friends Are", "Bana Arkadaşını Söyle, Sana Kim Olduğunu Söyleyeyim", [
        "Tell me who your friends are, and I'll tell you who you are.",
        "Türkçesi: Bana arkadaşını söyle, sana kim olduğunu söyleyeyim.",
        "Meaning: People are often similar to the friends they choose.",
        "Example: If your friends love reading, you will probably read more too.",
        "Similar Turkish proverb: Üzüm üzüme baka baka kararır.",
        "Do you agree? Explain with an example from your life.",
      ]),
      img(7, 10, "Honesty Is the Best Policy", "Dürüstlük En İyi Yoldur", [
        "Honesty is the best policy.",
        "Türkçesi: Dürüstlük her zaman en iyi yoldur.",
        "Meaning: Telling the truth is always the right choice, even when it is difficult.",
        "Example: I broke the window and told my neighbor immediately. He respected my honesty.",
        "Related values: trust, respect, responsibility",
        "Discuss: Is it ever OK to tell a 'white lie'?",
      ]),
      pdf(7, 5, "Old Habits Die Hard", "Can Çıkmayınca Huy Çıkmaz", [
        "Old habits die hard.",
        "Türkçesi: Can çıkmayınca huy çıkmaz.",
        "Meaning: It is very difficult to stop doing something you have done for a long time.",
        "Example: My grandfather still gets up at 5 a.m., although he retired years ago.",
        "habit - alışkanlık, die hard - kolay kolay yok olmamak",
        "Which old habit would you like to change?",
      ]),
      vid(9, 7, "Cappadocia from Above", "Kapadokya'ya Yukarıdan Bakış"),
      pdf(9, 4, "The Life of Aziz Sancar", "Aziz Sancar'ın Hayatı", [
        "Aziz Sancar was born in Savur, Mardin, in 1946.",
        "He had grown up in a large family of eight children before he went to medical school in İstanbul.",
        "After he had worked as a doctor for a while, he decided to study molecular biology in the USA.",
        "He spent decades researching how cells repair damaged DNA.",
        "In 2015, he won the Nobel Prize in Chemistry.",
        "He gave his Nobel medal to Anıtkabir.",
        "Questions: 1. Where was Aziz Sancar born?",
        "2. What did he study in the USA?",
        "3. What did he do with his Nobel medal?",
      ]),
      pdf(9, 7, "Seven Facts about Türkiye", "Türkiye Hakkında Yedi Gerçek", [
        "Türkiye lies on two continents, Asia and Europe.",
        "It is surrounded by seas on three sides: the Black Sea, the Aegean and the Mediterranean.",
        "Its capital is Ankara, and its largest city is İstanbul.",
        "Göbeklitepe, in Şanlıurfa, is one of the oldest temple sites in the world.",
        "Rize is famous for its tea, and Malatya is famous for its apricots.",
        "The country has a population of over 85 million people.",
        "The easternmost point of Türkiye is in Iğdır.",
        "Questions: 1. Which three seas surround Türkiye?",
        "2. What is Malatya famous for?",
      ]),
    ],
  },
  // ------------------------------------------------------------------ grade 12
  {
    sinif: 12,
    units: [
      {
        words:
          "lyrics=şarkı sözleri; melody=melodi; instrument=enstrüman; concert=konser; genre=tür; composer=besteci; rhythm=ritim; band=müzik grubu",
        sentences: [
          "I love the lyrics of this song.",
          "Bağlama is a traditional Turkish instrument.",
          "We went to a rock concert last night.",
          "Itri was a great Ottoman composer.",
        ],
      },
      {
        words:
          "companion=yol arkadaşı; mutual=karşılıklı; bond=bağ; acquaintance=tanıdık; betray=ihanet etmek; sincere=samimi; support=destek; trustworthy=güvenilir",
        sentences: [
          "Friendship is based on mutual respect.",
          "He is just an acquaintance, not a close friend.",
          "A sincere friend tells you the truth.",
          "Never betray a friend's trust.",
        ],
      },
      {
        words:
          "freedom=özgürlük; equality=eşitlik; discrimination=ayrımcılık; justice=adalet; education=eğitim; protect=korumak; violate=ihlal etmek; declaration=bildirge",
        sentences: [
          "Everyone has the right to education.",
          "Discrimination is against the law.",
          "Freedom of speech is a basic right.",
          "The Universal Declaration of Human Rights was adopted in 1948.",
        ],
      },
      {
        words:
          "release=vizyona girmek; trailer=fragman; sequel=devam filmi; premiere=gala; upcoming=yaklaşan; box office=gişe; critic=eleştirmen; plot twist=beklenmedik gelişme",
        sentences: [
          "The trailer looks amazing!",
          "The sequel will come out next year.",
          "The film broke box office records.",
          "The premiere will be in İstanbul.",
        ],
      },
      {
        words:
          "anxiety=kaygı; confidence=özgüven; motivation=motivasyon; behavior=davranış; stress=stres; cope with=başa çıkmak; personality=kişilik; mood=ruh hâli",
        sentences: [
          "Exercise helps you cope with stress.",
          "Music can change your mood.",
          "She speaks with confidence.",
          "Anxiety before exams is normal.",
        ],
      },
      {
        words:
          "favor=iyilik; borrow=ödünç almak; lend=ödünç vermek; would you mind=sakıncası var mı; owe=borçlu olmak; appreciate=takdir etmek; help out=yardım etmek; grateful=minnettar",
        sentences: [
          "Could you do me a favor?",
          "Would you mind opening the window?",
          "Can you lend me your notes?",
          "I really appreciate your help.",
        ],
      },
      {
        words:
          "headline=manşet; reporter=muhabir; article=makale; breaking news=son dakika haberi; eyewitness=görgü tanığı; according to=-e göre; claim=iddia etmek; journalist=gazeteci",
        sentences: [
          "Did you read today's headline?",
          "The reporter interviewed an eyewitness.",
          "According to the police, nobody was hurt.",
          "Here is the breaking news.",
        ],
      },
      {
        words:
          "solar panel=güneş paneli; wind turbine=rüzgâr türbini; fossil fuels=fosil yakıtlar; renewable=yenilenebilir; emission=salınım; geothermal=jeotermal; sustainable=sürdürülebilir; consumption=tüketim",
        sentences: [
          "We put a solar panel on the roof.",
          "Fossil fuels cause air pollution.",
          "Denizli uses geothermal energy for heating.",
          "We need sustainable energy sources.",
        ],
      },
      {
        words:
          "innovation=yenilik; device=cihaz; virtual reality=sanal gerçeklik; robotics=robotik; 3D printer=3B yazıcı; wearable=giyilebilir; drone=insansız hava aracı; software=yazılım",
        sentences: [
          "A drone can deliver parcels.",
          "Virtual reality makes games more realistic.",
          "Wearable technology tracks our health.",
          "Engineers develop new software every day.",
        ],
      },
      {
        words:
          "polite=kibar; rude=kaba; etiquette=görgü kuralları; interrupt=sözünü kesmek; punctual=dakik; table manners=sofra adabı; gesture=jest; offend=gücendirmek",
        sentences: [
          "It's rude to interrupt people.",
          "Please be punctual for the meeting.",
          "Good table manners are important.",
          "Don't offend others with your words.",
        ],
      },
    ],
    extras: [
      vid(4, 5, "Conditionals: Zero, First and Second", "Koşul Cümleleri: Sıfır, Birinci ve İkinci Tip"),
      img(4, 6, "Polite Requests: Would You Mind, Could You", "Kibar Ricalar: Would You Mind, Could You", [
        "Could you help me with my project? - Sure, no problem.",
        "Would you mind opening the window? - Not at all.",
        "Would you mind if I borrowed your charger? - No, go ahead.",
        "Do you think you could lend me some money? - I'm afraid I can't.",
        "Note: Would you mind + verb-ing",
        "Note: Would you mind if + past simple",
        "Responding: Of course. / I'd rather you didn't.",
      ]),
      pdf(4, 7, "Reported Speech in the News", "Haberlerde Dolaylı Anlatım", [
        "Direct: 'The bridge is closed,' the reporter said.",
        "Reported: The reporter said (that) the bridge was closed.",
        "Tense changes: am / is - was, will - would, have done - had done",
        "Direct: 'We will open the new library soon.'",
        "Reported: The mayor announced that they would open the new library soon.",
        "Questions: 'Where were you?' - He asked me where I had been.",
        "Reporting verbs: say, tell, announce, claim, explain, deny",
      ]),
      pdf(5, 3, "Writing an Opinion Essay on Human Rights", "İnsan Hakları Üzerine Görüş Yazısı", [
        "Introduction: state the topic and your opinion.",
        "In my opinion, access to education is the most important human right.",
        "Body 1: Firstly, education gives people the chance to find better jobs.",
        "Body 2: Furthermore, educated people know and protect their other rights.",
        "Counter-argument: Some people argue that health is more important; however, ...",
        "Conclusion: To sum up, education should be free for everyone.",
        "Linkers: firstly, moreover, however, on the other hand, in conclusion",
      ]),
      img(5, 10, "Business Etiquette: First Meetings", "İş Görgüsü: İlk Tanışmalar", [
        "Be punctual: arrive five minutes early.",
        "Greet with a firm handshake and eye contact.",
        "Use titles: Mr. Demir, Dr. Aksoy.",
        "Don't interrupt; let others finish speaking.",
        "Switch your phone to silent mode.",
        "Send a short thank-you e-mail after the meeting.",
      ]),
      pdf(5, 4, "Making Weekend Plans: Going to the Movies", "Hafta Sonu Planı: Sinemaya Gidelim", [
        "Have you seen the trailer for the new sci-fi film?",
        "It's coming out on Friday. Shall we go to the premiere?",
        "I'd rather watch it on Saturday; I've got a lot of homework.",
        "How about the 7:30 showing at the mall?",
        "Sounds great! I'll book the tickets online.",
        "Let's meet in front of the box office at 7.",
        "Don't be late - I don't want to miss the beginning!",
      ]),
      vid(6, 9, "Phrasal Verbs for Innovation", "İnovasyon ve Öbek Fiiller"),
      img(6, 2, "Friendship Phrasal Verbs: Stand By, Look Up To", "Dostluk: Yanında Olmak, Örnek Almak", [
        "stand by - yanında olmak: Real friends stand by you in hard times.",
        "look up to - örnek almak: I look up to my older cousin.",
        "drift apart - uzaklaşmak: We drifted apart after high school.",
        "open up - içini açmak: She finally opened up about her problems.",
        "stick together - birbirine destek olmak: Let's stick together no matter what.",
        "put up with - katlanmak: I can't put up with his rude jokes.",
      ]),
      pdf(6, 8, "Energy Phrasal Verbs", "Enerji ile İlgili Öbek Fiiller", [
        "run out of - tükenmek: We will run out of fossil fuels one day.",
        "cut down on - azaltmak: We should cut down on energy use.",
        "switch to - geçmek: Many countries are switching to solar power.",
        "phase out - aşamalı olarak kaldırmak: Coal plants will be phased out.",
        "power up - çalıştırmak: The turbines power up the whole town.",
        "Complete: If we don't save energy, we'll run ___ ___ resources.",
      ]),
      img(7, 5, "Every Cloud Has a Silver Lining", "Her İşte Bir Hayır Vardır", [
        "Every cloud has a silver lining.",
        "Türkçesi: Her işte bir hayır vardır.",
        "Meaning: Even a bad situation has something positive in it.",
        "cloud - bulut, silver lining - umut ışığı",
        "Example: I failed my driving test, but I practiced more and became a better driver.",
        "Think about a bad day that ended well.",
      ]),
      img(7, 6, "One Good Turn Deserves Another", "İyilik Eden İyilik Bulur", [
        "One good turn deserves another.",
        "Türkçesi: İyilik eden iyilik bulur.",
        "Meaning: If someone helps you, you should help them in return.",
        "turn - iyilik (bu sözde), deserve - hak etmek",
        "Example: Deniz helped me move house, so I helped him with his project.",
        "Write about a favor you did for someone.",
      ]),
      pdf(7, 7, "No News Is Good News", "Haber Gelmemesi İyiye İşarettir", [
        "No news is good news.",
        "Türkçesi: Haber gelmemesi iyiye işarettir.",
        "Meaning: If you hear nothing, probably nothing bad has happened.",
        "Example: My brother hasn't called from camp, but no news is good news.",
        "Related: Bad news travels fast. - Kötü haber tez duyulur.",
        "Do you check the news every day? Why or why not?",
      ]),
      vid(9, 1, "The Story Behind a Song", "Bir Şarkının Hikâyesi"),
      pdf(9, 5, "Why Do We Procrastinate?", "Neden Erteleriz?", [
        "Almost everyone procrastinates from time to time.",
        "Psychologists say procrastination is not about laziness but about managing emotions.",
        "When a task makes us anxious or bored, we avoid it to feel better in the short term.",
        "Unfortunately, the stress comes back later - and it is usually bigger.",
        "Breaking a task into small steps and rewarding ourselves can help.",
        "The 'two-minute rule' suggests starting with just two minutes of work.",
        "Questions: 1. According to psychologists, what is procrastination about?",
        "2. What happens to stress in the long term?",
        "3. What is the two-minute rule?",
      ]),
      pdf(9, 8, "An Island Powered by the Wind", "Rüzgârla Aydınlanan Bir Ada", [
        "Imagine a small island where the wind never seems to stop.",
        "For years, the islanders burned diesel to make electricity, which was expensive and polluting.",
        "Then the local council decided to build a wind farm on the hills.",
        "Today, ten turbines supply clean energy to every home on the island.",
        "Tourists come not only for the beaches but also to see the sustainable island.",
        "Some residents complained about the noise at first, but most now support the project.",
        "Questions: 1. What did the islanders use before the wind farm?",
        "2. How many turbines are there today?",
        "3. Why did some residents complain?",
      ]),
    ],
  },
];

/** Every unit with its curriculum name. */
const GRADES: readonly Grade[] = GRADE_SOURCES.map((g) => ({
  ...g,
  units: g.units.map((u, n) => ({ ...u, ...curriculumUnitName(g.sinif, n + 1) })),
}));

// ---------------------------------------------------------------------------
// Generators for word lists, exercises, tests and sample exams

interface Word {
  en: string;
  tr: string;
}

function wordsOf(unit: Unit): Word[] {
  return unit.words.split(";").map((pair) => {
    const [en, tr] = pair.split("=");
    return { en: en.trim(), tr: tr.trim() };
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Blanks out a unit word in a sentence (the longest one found, the earliest on a tie), with its Turkish meaning as a hint. */
function blankOut(sentence: string, words: readonly Word[]): { text: string; word: Word } {
  let best: { word: Word; index: number; length: number } | null = null;
  for (const word of words) {
    const match = new RegExp(`(?<![A-Za-z])${escapeRegExp(word.en)}(?![A-Za-z])`, "i").exec(sentence);
    if (!match) continue;
    if (
      !best ||
      word.en.length > best.word.en.length ||
      (word.en.length === best.word.en.length && match.index < best.index)
    ) {
      best = { word, index: match.index, length: match[0].length };
    }
  }
  if (!best) throw new Error(`Demo catalogue: no unit word in "${sentence}"`);
  // The Turkish meaning follows the blank, so exactly one option fits even when several words would make sense.
  const gap = `_____ (${best.word.tr})`;
  return { text: sentence.slice(0, best.index) + gap + sentence.slice(best.index + best.length), word: best.word };
}

const LETTERS = "abcdefghij";

/** Three options (a-c) with the right answer at a position that depends on `seed`. */
function choices(correct: string, pool: readonly string[], seed: number): { text: string; letter: string } {
  const others = pool.filter((p) => p.toLowerCase() !== correct.toLowerCase());
  const first = others[seed % others.length];
  const second = others[(seed + 2) % others.length];
  const options = [first, second];
  const position = (seed * seed + Math.floor(seed / 2)) % 3; // irregular, so answer keys do not repeat a pattern
  options.splice(position, 0, correct);
  return { text: options.map((o, i) => `${LETTERS[i]}) ${o}`).join("   "), letter: LETTERS[position] };
}

/** A deterministic jumble of a sentence's words: odd positions backwards, then even ones. */
function jumble(sentence: string): string {
  const tokens = trimEnd(sentence, ".!?").split(/\s+/);
  const odd = tokens.filter((_, i) => i % 2 === 1).reverse();
  const even = tokens.filter((_, i) => i % 2 === 0);
  let mixed = [...odd, ...even];
  if (mixed.join(" ") === tokens.join(" ")) mixed = [...tokens].reverse();
  return mixed.join(" / ");
}

function vocabularyLines(unit: Unit): string[] {
  return [...wordsOf(unit).map((w) => `${w.en} - ${w.tr}`), ...unit.sentences.slice(0, 2).map((s) => `Example: ${s}`)];
}

function fillInLines(unit: Unit): string[] {
  const words = wordsOf(unit);
  const blanks = unit.sentences.map((s) => blankOut(s, words));
  const used = new Set(blanks.map((b) => b.word.en));
  const extra = words.find((w) => !used.has(w.en)) ?? words[0];
  const box = blanks.map((b) => b.word.en).sort((a, b) => a.localeCompare(b, "en"));
  return [
    "Fill in the blanks with the words in the box. The Turkish meanings will help you.",
    `Box: ${box.join("  |  ")}`,
    ...blanks.map((b, i) => `${i + 1}. ${b.text}`),
    `${blanks.length + 1}. Write your own sentence with "${extra.en}".`,
  ];
}

function matchingLines(unit: Unit, shift: number): string[] {
  const words = wordsOf(unit).slice(0, 6);
  const n = words.length;
  const right = words.map((_, j) => words[(j + shift) % n].tr);
  const key = words.map((_, i) => `${i + 1}-${LETTERS[(i - shift + n) % n]}`);
  return [
    "Match the English words with their Turkish meanings.",
    ...words.map((w, i) => `${i + 1}. ${w.en}   ......   ${LETTERS[i]}) ${right[i]}`),
    `Answer key: ${key.join(", ")}`,
  ];
}

function sentenceOrderLines(unit: Unit): string[] {
  return [
    "Put the words in the correct order to make sentences.",
    ...unit.sentences.map((s, i) => `${i + 1}. ${jumble(s)}`),
    "Then translate sentence 1 into Turkish.",
  ];
}

function mixedPracticeLines(unit: Unit): string[] {
  const words = wordsOf(unit);
  const pool = words.map((w) => w.en);
  const lines = ["A) Circle the correct word."];
  for (const [i, s] of unit.sentences.slice(0, 2).entries()) {
    const b = blankOut(s, words);
    const other = pool[(pool.indexOf(b.word.en) + 3) % pool.length];
    const pair = i % 2 === 0 ? `${b.word.en} / ${other}` : `${other} / ${b.word.en}`;
    lines.push(`${i + 1}. ${b.text}   (${pair})`);
  }
  const used = new Set(unit.sentences.slice(0, 2).map((s) => blankOut(s, words).word.en));
  const rest = words.filter((w) => !used.has(w.en));
  lines.push("B) Write the English words.");
  for (const [i, w] of rest.slice(-3).entries()) lines.push(`${i + 3}. ${w.tr} = ____________`);
  lines.push(`C) Write one sentence with each word: ${rest[0].en}, ${rest[1].en}.`);
  return lines;
}

/** A unit test; `seed` varies where the right answers sit from one test to the next. */
function testLines(unit: Unit, seed: number): string[] {
  const words = wordsOf(unit);
  const pool = words.map((w) => w.en);
  const lines = ["Choose the correct answer."];
  const key: string[] = [];
  for (let i = 0; i < 4; i++) {
    const c = choices(words[i].en, pool, seed + i);
    lines.push(`${i + 1}. What is "${words[i].tr}" in English?   ${c.text}`);
    key.push(`${i + 1}-${c.letter}`);
  }
  for (const [i, s] of unit.sentences.slice(1, 4).entries()) {
    const b = blankOut(s, words);
    const c = choices(b.word.en, pool, seed + i + 4);
    lines.push(`${i + 5}. ${b.text}   ${c.text}`);
    key.push(`${i + 5}-${c.letter}`);
  }
  lines.push(`Answer key: ${key.join(", ")}`);
  return lines;
}

/** The unit's words as a pasted spreadsheet: English, Turkish, and the first unit sentence using the word. */
function wordListText(unit: Unit): string {
  const rows = wordsOf(unit).map((w) => {
    const example =
      unit.sentences.find((s) => new RegExp(`(?<![A-Za-z])${escapeRegExp(w.en)}(?![A-Za-z])`, "i").test(s)) ?? "";
    return [w.en, w.tr, example].join("\t");
  });
  return ["English\tTürkçe\tÖrnek", ...rows].join("\n");
}

/** GIFT's special characters written as text. */
const gift = (text: string) => text.replace(/[~=#{}:\\]/g, (c) => `\\${c}`);

/** A unit test as an online quiz: every GIFT question kind the site takes, from the unit's words and sentences. */
function quizText(unit: Unit, seed: number): string {
  const words = wordsOf(unit);
  const others = (right: Word, n: number, offset: number) =>
    words.filter((w) => w !== right).slice(offset % (words.length - n), (offset % (words.length - n)) + n);
  const questions: string[] = [];
  for (let i = 0; i < 3; i++) {
    const word = words[(seed + i) % words.length];
    const wrong = others(word, 2, seed + i).map((w) => `~${gift(w.en)}`);
    wrong.splice((seed + i) % 3, 0, `=${gift(word.en)}`);
    questions.push(`What is "${gift(word.tr)}" in English?{${wrong.join(" ")}}`);
  }
  const blank = blankOut(unit.sentences[0], words);
  const [before, after] = blank.text.split(`_____ (${blank.word.tr})`);
  const wrong = others(blank.word, 2, seed).map((w) => `~${gift(w.en)}`);
  questions.push(`${gift(before)}{=${gift(blank.word.en)} ${wrong.join(" ")}}${gift(after)}`);
  const [a, b] = [words[seed % words.length], words[(seed + 1) % words.length]];
  questions.push(`"${gift(a.en)}" means "${gift(a.tr)}".{T}`);
  questions.push(`"${gift(a.en)}" means "${gift(b.tr)}".{F}`);
  const typed = words[(seed + 3) % words.length];
  questions.push(`Write it in English: ${gift(typed.tr)}{=${gift(typed.en)}}`);
  const pairs = [0, 1, 2].map((k) => words[(seed + 4 + k) % words.length]);
  questions.push(
    `Match the words with their meanings.{\n${pairs.map((w) => `=${gift(w.en)} -> ${gift(w.tr)}`).join("\n")}\n}`,
  );
  return [`// ${unit.en}: online test`, ...questions].join("\n\n");
}

function writingTask(sinif: number, unit: Unit): string {
  if (sinif <= 3) return `D) Draw a picture and write two words about "${unit.en}". (15 points)`;
  if (sinif <= 8) return `D) Write three sentences about "${unit.en}". (15 points)`;
  return `D) Write a short paragraph (50-70 words) about "${unit.en}". (15 points)`;
}

function examLines(sinif: number, units: readonly Unit[], seed: number): string[] {
  const lines = [
    "Name: ______________   Class: _____   Score: _____ / 100",
    "A) Choose the correct answer. (4 x 10 points)",
  ];
  const keyA: string[] = [];
  const asked = new Set<string>();
  for (let k = 0; k < 4; k++) {
    const words = wordsOf(units[k % units.length]);
    const word = words[(k + 2) % words.length];
    const c = choices(
      word.en,
      words.map((w) => w.en),
      seed + k,
    );
    lines.push(`${k + 1}. What is "${word.tr}" in English?   ${c.text}`);
    keyA.push(`${k + 1}-${c.letter}`);
    asked.add(word.en);
  }
  lines.push("B) Fill in the blanks. (3 x 10 points)");
  const keyB: string[] = [];
  for (let k = 0; k < 3; k++) {
    const unit = units[(k + 1) % units.length];
    const words = wordsOf(unit);
    const b = blankOut(unit.sentences[(k + 2) % unit.sentences.length], words);
    const other = words[(words.indexOf(b.word) + 3) % words.length].en;
    const pair = (seed + k) % 2 === 0 ? `${b.word.en} / ${other}` : `${other} / ${b.word.en}`;
    lines.push(`${k + 5}. ${b.text}   (${pair})`);
    keyB.push(`${k + 5}-${b.word.en}`);
    asked.add(b.word.en);
  }
  lines.push("C) Write the Turkish meanings. (3 x 5 points)");
  const meanings: string[] = [];
  for (let k = 0; k < 3; k++) {
    const words = wordsOf(units[k % units.length]);
    let i = 6 + k;
    while (asked.has(words[i % words.length].en)) i++;
    asked.add(words[i % words.length].en);
    meanings.push(`${k + 8}. ${words[i % words.length].en} = ________`);
  }
  lines.push(meanings.join("   "));
  lines.push(writingTask(sinif, units[units.length - 1]));
  lines.push(`Answer key: ${[...keyA, ...keyB].join(", ")}`);
  return lines;
}

// ---------------------------------------------------------------------------
// Video placeholders

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** An 11-character, YouTube-shaped id derived from `seed` (FNV-1a, then xorshift). Placeholder only. */
export function placeholderVideoId(seed: string): string {
  let h = 0x811c9dc5;
  for (const ch of seed) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  if (h === 0) h = 1;
  let id = "";
  for (let i = 0; i < 11; i++) {
    h ^= h << 13;
    h >>>= 0;
    h ^= h >>> 17;
    h ^= h << 5;
    h >>>= 0;
    id += ID_ALPHABET[h & 63];
  }
  return id;
}

// ---------------------------------------------------------------------------
// Quizzes written out for exercises and sample exams (types 3 and 1), as a teacher would
// paste them: three in GIFT, one in Aiken (the seed reads each with the admin's parser).

const WRITTEN_QUIZZES: readonly {
  sinif: number;
  type: 1 | 3 | 8;
  unite: number;
  format: "gift" | "aiken" | "moodle";
  text: string;
}[] = [
  {
    // The exercises done by hand, as a Moodle question bank exports them: sentence
    // ordering (words, then sentences) and gaps from a word bank (drag, then a select a gap).
    sinif: 5,
    type: 8,
    unite: 10,
    format: "moodle",
    text: `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="ordering">
    <name><text>Word order</text></name>
    <questiontext format="html"><text><![CDATA[<p>Put the words in order to make a sentence.</p>]]></text></questiontext>
    <answer fraction="1"><text>We</text></answer>
    <answer fraction="2"><text>watch</text></answer>
    <answer fraction="3"><text>the</text></answer>
    <answer fraction="4"><text>fireworks</text></answer>
    <answer fraction="5"><text>at night.</text></answer>
  </question>
  <question type="ordering">
    <name><text>Festival day</text></name>
    <questiontext format="html"><text><![CDATA[<p>Put Elif's festival day in order.</p>]]></text></questiontext>
    <answer fraction="1"><text>In the morning, Elif puts on her costume.</text></answer>
    <answer fraction="2"><text>At noon, she dances in the parade.</text></answer>
    <answer fraction="3"><text>In the evening, she eats dinner with her family.</text></answer>
    <answer fraction="4"><text>At night, they watch the fireworks.</text></answer>
  </question>
  <question type="ddwtos">
    <name><text>Our town festival</text></name>
    <questiontext format="html"><text><![CDATA[<p>Every summer our town has a big [[1]]. People wear [[2]] clothes and [[3]] in the street. There is a huge [[4]] of people in the square.</p>]]></text></questiontext>
    <dragbox><text>festival</text><group>1</group></dragbox>
    <dragbox><text>traditional</text><group>1</group></dragbox>
    <dragbox><text>dance</text><group>1</group></dragbox>
    <dragbox><text>crowd</text><group>1</group></dragbox>
    <dragbox><text>candle</text><group>1</group></dragbox>
  </question>
  <question type="gapselect">
    <name><text>Choose the word</text></name>
    <questiontext format="html"><text><![CDATA[<p>The children [[1]] a parade. They [[3]] the festival with music.</p>]]></text></questiontext>
    <selectoption><text>watch</text><group>1</group></selectoption>
    <selectoption><text>eat</text><group>1</group></selectoption>
    <selectoption><text>celebrate</text><group>2</group></selectoption>
    <selectoption><text>sleep</text><group>2</group></selectoption>
  </question>
  <question type="multichoice">
    <name><text>Fireworks</text></name>
    <questiontext format="html"><text><![CDATA[<p>"Havai fişek" is … in English.</p>]]></text></questiontext>
    <single>true</single>
    <answer fraction="100"><text>fireworks</text></answer>
    <answer fraction="0"><text>parade</text></answer>
    <answer fraction="0"><text>costume</text></answer>
  </question>
</quiz>
`,
  },
  {
    sinif: 4,
    type: 3,
    unite: 2,
    format: "gift",
    text: `// Milliyet: boşluk doldurma, çevrimiçi

::1:: Hans is from Germany. He is {=German ~Germany ~Japanese}.

::2:: Yuki lives in Tokyo. She speaks {~Italian =Japanese ~Turkish}.

::3:: Rome is a city in {=Italy ~Japan ~Germany}.

::4:: The flag of Türkiye is red and white.{T}

::5:: "Ülke" means "flag" in English.{F}

::6:: Write it in English: bayrak{=flag}

::7:: Where are you from? I'm from Ankara. I am {=Turkish}.

::8:: Match the countries with their people.{
=Germany -> German
=Japan -> Japanese
=Italy -> Italian
}`,
  },
  {
    sinif: 6,
    type: 1,
    unite: 1,
    format: "gift",
    text: `// Yaşam, Leziz Kahvaltı, Şehir Merkezi: 1. dönem örnek sınavı, çevrimiçi

I make my bed and feed the cat every morning. It is my daily {=routine ~traffic ~honey}.

Cooking, cleaning and washing the dishes are {~ingredients =chores ~shopping malls}.

Would you like some {=honey ~noisy ~crowded} on your bread?

We cook a boiled egg in hot water.{T}

"Crowded" means "sakin" in Turkish.{F}

The bazaar is cheap, but the shopping mall is {=expensive}.

Write it in English: zeytin{=olives =olive}

Match the opposites.{
=noisy -> quiet
=cheap -> expensive
=modern -> old
}`,
  },
  {
    sinif: 8,
    type: 1,
    unite: 1,
    format: "aiken",
    text: `Your friend asks, "Would you like to come to my birthday party?" Which answer accepts the invitation?
A. Sorry, I can't. I have to study.
B. Sure, I'd love to. What time does it start?
C. I'm afraid I have other plans.
D. No, thanks. I can't stand parties.
ANSWER: B

Which sentence makes an excuse?
A. I'd love to come!
B. Thanks for inviting me.
C. Sorry, but I have a dentist appointment that day.
D. That sounds great.
ANSWER: C

Elif ______ pop music to rock music.
A. prefers
B. can't stand
C. hangs out
D. stresses
ANSWER: A

Many teenagers get ______ from their parents every week.
A. a recipe
B. pocket money
C. a trend
D. an excuse
ANSWER: B

First, ______ the onions into small pieces.
A. boil
B. stir
C. chop
D. fry
ANSWER: C

Flour, eggs, sugar and milk are the ______ of this cake.
A. ingredients
B. bowls
C. recipes
D. excuses
ANSWER: A

"You can always rely on me." What does the speaker mean?
A. I never help my friends.
B. You can trust me.
C. I don't understand you.
D. You should apologize.
ANSWER: B`,
  },
  {
    sinif: 11,
    type: 3,
    unite: 9,
    format: "gift",
    text: `// Arkadaşlarım: karma alıştırma, çevrimiçi

A friend who never lets you down is {=loyal ~considerate ~stressed}.

Deniz always thinks about other people's feelings. She is very {~reliable =considerate ~lazy}.

We like the same films and the same music. We have a lot {=in common ~in public ~in time}.

If you fall out with someone, you stop being friends after an argument.{T}

Gossip is talking kindly to someone face to face.{F}

Write one word. If you can always count on someone, they are {=reliable =trustworthy}.

I get {=along} with my classmates very well.

Match the phrases with their meanings.{
=count on -> güvenmek
=get along with -> iyi geçinmek
=fall out -> bozuşmak
}`,
  },
];

// ---------------------------------------------------------------------------
// Assembly

function buildCatalogue(): DemoEntry[] {
  const entries: DemoEntry[] = [];
  let videos = 0;

  const push = (
    sinif: number,
    unite: number,
    icerikTuru: DemoContentType,
    fileType: DemoFileType,
    konuIng: string,
    konuTr: string,
    lines?: readonly string[],
    donem: 1 | 2 = termOf(unite),
  ) => {
    const entry: DemoEntry = { sinif, unite, konuIng, konuTr, icerikTuru, donem, fileType };
    if (fileType === "video") {
      const id = placeholderVideoId(`${sinif}|${icerikTuru}|${konuIng}`);
      entry.link = videos++ % 2 === 0 ? `https://www.youtube.com/watch?v=${id}` : `https://youtu.be/${id}`;
    } else {
      entry.lines = [...(lines ?? [])];
    }
    entries.push(entry);
  };
  const last = () => entries[entries.length - 1];

  for (const grade of GRADES) {
    const { sinif, units } = grade;
    const unit = (n: number) => units[n - 1];

    // 1 - sample exams: two for term 1, one review exam for term 2.
    const [u1, u2, u3, u4, u5, u6, , , , u10] = units;
    push(
      sinif,
      1,
      1,
      "pdf",
      `${u1.en}, ${u2.en} & ${u3.en}: Term 1 Sample Exam`,
      `${u1.tr}, ${u2.tr}, ${u3.tr}: 1. Dönem Örnek Sınavı`,
      examLines(sinif, [u1, u2, u3], sinif),
    );
    push(
      sinif,
      4,
      1,
      "pdf",
      `${u4.en} & ${u5.en}: Term 1 Sample Exam`,
      `${u4.tr}, ${u5.tr}: 1. Dönem Örnek Sınavı`,
      examLines(sinif, [u4, u5], sinif + 1),
    );
    push(
      sinif,
      6,
      1,
      "pdf",
      `Term 2 Review Exam: ${u6.en} - ${u10.en}`,
      `2. Dönem Genel Tekrar Sınavı: ${u6.tr} - ${u10.tr}`,
      examLines(sinif, units.slice(5), sinif + 2),
      2,
    );

    // 2 - new vocabulary.
    const song = sinif <= 6;
    push(
      sinif,
      1,
      2,
      "image",
      `${unit(1).en}: Picture Dictionary`,
      `${unit(1).tr}: Resimli Sözlük`,
      vocabularyLines(unit(1)),
    );
    push(sinif, 3, 2, "pdf", `${unit(3).en}: Word List`, `${unit(3).tr}: Kelime Listesi`, vocabularyLines(unit(3)));
    last().words = wordListText(unit(3));
    push(sinif, 6, 2, "image", `${unit(6).en}: Word Cards`, `${unit(6).tr}: Kelime Kartları`, vocabularyLines(unit(6)));
    push(
      sinif,
      8,
      2,
      "video",
      `${unit(8).en}: ${song ? "Vocabulary Song" : "Vocabulary Video"}`,
      `${unit(8).tr}: ${song ? "Kelime Şarkısı" : "Videolu Kelime Dersi"}`,
    );

    // 3 - exercises.
    push(
      sinif,
      2,
      3,
      "pdf",
      `${unit(2).en}: Fill in the Blanks`,
      `${unit(2).tr}: Boşluk Doldurma`,
      fillInLines(unit(2)),
    );
    push(
      sinif,
      4,
      3,
      "image",
      `${unit(4).en}: Word Matching`,
      `${unit(4).tr}: Kelime Eşleştirme`,
      matchingLines(unit(4), 1 + (sinif % 5)),
    );
    push(
      sinif,
      7,
      3,
      "pdf",
      `${unit(7).en}: Sentence Builder`,
      `${unit(7).tr}: Cümle Kurma`,
      sentenceOrderLines(unit(7)),
    );
    push(
      sinif,
      9,
      3,
      "pdf",
      `${unit(9).en}: Mixed Practice`,
      `${unit(9).tr}: Karma Alıştırma`,
      mixedPracticeLines(unit(9)),
    );

    // 4, 5, 6, 7 - hand-written entries, in type order.
    for (const t of [4, 5, 6, 7] as const) {
      for (const x of grade.extras.filter((e) => e.t === t)) {
        push(sinif, x.u, x.t, x.f, x.en, x.tr, x.lines);
        if (x.words) last().words = x.words;
      }
    }

    // 8 - unit tests.
    push(
      sinif,
      5,
      8,
      "pdf",
      `${unit(5).en}: Unit 5 Test`,
      `${unit(5).tr}: 5. Ünite Testi`,
      testLines(unit(5), sinif + 5),
    );
    last().quiz = quizText(unit(5), sinif);
    push(
      sinif,
      10,
      8,
      "pdf",
      `${unit(10).en}: Unit 10 Test`,
      `${unit(10).tr}: 10. Ünite Testi`,
      testLines(unit(10), sinif + 10),
    );
    push(
      sinif,
      6,
      8,
      "image",
      `${unit(6).en}: Unit 6 Test`,
      `${unit(6).tr}: 6. Ünite Testi`,
      testLines(unit(6), sinif + 6),
    );

    // 9 - reading.
    for (const x of grade.extras.filter((e) => e.t === 9)) push(sinif, x.u, x.t, x.f, x.en, x.tr, x.lines);
  }
  for (const q of WRITTEN_QUIZZES) {
    const entry = entries.find((e) => e.sinif === q.sinif && e.icerikTuru === q.type && e.unite === q.unite);
    if (!entry) throw new Error(`no demo entry of type ${q.type} in grade ${q.sinif}, unit ${q.unite}, for its quiz`);
    entry.quiz = q.text;
    entry.quizFormat = q.format;
  }
  return entries;
}

/**
 * Listening entries in grade 2, where the programme is built on listening: a
 * greeting dialogue with a timed WebVTT transcript (MP3) and a counting chant with a plain one
 * (Ogg/Opus). The sound is made at seed time and is silence: the demo shows the player, the
 * speeds and the highlighted line, not a recording nobody here made.
 */
const AUDIO_DEMOS: DemoEntry[] = [
  {
    sinif: 2,
    unite: 1,
    konuIng: "Hello! Listening",
    konuTr: "Merhaba!: Dinleme",
    icerikTuru: 2,
    donem: 1,
    fileType: "audio",
    audio: {
      format: "mp3",
      seconds: 12,
      transcript: [
        "WEBVTT",
        "",
        "00:00.000 --> 00:03.000",
        "<v Ali>Hello, I am Ali.",
        "",
        "00:03.000 --> 00:06.000",
        "<v Elif>Hi Ali! I am Elif.",
        "",
        "00:06.000 --> 00:09.000",
        "<v Ali>Nice to meet you.",
        "",
        "00:09.000 --> 00:12.000",
        "<v Elif>Bye bye!",
        "",
      ].join("\n"),
    },
  },
  {
    sinif: 2,
    unite: 4,
    konuIng: "Count to Ten: Listen and Repeat",
    konuTr: "Ona Kadar Say: Dinle ve Tekrarla",
    icerikTuru: 2,
    donem: 1,
    fileType: "audio",
    audio: { format: "opus", seconds: 6, transcript: "One, two, three, four, five.\nSix, seven, eight, nine, ten.\n" },
  },
  {
    // Dictation and picture–word (decision 0077): the first dictation is a cue of the
    // entry's own sound (played from its segment, with or without JavaScript), the second is
    // spoken by the device; then a picture to tap for a word and a word to pick for each picture.
    sinif: 2,
    unite: 1,
    konuIng: "Hello! Listen and Write",
    konuTr: "Merhaba!: Dinle ve Yaz",
    icerikTuru: 3,
    donem: 1,
    fileType: "audio",
    audio: {
      format: "mp3",
      seconds: 9,
      transcript: [
        "WEBVTT",
        "",
        "00:00.000 --> 00:03.000",
        "Good morning, Ali.",
        "",
        "00:03.000 --> 00:06.000",
        "Nice to meet you.",
        "",
        "00:06.000 --> 00:09.000",
        "See you tomorrow!",
        "",
      ].join("\n"),
    },
    quizFormat: "moodle",
    quiz: `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="shortanswer">
    <name><text>Dictation: nice to meet you</text></name>
    <questiontext format="html"><text><![CDATA[<p>Listen and write what Elif says.</p>]]></text></questiontext>
    <answer fraction="100" format="moodle_auto_format"><text>Nice to meet you.</text></answer>
    <tags><tag><text>dictation</text></tag></tags>
  </question>
  <question type="shortanswer">
    <name><text>Dictation: my cat</text></name>
    <questiontext format="html"><text><![CDATA[<p>Listen and write the sentence.</p>]]></text></questiontext>
    <answer fraction="100" format="moodle_auto_format"><text>My cat is very small.</text></answer>
    <tags><tag><text>dictation</text></tag></tags>
  </question>
  <question type="multichoice">
    <name><text>Picture: bird</text></name>
    <questiontext format="html"><text><![CDATA[<p>Tap the picture of a <strong>bird</strong>.</p>]]></text></questiontext>
    <single>true</single>
    <answer fraction="0" format="html"><text><![CDATA[<p><img src="@@PLUGINFILE@@/balik.svg" alt=""></p>]]></text></answer>
    <answer fraction="100" format="html"><text><![CDATA[<p><img src="@@PLUGINFILE@@/kus.svg" alt=""></p>]]></text></answer>
    <answer fraction="0" format="html"><text><![CDATA[<p><img src="@@PLUGINFILE@@/kedi.svg" alt=""></p>]]></text></answer>
  </question>
  <question type="matching">
    <name><text>Pictures and words</text></name>
    <questiontext format="html"><text><![CDATA[<p>Choose the word for each picture.</p>]]></text></questiontext>
    <subquestion format="html"><text><![CDATA[<p><img src="@@PLUGINFILE@@/elma.svg" alt=""></p>]]></text><answer><text>apple</text></answer></subquestion>
    <subquestion format="html"><text><![CDATA[<p><img src="@@PLUGINFILE@@/top.svg" alt=""></p>]]></text><answer><text>ball</text></answer></subquestion>
    <subquestion format="html"><text><![CDATA[<p><img src="@@PLUGINFILE@@/gunes.svg" alt=""></p>]]></text><answer><text>sun</text></answer></subquestion>
    <subquestion format="html"><text></text><answer><text>star</text></answer></subquestion>
  </question>
</quiz>
`,
  },
];

export const demoEntries: readonly DemoEntry[] = [...buildCatalogue(), ...AUDIO_DEMOS];
