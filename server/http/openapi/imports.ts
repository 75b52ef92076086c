import { MAX_TITLE_LENGTH } from "#core/content-fields.ts";
import { IMPORT_LIMITS, ITEM_STATES, ON_DUPLICATE } from "#core/imports.ts";
import { adminErrors, created, errorAnswer, integer, json, pathId, ref, session } from "./shared";

// The import API reads its bodies by hand (server/http/imports-api.ts), and its answers are the
// service's views: both written here.

const importFields = {
  type: "object",
  description:
    "A row's fields as text, with the entry's own (Turkish) field names; the file type is what the file's bytes are, so there is no fileType or link.",
  properties: {
    sinif: { type: "string", examples: ["5"] },
    unite: { type: "string", examples: ["3"] },
    konuIng: { type: "string", maxLength: MAX_TITLE_LENGTH },
    konuTr: { type: "string", maxLength: MAX_TITLE_LENGTH },
    icerikTuru: { type: "string", description: "content type code 1-9" },
    donem: { type: "string", enum: ["1", "2"] },
  },
};
const entryLink = {
  type: ["object", "null"],
  properties: { id: integer, title: { type: "string" }, url: { type: "string" } },
};

export const importItem = {
  type: "object",
  required: [
    "id",
    "position",
    "path",
    "size",
    "fields",
    "state",
    "fileType",
    "error",
    "errors",
    "entry",
    "replaced",
    "alreadyOnSite",
  ],
  properties: {
    id: integer,
    position: integer,
    path: {
      type: "string",
      description: "the file's path as sent (folders and name): what its fields were proposed from",
    },
    size: integer,
    fields: importFields,
    state: {
      enum: [...ITEM_STATES],
      description:
        "waiting: its bytes have not come; ready: staged, imported once the import is started; working; done; skipped (its bytes are already an entry's); failed (see error)",
    },
    fileType: { type: ["string", "null"], enum: ["pdf", "image", "audio", null] },
    error: { type: ["string", "null"], description: "why it failed or was skipped (Turkish)" },
    errors: {
      type: ["object", "null"],
      additionalProperties: { type: "string" },
      description: "field → Turkish message",
    },
    entry: { ...entryLink, description: "the entry it became (done), or the one that already has its bytes (skipped)" },
    replaced: {
      type: "boolean",
      description: "done by giving an existing entry with the same bytes this row's fields (onDuplicate: replace)",
    },
    alreadyOnSite: { ...entryLink, description: "before import: an entry whose file has the same bytes" },
  },
};

const counts = {
  type: "object",
  properties: { total: integer, waiting: integer, pending: integer, done: integer, skipped: integer, failed: integer },
};

export const importView = {
  type: "object",
  required: ["id", "onDuplicate", "started", "finished", "counts", "bytes", "items"],
  properties: {
    id: integer,
    onDuplicate: { enum: [...ON_DUPLICATE] },
    started: { type: "boolean" },
    finished: { type: "boolean", description: "started, and no row waits or is pending" },
    createdAt: { type: "string", format: "date-time" },
    counts,
    bytes: { type: "object", properties: { total: integer, finished: integer } },
    items: { type: "array", items: ref("ImportItem") },
    manifestErrors: {
      type: "array",
      items: { type: "string" },
      description: "problems of the .csv manifest (POST only)",
    },
  },
};

const recentImport = {
  type: "object",
  properties: { id: integer, createdAt: { type: "string" }, started: { type: "boolean" }, counts },
};

const ways =
  "Three ways. (1) multipart/form-data: any number of files under any field name, each file name its path " +
  "(a folder upload sends '5/3/kelimeler/games-and-hobbies.pdf'); a .zip among them is opened; an optional `manifest` " +
  "(.csv file or text; a .csv file in the upload or the zip counts as one), `onDuplicate` (skip | replace) and `start` (1 to import at once). " +
  "(2) application/zip: one .zip as the body. (3) application/json: `{ files: [{ path, size }], manifest?, onDuplicate?, start? }` — " +
  "rows that wait for their bytes, sent one by one with PUT …/items/{item}/file (what the page does: a closed tab loses nothing sent). " +
  "Each row's fields are proposed from its path (grade, unit, term and type folders; the English title from the file name), " +
  "the unit table and the manifest (columns dosya, sinif, unite, konuIng, konuTr, icerikTuru, donem; comma, semicolon or tab). " +
  "Every file is checked by its bytes and size as on POST /contents, hashed, and staged. " +
  `At most ${IMPORT_LIMITS.files} files and ${IMPORT_LIMITS.bytes / 1024 ** 3} GiB; a .zip at most ${IMPORT_LIMITS.zipEntries} entries, ` +
  `none growing more than ${IMPORT_LIMITS.zipRatio}× when inflated, no '..' or absolute paths.`;

const fileList = {
  type: "object",
  required: ["files"],
  properties: {
    files: {
      type: "array",
      maxItems: IMPORT_LIMITS.files,
      items: {
        type: "object",
        required: ["path", "size"],
        properties: { path: { type: "string", maxLength: IMPORT_LIMITS.pathLength }, size: integer },
      },
    },
    manifest: { type: "string", maxLength: IMPORT_LIMITS.manifestBytes },
    onDuplicate: { enum: [...ON_DUPLICATE] },
    start: { type: "boolean" },
  },
};
const upload = {
  type: "object",
  properties: { manifest: { type: "string" }, onDuplicate: { enum: [...ON_DUPLICATE] }, start: { enum: ["1"] } },
  additionalProperties: { type: "string", format: "binary" },
};
const rowsPatch = {
  type: "object",
  properties: {
    onDuplicate: { enum: [...ON_DUPLICATE] },
    items: {
      type: "array",
      items: { type: "object", required: ["id", "fields"], properties: { id: integer, fields: importFields } },
    },
  },
};

const importId = pathId("id");
const importErrors = { ...adminErrors, "404": errorAnswer("No such import or row") };
const theImport = (description: string) => ({ description, content: json(ref("Import")) });

export const importPaths = {
  "/imports": {
    get: {
      summary: "The latest bulk imports (admin)",
      security: session,
      responses: {
        "200": {
          description: "Newest first",
          content: json({ type: "object", properties: { items: { type: "array", items: recentImport } } }),
        },
        ...adminErrors,
      },
    },
    post: {
      summary: "Start a bulk import (admin)",
      description: ways,
      security: session,
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": { schema: upload },
          "application/zip": { schema: { type: "string", format: "binary" } },
          "application/json": { schema: fileList },
        },
      },
      responses: {
        "201": created("Created; its rows, proposed fields and states", ref("Import")),
        "400": errorAnswer("No files, a bad path or body, an unreadable .zip"),
        ...adminErrors,
        "413": errorAnswer("Too many files, or too many bytes"),
        "415": errorAnswer("Neither multipart, a .zip nor JSON"),
      },
    },
  },
  "/imports/{id}": {
    get: {
      summary: "An import's rows and progress (admin): poll it",
      security: session,
      parameters: [importId],
      responses: { "200": theImport("The import"), ...importErrors },
    },
    patch: {
      summary: "Correct rows' fields, or the duplicate choice (admin)",
      description: "Rows that are done, skipped or being imported are left as they are.",
      security: session,
      parameters: [importId],
      requestBody: { required: true, content: json(rowsPatch) },
      responses: { "200": theImport("The import"), ...importErrors, "413": errorAnswer("Over 1 MiB") },
    },
    delete: {
      summary: "Remove an import and its staged files (admin); the entries it made stay",
      security: session,
      parameters: [importId],
      responses: { "200": errorAnswer("Removed"), ...importErrors },
    },
  },
  "/imports/{id}/start": {
    post: {
      summary: "Import the ready rows, and the waiting ones as their bytes come (admin)",
      description: "Runs on the server: a closed tab or a restart does not stop it; each row is written once.",
      security: session,
      parameters: [importId],
      responses: { "202": theImport("Started"), ...importErrors },
    },
  },
  "/imports/{id}/retry": {
    post: {
      summary: "Try failed rows again (admin)",
      description:
        "Body `{ items?: [row ids] }`; all failed rows without it. A row whose file was refused waits for new bytes.",
      security: session,
      parameters: [importId],
      responses: { "202": theImport("Started again"), ...importErrors },
    },
  },
  "/imports/{id}/items/{item}/file": {
    put: {
      summary: "Send one waiting row's file (admin)",
      description:
        "The raw bytes as the body (any Content-Type). Checked by their first bytes and size as on POST /contents; a refused file makes the row fail with its reason.",
      security: session,
      parameters: [importId, pathId("item")],
      requestBody: {
        required: true,
        content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } },
      },
      responses: {
        "200": { description: "The row", content: json(ref("ImportItem")) },
        ...importErrors,
        "409": errorAnswer("The row already has its file"),
      },
    },
  },
};
