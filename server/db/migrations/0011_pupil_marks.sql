-- A pupil's own marks of entries: saved, done, last opened, PDF page (docs/decisions/0030-marks-on-the-device-first.md).
-- (0010 is the search index.)
CREATE TABLE "pupil_marks" (
	"user_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"saved_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"pdf_page" integer,
	CONSTRAINT "pupil_marks_user_id_content_id_pk" PRIMARY KEY("user_id","content_id"),
	CONSTRAINT "pupil_marks_pdf_page" CHECK ("pupil_marks"."pdf_page" is null or "pupil_marks"."pdf_page" between 1 and 100000)
);
--> statement-breakpoint
ALTER TABLE "pupil_marks" ADD CONSTRAINT "pupil_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pupil_marks" ADD CONSTRAINT "pupil_marks_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pupil_marks_opened_idx" ON "pupil_marks" USING btree ("user_id","opened_at");
