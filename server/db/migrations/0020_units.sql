-- Units with names: the curriculum's units of each grade, as the admin keeps
-- them on /admin/uniteler. Entries keep their unit number (docs/product.md's `unite`) and are not
-- tied to this table by a key: a unit without a name here shows as '3. Ünite', and a
-- unit removed here takes no entry with it.
CREATE TABLE "units" (
	"sinif" smallint NOT NULL,
	"unite" smallint NOT NULL,
	"name_en" text NOT NULL,
	"name_tr" text NOT NULL,
	"donem" smallint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "units_pk" PRIMARY KEY ("sinif", "unite"),
	CONSTRAINT "units_sinif_range" CHECK ("sinif" between 2 and 12),
	CONSTRAINT "units_unite_range" CHECK ("unite" between 1 and 99),
	CONSTRAINT "units_donem_range" CHECK ("donem" in (1, 2)),
	CONSTRAINT "units_names" CHECK (length(trim("name_en")) between 1 and 80 and length(trim("name_tr")) between 1 and 80)
);
