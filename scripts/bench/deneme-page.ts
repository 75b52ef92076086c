// BENCH_PARTS=deneme-lighthouse: the exam page of a running deneme (decision 0121), as a pupil sees it,
// for Lighthouse as served and without scripts side by side. A new pupil signs up on the bench's site and
// presses 'Başla' on the demo's LGS-form deneme (grade 8), then the page is measured with that session.
import { chromium, devices } from "@playwright/test";
import { trDeneme } from "#core/messages/deneme.ts";
import { launchOptions } from "#scripts/peers/chromium.ts";
import { signUpBenchPupil } from "./review-frame";

const LGS_DEMO = { grade: 8, title: "Friendship, Teen Life & In the Kitchen: Term 1 Sample Exam" };

/** The running exam's address and the pupil's session cookie. */
export async function runningDeneme(url: string): Promise<{ path: string; cookie: string }> {
  const browser = await chromium.launch(launchOptions);
  try {
    const context = await browser.newContext({ ...devices["Pixel 5"], locale: "tr-TR" });
    const page = await context.newPage();
    await signUpBenchPupil(page, url);
    const { items } = (await (
      await page.request.get(`${url}/api/v1/contents?grade=${LGS_DEMO.grade}&pageSize=100`)
    ).json()) as { items: { id: number; konuIng: string }[] };
    const entry = items.find((i) => i.konuIng === LGS_DEMO.title);
    if (!entry) throw new Error(`no demo deneme "${LGS_DEMO.title}"`);
    await page.goto(`${url}/deneme/${entry.id}`);
    await page.getByRole("button", { name: trDeneme.start }).click();
    await page.waitForURL(`${url}/deneme/${entry.id}/sinav`);
    const sid = (await context.cookies()).find((c) => c.name === "sid");
    if (!sid) throw new Error("the bench's pupil has no session");
    return { path: `/deneme/${entry.id}/sinav`, cookie: `sid=${sid.value}` };
  } finally {
    await browser.close();
  }
}
