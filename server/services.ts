import path from "node:path";
import type { Config } from "./config";
import { createAuthService, type AuthService } from "./auth/auth-service";
import { createDbRateLimiter, type RateLimiter } from "./auth/rate-limit";
import { createContentAdminService, type ContentAdminService } from "./content/content-admin-service";
import { createContentService, type ContentService } from "./content/content-service";
import { openDatabase, type Database, type DatabaseOptions } from "./db/client";
import { createImageVariants, type ImageVariants } from "./images/image-variants";
import { log } from "./log";
import { startOutboxWorker, type OutboxWorker } from "./mail/outbox";
import { createMessageService, type MessageService } from "./messages/message-service";
import { createFileTransport, createSmtpTransport, type MailTransport } from "./mail/transport";
import { createLocalStorage } from "./storage/local-storage";
import { createS3Storage } from "./storage/s3-storage";
import type { FileStorage } from "./storage/storage";

/** Everything with I/O, created once at start and handed to routes through the router context. */
export interface Services {
  config: Config;
  database: Database;
  storage: FileStorage;
  /** Resized copies of stored pictures, cached under DATA_DIR/cache/images. */
  images: ImageVariants;
  content: ContentService;
  /** The admin's writes: add, edit, delete, orphan sweep. */
  contentAdmin: ContentAdminService;
  auth: AuthService;
  messages: MessageService;
  limiter: RateLimiter;
  mail: MailTransport;
  outbox: OutboxWorker;
  close(): Promise<void>;
}

/** Where the database lives: DATABASE_URL, else the embedded PGlite under DATA_DIR/db. */
export function databaseOptions(config: Config): DatabaseOptions {
  return config.DATABASE_URL
    ? { kind: "postgres", url: config.DATABASE_URL }
    : { kind: "pglite", dataDir: path.join(config.dataDir, "db") };
}

/** Where files live: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/files. */
export function createFileStorage(config: Config): FileStorage {
  if (!config.S3_BUCKET) return createLocalStorage(path.join(config.dataDir, "files"));
  return createS3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}

/** Uploads are written here while they arrive, then stored (always local disk, also with S3). */
export function uploadDir(config: Config): string {
  return path.join(config.dataDir, "tmp", "uploads");
}

export async function createServices(config: Config, database?: Database): Promise<Services> {
  database ??= await openDatabase(databaseOptions(config));
  const storage = createFileStorage(config);
  const images = createImageVariants({ storage, cacheDir: path.join(config.dataDir, "cache", "images") });
  const content = createContentService(database.db);
  const contentAdmin = createContentAdminService({ db: database.db, storage, uploadDir: uploadDir(config) });

  if (config.SEED_DEMO === "auto" && (await content.isEmpty())) {
    log.info("empty database: loading demo content");
    // Loaded only when needed: the demo catalogue is large and most starts do not use it.
    const { seedDemoContent } = await import("./demo/seed");
    await seedDemoContent(database.db, storage);
  }

  const limiter = createDbRateLimiter(database.db, { multiplier: config.RATE_LIMIT_MULTIPLIER });
  const auth = createAuthService(database.db, limiter, {
    adminEmail: config.ADMIN_EMAIL,
    signupsOpen: config.SIGNUPS === "open",
  });
  const mail = config.SMTP_URL
    ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : createFileTransport(path.join(config.dataDir, "mail"), config.MAIL_FROM);
  const outbox = startOutboxWorker(database.db, mail);
  const messages = createMessageService(database.db, limiter, { ownerEmail: config.OWNER_EMAIL, siteUrl: config.PUBLIC_URL });

  return {
    config,
    database,
    storage,
    images,
    content,
    contentAdmin,
    auth,
    messages,
    limiter,
    mail,
    outbox,
    async close() {
      await outbox.stop();
      mail.close();
      await database.close();
    },
  };
}
