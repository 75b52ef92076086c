import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { makeDemoPdf } from "#server/demo/pdf.ts";
import { expect, expectNoAxeViolations, test, waitForHydration, waitForPartHydration } from "./fixtures";
import { signInAsAdmin } from "./sessions";
import { linkIn, readMail } from "./mail";

const root = path.resolve(import.meta.dirname, "../..");
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

const pdf = (title: string, filler = 0) => ({
  name: "calisma-kagidi.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.concat([
    makeDemoPdf({ title, subtitle: "Merdiven e2e", lines: ["I get up at seven.", "Saat yedide kalkarım."] }),
    Buffer.alloc(filler, 0x20),
  ]),
});
const picture = () => ({
  name: "resim.webp",
  mimeType: "image/webp",
  buffer: fs.readFileSync(path.join(root, "server/demo/images/grade-8-a.webp")),
});
const htmlPosingAsPdf = () => ({
  name: "sinav.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("<!DOCTYPE html><html><body><h1>Sınav</h1></body></html>"),
});

interface EntryInput {
  grade: string;
  unit: string;
  en: string;
  tr: string;
  type: string;
  fileType: "PDF" | "Resim" | "Video";
  term: string;
  file?: { name: string; mimeType: string; buffer: Buffer };
  link?: string;
}

async function fillForm(page: Page, e: EntryInput) {
  await page.getByLabel("Sınıf", { exact: true }).selectOption(e.grade);
  await page.getByLabel("Ünite", { exact: true }).fill(e.unit);
  await page.getByLabel("İngilizce Başlık", { exact: true }).fill(e.en);
  await page.getByLabel("Türkçe Başlık", { exact: true }).fill(e.tr);
  await page.getByLabel("İçerik Türü", { exact: true }).selectOption({ label: e.type });
  await page.getByLabel("Dosya Türü", { exact: true }).selectOption({ label: e.fileType });
  await page.getByLabel("Dönem", { exact: true }).selectOption({ label: e.term });
  if (e.file) await page.getByLabel("Dosya", { exact: true }).setInputFiles(e.file);
  if (e.link) await page.getByLabel("Video Bağlantısı", { exact: true }).fill(e.link);
}

/** Slows the browser's uploads down so the progress bar can be watched as it moves. */
async function throttleUploads(page: Page, bytesPerSecond: number | null) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

test("the admin adds a PDF, a picture and a video with a progress bar, finds, edits and deletes them", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto("/");
  await page.getByRole("link", { name: "Not Ekle" }).click();
  await expect(page.getByRole("heading", { name: "Not Ekle" })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  const id = stamp();
  const entries: (EntryInput & { listPath: string })[] = [
    {
      grade: "8",
      unit: "3",
      en: `Daily Routines ${id}`,
      tr: "Günlük işler",
      type: "Alıştırmalar",
      fileType: "PDF",
      term: "1. Dönem",
      file: pdf("Daily Routines", 600_000),
      listPath: "/alistirmalar?sinif=8",
    },
    {
      grade: "8",
      unit: "3",
      en: `Fruit Pictures ${id}`,
      tr: "Meyve resimleri",
      type: "Yeni Kelimeler",
      fileType: "Resim",
      term: "2. Dönem",
      file: picture(),
      listPath: "/kelimeler?sinif=8",
    },
    {
      grade: "8",
      unit: "5",
      en: `Song Of Seasons ${id}`,
      tr: "Mevsim şarkısı",
      type: "Okuma",
      fileType: "Video",
      term: "1. Dönem",
      link: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      listPath: "/reading?sinif=8",
    },
  ];

  for (const [index, entry] of entries.entries()) {
    await fillForm(page, entry);
    // The first upload goes slowly enough to watch the bar move; the rest at full speed.
    await throttleUploads(page, index === 0 ? 200_000 : null);
    await page.getByRole("button", { name: "Ekle" }).click();
    const bar = page.getByRole("progressbar");
    await expect(bar).toBeVisible();
    if (index === 0) {
      await expect(page.getByRole("button", { name: "Yükleniyor..." })).toBeDisabled();
      await expect.poll(async () => Number(await bar.getAttribute("value")), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(Number(await bar.getAttribute("value"))).toBeLessThan(100);
    }
    await expect(page.getByTestId("toasts").getByText("basariyla yuklendi.").last()).toBeVisible({ timeout: 20_000 });
    await expect(bar).toHaveAttribute("value", "100");
    await expect(page.getByTestId("upload-progress")).toContainText("%100");
    // Ready for the next one: titles and file cleared, grade kept.
    await expect(page.getByLabel("İngilizce Başlık", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Sınıf", { exact: true })).toHaveValue("8");
  }

  // Each is on its list page and its grade page at once (the admin sees an edit and a delete icon on every card).
  for (const entry of entries) {
    await page.goto(entry.listPath);
    await expect(page.getByRole("link", { name: `Sil: ${entry.en}` })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.goto("/classes/8");
  for (const entry of entries) await expect(page.getByRole("link", { name: `Düzenle: ${entry.en}` })).toBeVisible();
  await page.goto(entries[2].listPath);
  const videoCard = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: `Sil: ${entries[2].en}` }) });
  await videoCard
    .getByRole("link", { name: /^Song Of Seasons/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/classes\/8\/\d+-song-of-seasons-/);

  // Edit the PDF: new Turkish title, unit and a new file.
  await page.goto(entries[0].listPath);
  await waitForHydration(page);
  await page.getByRole("link", { name: `Düzenle: ${entries[0].en}` }).click();
  await expect(page.getByRole("heading", { name: "İçeriği Düzenle" })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByLabel("Türkçe Başlık", { exact: true })).toHaveValue("Günlük işler");
  await page.getByLabel("Türkçe Başlık", { exact: true }).fill("Günlük işlerimiz");
  await page.getByLabel("Ünite", { exact: true }).fill("4");
  await page.getByLabel("Dosya", { exact: true }).setInputFiles(pdf("Daily Routines, second edition"));
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByTestId("toasts").getByText("Değişiklikler kaydedildi.")).toBeVisible();
  await expect(page).toHaveURL(/\/alistirmalar\?sinif=8$/);
  const pdfCard = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: `Sil: ${entries[0].en}` }) });
  await expect(pdfCard).toContainText("4. Ünite");
  await expect(pdfCard).toContainText("Günlük işlerimiz");

  // Delete each: the dialog names the entry; the card goes.
  for (const entry of entries) {
    await page.goto(entry.listPath);
    await waitForHydration(page);
    // The admin's icons are a lazy part: a click before it is hydrated follows the link to the
    // confirmation page, which is what a phone without JavaScript gets (tested below).
    await waitForPartHydration(page.getByRole("link", { name: `Sil: ${entry.en}` }));
    await page.getByRole("link", { name: `Sil: ${entry.en}` }).click();
    const dialog = page.getByRole("dialog", { name: "İçeriği sil" });
    await expect(dialog).toContainText(entry.en);
    await expect(dialog).toContainText("8. Sınıf");
    if (entry === entries[0]) {
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Vazgeç" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("link", { name: `Sil: ${entry.en}` })).toBeFocused();
      await page.getByRole("link", { name: `Sil: ${entry.en}` }).click();
    }
    await dialog.getByRole("button", { name: "Sil" }).click();
    await expect(page.getByTestId("toasts").getByText("Bilgiler silindi").last()).toBeVisible();
    await expect(page.getByRole("link", { name: `Sil: ${entry.en}` })).toHaveCount(0);
  }
  const left = await (await page.request.get("/api/v1/contents?grade=8&pageSize=100")).json();
  expect(left.items.filter((e: { konuIng: string }) => e.konuIng.endsWith(id))).toEqual([]);
});

test("the form refuses a renamed HTML file posing as a PDF, and says what is missing", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/notekle");
  await waitForHydration(page);
  let posted = false;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/api/v1/contents")) posted = true;
  });

  await page.getByRole("button", { name: "Ekle" }).click();
  await expect(page.getByLabel("Sınıf", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Sınıf", { exact: true })).toBeFocused();
  await expect(page.getByText("Lütfen İngilizce başlığı girin.")).toBeVisible();

  await fillForm(page, {
    grade: "6",
    unit: "1",
    en: "Fake Exam",
    tr: "Sahte sınav",
    type: "Örnek Sınavlar",
    fileType: "PDF",
    term: "1. Dönem",
  });
  await page.getByRole("button", { name: "Ekle" }).click();
  await expect(page.getByText("icerik secmediniz").first()).toBeVisible();

  await page.getByLabel("Dosya", { exact: true }).setInputFiles(htmlPosingAsPdf());
  await page.getByRole("button", { name: "Ekle" }).click();
  const file = page.getByLabel("Dosya", { exact: true });
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Bu dosya bir PDF değil. Lütfen gerçek bir PDF dosyası seçin.")).toBeVisible();
  expect(posted).toBe(false);
});

test("without JavaScript the admin adds through the plain form, and the server refuses the impostor too", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  await signInAsAdmin(context);
  const page = await context.newPage();
  await page.goto("/notekle");

  const title = `Plain Form ${stamp()}`;
  await fillForm(page, {
    grade: "4",
    unit: "2",
    en: title,
    tr: "Düz form",
    type: "Testler",
    fileType: "PDF",
    term: "2. Dönem",
    file: htmlPosingAsPdf(),
  });
  await page.getByRole("button", { name: "Ekle" }).click();
  await expect(page.getByText("Bu dosya bir PDF değil. Lütfen gerçek bir PDF dosyası seçin.")).toBeVisible();
  await expect(page.getByLabel("Dosya", { exact: true })).toHaveAttribute("aria-invalid", "true");
  // What was typed is still there.
  await expect(page.getByLabel("İngilizce Başlık", { exact: true })).toHaveValue(title);

  await page.getByLabel("Dosya", { exact: true }).setInputFiles(pdf("Plain form"));
  await page.getByRole("button", { name: "Ekle" }).click();
  await expect(page.getByText("basariyla yuklendi.").first()).toBeVisible();
  await page.getByRole("link", { name: "Listede gör" }).click();
  await expect(page).toHaveURL(/\/tests\?sinif=4$/);

  // Delete through the confirmation page, which names the entry.
  await page.getByRole("link", { name: `Sil: ${title}` }).click();
  await expect(page.getByRole("heading", { name: "İçeriği sil" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(title);
  await page.getByRole("button", { name: "Sil" }).click();
  await expect(page.getByText("Bilgiler silindi")).toBeVisible();
  await expect(page).toHaveURL(/\/tests\?sinif=4$/);
  await expect(page.getByRole("link", { name: `Sil: ${title}` })).toHaveCount(0);
  await context.close();
});

test("a visitor and a signed-in pupil see no admin icons and no form", async ({ page }) => {
  await page.goto("/alistirmalar?sinif=5");
  await expect(page.getByTestId("cards").getByRole("link").first()).toBeVisible();
  await expect(page.getByRole("link", { name: /^(Sil|Düzenle): / })).toHaveCount(0);
  expect((await page.goto("/notekle"))?.status()).toBe(404);
  await expect(page.getByLabel("İngilizce Başlık")).toHaveCount(0);

  await page.goto("/signup");
  await waitForHydration(page);
  await page.getByLabel("E-posta").fill(`ogrenci-${stamp()}@example.com`);
  await page.getByLabel("Şifre", { exact: true }).fill("yesil-elma-42");
  await page.getByLabel("Şifre (tekrar)").fill("yesil-elma-42");
  await page.getByRole("button", { name: "Kayıt Ol" }).click();
  await expect(page.getByTestId("toasts").getByText("Kayıt başarılı! Hoş geldiniz!")).toBeVisible();
  await page.goto("/classes/5");
  await expect(page.getByTestId("cards").first()).toBeVisible();
  await expect(page.getByRole("link", { name: /^(Sil|Düzenle): / })).toHaveCount(0);
  for (const url of ["/notekle", "/notekle/1/duzenle", "/notekle/1/sil"]) {
    expect((await page.goto(url))?.status(), url).toBe(404);
    await expect(page.getByLabel("İngilizce Başlık")).toHaveCount(0);
  }
  const api = await page.request.delete("/api/v1/contents/1", { headers: { Origin: new URL(page.url()).origin } });
  expect(api.status()).toBe(403);
});

test("an admin disables an account; its owner then sees 'Bu hesap devre dışı bırakılmış...'", async ({
  page,
  browser,
}) => {
  const email = `kapali-${Date.now()}@example.com`;
  const pupil = await browser.newContext();
  const pupilPage = await pupil.newPage();
  await pupilPage.goto("/signup");
  await waitForHydration(pupilPage);
  await pupilPage.getByLabel("E-posta").fill(email);
  await pupilPage.getByLabel("Şifre", { exact: true }).fill("kapali-hesap-1");
  await pupilPage.getByLabel("Şifre (tekrar)").fill("kapali-hesap-1");
  await pupilPage.getByRole("button", { name: "Kayıt Ol" }).click();
  await expect(pupilPage).toHaveURL(/\/$/);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.locator("summary:visible", { hasText: "Yönetim" }).click();
  await page.getByRole("link", { name: "Kullanıcılar" }).first().click();
  await page.getByRole("button", { name: `Devre dışı bırak: ${email}` }).click();
  await expect(
    page.getByTestId("toasts").getByText("Hesap devre dışı bırakıldı; açık oturumları kapatıldı."),
  ).toBeVisible();

  // The pupil's open session has ended, and logging in again is refused with docs/product.md's message.
  await pupilPage.reload();
  await expect(pupilPage.getByRole("link", { name: "Giriş Yap" }).first()).toBeAttached();
  await pupilPage.goto("/login");
  await waitForHydration(pupilPage);
  await pupilPage.locator('form[action="/login"]').getByLabel("E-posta").fill(email);
  await pupilPage.getByLabel("Şifre", { exact: true }).fill("kapali-hesap-1");
  await pupilPage.getByRole("button", { name: "Giriş Yap" }).click();
  await expect(pupilPage.getByText("Bu hesap devre dışı bırakılmış...")).toBeVisible();
  await pupil.close();
});

test("the admin reads a contact message in the inbox, marks it read, and sees the confirmed subscriber list", async ({
  page,
}) => {
  const stamp = `Gelen kutusu ${Date.now()}`;
  await page.goto("/iletisim");
  await waitForHydration(page);
  await page.getByLabel("Adınız").fill("Elif Şahin");
  await page.getByLabel("E-posta").fill("elif@example.com");
  await page.getByLabel("Mesajınız").fill(stamp);
  await page.getByRole("button", { name: "Gönder" }).click();
  await expect(page.getByTestId("toasts").getByText("Mesajınız bize ulaştı.")).toBeVisible();
  const subscriber = `abone-${Date.now()}@example.com`;
  await page.goto("/");
  await waitForHydration(page);
  await waitForPartHydration(page.getByRole("button", { name: "Abone Ol" }));
  await page.getByLabel("E-posta adresiniz").fill(subscriber);
  await page.getByRole("button", { name: "Abone Ol" }).click();
  await expect(
    page
      .getByTestId("toasts")
      .getByText("Onay e-postası gönderildi. Aboneliğiniz, e-postadaki bağlantıyla onayladığınızda başlar."),
  ).toBeVisible();
  // The address counts only once its owner presses the button behind the mailed link.
  const confirmation = await readMail(subscriber, /bülten/i);
  await page.goto(linkIn(confirmation));
  await page.getByRole("button", { name: "Aboneliğimi onayla" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Abone Olundu");

  await signInAsAdmin(page);
  await page.goto("/admin/mesajlar");
  const message = page.getByRole("article", { name: "Elif Şahin mesajı" }).filter({ hasText: stamp });
  await expect(message).toContainText("Yeni");
  await message.getByRole("button", { name: "Okundu işaretle" }).click();
  await expect(page.getByRole("article", { name: "Elif Şahin mesajı" }).filter({ hasText: stamp })).not.toContainText(
    "Yeni",
  );
  await expect(page.getByRole("region", { name: "Abone listesi" })).toContainText(subscriber);
  await expectNoAxeViolations(page);
});
