import { beforeAll, describe, expect, it } from "vitest";
import type { ContentEntry } from "#core/content.ts";
import { rowsOf } from "#server/db/client.ts";
import { messages } from "#server/db/schema.ts";
import { createOpeningCounter, istanbulDay, OPENING_LIMITS } from "#server/content/opening-counter.ts";
import { sessionHeaders } from "#tests/support/admin.ts";
import { dbKinds } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";
import { makeDemoPdf } from "#server/demo/pdf.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { jsonPost } from "#tests/support/requests.ts";

/**
 * Units as the admin and a pupil notice them: units shown with their names wherever a
 * unit is shown, the admin's unit table, openings counted from cached pages as a number
 * only, and /admin's counts, gaps and waiting messages.
 */
/** The page's text as a reader gets it: React's markers between adjacent texts left out. */
const page = async (res: Response | Promise<Response>) => (await (await res).text()).replaceAll("<!-- -->", "");

const form = (fields: [string, string][]) => {
  const body = new URLSearchParams();
  for (const [k, v] of fields) body.append(k, v);
  return body;
};

describe.each(dbKinds)("units, openings and the admin's home on %s", (kind) => {
  let admin: Record<string, string>;
  let pupil: Record<string, string>;
  let words: ContentEntry;
  let unnamed: ContentEntry;

  const site = useTestSite({ kind });
  beforeAll(async () => {
    admin = await sessionHeaders(site.services, "admin");
    pupil = await sessionHeaders(site.services, "user");
    words = await makeContent(site.services.database, {
      sinif: 5,
      unite: 3,
      type: "/kelimeler",
      konuIng: "Games Word List",
      konuTr: "Oyun kelimeleri",
    });
    unnamed = await makeContent(site.services.database, {
      sinif: 5,
      unite: 7,
      type: "/kelimeler",
      konuIng: "Party Words",
      konuTr: "Parti kelimeleri",
      donem: 2,
    });
    await makeContent(site.services.database, {
      sinif: 9,
      unite: 1,
      type: "/reading",
      konuIng: "Studying Abroad",
      konuTr: "Yurt dışında okumak",
    });
  });

  const saveUnits = (grade: string, rows: [string, string, string, string][], headers = admin) =>
    site.app.request("/admin/uniteler", {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
      body: form([
        ["sinif", grade],
        ...rows.flatMap(
          ([unite, nameEn, nameTr, donem]) =>
            [
              ["unite", unite],
              ["nameEn", nameEn],
              ["nameTr", nameTr],
              ["donem", donem],
            ] as [string, string][],
        ),
      ]),
    });

  it("keeps the unit table to the admin: a pupil's GET is not found, a pupil's POST refused and nothing saved", async () => {
    expect((await site.app.request("/admin/uniteler", { headers: pupil })).status).toBe(404);
    expect((await site.app.request("/admin/uniteler")).status).toBe(404);
    const refused = await saveUnits("5", [["3", "Hacked", "Hack", "1"]], pupil);
    expect(refused.status).toBe(403);
    expect(await site.services.units.ofGrade(5)).toEqual([]);
  });

  it("refuses a table with a unit number twice or a missing name, with Turkish messages by the rows, and changes nothing", async () => {
    const res = await saveUnits("5", [
      ["3", "Games and Hobbies", "Oyunlar ve Hobiler", "1"],
      ["3", "Again", "Yine", "1"],
      ["4", "", "Günlük Rutinim", "1"],
    ]);
    expect(res.status).toBe(400);
    const html = await page(res);
    expect(html).toContain("Bu ünite numarası tabloda iki kez var.");
    expect(html).toContain("Lütfen ünitenin İngilizce adını girin.");
    expect(html).toContain('aria-invalid="true"');
    expect(await site.services.units.ofGrade(5)).toEqual([]);
    // A huge field is cut before any check, and the answer is still a message.
    const long = await saveUnits("5", [["3", "x".repeat(100_000), "y", "1"]]);
    expect(long.status).toBe(413);
  });

  it("shows a saved unit's name on the list card, the grade page, the entry's page and its breadcrumb, and in search; an unnamed unit stays '7. Ünite'", async () => {
    // The list page is kept by the response cache before the names exist…
    expect(await page(site.app.request("/kelimeler?sinif=5"))).not.toContain("Games and Hobbies");
    const saved = await saveUnits("5", [
      ["3", "Games and Hobbies", "Oyunlar ve Hobiler", "1"],
      ["", "", "", "1"],
    ]);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/admin/uniteler?sinif=5");
    // …and a saved name empties it: every page shows the name at once.
    const list = await page(site.app.request("/kelimeler?sinif=5"));
    expect(list).toContain('3. Ünite: <span lang="en" title="Oyunlar ve Hobiler">Games and Hobbies</span>');
    expect(list).toMatch(/>7\. Ünite</);
    const grade = await page(site.app.request("/classes/5"));
    expect(grade).toContain('3. Ünite: <span lang="en">Games and Hobbies</span> (Oyunlar ve Hobiler)');
    const entryPage = await page(site.app.request(`/classes/5/${words.id}-games-word-list`));
    expect(entryPage.match(/Games and Hobbies/g)!.length).toBeGreaterThanOrEqual(3); // breadcrumb, header, structured data
    expect(entryPage).toContain('"teaches":"3. Ünite: Games and Hobbies: Games Word List"');
    const other = await page(site.app.request(`/classes/5/${unnamed.id}-party-words`));
    expect(other).not.toContain("Games and Hobbies");
    const search = await page(site.app.request("/ara?q=games"));
    expect(search).toContain('3. Ünite: <span lang="en" title="Oyunlar ve Hobiler">Games and Hobbies</span>');
  });

  it("adds the curriculum's names only where a grade has none, keeping the admin's", async () => {
    const res = await site.app.request("/admin/uniteler", {
      method: "POST",
      headers: { ...admin, "Content-Type": "application/x-www-form-urlencoded" },
      body: form([
        ["intent", "fill"],
        ["sinif", "5"],
      ]),
    });
    expect(res.status).toBe(302);
    const all = await site.services.units.all();
    expect(new Set(all.map((u) => u.sinif)).size).toBe(11);
    expect(all.find((u) => u.sinif === 5 && u.unite === 3)).toMatchObject({
      nameEn: "Games and Hobbies",
      nameTr: "Oyunlar ve Hobiler",
      donem: 1,
    });
    expect(all.find((u) => u.sinif === 5 && u.unite === 7)).toMatchObject({ nameEn: "Party Time", donem: 2 });
    expect(await site.services.units.fillFromCurriculum()).toBe(0);
  });

  it("counts openings sent from a page answered by the cache, as a number per entry and day and nothing else, once per address", async () => {
    // The page itself comes from the response cache the second time: the beacon is what counts.
    await site.app.request(`/classes/5/${words.id}-games-word-list`);
    const cached = await site.app.request(`/classes/5/${words.id}-games-word-list`);
    expect(cached.headers.get("Cache-Control")).toContain("public");
    for (let i = 0; i < 3; i++)
      expect((await jsonPost(site.app, `/api/v1/contents/${words.id}/opened`)).status).toBe(204);
    await jsonPost(site.app, `/api/v1/contents/${unnamed.id}/opened`);
    // A made-up entry adds nothing; another site's page cannot count (the Origin check).
    expect((await jsonPost(site.app, "/api/v1/contents/999999/opened")).status).toBe(204);
    expect(
      (await jsonPost(site.app, `/api/v1/contents/${words.id}/opened`, undefined, { origin: "https://evil.example" }))
        .status,
    ).toBe(403);
    await site.services.openings.flush();
    // The three beacons came from one address: one opening of the day.
    expect(await site.services.openings.onDay()).toEqual({ [words.id]: 1, [unnamed.id]: 1 });
    const columns = rowsOf<{ column_name: string }>(
      await site.services.database.db.execute(
        "select column_name from information_schema.columns where table_name = 'openings' order by ordinal_position",
      ),
    );
    expect(columns.map((c) => c.column_name)).toEqual(["content_id", "day", "count"]);
  });

  const DAY = 86_400_000;

  it("counts an address's openings of an entry once a day: 100 beacons count 1, the next day counts again", async () => {
    let clock = Date.now() - DAY;
    const counter = createOpeningCounter(site.services.database.db, { flushMs: 60_000, now: () => clock });
    let counted = 0;
    for (let i = 0; i < 100; i++) if (counter.record(unnamed.id, "203.0.113.9")) counted++;
    expect(counted).toBe(1);
    // Another entry from the same address is another opening.
    expect(counter.record(words.id, "203.0.113.9")).toBe(true);
    clock += DAY;
    expect(counter.record(unnamed.id, "203.0.113.9")).toBe(true);
    expect(counter.record(unnamed.id, "203.0.113.9")).toBe(false);
    await counter.close();
    expect(await site.services.openings.onDay(istanbulDay(new Date(clock - DAY)))).toEqual({
      [unnamed.id]: 1,
      [words.id]: 1,
    });
    expect((await site.services.openings.onDay(istanbulDay(new Date(clock))))[unnamed.id]).toBe(2);
  });

  it("gives an IPv6 /64 one budget: 1,000 addresses in it count 1 per entry, whichever way they are written", async () => {
    const counter = createOpeningCounter(site.services.database.db, { flushMs: 60_000 });
    let counted = 0;
    for (let i = 0; i < 1_000; i++)
      if (counter.record(unnamed.id, `2001:db8:5:6:${((i * 7919) & 0xffff).toString(16)}:${i.toString(16)}::1`))
        counted++;
    expect(counted).toBe(1);
    expect(counter.record(unnamed.id, "2001:0DB8:0005:0006:0000:0000:0000:0001")).toBe(false);
    expect(counter.record(unnamed.id, "2001:db8:5:6::")).toBe(false);
    // An IPv4 address written the IPv6 way is that IPv4 address.
    expect(counter.record(unnamed.id, "198.51.100.20")).toBe(true);
    expect(counter.record(unnamed.id, "::ffff:198.51.100.20")).toBe(false);
    // The next /64 is somebody else.
    expect(counter.record(unnamed.id, "2001:db8:5:7::1")).toBe(true);
    await counter.close();
    expect((await site.services.openings.onDay())[unnamed.id]).toBe(2 + 3);
  });

  it("keeps counting real openings while a flood of distinct /64s fills what it remembers", async () => {
    const small = { ...OPENING_LIMITS, addresses: 1_000, seen: 1_000 };
    const counter = createOpeningCounter(site.services.database.db, { flushMs: 60_000, limits: small });
    let flood = 0;
    for (let i = 0; i < 5_000; i++)
      if (counter.record(3_000_000, `2001:db8:${(i >> 16).toString(16)}:${(i & 0xffff).toString(16)}::1`)) flood++;
    // Each /64 counts once (an entry that does not exist, so nothing is written)…
    expect(flood).toBe(5_000);
    // …and a pupil's opening after the flood is counted all the same.
    expect(counter.record(unnamed.id, "192.0.2.44")).toBe(true);
    expect(counter.record(unnamed.id, "192.0.2.44")).toBe(false);
    await counter.close();
    expect((await site.services.openings.onDay())[unnamed.id]).toBe(5 + 1);
  });

  it("lets one address add only so many new entries a minute, and writes nothing for the rest", async () => {
    const counter = createOpeningCounter(site.services.database.db, { flushMs: 60_000 });
    let counted = 0;
    for (let i = 0; i < OPENING_LIMITS.perAddress + 50; i++)
      if (counter.record(2_000_000 + i, "203.0.113.50")) counted++;
    expect(counted).toBe(OPENING_LIMITS.perAddress);
    expect(counter.record(unnamed.id, "203.0.113.51")).toBe(true);
    await counter.close();
    expect((await site.services.openings.onDay())[unnamed.id]).toBe(6 + 1);
  });

  it("shows the admin counts per grade and type with empty cells marked, the units without material, the most opened entries and the unread messages", async () => {
    await site.services.database.db.insert(messages).values([
      { kind: "contact", name: "Veli", email: "veli@example.com", message: "Merhaba" },
      { kind: "contact", name: "Öğretmen", email: "ogretmen@example.com", message: "Teşekkürler", readAt: new Date() },
    ]);
    expect((await site.app.request("/admin", { headers: pupil })).status).toBe(404);
    const res = await site.app.request("/admin", { headers: admin });
    expect(res.status).toBe(200);
    const html = await page(res);
    expect(html).toContain("Yönetim Paneli");
    // Grade 5 has two vocabulary entries; its other eight types are empty cells.
    expect(html).toMatch(/href="\/kelimeler\?sinif=5"[^>]*>2</);
    expect(html).toMatch(/data-empty=""><a[^>]*href="\/sinavlar\?sinif=5"[^>]*>0<span class="sr-only"> \(boş\)</);
    // Units without material: grade 5's unit 1, not its units 3 and 7.
    expect(html).toContain('1. Ünite: <span lang="en">Saying Hello</span> (Merhaba Demek)');
    expect(html).not.toContain('3. Ünite: <span lang="en">Games and Hobbies</span> (Oyunlar ve Hobiler)</li>');
    expect(html).toContain("1 okunmamış mesaj");
    const week = html.slice(html.indexOf('data-testid="most-opened-7"'));
    expect(week.indexOf("Party Words")).toBeLessThan(week.indexOf("Games Word List"));
    // Party Words: 7 openings today and 1 yesterday; Games Word List: 1 and 1 (the tests above).
    expect(week).toContain("8 kez");
    expect(week).toContain("2 kez");
  });
  it("lets the admin import without JavaScript: files in one post, fill a column down, save, start", async () => {
    const files = new FormData();
    files.append(
      "files",
      new Blob([new Uint8Array(makeDemoPdf({ title: "No Script One", subtitle: "e", lines: ["1"] }))]),
      "hobbies-one.pdf",
    );
    files.append(
      "files",
      new Blob([new Uint8Array(makeDemoPdf({ title: "No Script Two", subtitle: "e", lines: ["2"] }))]),
      "hobbies-two.pdf",
    );
    // A post with no files is answered on the page, in Turkish.
    const empty = await site.app.request("/admin/ice-aktar", { method: "POST", headers: admin, body: new FormData() });
    expect(empty.status).toBe(400);
    expect(await page(Promise.resolve(empty))).toContain("Lütfen en az bir dosya seçin.");
    const created = await site.app.request("/admin/ice-aktar", { method: "POST", headers: admin, body: files });
    expect(created.status).toBe(302);
    const url = created.headers.get("Location")!;
    const table = await page(site.app.request(url, { headers: admin }));
    const ids = [...table.matchAll(/name="f-(\d+)-sinif"/g)].map((m) => Number(m[1]));
    expect(ids).toHaveLength(2);
    // The first row filled in; 'Aşağı doldur' on each column copies it into the empty cells below.
    const cells: [string, string][] = [
      [`f-${ids[0]}-sinif`, "5"],
      [`f-${ids[0]}-unite`, "3"],
      [`f-${ids[0]}-icerikTuru`, "2"],
      [`f-${ids[0]}-donem`, "1"],
      [`f-${ids[0]}-konuTr`, "Hobiler"],
      [`f-${ids[0]}-konuIng`, "Hobbies One"],
      [`f-${ids[1]}-konuIng`, "Hobbies Two"],
    ];
    for (const column of ["sinif", "unite", "icerikTuru", "donem", "konuTr"]) {
      const res = await site.app.request(url, {
        method: "POST",
        headers: { ...admin, "Content-Type": "application/x-www-form-urlencoded" },
        body: form([...cells, ["intent", `filldown:${column}`]]),
      });
      expect(res.status).toBe(302);
      cells.push([`f-${ids[1]}-${column}`, String(cells.find(([k]) => k === `f-${ids[0]}-${column}`)![1])]);
    }
    const view = await site.services.imports.view(Number(url.split("/").pop()));
    expect(view!.items[1].fields).toMatchObject({
      sinif: "5",
      unite: "3",
      icerikTuru: "2",
      donem: "1",
      konuTr: "Hobiler",
      konuIng: "Hobbies Two",
    });
    const started = await site.app.request(url, {
      method: "POST",
      headers: { ...admin, "Content-Type": "application/x-www-form-urlencoded" },
      body: form([...cells, ["intent", "start"]]),
    });
    expect(started.status).toBe(302);
    await site.services.imports.runOnce();
    const done = await page(site.app.request(url, { headers: admin }));
    expect(done).toContain("İçe aktarma bitti.");
    expect(done).toContain("2 eklendi · 0 atlandı · 0 başarısız");
    // A pupil sees none of it.
    expect((await site.app.request(url, { headers: pupil })).status).toBe(404);
    expect(
      (
        await site.app.request(url, {
          method: "POST",
          headers: { ...pupil, "Content-Type": "application/x-www-form-urlencoded" },
          body: form([["intent", "discard"]]),
        })
      ).status,
    ).toBe(403);
  });
});
