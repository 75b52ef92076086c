import { beforeAll, describe, expect, it } from "vitest";
import { fileKey, type ContentEntry } from "#core/content.ts";
import { dbKinds } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";
import { useTestSite } from "#tests/support/test-site.ts";

describe.each(dbKinds)("JSON API and files on %s", (kind) => {
  let pdf: ContentEntry;
  let video: ContentEntry;
  const pdfBytes = Buffer.from("%PDF-1.4\n" + "x".repeat(1000) + "\n%%EOF\n");

  const site = useTestSite({ kind, pages: false });
  beforeAll(async () => {
    pdf = await makeContent(site.services.database, {
      sinif: 8,
      type: "/reading",
      konuIng: "Friendship",
      konuTr: "Arkadaşlık",
      file: "friendship-0a1b2c3d.pdf",
    });
    video = await makeContent(site.services.database, { sinif: 8, type: "/reading", unite: 2, fileType: "video" });
    await makeContent(site.services.database, { sinif: 3, type: "/kelimeler" });
    await site.services.storage.put(fileKey(pdf)!, pdfBytes, "application/pdf");
  });

  it("lists entries with docs/product.md's field names plus id, url and fileUrl", async () => {
    const res = await site.app.request("/api/v1/contents?grade=8&type=9");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.total).toBe(2);
    expect(body.items[0]).toEqual({
      id: pdf.id,
      sinif: 8,
      unite: 1,
      konuIng: "Friendship",
      konuTr: "Arkadaşlık",
      icerikTuru: 9,
      donem: 1,
      file: "friendship-0a1b2c3d.pdf",
      fileType: "pdf",
      link: null,
      url: `/classes/8/${pdf.id}-friendship`,
      fileUrl: "/files/images/8/friendship-0a1b2c3d.pdf",
    });
    expect(body.items[1]).toMatchObject({ id: video.id, fileType: "video", file: null, fileUrl: null });
    expect(body.items[1].link).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
  });

  it("narrows a grade to one term and unit (what 'Çevrimdışı kullan' saves)", async () => {
    const unitTwo = await (await site.app.request("/api/v1/contents?grade=8&term=1&unit=2")).json();
    expect(unitTwo.items.map((i: { id: number }) => i.id)).toEqual([video.id]);
    const secondTerm = await (await site.app.request("/api/v1/contents?grade=8&term=2")).json();
    expect(secondTerm.total).toBe(0);
  });

  it("answers bad filters with 400 and a Turkish message", async () => {
    for (const [query, code] of [
      ["grade=1", "invalid-grade"],
      ["grade=abc", "invalid-grade"],
      ["type=10", "invalid-type"],
      ["term=3", "invalid-term"],
      ["unit=0", "invalid-unit"],
      ["unit=100", "invalid-unit"],
      ["pageSize=1000", "bad-request"],
    ]) {
      const res = await site.app.request(`/api/v1/contents?${query}`);
      expect(res.status, query).toBe(400);
      expect((await res.json()).code).toBe(code);
    }
    const res = await site.app.request("/api/v1/contents?grade=13");
    expect(await res.json()).toEqual({ code: "invalid-grade", message: "Sınıf 2 ile 12 arasında bir sayı olmalıdır." });
  });

  it("returns one entry, 404 for a missing one, and revalidates with ETag", async () => {
    const res = await site.app.request(`/api/v1/contents/${pdf.id}`);
    expect(res.status).toBe(200);
    expect((await res.json()).konuTr).toBe("Arkadaşlık");
    const etag = res.headers.get("ETag");
    expect(etag).toBeTruthy();
    const again = await site.app.request(`/api/v1/contents/${pdf.id}`, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    const missing = await site.app.request("/api/v1/contents/999999");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: "not-found", message: "İçerik bulunamadı." });
  });

  it("serves the OpenAPI document", async () => {
    const res = await site.app.request("/api/v1/openapi.json");
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual([
      "/contents",
      "/contents/{id}",
      "/search",
      "/contents/{id}/words",
      "/contents/{id}/quiz",
      "/imports",
      "/imports/{id}",
      "/imports/{id}/start",
      "/imports/{id}/retry",
      "/imports/{id}/items/{item}/file",
      "/contents/{id}/opened",
      "/classes",
      "/classes/join",
      "/classes/{id}",
      "/classes/{id}/code",
      "/classes/{id}/members/{userId}",
      "/classes/{id}/pupils",
      "/classes/{id}/pupils/cards",
      "/classes/{id}/pupils/{userId}/pictures",
      "/classes/{id}/pupils/{userId}/consent",
      "/classes/{id}/picture-wait",
      "/classes/{id}/pupils/{userId}",
      "/homework",
      "/homework/{id}/tries",
      "/homework/{id}/self-test",
      "/homework/{id}/read",
      "/classes/{id}/homework",
      "/classes/{id}/homework/grid",
      "/classes/{id}/homework/grid.csv",
      "/classes/{id}/homework/{hid}/questions",
      "/classes/{id}/homework/{hid}",
      "/reviews",
      "/deneme/attempts/{id}/answers",
      "/deneme/attempts/{id}/finish",
      "/deneme/attempts/{id}",
    ]);
  });

  it("serves stored files with type, caching, 304 and byte ranges", async () => {
    const url = `/files/images/8/friendship-0a1b2c3d.pdf`;
    const res = await site.app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Cache-Control")).toContain("immutable");
    expect(res.headers.get("Accept-Ranges")).toBe("bytes");
    expect(Buffer.from(await res.arrayBuffer()).equals(pdfBytes)).toBe(true);

    const cached = await site.app.request(url, { headers: { "If-None-Match": res.headers.get("ETag")! } });
    expect(cached.status).toBe(304);

    const part = await site.app.request(url, { headers: { Range: "bytes=0-7" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("Content-Range")).toBe(`bytes 0-7/${pdfBytes.length}`);
    expect(await part.text()).toBe("%PDF-1.4");

    const tail = await site.app.request(url, { headers: { Range: "bytes=-6" } });
    expect(await tail.text()).toBe("%%EOF\n");

    const beyond = await site.app.request(url, { headers: { Range: `bytes=${pdfBytes.length}-` } });
    expect(beyond.status).toBe(416);

    const download = await site.app.request(`${url}?indir`);
    expect(download.headers.get("Content-Disposition")).toBe('attachment; filename="friendship-0a1b2c3d.pdf"');
  });

  it("gives a clear Turkish 404 for missing files and never leaves the storage folder", async () => {
    for (const path of [
      "/files/images/8/nope.pdf",
      "/files/images/8/..%2F..%2F..%2Fetc%2Fpasswd",
      "/files/images/8/%252e%252e%252fpasswd",
      "/files/images/8/.hidden",
      "/files/images/1/x.pdf",
    ]) {
      const res = await site.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toBe("Bu dosya bulunamadı. Silinmiş ya da taşınmış olabilir.");
    }
  });

  it("sets security headers on every answer", async () => {
    const res = await site.app.request("/api/v1/contents");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
  });
});
