import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { foldForSearch, FOLD_FROM, FOLD_TO, highlight, queryWords, readFilters, readQuery } from "#core/search.ts";

describe("Turkish folding for search", () => {
  it("folds dotted and dotless i, cedillas and breves alike, one character for one", () => {
    expect(foldForSearch("SINAV Sınav sınav")).toBe("sinav sinav sinav");
    expect(foldForSearch("İSTANBUL ıstakoz Işık")).toBe("istanbul istakoz isik");
    expect(foldForSearch("Çiçek Şarkı Ğ Öğretmen Ünite Âdet")).toBe("cicek sarki g ogretmen unite adet");
    for (const text of ["İİİ", "Işık ve ŞEMSİYE", "Grüße"]) expect(foldForSearch(text)).toHaveLength(text.length);
  });

  it("is the same table the database folds titles with (migration 0013 and the schema)", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const migration = fs.readFileSync(path.join(root, "server/db/migrations/0013_search_index.sql"), "utf8");
    const schema = fs.readFileSync(path.join(root, "server/db/schema.ts"), "utf8");
    for (const source of [migration, schema])
      expect(source).toContain(`translate("konu_ing" || ' ' || "konu_tr", '${FOLD_FROM}', '${FOLD_TO}')`);
  });
});

describe("a pupil's query", () => {
  it("keeps letters and digits only: nothing of SQL, tsquery or a pattern survives", () => {
    expect(queryWords("verbs' OR 1=1; --")).toEqual(["verbs", "or", "1", "1"]);
    expect(queryWords("a:* & b | !c (d) <-> %_\\")).toEqual(["a", "b", "c", "d"]);
    expect(queryWords("İngilizce   Sınav")).toEqual(["ingilizce", "sinav"]);
  });

  it("answers an empty, a too short and a 10,000-character query in Turkish, before reading it", () => {
    expect(readQuery("")).toEqual({ ok: false, message: "Aramak istediğiniz konuyu ya da kelimeyi yazın." });
    expect(readQuery("a")).toEqual({ ok: false, message: "Arama için en az 2 harf yazın." });
    expect(readQuery("*** %%%")).toEqual({ ok: false, message: "Arama için en az 2 harf yazın." });
    expect(readQuery("x".repeat(10_000))).toEqual({ ok: false, message: "Arama metni en çok 100 karakter olabilir." });
    expect(readQuery("  Sınav ")).toEqual({ ok: true, text: "Sınav", words: ["sinav"] });
  });

  it("reads grade, type and term filters and names the bad ones", () => {
    expect(readFilters({ grade: "5", type: "2", term: "1" })).toEqual({
      filters: { grade: 5, type: 2, term: 1 },
      bad: [],
    });
    expect(readFilters({ grade: "13", type: "x", term: "3" })).toEqual({ filters: {}, bad: ["grade", "type", "term"] });
    expect(readFilters({ grade: null, type: "", term: null })).toEqual({ filters: {}, bad: [] });
  });

  it("marks the matched letters in the title as written, a stem's start too", () => {
    const parts = highlight("Sınav Hazırlığı: İstanbul", ["sinav", "istanbul"]);
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(["Sınav", "İstanbul"]);
    expect(
      highlight("Phrasal Verb Practice", ["verbs"])
        .filter((p) => p.match)
        .map((p) => p.text),
    ).toEqual(["Verb"]);
    expect(highlight("Colours", ["xyz"])).toEqual([{ text: "Colours", match: false }]);
  });
});
