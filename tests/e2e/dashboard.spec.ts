import type { Browser } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { signInAsAdmin } from "./sessions";

/**
 * The admin's home after known visits: pupils open an entry three times (each
 * page answered from the shared cache after the first), all from this machine's one address,
 * so one opening of the day (decision 0054); the admin opens it once (not counted),
 * and /admin shows one opening, the grade × type counts and the gaps.
 */
interface Entry {
  id: number;
  konuIng: string;
  url: string;
}

/** A pupil's visit in a browser of its own: the page, its script, and the beacon it sends. */
async function visit(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const beacon = page.waitForRequest((r) => r.method() === "POST" && /\/api\/v1\/contents\/\d+\/opened$/.test(r.url()));
  await page.goto(url);
  await waitForHydration(page);
  await beacon;
  await context.close();
}

test("the admin's home counts what pupils opened, and shows what exists and what is missing", async ({
  page,
  browser,
  request,
}) => {
  // An entry no other test opens: grade 3's proverbs.
  const { items } = (await (await request.get("/api/v1/contents?grade=3&type=7")).json()) as { items: Entry[] };
  const entry = items[0];
  for (let i = 0; i < 3; i++) await visit(browser, entry.url);

  await signInAsAdmin(page);
  await page.goto(entry.url);
  await waitForHydration(page);

  const vocabulary = (await (await request.get("/api/v1/contents?grade=5&type=2")).json()).total as number;
  // Openings are written every few seconds: the page shows them once they are.
  await expect(async () => {
    await page.goto("/admin");
    await expect(
      page.getByTestId("most-opened-7").getByRole("listitem").filter({ hasText: entry.konuIng }),
    ).toContainText(/(?<!\d)1 kez/u, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(
    page.getByTestId("most-opened-30").getByRole("listitem").filter({ hasText: entry.konuIng }),
  ).toContainText(/(?<!\d)1 kez/u);
  await expect(page.getByRole("heading", { name: "Yönetim Paneli" })).toBeVisible();
  const table = page.getByRole("table", { name: "Sınıf ve türe göre içerik sayıları" });
  // Grade 5's vocabulary cell counts what the list has; its cell links to that list.
  await expect(table.getByRole("row", { name: /^5\. Sınıf/ }).locator('a[href="/kelimeler?sinif=5"]')).toHaveText(
    String(vocabulary),
  );
  await expect(page.getByTestId("unread")).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});
