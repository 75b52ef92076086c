import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import type { ContentEntry } from "../../core/content";
import { openDatabase } from "../../server/db/client";
import { createApp } from "../../server/http/app";
import type { Services } from "../../server/services";
import { createPostgresDatabase, freshDatabase } from "../support/database";
import { makeContent, makeServices } from "../support/factories";
import { loadServerBuild } from "../support/server-build";

let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

describe("server-rendered pages", () => {
  let services: Services;
  let app: ReturnType<typeof createApp>;
  let entry: ContentEntry;

  beforeAll(async () => {
    services = await makeServices(await freshDatabase("pglite"));
    app = createApp({ services, build, mode: "production" });
    entry = await makeContent(services.database, { sinif: 7, type: "/kelimeler", konuIng: "Appearance and Personality", konuTr: "dış görünüş ve kişilik", unite: 1 });
    await makeContent(services.database, { sinif: 7, type: "/kelimeler", konuIng: "Sports", konuTr: "spor", unite: 2 });
  });
  afterAll(() => services?.close());

  it("puts the cards in the HTML itself, with the grade from the URL", async () => {
    const res = await app.request("/kelimeler?sinif=7");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="tr"');
    expect(html).toContain("7.Sınıf Yeni Kelimeler");
    expect(html).toContain("Appearance and P...");
    expect(html).toContain(`href="/classes/7/${entry.id}-appearance-and-personality"`);
    expect(html).not.toContain("Henüz ders eklenmedi.");
  });

  it("shows the empty message for a grade without material, and defaults to grade 5", async () => {
    const html = await (await app.request("/kelimeler")).text();
    expect(html).toContain("5.Sınıf Yeni Kelimeler");
    expect(html).toContain("Henüz ders eklenmedi.");
  });

  it("upper-cases the Turkish title with Turkish rules on the entry page", async () => {
    const res = await app.request(`/classes/7/${entry.id}-appearance-and-personality`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("DIŞ GÖRÜNÜŞ VE KİŞİLİK");
    expect(html).toMatch(/lang="en"[^>]*>Appearance and Personality</);
  });

  it("redirects an old or wrong slug to the entry's one address", async () => {
    const res = await app.request(`/classes/7/${entry.id}-eski-baslik`);
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(`/classes/7/${entry.id}-appearance-and-personality`);
  });

  it.each(["/yok-boyle-bir-sayfa", "/classes/1", "/classes/13", "/classes/abc", "/classes/7/999999-yok", "/classes/7/abc"])(
    "answers %s with 404 and 'Bir hata oluştu.'",
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain("Bir hata oluştu.");
      expect(html).toContain('aria-label="Ana menü"');
    },
  );

  it("answers an unknown blog slug with 404 and 'Blog Yazısı Bulunamadı'", async () => {
    const res = await app.request("/blog/olmayan-yazi");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Blog Yazısı Bulunamadı");
  });

  it("sends a strict Content-Security-Policy whose nonce is on every inline script", async () => {
    const res = await app.request("/");
    const csp = res.headers.get("Content-Security-Policy")!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-src https://www.youtube-nocookie.com");
    expect(csp).not.toContain("unsafe-inline");
    const html = await res.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attrs] of inlineScripts) expect(attrs).toContain(`nonce="${nonce}"`);
  });

  it("shows 'Something went wrong.' with 500 and no stack trace when a page throws", async () => {
    const broken: Services = {
      ...services,
      content: {
        ...services.content,
        // An entry the page cannot render (unknown type): a programming error, not a database one.
        listByGrade: async () => [{ ...entry, icerikTuru: 42 as never }],
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

/** A TCP relay to PostgreSQL that the test can cut and restore, to play "database down". */
function startRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let up = true;
  const server = net.createServer((client) => {
    if (!up) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
  });
  return {
    listen: () => new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port))),
    down() {
      up = false;
      for (const s of sockets) s.destroy();
    },
    up() {
      up = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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
      // …one that was not answers SPEC.md's message with 503.
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
