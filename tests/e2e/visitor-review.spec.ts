import type { Page } from "@playwright/test";
import { contentPath } from "#core/content.ts";
import { trMarks } from "#core/messages/marks.ts";
import { trReview } from "#core/messages/review.ts";
import type { ApiEntry } from "./content-helpers";
import { expect, expectNoAxeViolations, expectNoAxeViolationsWithoutScripts, test, waitForHydration } from "./fixtures";
import { answerDeviceQuestion, signUp, uniqueEmail } from "./marks";

/**
 * A visitor's 'Günlük tekrar' (decision 0118): a visitor who finished the grade-2 word list on
 * this device reviews its words on /tekrar, kept on the device; signing up asks
 * 'Bu cihazdaki çalışmalar senin mi?' once for the marks and the reviews together. 'Evet' moves the
 * reviews into the account (the words reviewed are not due there, counted toward today's goal);
 * 'Hayır' leaves the account without them. Without scripts the page explains itself.
 */
const WORD_LIST = "In the Classroom: Word List";
const VISITOR_REVIEWS = "merdiven:tekrar:ziyaretci";

async function wordListPath(page: Page): Promise<string> {
  const { items } = (await (await page.request.get("/api/v1/contents?grade=2&pageSize=100")).json()) as {
    items: (ApiEntry & { sinif: number })[];
  };
  const entry = items.find((i) => i.konuIng === WORD_LIST);
  if (!entry) throw new Error(`no demo "${WORD_LIST}" in grade 2`);
  return contentPath(entry);
}

/** The visitor finishes the list on the device and reviews two of its words 'İyi' on /tekrar; the words reviewed. */
async function visitorReviewsTwo(page: Page): Promise<string[]> {
  await page.goto(await wordListPath(page));
  await waitForHydration(page);
  const done = page.getByRole("button", { name: trMarks.done }).first();
  await done.click();
  await expect(done).toHaveAttribute("aria-pressed", "true");

  // A visitor finds it in the bar's 'Diğer' menu.
  await page.locator("summary", { hasText: "Diğer" }).click();
  await page.getByRole("link", { name: trReview.menu }).first().click();
  await expect(page).toHaveURL(/\/tekrar$/);
  await waitForHydration(page);
  await expect(page.getByTestId("review-left")).toHaveText(trReview.left(5));
  await expect(page.getByTestId("review-day")).toContainText(trReview.goal(0, 20));
  await expectNoAxeViolations(page);
  const reviewed: string[] = [];
  for (const left of [4, 3]) {
    reviewed.push((await page.getByTestId("review-word").textContent())!.trim());
    await page.getByText(trReview.show).click();
    await expect(page.getByTestId("review-meaning")).toBeVisible();
    await page.getByRole("button", { name: trReview.grade.good }).click();
    await expect(page.getByTestId("review-left")).toHaveText(trReview.left(left));
  }
  await expect(page.getByTestId("review-day")).toContainText(trReview.goal(2, 20));
  expect(new Set(reviewed).size).toBe(2);
  // Kept on the device, each with its own id and time; nothing reached the server, and a reload keeps the count.
  const kept = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? "[]") as { clientId: string }[],
    VISITOR_REVIEWS,
  );
  expect(kept.map((r) => r.clientId)).toHaveLength(2);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("review-left")).toHaveText(trReview.left(3));
  await expect(page.getByTestId("review-word")).not.toHaveText(reviewed);
  return reviewed;
}

test("a visitor's reviews join the new account when the pupil says 'Evet': the words are done for today there", async ({
  page,
}) => {
  const reviewed = await visitorReviewsTwo(page);
  await signUp(page, uniqueEmail("tekrar-evet"));
  await answerDeviceQuestion(page, "yes", { entries: 1, cardLists: 0, reviews: 2 });
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), VISITOR_REVIEWS)).toBeNull();

  await page.goto("/tekrar");
  await waitForHydration(page);
  // Counted toward today's goal, and the two words are not due: three of the day's five new words are left.
  await expect(page.getByTestId("review-day")).toContainText(trReview.goal(2, 20));
  await expect(page.getByTestId("review-left")).toHaveText(trReview.left(3));
  for (let i = 0; i < 3; i++) {
    await expect(page.getByTestId("review-word")).not.toHaveText(reviewed);
    await page.getByText(trReview.show).click();
    await page.getByRole("button", { name: trReview.grade.good }).click();
  }
  await expect(page.getByTestId("review-left")).toHaveText(trReview.left(0));
  // The account's data file has the two reviews once each, beside the three made signed in (sent behind the pupil's back).
  const data = async () =>
    (await (await page.request.get("/hesabim/verilerim.json")).json()) as {
      dailyReview: { reviews: unknown[]; cards: { word: string; reps: number }[] };
    };
  await expect.poll(async () => (await data()).dailyReview.reviews.length).toBe(5);
  const { cards } = (await data()).dailyReview;
  for (const word of reviewed) expect(cards).toContainEqual(expect.objectContaining({ word, reps: 1 }));
});

test("a visitor's reviews stay out of the account when the pupil says 'Hayır', and the device forgets them", async ({
  page,
}) => {
  await visitorReviewsTwo(page);
  // The typing side too: a wrong word is answered with the right one and stays due in this sitting.
  await page.getByRole("link", { name: trReview.typeInstead }).click();
  await expect(page).toHaveURL(/\/tekrar\?yaz=1$/);
  // The address changes before the typing side is drawn: its meaning is read once it is.
  await expect(page.getByRole("button", { name: trReview.check })).toBeVisible();
  const meaning = (await page.getByTestId("review-meaning").textContent())!.trim();
  await page.getByLabel(trReview.typeLabel(meaning)).fill("zzzz");
  await page.getByRole("button", { name: trReview.check }).click();
  await expect(page.getByTestId("review-said")).toContainText("Doğrusu:");
  await expect(page.getByTestId("review-left")).toHaveText(trReview.left(3));
  await expectNoAxeViolations(page);

  await signUp(page, uniqueEmail("tekrar-hayir"));
  await answerDeviceQuestion(page, "no", { entries: 1, cardLists: 0, reviews: 3 });
  expect(await page.evaluate((key) => localStorage.getItem(key), VISITOR_REVIEWS)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem("merdiven:tekrar-kartlar:ziyaretci"))).toBeNull();

  await page.goto("/tekrar");
  await waitForHydration(page);
  await expect(page.getByTestId("review-day")).toContainText(trReview.goal(0, 20));
  await expect(page.getByText(trReview.nothingYet)).toBeVisible();
  const data = (await (await page.request.get("/hesabim/verilerim.json")).json()) as {
    dailyReview: { reviews: unknown[]; cards: unknown[] };
  };
  expect(data.dailyReview.reviews).toEqual([]);
  expect(data.dailyReview.cards).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor on /tekrar reads what it is and how to keep reviews, with links to sign in and up", async ({
    page,
  }, info) => {
    const answer = await page.goto("/tekrar");
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: trReview.title })).toBeVisible();
    await expect(page.getByTestId("review-needs-script")).toHaveText(trReview.visitor.needsScript);
    await expect(page.getByRole("main").getByRole("link", { name: trReview.visitor.signIn })).toHaveAttribute(
      "href",
      "/login",
    );
    await expect(page.getByRole("main").getByRole("link", { name: trReview.visitor.signUp })).toHaveAttribute(
      "href",
      "/signup",
    );
    await expectNoAxeViolationsWithoutScripts(page, info);
  });
});
