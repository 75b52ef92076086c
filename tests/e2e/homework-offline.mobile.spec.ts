import type { BrowserContext, Page } from "@playwright/test";
import { trExercises } from "#core/messages/exercises.ts";
import { trHomeworkPupil } from "#core/messages/homework-pupil.ts";
import { baseURL } from "./base-url";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { OFFLINE_HOMEWORK, offlineHomework } from "./homework-offline";

/**
 * Homework done offline on the phone (docs/decisions/0076), on a phone-sized
 * Chromium. The class, the quiz item (right answers 'never' shown) and the sessions are made
 * ahead by tests/e2e/server.mjs (tests/e2e/homework-offline.ts). `context.setOffline(true)`
 * cuts the page's and the service worker's network alike (tests/e2e/offline.spec.ts).
 */

/** A Set-Cookie line made ahead, as Playwright's addCookies takes it. */
function cookieOf(setCookie: string) {
  const [pair] = setCookie.split(";");
  const at = pair.indexOf("=");
  return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseURL, httpOnly: true, sameSite: "Lax" as const };
}

/** Everything the device holds for the site: each cache's addresses and bodies, and every IndexedDB record. */
function deviceContents(page: Page) {
  return page.evaluate(async () => {
    const cached: { url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        cached.push({ url: new URL(request.url).pathname, body: (await (await cache.match(request))?.text()) ?? "" });
    }
    const records: unknown[] = [];
    for (const { name } of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of db.objectStoreNames) {
        records.push(
          ...(await new Promise<unknown[]>((resolve) => {
            const all = db.transaction(store).objectStore(store).getAll();
            all.onsuccess = () => resolve(all.result);
          })),
        );
      }
      db.close();
    }
    return { cached, records };
  });
}

type Try = {
  clientId: string;
  homeworkId: number;
  version: string;
  answers: Record<string, string>;
  recordedAt: string;
};
const outbox = async (page: Page) =>
  (await deviceContents(page)).records.filter((r): r is Try => typeof r === "object" && r !== null && "clientId" in r);

async function answer(page: Page, typed: string) {
  await page.getByRole("radio", { name: "cloud" }).check();
  await page.getByRole("textbox").fill(typed);
  await page.getByRole("radio", { name: trExercises.true }).check();
  await page.getByRole("button", { name: "Testi bitir" }).click();
}

const triesUsed = (context: BrowserContext, id: number) =>
  context.request
    .get("/api/v1/homework")
    .then(
      async (r) =>
        ((await r.json()) as { items: { id: number; triesUsed: number }[] }).items.find((i) => i.id === id)!.triesUsed,
    );

test("a homework quiz opened once is answered offline (a tab left open, then reloaded), kept on the phone without its answers, sent once when online; forged tries are refused", async ({
  page,
  context,
  consoleErrors,
}) => {
  const made = offlineHomework();
  const item = `/odevlerim/${made.itemId}`;
  await context.addCookies([cookieOf(made.pupilCookie)]);

  // Online: the page keeps the item on the device for this pupil, and the worker its offline page.
  await page.goto(item);
  await waitForHydration(page);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller));
  await expect
    .poll(async () => (await deviceContents(page)).records.some((r) => (r as { id?: number }).id === made.itemId))
    .toBe(true);

  // The signal drops with the tab open: the answers are kept in the outbox, and the pupil told so.
  await context.setOffline(true);
  await answer(page, "breeze");
  await expect(page.getByTestId("device-notice")).toHaveText(trHomeworkPupil.deviceKept);
  const [first] = await outbox(page);
  expect(first).toMatchObject({
    homeworkId: made.itemId,
    answers: { q1: expect.any(String), q2: "breeze", q3: "true" },
  });
  expect(Date.now() - Date.parse(first.recordedAt)).toBeLessThan(60_000);

  // Abuse: the right answers are hidden ('never'); neither a cache of the worker nor the device store holds one,
  // nor the pupil's private pages or the API's answers.
  const held = await deviceContents(page);
  expect(held.cached.filter((c) => c.url.startsWith("/odevlerim") || c.url.startsWith("/api/"))).toEqual([]);
  expect(held.cached.filter((c) => c.body.includes(OFFLINE_HOMEWORK.secret)).map((c) => c.url)).toEqual([]);
  expect(JSON.stringify(held.records)).not.toContain(OFFLINE_HOMEWORK.secret);
  const kept = JSON.stringify(held.records.filter((r) => (r as { questions?: unknown }).questions));
  expect(kept).toContain("gentle wind");
  expect(kept).not.toMatch(/"(?:correct|answer|answers|pairs|gaps|feedback)"\s*:/);

  // Back online (the `online` event): sent, and the pupil told the score.
  await context.setOffline(false);
  await expect(
    page.getByText(trHomeworkPupil.deviceSent(OFFLINE_HOMEWORK.titleTr, { score: 2, total: 3, right: 2, partly: 0 })),
  ).toBeVisible();
  await expect.poll(() => outbox(page)).toEqual([]);

  // Offline again, the item opened anew: the offline page draws it from the device store.
  await context.setOffline(true);
  await page.reload();
  // The Turkish title leads offline as online; the English one follows, in English.
  await expect(page.getByRole("heading", { level: 1, name: OFFLINE_HOMEWORK.titleTr })).toBeVisible();
  await expect(page.getByText(OFFLINE_HOMEWORK.title, { exact: true })).toHaveAttribute("lang", "en");
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await answer(page, OFFLINE_HOMEWORK.secret);
  await expect(page.getByTestId("device-notice")).toHaveText(trHomeworkPupil.deviceKept);
  await expect(page.getByTestId("waiting-here")).toHaveText(trHomeworkPupil.waitingCount(1));

  // Ödevlerim offline lists it as waiting.
  await page.goto("/odevlerim");
  await expect(page.getByRole("listitem").filter({ hasText: OFFLINE_HOMEWORK.titleTr })).toContainText(
    trHomeworkPupil.waitingToSend,
  );

  // Online but the API out of reach: Ödevlerim says the try waits; the next page load sends it.
  await context.route("**/api/v1/homework/*/tries", (route) => route.abort());
  await context.setOffline(false);
  await page.goto("/odevlerim");
  await waitForHydration(page);
  await expect(page.locator(`[data-homework="${made.itemId}"]`).getByTestId("homework-waiting")).toHaveText(
    trHomeworkPupil.waitingToSend,
  );
  await context.unroute("**/api/v1/homework/*/tries");
  await page.reload();
  const row = page.getByTestId("homework-finished").locator(`[data-homework="${made.itemId}"]`);
  await expect(row.getByTestId("homework-done")).toContainText(trHomeworkPupil.scoreOf({ score: 3, total: 3 }));
  await expect(row.getByTestId("homework-waiting")).toHaveCount(0);
  await expect.poll(() => outbox(page)).toEqual([]);

  // Sending twice counts once: the first try replayed by its id changes nothing.
  expect(await triesUsed(context, made.itemId)).toBe(2);
  const replay = await page.evaluate(
    async ([id, t]) => {
      const r = await fetch(`/api/v1/homework/${id}/tries`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          clientId: t.clientId,
          version: t.version,
          answers: { ...t.answers, q2: "zephyrine" },
          recordedAt: t.recordedAt,
        }),
      });
      return { status: r.status, body: (await r.json()) as { replayed: boolean; questions: unknown } };
    },
    [made.itemId, first] as const,
  );
  expect(replay).toEqual({
    status: 200,
    body: expect.objectContaining({ replayed: true, score: 2, total: 3, questions: null }),
  });
  expect(await triesUsed(context, made.itemId)).toBe(2);

  // Forged offline tries written into the device's outbox (an old quiz version, another pupil's item id) are
  // refused for good when sent: not counted, taken out of the outbox, and the pupil is told until they say so.
  await page.evaluate(
    async ([id, t]) => {
      const db = await new Promise<IDBDatabase>((resolve) => {
        const open = indexedDB.open("merdiven-odev");
        open.onsuccess = () => resolve(open.result);
      });
      const tx = db.transaction("outbox", "readwrite");
      tx.objectStore("outbox").put({ ...t, clientId: "t-forged-version-01", version: "1" });
      tx.objectStore("outbox").put({ ...t, clientId: "t-forged-item-0001", homeworkId: id + 100_000 });
      await new Promise((resolve) => (tx.oncomplete = resolve));
      db.close();
    },
    [made.itemId, first] as const,
  );
  await page.reload();
  const refused = page.getByRole("alert").filter({ hasText: trHomeworkPupil.deviceRefusedTitle });
  await expect(refused.getByRole("listitem")).toHaveCount(2);
  expect(await triesUsed(context, made.itemId)).toBe(2);
  await refused.getByRole("button", { name: trHomeworkPupil.deviceRefusedOk }).click();
  await expect(refused).toHaveCount(0);
  await expect.poll(() => outbox(page)).toEqual([]);

  // On the same phone, the teacher signs in: the grid shows it done with the counted (best) score, and
  // the pupil's homework is gone from the device: offline, this account gets nothing of it.
  await context.addCookies([cookieOf(made.teacherCookie)]);
  await page.goto(`/sinifim/${made.classId}/odevler`);
  await expect(page.locator(`[data-member="${made.pupilId}"] td[data-state="done"]`)).toContainText("%100");
  await waitForHydration(page);
  await expect
    .poll(async () => (await deviceContents(page)).records.filter((r) => (r as { questions?: unknown }).questions))
    .toEqual([]);
  await context.setOffline(true);
  await page.goto(item);
  await expect(page.getByTestId("offline-homework-missing")).toHaveText(trHomeworkPupil.offlineNotKept);

  // The requests cut on purpose (offline, the aborted route) and the forged try's 409 are logged by the browser; nothing else may be.
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((e) => !/net::ERR_(?:INTERNET_DISCONNECTED|FAILED)|status of 409/.test(e)),
  );
});

test("a self-test and a reading opened online are finished offline and sent once; signing out with answers waiting asks first (decision 0084)", async ({
  page,
  context,
  consoleErrors,
}) => {
  // Two items each done offline and online again, a sign-out asked about and another done: longer than one item's test.
  test.setTimeout(150_000);
  const made = offlineHomework();
  await context.addCookies([cookieOf(made.otherCookie)]);
  const itemsOf = async () =>
    (
      (await (await context.request.get("/api/v1/homework")).json()) as {
        items: { id: number; state: string; triesUsed: number; score: number | null }[];
      }
    ).items;

  // Online: the self-test's page keeps its Turkish prompts on the device; the reading's page keeps its address,
  // and 'İçeriği aç' opens the entry (the worker keeps its page).
  await page.goto(`/odevlerim/${made.selfTestId}`);
  await waitForHydration(page);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller));
  await expect
    .poll(async () => (await deviceContents(page)).records.some((r) => (r as { id?: number }).id === made.selfTestId))
    .toBe(true);
  await page.goto(`/odevlerim/${made.readId}`);
  await waitForHydration(page);
  await expect
    .poll(async () => (await deviceContents(page)).records.some((r) => (r as { id?: number }).id === made.readId))
    .toBe(true);
  await page.getByRole("button", { name: trHomeworkPupil.openEntry }).click();
  // The entry's page, saying it is homework (decision 0113); the device keeps the entry's public page.
  await expect(page).toHaveURL(new RegExp(`${made.entryPath}\\?odev=${made.readId}$`));
  await expect.poll(async () => (await deviceContents(page)).cached.some((c) => c.url === made.entryPath)).toBe(true);
  // The English asked is nowhere on the device: not in the store, not in a kept copy of the pupil's pages.
  const held = await deviceContents(page);
  const kept = JSON.stringify(held.records);
  expect(kept).toContain(made.words[0].turkish);
  for (const w of made.words) expect(kept).not.toContain(`"${w.english}"`);
  expect(held.cached.filter((c) => c.url.startsWith("/odevlerim") || c.url.startsWith("/api/"))).toEqual([]);

  // Offline: the offline page draws the self-test from the device; 'Kontrol et' keeps the try.
  await context.setOffline(true);
  await page.goto(`/odevlerim/${made.selfTestId}`);
  // The demo word list's Turkish title leads; its English one is the line below.
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(OFFLINE_HOMEWORK.wordsTitle);
  await expect(page.getByText(OFFLINE_HOMEWORK.wordsTitle, { exact: true })).toHaveAttribute("lang", "en");
  await waitForHydration(page);
  await expect(page.getByText(made.words[0].turkish, { exact: true })).toBeVisible();
  for (const [i, w] of made.words.entries())
    await page.locator(`#w${i}`).fill(i === 0 ? w.english.toUpperCase() : w.english);
  await page.getByRole("button", { name: trHomeworkPupil.check }).click();
  await expect(page.getByTestId("device-notice")).toHaveText(trHomeworkPupil.deviceKept);
  await expectNoAxeViolations(page);

  // The reading: the entry's page is on the device (said so), and 'Okudum, bitti' keeps it.
  await page.goto(`/odevlerim/${made.readId}`);
  await waitForHydration(page);
  await expect(page.getByTestId("offline-entry")).toHaveText(trHomeworkPupil.offlineEntryKept);
  await page.getByRole("button", { name: trHomeworkPupil.markRead }).click();
  await expect(page.getByTestId("device-notice")).toHaveText(trHomeworkPupil.readKept);
  await expectNoAxeViolations(page);

  // Online again but the API out of reach: the signed-in pages cannot send; 'Çıkış Yap' tries once more,
  // then stops and says how many answers would be lost, with focus on the safe choice.
  await context.route("**/api/v1/homework/*/*", (route) => route.abort());
  await context.setOffline(false);
  await page.goto("/odevlerim");
  await waitForHydration(page);
  await expect(page.locator(`[data-homework="${made.selfTestId}"]`).getByTestId("homework-waiting")).toBeVisible();
  await page.getByText("Menü").click();
  await page.getByRole("button", { name: "Çıkış Yap" }).click();
  const warning = page.getByRole("dialog", { name: trHomeworkPupil.signOutWaitingTitle });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(trHomeworkPupil.signOutWaiting(2));
  await expect(warning.getByRole("button", { name: trHomeworkPupil.signOutSendLater })).toBeFocused();
  await expectNoAxeViolations(page);
  await warning.getByRole("button", { name: trHomeworkPupil.signOutSendLater }).click();
  await expect(warning).toHaveCount(0);
  expect((await itemsOf()).find((i) => i.id === made.selfTestId)?.state).not.toBe("done");

  // The signal back: the next page load sends both, once; the pupil is told.
  await context.unroute("**/api/v1/homework/*/*");
  await page.reload();
  const row = (id: number) => page.getByTestId("homework-finished").locator(`[data-homework="${id}"]`);
  await expect(row(made.selfTestId).getByTestId("homework-done")).toBeVisible();
  await expect(row(made.readId).getByTestId("homework-done")).toBeVisible();
  await expect.poll(() => outbox(page)).toEqual([]);
  const items = await itemsOf();
  expect(items.find((i) => i.id === made.selfTestId)).toMatchObject({
    state: "done",
    triesUsed: 1,
    score: made.words.length,
  });
  expect(items.find((i) => i.id === made.readId)).toMatchObject({ state: "done" });

  // Nothing waits now: 'Çıkış Yap' signs out at once.
  await page.getByText("Menü").click();
  await page.getByRole("button", { name: "Çıkış Yap" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Giriş Yap", includeHidden: true }).first()).toBeAttached();
  expect((await context.request.get("/api/v1/homework")).status()).toBe(401);

  // The teacher's grid shows both done for this pupil.
  await context.addCookies([cookieOf(made.teacherCookie)]);
  await page.goto(`/sinifim/${made.classId}/odevler`);
  await expect(page.locator(`[data-member="${made.otherId}"] td[data-state="done"]`)).toHaveCount(2);

  // The requests cut on purpose (offline, the aborted route) are logged by the browser; nothing else may be.
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((e) => !/net::ERR_(?:INTERNET_DISCONNECTED|FAILED)/.test(e)),
  );
});
