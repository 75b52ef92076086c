-- Search: titles folded the Turkish way (core/search.ts holds the same table),
-- matched by full text (English stems: 'verbs' finds 'verb') and by trigrams (one wrong letter).
-- The stemmed document is stored, not computed per row at search time (decision 0032).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "search_title" text GENERATED ALWAYS AS (lower(translate("konu_ing" || ' ' || "konu_tr", 'İIıŞşÇçĞğÖöÜüÂâÎîÛû', 'iiissccggoouuaaiiuu'))) STORED;
--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('english', lower(translate("konu_ing" || ' ' || "konu_tr", 'İIıŞşÇçĞğÖöÜüÂâÎîÛû', 'iiissccggoouuaaiiuu')))) STORED;
--> statement-breakpoint
CREATE INDEX "contents_search_title_trgm" ON "contents" USING gin ("search_title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "contents_search_vector" ON "contents" USING gin ("search_vector");
