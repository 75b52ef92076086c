import type { ContentEntry } from "#core/content.ts";
import type { Db } from "#server/db/client.ts";
import { contents, type NewContentRow } from "#server/db/schema.ts";
import { entryColumns } from "./content-service";

export type EntryFields = Omit<ContentEntry, "id" | "file" | "link">;

/**
 * A new entry's row. A video carries its embed link and no file; a PDF or a
 * picture its stored file name and no link (the table's contents_file_or_link
 * check). The demo seed and the tests' factories both build entries with it.
 */
export function newEntryRow(fields: EntryFields, media: { file: string } | { link: string }): NewContentRow {
  return { ...fields, file: "file" in media ? media.file : null, link: "link" in media ? media.link : null };
}

/** Writes rows a hundred at a time (one statement each) and returns the entries as every layer sees them. */
export async function insertEntries(db: Db, rows: NewContentRow[]): Promise<ContentEntry[]> {
  const created: ContentEntry[] = [];
  for (let i = 0; i < rows.length; i += 100)
    created.push(
      ...(await db
        .insert(contents)
        .values(rows.slice(i, i + 100))
        .returning(entryColumns)),
    );
  return created;
}
