-- Bulk import (decision 0046). An import is a job whose state lives here, so it
-- goes on when the admin's tab closes and resumes after a restart on whichever instance
-- takes its rows: each row is claimed with a lease (as pdf_texts, 0014), and its entry is
-- written in the same transaction that marks the row done, so nothing is written twice.
CREATE TABLE "imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	-- What a row whose file is already on the site does: 'skip' it, or 'replace' that entry's fields.
	"on_duplicate" text NOT NULL DEFAULT 'skip',
	-- Null while the admin still checks the table; rows are imported only once it is set.
	"started_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	"updated_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "imports_on_duplicate" CHECK ("on_duplicate" in ('skip', 'replace'))
);
--> statement-breakpoint
CREATE TABLE "import_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"import_id" integer NOT NULL REFERENCES "imports"("id") ON DELETE CASCADE,
	"position" integer NOT NULL,
	-- The file's path as it came (folders and name): what the fields were proposed from.
	"path" text NOT NULL,
	"size" bigint NOT NULL DEFAULT 0,
	-- The row's fields as the admin left them (text, as a form sends them).
	"fields" jsonb NOT NULL DEFAULT '{}'::jsonb,
	"state" text NOT NULL DEFAULT 'waiting',
	-- What the first bytes say the file is, and the SHA-256 of all of them.
	"kind" text,
	"sha256" text,
	-- The bytes, kept in the file store under a server-made key until the row is finished.
	"staged_key" text,
	"content_id" integer REFERENCES "contents"("id") ON DELETE SET NULL,
	"replaced" boolean NOT NULL DEFAULT false,
	-- Why it failed or was skipped (Turkish), and each field's message.
	"error" text,
	"errors" jsonb,
	"attempts" smallint NOT NULL DEFAULT 0,
	"lease_token" text,
	"lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "import_items_state" CHECK ("state" in ('waiting', 'ready', 'working', 'done', 'skipped', 'failed')),
	CONSTRAINT "import_items_path" CHECK (length("path") between 1 and 300),
	CONSTRAINT "import_items_position" UNIQUE ("import_id", "position")
);
--> statement-breakpoint
-- The worker's question, "which rows are due?", reads only the unfinished ones.
CREATE INDEX "import_items_due_idx" ON "import_items" ("state", "lease_until") WHERE "state" in ('ready', 'working');
--> statement-breakpoint
-- The SHA-256 of each entry's current file: a file imported again is recognised by it. A row
-- whose entry has since got another file no longer matches (its `file` differs) and is replaced.
CREATE TABLE "file_hashes" (
	"content_id" integer PRIMARY KEY NOT NULL REFERENCES "contents"("id") ON DELETE CASCADE,
	"file" text NOT NULL,
	"sha256" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "file_hashes_sha256_idx" ON "file_hashes" ("sha256");
