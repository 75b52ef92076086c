import fs from "node:fs";
import type { Readable } from "node:stream";
import { storageKey } from "#core/content.ts";
import type { ContentInput } from "#core/content-form.ts";
import { FILE_KIND_INFO } from "#core/file-kinds.ts";
import type { ImageVariants } from "#server/images/image-variants.ts";
import { log } from "#server/log.ts";
import { storedFileName } from "#server/storage/file-names.ts";
import { contentTypeForKey, StorageError, type FileStorage } from "#server/storage/storage.ts";
import type { SpooledFile } from "./upload";

/** The files of entries in the file store: stored under fresh names, copied, removed with their picture copies. */
export interface EntryFiles {
  /**
   * Stores bytes under a fresh server-made name for this entry's grade; returns the name.
   * 32 random bits make a clash unlikely; checking first makes overwriting another entry's file impossible.
   */
  putNew(
    input: ContentInput,
    ext: string,
    contentType: string,
    size: number,
    open: () => Promise<Readable>,
  ): Promise<string>;
  /** An accepted upload's temp file, stored for the entry. */
  storeUpload(input: ContentInput, file: SpooledFile): Promise<string>;
  /** Copies a kept file to a new name under another grade (an edit that moves the entry). */
  copyFile(fromKey: string, input: ContentInput): Promise<string>;
  /** Removes a stored original and its picture copies. */
  removeQuietly(key: string, reason: string): Promise<void>;
}

export function createEntryFiles(storage: FileStorage, images: ImageVariants): EntryFiles {
  /**
   * Stores bytes under a fresh server-made name for this entry's grade; returns the name.
   * 32 random bits make a clash unlikely; checking first makes overwriting another entry's file impossible.
   */
  async function putNew(
    input: ContentInput,
    ext: string,
    contentType: string,
    size: number,
    open: () => Promise<Readable>,
  ): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      const name = storedFileName(input.konuIng, ext);
      const key = storageKey(input.sinif, name);
      if (attempt < 3 && (await storage.stat(key))) continue;
      try {
        await storage.put(key, await open(), contentType, size);
      } catch (error) {
        // The key is new: whatever a store kept of a broken write is nobody's.
        await removeQuietly(key, "put failed");
        throw error;
      }
      return name;
    }
  }

  function storeUpload(input: ContentInput, file: SpooledFile): Promise<string> {
    if (!file.kind || !file.path) throw new Error("an accepted upload always has its kind and temp file");
    const info = FILE_KIND_INFO[file.kind];
    const tempPath = file.path;
    return putNew(input, info.ext, info.contentType, file.size, async () => fs.createReadStream(tempPath));
  }

  /** Copies a kept file to a new name under another grade (an edit that moves the entry). */
  async function copyFile(fromKey: string, input: ContentInput): Promise<string> {
    const stat = await storage.stat(fromKey);
    if (!stat) throw new StorageError(404);
    const ext = fromKey.slice(fromKey.lastIndexOf(".") + 1);
    return putNew(input, ext, stat.contentType || contentTypeForKey(fromKey), stat.size, () => storage.read(fromKey));
  }

  /** Removes a stored original and its picture copies. */
  async function removeQuietly(key: string, reason: string) {
    try {
      await storage.delete(key);
      await images.forget(key);
    } catch (error) {
      // Left for the sweep: a file without a row is harmless, a row without a file is not.
      log.warn("could not remove a file; the sweep will", { key, reason, error });
    }
  }

  return { putNew, storeUpload, copyFile, removeQuietly };
}
