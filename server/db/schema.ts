import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { ContentTypeCode, FileType } from "#core/content-types.ts";
import type { FileKind } from "#core/file-kinds.ts";
import type { PageSize } from "#core/pdf-pages.ts";
import type { ImportFields, ItemState, OnDuplicate } from "#core/imports.ts";
import type { Quiz, QuizFormat } from "#core/quiz-formats.ts";
import type { DenemeForm, Letter } from "#core/deneme/forms.ts";
import type { WordRow } from "#core/word-list.ts";
import type { AnswersShown, HomeworkKind, HomeworkTries, ScoreCounts, TryAnswers } from "#core/homework/homework.ts";

/** PostgreSQL's full-text document type (read by the database only, never by the app). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * One table for all material (docs/product.md: no double writes). The checks repeat the
 * rules of core/ so that no code path, not even a hand-written SQL, can store an
 * entry the site cannot show.
 */
export const contents = pgTable(
  "contents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    sinif: smallint("sinif").notNull(),
    unite: smallint("unite").notNull(),
    konuIng: text("konu_ing").notNull(),
    konuTr: text("konu_tr").notNull(),
    icerikTuru: smallint("icerik_turu").notNull().$type<ContentTypeCode>(),
    donem: smallint("donem").notNull().$type<1 | 2>(),
    file: text("file"),
    fileType: text("file_type").notNull().$type<FileType>(),
    link: text("link"),
    /** An audio entry's transcript as the admin gave it, WebVTT or plain text (migration 0027, core/transcript.ts); read by its page only. */
    transcript: text("transcript"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Both titles folded the Turkish way for search (migration 0013; core/search.ts folds queries alike). */
    searchTitle: text("search_title").generatedAlwaysAs(
      sql`lower(translate("konu_ing" || ' ' || "konu_tr", 'İIıŞşÇçĞğÖöÜüÂâÎîÛû', 'iiissccggoouuaaiiuu'))`,
    ),
    /** The same, stemmed for full-text search, stored once rather than computed per row at every search. */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('english', lower(translate("konu_ing" || ' ' || "konu_tr", 'İIıŞşÇçĞğÖöÜüÂâÎîÛû', 'iiissccggoouuaaiiuu')))`,
    ),
  },
  (t) => [
    check("contents_sinif_range", sql`${t.sinif} between 2 and 12`),
    check("contents_unite_range", sql`${t.unite} between 1 and 99`),
    check("contents_donem_range", sql`${t.donem} in (1, 2)`),
    check("contents_icerik_turu_range", sql`${t.icerikTuru} between 1 and 9`),
    check("contents_file_type", sql`${t.fileType} in ('pdf', 'image', 'video', 'audio')`),
    check(
      "contents_transcript",
      sql`${t.transcript} is null or (${t.fileType} = 'audio' and length(${t.transcript}) <= 65536)`,
    ),
    check("contents_titles", sql`length(trim(${t.konuIng})) > 0 and length(trim(${t.konuTr})) > 0`),
    check(
      "contents_file_or_link",
      sql`(${t.fileType} = 'video' and ${t.link} is not null and ${t.file} is null)
       or (${t.fileType} <> 'video' and ${t.file} is not null and ${t.link} is null)`,
    ),
    // List pages: one grade and one type, in term/unit order.
    index("contents_grade_type_idx").on(t.sinif, t.icerikTuru, t.donem, t.unite, t.id),
    // Grade page: everything of one grade, grouped by term, unit and type.
    index("contents_grade_idx").on(t.sinif, t.donem, t.unite, t.icerikTuru, t.id),
    // The API without a grade (all entries, or one type, term or unit): read in reading
    // order and stop after a page, instead of sorting the whole table for every request.
    index("contents_reading_order_idx").on(t.donem, t.unite, t.id),
  ],
);

export type NewContentRow = typeof contents.$inferInsert;

/**
 * The curriculum's units of each grade with their names (migration 0020). Not a
 * foreign key of `contents`: an entry's unit number stands alone (docs/product.md), and a unit
 * without a row here is shown by its number.
 */
export const units = pgTable(
  "units",
  {
    sinif: smallint("sinif").notNull(),
    unite: smallint("unite").notNull(),
    nameEn: text("name_en").notNull(),
    nameTr: text("name_tr").notNull(),
    donem: smallint("donem").notNull().$type<1 | 2>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "units_pk", columns: [t.sinif, t.unite] }),
    check("units_sinif_range", sql`${t.sinif} between 2 and 12`),
    check("units_unite_range", sql`${t.unite} between 1 and 99`),
    check("units_donem_range", sql`${t.donem} in (1, 2)`),
    check(
      "units_names",
      sql`length(trim(${t.nameEn})) between 1 and 80 and length(trim(${t.nameTr})) between 1 and 80`,
    ),
  ],
);

/**
 * The text inside an entry's PDF, page by page (migration 0014): what search reads besides
 * the titles. Extracted by server/content/pdf-text.ts for the file named in `file`; an
 * entry whose file changed is extracted again. `searchVector` is generated by the database.
 */
export const pdfTexts = pgTable(
  "pdf_texts",
  {
    contentId: integer("content_id")
      .primaryKey()
      .references(() => contents.id, { onDelete: "cascade" }),
    /** The entry's file (contents.file) this text was read from. */
    file: text("file").notNull(),
    status: text("status").notNull().default("pending").$type<"pending" | "done" | "failed">(),
    /** Each page's text ended by a form feed (PAGE_END in core/pdf-text.ts). */
    body: text("body").notNull().default(""),
    pages: integer("pages").notNull().default(0),
    attempts: smallint("attempts").notNull().default(0),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('english', lower(translate("body", 'İIıŞşÇçĞğÖöÜüÂâÎîÛû', 'iiissccggoouuaaiiuu')))`,
    ),
  },
  (t) => [check("pdf_texts_status", sql`${t.status} in ('pending', 'done', 'failed')`)],
);

/**
 * A PDF's pages drawn as pictures (migration 0023): per entry and file, each page
 * recorded as its copies are stored (server/content/pdf-pages.ts).
 */
export const pdfPages = pgTable(
  "pdf_pages",
  {
    contentId: integer("content_id")
      .primaryKey()
      .references(() => contents.id, { onDelete: "cascade" }),
    /** The entry's file (contents.file) these pages were drawn from. */
    file: text("file").notNull(),
    status: text("status").notNull().default("pending").$type<"pending" | "done" | "failed">(),
    pageCount: integer("page_count").notNull().default(0),
    /** [width, height] of each drawn page's widest copy, or null where the page failed. */
    sizes: jsonb("sizes").notNull().default([]).$type<PageSize[]>(),
    hasThumb: boolean("has_thumb").notNull().default(false),
    error: text("error"),
    attempts: smallint("attempts").notNull().default(0),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    wantedAt: timestamp("wanted_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("pdf_pages_status", sql`${t.status} in ('pending', 'done', 'failed')`)],
);

/**
 * How often each entry was opened, per day (migration 0021): a number only, never
 * who or from where (server/content/opening-counter.ts; decision 0045).
 */
export const openings = pgTable(
  "openings",
  {
    contentId: integer("content_id")
      .notNull()
      .references(() => contents.id, { onDelete: "cascade" }),
    /** The day in Europe/Istanbul, 'YYYY-MM-DD'. */
    day: date("day").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [
    primaryKey({ name: "openings_pk", columns: [t.contentId, t.day] }),
    check("openings_count", sql`${t.count} > 0`),
    index("openings_day_idx").on(t.day, t.contentId, t.count),
  ],
);

// ---------------------------------------------------------------- bulk import (migration 0022)

/** An admin's bulk import: a job whose state is here, so it survives a closed tab and a restart (decision 0046). */
export const imports = pgTable(
  "imports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    onDuplicate: text("on_duplicate").notNull().default("skip").$type<OnDuplicate>(),
    /** Null while the admin checks the table; rows are imported once it is set. */
    startedAt: timestamp("started_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("imports_on_duplicate", sql`${t.onDuplicate} in ('skip', 'replace')`)],
);

/** One file of an import: its fields, its state, its staged bytes and, once done, its entry. */
export const importItems = pgTable(
  "import_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    importId: integer("import_id")
      .notNull()
      .references(() => imports.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    path: text("path").notNull(),
    size: bigint("size", { mode: "number" }).notNull().default(0),
    fields: jsonb("fields").notNull().default({}).$type<ImportFields>(),
    state: text("state").notNull().default("waiting").$type<ItemState>(),
    kind: text("kind").$type<FileKind>(),
    sha256: text("sha256"),
    stagedKey: text("staged_key"),
    contentId: integer("content_id").references(() => contents.id, { onDelete: "set null" }),
    replaced: boolean("replaced").notNull().default(false),
    error: text("error"),
    errors: jsonb("errors").$type<Record<string, string>>(),
    attempts: smallint("attempts").notNull().default(0),
    leaseToken: text("lease_token"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("import_items_state", sql`${t.state} in ('waiting', 'ready', 'working', 'done', 'skipped', 'failed')`),
    check("import_items_path", sql`length(${t.path}) between 1 and 300`),
    unique("import_items_position").on(t.importId, t.position),
    index("import_items_due_idx")
      .on(t.state, t.leaseUntil)
      .where(sql`${t.state} in ('ready', 'working')`),
  ],
);

/** The SHA-256 of each entry's current file (`file` says which): how a file imported again is recognised. */
export const fileHashes = pgTable(
  "file_hashes",
  {
    contentId: integer("content_id")
      .primaryKey()
      .references(() => contents.id, { onDelete: "cascade" }),
    file: text("file").notNull(),
    sha256: text("sha256").notNull(),
  },
  (t) => [uniqueIndex("file_hashes_sha256_idx").on(t.sha256)],
);

// ---------------------------------------------------------------- accounts

/** 'teacher': given only by an admin approving a teacher request (migration 0024). */
export const ROLES = ["user", "admin", "teacher"] as const;
export type Role = (typeof ROLES)[number];

/** E-mails are stored lower-cased (`tr-TR`-independent: addresses are ASCII or IDN punycode). */
export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Null only for a class pupil (classId set), who has no address at all. */
    email: text("email").unique(),
    /** Null for accounts that only sign in with Google. */
    passwordHash: text("password_hash"),
    role: text("role").notNull().default("user").$type<Role>(),
    googleSubject: text("google_subject").unique(),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * A class pupil's class (migration 0025): made by the teacher from a first name, without
     * address, password or Google link, signed in with pictures; deleted with the class.
     */
    classId: integer("class_id").references((): AnyPgColumn => classes.id, { onDelete: "cascade" }),
    /** The picture secret as a password hash (server/auth/password.ts). */
    pictureHash: text("picture_hash"),
    /** The same secret sealed with the site's key (server/auth/secret-box.ts), for the printable cards. */
    pictureSealed: text("picture_sealed"),
  },
  (t) => [
    check("users_role", sql`${t.role} in ('user', 'admin', 'teacher')`),
    check("users_email_lower", sql`${t.email} = lower(${t.email})`),
    check(
      "users_class_pupil",
      sql`(${t.classId} IS NULL AND ${t.email} IS NOT NULL AND ${t.pictureHash} IS NULL AND ${t.pictureSealed} IS NULL) OR (${t.classId} IS NOT NULL AND ${t.email} IS NULL AND ${t.passwordHash} IS NULL AND ${t.googleSubject} IS NULL AND ${t.role} = 'user' AND ${t.pictureHash} IS NOT NULL AND ${t.pictureSealed} IS NOT NULL)`,
    ),
    index("users_class_idx")
      .on(t.classId)
      .where(sql`${t.classId} IS NOT NULL`),
  ],
);

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Last use, kept to the hour (written at most hourly): a session idle for a week ends (shared school computers). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** "Chrome, Android": made from the User-Agent at sign-in (core/device.ts) for 'Hesabım'; the full string is not kept. */
    device: text("device"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * A Google sign-in between its start and its callback (ten minutes at most). The
 * browser's g_flow cookie holds only a random id; the PKCE verifier, state and nonce
 * stay here, so the cookie cannot be forged or edited, and a flow is used once.
 */
export const googleFlows = pgTable("google_flows", {
  idHash: text("id_hash").primaryKey(),
  verifier: text("verifier").notNull(),
  state: text("state").notNull(),
  nonce: text("nonce").notNull(),
  popup: boolean("popup").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

export const TOKEN_PURPOSES = ["reset", "verify", "setup", "email", "erase"] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/**
 * Single-use e-mailed tokens, stored hashed: password reset, address verification,
 * first-admin setup, a new address ('email', with `newEmail`), and the deletion of an
 * account that has no password to ask for ('erase').
 */
export const userTokens = pgTable(
  "user_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    purpose: text("purpose").notNull().$type<TokenPurpose>(),
    /** Null only for the first-admin setup token. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** The address an 'email' link moves the account to. */
    newEmail: text("new_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("user_tokens_purpose", sql`${t.purpose} in ('reset', 'verify', 'setup', 'email', 'erase')`),
    index("user_tokens_user_idx").on(t.userId),
  ],
);

/** Fixed-window counters for rate limits, shared by every instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/**
 * An admin's two-step login (TOTP, RFC 6238; server/auth/two-step.ts). `enabledAt` is
 * null until a code confirms the set-up; `lastStep` is the last 30-second step used,
 * so no code works twice. `secret` is encrypted when TWO_STEP_KEY is set.
 */
export const twoStep = pgTable("two_step", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  lastStep: integer("last_step").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes for a lost phone, stored hashed; a used one is deleted. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/** A password (or Google) check passed, the code not yet given: the cookie holds a random id, this its hash. */
export const pendingLogins = pgTable(
  "pending_logins",
  {
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("pending_logins_user_idx").on(t.userId)],
);

// ---------------------------------------------------------------- teachers and classes

export const TEACHER_REQUEST_STATUSES = ["pending", "approved", "refused"] as const;
export type TeacherRequestStatus = (typeof TEACHER_REQUEST_STATUSES)[number];

/** 'Öğretmen hesabı iste' on 'Hesabım' and the admin's answer; at most one pending per user (migration 0024). */
export const teacherRequests = pgTable(
  "teacher_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    school: text("school").notNull(),
    city: text("city").notNull(),
    status: text("status").notNull().default("pending").$type<TeacherRequestStatus>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    check("teacher_requests_status", sql`${t.status} in ('pending', 'approved', 'refused')`),
    check(
      "teacher_requests_sizes",
      sql`length(trim(${t.name})) between 1 and 100 and length(trim(${t.school})) between 1 and 120 and length(trim(${t.city})) between 1 and 60`,
    ),
    uniqueIndex("teacher_requests_one_pending")
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A teacher's class with its join code (core/classes/join-codes.ts); only its teacher ever reads or changes it. */
export const classes = pgTable(
  "classes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    teacherId: integer("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    grade: smallint("grade").notNull(),
    schoolYear: text("school_year").notNull(),
    joinCode: text("join_code").notNull(),
    joiningLocked: boolean("joining_locked").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("classes_grade_range", sql`${t.grade} between 2 and 12`),
    check("classes_name_size", sql`length(trim(${t.name})) between 1 and 60`),
    check("classes_school_year", sql`${t.schoolYear} ~ '^[0-9]{4}-[0-9]{4}$'`),
    check("classes_join_code", sql`${t.joinCode} ~ '^[ACDEFGHJKMNPQRTUVWXY3479]{6}$'`),
    uniqueIndex("classes_join_code_idx").on(t.joinCode),
    index("classes_teacher_idx").on(t.teacherId),
  ],
);

/** A pupil in a class, shown to the teacher by the name the pupil gave when joining (never the e-mail). */
export const classMembers = pgTable(
  "class_members",
  {
    classId: integer("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    displayName: text("display_name").notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the teacher recorded the parent's consent; until then the teacher sees none of the pupil's results. */
    consentAt: timestamp("consent_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: "class_members_pk", columns: [t.classId, t.userId] }),
    check("class_members_display_name", sql`length(trim(${t.displayName})) between 1 and 40`),
    index("class_members_user_idx").on(t.userId),
  ],
);

// ---------------------------------------------------------------- homework (migration 0026)

/**
 * A teacher's homework for a class: one content entry and what is asked of it (core/homework/homework.ts),
 * or 'Günlük tekrar' (kind 'review', migration 0033): no entry, the days the daily review goal is to be
 * met between the item's start and its due time (docs/decisions/0119).
 */
export const homework = pgTable(
  "homework",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    classId: integer("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    /** Null only for a 'review' item: readers of an entry's homework join the entry and skip those. */
    contentId: integer("content_id").references(() => contents.id, { onDelete: "cascade" }),
    kind: text("kind").notNull().$type<HomeworkKind>(),
    /** A 'review' item's goal: the days (1-7) the pupil meets the daily goal in the item's period. */
    reviewDays: smallint("review_days"),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    note: text("note").notNull().default(""),
    answersShown: text("answers_shown").notNull().default("after-due").$type<AnswersShown>(),
    tries: smallint("tries").notNull().default(0).$type<HomeworkTries>(),
    scoreCounts: text("score_counts").notNull().default("best").$type<ScoreCounts>(),
    passPercent: smallint("pass_percent").notNull().default(80),
    deviceTime: boolean("device_time").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("homework_kind", sql`${t.kind} in ('read', 'quiz', 'flashcards', 'self-test', 'deneme', 'review')`),
    check(
      "homework_entry_or_review",
      sql`(${t.kind} = 'review' and ${t.contentId} is null and ${t.reviewDays} is not null and ${t.reviewDays} between 1 and 7) or (${t.kind} <> 'review' and ${t.contentId} is not null and ${t.reviewDays} is null)`,
    ),
    check("homework_note_size", sql`length(${t.note}) <= 280`),
    check("homework_answers_shown", sql`${t.answersShown} in ('at-once', 'after-due', 'never')`),
    check("homework_tries", sql`${t.tries} in (0, 1, 3)`),
    check("homework_score_counts", sql`${t.scoreCounts} in ('first', 'best')`),
    check("homework_pass_percent", sql`${t.passPercent} between 1 and 100`),
    index("homework_class_idx").on(t.classId, t.dueAt),
    index("homework_content_idx").on(t.contentId),
  ],
);

/** A pupil's row of a class's homework: (class, user) is a membership, and ends with it. */
const memberOf = () => ({
  classId: integer("class_id")
    .notNull()
    .references(() => classes.id, { onDelete: "cascade" }),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
});
const homeworkId = () =>
  integer("homework_id")
    .notNull()
    .references(() => homework.id, { onDelete: "cascade" });

/** Some of a class's pupils a homework item is for; none: the whole class. */
export const homeworkPupils = pgTable("homework_pupils", { homeworkId: homeworkId(), ...memberOf() }, (t) => [
  primaryKey({ name: "homework_pupils_pk", columns: [t.homeworkId, t.userId] }),
  foreignKey({
    name: "homework_pupils_member",
    columns: [t.classId, t.userId],
    foreignColumns: [classMembers.classId, classMembers.userId],
  }).onDelete("cascade"),
  index("homework_pupils_member_idx").on(t.classId, t.userId),
]);

/** What one pupil did of one homework item: opened, done (decided on the server), the counted score, tries used. */
export const homeworkProgress = pgTable(
  "homework_progress",
  {
    homeworkId: homeworkId(),
    ...memberOf(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
    /**
     * The item's due time when `doneAt` was set (docs/decisions/0079): done before it is on time,
     * even if the teacher later moves the due time earlier. Null for rows done before it was kept.
     */
    doneDueAt: timestamp("done_due_at", { withTimezone: true }),
    /** A quiz's score may be fractional (partial credit). */
    score: doublePrecision("score"),
    total: integer("total"),
    tries: integer("tries").notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "homework_progress_pk", columns: [t.homeworkId, t.userId] }),
    foreignKey({
      name: "homework_progress_member",
      columns: [t.classId, t.userId],
      foreignColumns: [classMembers.classId, classMembers.userId],
    }).onDelete("cascade"),
    index("homework_progress_member_idx").on(t.classId, t.userId),
  ],
);

/** Each try of a homework quiz with its answers per question; `clientId` is the device's id of an offline answer. */
export const homeworkTries = pgTable(
  "homework_tries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    homeworkId: homeworkId(),
    ...memberOf(),
    clientId: text("client_id"),
    score: doublePrecision("score").notNull(),
    total: integer("total").notNull(),
    answers: jsonb("answers").notNull().$type<TryAnswers>(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    countedAt: timestamp("counted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "homework_tries_member",
      columns: [t.classId, t.userId],
      foreignColumns: [classMembers.classId, classMembers.userId],
    }).onDelete("cascade"),
    check("homework_tries_client_id", sql`${t.clientId} ~ '^[A-Za-z0-9_-]{8,64}$'`),
    uniqueIndex("homework_tries_client_idx")
      .on(t.userId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    index("homework_tries_homework_idx").on(t.homeworkId, t.userId),
    index("homework_tries_member_idx").on(t.classId, t.userId),
  ],
);

/** A parent's read-only link to one pupil's homework (/veli/{token}); only the token's hash is kept. */
export const parentLinks = pgTable(
  "parent_links",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ...memberOf(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** The member's consent the link was made under (migration 0031): it works only while that consent is the one in force (docs/decisions/0088). */
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({
      name: "parent_links_member",
      columns: [t.classId, t.userId],
      foreignColumns: [classMembers.classId, classMembers.userId],
    }).onDelete("cascade"),
    check("parent_links_token_hash", sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    uniqueIndex("parent_links_token_idx").on(t.tokenHash),
    index("parent_links_member_idx").on(t.classId, t.userId),
  ],
);

// ---------------------------------------------------------------- a pupil's own marks

/** A pupil's row about one entry: gone with the account or with the entry (fresh columns for each table). */
const pupilAndEntry = () => ({
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  contentId: integer("content_id")
    .notNull()
    .references(() => contents.id, { onDelete: "cascade" }),
});

/**
 * What a signed-in pupil keeps of an entry: saved ('Kaydettiklerim'), done
 * ('Tamamladım'), last opened and, for a PDF, the page last read. One row per pupil and
 * entry; it goes with either (ON DELETE CASCADE). Visitors keep the same on their device.
 */
export const pupilMarks = pgTable(
  "pupil_marks",
  {
    ...pupilAndEntry(),
    savedAt: timestamp("saved_at", { withTimezone: true }),
    doneAt: timestamp("done_at", { withTimezone: true }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    pdfPage: integer("pdf_page"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentId] }),
    index("pupil_marks_opened_idx").on(t.userId, t.openedAt),
    check("pupil_marks_pdf_page", sql`${t.pdfPage} is null or ${t.pdfPage} between 1 and 100000`),
  ],
);

// ---------------------------------------------------------------- practice

/** A vocabulary entry's word list (core/word-list.ts), stored parsed. */
export const wordLists = pgTable("word_lists", {
  contentId: integer("content_id")
    .primaryKey()
    .references(() => contents.id, { onDelete: "cascade" }),
  rows: jsonb("rows").notNull().$type<WordRow[]>(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An exam-like entry's online quiz (core/quiz-formats.ts): the admin's source, and the questions parsed from it. */
export const quizzes = pgTable(
  "quizzes",
  {
    contentId: integer("content_id")
      .primaryKey()
      .references(() => contents.id, { onDelete: "cascade" }),
    format: text("format").notNull().$type<QuizFormat>(),
    source: text("source").notNull(),
    questions: jsonb("questions").notNull().$type<Quiz>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("quizzes_format", sql`${t.format} in ('gift', 'aiken', 'moodle')`)],
);

/** A signed-in pupil's scores on a quiz: the best and the last (a visitor's stay on the device). */
export const quizResults = pgTable(
  "quiz_results",
  {
    ...pupilAndEntry(),
    /** Sums of questions' credits: fractional, 2 decimals (migration 0029). */
    best: doublePrecision("best").notNull(),
    last: doublePrecision("last").notNull(),
    total: integer("total").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contentId] })],
);

/** A signed-in pupil's Leitner box of each word sorted in an entry's flashcards (core/flashcards.ts). */
export const flashcardBoxes = pgTable(
  "flashcard_boxes",
  {
    ...pupilAndEntry(),
    word: text("word").notNull(),
    box: smallint("box").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "flashcard_boxes_pk", columns: [t.userId, t.contentId, t.word] }),
    check("flashcard_boxes_box", sql`${t.box} between 1 and 5`),
    check("flashcard_boxes_word", sql`length(${t.word}) between 1 and 200`),
  ],
);

// ---------------------------------------------------------------- daily review ('Günlük tekrar')

/**
 * A pupil's card of one word of an entry's list, scheduled by FSRS (decision 0116): its memory
 * state and when it is due. Nothing of the review history but the count of reviews and lapses.
 */
export const reviewCards = pgTable(
  "review_cards",
  {
    ...pupilAndEntry(),
    word: text("word").notNull(),
    due: timestamp("due", { withTimezone: true }).notNull(),
    stability: doublePrecision("stability").notNull(),
    difficulty: doublePrecision("difficulty").notNull(),
    scheduledDays: integer("scheduled_days").notNull(),
    learningSteps: smallint("learning_steps").notNull(),
    reps: integer("reps").notNull(),
    lapses: integer("lapses").notNull(),
    /** FSRS's state: 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint("state").notNull(),
    lastReview: timestamp("last_review", { withTimezone: true }),
    /** When the word joined the pupil's review: new words a day are counted by it. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "review_cards_pk", columns: [t.userId, t.contentId, t.word] }),
    check("review_cards_state", sql`${t.state} between 0 and 3`),
    check("review_cards_word", sql`length(${t.word}) between 1 and 200`),
    // 'Bugünün tekrarı' reads a pupil's cards due first: the same cost at 100 words or 3,000.
    index("review_cards_due_idx").on(t.userId, t.due),
  ],
);

/**
 * Each review's device id, kept 30 days so a review sent twice (a device that lost the answer)
 * counts once; the grade and nothing else of the answer.
 */
export const reviewLog = pgTable(
  "review_log",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: text("client_id").notNull(),
    grade: smallint("grade").notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "review_log_pk", columns: [t.userId, t.clientId] }),
    check("review_log_grade", sql`${t.grade} between 1 and 4`),
    index("review_log_reviewed_idx").on(t.reviewedAt),
  ],
);

/** The cards a pupil reviewed on each Istanbul day: the daily goal and the streak are read from it. */
export const reviewDays = pgTable(
  "review_days",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    cards: integer("cards").notNull(),
    /** The goal in force that day: a later change of the goal does not rewrite past days. */
    goal: smallint("goal").notNull(),
  },
  (t) => [
    primaryKey({ name: "review_days_pk", columns: [t.userId, t.day] }),
    check("review_days_cards", sql`${t.cards} > 0`),
  ],
);

/** A pupil's own settings; the row also marks that their flashcard boxes were carried over (once). */
export const reviewSettings = pgTable(
  "review_settings",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    goal: smallint("goal").notNull(),
    newPerDay: smallint("new_per_day").notNull(),
  },
  (t) => [
    check("review_settings_goal", sql`${t.goal} between 5 and 100`),
    check("review_settings_new", sql`${t.newPerDay} between 0 and 30`),
  ],
);

// ---------------------------------------------------------------- deneme (timed practice exams)

/**
 * An exam entry's quiz as a timed deneme (decision 0121): its form (core/deneme/forms.ts), minutes,
 * a topic per question number and the questions withdrawn. The admin's material, no person's data.
 */
export const denemeSettings = pgTable(
  "deneme_settings",
  {
    contentId: integer("content_id")
      .primaryKey()
      .references(() => contents.id, { onDelete: "cascade" }),
    form: text("form").notNull().$type<DenemeForm>(),
    minutes: smallint("minutes").notNull(),
    /** `topics[n - 1]`: question n's topic, "" when none. */
    topics: jsonb("topics").notNull().$type<string[]>(),
    withdrawn: jsonb("withdrawn").notNull().$type<number[]>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("deneme_settings_form", sql`${t.form} in ('lgs', 'ydt', 'okul')`),
    check("deneme_settings_minutes", sql`${t.minutes} between 5 and 240`),
  ],
);

/**
 * A pupil's sitting of a deneme. Its times are the server's; `finished_at` is set once, by
 * 'Bitir' or by the first read after `ends_at`, with the scores of what was saved. At most one
 * open attempt per pupil and deneme (the partial unique index): two tabs cannot start two. A
 * class's sitting started by its teacher will name the class (`class_id`, null for the pupil's own).
 */
export const denemeAttempts = pgTable(
  "deneme_attempts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ...pupilAndEntry(),
    classId: integer("class_id").references(() => classes.id, { onDelete: "set null" }),
    form: text("form").notNull().$type<DenemeForm>(),
    questions: smallint("questions").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    right: smallint("right"),
    wrong: smallint("wrong"),
    blank: smallint("blank"),
    net: doublePrecision("net"),
  },
  (t) => [
    check("deneme_attempts_form", sql`${t.form} in ('lgs', 'ydt', 'okul')`),
    check("deneme_attempts_times", sql`${t.endsAt} > ${t.startedAt}`),
    uniqueIndex("deneme_attempts_one_open")
      .on(t.userId, t.contentId)
      .where(sql`${t.finishedAt} IS NULL`),
    index("deneme_attempts_history_idx").on(t.userId, t.contentId, t.startedAt),
    index("deneme_attempts_class_idx")
      .on(t.classId, t.contentId)
      .where(sql`${t.classId} IS NOT NULL`),
  ],
);

/**
 * A class's deneme started by its teacher ('Sınıfta başlat', decision 0123): the pupils of the class
 * who start it before `ends_at` share this end. One row per class and deneme: a new start replaces
 * it only once it has ended (INSERT … ON CONFLICT … WHERE ends_at <= now()).
 */
export const denemeClassSessions = pgTable(
  "deneme_class_sessions",
  {
    classId: integer("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    contentId: integer("content_id")
      .notNull()
      .references(() => contents.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "deneme_class_sessions_pk", columns: [t.classId, t.contentId] }),
    check("deneme_class_sessions_times", sql`${t.endsAt} > ${t.startedAt}`),
    index("deneme_class_sessions_content_idx").on(t.contentId, t.endsAt),
  ],
);

/** A pupil's answer of one question of an attempt, upserted at each save: the letter (null: blank) and the mark. */
export const denemeAnswers = pgTable(
  "deneme_answers",
  {
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => denemeAttempts.id, { onDelete: "cascade" }),
    question: smallint("question").notNull(),
    choice: text("choice").$type<Letter>(),
    marked: boolean("marked").notNull().default(false),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "deneme_answers_pk", columns: [t.attemptId, t.question] }),
    check("deneme_answers_choice", sql`${t.choice} is null or ${t.choice} in ('A', 'B', 'C', 'D', 'E')`),
    check("deneme_answers_question", sql`${t.question} between 1 and 200`),
  ],
);

// ---------------------------------------------------------------- messages

export const MESSAGE_KINDS = ["contact", "feedback"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Contact and feedback messages: stored first, then mailed through the outbox. */
export const messages = pgTable(
  "messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull().$type<MessageKind>(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    /** The entry a feedback message is about; kept (as null) when the entry is deleted. */
    contentId: integer("content_id").references(() => contents.id, { onDelete: "set null" }),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("messages_kind", sql`${t.kind} in ('contact', 'feedback')`),
    index("messages_created_idx").on(t.createdAt),
  ],
);

/**
 * Newsletter addresses. A row counts (list, export, mail) only once its owner
 * opened the mailed link and pressed the button: `confirmedAt` is the proof of
 * consent (KVKK). Rows from before 0004 have none and are never mailed.
 */
export const subscribers = pgTable(
  "subscribers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull().unique(),
    /** When the address was (last) signed up. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When its owner confirmed through the mailed link; null while pending. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** SHA-256 of the pending confirmation link's token (only the latest link works). */
    confirmTokenHash: text("confirm_token_hash").unique(),
    /** When the last confirmation mail was queued: at most one per address per day. */
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
  },
  (t) => [index("subscribers_confirmed_idx").on(t.confirmedAt, t.id)],
);

/** Unsubscribe links, one per newsletter mail sent, stored hashed; they go with the address. */
export const subscriberTokens = pgTable(
  "subscriber_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("subscriber_tokens_subscriber_idx").on(t.subscriberId)],
);

export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Every e-mail the site sends, delivered (and retried) by the outbox worker. */
export const outbox = pgTable(
  "outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    /** Extra mail headers (e.g. List-Unsubscribe); emptied once sent, as they may hold a token. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status").notNull().default("pending").$type<OutboxStatus>(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    messageId: integer("message_id").references(() => messages.id, { onDelete: "set null" }),
    /** The row goes once the mail is sent or given up (the last mail to an erased address). */
    forgetAfterSend: boolean("forget_after_send").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("outbox_status", sql`${t.status} in ('pending', 'sent', 'failed')`),
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
