import type { ContentEntry } from "#core/content.ts";
import { contentTypeByCode } from "#core/content-types.ts";
import { gradeLabel } from "#core/grades.ts";

// An entry named in a sentence, for the admin's edit and delete pages; apart from the entry
// actions (app/components/admin-entry-actions.tsx) so a page that only names an entry does
// not load them (docs/decisions/0117).

export type Entry = Pick<ContentEntry, "id" | "sinif" | "icerikTuru" | "konuIng" | "konuTr">;

/** How the confirmation names the entry: its titles, grade and type. */
export function EntryName({ entry }: { entry: Entry }) {
  return (
    <>
      “<span lang="en">{entry.konuIng}</span>” ({entry.konuTr}, {gradeLabel(entry.sinif)},{" "}
      {contentTypeByCode(entry.icerikTuru).label})
    </>
  );
}
