CREATE TABLE "contents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sinif" smallint NOT NULL,
	"unite" smallint NOT NULL,
	"konu_ing" text NOT NULL,
	"konu_tr" text NOT NULL,
	"icerik_turu" smallint NOT NULL,
	"donem" smallint NOT NULL,
	"file" text,
	"file_type" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contents_sinif_range" CHECK ("contents"."sinif" between 2 and 12),
	CONSTRAINT "contents_unite_range" CHECK ("contents"."unite" between 1 and 99),
	CONSTRAINT "contents_donem_range" CHECK ("contents"."donem" in (1, 2)),
	CONSTRAINT "contents_icerik_turu_range" CHECK ("contents"."icerik_turu" between 1 and 9),
	CONSTRAINT "contents_file_type" CHECK ("contents"."file_type" in ('pdf', 'image', 'video')),
	CONSTRAINT "contents_titles" CHECK (length(trim("contents"."konu_ing")) > 0 and length(trim("contents"."konu_tr")) > 0),
	CONSTRAINT "contents_file_or_link" CHECK (("contents"."file_type" = 'video' and "contents"."link" is not null and "contents"."file" is null)
       or ("contents"."file_type" <> 'video' and "contents"."file" is not null and "contents"."link" is null))
);
--> statement-breakpoint
CREATE INDEX "contents_grade_type_idx" ON "contents" USING btree ("sinif","icerik_turu","donem","unite","id");--> statement-breakpoint
CREATE INDEX "contents_grade_idx" ON "contents" USING btree ("sinif","donem","unite","icerik_turu","id");