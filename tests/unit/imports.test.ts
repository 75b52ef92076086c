import { describe, expect, it } from "vitest";
import {
  isSystemFile,
  manifestRowFor,
  normalisePath,
  parseManifest,
  proposeFields,
  proposeFromPath,
  titleFromName,
} from "#core/imports.ts";
import { parseUnitTable } from "#core/unit-table.ts";

const units = [{ sinif: 5, unite: 3, nameEn: "Games and Hobbies", nameTr: "Oyunlar ve Hobiler", donem: 1 as const }];

describe("what a file's path proposes", () => {
  it("reads the issue's example: grade, unit, type folders and the English title; term and Turkish title from the unit table", () => {
    expect(proposeFromPath("5/3/kelimeler/games-and-hobbies.pdf", units)).toEqual({
      sinif: "5",
      unite: "3",
      icerikTuru: "2",
      donem: "1",
      konuIng: "Games and Hobbies",
      konuTr: "Oyunlar ve Hobiler: Kelimeler",
    });
  });

  it("understands Turkish and English folder names, in any case, with a leading folder of anything", () => {
    expect(proposeFromPath("Materyal/7. Sınıf/2. Ünite/2. Dönem/Alıştırmalar/01_fill-in_the_blanks.pdf")).toEqual({
      sinif: "7",
      unite: "2",
      donem: "2",
      icerikTuru: "3",
      konuIng: "Fill in the Blanks",
    });
    expect(proposeFromPath("grade-11/unit-4/Reading/a-story.pdf")).toMatchObject({
      sinif: "11",
      unite: "4",
      icerikTuru: "9",
    });
    expect(proposeFromPath("ÖRNEK SINAVLAR/12/sınav.pdf")).toMatchObject({ sinif: "12", icerikTuru: "1" });
    expect(proposeFromPath("Phrasal Verbs/9/1/look-up.pdf")).toMatchObject({ icerikTuru: "6", sinif: "9", unite: "1" });
  });

  it("leaves out what it cannot tell (a grade outside 2-12 is no grade; no unit table, no term)", () => {
    expect(proposeFromPath("13/x.pdf")).toEqual({ unite: "13", konuIng: "X" });
    expect(proposeFromPath("notes.pdf")).toEqual({ konuIng: "Notes" });
  });

  it("keeps small words small in titles except first, and drops a leading number", () => {
    expect(titleFromName("the-world-of-the_sea.PDF")).toBe("The World of the Sea");
    expect(titleFromName("03 my-town.png")).toBe("My Town");
  });

  it("normalises paths and knows the operating system's own files", () => {
    expect(normalisePath("./a\\b//c.pdf")).toBe("a/b/c.pdf");
    expect(normalisePath("")).toBeNull();
    expect(normalisePath("x".repeat(301))).toBeNull();
    expect(isSystemFile("a/.DS_Store")).toBe(true);
    expect(isSystemFile("__MACOSX/a/._b.pdf")).toBe(true);
    expect(isSystemFile("a/Thumbs.db")).toBe(true);
    expect(isSystemFile("a/b.pdf")).toBe(false);
  });
});

describe("a .csv manifest", () => {
  it("reads Turkish Excel's semicolons and headers, types by name, and overrides the path", () => {
    const manifest = parseManifest(
      '\uFEFFDosya;Sınıf;Ünite;Tür;Dönem;İngilizce;Türkçe\r\n5/3/kelimeler/games.pdf;6;4;Okuma;2;"Games; Fun";Oyunlar\r\n',
    );
    expect(manifest.errors).toEqual([]);
    expect(proposeFields("5/3/kelimeler/games.pdf", manifest, units)).toMatchObject({
      sinif: "6",
      unite: "4",
      icerikTuru: "9",
      donem: "2",
      konuIng: "Games; Fun",
      konuTr: "Oyunlar",
    });
  });

  it("matches a row by its name when the path differs, unless two rows share the name", () => {
    const manifest = parseManifest("file,grade\ngames.pdf,8\na/x.pdf,3\nb/x.pdf,4\n");
    expect(manifestRowFor(manifest, "klasor/5/games.pdf")).toEqual({ sinif: "8" });
    expect(manifestRowFor(manifest, "c/x.pdf")).toBeUndefined();
    expect(manifestRowFor(manifest, "a/x.pdf")).toEqual({ sinif: "3" });
  });

  it("says what is wrong with it in Turkish, and reads nothing of a huge one", () => {
    expect(parseManifest("sinif,unite\n5,3\n").errors).toEqual([
      ".csv listesinin başlık satırında bir 'dosya' sütunu yok.",
    ]);
    expect(parseManifest(`dosya,konuTr\na.pdf,${"x".repeat(600)}\n,y\n`).errors).toEqual([
      ".csv listesinin 2. satırında bir hücre 500 karakterden uzun.",
      ".csv listesinin 3. satırında dosya adı yok.",
    ]);
    const huge = parseManifest("dosya\n" + "a.pdf\n".repeat(200_000));
    expect(huge).toEqual({ rows: new Map(), errors: [".csv listesi en fazla 1 MB olabilir."] });
  });
});

describe("the unit table", () => {
  it("takes a grade's rows, skips empty ones, and names each bad row's problem", () => {
    const ok = parseUnitTable("5", [
      { unite: "2", nameEn: " My  Town ", nameTr: "Kasabam", donem: "1" },
      { unite: "", nameEn: "", nameTr: "", donem: "1" },
      { unite: "1", nameEn: "Hello", nameTr: "Merhaba", donem: "1" },
    ]);
    expect(ok).toEqual({
      ok: true,
      grade: 5,
      units: [
        { unite: 1, nameEn: "Hello", nameTr: "Merhaba", donem: 1 },
        { unite: 2, nameEn: "My Town", nameTr: "Kasabam", donem: 1 },
      ],
    });
    const bad = parseUnitTable("5", [{ unite: "100", nameEn: "x".repeat(81), nameTr: "", donem: "3" }]);
    expect(bad).toMatchObject({
      ok: false,
      errors: {
        0: {
          unite: "Ünite numarası 1 ile 99 arasında olmalıdır.",
          nameEn: "Ünite adı en fazla 80 karakter olabilir.",
          nameTr: "Lütfen ünitenin Türkçe adını girin.",
          donem: "Lütfen dönemi seçin (1 ya da 2).",
        },
      },
    });
    expect(parseUnitTable("1", [])).toMatchObject({ ok: false, form: "Lütfen 2 ile 12 arasında bir sınıf seçin." });
  });
});
