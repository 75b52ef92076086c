import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { storageKey } from "#core/content.ts";
import { splitPages } from "#core/pdf-text.ts";
import { createPdfTextReader, startPdfTextWorker, type PdfTextReader } from "#server/content/pdf-text.ts";
import { contents, pdfTexts } from "#server/db/schema.ts";
import { makeDemoPdf } from "#server/demo/pdf.ts";
import { everyEngine } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";
import { pdfOfPages, slowPage } from "#tests/support/pdf-files.ts";
import { useTestSite } from "#tests/support/test-site.ts";

/**
 * The text inside PDFs: read once in a thread of its own, kept per file, found
 * by search with the sentence around the words, read again when the file changes, and a
 * broken or slow file fails alone without stopping the rest.
 */
describe.each(everyEngine)("PDF text on %s", (kind) => {
  const storePdf = async (grade: number, name: string, lines: string[]) => {
    await site.services.storage.put(
      storageKey(grade, name),
      makeDemoPdf({ title: "Worksheet", subtitle: "Çalışma kağıdı", lines }),
      "application/pdf",
    );
    return name;
  };
  const search = async (q: string) => {
    const words = q.split(" ");
    return (await site.services.search.search(words, {}, 1)).items;
  };
  const textOf = async (id: number) =>
    (await site.services.database.db.select().from(pdfTexts).where(eq(pdfTexts.contentId, id)))[0];

  const site = useTestSite({ kind, pages: false });

  it("reads an entry's PDF once, and search finds its words with the sentence around them, titles first", async () => {
    const inside = await makeContent(site.services.database, {
      sinif: 6,
      konuIng: "Unit 4 Worksheet",
      konuTr: "4. Ünite Çalışma Kağıdı",
      file: await storePdf(6, "unit-4-aaaa0001.pdf", [
        "My grandfather plays backgammon in the garden every evening.",
        "Dedem her akşam bahçede tavla oynar.",
      ]),
    });
    const titled = await makeContent(site.services.database, {
      sinif: 6,
      konuIng: "Backgammon Words",
      konuTr: "Tavla Kelimeleri",
      file: await storePdf(6, "tavla-aaaa0002.pdf", ["Dice and board."]),
    });
    await site.services.pdfText.runOnce();

    const text = await textOf(inside.id);
    expect(text).toMatchObject({ status: "done", pages: 2 });
    expect(splitPages(text.body)[0]).toContain("My grandfather plays backgammon in the garden every evening.");

    const hits = await search("backgammon");
    expect(hits.map((h) => h.id)).toEqual([titled.id, inside.id]);
    expect(hits[1].snippet).toContain("plays backgammon in the garden");
    // Turkish folded on both sides, and an English word by its stem.
    expect((await search("aksam")).map((h) => h.id)).toEqual([inside.id]);
    expect((await search("grandfathers")).map((h) => h.id)).toEqual([inside.id]);
    // A second pass has nothing left to read.
    expect(await site.services.pdfText.runOnce()).toBe(0);
  });

  it("reads an edited entry's new file, and the old file's words no longer find it", async () => {
    const entry = await makeContent(site.services.database, {
      sinif: 7,
      konuIng: "Weather Worksheet",
      konuTr: "Hava Durumu",
      file: await storePdf(7, "weather-bbbb0001.pdf", ["It is snowing in Erzurum."]),
    });
    await site.services.pdfText.runOnce();
    expect((await search("snowing")).map((h) => h.id)).toEqual([entry.id]);

    await site.services.database.db
      .update(contents)
      .set({ file: await storePdf(7, "weather-bbbb0002.pdf", ["It is sunny in Antalya."]) })
      .where(eq(contents.id, entry.id));
    expect(await search("snowing")).toEqual([]);
    await site.services.pdfText.runOnce();
    expect((await search("sunny")).map((h) => h.id)).toEqual([entry.id]);
    expect(await search("snowing")).toEqual([]);
  });

  it("gives up on a file that is not a PDF after three tries, leaving its entry found by its titles", async () => {
    await site.services.storage.put(
      storageKey(8, "broken-cccc0001.pdf"),
      Buffer.from("%PDF-1.4 this is not really a PDF"),
      "application/pdf",
    );
    const entry = await makeContent(site.services.database, {
      sinif: 8,
      konuIng: "Broken Worksheet",
      konuTr: "Bozuk Dosya",
      file: "broken-cccc0001.pdf",
    });
    for (let attempt = 1; attempt <= 3; attempt++) {
      await site.services.pdfText.runOnce();
      expect(await textOf(entry.id)).toMatchObject({
        attempts: attempt,
        status: attempt < 3 ? "pending" : "failed",
        body: "",
      });
      // The next try waits (a minute per try so far); the test lets that time pass.
      await site.services.database.db
        .update(pdfTexts)
        .set({ leaseUntil: sql`now() - interval '1 second'` })
        .where(eq(pdfTexts.contentId, entry.id));
    }
    expect(await site.services.pdfText.runOnce()).toBe(0);
    expect((await textOf(entry.id)).attempts).toBe(3);
    expect((await search("broken")).map((h) => h.id)).toEqual([entry.id]);
  });

  it("lets two instances share the work: every file is read exactly once", async () => {
    const files = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => storePdf(9, `shared-dddd000${n}.pdf`, [`Shared worksheet number ${n}.`])),
    );
    for (const file of files)
      await makeContent(site.services.database, { sinif: 9, konuIng: `Shared ${file}`, konuTr: "Ortak", file });
    await site.services.pdfText.stop();
    const read: number[] = [];
    const counting = (real: PdfTextReader): PdfTextReader =>
      Object.assign(
        async (data: Uint8Array) => {
          const pages = await real(data);
          read.push(Number(/number (\d)/.exec(pages.join(" "))?.[1]));
          return pages;
        },
        { close: real.close },
      );
    const [a, b] = [1, 2].map(() =>
      startPdfTextWorker({
        db: site.services.database.db,
        storage: site.services.storage,
        reader: counting(createPdfTextReader()),
        intervalMs: 3_600_000,
        batch: 2,
      }),
    );
    await Promise.all([a.runOnce(), b.runOnce()]);
    await Promise.all([a.close(), b.close()]);
    expect(read.sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("a stopping instance ends a reading under way instead of waiting for it, counts no failed try, and the next instance reads the file at once", async () => {
    const name = "long-ffff0001.pdf";
    await site.services.storage.put(
      storageKey(10, name),
      pdfOfPages(Array.from({ length: 24 }, () => slowPage())),
      "application/pdf",
    );
    const entry = await makeContent(site.services.database, { sinif: 10, konuIng: "Long", konuTr: "Uzun", file: name });
    await site.services.pdfText.stop();
    const real = createPdfTextReader();
    const events: string[] = [];
    const watched: PdfTextReader = Object.assign(
      (data: Uint8Array) =>
        (events.push("reading"), real(data)).then(
          (pages) => (events.push("read"), pages),
          (error: unknown) => {
            events.push("ended");
            throw error;
          },
        ),
      { close: () => (events.push("reader closed"), real.close()) },
    );
    const first = startPdfTextWorker({
      db: site.services.database.db,
      storage: site.services.storage,
      reader: watched,
      intervalMs: 3_600_000,
    });
    const pass = first.runOnce();
    await expect.poll(() => events, { timeout: 30_000 }).toContain("reading");
    await first.stop();
    await pass;
    expect(events).toEqual(["reading", "reader closed", "ended"]);
    expect(await textOf(entry.id)).toMatchObject({ status: "pending", attempts: 0, leaseUntil: null });
    // Its reader gets more than the 60 s a file: on a loaded machine the 24 slow pages took longer, and this test is about the hand-over, not the limit.
    const next = startPdfTextWorker({
      db: site.services.database.db,
      storage: site.services.storage,
      reader: createPdfTextReader({ timeoutMs: 150_000 }),
      intervalMs: 3_600_000,
    });
    await next.runOnce();
    await next.close();
    expect(await textOf(entry.id)).toMatchObject({ status: "done", attempts: 0 });
  }, 240_000);

  it("removes an entry's text with the entry", async () => {
    const entry = await makeContent(site.services.database, {
      sinif: 10,
      konuIng: "Gone",
      konuTr: "Gitti",
      file: await storePdf(10, "gone-eeee0001.pdf", ["Soon gone."]),
    });
    const worker = startPdfTextWorker({
      db: site.services.database.db,
      storage: site.services.storage,
      intervalMs: 3_600_000,
    });
    await worker.runOnce();
    await worker.close();
    expect(await textOf(entry.id)).toBeDefined();
    await site.services.database.db.delete(contents).where(eq(contents.id, entry.id));
    expect(await textOf(entry.id)).toBeUndefined();
  });
});

describe("the PDF reader", () => {
  it("ends a file that takes too long, and reads the next one in a new thread", async () => {
    const pdf = makeDemoPdf({ title: "Slow", subtitle: "Yavaş", lines: ["One line."] });
    const impatient = createPdfTextReader({ timeoutMs: 1 });
    await expect(impatient(new Uint8Array(pdf))).rejects.toThrow(/longer than 1 ms/);
    await impatient.close();
    const reader = createPdfTextReader();
    expect((await reader(new Uint8Array(pdf))).join(" ")).toContain("One line.");
    await expect(reader(new Uint8Array(Buffer.from("not a pdf at all")))).rejects.toThrow();
    expect((await reader(new Uint8Array(pdf))).join(" ")).toContain("One line.");
    await reader.close();
  });
});
