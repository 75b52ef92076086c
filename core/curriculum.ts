/**
 * The units of the national English curriculum, grade by grade: their English and Turkish
 * names, units 1-5 taught in term 1 and 6-10 in term 2. What the unit table
 * starts with and what 'Eksik adları müfredattan ekle' adds; the demo material follows
 * the same units (server/demo/catalogue.ts).
 */
import type { Term } from "./terms";

const NAMES: Readonly<Record<number, readonly (readonly [en: string, tr: string])[]>> = {
  2: [
    ["Words", "Kelimeler"],
    ["Friends", "Arkadaşlar"],
    ["In the Classroom", "Sınıfta"],
    ["Numbers", "Sayılar"],
    ["Colors", "Renkler"],
    ["At the Playground", "Oyun Parkında"],
    ["Body Parts", "Vücudumuz"],
    ["Pets", "Evcil Hayvanlar"],
    ["Fruit", "Meyveler"],
    ["Animals", "Hayvanlar"],
  ],
  3: [
    ["Greeting", "Selamlaşma"],
    ["My Family", "Ailem"],
    ["People I Love", "Sevdiğim İnsanlar"],
    ["Feelings", "Duygular"],
    ["Toys and Games", "Oyuncaklar ve Oyunlar"],
    ["My House", "Evim"],
    ["In My City", "Şehrimde"],
    ["Transportation", "Ulaşım"],
    ["Weather", "Hava Durumu"],
    ["Nature", "Doğa"],
  ],
  4: [
    ["Classroom Rules", "Sınıf Kuralları"],
    ["Nationality", "Milliyet"],
    ["Cartoon Characters", "Çizgi Film Karakterleri"],
    ["Free Time", "Boş Zaman"],
    ["My Day", "Günüm"],
    ["Fun with Science", "Bilimle Eğlence"],
    ["Jobs", "Meslekler"],
    ["My Clothes", "Kıyafetlerim"],
    ["My Friends", "Arkadaşlarım"],
    ["Food and Drinks", "Yiyecek ve İçecekler"],
  ],
  5: [
    ["Saying Hello", "Merhaba Demek"],
    ["My Town", "Benim Kasabam"],
    ["Games and Hobbies", "Oyunlar ve Hobiler"],
    ["My Daily Routine", "Günlük Rutinim"],
    ["Health", "Sağlık"],
    ["Movies", "Filmler"],
    ["Party Time", "Parti Zamanı"],
    ["Fitness", "Spor ve Sağlıklı Yaşam"],
    ["The Animal Shelter", "Hayvan Barınağı"],
    ["Festivals", "Festivaller"],
  ],
  6: [
    ["Life", "Yaşam"],
    ["Yummy Breakfast", "Leziz Kahvaltı"],
    ["Downtown", "Şehir Merkezi"],
    ["Weather and Emotions", "Hava ve Duygular"],
    ["At the Fair", "Lunaparkta"],
    ["Occupations", "Meslekler"],
    ["Holidays", "Tatil"],
    ["Bookworms", "Kitap Kurtları"],
    ["Saving the Planet", "Gezegeni Kurtarmak"],
    ["Democracy", "Demokrasi"],
  ],
  7: [
    ["Appearance and Personality", "Dış Görünüş ve Kişilik"],
    ["Sports", "Sporlar"],
    ["Biographies", "Biyografiler"],
    ["Wild Animals", "Vahşi Hayvanlar"],
    ["Television", "Televizyon"],
    ["Celebrations", "Kutlamalar"],
    ["Dreams", "Hayaller"],
    ["Public Buildings", "Kamu Binaları"],
    ["Environment", "Çevre"],
    ["Planets", "Gezegenler"],
  ],
  8: [
    ["Friendship", "Arkadaşlık"],
    ["Teen Life", "Gençlik Hayatı"],
    ["In the Kitchen", "Mutfakta"],
    ["On the Phone", "Telefonda"],
    ["The Internet", "İnternet"],
    ["Adventures", "Maceralar"],
    ["Tourism", "Turizm"],
    ["Chores", "Ev İşleri"],
    ["Science", "Bilim"],
    ["Natural Forces", "Doğal Afetler"],
  ],
  9: [
    ["Studying Abroad", "Yurt Dışında Eğitim"],
    ["My Environment", "Çevrem"],
    ["Movies", "Filmler"],
    ["Human in Nature", "Doğadaki İnsan"],
    ["Inspirational People", "İlham Veren İnsanlar"],
    ["Bridging Cultures", "Kültürler Arası Köprüler"],
    ["World Heritage", "Dünya Mirası"],
    ["Emergency and Health Problems", "Acil Durumlar ve Sağlık Sorunları"],
    ["Invitations and Celebrations", "Davetler ve Kutlamalar"],
    ["Television and Social Media", "Televizyon ve Sosyal Medya"],
  ],
  10: [
    ["School Life", "Okul Hayatı"],
    ["Plans", "Planlar"],
    ["Legendary Figure", "Efsanevi Kahramanlar"],
    ["Traditions", "Gelenekler"],
    ["Travel", "Seyahat"],
    ["Helpful Tips", "Faydalı İpuçları"],
    ["Food and Festivals", "Yemek ve Festivaller"],
    ["Digital Era", "Dijital Çağ"],
    ["Modern Heroes and Heroines", "Modern Kahramanlar"],
    ["Shopping", "Alışveriş"],
  ],
  11: [
    ["Future Jobs", "Gelecekteki Meslekler"],
    ["Hobbies and Skills", "Hobiler ve Beceriler"],
    ["Hard Times", "Zor Zamanlar"],
    ["What a Life", "Ne Hayat Ama"],
    ["Back to the Past", "Geçmişe Dönüş"],
    ["Open Your Heart", "Kalbini Aç"],
    ["Facts about Türkiye", "Türkiye Hakkında Gerçekler"],
    ["Sports", "Sporlar"],
    ["My Friends", "Arkadaşlarım"],
    ["Values and Norms", "Değerler ve Normlar"],
  ],
  12: [
    ["Music", "Müzik"],
    ["Friendship", "Dostluk"],
    ["Human Rights", "İnsan Hakları"],
    ["Coming Soon", "Çok Yakında"],
    ["Psychology", "Psikoloji"],
    ["Favors", "İyilikler"],
    ["News Stories", "Haberler"],
    ["Alternative Energy", "Alternatif Enerji"],
    ["Technology", "Teknoloji"],
    ["Manners", "Görgü Kuralları"],
  ],
};

/** The term a unit is taught in: units 1-5 in the first, 6-10 in the second. */
export const termOfUnit = (unite: number): Term => (unite <= 5 ? 1 : 2);

export interface CurriculumUnit {
  sinif: number;
  unite: number;
  nameEn: string;
  nameTr: string;
  donem: Term;
}

export const curriculumUnits: readonly CurriculumUnit[] = Object.entries(NAMES).flatMap(([grade, names]) =>
  names.map(([nameEn, nameTr], i) => ({
    sinif: Number(grade),
    unite: i + 1,
    nameEn,
    nameTr,
    donem: termOfUnit(i + 1),
  })),
);

/** The English and Turkish names of a grade's unit, as the curriculum has them. */
export function curriculumUnitName(grade: number, unite: number): { en: string; tr: string } {
  const name = NAMES[grade]?.[unite - 1];
  if (!name) throw new Error(`the curriculum has no unit ${unite} in grade ${grade}`);
  return { en: name[0], tr: name[1] };
}
