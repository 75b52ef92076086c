import { z } from "./zod";
import { MAX_GRADE, MIN_GRADE } from "./grades";
import { trClasses } from "./messages/classes";
import { isJoinCode, readJoinCode } from "./classes/join-codes";
import { CLASS_NAME_MAX, DISPLAY_NAME_MAX, MAX_CLASS_PUPILS, PUPIL_NAME_MAX, PUPIL_NAMES_TEXT_MAX, TEACHER_LIMITS } from "./classes/limits";

// The paths and limits pages need live apart (no zod in them), so a page that links to a
// class does not bring zod to the browser; everything else imports them from here as before.
export * from "./classes/limits";
export * from "./classes/join-codes";
export * from "./classes/paths";





/** Names of people, schools, cities and classes: letters of any language, digits, spaces and a little punctuation. */
const NAME_TEXT = /^[\p{L}\p{M}\p{N} .,'’\-/()&+]+$/u;

/**
 * Text of at most `max` characters, checked for its length before anything else reads it
 * (core/schemas.ts's rule: a megabyte-long field must never reach a pattern).
 */
const named = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .max(max + 32, { error: tooLong, abort: true })
    .transform((s) => s.trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, required).max(max, { error: tooLong, abort: true }).regex(NAME_TEXT, trClasses.textInvalid));

export const teacherRequestSchema = z.object({
  name: named(TEACHER_LIMITS.name, trClasses.teacherNameRequired, trClasses.teacherNameTooLong),
  school: named(TEACHER_LIMITS.school, trClasses.teacherSchoolRequired, trClasses.teacherSchoolTooLong),
  city: named(TEACHER_LIMITS.city, trClasses.teacherCityRequired, trClasses.teacherCityTooLong),
});
export type TeacherRequestInput = z.infer<typeof teacherRequestSchema>;

/** The school year a date falls in: Turkish schools start in September ("2026-2027" from 1 September 2026). */
export function currentSchoolYear(now = new Date()): string {
  const istanbul = new Date(now.toLocaleString("en-US", { timeZone: "Europe/Istanbul" }));
  const year = istanbul.getFullYear();
  const start = istanbul.getMonth() >= 8 ? year : year - 1;
  return `${start}-${start + 1}`;
}

/** A school year as "2026-2027"; empty or missing means the current one. */
const schoolYearField = z
  .string({ error: trClasses.schoolYearInvalid })
  .max(20, { error: trClasses.schoolYearInvalid, abort: true })
  .optional()
  .transform((s) => s?.trim() || currentSchoolYear())
  .refine((s) => {
    const m = /^(\d{4})-(\d{4})$/.exec(s);
    return m !== null && Number(m[2]) === Number(m[1]) + 1 && Number(m[1]) >= 2000 && Number(m[1]) <= 2100;
  }, trClasses.schoolYearInvalid);

/** A grade from a form (text) or JSON (a number): 2-12. */
const gradeField = z
  .union([z.string().max(3, { error: trClasses.gradeInvalid, abort: true }), z.number()], { error: trClasses.gradeInvalid })
  .transform((g) => (typeof g === "number" ? g : /^\d{1,2}$/.test(g.trim()) ? Number(g.trim()) : NaN))
  .pipe(z.number({ error: trClasses.gradeInvalid }).int({ error: trClasses.gradeInvalid }).min(MIN_GRADE, { error: trClasses.gradeInvalid }).max(MAX_GRADE, { error: trClasses.gradeInvalid }));

const classNameField = named(CLASS_NAME_MAX, trClasses.nameRequired, trClasses.nameTooLong);

export const classCreateSchema = z.object({
  name: classNameField,
  grade: gradeField,
  schoolYear: schoolYearField,
});
export type ClassCreateInput = z.infer<typeof classCreateSchema>;

export const classRenameSchema = z.object({ name: classNameField });

export const joinSchema = z.object({
  code: z
    .string({ error: trClasses.codeRequired })
    .max(20, { error: trClasses.codeInvalid, abort: true })
    .transform(readJoinCode)
    .pipe(z.string().min(1, trClasses.codeRequired).refine(isJoinCode, trClasses.codeInvalid)),
  displayName: named(DISPLAY_NAME_MAX, trClasses.displayNameRequired, trClasses.displayNameTooLong),
});
export type JoinInput = z.infer<typeof joinSchema>;

// ------------------------------------------------------------------ class pupils (issue 34 C; docs/decisions/0066)

const PUPIL_NAME = /^\p{L}+(?:[ -]\p{L}+)*$/u;

/** "aYŞE nur" → "Ayşe Nur": each part's first letter upper case, the rest lower, the Turkish way (i/İ, ı/I). */
export function pupilNameCase(name: string): string {
  return name.replace(/\p{L}+/gu, (part) => part.slice(0, 1).toLocaleUpperCase("tr-TR") + part.slice(1).toLocaleLowerCase("tr-TR"));
}

export type PupilNamesResult = { ok: true; names: string[] } | { ok: false; message: string };

/**
 * The teacher's pasted first names, one a line (blank lines skipped): the text's size is
 * checked first, then the number of lines, then each line's length, and only then its
 * pattern. `room`: how many more class pupils the class may take.
 */
export function readPupilNames(raw: unknown, room: number = MAX_CLASS_PUPILS): PupilNamesResult {
  if (typeof raw !== "string" || raw.trim() === "") return { ok: false, message: trClasses.pupilNamesRequired };
  if (raw.length > PUPIL_NAMES_TEXT_MAX) return { ok: false, message: trClasses.pupilNamesTooMany(room) };
  const lines = raw.split(/\r\n|\r|\n/).map((line) => line.trim().replace(/\s+/g, " ")).filter((line) => line !== "");
  if (lines.length === 0) return { ok: false, message: trClasses.pupilNamesRequired };
  if (lines.length > room) return { ok: false, message: trClasses.pupilNamesTooMany(room) };
  for (const [i, line] of lines.entries()) {
    if (line.length > PUPIL_NAME_MAX) return { ok: false, message: trClasses.pupilNameTooLong(i + 1) };
    if (!PUPIL_NAME.test(line.normalize("NFC"))) return { ok: false, message: trClasses.pupilNameInvalid(i + 1) };
  }
  return { ok: true, names: lines.map((line) => pupilNameCase(line.normalize("NFC"))) };
}

/** The letters that tell two pupils of one name apart ("Ayşe A.", "Ayşe B."): the Latin letters of the Turkish alphabet. */
export const NAME_LETTERS = "ABCDEFGHIJKLMNOPRSTUVYZ";

/**
 * The display names of new class pupils, given those the class's pupils already have. A
 * name given once, and not in the class yet, stays as it is ("Ece"). A name given more than
 * once gets a letter each, in the pasted order ("Ayşe A.", "Ayşe B."); a name already in the
 * class (with or without a letter) is never changed (its card is printed): the new ones take
 * the next free letter, the plain one counting as A. Past the 23 letters a number follows ("Ayşe 24").
 * Names compare the Turkish way, whatever the case.
 */
export function pupilDisplayNames(names: readonly string[], existing: readonly string[]): string[] {
  const fold = (s: string) => s.toLocaleLowerCase("tr-TR");
  const tag = (name: string, i: number) => (i < NAME_LETTERS.length ? `${name} ${NAME_LETTERS[i]}.` : `${name} ${i + 1}`);
  /** A display name's first name: "Ayşe B." and "Ayşe 24" are of the family "ayşe". */
  const familyOf = (display: string) => fold(display.replace(/ (?:\p{Lu}\.|\d+)$/u, ""));
  const taken = new Set<string>();
  const families = new Set<string>();
  for (const name of existing) {
    taken.add(fold(name));
    families.add(familyOf(name));
    // A plain name already in the class counts as the first ("A").
    if (familyOf(name) === fold(name)) taken.add(fold(tag(name, 0)));
  }
  const counts = new Map<string, number>();
  for (const name of names) counts.set(fold(name), (counts.get(fold(name)) ?? 0) + 1);
  return names.map((name) => {
    const key = fold(name);
    if (counts.get(key) === 1 && !families.has(key)) return name;
    for (let i = 0; ; i++) {
      const candidate = tag(name, i);
      if (!taken.has(fold(candidate))) {
        taken.add(fold(candidate));
        return candidate;
      }
    }
  });
}


/** The last day a school year's class pupils are kept: 31 August of its second year ("2026-2027" → 2027-08-31), Istanbul time. */
export function schoolYearEnd(schoolYear: string): Date {
  const second = Number(schoolYear.slice(5, 9));
  return new Date(`${second}-09-01T00:00:00+03:00`);
}
