import { expect, test, waitForHydration, waitForPartHydration } from "./fixtures";
import { signInAsAdmin } from "./sessions";

/**
 * Anonymous pages are kept rendered in memory (and may be kept by a CDN for a
 * minute); what the site itself sends must never be stale after an admin's change.
 */
test("after the admin adds, edits and deletes an entry, a pupil's list shows it on the next load", async ({
  browser,
  page,
}) => {
  const id = Date.now().toString(36).slice(-6);
  const listPath = "/proverbs?sinif=12";

  await signInAsAdmin(page);
  await page.goto("/notekle");
  await waitForHydration(page);
  await page.getByLabel("Sınıf", { exact: true }).selectOption("12");
  await page.getByLabel("Ünite", { exact: true }).fill("9");
  await page.getByLabel("İngilizce Başlık", { exact: true }).fill(`Early ${id}`);
  await page.getByLabel("Türkçe Başlık", { exact: true }).fill("Erken kalkan");
  await page.getByLabel("İçerik Türü", { exact: true }).selectOption({ label: "Atasözleri" });
  await page.getByLabel("Dosya Türü", { exact: true }).selectOption({ label: "Video" });
  await page.getByLabel("Dönem", { exact: true }).selectOption({ label: "2. Dönem" });
  await page.getByLabel("Video Bağlantısı", { exact: true }).fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await page.getByRole("button", { name: "Ekle" }).click();
  await expect(page.getByTestId("toasts").getByText("basariyla yuklendi.").last()).toBeVisible({ timeout: 20_000 });

  // A pupil (no session) opens the list: the page is now kept for every anonymous visitor.
  const pupilContext = await browser.newContext();
  const pupil = await pupilContext.newPage();
  const first = await pupil.goto(listPath);
  expect(first!.headers()["cache-control"]).toContain("public");
  await expect(pupil.getByRole("link", { name: new RegExp(`Early ${id}`) })).toBeVisible();
  const etag = first!.headers()["etag"];
  expect((await pupil.reload())!.headers()["etag"]).toBe(etag);

  // The admin renames it.
  await page.goto(listPath);
  await waitForHydration(page);
  await page.getByRole("link", { name: `Düzenle: Early ${id}` }).click();
  await expect(page.getByRole("heading", { name: "İçeriği Düzenle" })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("İngilizce Başlık", { exact: true }).fill(`Late ${id}`);
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByTestId("toasts").getByText("Değişiklikler kaydedildi.")).toBeVisible();

  await pupil.reload();
  await expect(pupil.getByRole("link", { name: new RegExp(`Late ${id}`) })).toBeVisible();
  await expect(pupil.getByText(`Early ${id}`)).toHaveCount(0);

  // The admin deletes it; the pupil's next load no longer lists it.
  await page.goto(listPath);
  await waitForHydration(page);
  await waitForPartHydration(page.getByRole("link", { name: `Sil: Late ${id}` }));
  await page.getByRole("link", { name: `Sil: Late ${id}` }).click();
  await page.getByRole("dialog", { name: "İçeriği sil" }).getByRole("button", { name: "Sil" }).click();
  await expect(page.getByTestId("toasts").getByText("Bilgiler silindi").last()).toBeVisible();

  await pupil.reload();
  await expect(pupil.getByRole("heading", { name: "12.Sınıf Atasözleri" })).toBeVisible();
  await expect(pupil.getByText(`Late ${id}`)).toHaveCount(0);
  await pupilContext.close();
});
