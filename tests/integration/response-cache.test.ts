import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { PRIVATE_PATH_PREFIXES } from "#core/site-path.ts";
import { createApp } from "#server/http/app.ts";
import { PRIVATE_API_PREFIXES, SHARED_CACHE_CONTROL } from "#server/http/response-cache.ts";
import type { Services } from "#server/services.ts";
import { contentForm, sessionHeaders, validFields } from "#tests/support/admin.ts";
import { createPostgresDatabase, everyEngine, freshDatabase } from "#tests/support/database.ts";
import { makeServices } from "#tests/support/factories.ts";
import { loadServerBuild } from "#tests/support/server-build.ts";
import { openDatabase } from "#server/db/client.ts";
import { useTestSite } from "#tests/support/test-site.ts";

let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

const LIST = "/alistirmalar?sinif=7";
const API = "/api/v1/contents?grade=7&type=3";
const videoFields = (konuIng: string) => ({
  ...validFields,
  konuIng,
  fileType: "video",
  link: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
});

describe.each(everyEngine)("an admin's change reaches anonymous visitors at once (%s)", (kind) => {
  let admin: Record<string, string>;

  const site = useTestSite({ kind });
  beforeAll(async () => {
    admin = await sessionHeaders(site.services, "admin");
  });

  const html = async (path: string) => (await site.app.request(path)).text();
  const api = async () =>
    (await site.app.request(API)).json() as Promise<{ total: number; items: { konuIng: string }[] }>;

  it("shows a new entry, an edited title and a deletion on the very next request", async () => {
    // Warm the cache with the empty list.
    expect(await html(LIST)).toContain("Henüz ders eklenmedi.");
    expect((await api()).total).toBe(0);
    const etag = (await site.app.request(LIST)).headers.get("ETag")!;
    expect((await site.app.request(LIST, { headers: { "If-None-Match": etag } })).status).toBe(304);

    const added = await site.app.request("/api/v1/contents", {
      method: "POST",
      body: contentForm(videoFields("Morning Songs")),
      headers: admin,
    });
    expect(added.status).toBe(201);
    const { id } = await added.json();
    expect(await html(LIST)).toContain("Morning Songs");
    expect(await api()).toMatchObject({ total: 1, items: [{ konuIng: "Morning Songs" }] });
    // A page of the API nobody asked for before counts the new entry too (its total is not an old one).
    expect(await (await site.app.request(`${API}&pageSize=10`)).json()).toMatchObject({ total: 1 });
    // The browser's copy is stale now: its ETag no longer matches.
    expect((await site.app.request(LIST, { headers: { "If-None-Match": etag } })).status).toBe(200);

    const edited = await site.app.request(`/api/v1/contents/${id}`, {
      method: "PATCH",
      body: contentForm(videoFields("Evening Songs")),
      headers: admin,
    });
    expect(edited.status).toBe(200);
    const list = await html(LIST);
    expect(list).toContain("Evening Songs");
    expect(list).not.toContain("Morning Songs");
    expect((await api()).items.map((i) => i.konuIng)).toEqual(["Evening Songs"]);
    expect(await html("/classes/7")).toContain("Evening Songs");

    expect((await site.app.request(`/api/v1/contents/${id}`, { method: "DELETE", headers: admin })).status).toBe(200);
    expect(await html(LIST)).toContain("Henüz ders eklenmedi.");
    expect((await api()).total).toBe(0);
  });

  it("still compresses what it does not keep: a page not found is sent gzip-encoded", async () => {
    const res = await site.app.request("/boyle-bir-sayfa-yok", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8")).toContain("Bir hata oluştu.");
  });

  it("tells no instance about a write that was refused (the kept pages stay)", async () => {
    let heard = 0;
    const stop = site.services.changes.subscribe(() => heard++);
    // A failed write (a broken form) changes nothing and tells nobody.
    const refused = await site.app.request("/api/v1/contents", {
      method: "POST",
      body: contentForm({ ...validFields, sinif: "13" }),
      headers: admin,
    });
    expect(refused.status).toBe(400);
    stop();
    expect(heard).toBe(0);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL", () => {
  it("the other instance forgets its kept pages as soon as it hears of the change", async () => {
    const database = await createPostgresDatabase();
    const a = await makeServices(await openDatabase({ kind: "postgres", url: database.url, poolSize: 2 }));
    const b = await makeServices(await openDatabase({ kind: "postgres", url: database.url, poolSize: 2 }));
    try {
      const appA = createApp({ services: a, build, mode: "production" });
      const appB = createApp({ services: b, build, mode: "production" });
      const admin = await sessionHeaders(a, "admin");
      const added = await appA.request("/api/v1/contents", {
        method: "POST",
        body: contentForm(videoFields("Morning Songs")),
        headers: admin,
      });
      const { id } = await added.json();
      // B keeps the page with the first title, and the list's total.
      expect(await (await appB.request(LIST)).text()).toContain("Morning Songs");
      expect(await (await appB.request(API)).json()).toMatchObject({ total: 1 });
      const heardOnB = new Promise<void>((resolve) => b.changes.subscribe(resolve));
      await appA.request(`/api/v1/contents/${id}`, {
        method: "PATCH",
        body: contentForm(videoFields("Evening Songs")),
        headers: admin,
      });
      await heardOnB;
      const page = await (await appB.request(LIST)).text();
      expect(page).toContain("Evening Songs");
      expect(page).not.toContain("Morning Songs");
      const heardAgain = new Promise<void>((resolve) => b.changes.subscribe(resolve));
      await appA.request("/api/v1/contents", {
        method: "POST",
        body: contentForm(videoFields("Night Songs")),
        headers: admin,
      });
      await heardAgain;
      expect(await (await appB.request(`${API}&pageSize=10`)).json()).toMatchObject({ total: 2 });
    } finally {
      await a.close();
      await b.close();
      await database.drop();
    }
  });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A real server on a loopback port, as production runs the app (@hono/node-server, its light Response and all). */
async function served(services: Services) {
  const app = createApp({ services, build, mode: "production" });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true });
  /** GET with the path sent byte for byte as given (fetch would tidy it up first). */
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path, agent, headers }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    });
  const metric = async (name: string) =>
    Number(new RegExp(`^${name} (\\d+)$`, "m").exec((await get("/metrics")).body)?.[1]);
  const close = async () => {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
  };
  return { app, get, metric, close };
}

interface ServedWithAdmin {
  services: Services;
  site: Awaited<ReturnType<typeof served>>;
  admin: Record<string, string>;
}

/**
 * For the describe block that calls it: a site on pglite served on a port, and an admin's
 * session headers; `then` runs once both are ready. Its fields are set before the first test.
 */
function servedWithAdmin(then?: (t: ServedWithAdmin) => unknown) {
  const t = {} as ServedWithAdmin;
  beforeAll(async () => {
    t.services = await makeServices(await freshDatabase("pglite"));
    t.site = await served(t.services);
    t.admin = await sessionHeaders(t.services, "admin");
    await then?.(t);
  });
  afterAll(async () => {
    await t.site?.close();
    await t.services?.close();
  });
  return t;
}

/**
 * Every way a client can spell `path` that might reach the same route: each character
 * percent-encoded (upper and lower hex), all of them at once, `%2F` for a slash, double
 * slashes, `/./`, `/x/../` (also as `%2e`), a backslash, a trailing slash, other cases
 * (React Router matches case-insensitively), a `;param`, and an escape encoded twice.
 */
function spellings(path: string): string[] {
  const out = new Set<string>([path]);
  const escape = (ch: string, upper: boolean) => {
    const hex = ch.charCodeAt(0).toString(16).padStart(2, "0");
    return `%${upper ? hex.toUpperCase() : hex}`;
  };
  const at = (i: number, by: string) => path.slice(0, i) + by + path.slice(i + 1);
  [...path].forEach((ch, i) => {
    if (/[a-z0-9.-]/i.test(ch)) for (const upper of [true, false]) out.add(at(i, escape(ch, upper)));
    if (ch === "/" && i > 0) for (const by of ["%2F", "%2f", "//"]) out.add(at(i, by));
  });
  for (const upper of [true, false]) out.add(path.replace(/[a-z0-9.-]/gi, (ch) => escape(ch, upper)));
  const rest = path.slice(1);
  for (const prefix of ["/", "/./", "/%2e/", "/%2E/", "/x/../", "/x/%2e%2e/", "/x/%2E%2E/", "/\\"])
    out.add(prefix + rest);
  out.add(`${path}/`);
  out.add(`${path}/.`);
  out.add(path.toUpperCase());
  out.add(path.replace(/\/(\w)/g, (_, ch: string) => `/${ch.toUpperCase()}`));
  out.add(`${path};x`);
  out.add(path.replace(/^\/([^/]+)/, "/$1;x"));
  out.add(`/%25${path.charCodeAt(1).toString(16)}${path.slice(2)}`);
  return [...out];
}

const answerOf = async (res: Response): Promise<Answer> => ({
  status: res.status,
  headers: Object.fromEntries(res.headers),
  body: await res.text(),
});

/** What an anonymous visitor can tell apart between two answers (the nonce differs on every page). */
const seen = (a: Answer) => ({
  status: a.status,
  location: a.headers.location,
  body: a.body.replace(/nonce="[^"]*"/g, "").replace(/'nonce-[^']*'/g, ""),
});

describe("an admin's private answer is never kept, however its address is spelt", () => {
  const t = servedWithAdmin();

  // Every private prefix the code lists, and the admin's and account's pages under them that hold data.
  const targets = [
    ...PRIVATE_API_PREFIXES,
    ...PRIVATE_PATH_PREFIXES,
    "/admin/ice-aktar",
    "/admin/kullanicilar",
    "/hesabim.data",
    "/hesabim/verilerim.json",
  ];

  it.each(targets)(
    "%s: the admin is answered, nothing is kept, the next visitor gets what a visitor gets",
    async (target) => {
      const entries = await t.site.metric("merdiven_response_cache_entries");
      for (const path of spellings(target)) {
        const before = await t.site.get(path);
        const mine = await t.site.get(path, { Cookie: t.admin.Cookie });
        expect(mine.status, path).toBeLessThan(500);
        // Only redirects the same for everyone (`/x/` to `/x`) may be public; the rest is the admin's alone.
        if (mine.status === 200) expect(mine.headers["cache-control"], path).toMatch(/private|no-store/);
        expect(mine.headers["cache-control"], path).not.toBe(SHARED_CACHE_CONTROL);
        const after = await t.site.get(path);
        expect(seen(after), path).toEqual(seen(before));
      }
      // Not one of these answers, the visitor's or the admin's, is on the shelf.
      expect(await t.site.metric("merdiven_response_cache_entries")).toBe(entries);
    },
  );

  it("the import list an admin opens through a link is not served to the next visitor", async () => {
    const mine = await t.site.get("/api/v1/%69mports", { Cookie: t.admin.Cookie });
    expect(mine.status).toBe(200);
    expect(JSON.parse(mine.body)).toHaveProperty("items");
    const visitor = await t.site.get("/api/v1/%69mports");
    expect(visitor.status).toBe(401);
    expect(visitor.body).not.toContain("items");
  });
});

/** The headers that protect a reader, as securityHeaders() sets them (the CSP's script-src aside: a kept page allows its scripts by hash). */
const SECURITY_HEADERS = [
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "content-security-policy",
];
const securityOf = (a: Answer) =>
  Object.fromEntries(
    SECURITY_HEADERS.map((name) => [
      name,
      name === "content-security-policy"
        ? a.headers[name]?.toString().replace(/script-src [^;]*/, "script-src …")
        : a.headers[name],
    ]),
  );

describe("a kept answer carries the same security headers as a fresh one", () => {
  const t = servedWithAdmin(({ site, admin }) =>
    site.app.request("/api/v1/contents", {
      method: "POST",
      body: contentForm(videoFields("Morning Songs")),
      headers: admin,
    }),
  );

  // A fresh answer: one that never goes through the cache (a signed-in reader's). A refusal (a page not found, a bad grade) goes through it and is not kept.
  it.each([
    {
      what: "a page",
      kept: LIST,
      fresh: () => t.site.get(LIST, { Cookie: t.admin.Cookie }),
      refused: "/boyle-bir-sayfa-yok",
    },
    {
      what: "an API answer",
      kept: API,
      fresh: () => t.site.get(`${API}&pageSize=5`, { Cookie: t.admin.Cookie }),
      refused: "/api/v1/contents?grade=99",
    },
  ])("$what: the miss, the hit and the answer from before a change", async ({ kept, fresh, refused }) => {
    const expected = securityOf(await fresh());
    for (const name of SECURITY_HEADERS) expect(expected[name], name).toBeTruthy();
    const refusal = await t.site.get(refused);
    expect(refusal.status).toBeGreaterThanOrEqual(400);
    expect(securityOf(refusal)).toEqual(expected);
    const hits = await t.site.metric('merdiven_response_cache_requests_total\\{outcome="hit"\\}');
    const miss = await t.site.get(kept);
    const hit = await t.site.get(kept);
    expect(await t.site.metric('merdiven_response_cache_requests_total\\{outcome="hit"\\}')).toBe(hits + 1);
    expect(securityOf(miss)).toEqual(expected);
    expect(securityOf(hit)).toEqual(expected);
    // After a change, those asking while the fresh answer is made get the one from before.
    const previous = await t.site.metric('merdiven_response_cache_requests_total\\{outcome="previous"\\}');
    for (
      let round = 0;
      round < 10 &&
      (await t.site.metric('merdiven_response_cache_requests_total\\{outcome="previous"\\}')) === previous;
      round++
    ) {
      await t.services.changes.publish();
      // In one go through the app itself: over sockets the first is often made before the others arrive.
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => Promise.resolve(t.site.app.request(kept)).then(answerOf)),
      );
      for (const a of answers) expect(securityOf(a)).toEqual(expected);
    }
    expect(await t.site.metric('merdiven_response_cache_requests_total\\{outcome="previous"\\}')).toBeGreaterThan(
      previous,
    );
  });
});
