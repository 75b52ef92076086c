import fs from "node:fs";
import path from "node:path";
import type { PictureKey } from "#core/picture-password.ts";

/**
 * A quiz homework item for homework-offline.mobile.spec.ts (docs/decisions/0076), made ahead
 * (docs/decisions/0063) by tests/e2e/server.mjs: a class with one class pupil (the parent's
 * consent recorded, so the teacher's grid shows the score), an entry of its own with a quiz
 * whose right answers are hidden ('never'), the item (the device's time allowed), and
 * sessions of the pupil and the teacher. Its own entry, so no other spec's quiz changes.
 */
export const OFFLINE_HOMEWORK = {
  className: "6-C Çevrimdışı",
  pupil: { name: "Elif", secret: ["kedi", "top", "ev"] as PictureKey[] },
  title: "Offline Homework Test",
  titleTr: "Çevrimdışı ödev testi",
  /** A right answer that nothing shown to the pupil contains: if it is found on the device, an answer leaked. */
  secret: "zephyrine",
  quiz: [
    'Which word means "bulut"?{=cloud ~rain ~snow}',
    "Write in English: a very gentle wind (a rare word){=zephyrine}",
    "Ankara is the capital of Turkey.{T}",
  ].join("\n\n"),
  /** Decision 0084: a second pupil's self-test and reading of a grade-2 demo word list (its English never on the device). */
  other: { name: "Deniz", secret: ["top", "ev", "kedi"] as PictureKey[] },
  wordsTitle: "In the Classroom: Word List",
};

const workDir = path.resolve(import.meta.dirname, "../..", process.env.E2E_WORKDIR ?? "test-results");
export const offlineHomeworkFile = path.join(workDir, "e2e-homework-offline.json");

export interface OfflineHomeworkMade {
  classId: number;
  itemId: number;
  pupilId: number;
  pupilCookie: string;
  teacherCookie: string;
  /** Decision 0084: the second pupil's self-test and reading items, the entry's address, and their session. */
  otherId: number;
  otherCookie: string;
  selfTestId: number;
  readId: number;
  entryPath: string;
  /** The list's words, in its order: the English must never be on the device. */
  words: { english: string; turkish: string }[];
}

export const offlineHomework = (): OfflineHomeworkMade =>
  JSON.parse(fs.readFileSync(offlineHomeworkFile, "utf8")) as OfflineHomeworkMade;
