import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { IMPORT_LIMITS } from "#core/imports.ts";
import { openDatabase } from "#server/db/client.ts";
import { contents, importItems } from "#server/db/schema.ts";
import { createApp } from "#server/http/app.ts";
import type { ImportView } from "#server/content/import-service.ts";
import type { Services } from "#server/services.ts";
import { files, sessionHeaders } from "#tests/support/admin.ts";
import { everyEngine, freshDatabase, type DbKind } from "#tests/support/database.ts";
import { makeServices } from "#tests/support/factories.ts";
import { startS3Server, type S3Peer } from "#scripts/peers/s3.ts";
import { makeZip } from "#tests/support/zip.ts";
import { makeDemoPdf } from "#server/demo/pdf.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { visitorHeaders } from "#tests/support/requests.ts";

/**
 * Bulk import through the API a school's script (and the page) uses: a folder
 * of good and bad files, a manifest, duplicates, a zip with hostile entries, retries,
 * and two instances working one import without doubling anything.
 */
const noPages = async () => {
  throw new Error("pages are not part of this test");
};

/** A real PDF of its own: different titles, different bytes (and a different SHA-256). */
const pdfBytes = (title: string) => makeDemoPdf({ title, subtitle: "Merdiven içe aktarma denemesi", lines: [title] });

function folder(entries: [string, Buffer][], fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [path, bytes] of entries) form.append("files", new Blob([new Uint8Array(bytes)]), path);
  return form;
}

async function storedKeys(services: Services, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of services.storage.list(prefix)) keys.push(key);
  return keys;
}

const cases: { kind: DbKind; s3: boolean }[] = [
  ...everyEngine.map((kind) => ({ kind, s3: false })),
  { kind: "pglite", s3: true },
];

describe.each(cases)("bulk import on $kind (S3: $s3)", ({ kind, s3 }) => {
  let admin: Record<string, string>;
  let peer: S3Peer | undefined;

  beforeAll(async () => {
    peer = s3 ? await startS3Server() : undefined;
  });
  afterAll(async () => {
    await peer?.close();
  });
  const site = useTestSite(() => ({ kind, settings: peer?.settings ?? {}, pages: false }));
  beforeAll(async () => {
    admin = await sessionHeaders(site.services, "admin");
    await site.services.units.saveGrade(5, [
      { unite: 3, nameEn: "Games and Hobbies", nameTr: "Oyunlar ve Hobiler", donem: 1 },
    ]);
  });

  const post = (body: BodyInit | Buffer, headers: Record<string, string> = admin) =>
    site.app.request("/api/v1/imports", {
      method: "POST",
      headers,
      body: Buffer.isBuffer(body) ? new Uint8Array(body) : body,
    });
  const json = (method: string, url: string, body: unknown) =>
    site.app.request(url, {
      method,
      headers: { ...admin, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const viewOf = async (id: number): Promise<ImportView> =>
    (await site.app.request(`/api/v1/imports/${id}`, { headers: admin })).json();
  const row = (view: ImportView, path: string) => view.items.find((i) => i.path === path)!;
  const entries = async () => (await site.services.database.db.select({ n: count() }).from(contents))[0].n;

  it("lets nobody but the admin near it, and never serves an import from a cache", async () => {
    const anonymous = visitorHeaders();
    expect((await post(folder([["a.pdf", pdfBytes("A")]]), anonymous)).status).toBe(401);
    expect((await post(folder([["a.pdf", pdfBytes("A")]]), await sessionHeaders(site.services, "user"))).status).toBe(
      403,
    );
    expect(await entries()).toBe(0);
    expect(await storedKeys(site.services, "imports/")).toEqual([]);
    const created = await (await json("POST", "/api/v1/imports", { files: [{ path: "x.pdf", size: 10 }] })).json();
    expect((await site.app.request(`/api/v1/imports/${created.id}`, { headers: admin })).status).toBe(200);
    const after = await site.app.request(`/api/v1/imports/${created.id}`, { headers: anonymous });
    expect(after.status).toBe(401);
    expect(
      (await site.app.request(`/api/v1/imports/${created.id}`, { headers: admin })).headers.get("Cache-Control"),
    ).toBe("private, no-store");
    await site.app.request(`/api/v1/imports/${created.id}`, { method: "DELETE", headers: admin });
  });

  it("imports a folder of good and bad files: fields from the paths, each row alone with its reason, nothing half-written", async () => {
    const res = await post(
      folder([
        ["materyal/5/3/kelimeler/games-and-hobbies.pdf", pdfBytes("Games and Hobbies")],
        ["materyal/7. Sınıf/2. Ünite/Alıştırmalar/02_word-cards.webp", files.webp()],
        ["materyal/5/3/kelimeler/sinav.pdf", files.htmlAsPdf()],
        ["materyal/5/notlar.txt", Buffer.from("yalnızca not")],
        ["materyal/.DS_Store", Buffer.from("x")],
      ]),
    );
    expect(res.status).toBe(201);
    const created: ImportView = await res.json();
    expect(created.items.map((i) => i.path)).toEqual([
      "materyal/5/3/kelimeler/games-and-hobbies.pdf",
      "materyal/7. Sınıf/2. Ünite/Alıştırmalar/02_word-cards.webp",
      "materyal/5/3/kelimeler/sinav.pdf",
      "materyal/5/notlar.txt",
    ]);
    expect(row(created, "materyal/5/3/kelimeler/games-and-hobbies.pdf")).toMatchObject({
      state: "ready",
      fileType: "pdf",
      fields: {
        sinif: "5",
        unite: "3",
        icerikTuru: "2",
        donem: "1",
        konuIng: "Games and Hobbies",
        konuTr: "Oyunlar ve Hobiler: Kelimeler",
      },
    });
    expect(row(created, "materyal/7. Sınıf/2. Ünite/Alıştırmalar/02_word-cards.webp").fields).toMatchObject({
      sinif: "7",
      unite: "2",
      icerikTuru: "3",
      konuIng: "Word Cards",
    });
    expect(row(created, "materyal/5/3/kelimeler/sinav.pdf")).toMatchObject({
      state: "failed",
      error:
        "Bu dosya bir PDF, resim (PNG, JPEG, WebP, GIF) ya da ses dosyası (MP3, M4A, Ogg) değil; içeriğine bakılarak reddedildi.",
    });
    // Nothing is imported before the admin says so.
    await site.services.imports.runOnce();
    expect(await entries()).toBe(0);

    // The picture's row has no term (unit 2 of grade 7 is not in the unit table): the admin fills it in.
    const picture = row(created, "materyal/7. Sınıf/2. Ünite/Alıştırmalar/02_word-cards.webp");
    await json("PATCH", `/api/v1/imports/${created.id}`, {
      items: [{ id: picture.id, fields: { ...picture.fields, donem: "2", konuTr: "Kelime kartları" } }],
    });
    expect(
      (await site.app.request(`/api/v1/imports/${created.id}/start`, { method: "POST", headers: admin })).status,
    ).toBe(202);
    await site.services.imports.runOnce();
    const done = await viewOf(created.id);
    expect(done.finished).toBe(true);
    expect(done.counts).toMatchObject({ total: 4, done: 2, failed: 2, skipped: 0, waiting: 0, pending: 0 });
    expect(row(done, "materyal/5/3/kelimeler/games-and-hobbies.pdf").entry).toMatchObject({
      title: "Games and Hobbies",
    });
    expect(await entries()).toBe(2);
    // Each entry has its file; no staged copy is left behind for the finished rows.
    expect((await storedKeys(site.services, "images/")).length).toBe(2);
    expect(await storedKeys(site.services, "imports/")).toEqual([]);
    const list = await (await site.app.request("/api/v1/contents?grade=5&type=2")).json();
    expect(list.items[0]).toMatchObject({
      konuIng: "Games and Hobbies",
      konuTr: "Oyunlar ve Hobiler: Kelimeler",
      unite: 3,
      donem: 1,
      fileType: "pdf",
    });
  });

  it("takes a .csv manifest (semicolons, Turkish headers) over the paths, and a failed row is fixed and retried", async () => {
    const manifest =
      "Dosya;Sınıf;Ünite;İçerik Türü;Dönem;Türkçe;İngilizce\nokuma/story.pdf;9;4;Okuma;1;Bir hikâye;A Story\nokuma/poem.pdf;9;4;reading;1;;A Poem\n";
    const res = await post(
      folder(
        [
          ["okuma/story.pdf", pdfBytes("A Story Text")],
          ["okuma/poem.pdf", pdfBytes("A Poem Text")],
          ["liste.csv", Buffer.from(manifest)],
        ],
        { start: "1" },
      ),
    );
    const created: ImportView = await res.json();
    expect(created.items).toHaveLength(2);
    expect(row(created, "okuma/story.pdf").fields).toEqual({
      konuIng: "A Story",
      sinif: "9",
      unite: "4",
      icerikTuru: "9",
      donem: "1",
      konuTr: "Bir hikâye",
    });
    await site.services.imports.runOnce();
    let view = await viewOf(created.id);
    const poem = row(view, "okuma/poem.pdf");
    expect(poem).toMatchObject({
      state: "failed",
      error: "Lütfen Türkçe başlığı girin.",
      errors: { konuTr: "Lütfen Türkçe başlığı girin." },
    });
    await json("PATCH", `/api/v1/imports/${created.id}`, {
      items: [{ id: poem.id, fields: { ...poem.fields, konuTr: "Bir şiir" } }],
    });
    expect((await json("POST", `/api/v1/imports/${created.id}/retry`, { items: [poem.id] })).status).toBe(202);
    await site.services.imports.runOnce();
    view = await viewOf(created.id);
    expect(view.counts).toMatchObject({ done: 2, failed: 0 });
  });

  it("recognises a file imported again by its bytes: skipped, or the entry's fields replaced, never a second entry", async () => {
    const before = await entries();
    const again = await (await post(folder([["tekrar/games.pdf", pdfBytes("Games and Hobbies")]]))).json();
    expect(row(again, "tekrar/games.pdf").alreadyOnSite).toMatchObject({ title: "Games and Hobbies" });
    await site.services.imports.start(again.id);
    await site.services.imports.runOnce();
    const skipped = row(await viewOf(again.id), "tekrar/games.pdf");
    expect(skipped).toMatchObject({ state: "skipped", error: "Bu dosya zaten var: “Games and Hobbies”. Atlandı." });
    expect(await entries()).toBe(before);

    const manifest =
      "dosya,sinif,unite,icerikTuru,donem,konuIng,konuTr\ngames.pdf,6,1,3,1,Games Revised,Oyunlar yeniden\n";
    const replaced = await (
      await post(
        folder(
          [
            ["games.pdf", pdfBytes("Games and Hobbies")],
            ["m.csv", Buffer.from(manifest)],
          ],
          { start: "1", onDuplicate: "replace" },
        ),
      )
    ).json();
    await site.services.imports.runOnce();
    const done = row(await viewOf(replaced.id), "games.pdf");
    expect(done).toMatchObject({
      state: "done",
      replaced: true,
      entry: { id: skipped.entry!.id, title: "Games Revised" },
    });
    expect(await entries()).toBe(before);
    const entry = await (await site.app.request(`/api/v1/contents/${skipped.entry!.id}`)).json();
    expect(entry).toMatchObject({ sinif: 6, unite: 1, icerikTuru: 3, konuTr: "Oyunlar yeniden" });
    // The grade changed, so the file moved with it: it is still served.
    expect((await site.app.request(entry.fileUrl)).status).toBe(200);
  });

  it("opens a .zip and refuses its hostile entries one by one: a path out of the folder, a bomb, a liar", async () => {
    const zip = makeZip([
      { name: "8/1/testler/unit-test.pdf", data: pdfBytes("Unit Test") },
      { name: "../../etc/evil.pdf", data: pdfBytes("Evil") },
      {
        name: "8/1/testler/zeros.pdf",
        data: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(20 * 1024 * 1024)]),
      },
      {
        name: "8/1/testler/liar.pdf",
        data: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(300_000, 0x41)]),
        claimedSize: 5_000,
      },
      { name: "8/1/testler/", data: Buffer.alloc(0), method: 0 },
      { name: "__MACOSX/8/._unit-test.pdf", data: Buffer.from("x") },
    ]);
    const res = await post(zip, { ...admin, "Content-Type": "application/zip" });
    expect(res.status).toBe(201);
    const view: ImportView = await res.json();
    expect(view.items.map((i) => [i.path, i.state, i.error])).toEqual([
      ["8/1/testler/unit-test.pdf", "ready", null],
      [
        "../../etc/evil.pdf",
        "failed",
        "Bu dosyanın .zip içindeki yolu geçersiz (.. ya da kök dizin içeriyor); açılmadı.",
      ],
      [
        "8/1/testler/zeros.pdf",
        "failed",
        "Bu .zip dosyasındaki bir dosya açıldığında olağan dışı büyüyor; güvenlik için açılmadı.",
      ],
      [
        "8/1/testler/liar.pdf",
        "failed",
        "Bu .zip dosyasındaki bir dosya açıldığında olağan dışı büyüyor; güvenlik için açılmadı.",
      ],
    ]);
    expect(row(view, "8/1/testler/unit-test.pdf").fields).toMatchObject({
      sinif: "8",
      unite: "1",
      icerikTuru: "8",
      konuIng: "Unit Test",
    });
    // Only the one good file was staged, and it goes with the import.
    expect(await storedKeys(site.services, `imports/${view.id}/`)).toHaveLength(1);
    await site.app.request(`/api/v1/imports/${view.id}`, { method: "DELETE", headers: admin });
    expect(await storedKeys(site.services, `imports/${view.id}/`)).toEqual([]);
  });

  it("refuses whole archives that are too many entries or reuse one block for many (nothing stays)", async () => {
    const staged = (await storedKeys(site.services, "imports/")).length;
    const many = makeZip(
      Array.from({ length: IMPORT_LIMITS.zipEntries + 1 }, (_, i) => ({
        name: `f${i}.txt`,
        data: Buffer.from("x"),
        method: 0 as const,
      })),
    );
    const tooMany = await post(many, { ...admin, "Content-Type": "application/zip" });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).message).toBe("Bu .zip dosyasında 2000'den fazla dosya var.");
    const quine = makeZip(
      Array.from({ length: 50 }, (_, i) => ({ name: `k${i}.pdf`, data: pdfBytes("Same") })),
      { shareData: true },
    );
    const overlapping = await post(quine, { ...admin, "Content-Type": "application/zip" });
    expect(overlapping.status).toBe(400);
    const broken = await post(Buffer.from("PK\u0003\u0004 not really a zip"), {
      ...admin,
      "Content-Type": "application/zip",
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).message).toBe("Bu .zip dosyası okunamadı (bozuk ya da desteklenmeyen bir biçim).");
    expect(await storedKeys(site.services, "imports/")).toHaveLength(staged);
  });

  it("takes a list first and each file on its own (the page's way): waiting rows, per-file answers, a refused file retried with new bytes", async () => {
    const res = await json("POST", "/api/v1/imports", {
      files: [
        { path: "10/2/konular/plans.pdf", size: 999 },
        { path: "10/2/konular/bad.pdf", size: 10 },
      ],
    });
    const view: ImportView = await res.json();
    expect(view.items.map((i) => i.state)).toEqual(["waiting", "waiting"]);
    const [plans, bad] = view.items;
    const put = (id: number, body: Buffer) =>
      site.app.request(`/api/v1/imports/${view.id}/items/${id}/file`, {
        method: "PUT",
        headers: { ...admin, "Content-Type": "application/octet-stream" },
        body: new Uint8Array(body),
      });
    expect((await (await put(plans.id, pdfBytes("Plans"))).json()).state).toBe("ready");
    expect((await put(plans.id, pdfBytes("Plans"))).status).toBe(409);
    expect((await (await put(bad.id, Buffer.from("MZ not a pdf"))).json()).state).toBe("failed");
    expect((await (await put(bad.id, pdfBytes("Plans Two"))).json()).state).toBe("ready");
    // The first row gets its Turkish title and term from the admin; grade 10 has no unit table to propose them.
    await json("PATCH", `/api/v1/imports/${view.id}`, {
      items: [{ id: plans.id, fields: { ...plans.fields, konuTr: "Planlar", donem: "1" } }],
    });
    await site.services.imports.start(view.id);
    await site.services.imports.runOnce();
    expect((await viewOf(view.id)).counts).toMatchObject({ done: 1, failed: 1 });
    expect(row(await viewOf(view.id), "10/2/konular/bad.pdf").errors).toMatchObject({
      konuTr: "Lütfen Türkçe başlığı girin.",
      donem: "Lütfen dönemi seçin (1 ya da 2).",
    });
  });

  it("refuses a list or a body over the limits with a Turkish message, before it stores anything", async () => {
    const tooMany = await json("POST", "/api/v1/imports", {
      files: Array.from({ length: IMPORT_LIMITS.files + 1 }, (_, i) => ({ path: `${i}.pdf`, size: 1 })),
    });
    expect(tooMany.status).toBe(413);
    expect((await tooMany.json()).message).toBe("Bir içe aktarmada en fazla 1000 dosya olabilir.");
    const huge = await json("POST", "/api/v1/imports", { files: [{ path: "a.pdf", size: IMPORT_LIMITS.bytes + 1 }] });
    expect(huge.status).toBe(413);
    const longManifest = await json("POST", "/api/v1/imports", {
      files: [{ path: "a.pdf", size: 1 }],
      manifest: "x".repeat(IMPORT_LIMITS.manifestBytes + 1),
    });
    expect(longManifest.status).toBe(413);
    const declared = await site.app.request("/api/v1/imports", {
      method: "POST",
      headers: { ...admin, "Content-Type": "application/zip", "Content-Length": String(IMPORT_LIMITS.bytes * 2) },
      body: "x",
    });
    expect(declared.status).toBe(413);
    const notJson = await site.app.request("/api/v1/imports", {
      method: "POST",
      headers: { ...admin, "Content-Type": "application/json" },
      body: "{",
    });
    expect(notJson.status).toBe(400);
  });
});

describe.runIf(everyEngine.includes("postgres"))("two instances on one import", () => {
  it("import each row exactly once, however their passes interleave, and a row whose claimer died is taken over", async () => {
    const database = await freshDatabase("postgres");
    const first = await makeServices(database);
    // A second instance: its own connections and worker, the same database and file store (one volume or bucket).
    const second = await makeServices(await openDatabase({ kind: "postgres", url: database.url!, poolSize: 4 }), {
      DATA_DIR: first.dataDir,
    });
    try {
      const admin = await sessionHeaders(first, "admin");
      const app = createApp({ services: first, build: noPages, mode: "production" });
      const form = folder(
        Array.from(
          { length: 12 },
          (_, i) => [`2/${(i % 3) + 1}/kelimeler/word-list-${i}.pdf`, pdfBytes(`Word List ${i}`)] as [string, Buffer],
        ),
        {},
      );
      const created: ImportView = await (
        await app.request("/api/v1/imports", { method: "POST", headers: admin, body: form })
      ).json();
      const fields = (i: number) => ({ ...created.items[i].fields, donem: "1", konuTr: `Kelime listesi ${i}` });
      await app.request(`/api/v1/imports/${created.id}`, {
        method: "PATCH",
        headers: { ...admin, "Content-Type": "application/json" },
        body: JSON.stringify({ items: created.items.map((it, i) => ({ id: it.id, fields: fields(i) })) }),
      });
      // A row claimed by an instance that died: its lease is over.
      await first.database.db
        .update(importItems)
        .set({ state: "working", leaseToken: "olu", leaseUntil: new Date(Date.now() - 1000) })
        .where(eq(importItems.id, created.items[0].id));
      await first.imports.start(created.id);
      await Promise.all([
        first.imports.runOnce(),
        second.imports.runOnce(),
        first.imports.runOnce(),
        second.imports.runOnce(),
      ]);
      const rows = await first.database.db
        .select({ state: importItems.state, contentId: importItems.contentId })
        .from(importItems)
        .where(eq(importItems.importId, created.id));
      expect(rows.every((r) => r.state === "done")).toBe(true);
      expect(new Set(rows.map((r) => r.contentId)).size).toBe(12);
      expect((await first.database.db.select({ n: count() }).from(contents))[0].n).toBe(12);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
