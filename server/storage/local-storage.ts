import { createHash } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { assertSafeKey, contentTypeForKey, type ByteRange, type FileStorage, type StoredObject } from "./storage";

/** Files in a folder (by default data/files). Writes go to a temp file, then rename: never half a file. */
export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split("/"));
  };

  return {
    async put(key, body) {
      const target = resolve(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${process.pid}.${Date.now()}.part`;
      await fsp.writeFile(temp, body);
      await fsp.rename(temp, target);
    },

    async stat(key): Promise<StoredObject | null> {
      try {
        const s = await fsp.stat(resolve(key));
        if (!s.isFile()) return null;
        // Size and mtime change whenever the bytes do (writes are whole-file renames).
        const etag = `"${createHash("sha1").update(`${key}:${s.size}:${s.mtimeMs}`).digest("base64url").slice(0, 20)}"`;
        return { size: s.size, contentType: contentTypeForKey(key), etag, lastModified: s.mtime };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },

    async read(key, range?: ByteRange): Promise<Readable> {
      return fs.createReadStream(resolve(key), range ? { start: range.start, end: range.end } : {});
    },

    async delete(key) {
      await fsp.rm(resolve(key), { force: true });
    },

    async *list(prefix) {
      const base = path.join(root, ...prefix.split("/").filter(Boolean));
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(base, { withFileTypes: true, recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
        throw error;
      }
      for (const e of entries) {
        if (!e.isFile()) continue;
        const full = path.join(e.parentPath, e.name);
        yield path.relative(root, full).split(path.sep).join("/");
      }
    },
  };
}
