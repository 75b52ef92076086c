import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { errorCode, hasErrorCode, isNotFound } from "#server/fs-errors.ts";
import {
  assertStorageKey,
  contentTypeForKey,
  StorageError,
  type ByteRange,
  type FileStorage,
  type StoredObject,
} from "./storage";

/** A file-system error that is the store's fault (full, read-only, not allowed), not the request's. */
export function isStorageFault(error: unknown): boolean {
  return hasErrorCode(error, "ENOSPC", "EDQUOT", "EACCES", "EPERM", "EROFS");
}

/** File-system errors in docs/product.md's storage terms; anything else stays as it is. */
export function storageError(error: unknown): unknown {
  switch (errorCode(error)) {
    case "ENOSPC":
    case "EDQUOT":
      return new StorageError(402, { cause: error });
    case "EACCES":
    case "EPERM":
    case "EROFS":
      return new StorageError(403, { cause: error });
    case "ENOENT":
      return new StorageError(404, { cause: error });
    default:
      return error;
  }
}

/** Files in a folder (by default data/files). Writes go to a temp file, then rename: never half a file. */
export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split("/"));
  };

  return {
    async put(key, body) {
      const target = resolve(key);
      const temp = `${target}.${process.pid}.${randomBytes(4).toString("hex")}.part`;
      try {
        await fsp.mkdir(path.dirname(target), { recursive: true });
        if (Buffer.isBuffer(body)) await fsp.writeFile(temp, body);
        else await pipeline(body, fs.createWriteStream(temp, { flags: "wx" }));
        await fsp.rename(temp, target);
      } catch (error) {
        if (body instanceof Readable) body.destroy();
        await fsp.rm(temp, { force: true }).catch(() => {});
        throw storageError(error);
      }
    },

    async stat(key): Promise<StoredObject | null> {
      try {
        const s = await fsp.stat(resolve(key));
        if (!s.isFile()) return null;
        // Size and mtime change whenever the bytes do (writes are whole-file renames).
        const etag = `"${createHash("sha1").update(`${key}:${s.size}:${s.mtimeMs}`).digest("base64url").slice(0, 20)}"`;
        return { size: s.size, contentType: contentTypeForKey(key), etag, lastModified: s.mtime };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw storageError(error);
      }
    },

    async read(key, range?: ByteRange): Promise<Readable> {
      // Opened first, so a missing file is a clear 404 here and not an error event later.
      const handle = await fsp.open(resolve(key), "r").catch((error) => {
        throw storageError(error);
      });
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async delete(key) {
      try {
        await fsp.rm(resolve(key), { force: true });
      } catch (error) {
        throw storageError(error);
      }
    },

    async *list(prefix) {
      const base = path.join(root, ...prefix.split("/").filter(Boolean));
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(base, { withFileTypes: true, recursive: true });
      } catch (error) {
        if (isNotFound(error)) return;
        throw storageError(error);
      }
      for (const e of entries) {
        if (!e.isFile()) continue;
        const full = path.join(e.parentPath, e.name);
        yield path.relative(root, full).split(path.sep).join("/");
      }
    },
  };
}
