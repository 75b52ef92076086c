import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPath, fileKey, storageKey, type ContentEntry } from "#core/content.ts";
import { PAGE_FORMATS, THUMBNAIL } from "#core/images.ts";
import { PAGE_COPIES, pageCopyName } from "#core/pdf-pages.ts";
import {
  copyKey,
  createPageDrawer,
  networkIsolation,
  startPdfPagesWorker,
  type PageDrawer,
} from "#server/content/pdf-pages.ts";
import { contents, pdfPages } from "#server/db/schema.ts";
import { makeDemoPdf } from "#server/demo/pdf.ts";
import { contentForm, sessionHeaders, validFields } from "#tests/support/admin.ts";
import { dbKinds, everyEngine, type DbKind } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";
import { hungryPage, passwordPdf, pdfOfPages, slowPage, textPage } from "#tests/support/pdf-files.ts";
import { startS3Server, type S3Peer } from "#scripts/peers/s3.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { childrenOfThisProcess } from "#tests/support/processes.ts";

/**
 * A PDF's pages drawn once on the server: each page into every copy the picture
 * viewer uses and a thumbnail, in a process of its own; recorded page by page so another
 * instance or a restart goes on where it stopped; a page past a time or memory limit fails
 * alone; a document with a password or broken bytes keeps its download link; the content
 * page shows the pictures with their sizes and text and needs no script.
 */
/**
 * A limit the slow page (about 130 s of processor time) is far past and a text page never
 * reaches: a text page's drawing, with a new drawing process opening the document again after
 * a page was cut off, takes 0.3 s on a quiet machine and up to 1.5 s beside other work (with
 * a limit of 1 s the page after the slow one failed there too, its size null).
 */
const STRICT = { cpuSecondsPerPage: 5, wallSecondsPerPage: 120, memoryBytes: 2 ** 30 };

/** A whole site on `kind` drawing PDF pages, and what its tests share. */
function pdfPagesSite(kind: DbKind) {
  const pdfEntry = async (
    grade: number,
    name: string,
    bytes: Buffer,
    fields: Partial<ContentEntry> & { type?: string } = {},
  ) => {
    await site.services.storage.put(storageKey(grade, name), bytes, "application/pdf");
    return makeContent(site.services.database, {
      sinif: grade,
      file: name,
      konuIng: `Worksheet ${name}`,
      konuTr: "Çalışma kağıdı",
      ...fields,
    });
  };
  const rowOf = async (id: number) =>
    (await site.services.database.db.select().from(pdfPages).where(eq(pdfPages.contentId, id)))[0];
  const page = async (entry: ContentEntry, init?: RequestInit) => {
    const res = await site.app.request(contentPath(entry), init);
    expect(res.status).toBe(200);
    return (await res.text()).replaceAll("<!-- -->", "");
  };
  /** A worker of its own beside the services' (another instance, or one with other limits). */
  const worker = (drawer: PageDrawer, options: { maxPages?: number; batch?: number } = {}) =>
    startPdfPagesWorker({
      db: site.services.database.db,
      storage: site.services.storage,
      drawer,
      automatic: false,
      ...options,
    });

  const site = useTestSite({
    kind,
    options: { pdfPages: { drawer: createPageDrawer(undefined, { lowPriority: false }) } },
  });
  return { site, pdfEntry, rowOf, page, worker };
}

// Drawing itself (copies, limits, what the page shows) runs the same SQL on either engine: one engine (decision 0080).
describe.each(dbKinds)("PDF pages drawn on %s", (kind) => {
  const { site, pdfEntry, rowOf, page, worker } = pdfPagesSite(kind);

  it("draws every page into each width and format and a thumbnail; the page shows them, sized, with their text, and no pdf.js", async () => {
    const entry = await pdfEntry(
      5,
      "my-town-aaaa0001.pdf",
      makeDemoPdf({
        title: "My Town",
        subtitle: "Benim şehrim",
        lines: Array.from({ length: 40 }, (_, i) => `Line ${i + 1}: the library is next to the post office.`),
      }),
    );
    // Before the pages are drawn, the PDF viewer shows the document as before.
    expect(await page(entry)).not.toContain("data-page-picture");
    await site.services.pdfText.runOnce();
    expect(await site.services.pdfPages.runOnce()).toBe(1);

    const row = await rowOf(entry.id);
    expect(row).toMatchObject({ status: "done", hasThumb: true, error: null });
    expect(row.pageCount).toBeGreaterThan(1);
    expect(row.sizes).toHaveLength(row.pageCount);
    for (const size of row.sizes) expect(size).toEqual([1200, 1697]);
    const key = fileKey(entry)!;
    for (let n = 1; n <= row.pageCount; n++) {
      for (const { width, format } of PAGE_COPIES)
        expect(
          await site.services.storage.stat(copyKey(key, pageCopyName(n, width, format))),
          `page ${n} ${width}.${format}`,
        ).not.toBeNull();
    }

    const html = await page(entry);
    const pictures = [...html.matchAll(/<li[^>]*data-page-picture="(\d+)"[^>]*>([\s\S]*?)<\/li>/g)];
    expect(pictures.map((m) => Number(m[1]))).toEqual(Array.from({ length: row.pageCount }, (_, i) => i + 1));
    // The first page at once and with its size (nothing jumps), the others as the pupil scrolls.
    expect(pictures[0][2]).toMatch(
      /<img [^>]*width="1200" height="1697"[^>]*loading="eager"[^>]*fetchpriority="high"/i,
    );
    expect(pictures[1][2]).toMatch(/<img [^>]*loading="lazy"/);
    expect(pictures[0][2]).toContain(`/files/${key}/p1-1200.avif 1200w`);
    // Each page's words sit beside its picture for screen readers (the same reading as search).
    expect(pictures[0][2]).toContain("the library is next to the post office.");
    expect(html).toContain("Yakınlaştır");
    expect(html).toContain("Metni seç");
    expect(html).not.toMatch(/pdf\.worker|pdf-document/);

    const copy = await site.app.request(`/files/${key}/p2-800.avif`);
    expect(copy.status).toBe(200);
    expect(copy.headers.get("Content-Type")).toBe("image/avif");
    expect(copy.headers.get("Cache-Control")).toContain("immutable");
    expect(
      (await site.app.request(`/files/${key}/p2-800.avif`, { headers: { "If-None-Match": copy.headers.get("ETag")! } }))
        .status,
    ).toBe(304);
    // A page the document does not have, a width nobody makes: refused, never drawn on request.
    expect((await site.app.request(`/files/${key}/p${row.pageCount + 1}-800.avif`)).status).toBe(404);
    expect((await site.app.request(`/files/${key}/p1-640.avif`)).status).toBe(404);
  });

  it("keeps each thumbnail of a page and of a picture within 6 KB", async () => {
    const entry = await pdfEntry(
      6,
      "thumbs-aaaa0002.pdf",
      makeDemoPdf({ title: "Hobbies", subtitle: "Hobiler", lines: ["I like chess.", "She collects stamps."] }),
    );
    await site.services.pdfPages.runOnce();
    for (const format of PAGE_FORMATS) {
      const res = await site.app.request(`/files/${fileKey(entry)}/thumb.${format}`);
      expect(res.status, format).toBe(200);
      expect((await res.arrayBuffer()).byteLength, format).toBeLessThanOrEqual(6 * 1024);
    }
    // Every demo picture (our own artwork, the site's real pictures), in every format.
    const sharp = (await import("sharp")).default;
    const demoImages = path.resolve(import.meta.dirname, "../../server/demo/images");
    for (const name of fs.readdirSync(demoImages)) {
      const photo = await makeContent(site.services.database, {
        sinif: 6,
        fileType: "image",
        file: `${name.replace(/\.webp$/, "")}-aaaa0003.webp`,
      });
      await site.services.storage.put(fileKey(photo)!, fs.readFileSync(path.join(demoImages, name)), "image/webp");
      for (const format of PAGE_FORMATS) {
        const res = await site.app.request(`/files/${fileKey(photo)}/thumb.${format}`);
        expect(res.status, `${name} ${format}`).toBe(200);
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(bytes.byteLength, `${name} ${format}`).toBeLessThanOrEqual(6 * 1024);
        expect(await sharp(bytes).metadata()).toMatchObject({ width: THUMBNAIL.width, height: THUMBNAIL.height });
      }
    }
  });

  it("puts a thumbnail on the list cards of a drawn PDF and of a picture, none on a video's or an undrawn PDF's, none in data-saver mode", async () => {
    const drawn = await pdfEntry(3, "drawn-dddd0001.pdf", pdfOfPages([textPage("Drawn")]), {
      type: "/alistirmalar",
      konuIng: "Drawn Sheet",
    });
    const undrawn = await makeContent(site.services.database, {
      sinif: 3,
      type: "/alistirmalar",
      konuIng: "Undrawn Sheet",
      file: "undrawn-dddd0002.pdf",
    });
    const picture = await makeContent(site.services.database, {
      sinif: 3,
      type: "/alistirmalar",
      konuIng: "A Picture",
      fileType: "image",
      file: "resim-dddd0003.png",
    });
    const video = await makeContent(site.services.database, {
      sinif: 3,
      type: "/alistirmalar",
      konuIng: "A Video",
      fileType: "video",
    });
    await site.services.pdfPages.runOnce();
    const cardOf = (html: string, title: string) => {
      const cards = html.split("<article");
      return cards.find((card) => card.includes(`>${title}<`)) ?? "";
    };
    const list = await (await site.app.request("/alistirmalar?sinif=3")).text();
    expect(cardOf(list, "Drawn Sheet")).toMatch(
      new RegExp(`<img src="/files/${fileKey(drawn)}/thumb\\.jpg"[^>]*width="80" height="112"[^>]*loading="lazy"`),
    );
    expect(cardOf(list, "Drawn Sheet")).toContain(`srcSet="/files/${fileKey(drawn)}/thumb.avif"`);
    expect(cardOf(list, "A Picture")).toContain(`/files/${fileKey(picture)}/thumb.jpg`);
    for (const title of ["Undrawn Sheet", "A Video"]) expect(cardOf(list, title), title).not.toContain("thumb.");
    expect(undrawn.id && video.id).toBeTruthy();
    // The grade page's cards too; in data-saver mode no card names a thumbnail.
    expect(await (await site.app.request("/classes/3")).text()).toContain(`/files/${fileKey(drawn)}/thumb.jpg`);
    expect(
      await (await site.app.request("/alistirmalar?sinif=3", { headers: { "Save-Data": "on" } })).text(),
    ).not.toContain("thumb.");
  });

  it("shows the first page only, in its smallest copy, in data-saver mode, and every page when asked", async () => {
    const entry = await pdfEntry(
      7,
      "three-aaaa0004.pdf",
      pdfOfPages([textPage("One"), textPage("Two"), textPage("Three")]),
    );
    await site.services.pdfPages.runOnce();
    const light = await page(entry, { headers: { "Save-Data": "on" } });
    expect([...light.matchAll(/data-page-picture="/g)]).toHaveLength(1);
    expect(light).not.toMatch(/p1-(800|1200)\./);
    expect(light).toContain("p1-480.avif 480w");
    expect(light).toContain("Tüm sayfaları göster (3 sayfa)");
    expect(light).toContain('href="/classes/7/');
    const allHtml = await (
      await site.app.request(`${contentPath(entry)}?sayfalar=tumu`, { headers: { "Save-Data": "on" } })
    ).text();
    expect([...allHtml.matchAll(/data-page-picture="/g)]).toHaveLength(3);
    expect(allHtml).not.toMatch(/p\d-(800|1200)\./);
  });

  it("a page past its processor-time limit fails alone; the others are drawn and the admin is told which", async () => {
    const entry = await pdfEntry(
      8,
      "slow-aaaa0005.pdf",
      pdfOfPages([textPage("Before"), slowPage(), textPage("After")]),
    );
    const strict = worker(createPageDrawer(STRICT, { lowPriority: false }));
    // While the slow page is drawn, the server answers: the drawing is another process.
    const drawing = strict.runOnce();
    let finished = false;
    void drawing.then(() => (finished = true));
    await expect.poll(async () => (await rowOf(entry.id))?.sizes.length ?? 0, { timeout: 90_000 }).toBe(1);
    expect((await site.app.request("/healthz")).status).toBe(200);
    expect(finished).toBe(false);
    await drawing;
    await strict.close();

    expect(await rowOf(entry.id)).toMatchObject({
      status: "done",
      pageCount: 3,
      sizes: [[1200, 1697], null, [1200, 1697]],
    });
    const pupil = await page(entry);
    expect(pupil).toContain("Bu sayfa resim olarak hazırlanamadı.");
    expect(pupil).not.toContain("Yönetici notu");
    expect(await page(entry, { headers: await sessionHeaders(site.services, "admin") })).toContain(
      "şu sayfaları resme çevrilemedi: 2.",
    );
  }, 90_000);

  it("a page whose picture wants more memory than allowed fails alone", async () => {
    const entry = await pdfEntry(
      8,
      "hungry-aaaa0006.pdf",
      pdfOfPages([textPage("Before"), hungryPage(), textPage("After")], {
        images: [{ name: "Im1", width: 6000, height: 6000 }],
      }),
    );
    const frugal = worker(
      createPageDrawer(
        { cpuSecondsPerPage: 60, wallSecondsPerPage: 120, memoryBytes: 560 * 2 ** 20 },
        { lowPriority: false },
      ),
    );
    await frugal.runOnce();
    await frugal.close();
    expect(await rowOf(entry.id)).toMatchObject({ status: "done", sizes: [[1200, 1697], null, [1200, 1697]] });
  }, 90_000);

  it("keeps a PDF with a password, or broken bytes, downloadable, with the PDF viewer's word and the admin's note", async () => {
    const locked = await pdfEntry(9, "locked-aaaa0007.pdf", passwordPdf());
    const broken = await pdfEntry(9, "broken-aaaa0008.pdf", Buffer.from("%PDF-1.4\nthis is not really a PDF\n%%EOF\n"));
    await site.services.pdfPages.runOnce();
    expect(await rowOf(locked.id)).toMatchObject({ status: "failed", error: "password", sizes: [] });
    expect(await rowOf(broken.id)).toMatchObject({ status: "failed", error: "unreadable" });
    for (const entry of [locked, broken]) {
      const download = await site.app.request(`/files/${fileKey(entry)}?indir`);
      expect(download.status).toBe(200);
      expect(download.headers.get("Content-Disposition")).toMatch(/^attachment/);
      expect(await page(entry)).not.toContain("data-page-picture");
    }
    expect(await page(locked, { headers: await sessionHeaders(site.services, "admin") })).toContain("parola korumalı");
    // Nothing is tried again for them.
    expect(await site.services.pdfPages.runOnce()).toBe(0);
  });

  it("draws the first pages of a 500-page PDF, keeps the whole file, and says where the rest is", async () => {
    const entry = await pdfEntry(
      10,
      "book-aaaa0009.pdf",
      pdfOfPages(Array.from({ length: 500 }, (_, i) => textPage(`Page ${i + 1}`))),
    );
    const short = worker(createPageDrawer(undefined, { lowPriority: false }), { maxPages: 3 });
    await short.runOnce();
    await short.close();
    expect(await rowOf(entry.id)).toMatchObject({ status: "done", pageCount: 500 });
    expect((await rowOf(entry.id)).sizes).toHaveLength(3);
    const html = await page(entry);
    expect([...html.matchAll(/data-page-picture="/g)]).toHaveLength(3);
    expect(html).toContain("Burada belgenin ilk 3 sayfası gösteriliyor. 500 sayfanın tamamı için");
    expect((await site.app.request(`/files/${fileKey(entry)}`)).status).toBe(200);
  });

  it("runs the drawing at the lowest processor priority", async () => {
    const drawer = createPageDrawer();
    const probe = worker(drawer);
    const entry = await pdfEntry(2, "nice-cccc0004.pdf", pdfOfPages([textPage("Nice")]));
    await probe.runOnce();
    expect(await rowOf(entry.id)).toMatchObject({ status: "done" });
    expect(drawer.nice()).toBe(19);
    await probe.close();
  });
});

// Leases, the hand-over between instances and the queue's order: what the engines may do differently.
describe.each(everyEngine)("PDF pages shared between instances on %s", (kind) => {
  const { site, pdfEntry, rowOf, page, worker } = pdfPagesSite(kind);

  it("goes on from the next page after an instance stopped mid-document, drawing no page twice", async () => {
    const entry = await pdfEntry(
      11,
      "resume-aaaa0010.pdf",
      pdfOfPages([textPage("One"), textPage("Two"), textPage("Three"), textPage("Four")]),
    );
    const drawn: number[] = [];
    const real = createPageDrawer(undefined, { lowPriority: false });
    // The first instance dies (its store stops answering) after two pages.
    const dying: PageDrawer = {
      ...real,
      open: (data) => real.open(data),
      async draw(n, options) {
        if (n === 3) throw new Error("the instance stopped");
        drawn.push(n);
        return real.draw(n, options);
      },
    };
    const first = worker(dying);
    await first.runOnce();
    await first.close();
    expect((await rowOf(entry.id)).sizes).toHaveLength(2);
    expect((await rowOf(entry.id)).status).toBe("pending");
    // Its lease has run out: another instance takes the entry over.
    await site.services.database.db
      .update(pdfPages)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(pdfPages.contentId, entry.id));
    const counting = createPageDrawer(undefined, { lowPriority: false });
    const second = worker({
      ...counting,
      open: (data) => counting.open(data),
      draw: (n, options) => (drawn.push(n), counting.draw(n, options)),
    });
    await second.runOnce();
    await second.close();
    expect(drawn).toEqual([1, 2, 3, 4]);
    expect(await rowOf(entry.id)).toMatchObject({ status: "done", pageCount: 4 });
    expect((await rowOf(entry.id)).sizes).toHaveLength(4);
  });

  it("a stopping instance ends the page it is drawing instead of waiting for it, counts it as no failure, and the next instance goes on at once", async () => {
    const entry = await pdfEntry(
      11,
      "stopping-aaaa0011.pdf",
      pdfOfPages([textPage("One"), slowPage(), textPage("Three")]),
    );
    const real = createPageDrawer(
      { cpuSecondsPerPage: 600, wallSecondsPerPage: 600, memoryBytes: 2 ** 30 },
      { lowPriority: false },
    );
    const events: string[] = [];
    const watched: PageDrawer = {
      ...real,
      open: (data) => real.open(data),
      draw: (n, options) =>
        real.draw(n, options).then(
          (drawn) => (events.push(`page ${n} drawn`), drawn),
          (error: unknown) => {
            events.push(`page ${n} ended`);
            throw error;
          },
        ),
      close: () => (events.push("drawer closed"), real.close()),
    };
    const first = worker(watched);
    const pass = first.runOnce();
    await expect.poll(async () => (await rowOf(entry.id))?.sizes.length ?? 0, { timeout: 90_000 }).toBe(1);
    await first.stop();
    await pass;
    // The slow page was cut short by the stop; it did not run to its end before the stop went on.
    expect(events).toEqual(["page 1 drawn", "drawer closed", "page 2 ended"]);
    const left = await rowOf(entry.id);
    expect(left).toMatchObject({ status: "pending", attempts: 0, leaseUntil: null });
    expect(left.sizes).toHaveLength(1);
    // No lease to wait out: the next instance takes the entry from page 2 (with the strict limit, so the slow page fails there, once, and the page after it, drawn by a new process, does not).
    const next = worker(createPageDrawer(STRICT, { lowPriority: false }));
    await next.runOnce();
    await next.close();
    expect(await rowOf(entry.id)).toMatchObject({
      status: "done",
      pageCount: 3,
      sizes: [[1200, 1697], null, [1200, 1697]],
    });
  }, 120_000);

  it("lets two instances share the work: each document drawn exactly once", async () => {
    await site.services.pdfPages.runOnce();
    const entries = await Promise.all(
      [1, 2, 3, 4].map((n) => pdfEntry(12, `shared-bbbb000${n}.pdf`, pdfOfPages([textPage(`Shared ${n}`)]))),
    );
    const opened: number[] = [];
    const instance = () => {
      const real = createPageDrawer(undefined, { lowPriority: false });
      return worker(
        {
          ...real,
          open: async (data) => (opened.push(data.byteLength), real.open(data)),
          draw: (n, o) => real.draw(n, o),
          close: () => real.close(),
        },
        { batch: 1 },
      );
    };
    const [a, b] = [instance(), instance()];
    await Promise.all([a.runOnce(), b.runOnce()]);
    await Promise.all([a.close(), b.close()]);
    expect(opened).toHaveLength(4);
    for (const entry of entries) expect((await rowOf(entry.id)).status).toBe("done");
  });

  it("draws a pupil's wanted document first, and an edited entry's new file again", async () => {
    const waiting = await pdfEntry(12, "later-cccc0001.pdf", pdfOfPages([textPage("Later")]));
    const wanted = await pdfEntry(12, "wanted-cccc0002.pdf", pdfOfPages([textPage("Wanted")]));
    await page(wanted);
    expect((await rowOf(wanted.id)).wantedAt).not.toBeNull();
    const order: number[] = [];
    const real = createPageDrawer(undefined, { lowPriority: false });
    const first = worker(
      { ...real, open: (data) => (order.push(data.byteLength), real.open(data)), draw: (n, o) => real.draw(n, o) },
      { batch: 1 },
    );
    await first.runOnce();
    await first.close();
    expect((await rowOf(wanted.id)).status).toBe("done");
    expect((await rowOf(waiting.id)).status).toBe("done");
    const wantedSize = (await site.services.storage.stat(fileKey(wanted)!))!.size;
    expect(order[0]).toBe(wantedSize);

    await site.services.storage.put(
      storageKey(12, "wanted-cccc0003.pdf"),
      pdfOfPages([textPage("New 1"), textPage("New 2")]),
      "application/pdf",
    );
    await site.services.database.db
      .update(contents)
      .set({ file: "wanted-cccc0003.pdf" })
      .where(eq(contents.id, wanted.id));
    await site.services.pdfPages.runOnce();
    expect(await rowOf(wanted.id)).toMatchObject({ file: "wanted-cccc0003.pdf", status: "done", pageCount: 2 });
  });
});

describe("PDF pages in an S3 store", () => {
  let s3: S3Peer;

  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3?.close());
  const site = useTestSite(() => ({
    settings: s3.settings,
    options: { pdfPages: { drawer: createPageDrawer(undefined, { lowPriority: false }) } },
  }));

  it("stores every copy beside the PDF in the bucket, serves them from there, and removes them with the PDF", async () => {
    const form = contentForm(
      { ...validFields, icerikTuru: "3" },
      { bytes: pdfOfPages([textPage("One"), textPage("Two")]), name: "iki-sayfa.pdf", type: "application/pdf" },
    );
    const created = await site.app.request("/notekle", {
      method: "POST",
      body: form,
      headers: await sessionHeaders(site.services, "admin"),
    });
    expect(created.status).toBeLessThan(400);
    const [entry] = await site.services.database.db
      .select()
      .from(contents)
      .where(eq(contents.konuIng, validFields.konuIng));
    await site.services.pdfPages.runOnce();
    const key = fileKey(entry)!;
    const keys: string[] = [];
    for await (const k of site.services.storage.list(`copies/${key}/`)) keys.push(k);
    // 9 copies of each of 2 pages and 3 thumbnails.
    expect(keys).toHaveLength(2 * PAGE_COPIES.length + PAGE_FORMATS.length);
    const copy = await site.app.request(`/files/${key}/p2-480.webp`);
    expect(copy.status).toBe(200);
    expect(copy.headers.get("Content-Type")).toBe("image/webp");

    const deleted = await site.app.request(`/notekle/${entry.id}/sil`, {
      method: "POST",
      headers: await sessionHeaders(site.services, "admin"),
      body: new URLSearchParams({ geri: "/alistirmalar?sinif=7" }),
    });
    expect(deleted.status).toBeLessThan(400);
    const left: string[] = [];
    for await (const k of site.services.storage.list(`copies/${key}/`)) left.push(k);
    expect(left).toEqual([]);
    expect((await site.app.request(`/files/${key}/p2-480.webp`)).status).toBe(404);
  });
});

/**
 * The drawing process reads files someone uploaded with pdf.js; were pdf.js made to
 * run their code, it must find no password of the site in its environment and, where Linux
 * lets us, no network to reach the database or anything else with (decision 0055).
 */
describe.runIf(process.platform === "linux")("the PDF drawing process", () => {
  const secrets = {
    DATABASE_URL: "postgres://merdiven:db-secret-1@db.example:5432/merdiven",
    SMTP_URL: "smtps://mailer:smtp-secret-2@mail.example:465",
    S3_ACCESS_KEY_ID: "AKIASECRETKEY3",
    S3_SECRET_ACCESS_KEY: "s3-secret-access-key-4",
    TWO_STEP_KEY: "two-step-secret-5-two-step-secret-5",
  };

  it("holds none of the server's secrets in its environment and, where unshare works, has a network of its own", async () => {
    const before = Object.fromEntries(Object.keys(secrets).map((name) => [name, process.env[name]]));
    Object.assign(process.env, secrets);
    const drawer = createPageDrawer(undefined, { lowPriority: false });
    try {
      const already = new Set(childrenOfThisProcess());
      expect(await drawer.open(new Uint8Array(pdfOfPages([textPage("Secrets")])))).toEqual({ pageCount: 1 });
      // Still running: it waits a quiet minute for the next page.
      const [pid] = childrenOfThisProcess().filter(
        (child) =>
          !already.has(child) && fs.readFileSync(`/proc/${child}/cmdline`, "utf8").includes("pdf-pages-process.mjs"),
      );
      expect(pid).toBeGreaterThan(0);
      const environ = fs.readFileSync(`/proc/${pid}/environ`, "utf8");
      for (const value of Object.values(secrets)) expect(environ).not.toContain(value);
      // Only what Node itself adds for the channel to the server.
      expect(
        environ
          .split("\0")
          .filter(Boolean)
          .map((pair) => pair.split("=")[0])
          .filter((name) => !name.startsWith("NODE_CHANNEL_")),
      ).toEqual([]);
      if (await networkIsolation())
        expect(fs.readlinkSync(`/proc/${pid}/ns/net`)).not.toBe(fs.readlinkSync(`/proc/${process.pid}/ns/net`));
      // And it still draws.
      expect((await drawer.draw(1, { thumb: false })).copies.length).toBe(PAGE_COPIES.length);
    } finally {
      for (const [name, value] of Object.entries(before))
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      await drawer.close();
    }
  });
});
