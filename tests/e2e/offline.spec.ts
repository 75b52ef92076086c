import type { APIRequestContext, Page } from "@playwright/test";
import { trSavedPage } from "#core/messages/saved-page.ts";
import { trViewer } from "#core/messages/viewer.ts";
import { E2E_ADMIN } from "./admin-account";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { signInAsAdmin } from "./sessions";
import { expectSavedByGrade, saveFirstCard } from "./marks";
import { drawnPages, expectEveryPictureShown } from "./pdf-pages";

/**
 * Offline reading (docs/decisions/0008). Every test has a browser context of its
 * own (Playwright's default), so a service worker and its caches never leak from
 * one test into another. `context.setOffline(true)` also cuts the worker's own
 * fetches in this Chromium (and `navigator.onLine` turns false): the offline-page
 * test proves it, since the never-opened page would otherwise come from the network.
 */

// The worker's work runs beside the page's on a machine shared by parallel tests: where a step waits
// for it, the wait is 15 s rather than the default 7 s.

/** Waits until the service worker controls the page (a first page is claimed once the worker is active). */
async function waitForWorker(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller));
}

/** Every address in this origin's caches (as the page's scripts can read them). */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys())
        paths.push(new URL(request.url).pathname + new URL(request.url).search);
    }
    return paths;
  });
}

/** Waits until this page and everything its markup loads (scripts, styles, icons) are kept. */
async function waitUntilKept(page: Page) {
  const needed = await page.evaluate(() => [
    location.pathname + location.search,
    ...[...document.querySelectorAll<HTMLLinkElement>("link[href^='/']")].map((l) => new URL(l.href).pathname),
  ]);
  const missing = async () => {
    const kept = new Set(await cachedPaths(page));
    return needed.filter((p) => !kept.has(p));
  };
  await expect.poll(missing, { timeout: 15_000 }).toEqual([]);
}

interface ApiEntry {
  url: string;
  donem: number;
  unite: number;
  fileType: "pdf" | "image" | "video";
  fileUrl: string | null;
}

/** A unit of the 5th grade with a PDF, a picture and a video, and its section on the grade page. */
async function demoUnit(request: APIRequestContext) {
  const res = await request.get("/api/v1/contents?grade=5&pageSize=100");
  const { items } = (await res.json()) as { items: ApiEntry[] };
  const inUnit = (e: ApiEntry) => items.filter((i) => i.donem === e.donem && i.unite === e.unite);
  const unit = inUnit(
    items.find((e) => ["pdf", "image", "video"].every((t) => inUnit(e).some((i) => i.fileType === t)))!,
  );
  const of = (t: ApiEntry["fileType"]) => unit.find((i) => i.fileType === t)!;
  return { pdf: of("pdf"), picture: of("image"), section: `#donem-${unit[0].donem}-unite-${unit[0].unite}` };
}

test("a page opened once opens again with the network off, scripts and all, also one reached by a link", async ({
  page,
  context,
}) => {
  await page.goto("/kelimeler?sinif=5");
  await waitForHydration(page);
  await waitForWorker(page);
  await waitUntilKept(page);
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  const firstCard = await page.getByRole("article").first().getByRole("heading").textContent();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
  await expect(page.getByRole("article").first().getByRole("heading")).toHaveText(firstCard!);
  await waitForHydration(page);

  // React Router's own requests get "load this as a document" rather than an error.
  const answer = await page.evaluate(async () => {
    const r = await fetch("/konular.data?sinif=5&_routes=root");
    return [r.status, r.headers.get("X-Remix-Redirect"), r.headers.get("X-Remix-Reload-Document")];
  });
  expect(answer).toEqual([204, "/konular?sinif=5", "true"]);

  // A client-side navigation brings only data: the worker fetches the page itself to keep it.
  await context.setOffline(false);
  await page.getByRole("link", { name: "6. Sınıf" }).click();
  await expect(page).toHaveURL(/sinif=6$/);
  // The address changes a moment before React draws the new page: wait for the new heading itself.
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(heading!);
  const sixth = await page.getByRole("heading", { level: 1 }).textContent();
  expect(sixth).toContain("6");
  await expect.poll(() => cachedPaths(page)).toContain("/kelimeler?sinif=6");
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(sixth!);
});

test("a saved unit's PDF (every page's picture, and the PDF viewer) and picture open offline; the unit shows as saved later and can be removed", async ({
  page,
  context,
  request,
}) => {
  const { pdf, picture, section: sectionId } = await demoUnit(request);
  await page.goto("/classes/5");
  await waitForHydration(page);
  const section = page.locator(sectionId);
  await expect(
    section.getByText("Videolar YouTube'dan oynatılır: bu ünitenin videoları internet olmadan izlenemez."),
  ).toBeVisible();
  const save = section.getByRole("button", { name: "Çevrimdışı kullan" });
  await save.focus();
  await page.keyboard.press("Enter");
  await expect(section.getByRole("status")).toContainText(/Bu ünite çevrimdışı kullanılabilir \(\d/, {
    timeout: 20_000,
  });
  // The keyboard user's focus moves to the button that replaced the one pressed.
  await expect(section.getByRole("button", { name: /^Kaldır/ })).toBeFocused();

  await context.setOffline(true);
  await page.goto(pdf.url);
  await waitForHydration(page);
  // Grade 5's PDF has its pages drawn: one copy of each was kept, and answers whatever size and format the screen asks for.
  const pages = drawnPages(page);
  const count = await pages.count();
  expect(count).toBeGreaterThanOrEqual(2);
  expect(await cachedPaths(page)).toEqual(
    expect.arrayContaining(Array.from({ length: count }, (_, i) => `${pdf.fileUrl}/p${i + 1}-800.webp`)),
  );
  await expectEveryPictureShown(page, count);
  // The PDF viewer was kept too: 'Yakınlaştır' opens the kept file (at the page being read, the last).
  await page.getByRole("button", { name: trViewer.zoomPages }).click();
  const canvas = page.locator(`[data-page="${count}"] canvas`);
  await expect(canvas).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() =>
      canvas.evaluate((c: HTMLCanvasElement) => {
        const { data } = c.getContext("2d")!.getImageData(0, 0, c.width, c.height);
        let ink = 0;
        for (let i = 0; i < data.length; i += 16) if (data[i] < 200) ink++;
        return ink;
      }),
    )
    .toBeGreaterThan(50);
  // Big PDFs are read in ranges: a kept file answers them too.
  const range = await page.evaluate(async (url) => {
    const r = await fetch(url, { headers: { Range: "bytes=0-99" } });
    return [r.status, r.headers.get("Content-Range")?.startsWith("bytes 0-99/"), (await r.arrayBuffer()).byteLength];
  }, pdf.fileUrl!);
  expect(range).toEqual([206, true, 100]);

  // One copy of the picture was kept; the screen's choice of size and format is answered with it.
  await page.goto(picture.url);
  const img = page.locator("main picture img");
  await expect
    .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth), { timeout: 15_000 })
    .toBeGreaterThan(0);
  const otherSize = await page.evaluate(async (url) => {
    const r = await fetch(`${url}/480.avif`);
    return [r.status, r.headers.get("Content-Type")];
  }, picture.fileUrl!);
  expect(otherSize).toEqual([200, "image/webp"]);

  // Offline, a link is followed as a document: the grade page comes from the device (a card's thumbnail
  // never kept is an empty picture there, not a failed request: the console stays clean).
  await page.getByRole("navigation", { name: "Konum" }).getByRole("link", { name: "5. Sınıf" }).click();
  await expect(page).toHaveURL(/\/classes\/5$/, { timeout: 15_000 });
  await waitForHydration(page);

  await context.setOffline(false);
  await page.reload();
  await waitForHydration(page);
  await expect(section.getByText(/^Bu ünite çevrimdışı kullanılabilir/)).toBeVisible({ timeout: 15_000 });
  await section.getByRole("button", { name: /^Kaldır/ }).click();
  await expect(section.getByRole("status")).toHaveText("Ünite bu cihazdan kaldırıldı.", { timeout: 15_000 });
  await expect(section.getByRole("button", { name: /^Çevrimdışı kullan/ })).toBeFocused();
  expect(await cachedPaths(page)).not.toContain(pdf.url);
});

test("offline, a page never opened shows the offline page, which lists the kept ones and works by keyboard", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await waitForWorker(page);
  await waitUntilKept(page);
  // A page loaded through the worker is kept as it is read.
  await page.goto("/konular?sinif=5");
  await expect.poll(() => cachedPaths(page)).toContain("/konular?sinif=5");
  const topics = await page.title();

  await context.setOffline(true);
  await page.goto("/blog/sinavlara-hazirlik");
  await expect(page).toHaveURL(/\/cevrimdisi\?sayfa=%2Fblog%2Fsinavlara-hazirlik$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("İnternet bağlantısı yok");
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: "Yeniden dene" })).toHaveAttribute("href", "/blog/sinavlara-hazirlik");
  const kept = page.getByRole("region", { name: "Bu cihazda kayıtlı sayfalar" });
  await expect(kept.getByRole("link", { name: "Merdiven · 2-12. sınıflar için İngilizce" })).toHaveAttribute(
    "href",
    "/",
  );
  await expect(kept.getByRole("link", { name: topics.replace(" · Merdiven", "") })).toHaveAttribute(
    "href",
    "/konular?sinif=5",
  );
  await expectNoAxeViolations(page);

  // By keyboard: the kept home page opens offline.
  await kept.getByRole("link", { name: /2-12/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a visitor's saved list opens offline, by grade, though it was never opened online", async ({ page, context }) => {
  // Grade 7 saved last: the device keeps the newest first, the page shows the grades in order.
  const fifth = await saveFirstCard(page, 5);
  // Waited for on the page that registers it: a page whose navigation began while the worker was installing is not claimed.
  await waitForWorker(page);
  const seventh = await saveFirstCard(page, 7);

  await context.setOffline(true);
  await page.goto("/kaydettiklerim");
  await expect(page).toHaveURL(/\/kaydettiklerim$/);
  await waitForHydration(page);
  await expectSavedByGrade(page, [
    [5, [fifth]],
    [7, [seventh]],
  ]);
  await expectNoAxeViolations(page);
});

test("a signed-in visitor's pages and admin pages are never kept; a unit saved while signed in is the anonymous page", async ({
  page,
  request,
  context,
}) => {
  const { section } = await demoUnit(request);
  await signInAsAdmin(page);
  await page.goto("/classes/5");
  await waitForHydration(page);
  await waitForWorker(page);
  await page
    .locator(section)
    .getByRole("button", { name: /^Çevrimdışı kullan/ })
    .click();
  await expect(page.locator(section).getByRole("status")).toContainText("Bu ünite çevrimdışı kullanılabilir", {
    timeout: 20_000,
  });
  // Controlled by the worker: these navigations pass through it.
  for (const path of ["/admin/mesajlar", "/notekle", "/kelimeler?sinif=7", "/kaydettiklerim"]) {
    await page.goto(path);
    await waitForHydration(page);
  }

  const paths = await cachedPaths(page);
  expect(paths.filter((p) => /^\/(?:admin|notekle|login|logout|kurulum)/.test(p))).toEqual([]);
  // Sent `private, no-store` to the signed-in admin: not kept.
  expect(paths).not.toContain("/kelimeler?sinif=7");
  // The worker fetched the unit's pages itself, without cookies: what it kept is the page anyone gets.
  const gradePage = await page.evaluate(async () =>
    (await (await caches.open("merdiven-kept")).match("/classes/5"))!.text(),
  );
  expect(gradePage).toContain("Giriş Yap");
  expect(gradePage).not.toContain("Çıkış Yap");
  expect(gradePage).not.toContain(E2E_ADMIN.email);

  // The saved list: the signed-in copy is not kept; the one the worker kept at install is the visitor's,
  // and offline it says that the account's list needs the network.
  const savedCopies = await page.evaluate(async () => {
    const copies: Record<string, string> = {};
    for (const name of await caches.keys()) {
      const copy = await (await caches.open(name)).match("/kaydettiklerim");
      if (copy) copies[name] = await copy.text();
    }
    return copies;
  });
  expect(Object.keys(savedCopies).filter((name) => !name.startsWith("merdiven-shell-"))).toEqual([]);
  for (const copy of Object.values(savedCopies)) {
    expect(copy).toContain(trSavedPage.onDevice);
    expect(copy).not.toContain(E2E_ADMIN.email);
  }
  await context.setOffline(true);
  await page.goto("/kaydettiklerim");
  await waitForHydration(page);
  await expect(page.getByText(trSavedPage.offline)).toBeVisible();
});

test("over the storage limit the oldest kept answers go first, and what is needed now stays", async ({ page }) => {
  await page.goto("/kelimeler?sinif=5");
  await waitForHydration(page);
  await waitForWorker(page);
  await waitUntilKept(page);
  // Two big old answers (their size is what the worker reads from the header): together over the 50 MB.
  await page.evaluate(async () => {
    const cache = await caches.open("merdiven-kept");
    const MB = 1024 * 1024;
    const put = (path: string, at: number, size: number) =>
      cache.put(
        path,
        new Response("<title>Eski</title>", {
          headers: { "Content-Type": "text/html", "X-Kept-At": String(at), "X-Kept-Size": String(size) },
        }),
      );
    await put("/eski-sayfa", 1, 32 * MB);
    await put("/daha-yeni-sayfa", Date.now() - 1000, 19 * MB);
  });
  // Keeping the next page (and its scripts) runs the eviction.
  await page.getByRole("link", { name: "6. Sınıf" }).click();
  await expect.poll(() => cachedPaths(page)).toContain("/kelimeler?sinif=6");
  await expect.poll(() => cachedPaths(page)).not.toContain("/eski-sayfa");
  const paths = await cachedPaths(page);
  expect(paths).toContain("/daha-yeni-sayfa");
  expect(paths).toContain("/kelimeler?sinif=5");
  expect(paths).toContain("/kelimeler?sinif=6");
});

test("the grade page with its offline buttons passes axe; without JavaScript there are none", async ({
  page,
  browser,
}) => {
  await page.goto("/classes/5");
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: /^Çevrimdışı kullan/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto("/classes/5");
  await expect(plain.getByRole("heading", { level: 3 }).first()).toBeVisible();
  await expect(plain.getByRole("button", { name: /^Çevrimdışı kullan/ })).toHaveCount(0);
  await noScript.close();
});

test("the manifest and the worker are served with their own types and policies", async ({ page, request }) => {
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
  expect(await manifest.json()).toMatchObject({
    lang: "tr",
    start_url: "/",
    display: "standalone",
    theme_color: "#4338ca",
  });
  const worker = await request.get("/sw.js");
  expect(worker.headers()["content-type"]).toContain("text/javascript");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["content-security-policy"]).toBe("default-src 'self'");
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
});
