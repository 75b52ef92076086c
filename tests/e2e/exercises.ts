import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { contentPath } from "#core/content.ts";
import { trExercises } from "#core/messages/exercises.ts";
import type { ApiEntry } from "./content-helpers";
import { expect } from "./fixtures";

/** The demo's grade 5 unit 10 test (server/demo/catalogue.ts): a Moodle XML quiz with ordering and gaps. */
export async function handsOnTest(request: APIRequestContext): Promise<string> {
  const { items } = (await (await request.get("/api/v1/contents?grade=5&type=8&pageSize=100")).json()) as {
    items: (ApiEntry & { sinif: number })[];
  };
  const entry = items.find((i) => i.konuIng.endsWith("Unit 10 Test"));
  if (!entry) throw new Error("no demo unit 10 test in grade 5");
  return contentPath(entry);
}

export const RIGHT_ORDER = ["We", "watch", "the", "fireworks", "at night."];
export const RIGHT_GAPS = ["festival", "traditional", "dance", "crowd"];
/** The device's speech stood in for: a local English voice that records what it is asked to say. */
export const standInEnglishVoice = (page: Page) =>
  page.addInitScript(() => {
    const spoken: string[] = [];
    Object.assign(window, {
      spoken,
      SpeechSynthesisUtterance: class {
        constructor(readonly text: string) {}
      },
    });
    Object.assign(window.speechSynthesis, {
      getVoices: () => [{ lang: "en-GB", localService: true, name: "Test" }],
      speak: (u: { text: string }) => spoken.push(u.text),
      cancel: () => {},
    });
  });
/** What the stand-in voice was asked to say, in order. */
export const spokenOn = (page: Page) => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken);

export const question = (page: Page, id: string) => page.locator(`fieldset[data-question="${id}"]`);
export const itemsOf = (list: Locator) => list.locator(":scope > li");

/** The ordering's items as the list shows them now. */
export const shownOrder = async (list: Locator) =>
  (await itemsOf(list).locator("[lang=en]").allTextContents()).map((t) => t.trim());

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
  await expect(result.locator("li").first()).toContainText(trExercises.mark(1));
  return (await result.getAttribute("data-quiz-result"))!;
}

/** The demo's grade 2 'Hello! Listen and Write' (server/demo/catalogue.ts): two dictations and two picture–word questions. */
export async function listenAndWrite(request: APIRequestContext): Promise<string> {
  const { items } = (await (await request.get("/api/v1/contents?grade=2&type=3&pageSize=100")).json()) as {
    items: (ApiEntry & { sinif: number })[];
  };
  const entry = items.find((i) => i.konuIng === "Hello! Listen and Write");
  if (!entry) throw new Error("no demo 'Hello! Listen and Write' in grade 2");
  return contentPath(entry);
}

/** What the pupil types and picks in the demo's 'Hello! Listen and Write'. */
export const DICTATED = { q1: "Nice to meet you", q2: "My cat is vrey small" };
export const PICTURE = {
  q3: "kuş",
  q4: [
    ["elma", "apple"],
    ["top", "ball"],
    ["güneş", "star"],
  ] as const,
};
/** Both dictations right ('vrey' a slip that counts), the bird tapped, two of the three words right. */
export const LISTEN_SCORE = "3.67/4";

/** A picture–word row's radio group: the question itself (one row) or its n-th picture's group. */
export const pictureRow = (page: Page, id: string, picture?: string) =>
  picture ? question(page, id).getByRole("group", { name: new RegExp(`resim: ${picture}$`) }) : question(page, id);

/** Chooses a radio by keyboard: the group's first radio focused, then the arrow keys (each press moves and checks). */
export async function chooseByKeyboard(page: Page, group: Locator, name: string) {
  const radios = group.getByRole("radio");
  const names = await radios.evaluateAll((all) =>
    all.map((r) =>
      (
        r.closest("label")?.textContent ||
        r.closest("label")?.querySelector("[aria-label]")?.getAttribute("aria-label") ||
        ""
      ).trim(),
    ),
  );
  const at = names.indexOf(name);
  if (at < 0) throw new Error(`no ${name} among ${names.join(", ")}`);
  await radios.first().focus();
  await page.keyboard.press("Space");
  for (let i = 0; i < at; i++) await page.keyboard.press("ArrowRight");
  await expect(radios.nth(at)).toBeChecked();
}

/** Sends the form and checks the dictation's words are listed with their verdicts; returns the score. */
export async function finishListening(page: Page): Promise<string> {
  const score = await finish(page);
  await expect(page.locator("[data-quiz-result] [data-verdict=slip]")).toContainText(
    `vrey (doğrusu: very): ${trExercises.verdict.slip}`,
  );
  return score;
}
