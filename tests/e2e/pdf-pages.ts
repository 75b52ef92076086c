import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { trViewer } from "#core/messages/viewer.ts";
import { demoEntry, hasInk, PDF_JS, picturesShown, recordRequests } from "./content-helpers";
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutScripts,
  holdAnswers,
  test,
  waitForHydration,
} from "./fixtures";

/**
 * A PDF whose pages the server drew as pictures: grade 5's vocabulary PDF in these
 * tests (tests/e2e/drawn-pdfs.ts). Shared by the desktop and the phone specs.
 */

/** The drawn pages' list items, in order. */
export const drawnPages = (page: Page) => page.getByRole("list", { name: trViewer.pages }).getByRole("listitem");

/** Waits until the picture of this drawn page has arrived and decoded. */
export async function expectPictureShown(item: Locator) {
  await expect.poll(() => picturesShown(item.locator("img"))).toBe(true);
}

/** Scrolls to every drawn page in turn (the later ones come as they near the screen) and sees each picture. */
export async function expectEveryPictureShown(page: Page, count: number) {
  await expect(drawnPages(page)).toHaveCount(count);
  for (let i = 0; i < count; i++) {
    await drawnPages(page).nth(i).scrollIntoViewIfNeeded();
    await expectPictureShown(drawnPages(page).nth(i));
  }
}

const percent = (text: string) => Number(text.replace("%", ""));

/** The width in pixels of the copy the browser chose for a drawn page (`…/p2-1200.avif` → 1200). */
export function chosenCopyWidth(img: Locator): Promise<number> {
  return img.evaluate((i: HTMLImageElement) => Number(/-(\d+)\.(?:avif|webp|jpg)$/.exec(i.currentSrc)?.[1] ?? 0));
}

/**
 * Without JavaScript: the pages are the pictures, page 1's box has its size before its
 * picture arrives, each page's text is there for screen readers, and nothing of pdf.js
 * (nor the PDF itself) is asked for.
 */
export async function drawnPdfWithoutScripts(page: Page, request: APIRequestContext) {
  const entry = await demoEntry(request, "pdf");
  const urls = recordRequests(page);
  const held = await holdAnswers(page, "**/*.pdf/p1-*");
  await page.goto(entry.url, { waitUntil: "domcontentloaded" });
  const pages = drawnPages(page);
  const count = await pages.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(pages.first()).toHaveAttribute("aria-label", trViewer.pageLabel(1, count));
  await expect(pages.last()).toHaveAttribute("aria-label", trViewer.pageLabel(count, count));

  // Page 1's picture held back: its box already has its final size, so nothing moves when it comes.
  const first = pages.first().locator("img");
  await expect(first).toHaveAttribute("loading", "eager");
  await expect(pages.nth(1).locator("img")).toHaveAttribute("loading", "lazy");
  const width = Number(await first.getAttribute("width"));
  const height = Number(await first.getAttribute("height"));
  expect(width).toBeGreaterThan(0);
  expect(height).toBeGreaterThan(0);
  expect(await picturesShown(first)).toBe(false);
  // Measured as the pupil sees the page: once its stylesheet applies (before it, the browser paints
  // nothing; a measure taken then reads the unstyled layout). Asked from here, not by
  // page.waitForFunction: that one polls on animation frames, which a page without scripts never runs.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
      ),
    )
    .toBe(true);
  const before = (await first.boundingBox())!;
  expect(Math.abs(before.height - (before.width * height) / width)).toBeLessThan(2);
  held.release();
  await expectPictureShown(pages.first());
  // The picture's own proportions may differ from the box's by a rounding: less than a pixel.
  const after = (await first.boundingBox())!;
  expect([after.x, after.y, after.width]).toEqual([before.x, before.y, before.width]);
  expect(Math.abs(after.height - before.height)).toBeLessThan(1);
  // Chromium takes AVIF, at the column's width.
  expect(await first.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/\.pdf\/p1-(480|800|1200)\.avif$/);

  await expectEveryPictureShown(page, count);
  // The page's words, for screen readers (the pictures themselves say nothing).
  await expect(pages.first()).toContainText(entry.konuIng.split(":")[0]);
  // Without scripts the viewer's buttons could do nothing: not shown.
  await expect(page.getByRole("button", { name: trViewer.zoomPages })).toBeHidden();
  await expect(page.getByRole("button", { name: trViewer.selectText })).toBeHidden();
  await expect(page.getByRole("link", { name: /PDF'yi indir/ })).toHaveAttribute("href", `${entry.fileUrl}?indir`);
  expect(urls.filter((u) => PDF_JS.test(u))).toEqual([]);
  await expectNoAxeViolationsWithoutScripts(page, test.info());
}

/**
 * With JavaScript: the pictures first and nothing of pdf.js; the pupil reads on to page 2
 * and presses 'Yakınlaştır' (still at hand there): pdf.js opens at page 2, one step larger
 * than the screen's width. `press`: a mouse's click, or a finger's tap on the phone.
 */
export async function zoomAtThePageBeingRead(page: Page, request: APIRequestContext, press: "click" | "tap") {
  const pressOn = (target: Locator) => (press === "tap" ? target.tap() : target.click());
  const entry = await demoEntry(request, "pdf");
  const urls = recordRequests(page);
  await page.goto(entry.url);
  await waitForHydration(page);
  const pages = drawnPages(page);
  await expectPictureShown(pages.first());
  await page.waitForLoadState("networkidle");
  expect(urls.filter((u) => PDF_JS.test(u))).toEqual([]);
  await expectNoAxeViolations(page);

  const second = pages.nth(1);
  await second.scrollIntoViewIfNeeded();
  await expectPictureShown(second);
  const pictureWidth = (await second.boundingBox())!.width;
  const zoom = page.getByRole("button", { name: trViewer.zoomPages });
  await expect(zoom).toBeInViewport();
  await pressOn(zoom);

  const viewer = page.getByRole("region", { name: trViewer.pdfRegion });
  await expect(viewer.getByTestId("pdf-current-page")).toHaveValue("2");
  const canvas = viewer.locator('[data-page="2"] canvas');
  await expect(canvas).toBeInViewport();
  await expect.poll(() => hasInk(canvas)).toBe(true);
  expect(urls.some((u) => u.includes("/assets/pdf-document-"))).toBe(true);
  expect(urls.some((u) => u.includes("/assets/pdf.worker"))).toBe(true);
  // Larger than the picture was, and larger than the viewer's own fit to the width.
  expect((await canvas.boundingBox())!.width).toBeGreaterThan(pictureWidth);
  const zoomLevel = viewer.getByTestId("pdf-zoom");
  const zoomed = percent(await zoomLevel.innerText());
  await pressOn(viewer.getByRole("button", { name: trViewer.fitWidth }));
  await expect.poll(async () => percent(await zoomLevel.innerText())).toBeLessThan(zoomed);
  await expect(viewer.getByTestId("pdf-current-page")).toHaveValue("2");
  await expectNoAxeViolations(page);
}
