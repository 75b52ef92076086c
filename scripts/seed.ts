// npm run seed: loads the demo content into an empty database.
import { loadConfig } from "#server/config.ts";
import { createContentService } from "#server/content/content-service.ts";
import { openDatabase } from "#server/db/client.ts";
import { DataDirBusyError } from "#server/db/lock.ts";
import { seedDemoContent } from "#server/demo/seed.ts";
import { createImageVariants } from "#server/images/image-variants.ts";
import { createFileStorage, databaseOptions } from "#server/services.ts";

async function main() {
  const config = loadConfig();
  const database = await openDatabase(databaseOptions(config));
  try {
    if (!(await createContentService(database.db).isEmpty())) {
      console.log("The database already has content; nothing loaded.");
      return;
    }
    const storage = createFileStorage(config);
    const { entries, pictures } = await seedDemoContent(database.db, storage);
    console.log(`Loaded ${entries} demo entries; making the copies of ${pictures.length} pictures…`);
    // The site would make them on first request; here there is time to make them now.
    const images = createImageVariants({ storage });
    images.warm(pictures);
    await images.idle();
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof DataDirBusyError ? error.message : error);
  process.exit(1);
});
