import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ContentEntry } from "#core/content.ts";
import { contentTypeByPath, type ContentTypeCode } from "#core/content-types.ts";
import { loadConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { NewContentRow } from "#server/db/schema.ts";
import { insertEntries, newEntryRow, type EntryFields } from "#server/content/new-entries.ts";
import { createServices, type ServiceOptions, type Services } from "#server/services.ts";

/**
 * Services on a given database with an empty temp data folder and no demo content (plus any
 * other settings). PDF pages are drawn only when a test runs `services.pdfPages.runOnce()`,
 * so a page a test reads stays as it set it up, unless `options` say otherwise.
 */
export async function makeServices(
  database: Database,
  settings: Record<string, string> = {},
  options: ServiceOptions = {},
): Promise<Services & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "merdiven-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SEED_DEMO: "never",
    LOG_LEVEL: "silent",
    ...settings,
  });
  const services = await createServices(config, database, {
    ...options,
    pdfPages: { automatic: false, ...options.pdfPages },
  });
  return {
    ...services,
    dataDir,
    close: async () => {
      await services.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type ContentOverrides = Partial<Omit<NewContentRow, "icerikTuru">> & { type?: string | ContentTypeCode };

/** makeContent(db, { sinif: 5, type: "/kelimeler" }): an entry with sensible defaults, built as the demo seed builds its entries. */
export async function makeContent(database: Database, overrides: ContentOverrides = {}): Promise<ContentEntry> {
  const { type, file, link, ...rest } = overrides;
  const icerikTuru = typeof type === "string" ? (contentTypeByPath(type)?.code ?? 2) : (type ?? (2 as ContentTypeCode));
  const fields: EntryFields = {
    sinif: 5,
    unite: 1,
    donem: 1,
    konuIng: "Hello!",
    konuTr: "Merhaba!",
    fileType: "pdf",
    ...rest,
    icerikTuru,
  };
  const media =
    fields.fileType === "video"
      ? { link: link ?? "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" }
      : { file: file ?? "ornek-dosya-00000000.pdf" };
  // A file or link given as such is written as given, so a test can offer the table a row it must refuse.
  const given = { ...("file" in overrides ? { file } : {}), ...("link" in overrides ? { link } : {}) };
  const [created] = await insertEntries(database.db, [{ ...newEntryRow(fields, media), ...given }]);
  return created;
}
