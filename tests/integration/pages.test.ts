import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import type { ContentEntry } from "#core/content.ts";
import { openDatabase } from "#server/db/client.ts";
import { createApp } from "#server/http/app.ts";
import type { Services } from "#server/services.ts";
import { createPostgresDatabase } from "#tests/support/database.ts";
import { makeContent, makeServices } from "#tests/support/factories.ts";
import { startRelay } from "#tests/support/relay.ts";
import { loadServerBuild } from "#tests/support/server-build.ts";
import { useTestSite } from "#tests/support/test-site.ts";

let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

describe("server-rendered pages", () => {
  let entry: ContentEntry;

  const site = useTestSite();
  beforeAll(async () => {
    entry = await makeContent(site.services.database, {
      sinif: 7,
      type: "/kelimeler",
      konuIng: "Appearance and Personality",
      konuTr: "dış görünüş ve kişilik",
      unite: 1,
    });
    await makeContent(site.services.database, {
      sinif: 7,
      type: "/kelimeler",
      konuIng: "Sports",
      konuTr: "spor",
      unite: 2,
    });
  });

  it("puts the cards in the HTML itself, with the grade from the URL", async () => {
    const res = await site.app.request("/kelimeler?sinif=7");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="tr"');
    expect(html).toContain("7.Sınıf Yeni Kelimeler");
    expect(html).toContain("Appearance and P...");
    expect(html).toContain(`href="/classes/7/${entry.id}-appearance-and-personality"`);
    expect(html).not.toContain("Henüz ders eklenmedi.");
  });

  it("shows the empty message for a grade without material, and defaults to grade 5", async () => {
    const html = await (await site.app.request("/kelimeler")).text();
    expect(html).toContain("5.Sınıf Yeni Kelimeler");
    expect(html).toContain("Henüz ders eklenmedi.");
  });

  it("pages a long grade page, with each unit's link pointing at the page where the unit begins", async () => {
    // Grade 9: 40 entries in unit 1, then 20 in unit 2 (48 a page: unit 2 begins on page 1 and goes on on page 2).
    for (let i = 0; i < 40; i++)
      await makeContent(site.services.database, { sinif: 9, type: "/konular", unite: 1, konuIng: `Topic ${i}` });
    for (let i = 0; i < 20; i++)
      await makeContent(site.services.database, {
        sinif: 9,
        type: "/konular",
        unite: 3,
        donem: 2,
        konuIng: `Later ${i}`,
      });
    const first = await (await site.app.request("/classes/9")).text();
    expect(first.match(/href="\/classes\/9\/\d+-/g)).toHaveLength(48);
    expect(first).toContain('href="/classes/9#donem-1-unite-1"');
    expect(first).toContain('href="/classes/9#donem-2-unite-3"');
    expect(first).toContain('href="/classes/9?sayfa=2"');
    const second = await (await site.app.request("/classes/9?sayfa=2")).text();
    expect(second.match(/href="\/classes\/9\/\d+-/g)).toHaveLength(12);
    expect(second).toContain('id="donem-2-unite-3"');
    expect(second).not.toContain('id="donem-1-unite-1"');
    expect(second).toContain('href="/classes/9#donem-1-unite-1"');
    expect(second).toContain('aria-current="page"');
    for (const bad of [
      "/classes/9?sayfa=3",
      "/classes/9?sayfa=0",
      "/classes/9?sayfa=iki",
      "/kelimeler?sinif=7&sayfa=2",
    ]) {
      expect((await site.app.request(bad)).status, bad).toBe(404);
    }
  });

  it("upper-cases the Turkish title with Turkish rules on the entry page", async () => {
    const res = await site.app.request(`/classes/7/${entry.id}-appearance-and-personality`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("DIŞ GÖRÜNÜŞ VE KİŞİLİK");
    expect(html).toMatch(/lang="en"[^>]*>Appearance and Personality</);
  });

  it("redirects an old or wrong slug to the entry's one address", async () => {
    const res = await site.app.request(`/classes/7/${entry.id}-eski-baslik`);
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(`/classes/7/${entry.id}-appearance-and-personality`);
  });

  it.each([
    "/yok-boyle-bir-sayfa",
    "/classes/1",
    "/classes/13",
    "/classes/abc",
    "/classes/7/999999-yok",
    "/classes/7/abc",
  ])("answers %s with 404 and 'Bir hata oluştu.'", async (path) => {
    const res = await site.app.request(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Bir hata oluştu.");
    expect(html).toContain('aria-label="Ana menü"');
  });

  it("answers an unknown blog slug with 404 and 'Blog Yazısı Bulunamadı'", async () => {
    const res = await site.app.request("/blog/olmayan-yazi");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Blog Yazısı Bulunamadı");
  });

  it("sends anonymous visitors a strict Content-Security-Policy that allows each inline script by its hash", async () => {
    const res = await site.app.request("/");
    const csp = res.headers.get("Content-Security-Policy")!;
    expect(csp).toContain("frame-src https://www.youtube-nocookie.com");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("'nonce-");
    const html = await res.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    const scriptSrc = csp
      .split("; ")
      .find((d) => d.startsWith("script-src "))!
      .split(" ");
    for (const [, body] of inlineScripts) {
      expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    }
    // No nonce attribute left (the paint-first script copies whatever nonce a script has, hence the word in its text).
    expect(html).not.toMatch(/\snonce="/);
  });

  it("sends a signed-in visitor a fresh nonce on every inline script, and keeps the page out of every cache", async () => {
    const user = await site.services.auth.upsertAdmin("ogretmen@merdiven.test", "uzun-bir-sifre-42");
    const { token } = await site.services.auth.createSession(user.id);
    const res = await site.app.request("/", { headers: { Cookie: `sid=${token}` } });
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const csp = res.headers.get("Content-Security-Policy")!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attrs] of inlineScripts) expect(attrs).toContain(`nonce="${nonce}"`);
    expect(html).toContain("Çıkış Yap");
  });

  it("shows 'Something went wrong.' with 500 and no stack trace when a page throws", async () => {
    const broken: Services = {
      ...site.services,
      content: {
        ...site.services.content,
        // An entry the page cannot render (unknown type): a programming error, not a database one.
        listByGrade: async () => ({
          items: [{ ...entry, icerikTuru: 42 as never, thumbOf: null }],
          total: 1,
          page: 1,
          pageSize: 48,
        }),
      },
    };
    const brokenApp = createApp({ services: broken, build, mode: "production" });
    const res = await brokenApp.request("/classes/7");
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain("Something went wrong.");
    expect(html).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(html).not.toContain("Unknown content type code");
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("when PostgreSQL goes away", () => {
  it("list pages answer 503 'Error fetching data' and recover by themselves", async () => {
    const target = await createPostgresDatabase();
    const relay = startRelay(new URL(target.url));
    const port = await relay.listen();
    // The site reaches the fresh database only through the relay.
    const viaRelay = new URL(target.url);
    viaRelay.host = `127.0.0.1:${port}`;
    const database = await openDatabase({ kind: "postgres", url: viaRelay.toString(), poolSize: 2 });
    const services = await makeServices(database);
    const app = createApp({ services, build, mode: "production" });
    try {
      await makeContent(database, { sinif: 5, type: "/kelimeler", konuIng: "Hello" });
      expect((await app.request("/kelimeler")).status).toBe(200);

      relay.down();
      // A page rendered before the outage is still served from the render cache…
      expect((await app.request("/kelimeler")).status).toBe(200);
      // …one that was not answers docs/product.md's message with 503.
      const down = await app.request("/kelimeler?sinif=6");
      expect(down.status).toBe(503);
      expect(await down.text()).toContain("Error fetching data");
      const api = await app.request("/api/v1/contents");
      expect(api.status).toBe(503);
      expect(await api.json()).toEqual({ code: "unavailable", message: "Error fetching data" });

      relay.up();
      const back = await app.request("/kelimeler?sinif=6");
      expect(back.status).toBe(200);
      expect(await back.text()).toContain("6.Sınıf Yeni Kelimeler");
    } finally {
      await services.close();
      await relay.close();
      await target.drop();
    }
  });
});
