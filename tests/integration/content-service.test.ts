import { describe, expect, it } from "vitest";
import { createContentService } from "#server/content/content-service.ts";
import { contents } from "#server/db/schema.ts";
import { dbKinds } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";
import { useTestDatabase } from "#tests/support/test-site.ts";

describe.each(dbKinds)("content on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("refuses rows the site could not show", async () => {
    const bad = [
      { sinif: 1 },
      { sinif: 13 },
      { donem: 3 },
      { unite: 0 },
      { type: 10 as never },
      { fileType: "video" as const, link: null },
      { fileType: "pdf" as const, file: null },
      { fileType: "pdf" as const, link: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" },
      { fileType: "spreadsheet" as never },
      // Audio is a file, never a link, and only audio keeps a transcript.
      { fileType: "audio" as never, file: null, link: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" },
      { fileType: "pdf" as const, transcript: "WEBVTT" } as never,
      { konuIng: "   " },
    ];
    for (const overrides of bad) {
      await expect(makeContent(database, overrides as never), JSON.stringify(overrides)).rejects.toThrow();
    }
    const rows = await database.db.select().from(contents);
    expect(rows).toHaveLength(0);
  });

  it("lists one grade and type in term, unit order, a page at a time", async () => {
    const service = createContentService(database.db);
    const late = await makeContent(database, { sinif: 6, type: "/kelimeler", donem: 2, unite: 7, konuIng: "Fair" });
    const early = await makeContent(database, { sinif: 6, type: "/kelimeler", donem: 1, unite: 1, konuIng: "Life" });
    const middle = await makeContent(database, {
      sinif: 6,
      type: "/kelimeler",
      donem: 1,
      unite: 4,
      konuIng: "Weather",
    });
    await makeContent(database, { sinif: 6, type: "/alistirmalar" });
    await makeContent(database, { sinif: 7, type: "/kelimeler" });

    const all = await service.listByGradeAndType(6, 2, { page: 1, pageSize: 24 });
    expect(all.items.map((e) => e.id)).toEqual([early.id, middle.id, late.id]);
    expect(all.total).toBe(3);

    const second = await service.listByGradeAndType(6, 2, { page: 2, pageSize: 2 });
    expect(second.items.map((e) => e.id)).toEqual([late.id]);
    expect(second.total).toBe(3);

    expect((await service.listByGradeAndType(12, 9, { page: 1, pageSize: 24 })).items).toEqual([]);

    const { previous, next } = await service.neighbours(middle);
    expect(previous?.id).toBe(early.id);
    expect(next?.id).toBe(late.id);
    expect((await service.neighbours(early)).previous).toBeNull();
    expect((await service.neighbours(late)).next).toBeNull();
  });

  it("lists a grade in term, unit and type order a page at a time, with its units counted, and counts", async () => {
    const service = createContentService(database.db);
    const { items: entries, total } = await service.listByGrade(6, { page: 1, pageSize: 48 });
    expect(entries.map((e) => [e.donem, e.unite, e.icerikTuru])).toEqual(
      [...entries]
        .map((e) => [e.donem, e.unite, e.icerikTuru])
        .sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]),
    );
    expect(entries).toHaveLength(4);
    expect(total).toBe(4);
    const secondPage = await service.listByGrade(6, { page: 2, pageSize: 3 });
    expect(secondPage.items.map((e) => e.id)).toEqual([entries[3].id]);
    // Each unit with its entries' ids, so the grade page can count what the pupil has done.
    const byUnit = (term: number, unit: number) =>
      entries
        .filter((e) => e.donem === term && e.unite === unit)
        .map((e) => e.id)
        .sort((a, b) => a - b);
    expect(await service.unitsOfGrade(6)).toEqual([
      { term: 1, unit: 1, count: 2, ids: byUnit(1, 1) },
      { term: 1, unit: 4, count: 1, ids: byUnit(1, 4) },
      { term: 2, unit: 7, count: 1, ids: byUnit(2, 7) },
    ]);
    expect(await service.unitsOfGrade(11)).toEqual([]);
    expect(await service.stats()).toEqual({ contentCount: 5, gradeCount: 2 });
    const one = await service.getById(entries[0].id);
    expect(one?.konuIng).toBe(entries[0].konuIng);
    expect(await service.getById(999_999)).toBeNull();
  });
});
