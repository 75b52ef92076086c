-- 'Günlük tekrar' (docs/decisions/0116): a pupil's FSRS card of each word, each review's device id
-- (kept 30 days, so a review sent twice counts once), the cards reviewed each Istanbul day, and the
-- pupil's goal and new words a day. Everything is the pupil's: erased with the account.
CREATE TABLE "review_cards" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"content_id" integer NOT NULL REFERENCES "contents"("id") ON DELETE cascade,
	"word" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" smallint NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" smallint NOT NULL,
	"last_review" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_cards_pk" PRIMARY KEY("user_id","content_id","word"),
	CONSTRAINT "review_cards_state" CHECK ("state" between 0 and 3),
	CONSTRAINT "review_cards_word" CHECK (length("word") between 1 and 200)
);--> statement-breakpoint
CREATE INDEX "review_cards_due_idx" ON "review_cards" USING btree ("user_id","due");--> statement-breakpoint
CREATE TABLE "review_log" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"client_id" text NOT NULL,
	"grade" smallint NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_log_pk" PRIMARY KEY("user_id","client_id"),
	CONSTRAINT "review_log_grade" CHECK ("grade" between 1 and 4)
);--> statement-breakpoint
CREATE INDEX "review_log_reviewed_idx" ON "review_log" USING btree ("reviewed_at");--> statement-breakpoint
CREATE TABLE "review_days" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"day" date NOT NULL,
	"cards" integer NOT NULL,
	"goal" smallint NOT NULL,
	CONSTRAINT "review_days_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "review_days_cards" CHECK ("cards" > 0)
);--> statement-breakpoint
CREATE TABLE "review_settings" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"goal" smallint NOT NULL,
	"new_per_day" smallint NOT NULL,
	CONSTRAINT "review_settings_goal" CHECK ("goal" between 5 and 100),
	CONSTRAINT "review_settings_new" CHECK ("new_per_day" between 0 and 30)
);
