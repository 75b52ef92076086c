-- What pupils open: one number per entry and day (Europe/Istanbul), nothing
-- else. No user, no address, no cookie: a row cannot say who opened anything. Counted by a
-- beacon the entry's page sends once its script runs (decision 0045), added up in memory
-- and written every few seconds; gone with its entry, and after 90 days (server/retention.ts).
CREATE TABLE "openings" (
	"content_id" integer NOT NULL REFERENCES "contents"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "openings_pk" PRIMARY KEY ("content_id", "day"),
	CONSTRAINT "openings_count" CHECK ("count" > 0)
);
--> statement-breakpoint
-- The dashboard's 'most opened in the last 7 / 30 days' reads a range of days.
CREATE INDEX "openings_day_idx" ON "openings" ("day", "content_id", "count");
