import { baseURL } from "#tests/e2e/base-url.ts";
import { FILE_TYPE_LABELS } from "#core/content-types.ts";
import { picturesShown } from "./content-helpers";
import { expect, test, waitForHydration, waitForPartHydration } from "./fixtures";

test("a pupil walks from home to a list, changes grade, opens a card and comes back", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("İngilizceyi");

  await page.getByRole("navigation", { name: "Kısayollar" }).getByRole("link", { name: "Yeni Kelimeler" }).click();
  await expect(page).toHaveURL(/\/kelimeler$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("5.Sınıf Yeni Kelimeler");
  await expect(page.getByTestId("cards").getByRole("listitem").first()).toBeVisible();

  await page.getByRole("navigation", { name: "Sınıflar" }).getByRole("link", { name: "7. Sınıf" }).click();
  await expect(page).toHaveURL(/\/kelimeler\?sinif=7$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("7.Sınıf Yeni Kelimeler");
  await expect(page.getByRole("link", { name: "7. Sınıf" })).toHaveAttribute("aria-current", "page");

  const firstCard = page.getByTestId("cards").getByRole("article").first();
  await expect(firstCard).toContainText("Kelimeler");
  await expect(firstCard).toContainText("Dönem");
  await expect(firstCard).toContainText("Ünite");
  const cardLink = firstCard.getByRole("link");
  const fullTitle = (await cardLink.getAttribute("title"))!;
  await cardLink.click();
  await expect(page).toHaveURL(/\/classes\/7\/\d+-[a-z0-9-]+$/);
  await expect(page.getByText(fullTitle, { exact: true }).filter({ visible: true })).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^[^a-zçğıöşü]+$/);
  await expect(page.getByRole("main").getByText("7. Sınıf", { exact: true }).first()).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/kelimeler\?sinif=7$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("7.Sınıf Yeni Kelimeler");
});

test("cards cut long English titles at 16 characters and exam-like cards show the term, not the unit", async ({
  page,
}) => {
  await page.goto("/sinavlar?sinif=8");
  const cards = page.getByTestId("cards").getByRole("article");
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    await expect(card).toContainText("Dönem");
    await expect(card).not.toContainText("Ünite");
    const visible = await card.locator("a > span[lang=en]").first().innerText();
    const full = (await card.getByRole("link").getAttribute("title"))!;
    if ([...full].length > 16) expect(visible).toBe(`${[...full].slice(0, 16).join("").trimEnd()}...`);
    else expect(visible).toBe(full);
  }
});

test("list pages show four cards in a row on desktop and fewer on narrower screens", async ({ page, request }) => {
  // A grade and type with at least four entries.
  let list = "";
  for (const grade of [5, 6, 7, 8, 9, 10, 11, 12, 2, 3, 4]) {
    for (const [type, path] of [
      [3, "/alistirmalar"],
      [2, "/kelimeler"],
      [4, "/konular"],
      [9, "/reading"],
    ] as const) {
      if (list) break;
      const { total } = await (await request.get(`/api/v1/contents?grade=${grade}&type=${type}&pageSize=1`)).json();
      if (total >= 4) list = `${path}?sinif=${grade}`;
    }
  }
  expect(list, "a list with four entries").not.toBe("");
  const rowTops = () =>
    page
      .getByTestId("cards")
      .getByRole("listitem")
      .evaluateAll((items) => items.slice(0, 4).map((i) => Math.round(i.getBoundingClientRect().top)));

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(list);
  expect(new Set(await rowTops()).size).toBe(1);

  await page.setViewportSize({ width: 700, height: 900 });
  const narrow = await rowTops();
  expect(narrow[0]).toBe(narrow[1]);
  expect(narrow[2]).toBeGreaterThan(narrow[0]);
});

test("list cards show a small thumbnail of a PDF's first page or of a picture, none for a video, none in data-saver mode", async ({
  page,
  context,
}) => {
  const thumbnails: Promise<number>[] = [];
  page.on("response", (r) => {
    if (/\/thumb\.(?:avif|webp|jpg)$/.test(new URL(r.url()).pathname))
      thumbnails.push(r.body().then((body) => body.length));
  });
  // Grade 5's vocabulary: PDFs (their pages drawn, tests/e2e/drawn-pdfs.ts), pictures and videos.
  await page.goto("/kelimeler?sinif=5");
  await waitForHydration(page);
  const cards = page.getByTestId("cards").getByRole("article");
  const ofType = (type: keyof typeof FILE_TYPE_LABELS) => cards.filter({ hasText: ` · ${FILE_TYPE_LABELS[type]}` });
  const withThumbnail = [...(await ofType("pdf").all()), ...(await ofType("image").all())];
  expect(await ofType("pdf").count()).toBeGreaterThan(0);
  expect(await ofType("image").count()).toBeGreaterThan(0);
  expect(await ofType("video").count()).toBeGreaterThan(0);
  for (const card of withThumbnail) {
    await card.scrollIntoViewIfNeeded();
    const img = card.locator("picture img");
    // Decorative (the card's title says what it is), and asked for only as the card nears the screen.
    await expect(img).toHaveAttribute("alt", "");
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect.poll(() => picturesShown(img)).toBe(true);
    expect(await img.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/\/thumb\.avif$/);
  }
  for (const card of await ofType("video").all()) await expect(card.locator("picture, img")).toHaveCount(0);
  const sizes = await Promise.all(thumbnails);
  expect(sizes.length).toBeGreaterThanOrEqual(withThumbnail.length);
  test.info().annotations.push({ type: "thumbnails", description: sizes.map((n) => `${n} B`).join(", ") });
  for (const size of sizes) expect(size).toBeLessThanOrEqual(6 * 1024);

  // In data-saver mode (the pupil's switch, as the footer leaves it): no thumbnail at all.
  await context.addCookies([{ name: "veri-tasarrufu", value: "acik", url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  thumbnails.length = 0;
  await page.reload();
  await waitForHydration(page);
  await expect(cards.first()).toBeVisible();
  await expect(page.getByTestId("cards").locator("picture, img")).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(thumbnails).toEqual([]);
});

test("the grade page groups a grade's material by term, then unit, then type", async ({ page }) => {
  await page.goto("/classes");
  await expect(page.getByText("Lütfen çalışmak istediğiniz sınıfı seçin.")).toBeVisible();
  await page.getByRole("navigation", { name: "Sınıflar" }).getByRole("link", { name: "2. Sınıf", exact: true }).click();
  await expect(page).toHaveURL(/\/classes\/2$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("2. Sınıf İngilizce");
  const terms = page.getByRole("heading", { level: 2 });
  await expect(terms.first()).toHaveText("1. Dönem");
  // Units carry the curriculum's names: "1. Ünite: …".
  await expect(page.getByRole("heading", { level: 3 }).first()).toHaveText(/^\d+\. Ünite: \S/);
  await expect(page.getByRole("heading", { level: 4 }).first()).toBeVisible();
});

test("unknown paths and grades show 'Bir hata oluştu.' with 404", async ({ page }) => {
  for (const path of ["/boyle-bir-sayfa-yok", "/classes/1", "/classes/13", "/classes/yedi"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bir hata oluştu.");
    await expect(page.getByRole("navigation", { name: "Ana menü" })).toBeVisible();
  }
});

test("a blog post shows its title, read time and body; an unknown one offers a way back", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("region", { name: /Blog/ }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/blog\/sistematik-ogrenme-yaklasimi$/);
  await expect(page.getByText(/^[34] dakikalık okuma$/)).toBeVisible();
  expect(await page.locator("article p").count()).toBeGreaterThan(4);

  const res = await page.goto("/blog/yok-oyle-bir-yazi");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Blog Yazısı Bulunamadı" })).toBeVisible();
  await page.getByRole("link", { name: "Geri Dön" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the home page claims no statistic and shows eight blog cards", async ({ page }) => {
  // Decision 0111: no count nothing measures ("10.000+ Aktif Öğrenci", "%95 Başarı").
  await page.goto("/");
  await expect(page.locator("main")).not.toContainText("10.000+");
  await expect(page.locator("main")).not.toContainText("%95");
  await expect(page.getByRole("region", { name: /Blog/ }).getByRole("article")).toHaveCount(8);
});

test("the banner pager moves between pages 1 and 8 and no further", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const banners = page.getByRole("region", { name: "Afişler" });
  await expect(banners.getByText("Sayfa 1 / 8")).toBeVisible();
  await expect(banners.getByText("Önceki")).toHaveAttribute("aria-disabled", "true");
  for (let n = 2; n <= 8; n++) {
    await banners.getByRole("link", { name: /Sonraki/ }).click();
    await expect(banners.getByText(`Sayfa ${n} / 8`)).toBeVisible();
    await expect(banners.getByRole("img")).toHaveAttribute("src", `/banners/banner-${n}.svg`);
  }
  await expect(banners.getByText("Sonraki")).toHaveAttribute("aria-disabled", "true");
  await banners.getByRole("link", { name: /Önceki/ }).click();
  await expect(banners.getByText("Sayfa 7 / 8")).toBeVisible();
});

test("the newsletter box checks the address and says a confirmation mail was sent", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const box = page.getByRole("region", { name: "Yeni içeriklerden haberdar olun" });
  const field = box.getByLabel("E-posta adresiniz");
  // The box is a lazy part (decision 0100): pressed before it is hydrated, it posts without scripts (tested apart).
  await waitForPartHydration(box.getByRole("button", { name: "Abone Ol" }));
  await field.fill("ali@okul");
  await box.getByRole("button", { name: "Abone Ol" }).click();
  await expect(box.getByText("Invalid email address. Please enter a valid email.")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await field.fill("veli@example.com");
  await box.getByRole("button", { name: "Abone Ol" }).click();
  await expect(
    page
      .getByTestId("toasts")
      .getByText("Onay e-postası gönderildi. Aboneliğiniz, e-postadaki bağlantıyla onayladığınızda başlar."),
  ).toBeVisible();
  // A success toast goes away by itself after two seconds.
  await expect(
    page
      .getByTestId("toasts")
      .getByText("Onay e-postası gönderildi. Aboneliğiniz, e-postadaki bağlantıyla onayladığınızda başlar."),
  ).toHaveCount(0, { timeout: 4000 });
});

test("the 'Diğer' dropdown works by keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await waitForHydration(page);
  const more = page.locator("summary", { hasText: "Diğer" });
  await more.focus();
  await page.keyboard.press("Enter");
  const atasozleri = page
    .getByRole("navigation", { name: "Ana menü" })
    .getByRole("link", { name: "Atasözleri" })
    .first();
  await expect(atasozleri).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(atasozleri).toBeHidden();
  await expect(more).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(
    page.getByRole("navigation", { name: "Ana menü" }).getByRole("link", { name: "Amaca Yönelik Konular" }).first(),
  ).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/AimedSubject$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("5.Sınıf Amaca Yönelik Konular");
});

test("the JSON API answers with the entries of a grade and type", async ({ request }) => {
  const res = await request.get("/api/v1/contents?grade=8&type=2");
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.total).toBeGreaterThanOrEqual(3);
  for (const item of body.items) {
    expect(item).toMatchObject({ sinif: 8, icerikTuru: 2 });
    expect(item.url).toMatch(new RegExp(`^/classes/8/${item.id}-`));
  }
});
