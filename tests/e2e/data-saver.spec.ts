import http from "node:http";
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { baseURL } from "#tests/e2e/base-url.ts";
import { ALL_PAGES_QUERY } from "#core/pdf-pages.ts";
import { trViewer } from "#core/messages/viewer.ts";
import {
  demoEntry,
  hasInk,
  pageCopies,
  PDF_JS,
  pdfViewerEntry,
  recordRequests,
  watchOtherSites,
  type ApiEntry,
} from "./content-helpers";
import { expect, expectNoAxeViolations, expectNoAxeViolationsIn, test, waitForHydration } from "./fixtures";
import { drawnPages, expectEveryPictureShown, expectPictureShown } from "./pdf-pages";

/** A resized copy of a picture: /files/images/…/{width}.{format}. */
const COPY = /^\/files\/images\/.+\/(\d+)\.(?:avif|webp|jpg|png)$/;

/** The widths of the picture copies among `urls`. */
function copyWidths(urls: string[]): string[] {
  return urls.flatMap((u) => {
    const match = COPY.exec(new URL(u).pathname);
    return match ? [match[1]] : [];
  });
}

/** The pupil's own choice, as the toggle leaves it. */
function chooseDataSaver(context: BrowserContext) {
  return context.addCookies([{ name: "veri-tasarrufu", value: "acik", url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}

const footerToggle = (page: Page) => page.getByRole("contentinfo").getByRole("button", { name: "Veri tasarrufu" });

async function pictureLoaded(page: Page) {
  const img = page.locator("main picture img");
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  return img;
}

/**
 * A drawn PDF in data-saver mode (already on): its first page only, at 480 pixels;
 * 'Tüm sayfaları göster' brings every page, still at 480; nothing of pdf.js either way.
 */
async function drawnPdfInDataSaver(page: Page, request: APIRequestContext, scripts: boolean) {
  const entry = await demoEntry(request, "pdf");
  const urls = recordRequests(page);
  await page.goto(entry.url);
  if (scripts) await waitForHydration(page);
  const pages = drawnPages(page);
  await expect(pages).toHaveCount(1);
  await expectPictureShown(pages.first());
  await expect(page.getByText(trViewer.firstPageOnly)).toBeVisible();
  const all = page.getByRole("link", { name: /^Tüm sayfaları göster \(\d+ sayfa\)$/ });
  const count = Number(/\((\d+) sayfa\)/.exec((await all.textContent())!)![1]);
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(pages.first()).toHaveAttribute("aria-label", trViewer.pageLabel(1, count));
  await page.waitForLoadState("networkidle");
  expect(new Set(pageCopies(urls))).toEqual(new Set(["p1-480"]));
  await expectNoAxeViolationsIn(page, scripts);

  await all.click();
  await expect.poll(() => new URL(page.url()).search).toBe(ALL_PAGES_QUERY);
  await expectEveryPictureShown(page, count);
  await expect(page.getByText(trViewer.firstPageOnly)).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(new Set(pageCopies(urls))).toEqual(new Set(Array.from({ length: count }, (_, i) => `p${i + 1}-480`)));
  expect(urls.filter((u) => PDF_JS.test(u))).toEqual([]);
  await expectNoAxeViolationsIn(page, scripts);
}

test("turned on from the footer, it stays on across pages, and the page stays where it is", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const toggle = footerToggle(page);
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  const history = await page.evaluate(() => window.history.length);
  expect(scrolled).toBeGreaterThan(0);

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(toggle).toContainText("Açık");
  // Said politely (the toasts are an aria-live region), without moving the page or adding a history entry.
  await expect(page.getByTestId("toasts")).toContainText("Veri tasarrufu açıldı");
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(await page.evaluate(() => window.history.length)).toBe(history);
  await expect(toggle).toBeFocused();

  // Another page in the app, then a fresh load: still on.
  await page.getByRole("contentinfo").getByRole("link", { name: "Sınıflar" }).click();
  await expect(page).toHaveURL(/\/classes$/);
  await expect(footerToggle(page)).toHaveAttribute("aria-pressed", "true");
  await page.goto("/kelimeler?sinif=5");
  await expect(footerToggle(page)).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page);

  await waitForHydration(page);
  await footerToggle(page).click();
  await expect(footerToggle(page)).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByTestId("toasts")).toContainText("Veri tasarrufu kapatıldı.");
});

test.describe("in data-saver mode", () => {
  test.beforeEach(({ context }) => chooseDataSaver(context));

  test("a PDF page whose pages are not drawn asks for nothing of pdf.js or the document until the pupil presses the button", async ({
    page,
    request,
  }) => {
    const entry = await pdfViewerEntry(request);
    const urls = recordRequests(page);
    await page.goto(entry.url);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(urls.filter((u) => PDF_JS.test(u))).toEqual([]);
    await expect(page.getByRole("link", { name: /PDF'yi indir/ })).toHaveAttribute("href", `${entry.fileUrl}?indir`);
    await expectNoAxeViolations(page);

    const show = page.getByRole("button", { name: /^Belgeyi göster \(\d+(,\d)? (KB|MB)\)$/ });
    await show.click();
    const canvas = page.locator('[data-page="1"] canvas');
    await expect(canvas).toBeVisible();
    await expect.poll(() => hasInk(canvas)).toBe(true);
    expect(urls.some((u) => u.includes("/assets/pdf-document-"))).toBe(true);
    expect(urls.some((u) => u.includes("/assets/pdf.worker"))).toBe(true);
    expect(urls.some((u) => new URL(u).pathname === entry.fileUrl)).toBe(true);
    // The keyboard user is not dropped at the top of the page when the button goes.
    await expect(page.getByRole("region", { name: "PDF belgesi" })).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test("a picture page asks only for the 480 copy, and a larger one only on purpose", async ({ page, request }) => {
    const entry = await demoEntry(request, "image");
    const urls = recordRequests(page);
    await page.goto(entry.url);
    await pictureLoaded(page);
    await page.waitForLoadState("networkidle");
    expect(copyWidths(urls).length).toBeGreaterThan(0);
    expect(new Set(copyWidths(urls))).toEqual(new Set(["480"]));
    expect(urls.some((u) => new URL(u).pathname === entry.fileUrl)).toBe(false);
    await expect(page.getByText("Veri tasarrufu açık: resim küçük boyutta gösteriliyor.")).toBeVisible();
    await expect(page.getByRole("link", { name: /Büyük boyutta aç/ })).toHaveAttribute("href", /\/(800|1200)\.webp$/);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  test("a video is a small text button; nothing comes from the video site before it is pressed", async ({
    page,
    request,
  }) => {
    const entry = await demoEntry(request, "video");
    const outside = await watchOtherSites(page);
    await page.goto(entry.url);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const play = page.getByRole("button", { name: "Videoyu oynat (izlemek çok veri kullanır)" });
    const box = (await play.boundingBox())!;
    expect(box.height).toBeLessThan(80);
    expect(outside).toEqual([]);
    await expectNoAxeViolations(page);

    await play.click();
    await expect(page.locator("iframe")).toBeVisible();
    await expect.poll(() => outside.length).toBeGreaterThan(0);
    expect(outside.every((url) => url.startsWith("https://www.youtube-nocookie.com/"))).toBe(true);
  });
});

test.describe("a browser that sends Save-Data: on", () => {
  test.use({ extraHTTPHeaders: { "Save-Data": "on" } });

  test("gets the light pages without choosing anything, and the pupil can still turn it off", async ({
    page,
    request,
  }) => {
    const picture = await demoEntry(request, "image");
    let urls = recordRequests(page);
    await page.goto(picture.url);
    await pictureLoaded(page);
    await expect(footerToggle(page)).toHaveAttribute("aria-pressed", "true");
    expect(new Set(copyWidths(urls))).toEqual(new Set(["480"]));

    const pdf = await pdfViewerEntry(request);
    await page.goto(pdf.url);
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: /^Belgeyi göster/ })).toBeVisible();

    // The pupil's choice wins over the browser's header.
    await footerToggle(page).click();
    await expect(footerToggle(page)).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("group", { name: "Belge araçları" })).toBeVisible();
    urls = recordRequests(page);
    await page.goto(picture.url);
    await pictureLoaded(page);
    expect(copyWidths(urls)).not.toContain("480");
  });

  test("a drawn PDF shows its first page only, at 480; 'Tüm sayfaları göster' shows every page, still small", async ({
    page,
    request,
  }) => {
    await drawnPdfInDataSaver(page, request, true);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the switch is a plain form that comes back to the same page", async ({ page, request }) => {
    const picture = await demoEntry(request, "image");
    await page.goto(picture.url);
    await footerToggle(page).click();
    await expect(page).toHaveURL(new RegExp(`${picture.url}$`));
    await expect(footerToggle(page)).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("toasts")).toContainText("Veri tasarrufu açıldı");
    const img = page.locator("main picture img");
    await expect(img).toHaveAttribute("srcset", /^\S+\/480\.jpg \d+w$/);

    await footerToggle(page).click();
    await expect(footerToggle(page)).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByTestId("toasts")).toContainText("Veri tasarrufu kapatıldı.");
    await expect(img).toHaveAttribute("srcset", /1200\.jpg/);
  });

  test("turned on with the switch, a drawn PDF shows its first page only, at 480; 'Tüm sayfaları göster' is a plain link to every page", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    await footerToggle(page).click();
    await expect(footerToggle(page)).toHaveAttribute("aria-pressed", "true");
    await drawnPdfInDataSaver(page, request, false);
  });
});

/** The bytes of a response as they come over the wire (compressed like the browser gets it). */
function wireSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": "gzip, deflate, br" } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

/** Bytes a page load takes over the wire (bodies as sent, compressed, plus headers), until `ready`. */
async function bytesFor(
  browser: Browser,
  url: string,
  dataSaver: boolean,
  ready: (page: Page) => Promise<unknown>,
): Promise<number> {
  // No service worker: whether it takes over the page before pdf.js starts its worker is
  // a race, and a worker script fetched through it is not seen as the page's request.
  const context = await browser.newContext({ baseURL, serviceWorkers: "block" });
  if (dataSaver) await chooseDataSaver(context);
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  page.on("requestfinished", (r) =>
    sizes.push(
      r.sizes().then(async ({ responseBodySize, responseHeadersSize }) => {
        // Chromium does not tell the page the size of a worker's script: ask for it the same way.
        const body =
          responseBodySize === 0 && (await r.response())?.status() === 200
            ? await wireSize(r.url())
            : Math.max(0, responseBodySize);
        return body + responseHeadersSize;
      }),
    ),
  );
  await page.goto(url);
  await waitForHydration(page);
  await ready(page);
  await page.waitForLoadState("networkidle");
  const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  await context.close();
  return total;
}

test("saves most of the bytes of a picture page and a PDF page (numbers in docs/decisions/0009)", async ({
  browser,
  request,
}) => {
  const kb = (n: number) => `${Math.round(n / 1024)} KB`;
  const measure = async (entry: ApiEntry, ready: (page: Page) => Promise<unknown>) => {
    const normal = await bytesFor(browser, entry.url, false, ready);
    const light = await bytesFor(browser, entry.url, true, ready);
    test.info().annotations.push({
      type: `${entry.fileType} page`,
      description: `normal ${kb(normal)}, data saver ${kb(light)}`,
    });
    console.log(`data saver, ${entry.fileType} page: normal ${normal} B, data saver ${light} B`);
    return { normal, light };
  };
  const picture = await measure(await demoEntry(request, "image"), pictureLoaded);
  // The PDF viewer's cost (pdf.js): a PDF whose pages are not drawn.
  const pdf = await measure(await pdfViewerEntry(request), async (page) => {
    // Normal mode: until page 1 is drawn (ink on the canvas: pdf.js, its worker and the
    // document have all arrived; the canvas alone appears before any of them); data-saver
    // mode: the page as it stands.
    if ((await page.getByRole("button", { name: /^Belgeyi göster/ }).count()) === 0) {
      const canvas = page.locator('[data-page="1"] canvas');
      await expect(canvas).toBeVisible();
      await expect.poll(() => hasInk(canvas), { timeout: 15_000 }).toBe(true);
    }
  });
  expect(picture.light).toBeLessThan(picture.normal);
  expect(pdf.light).toBeLessThan(pdf.normal / 2);
  // The page tells the pupil the viewer costs "about 500 KB" (tr.viewer.pdfDeferred): still true?
  expect((pdf.normal - pdf.light) / 1024).toBeGreaterThan(400);
  expect((pdf.normal - pdf.light) / 1024).toBeLessThan(600);
});

test("a PDF whose pages are drawn transfers at most half the bytes of one in the PDF viewer before the pupil scrolls", async ({
  browser,
  request,
}) => {
  const kb = (n: number) => `${Math.round(n / 1024)} KB`;
  // The same kind of page: a unit's word list (its PDF above the list), of grade 5 (pages drawn) and of grade 6 (not drawn).
  const drawn = await demoEntry(request, "pdf");
  const viewer = await pdfViewerEntry(request);
  const pictures = await bytesFor(browser, drawn.url, false, (page) => expectPictureShown(drawnPages(page).first()));
  const pdfJs = await bytesFor(browser, viewer.url, false, async (page) => {
    // Until page 1 is drawn: pdf.js, its worker and the document have all arrived.
    const canvas = page.locator('[data-page="1"] canvas');
    await expect(canvas).toBeVisible();
    await expect.poll(() => hasInk(canvas), { timeout: 15_000 }).toBe(true);
  });
  test.info().annotations.push({
    type: "PDF page before scrolling",
    description: `pages drawn ${kb(pictures)}, PDF viewer ${kb(pdfJs)}`,
  });
  console.log(`PDF page before scrolling: pages drawn ${pictures} B, PDF viewer ${pdfJs} B`);
  expect(pictures).toBeLessThanOrEqual(pdfJs / 2);
});
