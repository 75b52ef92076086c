import { createHash } from "node:crypto";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { describe, expect, it } from "vitest";
import {
  chooseEncoding,
  classify,
  createResponseCache,
  loosePath,
  PRIVATE_CACHE_CONTROL,
  SHARED_CACHE_CONTROL,
} from "#server/http/response-cache.ts";
import { securityHeaders } from "#server/http/security-headers.ts";

const SCRIPT_A = "window.__a = 1;";
const SCRIPT_B = 'import("/assets/entry.js");';
const SESSION = "sid=abcdefghijklmnopqrstuvwxyz";

/** A small app shaped like the real one: cache, then security headers and compression, then a page that uses the nonce. */
function makeApp(options: Parameters<typeof createResponseCache>[0] = {}) {
  const cache = createResponseCache(options);
  const app = new Hono<{ Variables: { cspNonce: string } }>();
  let renders = 0;
  let status = 200;
  let title = "Merhaba";
  let beforeAnswer: () => void = () => {};
  app.use("*", cache.middleware());
  app.use("*", securityHeaders());
  app.use("*", compress());
  app.get("/api/v1/contents", (c) => {
    renders++;
    return c.json({ items: [{ konuIng: title }] });
  });
  app.get("/set-cookie", (c) => {
    renders++;
    c.header("Set-Cookie", "toast=x");
    return c.html("<p>x</p>");
  });
  // A handler that says how its answer may be cached (`/said?cc=private`).
  app.get("/said", (c) => {
    renders++;
    return c.html("<p>x</p>", 200, { "Cache-Control": c.req.query("cc") ?? "" });
  });
  app.get("*", (c) => {
    renders++;
    beforeAnswer();
    const nonce = c.get("cspNonce");
    const padding = "<p>Yeni Kelimeler</p>".repeat(100);
    return c.html(
      `<!DOCTYPE html><html lang="tr"><head><script nonce="${nonce}">${SCRIPT_A}</script><script nonce="${nonce}" type="module" src="/assets/x.js"></script></head>` +
        `<body><h1>${title}</h1>${padding}<script nonce="${nonce}" type="module">${SCRIPT_B}</script></body></html>`,
      status as 200,
    );
  });
  return {
    cache,
    get: (path: string, headers: Record<string, string> = {}) => app.request(path, { headers }),
    get renders() {
      return renders;
    },
    setStatus: (s: number) => (status = s),
    setTitle: (t: string) => (title = t),
    onRender: (f: () => void) => (beforeAnswer = f),
  };
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("what the response cache keeps", () => {
  it("keeps public pages, their .data and the read API; never personal pages, sessions, flash messages or files", () => {
    const req = (path: string, headers: Record<string, string> = {}, method = "GET") =>
      classify(new Request(`http://x${path}`, { method, headers }));
    expect(req("/kelimeler?sinif=5")).toMatchObject({ keep: true, key: "page /kelimeler?sinif=5" });
    expect(req("/kelimeler.data?sinif=5")).toMatchObject({ keep: true });
    expect(req("/api/v1/contents?grade=5", { Cookie: SESSION })).toMatchObject({
      keep: true,
      key: "api /api/v1/contents?grade=5",
    });
    expect(req("/kelimeler", { Cookie: SESSION })).toEqual({ keep: false, privatePage: true });
    expect(req("/kelimeler", { Cookie: "toast=abc" })).toEqual({ keep: false, privatePage: true });
    for (const path of [
      "/admin/mesajlar",
      "/notekle",
      "/notekle/3/duzenle",
      "/login",
      "/signup",
      "/kurulum",
      "/sifre-sifirla",
    ]) {
      expect(req(path), path).toEqual({ keep: false, privatePage: true });
    }
    for (const path of [
      "/files/images/5/a.pdf",
      "/assets/x.js",
      "/favicon.svg",
      "/banners/banner-1.svg",
      "/healthz",
      "/metrics",
    ]) {
      expect(req(path), path).toEqual({ keep: false, privatePage: false });
    }
    expect(req("/kelimeler", {}, "POST")).toEqual({ keep: false, privatePage: false });
  });

  it("shares a visitor's saved list (the device fills it in) and keeps a signed-in pupil's private", () => {
    const req = (path: string, headers: Record<string, string> = {}) =>
      classify(new Request(`http://x${path}`, { headers }));
    expect(req("/kaydettiklerim")).toMatchObject({ keep: true, key: "page /kaydettiklerim" });
    expect(req("/kaydettiklerim.data")).toMatchObject({ keep: true });
    expect(req("/kaydettiklerim", { Cookie: SESSION })).toEqual({ keep: false, privatePage: true });
    expect(req("/kaydettiklerim.data", { Cookie: SESSION })).toEqual({ keep: false, privatePage: true });
  });

  it("decides on the path the router reads, not on the address as sent", () => {
    const req = (path: string, headers: Record<string, string> = {}) =>
      classify(new Request(`http://x${path}`, { headers }));
    // Each of these reaches a private route (Hono decodes `%69`; React Router ignores case): never kept.
    for (const path of [
      "/api/v1/%69mports",
      "/api/v1/%69%6D%70orts",
      "/%61pi/v1/imports/3",
      "/%61dmin",
      "/%41dmin",
      "/ADMIN/mesajlar",
      "/Hesabim.data",
      "/%68esabim%2Fiki-adim",
      "//admin",
      "/admin;x",
      "/%6cogin/iki-adim",
    ]) {
      expect(req(path), path).toEqual({ keep: false, privatePage: true });
    }
    // Stored files, operations and files of a page (the account's export), however spelt, have their own caching.
    expect(req("/%68esabim%2Fverilerim.json", { Cookie: SESSION })).toMatchObject({ keep: false });
    expect(req("/%66iles/images/5/a.pdf")).toEqual({ keep: false, privatePage: false });
    expect(req("/%6detrics")).toEqual({ keep: false, privatePage: false });
    // The read API spelt otherwise is still the API: one kept answer per address as sent.
    expect(req("/%61pi/v1/contents")).toMatchObject({ keep: true, key: "api /%61pi/v1/contents", store: true });
    // A path nobody can decode, or one longer than any of ours, is not kept.
    expect(req("/kelimeler%E0%A4%A")).toEqual({ keep: false, privatePage: true });
    expect(req(`/${"a".repeat(3000)}`)).toEqual({ keep: false, privatePage: true });
  });

  it("reads a path as loosely as any router might", () => {
    expect(loosePath("/API/v1%2Fimports")).toBe("/api/v1/imports");
    expect(loosePath("//admin//mesajlar;x=1")).toBe("/admin/mesajlar");
    expect(loosePath("/%zz")).toBeNull();
  });

  it("never keeps an answer to a request that carried a credential", () => {
    const req = (path: string, headers: Record<string, string>) =>
      classify(new Request(`http://x${path}`, { headers }));
    const credentials: Record<string, string>[] = [
      { Cookie: SESSION },
      { Cookie: "iki_adim=abcdefghijklmnop" },
      { Authorization: "Bearer abcdefghijklmnop" },
    ];
    for (const headers of credentials) {
      const what = JSON.stringify(headers);
      expect(req("/kelimeler", headers), what).toEqual({ keep: false, privatePage: true });
      expect(req("/api/v1/contents", headers), what).toMatchObject({ keep: true, store: false });
    }
    expect(req("/kelimeler", { Cookie: "veri-tasarrufu=acik" })).toMatchObject({ keep: true, store: true });
  });

  it("keeps the data-saver page apart from the normal one", () => {
    const normal = classify(new Request("http://x/konular"));
    const saver = classify(new Request("http://x/konular", { headers: { "Save-Data": "on" } }));
    const chosen = classify(new Request("http://x/konular", { headers: { Cookie: "veri-tasarrufu=acik" } }));
    expect(normal.keep && saver.keep && chosen.keep).toBe(true);
    if (normal.keep && saver.keep && chosen.keep) {
      expect(saver.key).not.toBe(normal.key);
      expect(chosen.key).toBe(saver.key);
    }
  });

  it("picks brotli, then gzip, honouring q=0", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("identity")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("*")).toBe("gzip");
  });
});

describe("answers from the response cache", () => {
  it("renders a page once, then answers from memory with the same bytes in the encoding asked for", async () => {
    const site = makeApp();
    const first = await site.get("/kelimeler?sinif=5", { "Accept-Encoding": "gzip" });
    expect(first.status).toBe(200);
    const html = gunzipSync(Buffer.from(await first.arrayBuffer())).toString();
    const br = await site.get("/kelimeler?sinif=5", { "Accept-Encoding": "br, gzip" });
    const plain = await site.get("/kelimeler?sinif=5");
    expect(site.renders).toBe(1);
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html);
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    const plainText = await plain.text();
    expect(plainText).toBe(html);
    expect(Number(plain.headers.get("Content-Length"))).toBe(Buffer.byteLength(plainText));
    // One representation, one strong ETag each.
    const tags = new Set([first, br, plain].map((r) => r.headers.get("ETag")));
    expect(tags.size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"r-[\w-]+"$/);
  });

  it("keeps no nonce: the policy allows exactly the page's inline scripts by their hashes", async () => {
    const site = makeApp();
    const res = await site.get("/");
    const html = await res.text();
    expect(html).not.toContain("nonce=");
    const csp = res.headers.get("Content-Security-Policy")!;
    expect(csp).not.toContain("'nonce-");
    expect(csp).not.toContain("unsafe-inline");
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src "))!;
    expect(scriptSrc).toBe(`script-src 'self' ${sha256(SCRIPT_A)} ${sha256(SCRIPT_B)}`);
    // The other security headers travel with the kept answer.
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("tells browsers to revalidate and a CDN it may keep the page a short while", async () => {
    const site = makeApp();
    const page = await site.get("/");
    expect(page.headers.get("Cache-Control")).toBe(SHARED_CACHE_CONTROL);
    expect(page.headers.get("Vary")).toBe("Accept-Encoding, Cookie, Save-Data");
    const api = await site.get("/api/v1/contents");
    expect(api.headers.get("Cache-Control")).toBe(SHARED_CACHE_CONTROL);
    expect(api.headers.get("Vary")).toBe("Accept-Encoding");
    const signedIn = await site.get("/", { Cookie: SESSION });
    expect(signedIn.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(await signedIn.text()).toMatch(/nonce="[^"]+"/);
  });

  it("answers 304 to any of its ETags, without a policy", async () => {
    const site = makeApp();
    const gz = await site.get("/", { "Accept-Encoding": "gzip" });
    const res = await site.get("/", { "Accept-Encoding": "gzip", "If-None-Match": gz.headers.get("ETag")! });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe("");
    expect(res.headers.get("ETag")).toBe(gz.headers.get("ETag"));
    expect(res.headers.get("Content-Security-Policy")).toBeNull();
    // A CDN that kept the gzip copy revalidates it for a browser that takes brotli.
    const br = await site.get("/", { "Accept-Encoding": "br", "If-None-Match": gz.headers.get("ETag")! });
    expect(br.status).toBe(304);
    const stale = await site.get("/", { "If-None-Match": '"r-something-else"' });
    expect(stale.status).toBe(200);
  });

  it("renders again after an invalidation, with the new content and a new ETag", async () => {
    const site = makeApp();
    const before = await site.get("/kelimeler");
    expect(await before.text()).toContain("<h1>Merhaba</h1>");
    site.setTitle("Güncel başlık");
    site.cache.invalidate();
    const after = await site.get("/kelimeler", { "If-None-Match": before.headers.get("ETag")! });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain("<h1>Güncel başlık</h1>");
    expect(site.renders).toBe(2);
  });

  it("does not keep a page that was being rendered while content changed", async () => {
    const site = makeApp();
    site.onRender(() => site.cache.invalidate());
    expect((await site.get("/")).status).toBe(200);
    site.onRender(() => {});
    await site.get("/");
    expect(site.renders).toBe(2);
    await site.get("/");
    expect(site.renders).toBe(2);
  });

  it("renders once for a burst of pupils asking for the same page at the same time", async () => {
    const site = makeApp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => site.get("/kelimeler?sinif=8", { "Accept-Encoding": "br" })),
    );
    expect(answers.every((a) => a.status === 200 && a.headers.get("Content-Encoding") === "br")).toBe(true);
    expect(site.renders).toBe(1);
    // A page that may not be kept is rendered by each request itself.
    site.setStatus(404);
    await Promise.all(Array.from({ length: 3 }, () => site.get("/yok")));
    expect(site.renders).toBe(4);
  });

  it("after a change, the next visitor gets the fresh page and those asking while it is made get the one from before at once", async () => {
    const site = makeApp();
    await site.get("/kelimeler?sinif=8");
    site.setTitle("Güncel");
    site.cache.invalidate();
    const [first, ...others] = await Promise.all(Array.from({ length: 5 }, () => site.get("/kelimeler?sinif=8")));
    expect(await first.text()).toContain("<h1>Güncel</h1>");
    for (const other of others) expect(await other.text()).toContain("<h1>Merhaba</h1>");
    expect(site.renders).toBe(2);
    expect(site.cache.stats().previous).toBe(4);
    // Once the fresh page is kept everybody gets it, and the one from before no longer takes memory.
    const kept = site.cache.stats().bytes;
    expect(await (await site.get("/kelimeler?sinif=8")).text()).toContain("<h1>Güncel</h1>");
    expect(site.renders).toBe(2);
    site.cache.invalidate();
    await site.get("/kelimeler?sinif=8");
    expect(site.cache.stats().bytes).toBe(kept);
  });

  it("a page never asked for since the change is made fresh for the next visitor, never answered from before", async () => {
    const site = makeApp();
    await site.get("/a");
    site.setTitle("Güncel");
    site.cache.invalidate();
    site.cache.invalidate();
    expect(await (await site.get("/a")).text()).toContain("<h1>Güncel</h1>");
    expect(site.cache.stats().previous).toBe(0);
  });

  it("keeps neither errors nor answers that set a cookie", async () => {
    const site = makeApp();
    site.setStatus(404);
    await site.get("/yok");
    await site.get("/yok");
    expect(site.renders).toBe(2);
    await site.get("/set-cookie");
    await site.get("/set-cookie");
    expect(site.renders).toBe(4);
    expect(site.cache.stats().entries).toBe(0);
  });

  it("keeps no answer its handler called private or no-store", async () => {
    const site = makeApp();
    for (const cc of ["private", "no-store", "private, max-age=60", "public, no-store"]) {
      const before = site.renders;
      const first = await site.get(`/said?cc=${encodeURIComponent(cc)}`);
      expect(first.headers.get("Cache-Control"), cc).toBe(cc);
      await site.get(`/said?cc=${encodeURIComponent(cc)}`);
      expect(site.renders - before, cc).toBe(2);
    }
    // `no-cache` only asks for revalidation: kept.
    await site.get("/said?cc=no-cache");
    await site.get("/said?cc=no-cache");
    expect(site.cache.stats().entries).toBe(1);
  });

  it("serves a signed-in reader of the API the shared answer, but never keeps the reader's own", async () => {
    const site = makeApp();
    await site.get("/api/v1/contents", { Cookie: SESSION });
    await site.get("/api/v1/contents");
    expect(site.renders).toBe(2);
    expect(site.cache.stats().entries).toBe(1);
    const signedIn = await site.get("/api/v1/contents", { Cookie: SESSION });
    expect(site.renders).toBe(2);
    expect(signedIn.headers.get("Cache-Control")).toBe(SHARED_CACHE_CONTROL);
  });

  it("forgets the oldest answers first when over its memory budget", async () => {
    const site = makeApp({ maxBytes: 6000 });
    await site.get("/a");
    const one = site.cache.stats().bytes;
    expect(one).toBeGreaterThan(2000);
    await site.get("/b");
    await site.get("/c");
    expect(site.cache.stats().bytes).toBeLessThanOrEqual(6000);
    const renders = site.renders;
    await site.get("/c");
    expect(site.renders).toBe(renders);
    await site.get("/a");
    expect(site.renders).toBe(renders + 1);
  });

  it("counts a compressed copy made for a later visitor against the same memory budget", async () => {
    const probe = makeApp();
    await probe.get("/a");
    const one = probe.cache.stats().bytes;
    const site = makeApp({ maxBytes: 2 * one + 10 });
    await site.get("/a");
    await site.get("/b");
    expect(site.cache.stats().entries).toBe(2);
    // The first brotli visitor of /b makes its br copy: the budget is exceeded, /a goes.
    await site.get("/b", { "Accept-Encoding": "br" });
    expect(site.cache.stats().entries).toBe(1);
    expect(site.cache.stats().bytes).toBeLessThanOrEqual(2 * one + 10);
    const renders = site.renders;
    await site.get("/b", { "Accept-Encoding": "br" });
    expect(site.renders).toBe(renders);
    await site.get("/a");
    expect(site.renders).toBe(renders + 1);
  });

  it("renders again once its time limit has passed", async () => {
    const site = makeApp({ ttlMs: 0 });
    await site.get("/");
    await site.get("/");
    expect(site.renders).toBe(2);
  });
});
