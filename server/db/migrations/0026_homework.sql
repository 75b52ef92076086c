-- 'Ödevler' (docs/decisions/0069-homework.md): a teacher's homework for a class, and what each pupil did.
-- A homework item names one content entry of the class's teacher's choosing and what is asked of it.
CREATE TABLE "homework" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"class_id" integer NOT NULL REFERENCES "classes"("id") ON DELETE CASCADE,
	"content_id" integer NOT NULL REFERENCES "contents"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	-- Entered and shown in Turkey's time (Europe/Istanbul), kept as an instant.
	"due_at" timestamp with time zone NOT NULL,
	"note" text NOT NULL DEFAULT '',
	-- Quizzes: when the right answers are shown, how many tries (0 = unlimited), which score counts.
	"answers_shown" text NOT NULL DEFAULT 'after-due',
	"tries" smallint NOT NULL DEFAULT 0,
	"score_counts" text NOT NULL DEFAULT 'best',
	-- The self-test: the share of right answers (percent) that finishes it.
	"pass_percent" smallint NOT NULL DEFAULT 80,
	-- Offline answers: lateness by the device's recorded time (bounded) rather than by arrival.
	"device_time" boolean NOT NULL DEFAULT false,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	"updated_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "homework_kind" CHECK ("kind" in ('read', 'quiz', 'flashcards', 'self-test')),
	CONSTRAINT "homework_note_size" CHECK (length("note") <= 280),
	CONSTRAINT "homework_answers_shown" CHECK ("answers_shown" in ('at-once', 'after-due', 'never')),
	CONSTRAINT "homework_tries" CHECK ("tries" in (0, 1, 3)),
	CONSTRAINT "homework_score_counts" CHECK ("score_counts" in ('first', 'best')),
	CONSTRAINT "homework_pass_percent" CHECK ("pass_percent" between 1 and 100)
);--> statement-breakpoint
CREATE INDEX "homework_class_idx" ON "homework" ("class_id", "due_at");--> statement-breakpoint
CREATE INDEX "homework_content_idx" ON "homework" ("content_id");--> statement-breakpoint
-- Some of a class's pupils only; none listed means the whole class. A membership that ends takes its rows (the composite key).
CREATE TABLE "homework_pupils" (
	"homework_id" integer NOT NULL REFERENCES "homework"("id") ON DELETE CASCADE,
	"class_id" integer NOT NULL REFERENCES "classes"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	CONSTRAINT "homework_pupils_pk" PRIMARY KEY ("homework_id", "user_id"),
	CONSTRAINT "homework_pupils_member" FOREIGN KEY ("class_id", "user_id") REFERENCES "class_members"("class_id", "user_id") ON DELETE CASCADE
);--> statement-breakpoint
CREATE INDEX "homework_pupils_member_idx" ON "homework_pupils" ("class_id", "user_id");--> statement-breakpoint
-- What one pupil did of one homework item: opened (started), done (decided on the server), the counted score.
CREATE TABLE "homework_progress" (
	"homework_id" integer NOT NULL REFERENCES "homework"("id") ON DELETE CASCADE,
	"class_id" integer NOT NULL REFERENCES "classes"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"opened_at" timestamp with time zone NOT NULL DEFAULT now(),
	"done_at" timestamp with time zone,
	"score" integer,
	"total" integer,
	"tries" integer NOT NULL DEFAULT 0,
	CONSTRAINT "homework_progress_pk" PRIMARY KEY ("homework_id", "user_id"),
	CONSTRAINT "homework_progress_member" FOREIGN KEY ("class_id", "user_id") REFERENCES "class_members"("class_id", "user_id") ON DELETE CASCADE
);--> statement-breakpoint
CREATE INDEX "homework_progress_member_idx" ON "homework_progress" ("class_id", "user_id");--> statement-breakpoint
-- Each try of a homework quiz with its answers per question (the teacher's 'hardest questions').
-- client_id: made by the device for an answer sent offline; sent twice, it is kept once.
CREATE TABLE "homework_tries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"homework_id" integer NOT NULL REFERENCES "homework"("id") ON DELETE CASCADE,
	"class_id" integer NOT NULL REFERENCES "classes"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"client_id" text,
	"score" integer NOT NULL,
	"total" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL DEFAULT now(),
	"counted_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "homework_tries_member" FOREIGN KEY ("class_id", "user_id") REFERENCES "class_members"("class_id", "user_id") ON DELETE CASCADE,
	CONSTRAINT "homework_tries_client_id" CHECK ("client_id" ~ '^[A-Za-z0-9_-]{8,64}$')
);--> statement-breakpoint
CREATE UNIQUE INDEX "homework_tries_client_idx" ON "homework_tries" ("user_id", "client_id") WHERE "client_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "homework_tries_homework_idx" ON "homework_tries" ("homework_id", "user_id");--> statement-breakpoint
CREATE INDEX "homework_tries_member_idx" ON "homework_tries" ("class_id", "user_id");
--> statement-breakpoint
-- A parent's read-only link to one pupil's homework (/veli/{token}): only the token's SHA-256 is kept
-- (server/auth/tokens.ts); revocable; it dies with the membership, and at the end of the class's school year.
CREATE TABLE "parent_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"class_id" integer NOT NULL REFERENCES "classes"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "parent_links_member" FOREIGN KEY ("class_id", "user_id") REFERENCES "class_members"("class_id", "user_id") ON DELETE CASCADE,
	CONSTRAINT "parent_links_token_hash" CHECK ("token_hash" ~ '^[0-9a-f]{64}$')
);--> statement-breakpoint
CREATE UNIQUE INDEX "parent_links_token_idx" ON "parent_links" ("token_hash");--> statement-breakpoint
CREATE INDEX "parent_links_member_idx" ON "parent_links" ("class_id", "user_id");
