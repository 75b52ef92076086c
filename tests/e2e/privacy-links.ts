import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolationsIn, waitForHydration } from "./fixtures";

/** /gizlilik and /cerezler from the footer and from the sign-up form (also run on a phone: privacy-links.mobile.spec.ts). */
export async function privacyLinksWork(page: Page, scripts: boolean) {
  await page.goto("/");
  if (scripts) await waitForHydration(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Aydınlatma Metni" }).click();
  await expect(page).toHaveURL(/\/gizlilik$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aydınlatma Metni");
  await expectNoAxeViolationsIn(page, scripts);
  await page.getByRole("contentinfo").getByRole("link", { name: "Çerez Politikası" }).click();
  await expect(page).toHaveURL(/\/cerezler$/);
  await expect(page.getByRole("rowheader", { name: "sid", exact: true })).toBeVisible();
  await expectNoAxeViolationsIn(page, scripts);

  for (const [name, path] of [
    ["Aydınlatma Metni", /\/gizlilik$/],
    ["Çerez Politikası", /\/cerezler$/],
  ] as const) {
    await page.goto("/signup");
    if (scripts) await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name }).click();
    await expect(page).toHaveURL(path);
  }
}
