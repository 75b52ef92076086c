import fs from "node:fs";
import path from "node:path";
import { isNotNull } from "drizzle-orm";
import { storageKey } from "#core/content.ts";
import type { Db } from "#server/db/client.ts";
import { contents } from "#server/db/schema.ts";
import { log } from "#server/log.ts";
import { quizPictureKeys } from "#server/practice/quiz-pictures.ts";
import { ORPHAN_GRACE_MS } from "#server/storage/orphan-grace.ts";
import { isSafeKey, type FileStorage } from "#server/storage/storage.ts";

export interface SweepReport {
  /** Storage keys removed: files no entry refers to, older than the grace period. */
  removed: string[];
  /** Unfinished uploads removed from the temp folder. */
  tempRemoved: number;
  /** Resized copies of pictures that are gone. */
  copiesRemoved: number;
  /** Files that are referenced, or too young to judge. */
  kept: number;
}

/**
 * Removes files no entry or quiz refers to (older than `graceMs`, so an upload that
 * is between its file and its row is left alone) and unfinished uploads.
 */
export async function sweepOrphans(
  { db, storage, uploadDir }: { db: Db; storage: FileStorage; uploadDir: string },
  { graceMs = ORPHAN_GRACE_MS, now = Date.now() }: { graceMs?: number; now?: number } = {},
): Promise<SweepReport> {
  const cutoff = now - graceMs;
  const report: SweepReport = { removed: [], tempRemoved: 0, copiesRemoved: 0, kept: 0 };
  // Referenced keys are read first: a row written after this read belongs to a file newer than the cutoff.
  const rows = await db
    .select({ sinif: contents.sinif, file: contents.file })
    .from(contents)
    .where(isNotNull(contents.file));
  // An entry's file, and the pictures of the questions of every quiz (decision 0131).
  const referenced = new Set([...rows.map((r) => storageKey(r.sinif, r.file!)), ...(await quizPictureKeys(db))]);
  for await (const key of storage.list("images/")) {
    // Only keys the site could have made; anything else in the store is not ours to judge.
    if (referenced.has(key) || !isSafeKey(key)) {
      report.kept++;
      continue;
    }
    const stat = await storage.stat(key).catch(() => null);
    if (stat && stat.lastModified.getTime() > cutoff) {
      report.kept++;
      continue;
    }
    await storage.delete(key);
    report.removed.push(key);
  }
  // Picture copies whose original no entry refers to any more (deleted while an instance was down, say).
  for await (const key of storage.list("copies/")) {
    const original = key.slice("copies/".length, key.lastIndexOf("/"));
    if (referenced.has(original)) continue;
    const stat = await storage.stat(key).catch(() => null);
    if (stat && stat.lastModified.getTime() > cutoff) continue;
    await storage.delete(key);
    report.copiesRemoved++;
  }
  for (const name of await fs.promises.readdir(uploadDir).catch(() => [] as string[])) {
    const file = path.join(uploadDir, name);
    const s = await fs.promises.stat(file).catch(() => null);
    if (s?.isFile() && s.mtimeMs <= cutoff) {
      await fs.promises.rm(file, { force: true });
      report.tempRemoved++;
    }
  }
  if (report.removed.length || report.tempRemoved || report.copiesRemoved) {
    log.info("orphan files swept", {
      removed: report.removed.length,
      tempRemoved: report.tempRemoved,
      copiesRemoved: report.copiesRemoved,
    });
  }
  return report;
}
