import fs from "node:fs";
import { devices, type Page } from "@playwright/test";
import type { PictureKey } from "#core/picture-password.ts";
import { trPictureLogin } from "#core/messages/picture-login.ts";
import { classPupilsFile } from "./class-pupils";
import { expect, expectNoAxeViolations, expectNoAxeViolationsWithoutScripts, test, waitForHydration } from "./fixtures";

/**
 * A class signing in at /sinif/{kod} (issue 34 C, docs/decisions/0067): three class pupils
 * made ahead by tests/e2e/server.mjs, each in a browser of their own, as a class does at the
 * bell: one with the mouse, one without JavaScript, one on a phone with the keyboard. Each
 * signs in with three taps after the name and lands on the home page with its name.
 */
interface Made {
  code: string;
  name: string;
  pupils: { id: number; name: string; secret: PictureKey[] }[];
}
const made = (): Made => JSON.parse(fs.readFileSync(classPupilsFile, "utf8")) as Made;
const pupil = (name: string) => made().pupils.find((p) => p.name === name)!;
const picture = (page: Page, key: PictureKey) => page.locator(`button[name="resim"][value="${key}"]`);

async function expectSignedInAs(page: Page, name: string) {
  await expect(page).toHaveURL(/:\d+\/(?:#resimli-sifre)?$/);
  await expect(page.getByTestId("toasts")).toContainText(trPictureLogin.welcome(name));
  await expect(page.getByTestId("nav-name").first()).toHaveText(name);
}

test("a pupil picks the name and taps three pictures with the mouse; a wrong try says so; both steps pass axe", async ({ page }) => {
  const { code, name: className } = made();
  const ayse = pupil("Ayşe");
  await page.goto(`/sinif/${code.toLowerCase()}`);
  await expect(page).toHaveURL(new RegExp(`/sinif/${code}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(className);
  await expect(page.getByTestId("pupil-names").getByRole("link")).toHaveText(["Ayşe", "Çınar", "Deniz"]);
  await waitForHydration(page);
  await expectNoAxeViolations(page);

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

  await picture(page, ayse.secret[0]).click();
  await expect(page.locator("[data-progress]")).toContainText(trPictureLogin.progress(1, 3));
  await picture(page, ayse.secret[1]).click();
  await expect(page.locator("[data-progress]")).toContainText(trPictureLogin.progress(2, 3));
  await picture(page, ayse.secret[2]).click();
  await expectSignedInAs(page, "Ayşe");
});

test("the same class at once: one pupil without JavaScript, one on a phone by keyboard, each in a browser of their own", async ({ browser }, info) => {
  const { code } = made();
  const cinar = pupil("Çınar");
  const deniz = pupil("Deniz");
  const noScripts = await browser.newContext({ javaScriptEnabled: false, locale: "tr-TR" });
  const phone = await browser.newContext({ ...devices["Pixel 5"], locale: "tr-TR" });
  try {
    const plain = await noScripts.newPage();
    const mobile = await phone.newPage();
    await Promise.all([plain.goto(`/sinif/${code}`), mobile.goto(`/sinif/${code}`)]);

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
    await expect(plain).toHaveURL(/:\d+\/(?:#resimli-sifre)?$/);
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

test("an unknown code answers 404 in Turkish", async ({ page }) => {
  const res = await page.goto("/sinif/AAAAAA");
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId("class-sign-in-error")).toHaveText(trPictureLogin.classNotFound);
  await expectNoAxeViolations(page);
});
