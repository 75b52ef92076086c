import fs from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { makeDemoPdf } from "#server/demo/pdf.ts";
import { trViewer } from "#core/messages/viewer.ts";
import { canvasWidth, demoEntry, hasInk, pdfViewerEntry, watchOtherSites } from "./content-helpers";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { drawnPages, drawnPdfWithoutScripts, expectPictureShown, zoomAtThePageBeingRead } from "./pdf-pages";

/** What pdf.js itself says about the file, read in Node from the bytes the site serves. */
async function pdfPageCount(request: APIRequestContext, fileUrl: string): Promise<number> {
  const bytes = await (await request.get(fileUrl)).body();
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const count = doc.numPages;
  await doc.destroy();
  return count;
}

const firstCanvas = (page: Page) => page.locator('[data-page="1"] canvas');

// A PDF whose pages are not drawn as pictures (grade 6's): the PDF viewer (pdf.js) at once, as before PDF pages were drawn.
test.describe("the PDF viewer", () => {
  // Some of these tests replace the file with page.route, which cannot see what a service worker fetches:
  // once the offline-reading worker controls the page (it claims it after load), pdf.js's requests go through it.
  test.use({ serviceWorkers: "block" });

  test("renders the first page into a canvas and shows the page count pdf.js reports", async ({ page, request }) => {
    const entry = await pdfViewerEntry(request);
    const pages = await pdfPageCount(request, entry.fileUrl!);
    expect(pages).toBeGreaterThanOrEqual(2);

    await page.goto(entry.url);
    await waitForHydration(page);
    const viewer = page.getByRole("region", { name: "PDF belgesi" });
    await expect(firstCanvas(page)).toBeVisible();
    await expect.poll(() => hasInk(firstCanvas(page))).toBe(true);
    await expect(viewer.getByTestId("pdf-page-count")).toHaveText(String(pages));
    await expect(viewer.locator("[data-page]")).toHaveCount(pages);
    await expect(viewer.getByLabel("Sayfa", { exact: true })).toHaveValue("1");
    // The text layer: the page's words are there for selection, search and screen readers.
    await expect(viewer.locator('[data-page="1"] .textLayer')).toContainText(entry.konuIng.split(":")[0]);

    // Jumping to the last page scrolls there and draws it.
    await viewer.getByLabel("Sayfa", { exact: true }).selectOption(String(pages));
    await expect(viewer.locator(`[data-page="${pages}"] canvas`)).toBeInViewport();
    await expect(viewer.getByLabel("Sayfa", { exact: true })).toHaveValue(String(pages));
  });

  test("zooms in and out by button and by keyboard, and fits to the width again", async ({ page, request }) => {
    const entry = await pdfViewerEntry(request);
    await page.goto(entry.url);
    await waitForHydration(page);
    const canvas = firstCanvas(page);
    await expect(canvas).toBeVisible();
    const fitted = (await canvas.boundingBox())!;
    const fittedPixels = Number(await canvas.getAttribute("width"));
    const pagesBox = (await page.getByTestId("pdf-pages").boundingBox())!;
    expect(fitted.width).toBeLessThanOrEqual(pagesBox.width);
    expect(fitted.width).toBeGreaterThan(pagesBox.width * 0.8);

    const zoomLevel = page.getByTestId("pdf-zoom");
    const before = await zoomLevel.innerText();
    await page.getByRole("button", { name: "Yakınlaştır" }).click();
    await expect(zoomLevel).not.toHaveText(before);
    await expect.poll(() => canvasWidth(canvas)).toBeGreaterThan(fitted.width * 1.05);
    await expect.poll(async () => Number(await canvas.getAttribute("width"))).toBeGreaterThan(fittedPixels);

    await page.getByRole("button", { name: "Genişliğe sığdır" }).click();
    await expect(zoomLevel).toHaveText(before);
    await expect.poll(async () => Math.round(await canvasWidth(canvas))).toBe(Math.round(fitted.width));

    await page.getByRole("region", { name: "Belgenin sayfaları" }).focus();
    await page.keyboard.press("-");
    await expect.poll(() => canvasWidth(canvas)).toBeLessThan(fitted.width * 0.95);
    await page.keyboard.press("0");
    await expect(zoomLevel).toHaveText(before);
  });

  test("draws pages only as the pupil scrolls to them, and follows the current page", async ({ page, request }) => {
    const entry = await pdfViewerEntry(request);
    // A long worksheet in place of the demo file: 120 lines make many pages.
    const long = makeDemoPdf({
      title: "Long worksheet",
      subtitle: "Uzun çalışma kağıdı",
      lines: Array.from({ length: 120 }, (_, i) => `Line ${i + 1}`),
    });
    await page.route(`**${entry.fileUrl}`, (route) => route.fulfill({ contentType: "application/pdf", body: long }));
    const pages = (await getDocument({ data: new Uint8Array(long), verbosity: 0 }).promise).numPages;
    expect(pages).toBeGreaterThan(8);

    await page.goto(entry.url);
    await waitForHydration(page);
    const viewer = page.getByRole("region", { name: "PDF belgesi" });
    await expect(viewer.getByTestId("pdf-page-count")).toHaveText(String(pages));
    await expect(firstCanvas(page)).toBeVisible();
    // Far pages are empty boxes of the right size, not drawings.
    await expect(viewer.locator(`[data-page="${pages}"] canvas`)).toHaveCount(0);
    expect(await viewer.locator("canvas").count()).toBeLessThan(pages / 2);
    const last = viewer.locator(`[data-page="${pages}"]`);
    expect((await last.boundingBox())!.height).toBeGreaterThan(100);

    await last.scrollIntoViewIfNeeded();
    await expect(viewer.locator(`[data-page="${pages}"] canvas`)).toBeVisible();
    await expect(viewer.getByLabel("Sayfa", { exact: true })).toHaveValue(String(pages));
    // ...and the first page's drawing is let go, so a phone does not run out of memory.
    await expect(firstCanvas(page)).toHaveCount(0);
  });

  test("falls back to the download link alone when pdf.js cannot read the file", async ({ page, request }) => {
    const entry = await pdfViewerEntry(request);
    await page.route(`**${entry.fileUrl}`, (route) =>
      route.fulfill({ contentType: "application/pdf", body: "bu bir PDF değil" }),
    );
    await page.goto(entry.url);
    await waitForHydration(page);
    const viewer = page.getByRole("region", { name: "PDF belgesi" });
    await expect(viewer.getByRole("status")).toHaveText(
      "Belge burada gösterilemedi. İndirip cihazınızda açabilirsiniz.",
    );
    await expect(viewer.getByRole("link", { name: /PDF'yi indir/ })).toHaveAttribute("href", `${entry.fileUrl}?indir`);
    await expect(viewer.locator("canvas")).toHaveCount(0);
    await expect(viewer.getByRole("group", { name: "Belge araçları" })).toHaveCount(0);
  });

  test("downloads the file with the download button", async ({ page, request }) => {
    const entry = await demoEntry(request, "pdf");
    await page.goto(entry.url);
    await waitForHydration(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: /PDF'yi indir/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(entry.fileUrl!.split("/").pop());
    const saved = fs.readFileSync(await download.path());
    expect(saved.subarray(0, 5).toString()).toBe("%PDF-");
    expect(saved.length).toBe((await (await request.get(entry.fileUrl!)).body()).length);
  });

  test("passes axe once the pages are drawn", async ({ page, request }) => {
    const entry = await pdfViewerEntry(request);
    await page.goto(entry.url);
    await waitForHydration(page);
    await expect(firstCanvas(page)).toBeVisible();
    await expect(page.locator('[data-page="1"] .textLayer span').first()).toBeAttached();
    await expectNoAxeViolations(page);
  });
});

// Grade 5's PDFs have their pages drawn as pictures (tests/e2e/server.mjs).
test.describe("a PDF whose pages are drawn", () => {
  // What the page asks for is counted: a script fetched through the offline-reading worker is not seen as the page's.
  test.use({ serviceWorkers: "block" });

  test("shows its pages as pictures without pdf.js; 'Yakınlaştır' opens the viewer at the page being read, zoomed in", async ({
    page,
    request,
  }) => {
    await zoomAtThePageBeingRead(page, request, "click");
  });

  test("'Metni seç', reached by keyboard, opens the viewer at the screen's width with the page's words to select", async ({
    page,
    request,
  }) => {
    const entry = await demoEntry(request, "pdf");
    await page.goto(entry.url);
    await waitForHydration(page);
    await expectPictureShown(drawnPages(page).first());
    // From the download link on: 'Yazdır', 'Yakınlaştır', 'Metni seç'.
    await page.getByRole("link", { name: /PDF'yi indir/ }).focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: `${trViewer.printPdf} (${trViewer.printPdfOpens})` })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: trViewer.zoomPages })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: trViewer.selectText })).toBeFocused();
    await page.keyboard.press("Enter");

    const viewer = page.getByRole("region", { name: trViewer.pdfRegion });
    // The button went: the keyboard user stays in the document, not at the top of the page.
    await expect(viewer).toBeFocused();
    const canvas = firstCanvas(page);
    await expect.poll(() => hasInk(canvas)).toBe(true);
    // At the screen's width, not zoomed in.
    const frame = (await viewer.getByTestId("pdf-pages").boundingBox())!;
    expect((await canvas.boundingBox())!.width).toBeLessThanOrEqual(frame.width);

    // The page's words can be selected with the mouse: the title's line, dragged across.
    const title = entry.konuIng.split(":")[0];
    const line = viewer.locator('[data-page="1"] .textLayer span').filter({ hasText: title }).first();
    const box = (await line.boundingBox())!;
    await page.mouse.move(box.x + 1, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(await page.evaluate(() => window.getSelection()!.toString())).toContain(title);
    await expectNoAxeViolations(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a PDF page whose pages are not drawn is its download link, and a video page links to the video", async ({
    page,
    request,
  }) => {
    const pdf = await pdfViewerEntry(request);
    await page.goto(pdf.url);
    await expect(page.getByRole("link", { name: /PDF'yi indir/ })).toHaveAttribute("href", `${pdf.fileUrl}?indir`);
    await expect(page.locator("canvas")).toHaveCount(0);
    await expect(page.getByText("PDF yükleniyor…")).toBeHidden();

    const video = await demoEntry(request, "video");
    await page.goto(video.url);
    await expect(page.getByRole("link", { name: /Videoyu izle/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/,
    );
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("a drawn PDF's pages are pictures with their text, sized before they arrive, and nothing of pdf.js is asked for", async ({
    page,
    request,
  }) => {
    await drawnPdfWithoutScripts(page, request);
  });
});

test.describe("the picture viewer", () => {
  test("shows the picture in a modern format, with its size set before it arrives, and opens it full size", async ({
    page,
    request,
  }) => {
    const entry = await demoEntry(request, "image");
    // Hold the picture back a moment: its box must already have its final size.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/files/images/**/*.avif", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(entry.url, { waitUntil: "domcontentloaded" });
    const img = page.getByRole("img", { name: `${entry.konuTr} (${entry.konuIng})` });
    const width = Number(await img.getAttribute("width"));
    const height = Number(await img.getAttribute("height"));
    expect(width).toBeGreaterThan(0);
    expect(height).toBeGreaterThan(0);
    expect(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(false);
    const before = (await img.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.abs(before.height - Math.min((before.width * height) / width, viewport.height * 0.85))).toBeLessThan(2);

    release();
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    expect(await img.boundingBox()).toEqual(before);
    // Chromium takes AVIF: the browser picked a resized copy, not the original.
    expect(await img.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/\/(480|800|1200)\.avif$/);
    expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth / i.naturalHeight)).toBeCloseTo(
      width / height,
      1,
    );

    const full = page.getByRole("link", { name: /Tam boyutta aç/ });
    await expect(full).toHaveAttribute("href", entry.fileUrl!);
    await full.click();
    await expect(page).toHaveURL(new RegExp(`${entry.fileUrl!.replace(/\./g, "\\.")}$`));
  });

  test("passes axe", async ({ page, request }) => {
    const entry = await demoEntry(request, "image");
    await page.goto(entry.url);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});

test.describe("the video player", () => {
  test("asks nothing of any other site until play is pressed, then embeds the no-cookie player", async ({
    page,
    request,
  }) => {
    const entry = await demoEntry(request, "video");
    const id = /embed\/([\w-]{11})$/.exec(entry.link!)![1];
    const outside = await watchOtherSites(page);

    await page.goto(entry.url);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.waitForLoadState("networkidle");
    expect(outside).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);

    await page.getByRole("button", { name: /Videoyu oynat/ }).click();
    const frame = page.locator("iframe");
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`);
    await expect(frame).toHaveAttribute("title", entry.konuIng);
    await expect.poll(() => outside).toContain(`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`);
    expect(outside.every((url) => url.startsWith("https://www.youtube-nocookie.com/"))).toBe(true);
    const box = (await frame.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
    await expectNoAxeViolations(page);
  });
});
