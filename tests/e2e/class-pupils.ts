import path from "node:path";
import type { PictureKey } from "#core/picture-password.ts";

/**
 * A class with class pupils made ahead (docs/decisions/0063) for picture-sign-in.spec.ts:
 * tests/e2e/server.mjs writes it into the site's database before the site opens (with
 * tests/support/class-pupils.ts) and leaves the pupils' ids in E2E_WORKDIR.
 */
export const E2E_CLASS = {
  name: "2-A İngilizce",
  code: "KEDY47",
  pupils: [
    { name: "Ayşe", secret: ["kedi", "gunes", "kedi"] as PictureKey[] },
    { name: "Çınar", secret: ["elma", "top", "ev"] as PictureKey[] },
    { name: "Deniz", secret: ["yildiz", "kus", "kalp"] as PictureKey[] },
  ],
};

const workDir = path.resolve(import.meta.dirname, "../..", process.env.E2E_WORKDIR ?? "test-results");
export const classPupilsFile = path.join(workDir, "e2e-class-pupils.json");

/**
 * teacher-flow.spec.ts's teacher: signs up with these on the phone, asks for the role, and signs
 * in again with them after the approval ends the account's sessions.
 */
export const E2E_TEACHER_TO_BE = { email: "ogretmen-adayi@merdiven.test", password: "ogretmen-adayi-e2e-7" };
