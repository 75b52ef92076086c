/**
 * A word list or a quiz sent with an entry whose type takes none: said by the server and by the
 * form's check, which loads on the first save. Apart from the form's own texts, so the admin's
 * form pages do not carry them in their first load (docs/decisions/0117).
 */
export const trPracticeWrongType = {
  any: "Bu içerik türüne kelime listesi ya da test eklenmez: kelime listesi yeni kelimeler, deyimsel fiiller ve atasözlerine; test örnek sınav, alıştırma ve testlere eklenir.",
  words:
    "Bu içerik türüne kelime listesi eklenmez: kelime listesi yalnızca yeni kelimeler, deyimsel fiiller ve atasözlerine eklenir. Alanı boşaltın ya da türü değiştirin.",
  quiz: "Bu içerik türüne test eklenmez: test yalnızca örnek sınav, alıştırma ve testlere eklenir. Alanı boşaltın ya da türü değiştirin.",
};
