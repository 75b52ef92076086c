import { trViewer } from "#core/messages/viewer.ts";
import { demoEntry } from "./content-helpers";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { drawnPages, expectPictureShown } from "./pdf-pages";

/**
 * Content pages of PDFs and pictures print the file, not the site around it (
 * decision 0035), seen through the browser's print media: what would reach the paper.
 */
test.describe("printing a content page", () => {
  test("a picture's page prints the picture alone, across the paper, under its title line", async ({
    page,
    request,
  }) => {
    const entry = await demoEntry(request, "image");
    await page.goto(entry.url);
    await waitForHydration(page);
    const picture = page.getByRole("img", { name: `${entry.konuTr} (${entry.konuIng})` });
    const titleLine = page.getByText(`${entry.konuTr} · ${entry.konuIng} ·`);
    await expect(titleLine).toBeHidden();

    await page.emulateMedia({ media: "print" });
    await expect(titleLine).toBeVisible();
    await expect(picture).toBeVisible();
    const article = (await page.locator("article").boundingBox())!;
    const drawn = (await picture.boundingBox())!;
    expect(drawn.width).toBeGreaterThan(article.width * 0.95);
    expect(drawn.y).toBeGreaterThan((await titleLine.boundingBox())!.y);
    // Nothing else of the page: not its title card, links, buttons, practice, forms, navigation or footer.
    for (const around of [
      page.getByRole("heading", { level: 1 }),
      page.getByRole("link", { name: /Resmi indir/ }),
      page.getByRole("link", { name: /Tam boyutta aç/ }),
      page.getByRole("navigation", { name: "Konum" }),
      page.getByRole("navigation", { name: "Önceki ve sonraki içerik" }),
      page.getByRole("heading", { name: "Geri bildirim" }),
      page.getByRole("contentinfo"),
      page.getByRole("banner"),
    ]) {
      await expect(around).toBeHidden();
    }
    // Of the page's parts, two reach the paper: the title line and the picture.
    expect(
      await page
        .locator("article > *")
        .evaluateAll((nodes) => nodes.filter((n) => getComputedStyle(n).display !== "none").length),
    ).toBe(2);

    await page.emulateMedia({ media: "screen" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(titleLine).toBeHidden();
  });

  test("a PDF's page has 'Yazdır', which opens the file itself; printed, the page says how instead of a few pages", async ({
    page,
    request,
  }) => {
    const entry = await demoEntry(request, "pdf");
    await page.goto(entry.url);
    await waitForHydration(page);
    const viewer = page.getByRole("region", { name: trViewer.pdfRegion });
    // Grade 5's PDF: its pages drawn as pictures.
    await expectPictureShown(drawnPages(page).first());
    const print = viewer.getByRole("link", { name: `${trViewer.printPdf} (${trViewer.printPdfOpens})` });
    const filePath = new URL(entry.fileUrl!, page.url()).pathname;
    await expect(print).toHaveAttribute("href", filePath);
    await expectNoAxeViolations(page);
    // The file itself, inline: the browser's own PDF viewer, which prints every page.
    const file = await request.get(filePath);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect(file.headers()["content-disposition"]).toMatch(/^inline;/);
    const [tab] = await Promise.all([page.waitForEvent("popup"), print.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(filePath);
    await tab.close();

    await page.emulateMedia({ media: "print" });
    await expect(page.getByText(`${entry.konuTr} · ${entry.konuIng} ·`)).toBeVisible();
    await expect(page.getByText(trViewer.printPdfOnPaper(new URL(filePath, page.url()).href))).toBeVisible();
    // Not the pages (the later ones come only as the pupil scrolls to them), the viewer's buttons or download link, nor the page around it.
    await expect(viewer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
    await expect(page.getByRole("region", { name: "Kelime listesi" })).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
  });
});
