import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { trImports } from "#core/messages/imports.ts";
import { makeDemoPdf } from "#server/demo/pdf.ts";
import { startInstance, type Instance } from "#scripts/peers/instances.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { addAdmin, freePort, signInBrowser } from "./import-site";

/**
 * The bulk import's promise, as an admin lives it: a folder of good and bad files goes in through
 * the page, the server is killed (SIGKILL) in the middle of the import and started again,
 * and the result table shows every row done once or failed with its reason.
 *
 * The site here is an instance of its own (scripts/peers/instances.ts) on a data folder
 * that outlives it, with a pause between rows so the kill lands mid-import.
 */
const root = path.resolve(import.meta.dirname, "../..");
const ADMIN = { email: "ice-aktaran@merdiven.test", password: "ice-aktarma-e2e-sifresi-3" };
const GOOD = 8;

/** The teacher's folder: 6/2/kelimeler/… worksheets, a picture, two impostors, a stray note and a .csv list. */
function makeFolder(): string {
  // The chosen folder's name leads every path the browser sends ('materyal/6/2/…').
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "merdiven-klasor-")), "materyal");
  const put = (rel: string, bytes: Buffer | string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), bytes);
  };
  const rows = ["dosya;konuTr;donem"];
  for (let i = 1; i < GOOD; i++) {
    const name = `kelimeler/word-list-${i}.pdf`;
    put(`6/2/${name}`, makeDemoPdf({ title: `Word List ${i}`, subtitle: "Merdiven e2e", lines: [`Word ${i}`] }));
    rows.push(`${name};Kelime listesi ${i};1`);
  }
  put("6/2/alistirmalar/picture-cards.webp", fs.readFileSync(path.join(root, "server/demo/images/grade-6-a.webp")));
  rows.push("picture-cards.webp;Resimli kartlar;1");
  put("6/2/kelimeler/sinav.pdf", "<!DOCTYPE html><html><body>bir sınav değil</body></html>");
  put("6/2/kelimeler/notlar.txt", "yalnızca bir not");
  put("6/liste.csv", rows.join("\n") + "\n");
  return dir;
}

let site: Instance | undefined;
let dataDir: string;
let port: number;
let env: Record<string, string>;

test.beforeAll(async () => {
  // Opening the embedded database (its migrations) can take a minute on a busy 2-core machine.
  test.setTimeout(120_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "merdiven-ice-aktar-"));
  await addAdmin(dataDir, ADMIN);
  // Kept for both lives of the site (a restart on the same address, as in production).
  port = await freePort();
  env = {
    SEED_DEMO: "never",
    IMPORT_PAUSE_MS: "600",
    RATE_LIMIT_MULTIPLIER: "5",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
});

test.afterAll(async () => {
  await site?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("a folder of good and bad files, the server killed in the middle, and the result table", async ({
  page,
  context,
}) => {
  // Two instances start from source here, one after the other: on the slower machine of the same kind this took past 180 s.
  test.setTimeout(300_000);
  site = await startInstance({ name: "ice-aktar", env, dataDir, port });
  await signInBrowser(context, site, ADMIN);

  await page.goto(`${site.url}/admin/ice-aktar`);
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByLabel("Klasör").setInputFiles(makeFolder());
  await page.getByRole("button", { name: "Dosyaları yükle" }).click();

  // The table: fields proposed from the paths and the .csv list, bytes on their way file by file.
  await expect(page).toHaveURL(/\/admin\/ice-aktar\/\d+$/);
  const importUrl = page.url().replace(site.url, "");
  const rows = page.getByTestId("import-row");
  await expect(rows).toHaveCount(GOOD + 2);
  const first = rows.filter({ hasText: "word-list-1.pdf" });
  await expect(first.getByLabel("materyal/6/2/kelimeler/word-list-1.pdf: Sınıf")).toHaveValue("6");
  await expect(first.getByLabel("materyal/6/2/kelimeler/word-list-1.pdf: Ünite")).toHaveValue("2");
  await expect(first.getByLabel("materyal/6/2/kelimeler/word-list-1.pdf: İçerik Türü")).toHaveValue("2");
  await expect(first.getByLabel("materyal/6/2/kelimeler/word-list-1.pdf: İngilizce Başlık")).toHaveValue("Word List 1");
  await expect(first.getByLabel("materyal/6/2/kelimeler/word-list-1.pdf: Türkçe Başlık")).toHaveValue(
    "Kelime listesi 1",
  );
  // Every file arrives (the refused ones fail at once, with their reason).
  await expect(page.locator('[data-state="waiting"]')).toHaveCount(0, { timeout: 60_000 });
  await expect(rows.filter({ hasText: "sinav.pdf" })).toContainText(trImports.notAccepted);
  await expect(rows.filter({ hasText: "notlar.txt" })).toContainText("Başarısız");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "İçe aktar", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "İçe aktarma sunucuda sürüyor" })).toBeVisible();
  // Some rows are in, not all: now the server dies without a goodbye.
  await expect
    .poll(async () => page.locator('[data-state="done"]').count(), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(2);
  expect(await page.locator('[data-state="done"]').count()).toBeLessThan(GOOD);
  // The tab is closed first: left open, its new rows' links would ask the dead server for their routes (a console error).
  await page.goto("about:blank");
  process.kill(site.pid, "SIGKILL");
  await site.exited;

  // Started again on the same data: the import goes on by itself, and the page shows where it stands.
  site = await startInstance({ name: "ice-aktar-2", env, dataDir, port });
  await page.goto(`${site.url}${importUrl}`);
  await waitForHydration(page);
  await expect(page.getByRole("status").filter({ hasText: "İçe aktarma bitti." })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("import-counts")).toHaveText(`${GOOD} eklendi · 0 atlandı · 2 başarısız`);
  await expect(page.locator('[data-state="done"]')).toHaveCount(GOOD);
  await expect(rows.filter({ hasText: "word-list-1.pdf" }).getByRole("link", { name: "Word List 1" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Nothing doubled: grade 6 has exactly the good files, each once, each with its file.
  const list = await (await page.request.get(`${site.url}/api/v1/contents?grade=6&pageSize=100`)).json();
  expect(list.total).toBe(GOOD);
  expect(new Set(list.items.map((i: { konuIng: string }) => i.konuIng)).size).toBe(GOOD);
  for (const item of list.items) expect((await page.request.get(`${site.url}${item.fileUrl}`)).status()).toBe(200);
});
