import { axeViolations, expect, expectNoAxeViolations, test } from "./fixtures";

const pages = [
  ["home", "/"],
  ["list page", "/kelimeler?sinif=5"],
  ["grade picker", "/classes"],
  ["grade page", "/classes/4"],
  ["blog post", "/blog/kelime-dagarcigini-genisletin"],
  ["contact", "/iletisim"],
  ["not found", "/yok"],
  ["unknown blog", "/blog/yok"],
  ["privacy notice", "/gizlilik"],
  ["cookie policy", "/cerezler"],
] as const;

for (const [name, path] of pages) {
  test(`the ${name} passes axe and has lang="tr"`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    await expectNoAxeViolations(page);
  });
}

test("a content page passes axe", async ({ page }) => {
  await page.goto("/reading?sinif=12");
  await page.getByTestId("cards").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("keyboard users get a skip link and a visible focus ring", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "İçeriğe geç" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).toBe("solid");
});

test("the axe check finds what it is there to find: a field without a label, a picture without a text, low contrast", async ({
  page,
}) => {
  // The page checks run axe in a cheaper mode (docs/decisions/0081); it must still see these.
  await page.setContent(
    '<!doctype html><html lang="tr"><head><title>Deneme</title></head><body><main><h1>Deneme</h1>' +
      '<input type="text" name="x"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#bbb;background:#fff">soluk yazı</p></main></body></html>',
  );
  const found = (await axeViolations(page)).map((line) => line.split(":")[0]);
  expect(found).toEqual(expect.arrayContaining(["label", "image-alt", "color-contrast"]));
});
