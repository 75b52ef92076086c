import type { EntryJson } from "#core/content.ts";
import { CONTENT_TYPES, FILE_TYPES } from "#core/content-types.ts";
import { MAX_UNIT } from "#core/content-fields.ts";
import { contentFieldsSchema } from "#core/content-form.ts";
import { MAX_AUDIO_BYTES, MAX_IMAGE_BYTES, MAX_PDF_BYTES } from "#core/file-kinds.ts";
import { MAX_GRADE, MIN_GRADE } from "#core/grades.ts";
import { PRACTICE_FIELDS } from "#core/practice-form.ts";
import { QUIZ_FORMATS, QUIZ_TYPES, WORD_LIST_TYPES } from "#core/practice.ts";
import { MAX_TRANSCRIPT_CHARS, TRANSCRIPT_FIELDS } from "#core/transcript.ts";
import { z } from "#core/zod.ts";
import { answerFromZod, fromZod } from "./derive";
import { adminErrors, created, errorAnswer, integer, json, pathId, ref, session } from "./shared";

/**
 * An entry as the API answers it (core/content.ts `entryJson`). The answer is built by hand in
 * the door; the types below tie this schema to it, so a field added to EntryJson fails the build
 * until the document says it.
 */
const entryAnswer = z.object({
  id: z.number().int(),
  sinif: z.number().int().min(MIN_GRADE).max(MAX_GRADE).meta({ description: "grade" }),
  unite: z.number().int().min(1).meta({ description: "unit number" }),
  konuIng: z.string().meta({ description: "English title" }),
  konuTr: z.string().meta({ description: "Turkish title" }),
  icerikTuru: z
    .literal(CONTENT_TYPES.map((t) => t.code))
    .meta({ description: CONTENT_TYPES.map((t) => `${t.code} ${t.label}`).join(", ") }),
  donem: z.literal([1, 2]).meta({ description: "term" }),
  file: z.string().nullable().meta({ description: "stored file name" }),
  fileType: z.enum(FILE_TYPES),
  link: z.string().nullable().meta({ description: "video embed address (youtube-nocookie.com)" }),
  url: z.string().meta({ description: "the entry's page on the site" }),
  fileUrl: z.string().nullable().meta({ description: "the file's address; null for a video" }),
});
type Described = z.infer<typeof entryAnswer>;
type Holds<T extends true> = T;
// Every answer `entryJson` builds fits the schema (so the schema asks for no field the answer lacks),
// and the schema names every field of the answer: neither may gain one alone.
type _EntryAnswerFits = Holds<EntryJson extends Described ? true : false>;
type _EntryAnswerComplete = Holds<[keyof EntryJson] extends [keyof Described] ? true : false>;
export const entry = answerFromZod(entryAnswer);

/** A write that failed its rules: the first message, and every field's message under `errors`. */
export const writeError = {
  type: "object",
  required: ["code", "message"],
  properties: {
    code: { type: "string", examples: ["invalid", "too-large", "storage-quota-exceeded"] },
    message: { type: "string", description: "Turkish message for people" },
    errors: { type: "object", additionalProperties: { type: "string" }, description: "field name → Turkish message" },
    problems: {
      type: "array",
      // The served text is kept as it was (tests/fixtures/openapi-before.json); its reference is an old one.
      description: "Each bad line of the word list or quiz sent with the entry; nothing was stored",
      items: {
        type: "object",
        required: ["field", "line", "message"],
        properties: {
          field: { type: "string", enum: [PRACTICE_FIELDS.words, PRACTICE_FIELDS.quiz] },
          line: { type: "integer" },
          message: { type: "string" },
        },
      },
    },
  },
};

const MB = 1024 * 1024;
const binary = (description: string) => ({ type: "string", format: "binary", description });
const practiceRule = "Left out: the stored list stays; empty: removed. Any bad line refuses the whole write.";

/**
 * The parts of the add/edit form read outside core/content-form.ts's schema: the file (checked
 * by its bytes), the word list, the quiz and the transcript (each read by its own parser).
 */
const formParts = {
  file: binary(
    `pdf: a PDF (at most ${MAX_PDF_BYTES / MB} MB); image: PNG, JPEG, WebP or GIF (at most ${MAX_IMAGE_BYTES / MB} MB); ` +
      `audio: MP3, M4A (AAC) or Ogg (Opus, Vorbis) (at most ${MAX_AUDIO_BYTES / MB} MB). ` +
      "Checked by its bytes, not its name (audio also by its frames, boxes or pages: a file that only starts like audio is refused); stored under a server-made name.",
  ),
  [PRACTICE_FIELDS.words]: {
    type: "string",
    description:
      `Types ${WORD_LIST_TYPES.join(", ")}: a word list (English, Turkish, optional example; tab-, semicolon- or comma-separated). ` +
      practiceRule,
  },
  [PRACTICE_FIELDS.wordsFile]: binary(
    `The word list as a UTF-8 .csv file (at most 1 MiB), read instead of ${PRACTICE_FIELDS.words}`,
  ),
  [PRACTICE_FIELDS.quiz]: {
    type: "string",
    description: `Types ${QUIZ_TYPES.join(", ")}: an online quiz in GIFT or Aiken. Left out: the stored quiz stays; empty: removed. Any bad line refuses the whole write.`,
  },
  [PRACTICE_FIELDS.quizFile]: binary(
    `The quiz as a UTF-8 text file (at most 1 MiB), read instead of ${PRACTICE_FIELDS.quiz}`,
  ),
  [PRACTICE_FIELDS.quizFormat]: { type: "string", enum: [...QUIZ_FORMATS], default: "gift" },
  [TRANSCRIPT_FIELDS.text]: {
    type: "string",
    maxLength: MAX_TRANSCRIPT_CHARS,
    description:
      "audio: the sound's transcript, WebVTT (starts with WEBVTT; each line timed, shown highlighted while it plays) or plain text. " +
      "Left out: the stored one stays; empty: removed. Other file types have none.",
  },
  [TRANSCRIPT_FIELDS.file]: binary(
    `The transcript as a UTF-8 .vtt or .txt file (at most ${MAX_TRANSCRIPT_CHARS / 1024} KB of text), read instead of ${TRANSCRIPT_FIELDS.text}`,
  ),
};

/** The add/edit form: the entry's fields from the schema the form and the API both check with, then the other parts. */
function contentForm() {
  const fields = fromZod(contentFieldsSchema, {
    sinif: { description: "grade" },
    unite: { description: "unit number" },
    konuIng: { description: "English title" },
    konuTr: { description: "Turkish title" },
    icerikTuru: { description: "content type code" },
    donem: { description: "term" },
    link: { description: "video: a YouTube link, stored as its youtube-nocookie.com embed address" },
  });
  const properties = { ...(fields.properties as object), ...formParts };
  return { "multipart/form-data": { schema: { ...fields, properties } } };
}

const entryId = pathId("id");
const writeAnswers = {
  ...adminErrors,
  "413": { description: "The file is larger than its kind allows", content: json(ref("WriteError")) },
};

export const contentPaths = {
  "/contents": {
    get: {
      summary: "List content entries, in term/unit order",
      parameters: [
        { name: "grade", in: "query", schema: { type: "integer", minimum: MIN_GRADE, maximum: MAX_GRADE } },
        { name: "type", in: "query", schema: { type: "integer", minimum: 1, maximum: 9 } },
        { name: "term", in: "query", description: "dönem", schema: { type: "integer", enum: [1, 2] } },
        { name: "unit", in: "query", description: "ünite", schema: { type: "integer", minimum: 1, maximum: MAX_UNIT } },
        { name: "page", in: "query", schema: { type: "integer", minimum: 1, default: 1 } },
        { name: "pageSize", in: "query", schema: { type: "integer", minimum: 1, maximum: 100, default: 50 } },
      ],
      responses: {
        "200": {
          description: "A page of entries",
          content: json({
            type: "object",
            required: ["items", "total", "page", "pageSize"],
            properties: {
              items: { type: "array", items: ref("ContentEntry") },
              total: integer,
              page: integer,
              pageSize: integer,
            },
          }),
        },
        "400": errorAnswer("Invalid filter"),
        "503": errorAnswer("Database unavailable"),
      },
    },
    post: {
      summary: "Add an entry (admin)",
      description:
        "Every field is required, and either a file (pdf, image) or a video link (video); neither gives 'icerik secmediniz'. " +
        "The file is stored first and the row written after, so an entry never exists without its file.",
      security: session,
      requestBody: { required: true, content: contentForm() },
      responses: {
        "201": created("Added", ref("ContentEntry")),
        "400": {
          description: "A rule is broken (the Turkish message of each field)",
          content: json(ref("WriteError")),
        },
        ...writeAnswers,
        "415": { description: "Not multipart/form-data", content: json(ref("WriteError")) },
        "503": {
          description: "Storage (401, 402 quota, 403, 404 as storage-* codes) or database unavailable",
          content: json(ref("WriteError")),
        },
      },
    },
  },
  "/contents/{id}": {
    get: {
      summary: "One content entry",
      parameters: [entryId],
      responses: {
        "200": { description: "The entry", content: json(ref("ContentEntry")) },
        "404": errorAnswer("No such entry"),
      },
    },
    patch: {
      summary: "Edit an entry (admin)",
      description:
        "The same fields and rules as POST. Without a file a pdf/image entry keeps its file; " +
        "a new file is stored under a new name, the row updated, then the old file removed.",
      security: session,
      parameters: [entryId],
      requestBody: { required: true, content: contentForm() },
      responses: {
        "200": { description: "Saved", content: json(ref("ContentEntry")) },
        "400": { description: "A rule is broken", content: json(ref("WriteError")) },
        ...adminErrors,
        "404": errorAnswer("No such entry ('Document not found in entriesContentRef.')"),
        "409": errorAnswer("The entry changed meanwhile"),
        "413": writeAnswers["413"],
        "503": { description: "Storage or database unavailable", content: json(ref("WriteError")) },
      },
    },
    delete: {
      summary: "Delete an entry and its file (admin)",
      security: session,
      parameters: [entryId],
      responses: {
        "200": {
          description:
            "Deleted: 'Document deleted successfully.'; `warning` says 'Document not found in entriesContentReference.' when the file was already gone",
          content: json({
            type: "object",
            required: ["id", "code", "message"],
            properties: {
              id: integer,
              code: { const: "deleted" },
              message: { type: "string" },
              warning: { type: "string" },
            },
          }),
        },
        ...adminErrors,
        "404": errorAnswer("Already gone: 'Document not found in entriesContentRef.'"),
        "503": errorAnswer("'Error deleting document. Please try again.'"),
      },
    },
  },
};

export const openedPaths = {
  "/contents/{id}/opened": {
    post: {
      summary: "Count one opening of an entry (the entry's page sends it)",
      description:
        "A number per entry and day only: nothing about who opened it is kept (decision 0045). At most 120 counted per address a minute; always 204.",
      parameters: [entryId],
      responses: { "204": { description: "Counted (or quietly not)" } },
    },
  },
};
