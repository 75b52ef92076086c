import { describe, expect, it } from "vitest";
import { formatWordListCsv, parseWordList } from "#core/word-list.ts";

describe("a word list from a spreadsheet", () => {
  it("reads rows pasted from a spreadsheet (tabs), with a header row and an optional example", () => {
    const { rows, errors } = parseWordList(
      "English\tTürkçe\tÖrnek\r\nbook\tkitap\tI read a book.\r\npen\tkalem\r\n\r\n",
    );
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { english: "book", turkish: "kitap", example: "I read a book." },
      { english: "pen", turkish: "kalem", example: null },
    ]);
  });

  it("reads Turkish Excel's semicolons, and CSV with quotes holding separators, quotes and line breaks", () => {
    expect(parseWordList("\uFEFFapple;elma;An apple a day.\npear;armut;").rows).toEqual([
      { english: "apple", turkish: "elma", example: "An apple a day." },
      { english: "pear", turkish: "armut", example: null },
    ]);
    const csv = parseWordList(
      'look after,"bakmak, ilgilenmek","She said ""look after him""\nand left."\ngive up,vazgeçmek',
    );
    expect(csv.errors).toEqual([]);
    expect(csv.rows[0]).toEqual({
      english: "look after",
      turkish: "bakmak, ilgilenmek",
      example: 'She said "look after him"\nand left.',
    });
    expect(csv.rows[1]).toEqual({ english: "give up", turkish: "vazgeçmek", example: null });
  });

  it("names each bad row by the line it starts on, after a quoted line break too", () => {
    const { errors } = parseWordList('cat,kedi,"one\ntwo"\ndog\n,köpek\ncat,kedi\nbird,kuş,fly,high');
    expect(errors).toEqual([
      { line: 3, message: "3. satırda Türkçe karşılık eksik." },
      { line: 4, message: "4. satırda İngilizce kelime eksik." },
      { line: 5, message: "5. satırdaki “cat” 1. satırda da var." },
      { line: 6, message: "6. satırda üçten fazla sütun var (İngilizce, Türkçe, örnek cümle)." },
    ]);
  });

  it("refuses a text over its size before reading it, and a list over its row limit", () => {
    expect(parseWordList("a,b\n".repeat(60_000)).errors[0].message).toContain("çok uzun");
    const long = Array.from({ length: 2_001 }, (_, i) => `w${i},k${i}`).join("\n");
    expect(parseWordList(long).errors).toEqual([
      { line: 2_001, message: "Liste çok uzun: en çok 2.000 satır olabilir." },
    ]);
  });

  it("writes a list back as CSV that reads back the same", () => {
    const rows = [
      { english: "look up", turkish: "aramak; bakmak", example: 'Look it up in the "dictionary".' },
      { english: "İstanbul", turkish: "İstanbul", example: null },
    ];
    expect(parseWordList(formatWordListCsv(rows))).toEqual({ rows, errors: [] });
  });
});
