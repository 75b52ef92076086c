import fs from "node:fs";
import path from "node:path";
import type { PictureKey } from "#core/picture-password.ts";

/**
 * homework.spec.ts's class, made ahead (docs/decisions/0063) by tests/e2e/server.mjs
 * before the site opens: a teacher, a grade-2 class of its own (not E2E_CLASS, which
 * picture-sign-in.spec.ts signs into) and three class pupils whose parents' consent is recorded
 * (decision 0066: the teacher sees no result without it), with sessions for the teacher and the
 * two pupils who work (tests/e2e/sessions.ts). The third never opens anything.
 */
export const E2E_HOMEWORK_CLASS = {
  name: "2-C İngilizce",
  /** Elif finishes on time (a phone with JavaScript), Ömer late (a desktop without), Işıl never. */
  pupils: [
    { name: "Elif", secret: ["kedi", "top", "ev"] as PictureKey[] },
    { name: "Işıl", secret: ["elma", "kus", "kalp"] as PictureKey[] },
    { name: "Ömer", secret: ["yildiz", "gunes", "araba"] as PictureKey[] },
  ],
  /** Grade 2's demo entries (server/demo/catalogue.ts): the unit 5 test's quiz and unit 3's word list. */
  quizTitle: "Colors: Unit 5 Test",
  wordListTitle: "In the Classroom: Word List",
};

/** homework-exercise.spec.ts's class of one (tests/e2e/server.mjs): the dictation is assigned there alone. */
export const E2E_EXERCISE_CLASS = {
  name: "2-D Dikte",
  pupil: { name: "Defne", secret: ["kedi", "ev", "top"] as PictureKey[] },
};

/** What server.mjs leaves for the spec: the class, its pupils' ids, and the two entries' pages. */
export interface MadeHomeworkClass {
  id: number;
  code: string;
  pupils: { id: number; name: string }[];
  quiz: { id: number; path: string };
  wordList: { id: number; path: string };
}

const workDir = path.resolve(import.meta.dirname, "../..", process.env.E2E_WORKDIR ?? "test-results");
export const homeworkClassFile = path.join(workDir, "e2e-homework-class.json");
export const madeHomeworkClass = (): MadeHomeworkClass =>
  JSON.parse(fs.readFileSync(homeworkClassFile, "utf8")) as MadeHomeworkClass;

export const exerciseClassFile = path.join(workDir, "e2e-exercise-class.json");
export const madeExerciseClass = (): { id: number } =>
  JSON.parse(fs.readFileSync(exerciseClassFile, "utf8")) as { id: number };
