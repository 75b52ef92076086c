import fsp from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fileKey } from "#core/content.ts";
import { contentTypeByCode } from "#core/content-types.ts";
import { toEmbedUrl } from "#core/video.ts";
import type { Db } from "#server/db/client.ts";
import { units, type NewContentRow } from "#server/db/schema.ts";
import { insertEntries, newEntryRow } from "#server/content/new-entries.ts";
import { log } from "#server/log.ts";
import { saveSettings as saveDenemeSettings } from "#server/deneme/deneme-admin.ts";
import { DEMO_DENEMES } from "./deneme";
import { createPracticeService } from "#server/practice/practice-service.ts";
import { storedFileName } from "#server/storage/file-names.ts";
import type { FileStorage } from "#server/storage/storage.ts";
import { curriculumUnits } from "#core/curriculum.ts";
import { demoEntries, type DemoEntry } from "./catalogue";
import { makeDemoPdf } from "./pdf";
import { makeSilentMp3, makeSilentOpus } from "./audio";

const imagesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "images");

// Moved beside the storage code (the admin form uses it too); still exported from here.
export { storedFileName };

async function demoFile(entry: DemoEntry, index: number): Promise<{ body: Buffer; ext: string; type: string }> {
  if (entry.fileType === "pdf") {
    const body = makeDemoPdf({
      title: entry.konuIng,
      subtitle: `${entry.konuTr} · ${entry.sinif}. Sınıf · ${contentTypeByCode(entry.icerikTuru).label}`,
      lines: entry.lines ?? [],
    });
    return { body, ext: "pdf", type: "application/pdf" };
  }
  if (entry.audio) {
    const mp3 = entry.audio.format === "mp3";
    const body = mp3
      ? makeSilentMp3(entry.audio.seconds, { title: entry.konuIng })
      : makeSilentOpus(entry.audio.seconds);
    return mp3 ? { body, ext: "mp3", type: "audio/mpeg" } : { body, ext: "ogg", type: "audio/ogg" };
  }
  // Two pictures a grade, alternating, so neighbouring cards do not look the same.
  const variant = index % 2 === 0 ? "a" : "b";
  const body = await fsp.readFile(path.join(imagesDir, `grade-${entry.sinif}-${variant}.webp`));
  return { body, ext: "webp", type: "image/webp" };
}

/**
 * Loads the demo material: every file first, then all rows in one transaction, so
 * a crash leaves at worst unreferenced files (swept later), never a row without its file.
 */
export async function seedDemoContent(db: Db, storage: FileStorage): Promise<{ entries: number; pictures: string[] }> {
  const rows: NewContentRow[] = [];
  const pictures: string[] = [];
  for (const [index, entry] of demoEntries.entries()) {
    const base = {
      sinif: entry.sinif,
      unite: entry.unite,
      konuIng: entry.konuIng,
      konuTr: entry.konuTr,
      icerikTuru: entry.icerikTuru,
      donem: entry.donem,
      fileType: entry.fileType,
    };
    if (entry.fileType === "video") {
      const link = entry.link ? toEmbedUrl(entry.link) : null;
      if (!link) throw new Error(`Demo entry "${entry.konuIng}" has no usable video link`);
      rows.push(newEntryRow(base, { link }));
      continue;
    }
    const { body, ext, type } = await demoFile(entry, index);
    const file = storedFileName(entry.konuIng, ext);
    const key = fileKey({ sinif: entry.sinif, file })!;
    await storage.put(key, body, type);
    if (entry.fileType === "image") pictures.push(key);
    rows.push({
      ...newEntryRow(base, { file }),
      ...(entry.audio?.transcript ? { transcript: entry.audio.transcript } : {}),
    });
  }
  await db.transaction(async (tx) => {
    // The units' names with the material; a unit the admin already named keeps its name.
    await tx
      .insert(units)
      .values([...curriculumUnits])
      .onConflictDoNothing();
    const created = await insertEntries(tx, rows);
    // Word lists and quizzes go through the admin's own parsers: a demo text they refuse stops the seed.
    const practice = createPracticeService(tx);
    for (const [index, entry] of created.entries()) {
      const { words, quiz, quizFormat, konuIng } = demoEntries[index];
      const saved = [
        words === undefined ? null : await practice.setWordList(entry, words),
        quiz === undefined ? null : await practice.setQuiz(entry, quizFormat ?? "gift", quiz),
      ];
      const refused = saved.find((s) => s && !s.ok);
      if (refused && !refused.ok)
        throw new Error(`Demo practice of "${konuIng}" refused: ${refused.problems.map((p) => p.message).join(" ")}`);
    }
    // The demo's deneme goes through the admin's reader too: settings it refuses stop the seed.
    for (const d of DEMO_DENEMES) {
      const entry = created.find((e) => e.sinif === d.sinif && e.icerikTuru === d.icerikTuru && e.unite === d.unite);
      if (entry && d.quiz !== null) await practice.setQuiz(entry, "gift", d.quiz);
      const read = entry ? await saveDenemeSettings(tx, entry.id, d.settings) : null;
      if (!read?.ok) throw new Error(`Demo deneme of grade ${d.sinif} refused: ${JSON.stringify(read)}`);
    }
  });
  log.info("demo content loaded", { entries: rows.length });
  return { entries: rows.length, pictures };
}
