import fs from "node:fs";
import path from "node:path";
import type { PictureKey } from "#core/picture-password.ts";

/**
 * deneme-teacher.spec.ts's and deneme-homework.spec.ts's class, made ahead by tests/e2e/server.mjs
 * (docs/decisions/0063): a teacher, a class of two pupils whose parents' consent is recorded, and a
 * grade-8 demo quiz as a school-form deneme of 20 minutes (decisions 0123, 0124).
 */
export const E2E_DENEME_CLASS = {
  name: "8-B Deneme",
  pupil: { name: "Deniz", secret: ["kedi", "elma", "top"] as PictureKey[] },
  /** deneme-homework.spec.ts's pupil, who sits the deneme given as homework (decision 0124). */
  homeworkPupil: { name: "Ege", secret: ["top", "kedi", "elma"] as PictureKey[] },
  /** A grade-8 demo entry (server/demo/catalogue.ts) whose quiz fits the school form (3 options). */
  quizTitle: "The Internet: Unit 5 Test",
};

const workDir = path.resolve(import.meta.dirname, "../..", process.env.E2E_WORKDIR ?? "test-results");
export const denemeClassFile = path.join(workDir, "e2e-deneme-class.json");
export const madeDenemeClass = (): { id: number; entryId: number } =>
  JSON.parse(fs.readFileSync(denemeClassFile, "utf8")) as { id: number; entryId: number };
