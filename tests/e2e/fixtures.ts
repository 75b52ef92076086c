import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page, type TestInfo } from "@playwright/test";

/**
 * pdf.js's worker rejects its own pending load with the first when a PDF viewer is closed
 * mid-load (the pupil moves on before the file arrived), and its byte-range reader, whose
 * requests the document's destroy aborts, with the second when a page's range was still on its
 * way; nothing the pupil sees, and not a promise our code holds (pdf.worker.mjs,
 * ensureNotTerminated; the fetch stream's range reader).
 */
const pdfJsTeardown =
  /^(?:Uncaught \(in promise\) )?(?:Error: Worker was terminated|AbortError: signal is aborted without reason)$/;

/**
 * Every page: an unexpected console error or a failed script fails the test, and
 * `expectNoAxeViolations` checks the page with axe (WCAG 2.1 AA and best practices).
 * React's hydration mismatches are console errors too: its own warnings, and what it
 * recovers from, logged by app/entry.client.tsx's onRecoverableError.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        // Error pages (404, 503) and refused form posts (400, 429) log their own document request.
        if (
          msg.type() === "error" &&
          !/status of (?:400|404|429|503)/.test(msg.text()) &&
          !pdfJsTeardown.test(msg.text())
        )
          // A failed load names no address in its text; its location does.
          errors.push(msg.location().url ? `${msg.text()} (${msg.location().url})` : msg.text());
      });
      page.on("pageerror", (error) => {
        if (!pdfJsTeardown.test(String(error))) errors.push(String(error));
      });
      // Anything our Content-Security-Policy blocks is a bug: report it like a console error.
      await page.exposeFunction("__reportCspViolation", (text: string) => errors.push(`CSP: ${text}`));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) => {
          (window as unknown as { __reportCspViolation(t: string): void }).__reportCspViolation(
            `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`,
          );
        });
      });
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The violations axe finds in the page as it is now, one line each: the rule and where. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Legacy mode: axe runs in the page's own frames and aggregates there, instead of opening a
  // blank page of its own to aggregate in (made for cross-origin frames, which no page of ours
  // has). Only violations are aggregated: nothing else is read. Both are documented options of
  // @axe-core/playwright and axe.run; together they halve a check's time (docs/decisions/0081).
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page), "axe violations").toEqual([]);
}

/**
 * axe on a page opened without JavaScript. axe needs scripts itself (where they are off,
 * its timers never fire), so the HTML the page holds now (a form's answer included), less
 * its scripts and with what <noscript> holds shown as such a browser shows it, is opened
 * again in a page of its own at the same address, on the same device (any script request
 * refused), and checked there.
 */
export async function expectNoAxeViolationsWithoutScripts(page: Page, info?: TestInfo) {
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<\/?noscript>/gi, "");
  const address = page.url().split("#")[0];
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = info?.project.use ?? {};
  // Set out in full: a context made inside a test takes the test's options, scripts off included.
  const context = await page
    .context()
    .browser()!
    .newContext({
      viewport: viewport ?? page.viewportSize(),
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      locale: "tr-TR",
      javaScriptEnabled: true,
      serviceWorkers: "block",
    });
  try {
    const copy = await context.newPage();
    await copy.route("**/*", (route) => {
      const request = route.request();
      if (request.isNavigationRequest() && request.url() === address)
        return route.fulfill({ contentType: "text/html; charset=utf-8", body: html });
      return request.resourceType() === "script" ? route.abort() : route.continue();
    });
    await copy.goto(address);
    await expectNoAxeViolations(copy);
  } finally {
    await context.close();
  }
}

/** axe on the page as the test's browser has it: in the page with scripts, on its HTML without (the running test's device). */
export async function expectNoAxeViolationsIn(page: Page, scripts: boolean) {
  if (scripts) await expectNoAxeViolations(page);
  else await expectNoAxeViolationsWithoutScripts(page, test.info());
}

/**
 * Wait until the scripts have taken the page: the root marks <html data-hydrated> once
 * React has hydrated the page's shell (docs/decisions/0058). The parts in a <Suspense> of
 * their own (the bar, the page, each card) may hydrate a moment later; a click on one makes
 * React hydrate it first and replay the click. The scripts start only after the first paint
 * (app/lib/paint-first.ts), so the load event alone says nothing.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => document.readyState === "complete" && document.documentElement.dataset.hydrated === "true",
  );
}

/**
 * Wait until React has hydrated one element of a part in a <Suspense> of its own (a lazy part,
 * decision 0100): React marks each element it has taken with its own keys.
 */
export async function waitForPartHydration(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber"))))
    .toBe(true);
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

/**
 * Sends the log-in form with scripts (the caller checks where it lands): for the tests of
 * signing in. Any other test that needs the admin signed in takes a session made ahead
 * (signInAsAdmin, tests/e2e/sessions.ts).
 */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "E-posta" }).fill(email);
  await page.getByLabel("Şifre", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
}
