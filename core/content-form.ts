import type { ContentEntry } from "./content";
import { z } from "./zod";
import { FILE_TYPES, type ContentTypeCode, type FileType } from "./content-types";
import { FILE_KIND_INFO, type FileKind } from "./file-kinds";
import { MAX_GRADE, MIN_GRADE } from "./grades";
import { trAdmin } from "./messages/admin";
import { fieldErrors } from "./schemas";
import { toEmbedUrl } from "./video";
import { CONTENT_FIELDS, MAX_LINK_LENGTH, MAX_TITLE_LENGTH, MAX_UNIT, type ContentFormValues } from "./content-fields";

/**
 * The admin's add/edit form (docs/product.md): one set of rules, used by the form in
 * the browser before anything is sent and by the server for every request (the
 * form post, the JSON API). Field names are docs/product.md's; the fields and their limits are
 * core/content-fields.ts's.
 */

/** A whole number from a form value: "7" and 7 pass; "", "7.5", "7a" and " " do not. */
const whole = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) =>
      typeof v === "string"
        ? v.trim() === ""
          ? undefined
          : /^\d{1,3}$/.test(v.trim())
            ? Number(v.trim())
            : Number.NaN
        : v,
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

const title = (required: string) =>
  z
    .string({ error: required })
    .transform((s) => s.normalize("NFC").replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, required).max(MAX_TITLE_LENGTH, trAdmin.titleTooLong));

export const contentFieldsSchema = z.object({
  sinif: whole(MIN_GRADE, MAX_GRADE, trAdmin.gradeRequired),
  unite: whole(1, MAX_UNIT, trAdmin.unitRequired),
  konuIng: title(trAdmin.titleEnRequired),
  konuTr: title(trAdmin.titleTrRequired),
  icerikTuru: whole(1, 9, trAdmin.typeRequired).transform((n) => n as ContentTypeCode),
  fileType: z.enum(FILE_TYPES, { error: trAdmin.fileTypeRequired }),
  donem: whole(1, 2, trAdmin.termRequired).transform((n) => n as 1 | 2),
  link: z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined),
    z.string().max(MAX_LINK_LENGTH, trAdmin.invalidVideoLink).optional(),
  ),
});

/** What is known of the chosen file before it is stored: its size and what its first bytes say it is. */
export interface FileFacts {
  size: number;
  kind: FileKind | null;
  /** The first bytes said audio but the file's structure did not hold (core/audio-sniff.ts): it lies about its type. */
  forged?: boolean;
}

/** On an edit: the entry as it is now, so the admin may keep its file. */
export interface CurrentContent {
  fileType: FileType;
  hasFile: boolean;
}

/** A checked form: an entry's own fields (no id, no file name yet) and whether to keep its file. */
export interface ContentInput extends Omit<ContentEntry, "id" | "file"> {
  /** True when a pdf/image/audio entry keeps the file it has (an edit without a new file). */
  keepFile: boolean;
}

export type ContentFormResult =
  { success: true; data: ContentInput } | { success: false; errors: Record<string, string> };

const WRONG_KIND: Record<Exclude<FileType, "video">, string> = {
  pdf: trAdmin.notPdf,
  image: trAdmin.notImage,
  audio: trAdmin.notAudio,
};
const TOO_LARGE: Record<Exclude<FileType, "video">, string> = {
  pdf: trAdmin.pdfTooLarge,
  image: trAdmin.imageTooLarge,
  audio: trAdmin.audioTooLarge,
};

/** What a file of this type over its size limit is told (the form, the import). */
export const tooLargeMessage = (fileType: Exclude<FileType, "video">) => TOO_LARGE[fileType];

/**
 * The file-or-link rule of docs/product.md plus what the bytes must be: a PDF for pdf,
 * a picture for image, MP3/M4A/Ogg for audio, a YouTube link (turned into its embed form) for video.
 */
function sourceErrors(
  fileType: FileType,
  rawLink: string | undefined,
  file: FileFacts | null,
  current?: CurrentContent,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const canKeep = current !== undefined && current.hasFile && fileType !== "video";
  if (!file && !rawLink && !canKeep) {
    return { file: trAdmin.noContentChosen, link: trAdmin.noContentChosen };
  }
  if (fileType === "video") {
    if (file) errors.file = trAdmin.videoNeedsLink;
    if (!rawLink) errors.link = trAdmin.videoNeedsLink;
    else if (!toEmbedUrl(rawLink)) errors.link = trAdmin.invalidVideoLink;
    return errors;
  }
  if (rawLink) errors.link = trAdmin.fileNeedsUpload;
  if (file) {
    const info = file.kind ? FILE_KIND_INFO[file.kind] : null;
    if (file.forged) errors.file = trAdmin.audioForged;
    else if (!info || info.fileType !== fileType) errors.file = WRONG_KIND[fileType];
    else if (file.size > info.maxBytes) errors.file = tooLargeMessage(fileType);
  } else if (!canKeep) {
    errors.file = trAdmin.fileNeedsUpload;
  } else if (current.fileType !== fileType) {
    errors.file = trAdmin.fileTypeChanged;
  }
  return errors;
}

/** Checks the form: every field error at once, keyed by field name ("file" for the file). */
export function parseContentForm(
  raw: Record<string, unknown>,
  file: FileFacts | null,
  current?: CurrentContent,
): ContentFormResult {
  const parsed = contentFieldsSchema.safeParse(raw);
  const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
  const fileType = FILE_TYPES.find((t) => t === raw.fileType);
  const rawLink = typeof raw.link === "string" && raw.link.trim() !== "" ? raw.link.trim() : undefined;
  if (fileType) Object.assign(errors, { ...sourceErrors(fileType, rawLink, file, current), ...errors });
  if (!parsed.success || Object.keys(errors).length > 0) return { success: false, errors };
  const v = parsed.data;
  return {
    success: true,
    data: {
      sinif: v.sinif,
      unite: v.unite,
      konuIng: v.konuIng,
      konuTr: v.konuTr,
      icerikTuru: v.icerikTuru,
      donem: v.donem,
      fileType: v.fileType,
      link: v.fileType === "video" ? toEmbedUrl(v.link!) : null,
      keepFile: v.fileType !== "video" && !file,
    },
  };
}

/** The form's text values as they were sent, to fill the form again after an error. */
export function formValues(raw: Record<string, unknown>): ContentFormValues {
  const out: ContentFormValues = {};
  for (const name of CONTENT_FIELDS) {
    const v = raw[name];
    if (typeof v === "string") out[name] = v.slice(0, MAX_LINK_LENGTH);
  }
  return out;
}
