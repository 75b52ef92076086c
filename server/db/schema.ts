import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import type { ContentTypeCode, FileType } from "../../core/content-types";

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

export const TOKEN_PURPOSES = ["reset", "verify", "setup"] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** Single-use e-mailed tokens (password reset, address verification, first-admin setup), stored hashed. */
export const userTokens = pgTable(
  "user_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    purpose: text("purpose").notNull().$type<TokenPurpose>(),
    /** Null only for the first-admin setup token. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("user_tokens_purpose", sql`${t.purpose} in ('reset', 'verify', 'setup')`), index("user_tokens_user_idx").on(t.userId)],
);

/** Fixed-window counters for rate limits, shared by every instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("outbox_status", sql`${t.status} in ('pending', 'sent', 'failed')`), index("outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

export type UserRow = typeof users.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
