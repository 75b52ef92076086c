import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { contentPath } from "#core/content.ts";
import { trExercises } from "#core/messages/exercises.ts";
import type { ApiEntry } from "./content-helpers";
import { expect } from "./fixtures";

/** The demo's grade 5 unit 10 test (server/demo/catalogue.ts): a Moodle XML quiz with ordering and gaps. */
export async function handsOnTest(request: APIRequestContext): Promise<string> {
  const { items } = (await (await request.get("/api/v1/contents?grade=5&type=8&pageSize=100")).json()) as { items: (ApiEntry & { sinif: number })[] };
  const entry = items.find((i) => i.konuIng.endsWith("Unit 10 Test"));
  if (!entry) throw new Error("no demo unit 10 test in grade 5");
  return contentPath(entry);
}

export const RIGHT_ORDER = ["We", "watch", "the", "fireworks", "at night."];
export const RIGHT_GAPS = ["festival", "traditional", "dance", "crowd"];
export const question = (page: Page, id: string) => page.locator(`fieldset[data-question="${id}"]`);
export const itemsOf = (list: Locator) => list.locator(":scope > li");

/** The ordering's items as the list shows them now. */
export const shownOrder = async (list: Locator) => (await itemsOf(list).locator("[lang=en]").allTextContents()).map((t) => t.trim());

/**
 * The score of the demo quiz with q1's ordering and q3's gaps done right and nothing else
 * touched: q2's ordering, left in the order shown, earns 1 of its 3 neighbours.
 */
export const EXPECTED_SCORE = "2.33/5";

/** Sends the form and reads the score the result carries ('3.5/5'). */
export async function finish(page: Page): Promise<string> {
  await page.getByRole("button", { name: trExercises.finish }).click();
  const result = page.locator("[data-quiz-result]");
  await expect(result).toBeVisible();
  await expect(result.locator("li").first()).toContainText(trExercises.credit(1));
  return (await result.getAttribute("data-quiz-result"))!;
}

