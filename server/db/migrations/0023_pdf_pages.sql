-- A PDF's pages drawn once as pictures (decision 0047). Kept per entry and per file,
-- as its text is (0014): an entry whose file changes is drawn again. A claim is a lease, so
-- two instances never draw the same file; the pages are drawn in order and each one is
-- recorded as it is stored, so a restart goes on from the next page. Existing entries need
-- no backfill: the worker (server/content/pdf-pages.ts) finds every PDF entry without pages.
CREATE TABLE "pdf_pages" (
	"content_id" integer PRIMARY KEY NOT NULL REFERENCES "contents"("id") ON DELETE CASCADE,
	"file" text NOT NULL,
	-- 'done' once every page to draw was tried; 'failed' when the document cannot be opened at all.
	"status" text NOT NULL DEFAULT 'pending',
	-- Pages in the document (0 until it was opened).
	"page_count" integer NOT NULL DEFAULT 0,
	-- The drawn pages in order: [width, height] of the widest copy, or null for a page that failed.
	"sizes" jsonb NOT NULL DEFAULT '[]'::jsonb,
	-- Whether the first page's thumbnail is stored (list cards show it).
	"has_thumb" boolean NOT NULL DEFAULT false,
	-- Why the document could not be drawn ('password', 'unreadable'), for the admin.
	"error" text,
	"attempts" smallint NOT NULL DEFAULT 0,
	"lease_until" timestamp with time zone,
	-- A pupil opened the entry before its pages were ready: it is drawn before the others.
	"wanted_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "pdf_pages_status" CHECK ("status" in ('pending', 'done', 'failed'))
);
