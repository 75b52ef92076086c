import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import type { ContentTypeCode, FileType } from "../../core/content-types";

/**
 * One table for all material (DESIGN.md: no double writes). The checks repeat the
 * rules of core/ so that no code path, not even a hand-written SQL, can store an
 * entry the site cannot show.
 */
export const contents = pgTable(
  "contents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    sinif: smallint("sinif").notNull(),
    unite: smallint("unite").notNull(),
    konuIng: text("konu_ing").notNull(),
    konuTr: text("konu_tr").notNull(),
    icerikTuru: smallint("icerik_turu").notNull().$type<ContentTypeCode>(),
    donem: smallint("donem").notNull().$type<1 | 2>(),
    file: text("file"),
    fileType: text("file_type").notNull().$type<FileType>(),
    link: text("link"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("contents_sinif_range", sql`${t.sinif} between 2 and 12`),
    check("contents_unite_range", sql`${t.unite} between 1 and 99`),
    check("contents_donem_range", sql`${t.donem} in (1, 2)`),
    check("contents_icerik_turu_range", sql`${t.icerikTuru} between 1 and 9`),
    check("contents_file_type", sql`${t.fileType} in ('pdf', 'image', 'video')`),
    check("contents_titles", sql`length(trim(${t.konuIng})) > 0 and length(trim(${t.konuTr})) > 0`),
    check(
      "contents_file_or_link",
      sql`(${t.fileType} = 'video' and ${t.link} is not null and ${t.file} is null)
       or (${t.fileType} <> 'video' and ${t.file} is not null and ${t.link} is null)`,
    ),
    // List pages: one grade and one type, in term/unit order.
    index("contents_grade_type_idx").on(t.sinif, t.icerikTuru, t.donem, t.unite, t.id),
    // Grade page: everything of one grade, grouped by term, unit and type.
    index("contents_grade_idx").on(t.sinif, t.donem, t.unite, t.icerikTuru, t.id),
  ],
);

export type ContentRow = typeof contents.$inferSelect;
export type NewContentRow = typeof contents.$inferInsert;
