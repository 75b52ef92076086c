// npm run storage:sweep [-- --grace-minutes N] [--dry-run]
// Removes stored files that no entry refers to (left by a crash between a file and
// its row) and unfinished uploads, once they are older than the grace period
// (default 60 minutes, so an upload in progress elsewhere is never touched).
// On the embedded database it refuses while the site runs (the site sweeps on start).
import { parseArgs } from "node:util";
import { createLocalChangeBus } from "#server/changes/change-bus.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { createContentAdminService, ORPHAN_GRACE_MS } from "#server/content/content-admin-service.ts";
import { openDatabase } from "#server/db/client.ts";
import { DataDirBusyError } from "#server/db/lock.ts";
import { createImageVariants } from "#server/images/image-variants.ts";
import { createFileStorage, databaseOptions, uploadDir } from "#server/services.ts";

async function main() {
  const { values } = parseArgs({ options: { "grace-minutes": { type: "string" } } });
  const raw = values["grace-minutes"];
  if (raw !== undefined && !/^\d{1,6}$/.test(raw)) {
    console.error("Usage: npm run storage:sweep [-- --grace-minutes N]");
    process.exit(2);
  }
  const graceMs = raw === undefined ? ORPHAN_GRACE_MS : Number(raw) * 60_000;
  const config = loadConfig();
  const database = await openDatabase(databaseOptions(config));
  try {
    const storage = createFileStorage(config);
    const admin = createContentAdminService({
      db: database.db,
      storage,
      uploadDir: uploadDir(config),
      changes: createLocalChangeBus(),
      images: createImageVariants({ storage }),
    });
    const report = await admin.sweep({ graceMs });
    for (const key of report.removed) console.log(`removed ${key}`);
    console.log(
      `Swept ${report.removed.length} orphan file(s), ${report.copiesRemoved} picture copies and ${report.tempRemoved} unfinished upload(s); ${report.kept} file(s) kept.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof DataDirBusyError || error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
