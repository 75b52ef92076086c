// npm run pdf:pages [-- --again]
// Draws the pages of every PDF entry that has none yet as pictures, in the
// foreground, and says how many: what the site's background job does by itself, for an
// operator who wants it done now (after an upgrade, or while the site is stopped). With
// --again, every PDF is drawn anew (e.g. after the drawing's sizes or formats changed).
// Safe to run again and again; beside running instances the lease keeps each PDF to one.
// On the embedded database it refuses while the site runs (the site draws them itself).
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "#server/config.ts";
import { startPdfPagesWorker } from "#server/content/pdf-pages.ts";
import { openDatabase } from "#server/db/client.ts";
import { DataDirBusyError } from "#server/db/lock.ts";
import { pdfPages } from "#server/db/schema.ts";
import { createFileStorage, databaseOptions } from "#server/services.ts";

async function main() {
  const { values } = parseArgs({ options: { again: { type: "boolean", default: false } } });
  const config = loadConfig();
  const database = await openDatabase(databaseOptions(config));
  const worker = startPdfPagesWorker({ db: database.db, storage: createFileStorage(config), automatic: false });
  try {
    // Forgetting what was drawn makes every PDF due again; the copies are overwritten in place.
    if (values.again) await database.db.delete(pdfPages);
    const started = Date.now();
    let drawn = 0;
    for (let pass = await worker.runOnce(); pass > 0; pass = await worker.runOnce()) {
      drawn += pass;
      console.log(`${drawn} PDF(s) drawn so far`);
    }
    console.log(
      `Done: ${drawn} PDF(s) drawn in ${Math.round((Date.now() - started) / 1000)} s; the drawing process peaked at ${Math.round(worker.peakMemory() / 2 ** 20)} MiB.`,
    );
  } finally {
    await worker.close();
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof DataDirBusyError || error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
