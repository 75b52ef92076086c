-- 'Deneme' (docs/decisions/0121): an exam entry's quiz as a timed practice exam (the admin's
-- settings), each pupil's attempts (at most one open per pupil and deneme) and their answers.
-- The attempts and answers are the pupil's: erased with the account.
CREATE TABLE "deneme_settings" (
	"content_id" integer PRIMARY KEY NOT NULL REFERENCES "contents"("id") ON DELETE cascade,
	"form" text NOT NULL,
	"minutes" smallint NOT NULL,
	"topics" jsonb NOT NULL,
	"withdrawn" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deneme_settings_form" CHECK ("form" in ('lgs', 'ydt', 'okul')),
	CONSTRAINT "deneme_settings_minutes" CHECK ("minutes" between 5 and 240)
);--> statement-breakpoint
CREATE TABLE "deneme_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deneme_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"content_id" integer NOT NULL REFERENCES "contents"("id") ON DELETE cascade,
	"class_id" integer REFERENCES "classes"("id") ON DELETE set null,
	"form" text NOT NULL,
	"questions" smallint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"right" smallint,
	"wrong" smallint,
	"blank" smallint,
	"net" double precision,
	CONSTRAINT "deneme_attempts_form" CHECK ("form" in ('lgs', 'ydt', 'okul')),
	CONSTRAINT "deneme_attempts_times" CHECK ("ends_at" > "started_at")
);--> statement-breakpoint
CREATE UNIQUE INDEX "deneme_attempts_one_open" ON "deneme_attempts" USING btree ("user_id","content_id") WHERE "deneme_attempts"."finished_at" IS NULL;--> statement-breakpoint
CREATE INDEX "deneme_attempts_history_idx" ON "deneme_attempts" USING btree ("user_id","content_id","started_at");--> statement-breakpoint
CREATE TABLE "deneme_answers" (
	"attempt_id" integer NOT NULL REFERENCES "deneme_attempts"("id") ON DELETE cascade,
	"question" smallint NOT NULL,
	"choice" text,
	"marked" boolean DEFAULT false NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deneme_answers_pk" PRIMARY KEY("attempt_id","question"),
	CONSTRAINT "deneme_answers_choice" CHECK ("choice" is null or "choice" in ('A', 'B', 'C', 'D', 'E')),
	CONSTRAINT "deneme_answers_question" CHECK ("question" between 1 and 200)
);
