import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import type { ContentTypeCode, FileType } from "../../core/content-types";
import type { Quiz, QuizFormat } from "../../core/quiz-formats";
import type { WordRow } from "../../core/word-list";

/**
 * One table for all material (DESIGN.md: no double writes). The checks repeat the
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Both titles folded the Turkish way for search (migration 0013; core/search.ts folds queries alike). */
    searchTitle: text("search_title").generatedAlwaysAs(sql`lower(translate("konu_ing" || ' ' || "konu_tr", 'İIıŞşÇçĞğÖöÜüÂâÎîÛû', 'iiissccggoouuaaiiuu'))`),
  },
  (t) => [
    check("contents_sinif_range", sql`${t.sinif} between 2 and 12`),
    check("contents_unite_range", sql`${t.unite} between 1 and 99`),
    check("contents_donem_range", sql`${t.donem} in (1, 2)`),
    check("contents_icerik_turu_range", sql`${t.icerikTuru} between 1 and 9`),
    check("contents_file_type", sql`${t.fileType} in ('pdf', 'image', 'video')`),
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

// ---------------------------------------------------------------- accounts

export const ROLES = ["user", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** E-mails are stored lower-cased (`tr-TR`-independent: addresses are ASCII or IDN punycode). */
export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull().unique(),
    /** Null for accounts that only sign in with Google. */
    passwordHash: text("password_hash"),
    role: text("role").notNull().default("user").$type<Role>(),
    googleSubject: text("google_subject").unique(),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("users_role", sql`${t.role} in ('user', 'admin')`), check("users_email_lower", sql`${t.email} = lower(${t.email})`)],
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
  (t) => [check("user_tokens_purpose", sql`${t.purpose} in ('reset', 'verify', 'setup', 'email', 'erase')`), index("user_tokens_user_idx").on(t.userId)],
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

// ---------------------------------------------------------------- a pupil's own marks

/**
 * What a signed-in pupil keeps of an entry (issue 19): saved ('Kaydettiklerim'), done
 * ('Tamamladım'), last opened and, for a PDF, the page last read. One row per pupil and
 * entry; it goes with either (ON DELETE CASCADE). Visitors keep the same on their device.
 */
export const pupilMarks = pgTable(
  "pupil_marks",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contentId: integer("content_id")
      .notNull()
      .references(() => contents.id, { onDelete: "cascade" }),
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

/** A vocabulary entry's word list (issue 20; core/word-list.ts), stored parsed. */
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
  (t) => [check("quizzes_format", sql`${t.format} in ('gift', 'aiken')`)],
);

/** A signed-in pupil's scores on a quiz: the best and the last (a visitor's stay on the device). */
export const quizResults = pgTable(
  "quiz_results",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contentId: integer("content_id")
      .notNull()
      .references(() => contents.id, { onDelete: "cascade" }),
    best: integer("best").notNull(),
    last: integer("last").notNull(),
    total: integer("total").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contentId] })],
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
  (t) => [check("messages_kind", sql`${t.kind} in ('contact', 'feedback')`), index("messages_created_idx").on(t.createdAt)],
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
  (t) => [check("outbox_status", sql`${t.status} in ('pending', 'sent', 'failed')`), index("outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

export type UserRow = typeof users.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
