import { CONTENT_TYPES, FILE_TYPES } from "../../core/content-types";
import { MAX_LINK_LENGTH, MAX_TITLE_LENGTH, MAX_UNIT } from "../../core/content-form";
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES } from "../../core/file-kinds";
import { MAX_GRADE, MIN_GRADE } from "../../core/grades";
import { SEARCH_RANKED_AT_MOST } from "../../core/search";

const error = {
  type: "object",
  required: ["code", "message"],
  properties: { code: { type: "string" }, message: { type: "string", description: "Turkish message for people" } },
};

const entry = {
  type: "object",
  required: ["id", "sinif", "unite", "konuIng", "konuTr", "icerikTuru", "donem", "file", "fileType", "link", "url", "fileUrl"],
  properties: {
    id: { type: "integer" },
    sinif: { type: "integer", minimum: MIN_GRADE, maximum: MAX_GRADE, description: "grade" },
    unite: { type: "integer", minimum: 1, description: "unit number" },
    konuIng: { type: "string", description: "English title" },
    konuTr: { type: "string", description: "Turkish title" },
    icerikTuru: {
      type: "integer",
      enum: CONTENT_TYPES.map((t) => t.code),
      description: CONTENT_TYPES.map((t) => `${t.code} ${t.label}`).join(", "),
    },
    donem: { type: "integer", enum: [1, 2], description: "term" },
    file: { type: ["string", "null"], description: "stored file name" },
    fileType: { type: "string", enum: [...FILE_TYPES] },
    link: { type: ["string", "null"], description: "video embed address (youtube-nocookie.com)" },
    url: { type: "string", description: "the entry's page on the site" },
    fileUrl: { type: ["string", "null"], description: "the file's address; null for a video" },
  },
};

/** A write that failed its rules: the first message, and every field's message under `errors`. */
const writeError = {
  type: "object",
  required: ["code", "message"],
  properties: {
    code: { type: "string", examples: ["invalid", "too-large", "storage-quota-exceeded"] },
    message: { type: "string", description: "Turkish message for people" },
    errors: { type: "object", additionalProperties: { type: "string" }, description: "field name → Turkish message" },
  },
};

const MB = 1024 * 1024;
const contentForm = (required: string[]) => ({
  "multipart/form-data": {
    schema: {
      type: "object",
      required,
      properties: {
        sinif: { type: "integer", minimum: MIN_GRADE, maximum: MAX_GRADE, description: "grade" },
        unite: { type: "integer", minimum: 1, maximum: MAX_UNIT, description: "unit number" },
        konuIng: { type: "string", maxLength: MAX_TITLE_LENGTH, description: "English title" },
        konuTr: { type: "string", maxLength: MAX_TITLE_LENGTH, description: "Turkish title" },
        icerikTuru: { type: "integer", enum: CONTENT_TYPES.map((t) => t.code), description: "content type code" },
        fileType: { type: "string", enum: [...FILE_TYPES] },
        donem: { type: "integer", enum: [1, 2], description: "term" },
        file: {
          type: "string",
          format: "binary",
          description: `pdf: a PDF (at most ${MAX_PDF_BYTES / MB} MB); image: PNG, JPEG, WebP or GIF (at most ${MAX_IMAGE_BYTES / MB} MB). Checked by its bytes, not its name; stored under a server-made name.`,
        },
        link: {
          type: "string",
          maxLength: MAX_LINK_LENGTH,
          description: "video: a YouTube link, stored as its youtube-nocookie.com embed address",
        },
      },
    },
  },
});

const json = (schema: object) => ({ "application/json": { schema } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const adminErrors = {
  "401": { description: "No session", content: json(ref("Error")) },
  "403": { description: "Not the admin, or a request from another site", content: json(ref("Error")) },
};

/** PUT of a word list or a quiz: what was stored, or every bad line. */
const practiceResponses = {
  "200": {
    description: "Stored (count 0: removed)",
    content: json({ type: "object", required: ["id", "count", "message"], properties: { id: { type: "integer" }, count: { type: "integer" }, message: { type: "string" } } }),
  },
  "400": {
    description: "Bad lines; nothing stored",
    content: json({
      type: "object",
      required: ["code", "message", "problems"],
      properties: {
        code: { const: "invalid" },
        message: { type: "string" },
        problems: { type: "array", items: { type: "object", required: ["line", "message"], properties: { line: { type: "integer" }, message: { type: "string" } } } },
      },
    }),
  },
  ...adminErrors,
  "404": { description: "No such entry", content: json(ref("Error")) },
  "409": { description: "The entry's type carries no word list (or no quiz)", content: json(ref("Error")) },
  "413": { description: "Over 1 MiB", content: json(ref("Error")) },
  "415": { description: "Not a text type this part takes", content: json(ref("Error")) },
};

/** The OpenAPI 3.1 description served at /api/v1/openapi.json. */
export const openApiDocument = {
  openapi: "3.1.0",
  info: { title: "Merdiven API", version: "1.0.0", description: "İngilizce ders içerikleri (2-12. sınıflar)." },
  servers: [{ url: "/api/v1" }],
  paths: {
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
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["items", "total", "page", "pageSize"],
                  properties: {
                    items: { type: "array", items: { $ref: "#/components/schemas/ContentEntry" } },
                    total: { type: "integer" },
                    page: { type: "integer" },
                    pageSize: { type: "integer" },
                  },
                },
              },
            },
          },
          "400": { description: "Invalid filter", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
          "503": { description: "Database unavailable", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
        },
      },
      post: {
        summary: "Add an entry (admin)",
        description:
          "SPEC.md §5: every field is required, and either a file (pdf, image) or a video link (video); neither gives 'icerik secmediniz'. The file is stored first and the row written after, so an entry never exists without its file.",
        security: [{ session: [] }],
        requestBody: { required: true, content: contentForm(["sinif", "unite", "konuIng", "konuTr", "icerikTuru", "fileType", "donem"]) },
        responses: {
          "201": { description: "Added", headers: { Location: { schema: { type: "string" } } }, content: json(ref("ContentEntry")) },
          "400": { description: "A rule is broken (the Turkish message of each field)", content: json(ref("WriteError")) },
          ...adminErrors,
          "413": { description: "The file is larger than its kind allows", content: json(ref("WriteError")) },
          "415": { description: "Not multipart/form-data", content: json(ref("WriteError")) },
          "503": { description: "Storage (401, 402 quota, 403, 404 as storage-* codes) or database unavailable", content: json(ref("WriteError")) },
        },
      },
    },
    "/contents/{id}": {
      get: {
        summary: "One content entry",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
        responses: {
          "200": { description: "The entry", content: { "application/json": { schema: { $ref: "#/components/schemas/ContentEntry" } } } },
          "404": { description: "No such entry", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
        },
      },
      patch: {
        summary: "Edit an entry (admin)",
        description:
          "The same fields and rules as POST. Without a file a pdf/image entry keeps its file; a new file is stored under a new name, the row updated, then the old file removed.",
        security: [{ session: [] }],
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
        requestBody: { required: true, content: contentForm(["sinif", "unite", "konuIng", "konuTr", "icerikTuru", "fileType", "donem"]) },
        responses: {
          "200": { description: "Saved", content: json(ref("ContentEntry")) },
          "400": { description: "A rule is broken", content: json(ref("WriteError")) },
          ...adminErrors,
          "404": { description: "No such entry ('Document not found in entriesContentRef.')", content: json(ref("Error")) },
          "409": { description: "The entry changed meanwhile", content: json(ref("Error")) },
          "413": { description: "The file is larger than its kind allows", content: json(ref("WriteError")) },
          "503": { description: "Storage or database unavailable", content: json(ref("WriteError")) },
        },
      },
      delete: {
        summary: "Delete an entry and its file (admin)",
        security: [{ session: [] }],
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
        responses: {
          "200": {
            description: "Deleted: 'Document deleted successfully.'; `warning` says 'Document not found in entriesContentReference.' when the file was already gone",
            content: json({
              type: "object",
              required: ["id", "code", "message"],
              properties: { id: { type: "integer" }, code: { const: "deleted" }, message: { type: "string" }, warning: { type: "string" } },
            }),
          },
          ...adminErrors,
          "404": { description: "Already gone: 'Document not found in entriesContentRef.'", content: json(ref("Error")) },
          "503": { description: "'Error deleting document. Please try again.'", content: json(ref("Error")) },
        },
      },
    },
    "/search": {
      get: {
        summary: "Search both titles and the text inside PDFs (Turkish-aware: 'sinav' finds 'Sınav'; English stems; in titles one wrong letter forgiven)",
        description:
          "Ranked: the whole query inside a title first, then a match in a title, then one inside the file only, then a near spelling of a title; within each, whole words before prefixes, then full-text rank, then similarity. `snippet` quotes the PDF's text around the words when they were found there. 60 searches a minute per address.",
        parameters: [
          { name: "q", in: "query", required: true, schema: { type: "string", minLength: 2, maxLength: 100 } },
          { name: "grade", in: "query", required: false, schema: { type: "integer", minimum: 2, maximum: 12 } },
          { name: "type", in: "query", required: false, schema: { type: "integer", minimum: 1, maximum: 9 } },
          { name: "term", in: "query", required: false, schema: { enum: [1, 2] } },
          { name: "page", in: "query", required: false, schema: { type: "integer", minimum: 1, maximum: 1000, default: 1 } },
        ],
        responses: {
          "200": {
            description: "A page of matches, best first",
            content: json({
              type: "object",
              required: ["items", "total", "more", "page", "pageSize"],
              properties: {
                items: { type: "array", items: { allOf: [ref("ContentEntry"), { type: "object", required: ["snippet"], properties: { snippet: { type: ["string", "null"], description: "Text of the PDF around the words found in it; null when only a title matched" } } }] } },
                total: { type: "integer", description: `How many were found; when \`more\` is true, at least this many (${SEARCH_RANKED_AT_MOST})` },
                more: { type: "boolean", description: "More were found than are ranked: narrow the query or add a filter" },
                page: { type: "integer" },
                pageSize: { type: "integer" },
              },
            }),
          },
          "400": { description: "An empty, too short or too long query, or a bad filter (a Turkish message)", content: json(ref("Error")) },
          "429": { description: "Too many searches from this address", content: json(ref("Error")) },
        },
      },
    },
    "/contents/{id}/words": {
      put: {
        summary: "Set an entry's word list (admin; types 2, 6, 7)",
        description:
          "Two or three columns per row: English, Turkish, an optional example sentence; tab-, semicolon- or comma-separated (CSV quotes allowed), a header row optional. Parsed whole: any bad row refuses the list with every problem and its line, and the stored list stays. An empty body removes the list.",
        security: [{ session: [] }],
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
        requestBody: { required: true, content: { "text/csv": { schema: { type: "string" } }, "text/tab-separated-values": { schema: { type: "string" } }, "text/plain": { schema: { type: "string" } } } },
        responses: practiceResponses,
      },
    },
    "/contents/{id}/quiz": {
      put: {
        summary: "Set an entry's online quiz (admin; types 1, 3, 8)",
        description:
          "Moodle's GIFT (multiple choice, true/false, short answer, matching, missing word) or Aiken (multiple choice), chosen by `format`. Unknown syntax is reported with its line and nothing is stored. An empty body removes the quiz.",
        security: [{ session: [] }],
        parameters: [
          { name: "id", in: "path", required: true, schema: { type: "integer" } },
          { name: "format", in: "query", required: false, schema: { enum: ["gift", "aiken"], default: "gift" } },
        ],
        requestBody: { required: true, content: { "text/plain": { schema: { type: "string" } } } },
        responses: practiceResponses,
      },
    },
  },
  components: {
    schemas: { ContentEntry: entry, Error: error, WriteError: writeError },
    securitySchemes: {
      session: { type: "apiKey", in: "cookie", name: "sid", description: "The site's session cookie; writes need the admin's. Writes from a browser must be same-origin (Origin / Sec-Fetch-Site)." },
    },
  },
} as const;
