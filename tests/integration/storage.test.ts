import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tr } from "#core/messages.ts";
import { createLocalStorage, storageError } from "#server/storage/local-storage.ts";
import { createS3Storage, s3ErrorStatus } from "#server/storage/s3-storage.ts";
import { StorageError, UnsafeKeyError, type FileStorage } from "#server/storage/storage.ts";
import { startS3Server } from "#scripts/peers/s3.ts";

interface Backend {
  storage: FileStorage;
  /** The same store reached with wrong credentials, where the backend has any. */
  withWrongCredentials?: FileStorage;
  close(): Promise<void>;
}

const backends: [string, () => Promise<Backend>][] = [
  [
    "local folder",
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), "merdiven-files-"));
      return {
        storage: createLocalStorage(root),
        close: async () => fs.rmSync(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    "S3 (s3rver)",
    async () => {
      const s3 = await startS3Server();
      const options = { bucket: s3.bucket, endpoint: s3.endpoint, region: "us-east-1", forcePathStyle: true };
      return {
        storage: createS3Storage({ ...options, accessKeyId: "S3RVER", secretAccessKey: "S3RVER" }),
        withWrongCredentials: createS3Storage({ ...options, accessKeyId: "WRONG", secretAccessKey: "WRONG" }),
        close: s3.close,
      };
    },
  ],
];

const all = async (iterable: AsyncIterable<string>) => {
  const out: string[] = [];
  for await (const k of iterable) out.push(k);
  return out.sort();
};

describe.each(backends)("file storage: %s", (name, make) => {
  let backend: Backend;
  let storage: FileStorage;
  beforeAll(async () => {
    backend = await make();
    storage = backend.storage;
  });
  afterAll(() => backend?.close());

  it("stores a file and gives back its bytes, size, type, ETag and time", async () => {
    const body = Buffer.from("%PDF-1.4\nMerhaba dünya\n%%EOF\n");
    const before = Date.now() - 5000;
    await storage.put("images/5/merhaba-0a1b2c3d.pdf", body, "application/pdf");
    const stat = await storage.stat("images/5/merhaba-0a1b2c3d.pdf");
    expect(stat).toMatchObject({ size: body.length, contentType: "application/pdf" });
    expect(stat!.etag).toMatch(/^"[^"]+"$/);
    expect(stat!.lastModified.getTime()).toBeGreaterThan(before);
    expect(await text(await storage.read("images/5/merhaba-0a1b2c3d.pdf"))).toBe(body.toString());
  });

  it("stores a stream of known size and reads byte ranges", async () => {
    const body = Buffer.from("0123456789".repeat(20_000));
    await storage.put(
      "images/7/uzun-11111111.png",
      Readable.from([body.subarray(0, 70_000), body.subarray(70_000)]),
      "image/png",
      body.length,
    );
    expect((await storage.stat("images/7/uzun-11111111.png"))?.size).toBe(body.length);
    expect(await text(await storage.read("images/7/uzun-11111111.png", { start: 2, end: 5 }))).toBe("2345");
    expect(
      await text(await storage.read("images/7/uzun-11111111.png", { start: body.length - 3, end: body.length - 1 })),
    ).toBe("789");
  });

  it("replaces a file whole, with a new ETag", async () => {
    await storage.put("images/6/degisen-22222222.gif", Buffer.from("GIF89a-first"), "image/gif");
    const first = await storage.stat("images/6/degisen-22222222.gif");
    await storage.put("images/6/degisen-22222222.gif", Buffer.from("GIF89a-second, longer"), "image/gif");
    const second = await storage.stat("images/6/degisen-22222222.gif");
    expect(second?.etag).not.toBe(first?.etag);
    expect(await text(await storage.read("images/6/degisen-22222222.gif"))).toBe("GIF89a-second, longer");
  });

  it("answers a missing file with null, a 404 StorageError in Turkish, and a quiet delete", async () => {
    expect(await storage.stat("images/5/yok-33333333.pdf")).toBeNull();
    const error = await storage.read("images/5/yok-33333333.pdf").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ status: 404, code: "storage-object-not-found", message: tr.storage.objectNotFound });
    await expect(storage.delete("images/5/yok-33333333.pdf")).resolves.toBeUndefined();
  });

  it("deletes, and lists keys under a prefix", async () => {
    await storage.put("images/2/a-44444444.pdf", Buffer.from("%PDF-a"), "application/pdf");
    await storage.put("images/2/b-55555555.pdf", Buffer.from("%PDF-b"), "application/pdf");
    await storage.put("images/12/c-66666666.webp", Buffer.from("RIFF....WEBP"), "image/webp");
    expect(await all(storage.list("images/2/"))).toEqual(["images/2/a-44444444.pdf", "images/2/b-55555555.pdf"]);
    expect(await all(storage.list("images/"))).toEqual(
      expect.arrayContaining(["images/12/c-66666666.webp", "images/2/a-44444444.pdf"]),
    );
    await storage.delete("images/2/a-44444444.pdf");
    expect(await storage.stat("images/2/a-44444444.pdf")).toBeNull();
    expect(await all(storage.list("images/2/"))).toEqual(["images/2/b-55555555.pdf"]);
    expect(await all(storage.list("images/11/"))).toEqual([]);
  });

  it("leaves nothing behind when a streamed upload fails half-way", async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 1));
        this.destroy(new Error("client went away"));
      },
    });
    await expect(
      storage.put("images/9/yarim-77777777.pdf", failing, "application/pdf", 10 * 1024 * 1024),
    ).rejects.toThrow("client went away");
    // Never the whole file. (S3 stores nothing of a broken PUT; s3rver keeps an empty object,
    // which is why the admin service removes the key of a failed put itself.)
    expect((await storage.stat("images/9/yarim-77777777.pdf"))?.size ?? 0).toBe(0);
    if (name === "local folder") expect(await all(storage.list("images/9/"))).toEqual([]); // no temp file either
  });

  it.each([
    "../etc/passwd",
    "images/1/x.pdf",
    "images/5/../../x.pdf",
    "images/5/Buyuk.pdf",
    "images/5/",
    "/images/5/x.pdf",
    "images/5/a/b.pdf",
  ])("refuses the key %j", async (key) => {
    await expect(storage.put(key, Buffer.from("x"), "text/plain")).rejects.toBeInstanceOf(UnsafeKeyError);
    await expect(storage.stat(key)).rejects.toBeInstanceOf(UnsafeKeyError);
    await expect(storage.read(key)).rejects.toBeInstanceOf(UnsafeKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(UnsafeKeyError);
  });

  it("maps a refusal of the store to docs/product.md's storage errors", async () => {
    const wrong = backend.withWrongCredentials;
    if (!wrong) return; // a folder has no credentials to get wrong
    const put = await wrong
      .put("images/5/x-88888888.pdf", Buffer.from("%PDF-"), "application/pdf")
      .catch((e: unknown) => e);
    expect(put).toMatchObject({ status: 401, code: "storage-unauthenticated", message: tr.storage.unauthenticated });
    // A HEAD answer has no body to name the reason: only its status, 403.
    const stat = await wrong.stat("images/5/merhaba-0a1b2c3d.pdf").catch((e: unknown) => e);
    expect(stat).toMatchObject({ status: 403, message: tr.storage.unauthorized });
  });
});

describe("storage error mapping (docs/product.md: 401, 402, 403, 404)", () => {
  const s3 = (name: string, httpStatusCode?: number) =>
    Object.assign(new Error(name), { name, $metadata: { httpStatusCode } });
  it.each([
    [s3("InvalidAccessKeyId", 403), 401],
    [s3("SignatureDoesNotMatch", 403), 401],
    [s3("ExpiredToken", 400), 401],
    [s3("CredentialsProviderError"), 401],
    [s3("QuotaExceeded", 403), 402],
    [s3("XMinioStorageFull", 507), 402],
    [s3("Unknown", 507), 402],
    [s3("AccessDenied", 403), 403],
    [s3("NoSuchKey", 404), 404],
    [s3("NotFound", 404), 404],
    [s3("NoSuchBucket", 404), 503],
    [s3("InternalError", 500), 503],
    [new Error("socket hang up"), 503],
  ])("S3 %s → %i", (error, status) => {
    expect(s3ErrorStatus(error)).toBe(status);
  });

  it.each([
    ["ENOSPC", 402],
    ["EDQUOT", 402],
    ["EACCES", 403],
    ["EROFS", 403],
    ["ENOENT", 404],
  ])("disk %s → %i", (code, status) => {
    const mapped = storageError(Object.assign(new Error(code), { code }));
    expect(mapped).toBeInstanceOf(StorageError);
    expect((mapped as StorageError).status).toBe(status);
  });

  it("has a Turkish message for each", () => {
    expect([401, 402, 403, 404].map((s) => new StorageError(s as 401).message)).toEqual([
      tr.storage.unauthenticated,
      tr.storage.quotaExceeded,
      tr.storage.unauthorized,
      tr.storage.objectNotFound,
    ]);
  });
});
