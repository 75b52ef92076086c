/**
 * The admin's add/edit form's fields and their limits, without the rules that check them: the
 * form's page draws its fields from here with its first load, and loads the checks (zod, in
 * core/content-form.ts) only when the admin saves (docs/decisions/0117).
 */
export const CONTENT_FIELDS = [
  "sinif",
  "unite",
  "konuIng",
  "konuTr",
  "icerikTuru",
  "fileType",
  "donem",
  "link",
] as const;
export type ContentField = (typeof CONTENT_FIELDS)[number];
export type ContentFormValues = Partial<Record<ContentField, string>>;

export const MAX_TITLE_LENGTH = 200;
export const MAX_UNIT = 99;
export const MAX_LINK_LENGTH = 2000;
