/** The home page banners (original artwork under public/banners), one per pager page. */
export const BANNERS = [
  "Kitap yığınına dayanmış, yıldızlara uzanan bir merdiven",
  "Dünya küresinin çevresinde uçan renkli konuşma balonları",
  "Merhaba ve Hello diyen iki konuşma balonu",
  "Defterin üzerinde duran sarı bir kurşun kalem",
  "Basamak basamak yükselen bir merdiven ve bayrak",
  "Açık bir defter ve yanında kalem",
  "Kulaklık ve müzik notaları",
  "Okula giden sarı bir okul otobüsü",
].map((alt, i) => ({ src: `/banners/banner-${i + 1}.svg`, alt }));
