import type { Browser, Page } from "@playwright/test";
import { classCardsPath, classLetterPath, classPath, classSignInPath, JOIN_PATH } from "#core/classes/paths.ts";
import { MY_HOMEWORK_PATH } from "#core/homework/homework.ts";
import { trClasses } from "#core/messages/classes.ts";
import { trParentLinks } from "#core/messages/parent-links.ts";
import { expect, test } from "./fixtures";
import { madeHomeworkClass } from "./homework";
import { signInAs, type SignedIn } from "./sessions";

/**
 * Every page of the classroom on a 360-px phone, with and without JavaScript: nothing wider than the
 * screen, and every tap target in the page's own content at least 44 × 44 px, an inline link in a
 * sentence at least a 24-px line (WCAG 2.2's floor). The header and footer have their own tests
 * (navigation.mobile.spec.ts). Read-only visits: nothing here changes what other specs see.
 */

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, locale: "tr-TR" };

interface Misfit {
  what: string;
  width: number;
  height: number;
}

/** The page's width and its targets that are too small, read in the page. */
async function fitOf(page: Page): Promise<{ scrollWidth: number; small: Misfit[]; wide: string[] }> {
  return page.evaluate(() => {
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden" && !el.closest(".sr-only");
    };
    const small: { what: string; width: number; height: number }[] = [];
    const main = document.querySelector("main")!;
    for (const el of main.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, summary")) {
      if (!shown(el)) continue;
      const label = (el.textContent || el.getAttribute("aria-label") || el.getAttribute("name") || "").trim();
      const what = `${el.tagName.toLowerCase()} "${label.slice(0, 40)}"`;
      // A radio or a tick is tapped through its label, which holds it.
      const target =
        el instanceof HTMLInputElement && (el.type === "radio" || el.type === "checkbox")
          ? (el.closest("label") ?? el)
          : el;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (el.tagName === "A" && style.display === "inline") {
        const line = style.lineHeight === "normal" ? parseFloat(style.fontSize) * 1.2 : parseFloat(style.lineHeight);
        if (line < 24) small.push({ what: `${what} (inline, line ${line})`, width: box.width, height: box.height });
        continue;
      }
      if (box.width < 44 || box.height < 44)
        small.push({ what, width: Math.round(box.width), height: Math.round(box.height) });
    }
    // What of the page's own content sticks out past the screen, outside any box that scrolls on its
    // own. The header's closed menu is left to navigation.mobile.spec.ts: Chrome may lay out a closed
    // <details>' content (content-visibility) where the page's width would count it.
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
        if (getComputedStyle(p).overflowX !== "visible") return true;
      return false;
    };
    const wide = [...main.querySelectorAll("*")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && shown(el) && !clipped(el))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? "").trim().slice(0, 40)}"`);
    const right = Math.max(
      0,
      ...[...main.querySelectorAll("*")]
        .filter((el) => shown(el) && !clipped(el))
        .map((el) => el.getBoundingClientRect().right),
    );
    return { scrollWidth: Math.max(right, main.getBoundingClientRect().right), small, wide };
  });
}

async function expectFits(page: Page, path: string) {
  const { scrollWidth, small, wide } = await fitOf(page);
  expect(scrollWidth, `${path} is wider than the phone: ${wide.join(", ")}`).toBeLessThanOrEqual(360);
  expect(small, `${path}: tap targets under 44 × 44 px`).toEqual([]);
}

/** One person's browser on the phone visits `paths` in turn, then does `more` on the last page. */
async function visit(
  browser: Browser,
  who: SignedIn | null,
  paths: string[],
  scripts: boolean,
  more?: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: scripts });
  try {
    if (who) await signInAs(context, who);
    const page = await context.newPage();
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBeLessThan(400);
      await expectFits(page, path);
    }
    await more?.(page);
  } finally {
    await context.close();
  }
}

for (const scripts of [true, false]) {
  test.describe(scripts ? "with JavaScript" : "without JavaScript", () => {
    test("the teacher's classroom pages fit a 360-px phone, their targets finger-sized", async ({ browser }) => {
      test.setTimeout(120_000);
      const made = madeHomeworkClass();
      await visit(
        browser,
        "homeworkTeacher",
        [
          "/sinifim",
          classCardsPath(made.id),
          classLetterPath(made.id),
          `${classPath(made.id)}/veli-baglantilari`,
          `${classPath(made.id)}/odev?icerik=${made.quiz.id}`,
          `${classPath(made.id)}/odevler`,
          "/hesabim",
          classPath(made.id),
        ],
        scripts,
        // A pupil's menu, opened (a <details>: it opens without scripts too): its actions are targets as well.
        async (page) => {
          await page.getByLabel(`${trClasses.pupilActions}: Elif`, { exact: true }).tap();
          await expect(page.getByRole("button", { name: `${trParentLinks.parentLink}: Elif` })).toBeVisible();
          await expectFits(page, `${classPath(made.id)} (Elif's menu open)`);
        },
      );
    });

    test("a pupil's and a newcomer's classroom pages fit a 360-px phone, their targets finger-sized", async ({
      browser,
    }) => {
      const made = madeHomeworkClass();
      await visit(browser, "homeworkOnTime", [MY_HOMEWORK_PATH, "/hesabim"], scripts);
      const elif = made.pupils.find((p) => p.name === "Elif")!;
      await visit(
        browser,
        null,
        ["/", "/login", "/sinif", classSignInPath(made.code), `${classSignInPath(made.code)}/${elif.id}`, JOIN_PATH],
        scripts,
      );
    });
  });
}
