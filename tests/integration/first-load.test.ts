import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FIRST_LOAD_LINE_KIB, readManifest, routeBytes } from "#scripts/bench/route-bytes.ts";
import { buildDir } from "#tests/support/server-build.ts";

// What a pupil's phone downloads before a page works, read from the production build that
// `npm test` makes: the line holds for every page route, the signed-in ones too
// (docs/decisions/0117). Bytes, not time: the bench measures time.
describe("the first load of every page", () => {
  const rows = routeBytes(buildDir);

  it(`is within ${FIRST_LOAD_LINE_KIB} KB of gzip JavaScript on every page route`, () => {
    expect(rows.length).toBeGreaterThan(60);
    const over = rows.filter((r) => r.kib > FIRST_LOAD_LINE_KIB).map((r) => `${r.path} ${r.kib.toFixed(1)} KB`);
    expect(over).toEqual([]);
  });

  it("leaves out what a page only needs when something is sent", () => {
    const assets = path.join(buildDir, "client/assets");
    const text = (name: string) => fs.readFileSync(path.join(assets, name), "utf8");
    const { manifest } = readManifest(assets);
    const firstLoadOf = (id: string) => {
      const route = manifest.routes[id];
      return [route.module, ...(route.imports ?? [])].map((f) => text(path.basename(f))).join("\n");
    };
    // zod (its errors' class) comes with the admin form's first save, not with the form.
    expect(firstLoadOf("routes/admin/add-content")).not.toContain("ZodError");
    // A pupil's list does not carry the teacher's homework form.
    const assign = "Sınıfınıza ya da bazı öğrencilerinize bu içerikten bir ödev verin.";
    expect(firstLoadOf("routes/homework/mine")).not.toContain(assign);
    expect(firstLoadOf("routes/homework/assign")).toContain(assign);
  });

  it("has the offline page's homework code in the service worker's precache, as it loads on demand", () => {
    const worker = fs.readFileSync(path.join(buildDir, "client/sw.js"), "utf8");
    const precached = (prefix: string) => new RegExp(`"/assets/${prefix}-[\\w-]+\\.js"`).test(worker);
    expect(precached("offline-homework")).toBe(true);
    // The device's store, which the offline homework reads.
    expect(precached("homework-device")).toBe(true);
  });
});
