import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type TestInfo } from "@playwright/test";
import { E2E_ADMIN } from "./admin-account";

/**
 * pdf.js's worker rejects its own pending load with this when a PDF viewer is closed
 * mid-load (the pupil moves on before the file arrived); nothing the pupil sees, and
 * not a promise our code holds (pdf.worker.mjs, ensureNotTerminated).
 */
const pdfJsTeardown = /^(?:Uncaught \(in promise\) )?Error: Worker was terminated$/;

/**
 * Every page: an unexpected console error or a failed script fails the test, and
 * `expectNoAxeViolations` checks the page with axe (WCAG 2.1 AA and best practices).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        // Error pages (404, 503) and refused form posts (400, 429) log their own document request.
        if (msg.type() === "error" && !/status of (?:400|404|429|503)/.test(msg.text()) && !pdfJsTeardown.test(msg.text())) errors.push(msg.text());
      });
      page.on("pageerror", (error) => {
        if (!pdfJsTeardown.test(String(error))) errors.push(String(error));
      });
      // Anything our Content-Security-Policy blocks is a bug: report it like a console error.
      await page.exposeFunction("__reportCspViolation", (text: string) => errors.push(`CSP: ${text}`));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) => {
          (window as unknown as { __reportCspViolation(t: string): void }).__reportCspViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`);
        });
      });
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, "axe violations").toEqual([]);
}

/**
 * axe runs inside the page, so a page without JavaScript cannot run it. This checks
 * the page such a browser gets: the same address, on the same device, with scripts
 * on but every script of the document taken out (nothing hydrates, nothing changes it)
 * and what <noscript> holds shown as it would be.
 */
export async function expectNoAxeViolationsWithoutScripts(page: Page, info: TestInfo) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale } = info.project.use;
  const browser = page.context().browser()!;
  // Set out in full: a test's own options (javaScriptEnabled: false) are every new context's defaults.
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, javaScriptEnabled: true, serviceWorkers: "block" });
  try {
    const scriptless = await context.newPage();
    const url = page.url();
    await scriptless.route(url, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<\/?noscript>/gi, "");
      await route.fulfill({ response, body: html });
    });
    await scriptless.goto(url);
    await expectNoAxeViolations(scriptless);
  } finally {
    await context.close();
  }
}

/**
 * Wait until the scripts have taken the page: the root marks <html data-hydrated> once
 * hydration is done (Preact hydrates the whole page in one go). The scripts start only
 * after the first paint (app/lib/paint-first.ts), so the load event alone says nothing.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.readyState === "complete" && document.documentElement.dataset.hydrated === "true");
}

/**
 * Holds the answers to requests matching `url` until `release()`: a test sees a
 * form's submitting state for as long as it needs, whatever the machine's speed.
 */
export async function holdAnswers(page: Page, url: string): Promise<{ release(): void }> {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  await page.route(url, async (route) => {
    await opened;
    await route.continue();
  });
  return { release: () => open() };
}

/** Sends the log-in form with scripts (the caller checks where it lands). */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "E-posta" }).fill(email);
  await page.getByLabel("Şifre", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
}

/** Signs the browser in as the admin that tests/e2e/server.mjs made, through the real form. */
export async function logInAsAdmin(page: Page) {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByTestId("toasts").getByText("Giriş başarılı! Hoş geldiniz!")).toBeVisible();
}
