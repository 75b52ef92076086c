import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { createApp } from "../../server/http/app";
import type { Services } from "../../server/services";
import { contentForm, sessionHeaders, validFields } from "../support/admin";
import { createPostgresDatabase, dbKinds, freshDatabase } from "../support/database";
import { makeServices } from "../support/factories";
import { loadServerBuild } from "../support/server-build";
import { openDatabase } from "../../server/db/client";

let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

const LIST = "/alistirmalar?sinif=7";
const API = "/api/v1/contents?grade=7&type=3";
const videoFields = (konuIng: string) => ({ ...validFields, konuIng, fileType: "video", link: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" });

describe.each(dbKinds)("an admin's change reaches anonymous visitors at once (%s)", (kind) => {
  let services: Services;
  let app: ReturnType<typeof createApp>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    services = await makeServices(await freshDatabase(kind));
    app = createApp({ services, build, mode: "production" });
    admin = await sessionHeaders(services, "admin");
  });
  afterAll(() => services?.close());

  const html = async (path: string) => (await app.request(path)).text();
  const api = async () => (await app.request(API)).json() as Promise<{ total: number; items: { konuIng: string }[] }>;

  it("shows a new entry, an edited title and a deletion on the very next request", async () => {
    // Warm the cache with the empty list.
    expect(await html(LIST)).toContain("Henüz ders eklenmedi.");
    expect((await api()).total).toBe(0);
    const etag = (await app.request(LIST)).headers.get("ETag")!;
    expect((await app.request(LIST, { headers: { "If-None-Match": etag } })).status).toBe(304);

    const added = await app.request("/api/v1/contents", { method: "POST", body: contentForm(videoFields("Morning Songs")), headers: admin });
    expect(added.status).toBe(201);
    const { id } = await added.json();
    expect(await html(LIST)).toContain("Morning Songs");
    expect(await api()).toMatchObject({ total: 1, items: [{ konuIng: "Morning Songs" }] });
    // A page of the API nobody asked for before counts the new entry too (its total is not an old one).
    expect(await (await app.request(`${API}&pageSize=10`)).json()).toMatchObject({ total: 1 });
    // The browser's copy is stale now: its ETag no longer matches.
    expect((await app.request(LIST, { headers: { "If-None-Match": etag } })).status).toBe(200);

    const edited = await app.request(`/api/v1/contents/${id}`, { method: "PATCH", body: contentForm(videoFields("Evening Songs")), headers: admin });
    expect(edited.status).toBe(200);
    const list = await html(LIST);
    expect(list).toContain("Evening Songs");
    expect(list).not.toContain("Morning Songs");
    expect((await api()).items.map((i) => i.konuIng)).toEqual(["Evening Songs"]);
    expect(await html("/classes/7")).toContain("Evening Songs");

    expect((await app.request(`/api/v1/contents/${id}`, { method: "DELETE", headers: admin })).status).toBe(200);
    expect(await html(LIST)).toContain("Henüz ders eklenmedi.");
    expect((await api()).total).toBe(0);
  });

  it("still compresses what it does not keep: a page not found is sent gzip-encoded", async () => {
    const res = await app.request("/boyle-bir-sayfa-yok", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8")).toContain("Bir hata oluştu.");
  });

  it("tells no instance about a write that was refused (the kept pages stay)", async () => {
    let heard = 0;
    const stop = services.changes.subscribe(() => heard++);
    // A failed write (a broken form) changes nothing and tells nobody.
    const refused = await app.request("/api/v1/contents", { method: "POST", body: contentForm({ ...validFields, sinif: "13" }), headers: admin });
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
      const added = await appA.request("/api/v1/contents", { method: "POST", body: contentForm(videoFields("Morning Songs")), headers: admin });
      const { id } = await added.json();
      // B keeps the page with the first title, and the list's total.
      expect(await (await appB.request(LIST)).text()).toContain("Morning Songs");
      expect(await (await appB.request(API)).json()).toMatchObject({ total: 1 });
      const heardOnB = new Promise<void>((resolve) => b.changes.subscribe(resolve));
      await appA.request(`/api/v1/contents/${id}`, { method: "PATCH", body: contentForm(videoFields("Evening Songs")), headers: admin });
      await heardOnB;
      const page = await (await appB.request(LIST)).text();
      expect(page).toContain("Evening Songs");
      expect(page).not.toContain("Morning Songs");
      const heardAgain = new Promise<void>((resolve) => b.changes.subscribe(resolve));
      await appA.request("/api/v1/contents", { method: "POST", body: contentForm(videoFields("Night Songs")), headers: admin });
      await heardAgain;
      expect(await (await appB.request(`${API}&pageSize=10`)).json()).toMatchObject({ total: 2 });
    } finally {
      await a.close();
      await b.close();
      await database.drop();
    }
  });
});
