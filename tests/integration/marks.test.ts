import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ContentEntry } from "#core/content.ts";
import { keptEntry, MAX_MERGED_MARKS, type DeviceMarks } from "#core/marks.ts";
import { trMarks } from "#core/messages/marks.ts";
import { trSaved } from "#core/messages/saved.ts";
import { trSavedPage } from "#core/messages/saved-page.ts";
import { contents, pupilMarks, users } from "#server/db/schema.ts";
import { PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL } from "#server/http/response-cache.ts";
import { sessionHeaders } from "#tests/support/admin.ts";
import { dbKinds } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { requestsTo, visitorHeaders } from "#tests/support/requests.ts";

/**
 * A pupil's marks through HTTP, as the pages send them, on PGlite and
 * PostgreSQL: plain forms without JavaScript, the page's own requests, and the
 * device's marks merged at sign-in.
 */
describe.each(dbKinds)("saved, done and recent entries on %s", (kind) => {
  let entries: ContentEntry[];

  const site = useTestSite({ kind, settings: { RATE_LIMIT_MULTIPLIER: "100" } });
  beforeAll(async () => {
    entries = [];
    for (const [unite, konuIng] of [
      [1, "Greetings"],
      [1, "Numbers"],
      [2, "My Family"],
    ] as const) {
      entries.push(
        await makeContent(site.services.database, { sinif: 6, unite, type: "/kelimeler", konuIng, konuTr: konuIng }),
      );
    }
  });

  const { post } = requestsTo(() => site.app);
  const userIdOf = async (headers: Record<string, string>) =>
    (await site.services.auth.userForSession(headers.Cookie.slice(4)))!.id;

  it("saves and marks done through a plain form and comes back; a visitor is asked to sign in", async () => {
    const pupil = await sessionHeaders(site.services, "user");
    const id = await userIdOf(pupil);
    const [a, b] = entries;
    const saved = await post(pupil, "/isaretler", { id: String(a.id), intent: "save", back: "/classes/6" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/classes/6");
    await post(pupil, "/isaretler", { id: String(b.id), intent: "done", back: "/classes/6" });
    expect(await site.services.marks.state(id)).toMatchObject({ saved: [a.id], done: [b.id] });
    await post(pupil, "/isaretler", { id: String(a.id), intent: "unsave", back: "/classes/6" });
    expect((await site.services.marks.state(id)).saved).toEqual([]);

    // A page's own request (no `back`): a small JSON answer, no redirect.
    expect((await post(pupil, "/isaretler", { id: String(a.id), intent: "save" })).status).toBe(200);
    // Never off the site, whatever `back` says.
    expect(
      (await post(pupil, "/isaretler", { id: String(a.id), intent: "save", back: "//kotu.example/x" })).status,
    ).toBe(200);

    const visitor = await post(visitorHeaders(), "/isaretler", {
      id: String(a.id),
      intent: "save",
      back: "/classes/6",
    });
    expect(visitor.headers.get("Location")).toBe("/login");
    const toast = visitor.headers
      .getSetCookie()
      .find((c) => c.startsWith("toast="))!
      .split(";")[0];
    expect(await (await site.app.request("/login", { headers: { Cookie: toast } })).text()).toContain(
      trSavedPage.signInToKeep,
    );
    expect((await post(visitorHeaders(), "/isaretler", { id: String(a.id), intent: "save" })).status).toBe(401);
    expect(
      (await post({ ...pupil, Origin: "https://kotu.example" }, "/isaretler", { id: String(b.id), intent: "save" }))
        .status,
    ).toBe(403);
    expect((await site.services.marks.state(id)).saved).toEqual([a.id]);
  });

  it("answers nonsense with 400 or 404 and stores nothing", async () => {
    const pupil = await sessionHeaders(site.services, "user");
    const id = await userIdOf(pupil);
    expect((await post(pupil, "/isaretler", { id: "1; drop table users", intent: "save" })).status).toBe(400);
    expect((await post(pupil, "/isaretler", { id: String(entries[0].id), intent: "delete-everything" })).status).toBe(
      400,
    );
    expect((await post(pupil, "/isaretler", { id: "999999", intent: "save" })).status).toBe(404);
    expect((await post(pupil, "/isaretler", { intent: "merge", device: "{not json" })).status).toBe(400);
    expect((await post(pupil, "/isaretler", { intent: "merge", device: "x".repeat(61_000) })).status).toBe(413);
    const tooMany: DeviceMarks = {
      v: 1,
      saved: [],
      done: Array.from({ length: MAX_MERGED_MARKS + 1 }, (_, i) => ({ id: i + 1, at: Date.now() })),
      recent: [],
    };
    expect((await post(pupil, "/isaretler", { intent: "merge", device: JSON.stringify(tooMany) })).status).toBe(400);
    expect(await site.services.database.db.select().from(pupilMarks).where(eq(pupilMarks.userId, id))).toEqual([]);
  });

  it("keeps the entries opened, newest first, with a PDF's page", async () => {
    const pupil = await sessionHeaders(site.services, "user");
    const id = await userIdOf(pupil);
    await post(pupil, "/isaretler", { intent: "opened", id: String(entries[0].id) });
    await post(pupil, "/isaretler", { intent: "opened", id: String(entries[1].id), page: "7" });
    await post(pupil, "/isaretler", { intent: "opened", id: String(entries[1].id), page: "abc" });
    const { recent } = await site.services.marks.state(id);
    expect(recent.map((r) => [r.entry.id, r.pdfPage])).toEqual([
      [entries[1].id, 7],
      [entries[0].id, null],
    ]);
  });

  it("merges a device's marks at sign-in without duplicates; the account's own times stay, the later reading wins", async () => {
    const pupil = await sessionHeaders(site.services, "user");
    const id = await userIdOf(pupil);
    const [a, b, c] = entries;
    await site.services.marks.set(id, a.id, "save");
    const [before] = await site.services.database.db
      .select()
      .from(pupilMarks)
      .where(and(eq(pupilMarks.userId, id), eq(pupilMarks.contentId, a.id)));
    await site.services.marks.opened(id, b.id, 3);
    const device: DeviceMarks = {
      v: 1,
      saved: [
        { entry: keptEntry(a), at: Date.UTC(2024, 0, 1) },
        { entry: keptEntry(c), at: Date.UTC(2024, 0, 2) },
        { entry: { ...keptEntry(c), id: 999_999 }, at: Date.UTC(2024, 0, 2) },
      ],
      done: [{ id: c.id, at: Date.UTC(2024, 0, 3) }],
      // Read on the device later than on the account: its page wins.
      recent: [{ entry: keptEntry(b), openedAt: Date.now() + 60_000, pdfPage: 9 }],
    };
    const merged = await post(pupil, "/isaretler", { intent: "merge", device: JSON.stringify(device) });
    expect(merged.status).toBe(200);
    const rows = await site.services.database.db.select().from(pupilMarks).where(eq(pupilMarks.userId, id));
    expect(rows).toHaveLength(3);
    const state = await site.services.marks.state(id);
    expect(new Set(state.saved)).toEqual(new Set([a.id, c.id]));
    expect(state.done).toEqual([c.id]);
    expect(state.recent[0]).toMatchObject({ entry: { id: b.id }, pdfPage: 9 });
    expect(rows.find((r) => r.contentId === a.id)!.savedAt).toEqual(before.savedAt);
    // A device's clock in the future is not believed.
    expect(rows.find((r) => r.contentId === b.id)!.openedAt!.getTime()).toBeLessThanOrEqual(Date.now());
    // Merging the same again adds nothing.
    await post(pupil, "/isaretler", { intent: "merge", device: JSON.stringify(device) });
    expect(await site.services.database.db.select().from(pupilMarks).where(eq(pupilMarks.userId, id))).toHaveLength(3);
  });

  it("shows a visitor's grade page without anybody's marks, and a pupil's with the unit's progress", async () => {
    const pupil = await sessionHeaders(site.services, "user");
    const id = await userIdOf(pupil);
    await site.services.marks.set(id, entries[0].id, "done");
    await site.services.marks.set(id, entries[0].id, "save");
    const visitorPage = await (await site.app.request("/classes/6")).text();
    expect(visitorPage).not.toContain('aria-pressed="true"');
    expect(visitorPage).not.toContain("tamamlandı");
    const pupilPage = await (await site.app.request("/classes/6", { headers: pupil })).text();
    expect(pupilPage).toContain(trSaved.unitProgress(1, 2));
    expect(pupilPage).toContain(trSaved.unitProgress(0, 1));
    expect(pupilPage).toContain('aria-pressed="true"');
    const saved = await (await site.app.request("/kaydettiklerim", { headers: pupil })).text();
    expect(saved).toContain("Greetings");
    expect(saved).not.toContain("My Family");
  });

  it("lists a pupil's saved entries under their grades, in grade order; a visitor's copy is shared and lists nobody's", async () => {
    const pupil = await sessionHeaders(site.services, "user");
    const id = await userIdOf(pupil);
    const eighth = await makeContent(site.services.database, {
      sinif: 8,
      type: "/konular",
      konuIng: "Irregular Verbs",
      konuTr: "Düzensiz Fiiller",
    });
    // Saved in another order than the grades'.
    for (const e of [eighth, entries[1], entries[2]]) await site.services.marks.set(id, e.id, "save");
    const mine = await site.app.request("/kaydettiklerim", { headers: pupil });
    expect(mine.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    const html = await mine.text();
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    const at = (text: string) => main.indexOf(text);
    expect(at('<h2 id="sinif-6"')).toBeGreaterThan(-1);
    expect(main).toContain(">6. Sınıf</h2>");
    expect(main).toContain(">8. Sınıf</h2>");
    for (const title of ["Numbers", "My Family"]) {
      expect(at(title), title).toBeGreaterThan(at('<h2 id="sinif-6"'));
      expect(at(title), title).toBeLessThan(at('<h2 id="sinif-8"'));
    }
    expect(at("Irregular Verbs")).toBeGreaterThan(at('<h2 id="sinif-8"'));
    expect(main).not.toContain(trSavedPage.onDevice);

    // Asked after the pupil: the visitor's copy (one for every visitor) holds no list at all.
    const visitor = await site.app.request("/kaydettiklerim");
    expect(visitor.headers.get("Cache-Control")).toBe(SHARED_CACHE_CONTROL);
    const shared = await visitor.text();
    expect(shared).toContain(trSavedPage.onDevice);
    for (const title of ["Numbers", "My Family", "Irregular Verbs"]) expect(shared).not.toContain(title);
  });

  it("puts the star on every search result: a pupil's page shows their mark, the page visitors share shows none", async () => {
    const pupil = await sessionHeaders(site.services, "user");
    await site.services.marks.set(await userIdOf(pupil), entries[0].id, "save");
    const star = (pressed: boolean) =>
      new RegExp(`<button[^>]*aria-pressed="${pressed}"[^>]*aria-label="${trMarks.saveEntry("Greetings")}"`);
    const mine = await site.app.request("/ara?q=greetings", { headers: pupil });
    expect(mine.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(await mine.text()).toMatch(star(true));
    const visitor = await site.app.request("/ara?q=greetings");
    expect(visitor.headers.get("Cache-Control")).toBe(SHARED_CACHE_CONTROL);
    const shared = await visitor.text();
    expect(shared).toMatch(star(false));
    expect(shared).not.toContain('aria-pressed="true"');
  });

  it("goes with the entry and with the account", async () => {
    const pupil = await sessionHeaders(site.services, "user");
    const id = await userIdOf(pupil);
    const extra = await makeContent(site.services.database, { sinif: 6, type: "/kelimeler", konuIng: "Colours" });
    await site.services.marks.set(id, extra.id, "save");
    await site.services.marks.set(id, entries[2].id, "save");
    await site.services.database.db.delete(contents).where(eq(contents.id, extra.id));
    expect((await site.services.marks.state(id)).saved).toEqual([entries[2].id]);
    await site.services.database.db.delete(users).where(eq(users.id, id));
    expect(await site.services.database.db.select().from(pupilMarks).where(eq(pupilMarks.userId, id))).toEqual([]);
  });
});
