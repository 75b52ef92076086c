-- Search (issue 19): titles folded the Turkish way (core/search.ts holds the same table),
-- matched by full text (English stems: 'verbs' finds 'verb') and by trigrams (one wrong letter).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "search_title" text GENERATED ALWAYS AS (lower(translate("konu_ing" || ' ' || "konu_tr", 'İIıŞşÇçĞğÖöÜüÂâÎîÛû', 'iiissccggoouuaaiiuu'))) STORED;
--> statement-breakpoint
CREATE INDEX "contents_search_title_trgm" ON "contents" USING gin ("search_title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "contents_search_title_fts" ON "contents" USING gin (to_tsvector('english', "search_title"));
