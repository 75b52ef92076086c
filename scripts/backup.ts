// npm run backup -- [archive.tar.gz]   (default: backups/merdiven-<time>.tar.gz)
// npm run restore -- archive.tar.gz     (into an empty installation)
// The database (every table) and every stored file, in one archive. With the
// embedded database, stop the site first: it owns data/.
import path from "node:path";
import { createBackup, restoreBackup, RestoreRefusedError } from "#server/backup/backup.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { DataDirBusyError } from "#server/db/lock.ts";
import { createFileStorage, databaseOptions } from "#server/services.ts";

async function main() {
  const [mode, file] = process.argv.slice(2);
  if (mode !== "backup" && mode !== "restore") throw new Error("usage: backup.ts backup|restore [archive]");
  if (mode === "restore" && !file) {
    console.error("Usage: npm run restore -- <archive.tar.gz>");
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(databaseOptions(config));
  const storage = createFileStorage(config);
  try {
    if (mode === "backup") {
      const archive = file ?? path.join("backups", `merdiven-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`);
      const result = await createBackup(database.db, storage, archive);
      console.log(`Backup written to ${archive}: ${JSON.stringify(result.tables)}, ${result.files} files`);
    } else {
      const result = await restoreBackup(database.db, storage, file);
      console.log(`Restored ${file}: ${JSON.stringify(result.tables)}, ${result.files} files`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof DataDirBusyError || error instanceof ConfigError || error instanceof RestoreRefusedError)
    console.error(error.message);
  else console.error(error);
  process.exit(1);
});
