import { parseContentForm } from "#core/content-form.ts";
import type { FileType } from "#core/content-types.ts";
import { MAGIC_BYTES_NEEDED } from "#core/file-kinds.ts";
import { detectFileKind } from "#core/file-sniff.ts";
import { checkPractice } from "#core/practice-draft.ts";
import { PRACTICE_FIELDS, quizFormatOf } from "#core/practice-form.ts";

// The admin's add/edit form checked in the browser by the server's own rules, before a file is
// sent. Loaded on the first save (app/components/content-form-save.ts), not with the page: the
// rules bring zod and the quiz parsers, which the page's first load does without
// (docs/decisions/0117).

export type CurrentFile = { fileType: FileType; name: string | null; url: string | null };

/** The form's fields by the server's rules: the data to send, or the errors to show. */
export async function checkEntry(
  form: HTMLFormElement,
  current?: CurrentFile,
): Promise<{ data: FormData } | { errors: Record<string, string> }> {
  const data = new FormData(form);
  const picked = data.get("file");
  const file = picked instanceof File && (picked.size > 0 || picked.name !== "") ? picked : null;
  const facts = file
    ? { size: file.size, kind: detectFileKind(new Uint8Array(await file.slice(0, MAGIC_BYTES_NEEDED).arrayBuffer())) }
    : null;
  const raw = Object.fromEntries([...data.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));
  const checked = parseContentForm(
    raw,
    facts,
    current && { fileType: current.fileType, hasFile: current.name !== null },
  );
  // The word list and quiz by the server's rules too (a hidden part is disabled, so not sent).
  const practiceChecked = checkPractice(checked.success ? checked.data.icerikTuru : null, {
    words: raw[PRACTICE_FIELDS.words],
    quiz: raw[PRACTICE_FIELDS.quiz],
    quizFormat: quizFormatOf(raw[PRACTICE_FIELDS.quizFormat]),
  });
  if (!checked.success || !practiceChecked.ok) {
    return {
      errors: { ...(checked.success ? {} : checked.errors), ...(practiceChecked.ok ? {} : practiceChecked.errors) },
    };
  }
  if (!file) data.delete("file");
  // A chosen word-list or quiz file is already in its text field.
  data.delete(PRACTICE_FIELDS.wordsFile);
  data.delete(PRACTICE_FIELDS.quizFile);
  return { data };
}
