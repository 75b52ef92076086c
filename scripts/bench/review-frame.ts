// BENCH_PARTS=review-frame: 'Günlük tekrar' with scripts on a phone 4× slower than this machine
// (Chrome's CPU throttling): from the tap on a grade to the next card in the page, for every card
// of the sitting but the last. The line (docs/decisions/0116): within one frame, 16 ms. A new pupil signs up on the bench's
// site, marks the grade-2 demo word list done and opens /tekrar, as the e2e walk does.
import { chromium, devices, type Page } from "@playwright/test";
import { launchOptions } from "#scripts/peers/chromium.ts";
import { summarise } from "./picture-signin";

const WORD_LIST = "In the Classroom: Word List";

async function pupilWithWords(page: Page, url: string) {
  await page.goto(`${url}/signup`);
  await page.getByLabel("E-posta").fill(`kare-${Date.now()}@bench.test`);
  await page.getByLabel("Şifre", { exact: true }).fill("yesil-elma-42");
  await page.getByLabel("Şifre (tekrar)").fill("yesil-elma-42");
  await page.getByRole("button", { name: "Kayıt Ol" }).click();
  await page.waitForURL(`${url}/`);
  const { items } = (await (await page.request.get(`${url}/api/v1/contents?grade=2&pageSize=100`)).json()) as {
    items: { konuIng: string; url: string }[];
  };
  await page.goto(new URL(items.find((i) => i.konuIng === WORD_LIST)!.url, url).href);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("button", { name: "Tamamladım" }).first().click();
  await page.waitForTimeout(500);
  // More new words than one sitting's queue, so every tap draws a next card.
  await page.goto(`${url}/tekrar`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Taps 'İyi': the time until the next word is in the page (React's update of a discrete event), then painted at the next frame. */
const tapToNextCard = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const card = document.querySelector("[aria-labelledby=review-card]")!;
        const word = card.querySelector("[data-testid=review-word]")!.textContent;
        card.querySelector<HTMLElement>("details summary")!.click();
        const good = [...card.querySelectorAll<HTMLButtonElement>("button[name=grade]")].find(
          (b) => b.value === "good",
        )!;
        const observer = new MutationObserver(() => {
          if (card.querySelector("[data-testid=review-word]")?.textContent === word) return;
          observer.disconnect();
          resolve(performance.now() - started);
        });
        observer.observe(card, { subtree: true, childList: true, characterData: true });
        const started = performance.now();
        good.click();
      }),
  );

/** A pupil with words due on /tekrar, signed up on the bench's site: their session cookie ("sid=…"). */
export async function reviewPupilCookie(url: string): Promise<string> {
  const browser = await chromium.launch(launchOptions);
  try {
    const context = await browser.newContext({ ...devices["Pixel 5"], locale: "tr-TR" });
    await pupilWithWords(await context.newPage(), url);
    const sid = (await context.cookies()).find((c) => c.name === "sid");
    if (!sid) throw new Error("the bench's pupil has no session");
    return `sid=${sid.value}`;
  } finally {
    await browser.close();
  }
}

export async function reviewFrameTable(url: string): Promise<string> {
  const browser = await chromium.launch(launchOptions);
  try {
    const context = await browser.newContext({ ...devices["Pixel 5"], locale: "tr-TR" });
    const page = await context.newPage();
    await pupilWithWords(page, url);
    // Up to the settings' limit of new words a day: 30, so the sitting has twenty cards.
    await page.getByText("Ayarlar").click();
    await page.getByLabel("Günde yeni kelime").fill("30");
    await page.getByRole("button", { name: "Kaydet" }).last().click();
    await page.waitForTimeout(1000);
    await page.goto(`${url}/tekrar`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    if ((await page.getByTestId("review-word").count()) === 0)
      throw new Error(`no card on /tekrar: ${(await page.locator("main").textContent())?.slice(0, 300)}`);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const times: number[] = [];
    // Every card but the last: each tap then draws a next one from the page's queue.
    const left = Number(/\d+/.exec((await page.getByTestId("review-left").textContent()) ?? "")?.[0] ?? 0);
    for (let i = 0; i < left - 1; i++) times.push(await tapToNextCard(page));
    const l = summarise(
      times,
      times.reduce((a, b) => a + b, 0),
    );
    return [
      "| what | p50 ms | p99 ms | max ms | line |",
      "|---|---|---|---|---|",
      `| a grade tapped to the next card in the page, CPU 4× slower, ${times.length} cards | ${l.p50.toFixed(1)} | ${l.p99.toFixed(1)} | ${l.max.toFixed(1)} | within a frame (16 ms): ${l.p99 <= 16 ? "met" : "**not met**"} |`,
    ].join("\n");
  } finally {
    await browser.close();
  }
}
