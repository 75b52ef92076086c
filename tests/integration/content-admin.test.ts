import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "#core/file-kinds.ts";
import { tr } from "#core/messages.ts";
import { createContentAdminService, ORPHAN_GRACE_MS } from "#server/content/content-admin-service.ts";
import type { Db } from "#server/db/client.ts";
import { contents } from "#server/db/schema.ts";
import { createApp } from "#server/http/app.ts";
import { loadConfig } from "#server/config.ts";
import { createServices, uploadDir, type Services } from "#server/services.ts";
import { contentForm, files, sessionHeaders, validFields } from "#tests/support/admin.ts";
import { dbKinds, freshDatabase, type DbKind } from "#tests/support/database.ts";
import { startS3Server } from "#scripts/peers/s3.ts";

const noPages = async () => {
  throw new Error("pages are not part of this test");
};

type StorageKind = "local" | "s3";
const setups: [DbKind, StorageKind][] = [
  ["pglite", "local"],
  ["pglite", "s3"],
  ...(dbKinds.includes("postgres") ? [["postgres", "local"] as [DbKind, StorageKind]] : []),
];

async function keys(services: Services): Promise<string[]> {
  const out: string[] = [];
  for await (const k of services.storage.list("images/")) out.push(k);
  return out.sort();
}

describe.each(setups)("adding, editing and deleting material (%s, %s storage)", (dbKind, storageKind) => {
  let services: Services & { dataDir: string };
  let app: ReturnType<typeof createApp>;
  let admin: Record<string, string>;
  let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;

  const send = (method: string, url: string, body?: FormData, headers = admin) =>
    app.request(url, { method, body, headers });
  const temps = () => fs.readdirSync(uploadDir(services.config), { withFileTypes: true }).filter((e) => e.isFile());

  beforeAll(async () => {
    if (storageKind === "s3") s3 = await startS3Server();
    // The storage the settings choose: S3 when S3_BUCKET is given, else DATA_DIR/files.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "merdiven-admin-"));
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      SEED_DEMO: "never",
      LOG_LEVEL: "silent",
      ...s3?.settings,
    });
    const created = await createServices(config, await freshDatabase(dbKind));
    services = {
      ...created,
      dataDir,
      close: async () => {
        await created.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
    fs.mkdirSync(uploadDir(services.config), { recursive: true });
    app = createApp({ services, build: noPages, mode: "production" });
    admin = await sessionHeaders(services, "admin");
  });
  afterAll(async () => {
    await services?.close();
    await s3?.close();
  });

  it("adds a PDF under a server-made name and serves it", async () => {
    const pdf = files.pdf();
    const res = await send(
      "POST",
      "/api/v1/contents",
      contentForm(validFields, { bytes: pdf, name: "../../etc/passwd.pdf", type: "application/pdf" }),
    );
    expect(res.status).toBe(201);
    const entry = await res.json();
    expect(entry).toMatchObject({
      sinif: 7,
      unite: 2,
      konuIng: "Daily Routines",
      konuTr: "Günlük İşler",
      icerikTuru: 3,
      donem: 1,
      fileType: "pdf",
      link: null,
    });
    expect(entry.file).toMatch(/^daily-routines-[0-9a-f]{8}\.pdf$/);
    expect(res.headers.get("Location")).toBe(`/api/v1/contents/${entry.id}`);
    expect(await keys(services)).toContain(`images/7/${entry.file}`);
    const served = await app.request(entry.fileUrl);
    expect(served.headers.get("Content-Type")).toBe("application/pdf");
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
    // At once on its list page and its grade page.
    const list = await services.content.listByGradeAndType(7, 3, { page: 1, pageSize: 50 });
    expect(list.items.map((e) => e.id)).toContain(entry.id);
    expect((await services.content.listByGrade(7, { page: 1, pageSize: 48 })).items.map((e) => e.id)).toContain(
      entry.id,
    );
    expect(temps()).toEqual([]);
  });

  it("adds a picture (checked by its bytes, whatever its name) and a video link as its embed form", async () => {
    const image = await send(
      "POST",
      "/api/v1/contents",
      contentForm({ ...validFields, fileType: "image", konuIng: "Fruits" }, { bytes: files.webp(), name: "meyve.pdf" }),
    );
    expect(image.status).toBe(201);
    expect((await image.json()).file).toMatch(/^fruits-[0-9a-f]{8}\.webp$/);

    const video = await send(
      "POST",
      "/api/v1/contents",
      contentForm({
        ...validFields,
        fileType: "video",
        konuIng: "Song",
        link: "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42",
      }),
    );
    expect(video.status).toBe(201);
    expect(await video.json()).toMatchObject({
      fileType: "video",
      file: null,
      fileUrl: null,
      link: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    });
  });

  it("makes a new picture's resized copies ahead of the first pupil, beside it in the store, and removes them with it", async () => {
    const created = await (
      await send(
        "POST",
        "/api/v1/contents",
        contentForm({ ...validFields, fileType: "image", konuIng: "Animals" }, { bytes: files.webp(), name: "a.webp" }),
      )
    ).json();
    await services.images.idle();
    const copies = async () => {
      const out: string[] = [];
      for await (const key of services.storage.list(`copies/images/7/${created.file}/`))
        out.push(key.slice(key.lastIndexOf("/") + 1));
      return out.sort();
    };
    // Three widths in AVIF, WebP and JPEG (the picture has no transparency), and its size.
    const made = await copies();
    expect(made.filter((n) => /-\d+\.(?:avif|webp|jpg)$/.test(n))).toHaveLength(9);
    expect(made.filter((n) => n.endsWith(".json"))).toHaveLength(1);
    // Served from the store as they are: nothing is encoded on this request.
    const served = await app.request(`${created.fileUrl}/800.avif`);
    expect(served.headers.get("Content-Type")).toBe("image/avif");
    expect(await copies()).toEqual(made);

    expect((await send("DELETE", `/api/v1/contents/${created.id}`)).status).toBe(200);
    expect(await copies()).toEqual([]);
  });

  it("sweeps copies of pictures no entry refers to", async () => {
    await services.storage.put("copies/images/4/gitmis-0badf00d.webp/abc-480.webp", files.webp(), "image/webp");
    expect((await services.contentAdmin.sweep()).copiesRemoved).toBe(0);
    const later = await services.contentAdmin.sweep({ now: Date.now() + ORPHAN_GRACE_MS + 60_000 });
    expect(later.copiesRemoved).toBeGreaterThanOrEqual(1);
    expect(await services.storage.stat("copies/images/4/gitmis-0badf00d.webp/abc-480.webp")).toBeNull();
  });

  it("refuses a renamed HTML file posing as a PDF, and stores nothing", async () => {
    const before = await keys(services);
    const res = await send(
      "POST",
      "/api/v1/contents",
      contentForm(validFields, { bytes: files.htmlAsPdf(), name: "sinav.pdf", type: "application/pdf" }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: "invalid", message: tr.admin.notPdf, errors: { file: tr.admin.notPdf } });
    expect(await keys(services)).toEqual(before);
    expect(temps()).toEqual([]);
  });

  it("answers every broken rule at once, 'icerik secmediniz' for no file and no link", async () => {
    const res = await send("POST", "/api/v1/contents", contentForm({ ...validFields, sinif: "1", konuTr: " " }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors).toEqual({
      sinif: tr.admin.gradeRequired,
      konuTr: tr.admin.titleTrRequired,
      file: tr.admin.noContentChosen,
      link: tr.admin.noContentChosen,
    });
  });

  it("stops writing a file at its size limit and says so in Turkish", async () => {
    const before = await keys(services);
    const big = Buffer.concat([files.png(), Buffer.alloc(MAX_IMAGE_BYTES)]);
    const res = await send(
      "POST",
      "/api/v1/contents",
      contentForm({ ...validFields, fileType: "image" }, { bytes: big, name: "buyuk.png" }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ file: tr.admin.imageTooLarge });
    expect(await keys(services)).toEqual(before);
    expect(temps()).toEqual([]);

    const huge = await app.request("/api/v1/contents", {
      method: "POST",
      headers: {
        ...admin,
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(200 * 1024 * 1024),
      },
      body: "--x--",
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: "too-large", message: tr.admin.requestTooLarge });
  });

  it("edits titles, unit, term and type, keeping the file", async () => {
    const created = await (
      await send("POST", "/api/v1/contents", contentForm(validFields, { bytes: files.pdf(), name: "a.pdf" }))
    ).json();
    const res = await send(
      "PATCH",
      `/api/v1/contents/${created.id}`,
      contentForm({ ...validFields, konuIng: "Morning Routines", unite: "4", donem: "2", icerikTuru: "8" }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: created.id,
      konuIng: "Morning Routines",
      unite: 4,
      donem: 2,
      icerikTuru: 8,
      file: created.file,
    });
    expect(await keys(services)).toContain(`images/7/${created.file}`);
  });

  it("replaces the file: new name stored, row updated, old file removed", async () => {
    const created = await (
      await send("POST", "/api/v1/contents", contentForm(validFields, { bytes: files.pdf(), name: "a.pdf" }))
    ).json();
    const res = await send(
      "PATCH",
      `/api/v1/contents/${created.id}`,
      contentForm({ ...validFields, fileType: "image" }, { bytes: files.webp(), name: "b.webp" }),
    );
    expect(res.status).toBe(200);
    const edited = await res.json();
    expect(edited.file).toMatch(/\.webp$/);
    const now = await keys(services);
    expect(now).toContain(`images/7/${edited.file}`);
    expect(now).not.toContain(`images/7/${created.file}`);

    // A picture entry cannot keep its picture as a PDF.
    const wrong = await send("PATCH", `/api/v1/contents/${created.id}`, contentForm(validFields));
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors).toEqual({ file: tr.admin.fileTypeChanged });
  });

  it("moves the kept file with the entry to another grade, and drops it for a video", async () => {
    const created = await (
      await send("POST", "/api/v1/contents", contentForm(validFields, { bytes: files.pdf(), name: "a.pdf" }))
    ).json();
    const moved = await (
      await send("PATCH", `/api/v1/contents/${created.id}`, contentForm({ ...validFields, sinif: "9" }))
    ).json();
    expect(moved.sinif).toBe(9);
    let now = await keys(services);
    expect(now).toContain(`images/9/${moved.file}`);
    expect(now).not.toContain(`images/7/${created.file}`);
    expect((await app.request(moved.fileUrl)).status).toBe(200);

    const video = await send(
      "PATCH",
      `/api/v1/contents/${created.id}`,
      contentForm({ ...validFields, sinif: "9", fileType: "video", link: "https://youtu.be/dQw4w9WgXcQ" }),
    );
    expect(await video.json()).toMatchObject({
      fileType: "video",
      file: null,
      link: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    });
    now = await keys(services);
    expect(now).not.toContain(`images/9/${moved.file}`);
  });

  it("deletes the row and the file, with docs/product.md's messages", async () => {
    const created = await (
      await send("POST", "/api/v1/contents", contentForm(validFields, { bytes: files.pdf(), name: "a.pdf" }))
    ).json();
    const res = await send("DELETE", `/api/v1/contents/${created.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: created.id, code: "deleted", message: "Document deleted successfully." });
    expect(await keys(services)).not.toContain(`images/7/${created.file}`);
    expect(await services.content.getById(created.id)).toBeNull();

    const again = await send("DELETE", `/api/v1/contents/${created.id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ code: "not-found", message: "Document not found in entriesContentRef." });
    const edit = await send("PATCH", `/api/v1/contents/${created.id}`, contentForm({ ...validFields, konuIng: "X" }));
    expect(edit.status).toBe(404);
  });

  it("still deletes an entry whose file is already gone, and says so", async () => {
    const created = await (
      await send("POST", "/api/v1/contents", contentForm(validFields, { bytes: files.pdf(), name: "a.pdf" }))
    ).json();
    await services.storage.delete(`images/7/${created.file}`);
    const res = await send("DELETE", `/api/v1/contents/${created.id}`);
    expect(await res.json()).toMatchObject({
      code: "deleted",
      warning: "Document not found in entriesContentReference.",
    });
  });

  it("drops an upload whose connection breaks half-way, temp file and all", async () => {
    const before = await keys(services);
    const head = Buffer.from(
      Object.entries(validFields)
        .map(([k, v]) => `--b0undary\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join("") + `--b0undary\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n`,
    );
    const chunks = [head, files.pdf(), Buffer.alloc(256 * 1024, 0x20)];
    let sawTemp = false;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          const next = chunks.shift();
          if (next) return controller.enqueue(new Uint8Array(next));
          // Everything sent so far is being written to a temp file; now the line drops.
          sawTemp = temps().length > 0;
          controller.error(new Error("connection reset by peer"));
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request("http://localhost/api/v1/contents", {
      method: "POST",
      body,
      headers: { "Content-Type": "multipart/form-data; boundary=b0undary" },
      duplex: "half",
    } as RequestInit);
    const result = await services.contentAdmin.createFromRequest(request);
    expect(result).toMatchObject({ ok: false, status: 400, code: "interrupted", message: tr.admin.uploadInterrupted });
    expect(sawTemp).toBe(true);
    expect(temps()).toEqual([]);
    expect(await keys(services)).toEqual(before);
  });

  it("removes the stored file again when the row cannot be written", async () => {
    const failingDb = new Proxy(services.database.db, {
      get(target, prop, receiver) {
        // The row and its file's hash are written in one transaction: neither can be.
        if (prop === "insert" || prop === "transaction") {
          return () => {
            throw new Error("database went away");
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    }) as Db;
    const failing = createContentAdminService({
      db: failingDb,
      storage: services.storage,
      uploadDir: uploadDir(services.config),
      changes: services.changes,
      images: services.images,
    });
    const before = await keys(services);
    const request = new Request("http://localhost/api/v1/contents", {
      method: "POST",
      body: contentForm(validFields, { bytes: files.pdf(), name: "a.pdf" }),
    });
    const result = await failing.createFromRequest(request);
    expect(result).toMatchObject({ ok: false, status: 503, message: tr.admin.saveFailed });
    expect(await keys(services)).toEqual(before);
    expect(temps()).toEqual([]);
  });

  it("sweeps files no entry refers to once they are older than the grace period", async () => {
    const created = await (
      await send("POST", "/api/v1/contents", contentForm(validFields, { bytes: files.pdf(), name: "a.pdf" }))
    ).json();
    await services.storage.put("images/4/yetim-0badf00d.pdf", files.pdf(), "application/pdf");
    fs.writeFileSync(path.join(uploadDir(services.config), "upload-1-abc.part"), "%PDF-half");

    const young = await services.contentAdmin.sweep();
    expect(young.removed).toEqual([]);
    expect(young.tempRemoved).toBe(0);

    const later = await services.contentAdmin.sweep({ now: Date.now() + ORPHAN_GRACE_MS + 60_000 });
    expect(later.removed).toEqual(["images/4/yetim-0badf00d.pdf"]);
    expect(later.tempRemoved).toBe(1);
    expect(await keys(services)).toContain(`images/7/${created.file}`);
    const [row] = await services.database.db.select().from(contents).where(eq(contents.id, created.id));
    expect(row.file).toBe(created.file);
  });
});
