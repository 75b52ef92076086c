import { CONTENT_TYPES, FILE_TYPES } from "../../core/content-types";
import { MAX_GRADE, MIN_GRADE } from "../../core/grades";

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
    },
  },
  components: { schemas: { ContentEntry: entry, Error: error } },
} as const;
