import type { Browser, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { contentPath } from "#core/content.ts";
import { trDeneme } from "#core/messages/deneme.ts";
import { trDenemeAdmin } from "#core/messages/deneme-admin.ts";
import { trExercises } from "#core/messages/exercises.ts";
import { makeDemoPdf } from "#server/demo/pdf.ts";
import { baseURL } from "./base-url";
import type { ApiEntry } from "./content-helpers";
import { unique } from "./deneme";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { signUp } from "./marks";
import { signInAsAdmin } from "./sessions";

/**
 * A question's picture (decision 0131) as a pupil meets it on a 360-px phone: the admin stores a
 * Moodle XML quiz whose first question carries a photo (its bytes in base64 beside its `<img>`),
 * opens it as a deneme in LGS form; the pupil starts it and sees the photo below the question, with
 * its description, whole within the screen, in a size made for a phone; the entry's own practice
 * quiz shows it too, with scripts and without.
 */
const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };
test.use({ ...PHONE, locale: "tr-TR" });

const ALT = "Mavi zeminin ortasında turuncu bir dikdörtgen";
const WIDTH = 900;
const HEIGHT = 600;

/** A real 900×600 PNG, as an image editor writes it: an orange box on blue (a blue of this run's own, so the bytes are new). */
async function photo(): Promise<Buffer> {
  const box = await sharp({ create: { width: 420, height: 260, channels: 3, background: "#f97316" } })
    .png()
    .toBuffer();
  const blue = 200 + Math.floor(Math.random() * 56);
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: { r: 30, g: 90, b: blue } } })
    .composite([{ input: box, left: 240, top: 170 }])
    .png()
    .toBuffer();
}

/** Four multiple-choice questions of four options, one right each (LGS's form), as Moodle 4.4 exports them. */
function moodleQuiz(picture: Buffer): string {
  const questions = [
    { text: "What colour is the box in the picture?", options: ["orange", "green", "black", "white"] },
    { text: "Which word means 'arkadaş'?", options: ["friend", "kitchen", "teacher", "window"] },
    { text: "I ___ to school every day.", options: ["go", "goes", "going", "gone"] },
    { text: "Which one is a fruit?", options: ["apple", "carrot", "bread", "cheese"] },
  ];
  const wrapped = (picture.toString("base64").match(/.{1,76}/g) ?? []).join("\n");
  const xml = questions.map(({ text, options }, i) => {
    const img = i === 0 ? `<img src="@@PLUGINFILE@@/photo.png" alt="${ALT}">` : "";
    const file = i === 0 ? `<file name="photo.png" path="/" encoding="base64">\n${wrapped}\n</file>` : "";
    const answers = options.map(
      (option, o) => `<answer fraction="${o === 0 ? 100 : 0}" format="html"><text>${option}</text></answer>`,
    );
    return [
      `<question type="multichoice">`,
      `<name><text>S${i + 1}</text></name>`,
      `<questiontext format="html"><text><![CDATA[<p>${text}</p>${img}]]></text>`,
      file,
      `</questiontext>`,
      `<single>true</single>`,
      `<shuffleanswers>0</shuffleanswers>`,
      ...answers,
      `</question>`,
    ].join("\n");
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${xml.join("\n")}\n</quiz>`;
}

const ORIGIN = { Origin: new URL(baseURL).origin };

/** The admin adds a grade-8 sample exam with its PDF, puts its quiz through the Moodle XML door and opens it as an LGS deneme of 10 minutes. */
async function addExam(admin: Page): Promise<{ id: number; path: string }> {
  const title = `Colours Sample Exam ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const added = await admin.request.post("/api/v1/contents", {
    headers: ORIGIN,
    multipart: {
      sinif: "8",
      unite: "1",
      konuIng: title,
      konuTr: "Renkler Örnek Sınavı",
      icerikTuru: "1",
      fileType: "pdf",
      donem: "1",
      file: {
        name: "sinav.pdf",
        mimeType: "application/pdf",
        buffer: makeDemoPdf({ title, subtitle: "Merdiven e2e", lines: ["What colour is the box?", "Kutu ne renk?"] }),
      },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { id } = (await added.json()) as ApiEntry;
  // Listed among grade 8's entries, where a pupil finds it; its page's address from there.
  const list = await admin.request.get("/api/v1/contents?grade=8&pageSize=100");
  const { items } = (await list.json()) as { items: (ApiEntry & { sinif: number })[] };
  const listed = items.find((item) => item.id === id);
  expect(listed?.konuIng).toBe(title);
  return { id, path: contentPath(listed!) };
}

async function storeQuizAndDeneme(admin: Page, id: number) {
  const quiz = await admin.request.put(`/api/v1/contents/${id}/quiz?format=moodle`, {
    headers: { ...ORIGIN, "Content-Type": "application/xml" },
    data: moodleQuiz(await photo()),
  });
  expect(quiz.status(), await quiz.text()).toBe(200);
  expect(await quiz.json()).toMatchObject({ id, count: 4 });

  await admin.goto(`/notekle/${id}/deneme`);
  await waitForHydration(admin);
  await expect(admin.getByText(trDenemeAdmin.questions(4))).toBeVisible();
  await admin.getByLabel(trDenemeAdmin.form).selectOption("lgs");
  await admin.getByLabel(trDenemeAdmin.minutes).fill("10");
  await admin.getByRole("button", { name: trDenemeAdmin.save }).click();
  await expect(admin.getByTestId("toasts").getByText(trDenemeAdmin.saved)).toBeVisible();
}

/** The picture, brought into view: it has arrived and is drawn whole within the phone's width, in its own proportions. */
async function expectPictureShown(page: Page, picture: Locator) {
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute("alt", ALT);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const box = (await picture.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  // 'calc(100vw - 3rem)' its sizes promise: the screen less its margins.
  expect(box.width).toBeLessThanOrEqual(360 - 48);
  expect(box.width).toBeGreaterThan(200);
  expect(box.width / box.height).toBeCloseTo(WIDTH / HEIGHT, 1);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
}

async function adminContext(browser: Browser) {
  return browser.newContext({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    locale: "tr-TR",
  });
}

test("a pupil on a phone sees a question's picture on the deneme and the practice quiz, with scripts and without", async ({
  browser,
  page,
}) => {
  const adminSide = await adminContext(browser);
  const admin = await adminSide.newPage();
  let entry: { id: number; path: string } | undefined;
  try {
    await signInAsAdmin(admin);
    await admin.goto("/");
    entry = await addExam(admin);
    await storeQuizAndDeneme(admin, entry.id);

    // The pupil, on the phone: the deneme's exam, with scripts.
    const pictureRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/files/images/8/soru-")) pictureRequests.push(request.url());
    });
    await signUp(page, unique());
    await page.goto(`/deneme/${entry.id}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: trDeneme.start }).tap();
    await expect(page).toHaveURL(new RegExp(`/deneme/${entry.id}/sinav$`));
    await waitForHydration(page);
    const first = page.locator("#s1");
    await expect(first).toContainText("What colour is the box in the picture?");
    const picture = first.getByRole("img", { name: ALT });
    await expectPictureShown(page, picture);
    // The other questions carry none.
    await expect(page.getByTestId("question-picture")).toHaveCount(1);
    // A copy made for a phone's screen (or, while it is being made, the original it is sent to).
    const shown = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(shown).toMatch(/\/files\/images\/8\/soru-[0-9a-f]{32}\.png(\/(480|800|1200)\.webp)?$/);
    expect(pictureRequests).toContain(shown);
    // Still the question's to answer: the first option taken.
    await first.getByRole("radio", { name: /^A\) / }).tap();
    await expect(first.getByRole("radio", { name: /^A\) / })).toBeChecked();
    await expectNoAxeViolations(page);

    // The entry's own page: its practice quiz shows the same picture.
    await page.goto(entry.path);
    await waitForHydration(page);
    const quiz = page.getByRole("region", { name: trExercises.quizTitle });
    await expect(quiz.getByText("What colour is the box in the picture?")).toBeVisible();
    await expectPictureShown(page, quiz.getByRole("img", { name: ALT }));
    await expectNoAxeViolations(page);

    // A visitor whose phone runs no scripts: the picture is in the page's HTML, described.
    const plain = await browser.newContext({ ...PHONE, locale: "tr-TR", javaScriptEnabled: false });
    try {
      const visitor = await plain.newPage();
      await visitor.goto(entry.path);
      const quizPlain = visitor.getByRole("region", { name: trExercises.quizTitle });
      await expectPictureShown(visitor, quizPlain.getByRole("img", { name: ALT }));
    } finally {
      await plain.close();
    }
  } finally {
    if (entry) {
      const removed = await admin.request.delete(`/api/v1/contents/${entry.id}`, { headers: ORIGIN });
      expect(removed.status()).toBe(200);
    }
    await adminSide.close();
  }
});
