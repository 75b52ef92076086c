-- A class's deneme started by its teacher (docs/decisions/0123): one row per class and deneme,
-- its times the database's. A new start replaces the row only once the last sitting has ended,
-- so at most one runs per class and deneme however many starts arrive at once.
CREATE TABLE "deneme_class_sessions" (
	"class_id" integer NOT NULL REFERENCES "classes"("id") ON DELETE cascade,
	"content_id" integer NOT NULL REFERENCES "contents"("id") ON DELETE cascade,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deneme_class_sessions_pk" PRIMARY KEY("class_id","content_id"),
	CONSTRAINT "deneme_class_sessions_times" CHECK ("ends_at" > "started_at")
);--> statement-breakpoint
CREATE INDEX "deneme_class_sessions_content_idx" ON "deneme_class_sessions" USING btree ("content_id","ends_at");--> statement-breakpoint
CREATE INDEX "deneme_attempts_class_idx" ON "deneme_attempts" USING btree ("class_id","content_id") WHERE "class_id" IS NOT NULL;
