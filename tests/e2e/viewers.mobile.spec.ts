import type { APIRequestContext, Page } from "@playwright/test";
import { trViewer } from "#core/messages/viewer.ts";
import { canvasWidth, demoEntry, pdfViewerEntry, type ApiEntry } from "./content-helpers";
import { expect, test, waitForHydration } from "./fixtures";
import {
  chosenCopyWidth,
  drawnPages,
  drawnPdfWithoutScripts,
  expectEveryPictureShown,
  zoomAtThePageBeingRead,
} from "./pdf-pages";

async function demoUrl(request: APIRequestContext, fileType: ApiEntry["fileType"]): Promise<string> {
  return (await demoEntry(request, fileType)).url;
}

/** Nothing on the page is wider than the phone: no sideways scrolling of the whole page. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test("on a phone a PDF in the viewer (pages not drawn) fits the screen's width, with its tools in one row", async ({
  page,
  request,
}) => {
  await page.goto((await pdfViewerEntry(request)).url);
  await waitForHydration(page);
  const canvas = page.locator('[data-page="1"] canvas');
  await expect(canvas).toBeVisible();
  const box = (await canvas.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  // Drawn for the dense screen, not blurred up from CSS pixels.
  expect(Number(await canvas.getAttribute("width"))).toBeGreaterThan(box.width * 1.5);
  await expectNoSidewaysScroll(page);

  const tools = page.getByRole("group", { name: "Belge araçları" });
  expect((await tools.boundingBox())!.height).toBeLessThan(70);
  for (const name of ["Uzaklaştır", "Yakınlaştır", "Genişliğe sığdır"]) {
    const button = (await tools.getByRole("button", { name }).boundingBox())!;
    expect(button.width).toBeGreaterThanOrEqual(44);
    expect(button.height).toBeGreaterThanOrEqual(44);
  }

  // Zoomed in, the pages scroll sideways inside their frame, not the whole page.
  await tools.getByRole("button", { name: "Yakınlaştır" }).tap();
  await tools.getByRole("button", { name: "Yakınlaştır" }).tap();
  await expect.poll(() => canvasWidth(canvas)).toBeGreaterThan(viewport.width);
  await expectNoSidewaysScroll(page);
});

test.describe("a PDF whose pages are drawn, on a phone", () => {
  // What the page asks for is counted: a script fetched through the offline-reading worker is not seen as the page's.
  test.use({ serviceWorkers: "block" });

  test("its pages fit the screen, drawn for its density, and the viewer's buttons are finger-sized", async ({
    page,
    request,
  }) => {
    await page.goto(await demoUrl(request, "pdf"));
    await waitForHydration(page);
    const pages = drawnPages(page);
    await expectEveryPictureShown(page, await pages.count());
    const viewport = page.viewportSize()!;
    for (const img of await pages.locator("img").all()) {
      const box = (await img.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      // A copy for the dense screen, not blurred up from CSS pixels.
      expect(await chosenCopyWidth(img)).toBeGreaterThan(box.width * 1.5);
    }
    for (const name of [trViewer.zoomPages, trViewer.selectText]) {
      const button = (await page.getByRole("button", { name }).boundingBox())!;
      expect(button.width).toBeGreaterThanOrEqual(44);
      expect(button.height).toBeGreaterThanOrEqual(44);
    }
    await expectNoSidewaysScroll(page);
  });

  test("'Yakınlaştır', tapped while reading page 2, opens the viewer there, zoomed in", async ({ page, request }) => {
    await zoomAtThePageBeingRead(page, request, "tap");
    await expectNoSidewaysScroll(page);
  });
});

test.describe("without JavaScript, on a phone", () => {
  test.use({ javaScriptEnabled: false });

  test("a drawn PDF's pages are pictures with their text, sized before they arrive, and nothing of pdf.js is asked for", async ({
    page,
    request,
  }) => {
    await drawnPdfWithoutScripts(page, request);
  });
});

test("on a phone a picture and a video fit the screen", async ({ page, request }) => {
  await page.goto(await demoUrl(request, "image"));
  const img = page.locator("main picture img");
  await expect(img).toBeVisible();
  expect((await img.boundingBox())!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoSidewaysScroll(page);

  await page.goto(await demoUrl(request, "video"));
  await waitForHydration(page);
  const play = page.getByRole("button", { name: /Videoyu oynat/ });
  const box = (await play.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
  await expectNoSidewaysScroll(page);
});
