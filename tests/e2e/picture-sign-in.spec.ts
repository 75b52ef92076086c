import fs from "node:fs";
import { devices, type Page } from "@playwright/test";
import type { PictureKey } from "#core/picture-password.ts";
import { trPictureLogin } from "#core/messages/picture-login.ts";
import { DEVICE_COOKIE_NAME } from "#core/site-cookies.ts";
import { classPupilsFile } from "./class-pupils";
import { expect, expectNoAxeViolations, expectNoAxeViolationsWithoutScripts, test, waitForHydration } from "./fixtures";

/**
 * A class signing in at /sinif/{kod} (docs/decisions/0067, 0090): three class pupils
 * made ahead by tests/e2e/server.mjs, each in a browser of their own, as a class does at the
 * bell: one with the mouse, one without JavaScript, one on a phone with the keyboard. Each
 * opens the class link of the card's QR code and signs in with three taps after the name: four
 * taps from the QR code to signed in. An old card (the bare code) takes one tap more, 'Devam'.
 */
interface Made {
  code: string;
  /** The class link the card's QR code holds: /sinif/{kod}?k=… */
  link: string;
  name: string;
  pupils: { id: number; name: string; secret: PictureKey[] }[];
}
const made = (): Made => JSON.parse(fs.readFileSync(classPupilsFile, "utf8")) as Made;
const pupil = (name: string) => made().pupils.find((p) => p.name === name)!;
const picture = (page: Page, key: PictureKey) => page.locator(`button[name="resim"][value="${key}"]`);

async function expectSignedInAs(page: Page, name: string) {
  // A pupil lands on what to do, not on the public home page.
  await expect(page).toHaveURL(/:\d+\/odevlerim(?:#resimli-sifre)?$/);
  await expect(page.getByTestId("toasts")).toContainText(trPictureLogin.welcome(name));
  await expect(page.getByTestId("nav-name").first()).toHaveText(name);
}

test("a pupil picks the name and taps three pictures with the mouse; a wrong try says so; both steps pass axe", async ({
  page,
}) => {
  const { code, link, name: className } = made();
  const ayse = pupil("Ayşe");
  // The card's QR code, scanned (the code typed in lower case goes to its one form, the link kept).
  await page.goto(link.replace(code, code.toLowerCase()));
  await expect(page).toHaveURL(new RegExp(`${link.replace("?", "\\?")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(className);
  await expect(page.getByTestId("pupil-names").getByRole("link")).toHaveText(["Ayşe", "Çınar", "Deniz"]);
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  // Tap 1: the name.
  await page.getByRole("link", { name: "Ayşe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Merhaba, Ayşe! Resimlerine dokun.");
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  // Three wrong taps: the message, and the pictures again from the first.
  for (const key of ["araba", "araba", "araba"] as const) await picture(page, key).click();
  await expect(page.getByRole("alert")).toHaveText(trPictureLogin.wrongPictures);
  await expect(page.locator("[data-progress]")).toHaveText(trPictureLogin.progress(0, 3));
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  // Taps 2-4: the three pictures. From the QR code to signed in: four taps (the wrong try aside).
  await picture(page, ayse.secret[0]).click();
  await expect(page.locator("[data-progress]")).toContainText(trPictureLogin.progress(1, 3));
  await picture(page, ayse.secret[1]).click();
  await expect(page.locator("[data-progress]")).toContainText(trPictureLogin.progress(2, 3));
  await picture(page, ayse.secret[2]).click();
  await expectSignedInAs(page, "Ayşe");
  // The browser is Ayşe's from now on (docs/decisions/0092): a device cookie naming her, for the class pages only.
  const device = (await page.context().cookies()).find((c) => c.name === DEVICE_COOKIE_NAME);
  expect(device?.value).toMatch(new RegExp(`^${ayse.id}\\.[\\w-]{22}\\.[\\w-]{22}$`));
  expect(device).toMatchObject({ path: "/sinif", httpOnly: true, sameSite: "Lax" });
});

test("the same class at once: one pupil without JavaScript, one on a phone by keyboard, each in a browser of their own", async ({
  browser,
}, info) => {
  const { link } = made();
  const cinar = pupil("Çınar");
  const deniz = pupil("Deniz");
  const noScripts = await browser.newContext({ javaScriptEnabled: false, locale: "tr-TR" });
  const phone = await browser.newContext({ ...devices["Pixel 5"], locale: "tr-TR" });
  try {
    const plain = await noScripts.newPage();
    const mobile = await phone.newPage();
    await Promise.all([plain.goto(link), mobile.goto(link)]);

    // Without JavaScript: the name is a link, each tap a form post (three posts after the name).
    await plain.getByRole("link", { name: "Çınar" }).click();
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Merhaba, Çınar! Resimlerine dokun.");
    await expectNoAxeViolationsWithoutScripts(plain, info);
    let posts = 0;
    plain.on("request", (r) => void (r.method() === "POST" && r.isNavigationRequest() && posts++));
    await picture(plain, cinar.secret[0]).click();
    await expect(plain.locator("[data-progress]")).toHaveText(trPictureLogin.progress(1, 3));
    // The page carries the taps, never shows which pictures they were.
    await expect(plain.locator("[data-dots] [data-filled]")).toHaveCount(1);
    await expectNoAxeViolationsWithoutScripts(plain, info);
    await picture(plain, cinar.secret[1]).click();
    await expect(plain.locator("[data-progress]")).toHaveText(trPictureLogin.progress(2, 3));
    await picture(plain, cinar.secret[2]).click();
    await expect(plain).toHaveURL(/:\d+\/odevlerim(?:#resimli-sifre)?$/);
    await expect(plain.getByTestId("nav-name").first()).toHaveText("Çınar");
    expect(posts).toBe(3);

    // On a phone, by keyboard: the name, then each picture focused and pressed with Enter or Space.
    await mobile.getByRole("link", { name: "Deniz" }).focus();
    await mobile.keyboard.press("Enter");
    await expect(mobile.getByRole("heading", { level: 1 })).toHaveText("Merhaba, Deniz! Resimlerine dokun.");
    await waitForHydration(mobile);
    await expectNoAxeViolations(mobile);
    await picture(mobile, deniz.secret[0]).focus();
    await mobile.keyboard.press("Enter");
    await expect(mobile.locator("[data-progress]")).toContainText(trPictureLogin.progress(1, 3));
    await picture(mobile, deniz.secret[1]).focus();
    await mobile.keyboard.press("Space");
    await expect(mobile.locator("[data-progress]")).toContainText(trPictureLogin.progress(2, 3));
    await picture(mobile, deniz.secret[2]).focus();
    await mobile.keyboard.press("Enter");
    await expectSignedInAs(mobile, "Deniz");

    // Each browser is its own pupil's.
    await plain.reload();
    await expect(plain.getByTestId("nav-name").first()).toHaveText("Çınar");
  } finally {
    await noScripts.close();
    await phone.close();
  }
});

test("an old card's QR code (the bare code) looks nothing up: one tap on 'Devam', without JavaScript, then the names; five taps from the QR code to signed in", async ({
  browser,
}, info) => {
  const { code, name: className } = made();
  const deniz = pupil("Deniz");
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "tr-TR" });
  try {
    const page = await context.newPage();
    let posts = 0;
    page.on("request", (r) => void (r.method() === "POST" && r.isNavigationRequest() && posts++));
    const res = await page.goto(`/sinif/${code}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(trPictureLogin.codeFormTitle);
    await expect(page.getByLabel(trPictureLogin.codeLabel, { exact: true })).toHaveValue(code);
    // The 'Devam' button is a big target (at least 44 px), for small fingers.
    const devam = page.getByRole("button", { name: trPictureLogin.codeContinue });
    expect((await devam.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolationsWithoutScripts(page, info);
    // Tap 1: 'Devam' (the post looks the code up), then the names with the class link.
    await devam.click();
    await expect(page).toHaveURL(new RegExp(`/sinif/${code}\\?k=`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(className);
    // Tap 2: the name; taps 3-5: the pictures.
    await page.getByRole("link", { name: "Deniz" }).click();
    for (const key of deniz.secret) await picture(page, key).click();
    await expect(page.getByTestId("nav-name").first()).toHaveText("Deniz");
    expect(posts).toBe(4);
  } finally {
    await context.close();
  }
});

test("an unknown code typed into 'Sınıf koduyla gir' answers 404 in Turkish, next to the field", async ({ page }) => {
  const res = await page.goto("/sinif/AAAAAA");
  // A GET tells nothing: the form, whatever the code.
  expect(res?.status()).toBe(200);
  await waitForHydration(page);
  await page.getByRole("button", { name: trPictureLogin.codeContinue }).click();
  await expect(page.getByRole("alert")).toHaveText(trPictureLogin.classNotFound);
  await expect(page.getByLabel(trPictureLogin.codeLabel, { exact: true })).toHaveValue("AAAAAA");
  await expectNoAxeViolations(page);
});
