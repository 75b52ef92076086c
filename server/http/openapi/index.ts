import { classMember, classPaths, classView } from "./classes";
import { contentPaths, entry, openedPaths, writeError } from "./content";
import { classHomeworkPaths, homeworkView } from "./homework";
import { pupilHomeworkPaths } from "./pupil-homework";
import { importItem, importPaths, importView } from "./imports";
import { practicePaths } from "./practice";
import { pupilCard, pupilPaths, rosterMember } from "./pupils";
import { reviewPaths } from "./review";
import { denemePaths } from "./deneme";
import { searchPaths } from "./search";
import { error } from "./shared";

/**
 * The OpenAPI 3.1 description served at /api/v1/openapi.json, assembled from one module per
 * area. Request bodies come from the zod schemas the doors validate with (./derive.ts);
 * paths, prose and the answers the doors build by hand are written by hand (docs/decisions/0097).
 * tests/unit/openapi-derived.test.ts holds it to the document as it was, difference by difference.
 */
export const openApiDocument = {
  openapi: "3.1.0",
  info: { title: "Merdiven API", version: "1.0.0", description: "İngilizce ders içerikleri (2-12. sınıflar)." },
  servers: [{ url: "/api/v1" }],
  paths: {
    ...contentPaths,
    ...searchPaths,
    ...practicePaths,
    ...importPaths,
    ...openedPaths,
    ...classPaths,
    ...pupilPaths,
    ...pupilHomeworkPaths,
    ...classHomeworkPaths,
    ...reviewPaths,
    ...denemePaths,
  },
  components: {
    schemas: {
      ContentEntry: entry,
      Error: error,
      WriteError: writeError,
      Import: importView,
      ImportItem: importItem,
      Class: classView,
      ClassMember: classMember,
      PupilCard: pupilCard,
      ClassRosterMember: rosterMember,
      Homework: homeworkView,
    },
    securitySchemes: {
      session: {
        type: "apiKey",
        in: "cookie",
        name: "sid",
        description:
          "The site's session cookie; writes need the admin's (under /classes a teacher's; joining any account's). Writes from a browser must be same-origin (Origin / Sec-Fetch-Site).",
      },
    },
  },
} as const;
