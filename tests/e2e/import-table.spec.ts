import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { makeDemoPdf } from "#server/demo/pdf.ts";
import { startInstance, type Instance } from "#scripts/peers/instances.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { addAdmin, freePort, signInBrowser } from "./import-site";

/**
 * The bulk import's page as an admin uses it besides the pickers: files in
 * nested folders dropped on the page, and the correction table fixed by keyboard alone
 * (Enter, ↑/↓, Ctrl+D, 'Aşağı doldur') before the import. On a site of its own with an
 * empty database: no unit table, so no term or Turkish title is proposed.
 */
const root = path.resolve(import.meta.dirname, "../..");
const ADMIN = { email: "surukleyen@merdiven.test", password: "surukle-birak-e2e-sifresi-4" };

interface Dropped {
  path: string;
  type: string;
  bytes: Buffer;
}
const pdf = (file: string, title: string): Dropped => ({
  path: file,
  type: "application/pdf",
  bytes: makeDemoPdf({ title, subtitle: "Merdiven e2e", lines: [title] }),
});

/**
 * A real drag and drop: dragenter, dragover and drop on `target`, carrying a DataTransfer
 * made in the page. A script's DataTransfer gives no folder entries, so each file's name
 * is its path in the dropped folder (the walk of real folders: tests/unit/import-drop.test.ts).
 */
async function drop(page: Page, target: Locator, files: Dropped[]) {
  const data = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const f of list)
        transfer.items.add(
          new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.path, { type: f.type }),
        );
      return transfer;
    },
    files.map((f) => ({ path: f.path, type: f.type, base64: f.bytes.toString("base64") })),
  );
  await target.dispatchEvent("dragenter", { dataTransfer: data });
  await target.dispatchEvent("dragover", { dataTransfer: data });
  await expect(page.getByTestId("import-drop")).toContainText("Bırakın: dosyalar yüklenecekler listesine eklenir");
  await target.dispatchEvent("drop", { dataTransfer: data });
  await expect(page.getByTestId("import-drop")).not.toContainText("Bırakın:");
  await data.dispose();
}

/** Presses `key` (Tab or Shift+Tab) until `target` has the focus, as a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, key = "Tab") {
  for (let i = 0; i < 120; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target}`);
}

let site: Instance;

test.beforeAll(async () => {
  // The embedded database's migrations and the site's start: minutes on a busy 2-core machine.
  test.setTimeout(240_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "merdiven-ice-aktar-tablo-"));
  await addAdmin(dataDir, ADMIN);
  const port = await freePort();
  site = await startInstance({
    name: "ice-aktar-tablo",
    env: { SEED_DEMO: "never", RATE_LIMIT_MULTIPLIER: "5", PUBLIC_URL: `http://127.0.0.1:${port}` },
    dataDir,
    port,
  });
});

test.afterAll(async () => {
  const dataDir = site?.dataDir;
  await site?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test.beforeEach(async ({ page, context }) => {
  await signInBrowser(context, site, ADMIN);
  await page.goto(`${site.url}/admin/ice-aktar`);
  await waitForHydration(page);
});

test("files in nested folders dropped on the page are sent as picked files, their fields proposed from their folders", async ({
  page,
}) => {
  const area = page.getByTestId("import-drop");
  await expect(area).toContainText("Dosyaları, klasörleri ya da bir .zip dosyasını bu sayfaya sürükleyip bırakın");
  await expectNoAxeViolations(page);

  const folder = [
    pdf("materyal/7/2/kelimeler/daily-routines.pdf", "Daily Routines"),
    {
      path: "materyal/7/2/alistirmalar/picture-cards.webp",
      type: "image/webp",
      bytes: fs.readFileSync(path.join(root, "server/demo/images/grade-7-a.webp")),
    },
    pdf("materyal/7/3/testler/unit-test.pdf", "Unit Test"),
    {
      path: "materyal/7/liste.csv",
      type: "text/csv",
      bytes: Buffer.from(
        "dosya;konuTr;donem\ndaily-routines.pdf;Günlük işler;1\npicture-cards.webp;Resimli kartlar;1\nunit-test.pdf;Ünite testi;2\n",
      ),
    },
  ];
  await drop(page, area, folder);
  const status = area.getByRole("status");
  await expect(status).toHaveText("4 dosya alındı. Yüklenmeyi bekleyen bırakılmış dosya: 4.");
  // Dropped anywhere on the page, not only on the area; a file dropped again counts once.
  await drop(page, page.getByRole("heading", { name: "Toplu İçe Aktar" }), folder.slice(0, 1));
  await expect(status).toHaveText("1 dosya alındı. Yüklenmeyi bekleyen bırakılmış dosya: 4.");
  await expectNoAxeViolations(page);

  // Taken out again: the focus stays in the area (the button went with the files).
  await page.getByRole("button", { name: "Bırakılan 4 dosyayı çıkar" }).click();
  await expect(status).toHaveText("Bırakılan dosyalar çıkarıldı.");
  await expect(area).toBeFocused();
  await page.getByRole("button", { name: "Dosyaları yükle" }).click();
  await expect(page.getByRole("alert")).toHaveText("Lütfen en az bir dosya seçin.");

  await drop(page, area, folder);
  await page.getByRole("button", { name: "Dosyaları yükle" }).click();
  await expect(page).toHaveURL(/\/admin\/ice-aktar\/\d+$/);
  const rows = page.getByTestId("import-row");
  await expect(rows).toHaveCount(3);
  const cell = (file: string, column: string) => page.getByLabel(`materyal/7/${file}: ${column}`);
  await expect(cell("2/kelimeler/daily-routines.pdf", "Sınıf")).toHaveValue("7");
  await expect(cell("2/kelimeler/daily-routines.pdf", "Ünite")).toHaveValue("2");
  await expect(cell("2/kelimeler/daily-routines.pdf", "İçerik Türü")).toHaveValue("2");
  await expect(cell("2/kelimeler/daily-routines.pdf", "İngilizce Başlık")).toHaveValue("Daily Routines");
  await expect(cell("2/kelimeler/daily-routines.pdf", "Türkçe Başlık")).toHaveValue("Günlük işler");
  await expect(cell("2/alistirmalar/picture-cards.webp", "İçerik Türü")).toHaveValue("3");
  await expect(cell("3/testler/unit-test.pdf", "Ünite")).toHaveValue("3");
  await expect(cell("3/testler/unit-test.pdf", "Dönem")).toHaveValue("2");
  // Each dropped file's bytes went up on their own, and passed the single form's checks.
  await expect(page.locator('[data-state="ready"]')).toHaveCount(3, { timeout: 30_000 });
});

test("a column fixed by keyboard alone (Enter, arrows, Ctrl+D), another filled down by its button, then imported", async ({
  page,
}) => {
  const names = ["word-one", "word-two", "word-three"];
  await drop(
    page,
    page.getByTestId("import-drop"),
    names.map((n, i) => pdf(`materyal/9/4/kelimeler/${n}.pdf`, `Word ${i + 1}`)),
  );
  await page.getByRole("button", { name: "Dosyaları yükle" }).click();
  await expect(page).toHaveURL(/\/admin\/ice-aktar\/\d+$/);
  await expect(page.locator('[data-state="ready"]')).toHaveCount(3, { timeout: 30_000 });
  await waitForHydration(page);
  const cell = (row: number, column: string) => page.getByLabel(`materyal/9/4/kelimeler/${names[row]}.pdf: ${column}`);
  // No unit table here: the Turkish title and the term are left to the admin.
  for (const row of [0, 1, 2]) await expect(cell(row, "Türkçe Başlık")).toHaveValue("");

  // From the top of the page to the first Turkish title, typed; Enter goes down the column, Ctrl+D copies the cell above.
  await tabTo(page, cell(0, "Türkçe Başlık"));
  await page.keyboard.type("Kelimeler: oyunlar");
  await page.keyboard.press("Enter");
  await expect(cell(1, "Türkçe Başlık")).toBeFocused();
  await page.keyboard.press("Control+d");
  await expect(cell(1, "Türkçe Başlık")).toHaveValue("Kelimeler: oyunlar");
  await page.keyboard.press("ArrowDown");
  await expect(cell(2, "Türkçe Başlık")).toBeFocused();
  await page.keyboard.press("Control+d");
  await expect(cell(2, "Türkçe Başlık")).toHaveValue("Kelimeler: oyunlar");
  await page.keyboard.press("ArrowUp");
  await expect(cell(1, "Türkçe Başlık")).toBeFocused();
  await page.keyboard.press("Shift+Enter");
  await expect(cell(0, "Türkçe Başlık")).toBeFocused();

  // The first term chosen with the arrow keys, then the column's 'Aşağı doldur', reached backwards.
  await tabTo(page, cell(0, "Dönem"));
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(cell(0, "Dönem")).toHaveValue("2");
  await tabTo(page, page.getByRole("button", { name: "Dönem: Aşağı doldur" }), "Shift+Tab");
  await page.keyboard.press("Enter");
  for (const row of [1, 2]) await expect(cell(row, "Dönem")).toHaveValue("2");
  // The post saved the typed titles too.
  for (const row of [0, 1, 2]) await expect(cell(row, "Türkçe Başlık")).toHaveValue("Kelimeler: oyunlar");
  await waitForHydration(page);

  await tabTo(page, page.getByRole("button", { name: "İçe aktar", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "İçe aktarma bitti." })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("import-counts")).toHaveText("3 eklendi · 0 atlandı · 0 başarısız");
  for (const [row, name] of names.entries()) {
    await expect(
      page
        .getByTestId("import-row")
        .filter({ hasText: `${name}.pdf` })
        .getByRole("link", { name: `Word ${row === 0 ? "One" : row === 1 ? "Two" : "Three"}` }),
    ).toBeVisible();
  }

  // The entries as imported: every row with the fixed and filled columns.
  const list = await (await page.request.get(`${site.url}/api/v1/contents?grade=9&pageSize=100`)).json();
  expect(
    list.items
      .map((i: { konuIng: string; konuTr: string; unite: number; icerikTuru: number; donem: number }) => [
        i.konuIng,
        i.konuTr,
        i.unite,
        i.icerikTuru,
        i.donem,
      ])
      .sort(),
  ).toEqual([
    ["Word One", "Kelimeler: oyunlar", 4, 2, 2],
    ["Word Three", "Kelimeler: oyunlar", 4, 2, 2],
    ["Word Two", "Kelimeler: oyunlar", 4, 2, 2],
  ]);
});
