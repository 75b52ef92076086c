-- The text inside PDFs (search finds words in a worksheet, not only in its title;
-- the page shows each page's text beside its picture). Kept per entry and per file: an entry
-- whose file changes is extracted again (server/content/pdf-text.ts, a worker every instance
-- runs; a claim is a lease, so two instances never extract the same file at once). Existing
-- entries need no backfill: the worker finds every PDF entry without text for its file.
CREATE TABLE "pdf_texts" (
	"content_id" integer PRIMARY KEY NOT NULL REFERENCES "contents"("id") ON DELETE CASCADE,
	"file" text NOT NULL,
	"status" text NOT NULL DEFAULT 'pending',
	-- The pages' text, in order, each page ended by a form feed (never inside a page's text).
	"body" text NOT NULL DEFAULT '',
	"pages" integer NOT NULL DEFAULT 0,
	"attempts" smallint NOT NULL DEFAULT 0,
	"lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL DEFAULT now(),
	-- Folded as the titles are (migration 0013), stemmed once here rather than on every search.
	"search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('english', lower(translate("body", 'İIıŞşÇçĞğÖöÜüÂâÎîÛû', 'iiissccggoouuaaiiuu')))) STORED,
	CONSTRAINT "pdf_texts_status" CHECK ("status" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "pdf_texts_search_vector" ON "pdf_texts" USING gin ("search_vector");
