import path from "node:path";
import type { Config } from "./config";
import { createAccountService, type AccountService } from "./account/account-service";
import { createClassPupils, type ClassPupils } from "./classes/class-pupils";
import { createClassLinks, type ClassLinks } from "./classes/class-link";
import { createClassService, type ClassService } from "./classes/class-service";
import { createClassSignIn, type ClassSignIn } from "./classes/class-sign-in";
import { createDeviceCookies } from "./auth/device-cookie";
import { createHomeworkService, type HomeworkService } from "./homework/homework-service";
import { createMarkService, type MarkService } from "./account/mark-service";
import { createPracticeService, type PracticeService } from "./practice/practice-service";
import { createReviewService, type ReviewService } from "./review/review-service";
import { createDenemeService, type DenemeService } from "./deneme/deneme-service";
import { createSearchService, type SearchService } from "./content/search-service";
import { createErasureService, type ErasureService } from "./account/erase";
import { createAuthService, type AuthService } from "./auth/auth-service";
import { twoStepKey } from "./auth/two-step-key";
import { createTwoStepService, type TwoStepService } from "./auth/two-step";
import { loadCommonPasswords } from "./auth/common-password-list";
import { createDbRateLimiter, createRedisRateLimiter, type RateLimiter } from "./auth/rate-limit";
import { createLocalChangeBus, type ChangeBus } from "./changes/change-bus";
import { createPostgresChangeBus } from "./changes/postgres-change-bus";
import { createRedisChangeBus } from "./changes/redis-change-bus";
import { createContentAdminService, type ContentAdminService } from "./content/content-admin-service";
import { createContentService, type ContentService } from "./content/content-service";
import { createUnitService, type UnitService } from "./content/unit-service";
import { createOpeningCounter, type OpeningCounter } from "./content/opening-counter";
import { createImportService, type ImportService } from "./content/import-service";
import { openDatabase, type Database, type DatabaseOptions } from "./db/client";
import { createImageVariants, type ImageVariants } from "./images/image-variants";
import { log } from "./log";
import { startOutboxWorker, type OutboxWorker } from "./mail/outbox";
import { startPdfPagesWorker, type PageDrawer, type PdfPagesService } from "./content/pdf-pages";
import { startPdfTextWorker, type PdfTextWorker } from "./content/pdf-text";
import { createMessageService, type MessageService } from "./messages/message-service";
import { createNewsletterService, type NewsletterService } from "./newsletter/newsletter-service";
import { createFileTransport, createSmtpTransport, type MailTransport } from "./mail/transport";
import { startRetention, type RetentionJob } from "./retention";
import { startDenemeCloser } from "./deneme/deneme-closer";
import type { BackgroundWorker } from "./background-worker";
import { createLocalStorage } from "./storage/local-storage";
import { openRedis, type RedisClient } from "./redis";
import { createS3Storage } from "./storage/s3-storage";
import type { FileStorage } from "./storage/storage";

/** Everything with I/O, created once at start and handed to routes through the router context. */
export interface Services {
  config: Config;
  database: Database;
  storage: FileStorage;
  /** Resized copies of stored pictures, kept in the file store beside them (shared by every instance). */
  images: ImageVariants;
  content: ContentService;
  /** The curriculum's units with their names. */
  units: UnitService;
  /** How often each entry is opened, per day, as a number only. */
  openings: OpeningCounter;
  /** Bulk imports: jobs in the database, worked by every instance. */
  imports: ImportService;
  /** The admin's writes: add, edit, delete, orphan sweep. */
  contentAdmin: ContentAdminService;
  auth: AuthService;
  /** Admins' two-step login (TOTP): set-up, pending logins, codes. */
  twoStep: TwoStepService;
  /** Erasing everything kept about an address (account deletion, a parent's request). */
  erasure: ErasureService;
  /** 'Hesabım': the owner's sessions, data export and deletion. */
  account: AccountService;
  /** Teacher requests, a teacher's classes and pupils joining them by code. */
  classes: ClassService;
  /** A class's picture sign-in, /sinif/{kod} (docs/decisions/0067). */
  classSignIn: ClassSignIn;
  /** Class links: the QR codes' tokens that open a class without a code's lookup (docs/decisions/0090). */
  classLinks: ClassLinks;
  /** A class's pupils without an address: made from first names, cards, pictures reset, the parent's consent. */
  classPupils: ClassPupils;
  /** A class's homework: assigning, what pupils did, the teacher's grid (docs/decisions/0069). */
  homework: HomeworkService;
  /** A signed-in pupil's saved, done and recently opened entries. */
  marks: MarkService;
  /** Word lists and quizzes of entries, and pupils' quiz scores. */
  practice: PracticeService;
  /** 'Günlük tekrar': every word a pupil met, scheduled by FSRS; the daily goal and the streak (decision 0116). */
  review: ReviewService;
  /** 'Deneme': an exam entry's quiz as a timed practice exam with its net (decision 0121). */
  deneme: DenemeService;
  /** Search over the titles. */
  search: SearchService;
  messages: MessageService;
  /** Newsletter sign-ups, confirmation and one-click unsubscribe. */
  newsletter: NewsletterService;
  limiter: RateLimiter;
  /** Tells every instance that content changed (their caches empty at once). */
  changes: ChangeBus;
  /** Present when REDIS_URL is set. */
  redis?: RedisClient;
  mail: MailTransport;
  outbox: OutboxWorker;
  pdfText: PdfTextWorker;
  /** A PDF's pages drawn as pictures, in the background. */
  pdfPages: PdfPagesService;
  /** Deneme attempts whose time ran out, finished when nobody reads them (decision 0132). */
  denemeCloser: BackgroundWorker;
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

/**
 * How instances hear of each other's changes: Redis when configured, else the
 * shared PostgreSQL; the embedded database has one process and needs neither.
 */
async function createChangeBus(database: Database, redis: RedisClient | undefined): Promise<ChangeBus> {
  if (redis) return createRedisChangeBus(redis);
  if (database.kind === "postgres" && database.url) return createPostgresChangeBus(database.url);
  return createLocalChangeBus();
}

/** What a caller (a test) may set beside the configuration. */
export interface ServiceOptions {
  /** How PDF pages are drawn: tests draw them only when they ask, or with a drawer of their own. */
  pdfPages?: { automatic?: boolean; drawer?: PageDrawer; maxPages?: number };
}

/**
 * The one place every service is made, in this order: the ground (database, Redis, change bus),
 * the catalogue (and the demo on an empty database), who is who, the background workers, then
 * the features over them. Each step is a `wire…` function below; what a later step needs of an
 * earlier one it is handed.
 */
export async function createServices(
  config: Config,
  database?: Database,
  options: ServiceOptions = {},
): Promise<Services> {
  const ground = await wireGround(config, database);
  const catalogue = await wireCatalogue(ground);
  const access = await wireAccess(ground);
  const background = wireBackground(ground, catalogue, options);
  const features = wireFeatures(ground, catalogue, access);
  const people = wirePeople(ground, access, features);
  const { limiter, auth, twoStep } = access;
  const { mail, outbox, pdfText, pdfPages, denemeCloser } = background;
  return {
    ...ground,
    ...catalogue,
    ...features,
    ...people,
    limiter,
    auth,
    twoStep,
    mail,
    outbox,
    pdfText,
    pdfPages,
    denemeCloser,
    close: () => closeAll(ground, catalogue, background, features),
  };
}

/** What every service stands on: the configuration, the database, Redis when set, the change bus. */
interface Ground {
  config: Config;
  database: Database;
  redis: RedisClient | undefined;
  changes: ChangeBus;
}

async function wireGround(config: Config, database: Database | undefined): Promise<Ground> {
  // Every password the server accepts is checked against the 10,000 most common ones.
  loadCommonPasswords();
  database ??= await openDatabase(databaseOptions(config));
  const redis = config.REDIS_URL ? await openRedis(config.REDIS_URL) : undefined;
  const changes = await createChangeBus(database, redis);
  return { config, database, redis, changes };
}

type Catalogue = Pick<Services, "storage" | "images" | "content" | "contentAdmin">;

/** The stored files and pictures, the entries and the admin's writes; the demo loaded into an empty database. */
async function wireCatalogue({ config, database, changes }: Ground): Promise<Catalogue> {
  const storage = createFileStorage(config);
  const images = createImageVariants({ storage });
  const content = createContentService(database.db, changes);
  const contentAdmin = createContentAdminService({
    db: database.db,
    storage,
    uploadDir: uploadDir(config),
    changes,
    images,
  });

  if (config.SEED_DEMO === "auto") {
    // Under a lock: instances starting together on an empty database load the demo once.
    await database.exclusive("demo-seed", async () => {
      if (!(await content.isEmpty())) return;
      log.info("empty database: loading demo content");
      // Loaded only when needed: the demo catalogue is large and most starts do not use it.
      const { seedDemoContent } = await import("./demo/seed");
      const { pictures } = await seedDemoContent(database.db, storage);
      images.warm(pictures);
    });
  }
  return { storage, images, content, contentAdmin };
}

type Access = Pick<Services, "limiter" | "auth" | "twoStep"> & { siteKey: string | undefined };

/** Who is who: the rate limits, sign-in, the site's key and admins' two-step login. */
async function wireAccess({ config, database, redis }: Ground): Promise<Access> {
  const limiter = redis
    ? createRedisRateLimiter(redis, { multiplier: config.RATE_LIMIT_MULTIPLIER })
    : createDbRateLimiter(database.db, { multiplier: config.RATE_LIMIT_MULTIPLIER });
  const auth = createAuthService(database.db, limiter, {
    adminEmail: config.ADMIN_EMAIL,
    signupsOpen: config.SIGNUPS === "open",
  });
  // The site's key: admins' two-step secrets and class pupils' picture secrets are sealed with it.
  const siteKey = await twoStepKey(config);
  const twoStep = createTwoStepService(database.db, limiter, { key: siteKey });
  // Secrets stored in plain text before a key was there are sealed now (decision 0056).
  await twoStep.sealPlainSecrets();
  return { limiter, auth, twoStep, siteKey };
}

type Background = Pick<Services, "mail" | "outbox" | "pdfText" | "pdfPages" | "denemeCloser"> & {
  retention: RetentionJob;
};

/** The work done beside the requests: mail sent from the outbox, PDFs read and drawn, old data purged. */
function wireBackground({ config, database, changes }: Ground, { storage }: Catalogue, options: ServiceOptions) {
  const mail = config.SMTP_URL
    ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : createFileTransport(path.join(config.dataDir, "mail"), config.MAIL_FROM);
  const outbox = startOutboxWorker(database.db, mail);
  // The text inside PDFs, for search: read in the background, for every PDF entry whose file has none yet.
  const pdfText = startPdfTextWorker({ db: database.db, storage, changes });
  // Their pages drawn as pictures, in a process of their own at the lowest CPU priority.
  const pdfPages = startPdfPagesWorker({
    db: database.db,
    storage,
    changes,
    automatic: config.PDF_PAGES === "background",
    ...options.pdfPages,
  });
  // Hourly on every instance (the deletes are idempotent): docs/operations.md, "Retention".
  // The .eml folder is pruned with SMTP too: files left from before it was set.
  const retention = startRetention(database.db, { mailDir: path.join(config.dataDir, "mail") });
  // Deneme sittings whose time ran out with nobody reading them, scored a minute after (decision 0132).
  const denemeCloser = startDenemeCloser(database.db);
  return { mail, outbox, pdfText, pdfPages, retention, denemeCloser } satisfies Background;
}

type Features = Pick<
  Services,
  | "newsletter"
  | "marks"
  | "practice"
  | "review"
  | "deneme"
  | "openings"
  | "units"
  | "imports"
  | "classLinks"
  | "classes"
  | "messages"
>;

/** What the pages offer over the catalogue: newsletter, marks, practice, review, imports, classes, messages. */
function wireFeatures(
  { config, database, changes }: Ground,
  { storage, images, contentAdmin }: Catalogue,
  access: Access,
) {
  const { limiter, siteKey } = access;
  const newsletter = createNewsletterService(database.db, limiter);
  const marks = createMarkService(database.db);
  const practice = createPracticeService(database.db, changes, { storage, images });
  const review = createReviewService(database.db, limiter);
  const deneme = createDenemeService(database.db, limiter, changes);
  const openings = createOpeningCounter(database.db);
  const units = createUnitService(database.db, changes);
  const imports = createImportService({
    db: database.db,
    storage,
    uploadDir: uploadDir(config),
    contentAdmin,
    units,
    changes,
    pauseMs: config.IMPORT_PAUSE_MS,
    singleProcess: database.kind === "pglite",
  });
  // Keyed from the site's key, which every instance shares (server/classes/class-link.ts).
  const classLinks = createClassLinks(database.db, siteKey);
  const classes = createClassService(database.db, limiter, classLinks);
  const messages = createMessageService(database.db, limiter, {
    ownerEmail: config.OWNER_EMAIL,
    siteUrl: config.siteUrl,
  });
  return {
    newsletter,
    marks,
    practice,
    review,
    deneme,
    openings,
    units,
    imports,
    classLinks,
    classes,
    messages,
  } satisfies Features;
}

/** What is about one person or one class: erasure, search, the account, a class's sign-in, pupils and homework. */
function wirePeople({ database }: Ground, { limiter, auth, siteKey }: Access, features: Features) {
  const { marks, practice, classes, review, deneme } = features;
  return {
    erasure: createErasureService(database.db, limiter),
    search: createSearchService(database.db),
    account: createAccountService(database.db, auth, limiter, marks, practice, classes, review, deneme),
    classSignIn: createClassSignIn(database.db, limiter, createDeviceCookies(siteKey)),
    classPupils: createClassPupils(database.db, limiter, { key: siteKey }),
    homework: createHomeworkService(database.db, limiter),
  } satisfies Partial<Services>;
}

/** Workers stopped first (each waits for its run under way), then the transports and the database. */
async function closeAll(ground: Ground, catalogue: Catalogue, background: Background, features: Features) {
  const { outbox, pdfText, pdfPages, retention, mail, denemeCloser } = background;
  await Promise.all([
    outbox.stop(),
    pdfText.close(),
    pdfPages.close(),
    catalogue.images.close(),
    retention.stop(),
    denemeCloser.stop(),
    features.openings.close(),
    features.imports.close(),
  ]);
  mail.close();
  await ground.changes.close();
  await ground.redis?.close().catch(() => {});
  await ground.database.close();
}
