import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { ContentEntry } from "#core/content.ts";
import { contents, importItems, messages, units } from "#server/db/schema.ts";
import { uploadDir } from "#server/services.ts";
import { contentForm, files, sessionHeaders, validFields, type Who } from "#tests/support/admin.ts";
import { makeContent } from "#tests/support/factories.ts";
import { useTestSite } from "#tests/support/test-site.ts";

/**
 * Every admin write, through the pages and through the API, as a visitor, as a
 * signed-in pupil and as the admin: only the admin's requests change anything.
 */
describe("admin writes: only the admin succeeds, nothing changes otherwise", () => {
  let entry: ContentEntry;
  let messageId: number;
  const headers = {} as Record<Who, Record<string, string>>;

  const site = useTestSite();
  beforeAll(async () => {
    for (const who of ["anonymous", "user", "admin"] as const) headers[who] = await sessionHeaders(site.services, who);
    const [message] = await site.services.database.db
      .insert(messages)
      .values({ kind: "contact", name: "Ali", email: "ali@example.com", message: "Merhaba" })
      .returning();
    messageId = message.id;
  });

  /** Everything a write could touch: every row, every stored file, every temp upload. */
  async function snapshot() {
    const rows = await site.services.database.db.select().from(contents).orderBy(contents.id);
    const inbox = await site.services.database.db.select().from(messages).orderBy(messages.id);
    const keys: string[] = [];
    for await (const k of site.services.storage.list("images/")) keys.push(k);
    const temps = fs.existsSync(uploadDir(site.services.config)) ? fs.readdirSync(uploadDir(site.services.config)) : [];
    // The unit table, bulk imports and their staged files.
    const unitRows = await site.services.database.db.select().from(units).orderBy(units.sinif, units.unite);
    const importRows = await site.services.database.db.select().from(importItems).orderBy(importItems.id);
    for await (const k of site.services.storage.list("imports/")) keys.push(k);
    return { rows, inbox, keys: keys.sort(), temps, unitRows, importRows };
  }

  /** Every mutating route and endpoint, each a fresh request (bodies are streams, read once). */
  const writes: { name: string; request(): [string, RequestInit]; ok: number[] }[] = [
    {
      name: "POST /notekle (add form)",
      request: () => [
        "/notekle",
        { method: "POST", body: contentForm(validFields, { bytes: files.pdf(), name: "a.pdf" }) },
      ],
      ok: [302],
    },
    {
      name: "POST /notekle/{id}/duzenle (edit form)",
      request: () => [
        `/notekle/${entry.id}/duzenle`,
        {
          method: "POST",
          body: contentForm({ ...validFields, konuIng: "Changed" }, { bytes: files.pdf(), name: "b.pdf" }),
        },
      ],
      ok: [302],
    },
    {
      name: "POST /notekle/{id}/sil (delete form)",
      request: () => [
        `/notekle/${entry.id}/sil`,
        { method: "POST", body: new URLSearchParams({ geri: "/alistirmalar?sinif=7" }) },
      ],
      ok: [302],
    },
    {
      name: "POST /api/v1/contents",
      request: () => [
        "/api/v1/contents",
        { method: "POST", body: contentForm(validFields, { bytes: files.pdf(), name: "a.pdf" }) },
      ],
      ok: [201],
    },
    {
      name: "PATCH /api/v1/contents/{id}",
      request: () => [
        `/api/v1/contents/${entry.id}`,
        {
          method: "PATCH",
          body: contentForm({ ...validFields, konuIng: "Changed" }, { bytes: files.pdf(), name: "b.pdf" }),
        },
      ],
      ok: [200],
    },
    {
      name: "DELETE /api/v1/contents/{id}",
      request: () => [`/api/v1/contents/${entry.id}`, { method: "DELETE" }],
      ok: [200],
    },
    {
      name: "POST /admin/uniteler (the unit table)",
      request: () => [
        "/admin/uniteler",
        {
          method: "POST",
          body: new URLSearchParams({
            sinif: "7",
            unite: "1",
            nameEn: `Unit ${Date.now()}`,
            nameTr: "Ünite",
            donem: "1",
          }),
        },
      ],
      ok: [302],
    },
    {
      name: "POST /admin/ice-aktar (bulk import without JavaScript)",
      request: () => ["/admin/ice-aktar", { method: "POST", body: importForm() }],
      ok: [302],
    },
    {
      name: "POST /api/v1/imports",
      request: () => ["/api/v1/imports", { method: "POST", body: importForm() }],
      ok: [201],
    },
    {
      name: "POST /admin/mesajlar (the inbox's read mark)",
      request: () => [
        "/admin/mesajlar",
        { method: "POST", body: new URLSearchParams({ id: String(messageId), read: "1" }) },
      ],
      ok: [200],
    },
  ];

  const pages = () => [
    "/notekle",
    `/notekle/${entry.id}/duzenle`,
    `/notekle/${entry.id}/sil`,
    "/admin",
    "/admin/uniteler",
    "/admin/ice-aktar",
  ];

  /** A folder of one worksheet, as a bulk import's form sends it (its own bytes each time). */
  function importForm() {
    const form = new FormData();
    form.append(
      "files",
      new Blob([new Uint8Array(Buffer.concat([files.pdf(), Buffer.from(String(Math.random()))]))]),
      "7/1/alistirmalar/worksheet.pdf",
    );
    return form;
  }

  async function freshEntry() {
    entry = await makeContent(site.services.database, {
      sinif: 7,
      type: "/alistirmalar",
      file: "var-olan-0a0b0c0d.pdf",
    });
    await site.services.storage.put(`images/7/${entry.file}`, files.pdf(), "application/pdf");
  }

  for (const who of ["anonymous", "user"] as const) {
    it(`refuses every write of the ${who} and changes nothing`, async () => {
      await freshEntry();
      const before = await snapshot();
      for (const write of writes) {
        const [url, init] = write.request();
        const res = await site.app.request(url, { ...init, headers: headers[who] });
        expect(res.status, `${write.name} as ${who}`).toBe(who === "anonymous" ? 401 : 403);
        if (url.startsWith("/api/")) {
          expect(await res.json(), write.name).toEqual(
            who === "anonymous"
              ? { code: "unauthenticated", message: "Bu işlem için giriş yapmalısınız." }
              : { code: "forbidden", message: "Bu işlem için yetkiniz yok." },
          );
        }
        expect(await snapshot(), `${write.name} as ${who}`).toEqual(before);
      }
      for (const page of pages()) {
        const res = await site.app.request(page, { headers: headers[who] });
        expect(res.status, `${page} as ${who}`).toBe(404);
        const html = await res.text();
        expect(html).toContain("Bir hata oluştu.");
        expect(html).not.toContain("İngilizce Başlık");
      }
    });
  }

  it("refuses the admin's own session from another site (CSRF) and changes nothing", async () => {
    await freshEntry();
    const before = await snapshot();
    for (const write of writes) {
      const [url, init] = write.request();
      const res = await site.app.request(url, {
        ...init,
        headers: { ...headers.admin, Origin: "https://evil.example" },
      });
      expect(res.status, write.name).toBe(403);
      expect(await snapshot(), write.name).toEqual(before);
    }
  });

  it("lets the admin do each of them", async () => {
    for (const page of ["/notekle"])
      expect((await site.app.request(page, { headers: headers.admin })).status).toBe(200);
    for (const write of writes) {
      await freshEntry();
      for (const page of pages())
        expect((await site.app.request(page, { headers: headers.admin })).status, page).toBe(200);
      const before = await snapshot();
      const [url, init] = write.request();
      const res = await site.app.request(url, { ...init, headers: headers.admin });
      expect(write.ok, `${write.name}: ${res.status}`).toContain(res.status);
      expect(await snapshot(), write.name).not.toEqual(before);
    }
  });

  it("shows the admin the form with docs/product.md's labels, and field errors next to their fields", async () => {
    const page = await (await site.app.request("/notekle", { headers: headers.admin })).text();
    for (const label of [
      "Sınıf",
      "Ünite",
      "İngilizce Başlık",
      "Türkçe Başlık",
      "İçerik Türü",
      "Dosya Türü",
      "Dönem",
      "Dosya",
      "Video Bağlantısı",
    ]) {
      expect(page).toMatch(new RegExp(`<label[^>]*>${label}</label>`));
    }
    expect(page).toMatch(/enctype="multipart\/form-data"/i);

    const res = await site.app.request("/notekle", {
      method: "POST",
      headers: headers.admin,
      body: contentForm({ ...validFields, konuIng: "" }),
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("icerik secmediniz");
    expect(html).toMatch(
      /aria-invalid="true" aria-describedby="([^"]+)"[^>]*name="konuIng"|name="konuIng"[^>]*aria-invalid="true"/,
    );
    expect(html).toContain("Lütfen İngilizce başlığı girin.");
    // What was typed comes back.
    expect(html).toContain('value="Günlük İşler"');
  });

  it("answers the form posts with a redirect and docs/product.md's toast", async () => {
    const added = await site.app.request("/notekle", {
      method: "POST",
      headers: headers.admin,
      body: contentForm(validFields, { bytes: files.pdf(), name: "a.pdf" }),
    });
    expect(added.status).toBe(302);
    expect(added.headers.get("Location")).toMatch(/^\/notekle\?eklendi=\d+$/);
    expect(added.headers.get("Set-Cookie")).toContain("toast=");

    await freshEntry();
    const deleted = await site.app.request(`/notekle/${entry.id}/sil`, {
      method: "POST",
      headers: headers.admin,
      body: new URLSearchParams({ geri: `/classes/7/${entry.id}-hello` }),
    });
    // Back to the list page, not to the page of the entry that is gone.
    expect(deleted.headers.get("Location")).toBe("/alistirmalar?sinif=7");
    const gone = await site.app.request(`/notekle/${entry.id}/sil`, {
      method: "POST",
      headers: headers.admin,
      body: new URLSearchParams({ geri: "//evil.example" }),
    });
    expect(gone.headers.get("Location")).toBe("/classes");
  });
});
