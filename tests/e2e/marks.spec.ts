import { trMarks } from "#core/messages/marks.ts";
import { trMarksQuestion } from "#core/messages/marks-question.ts";
import { trSaved } from "#core/messages/saved.ts";
import { trSavedPage } from "#core/messages/saved-page.ts";
import { demoEntry, pdfViewerEntry } from "./content-helpers";
import { expect, logIn, test, waitForHydration } from "./fixtures";
import { drawnPages, expectPictureShown } from "./pdf-pages";
import { sharedComputer } from "./shared-device";
import {
  answerDeviceQuestion,
  deviceQuestion,
  expectSavedByGrade,
  markFirstCardDone,
  PASSWORD,
  saveFirstCard,
  signUp,
  uniqueEmail,
  visitorThenSignUp,
} from "./marks";

test("a visitor's saved and done entries stay on the device and join the account at sign-up", async ({ page }) => {
  await visitorThenSignUp(page);
});

test("at log-in a visitor's marks join an account that already has one of them: no duplicates, said once", async ({
  page,
}) => {
  const merges: string[] = [];
  page.on("request", (r) => {
    // React Router's fetcher posts to the route's data address (`/isaretler.data`).
    if (
      r.method() === "POST" &&
      new URL(r.url()).pathname.startsWith("/isaretler") &&
      new URLSearchParams(r.postData() ?? "").get("intent") === "merge"
    )
      merges.push(r.url());
  });
  // The account saved grade 5's first entry on another day.
  const email = uniqueEmail("girisle");
  await signUp(page, email);
  // The star turns at once; the account has it once its post is answered (a reload before that cancels it).
  const kept = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/isaretler"),
  );
  const both = await saveFirstCard(page, 5);
  expect((await kept).ok()).toBe(true);
  // In the account before signing out: the server's page shows it.
  await page.reload();
  await expect(page.getByRole("button", { name: trMarks.saveEntry(both) }).first()).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByRole("button", { name: "Çıkış Yap" }).click();
  await expect(page.getByRole("link", { name: "Giriş Yap" })).toBeVisible();

  // Signed out, on this device: the same entry again, one of grade 7, and that one done.
  expect(await saveFirstCard(page, 5)).toBe(both);
  const deviceOnly = await saveFirstCard(page, 7);
  await markFirstCardDone(page, 7);

  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  // Grade 5's and 7's first entries (saved, one done and opened).
  await answerDeviceQuestion(page, "yes", { entries: 2, cardLists: 0 });
  const toasts = page.getByTestId("toasts").getByText(trMarksQuestion.merged);
  await expect(toasts).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("merdiven:isaretler"))).toBeNull();

  await page.goto("/kaydettiklerim");
  await waitForHydration(page);
  await expect(page.getByText(trSavedPage.onDevice)).toHaveCount(0);
  await expectSavedByGrade(page, [
    [5, [both]],
    [7, [deviceOnly]],
  ]);
  await page.goto("/classes/7");
  await waitForHydration(page);
  await expect(page.locator("section[id^='donem-1-unite-']").first().getByTestId("unit-progress")).toContainText(
    "1 tanesi tamamlandı",
  );
  // Said once: later pages neither merge again nor say it again.
  await expect(toasts).toHaveCount(0);
  expect(merges).toHaveLength(1);
});

test("'Kaldığın yerden devam et' in Hesabım brings a pupil back to the PDF page they were reading (PDF viewer)", async ({
  page,
  request,
}) => {
  // A PDF whose pages are not drawn: the pupil reads it in the PDF viewer.
  const entry = await pdfViewerEntry(request);
  const path = new URL(entry.url, "http://x").pathname;
  await signUp(page, uniqueEmail("devam"));

  await page.goto(path);
  await waitForHydration(page);
  const pageSelect = page.getByRole("region", { name: "PDF belgesi" }).getByLabel("Sayfa", { exact: true });
  await expect(pageSelect).toHaveValue("1");
  // The viewer announces the page; the page keeps it in the account once the pupil stays on it a moment.
  const kept = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === "/isaretler" &&
      new URLSearchParams(r.request().postData() ?? "").get("page") === "2",
  );
  await pageSelect.selectOption("2");
  expect((await kept).ok()).toBe(true);

  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByTestId("continue-reading").getByRole("link").first()).toContainText(`${entry.konuIng}`);
  await page.getByRole("link", { name: "Hesabım" }).click();
  const resume = page.getByTestId("continue-reading");
  await expect(resume.getByRole("heading", { name: trSaved.continueTitle })).toBeVisible();
  const link = resume.getByRole("link").first();
  await expect(link).toContainText(entry.konuIng);
  await expect(link).toContainText(trSaved.pdfPage(2));
  await expect(link).toHaveAttribute("href", `${path}#sayfa-2`);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}#sayfa-2$`));
  await expect(pageSelect).toHaveValue("2");
  await expect(page.locator('[data-page="2"] canvas')).toBeInViewport();
});

test("'Kaldığın yerden devam et' brings a pupil back to the page of a drawn PDF they were reading, its picture at the top", async ({
  page,
  request,
}) => {
  // Grade 5's PDF: its pages drawn as pictures.
  const entry = await demoEntry(request, "pdf");
  const path = new URL(entry.url, "http://x").pathname;
  await signUp(page, uniqueEmail("resimde-devam"));

  await page.goto(path);
  await waitForHydration(page);
  await expectPictureShown(drawnPages(page).first());
  // The pupil scrolls on to page 2; the page keeps it in the account once they stay on it a moment.
  const kept = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === "/isaretler" &&
      new URLSearchParams(r.request().postData() ?? "").get("page") === "2",
  );
  await drawnPages(page).nth(1).scrollIntoViewIfNeeded();
  expect((await kept).ok()).toBe(true);

  await page.goto("/");
  await waitForHydration(page);
  const home = page.getByTestId("continue-reading").getByRole("link").first();
  await expect(home).toContainText(entry.konuIng);
  await expect(home).toHaveAttribute("href", `${path}#sayfa-2`);
  await page.getByRole("link", { name: "Hesabım" }).click();
  const link = page.getByTestId("continue-reading").getByRole("link").first();
  await expect(link).toContainText(trSaved.pdfPage(2));
  await expect(link).toHaveAttribute("href", `${path}#sayfa-2`);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}#sayfa-2$`));
  const second = drawnPages(page).nth(1);
  await expectPictureShown(second);
  // At the top of the screen (below the viewer's buttons), not merely somewhere in view.
  await expect.poll(async () => (await second.boundingBox())!.y).toBeLessThan(page.viewportSize()!.height * 0.2);
  expect((await second.boundingBox())!.y).toBeGreaterThanOrEqual(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a signed-in pupil saves and marks done through plain forms; a visitor is asked to sign in", async ({
    page,
  }) => {
    await page.goto("/classes/5");
    const card = page.locator("section[id^='donem-1-unite-']").first().getByRole("article").first();
    const title = (await card.getByRole("link").first().getAttribute("title"))!;
    await card.getByRole("button", { name: trMarks.saveEntry(title) }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId("toasts").getByText(trSavedPage.signInToKeep)).toBeVisible();

    await signUp(page, uniqueEmail("formla"), false);

    await page.goto("/classes/5");
    const star = card.getByRole("button", { name: trMarks.saveEntry(title) });
    await star.click();
    await expect(page).toHaveURL(/\/classes\/5$/);
    await expect(star).toHaveAttribute("aria-pressed", "true");
    await card.getByRole("link").first().click();
    await page.getByRole("button", { name: trMarks.done }).click();
    await expect(page.getByRole("button", { name: trMarks.done })).toHaveAttribute("aria-pressed", "true");
    await page.goto("/kaydettiklerim");
    await expect(page.getByRole("link", { name: new RegExp(title.slice(0, 10)) }).first()).toBeVisible();
  });
});

test.describe("on a shared computer", () => {
  test("the next pupil to sign in says 'Hayır': none of the device's marks or cards reach their account, and the device forgets them", async ({
    page,
    browser,
    request,
  }) => {
    await sharedComputer(page, browser, request, "no");
  });

  test("the next pupil to sign in says 'Evet': the device's marks and cards join their account", async ({
    page,
    browser,
    request,
  }) => {
    await sharedComputer(page, browser, request, "yes");
  });
});

test("a visitor who stars an entry, then signs up, is asked too; a merge that fails keeps the marks on the device and asks again", async ({
  page,
}) => {
  await saveFirstCard(page, 5);
  await signUp(page, uniqueEmail("yeniden-sor"));
  // The site is briefly unavailable as the pupil says 'Evet'.
  await page.route("**/isaretler", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 503, json: { ok: false } }) : route.continue(),
  );
  const question = deviceQuestion(page);
  await expect(question).toBeFocused();
  await question.getByRole("button", { name: trMarksQuestion.addToAccount }).click();
  await expect(page.getByTestId("toasts").getByText(trMarksQuestion.mergeFailed)).toBeVisible();
  await expect(question).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem("merdiven:isaretler"))).not.toBeNull();
  // Once the site answers, the same question adds them.
  await page.unroute("**/isaretler");
  await answerDeviceQuestion(page, "yes", { entries: 1, cardLists: 0 });
  await expect(page.getByTestId("toasts").getByText(trMarksQuestion.merged)).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("merdiven:isaretler"))).toBeNull();
});
