import { z } from "./zod";
import { MAX_GRADE, MIN_GRADE } from "./grades";
import { trClasses } from "./messages/classes";

/**
 * Join codes (docs/decisions/0064): 6 characters from 24 that cannot be mistaken for one
 * another when read off a board or typed on a phone (no 0/O, 1/I/L, 5/S, 2/Z, 8/B).
 * 24^6 ≈ 1.9e8 codes.
 */
export const JOIN_CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY3479";
export const JOIN_CODE_LENGTH = 6;
export const JOIN_CODE_SPACE = JOIN_CODE_ALPHABET.length ** JOIN_CODE_LENGTH;
/** The alphabet above as a character class (tests/integration/classes.test.ts checks they agree). */
export const JOIN_CODE_PATTERN = /^[AC-HJKMNPQRT-Y3479]{6}$/;

export const TEACHER_LIMITS = { name: 100, school: 120, city: 60 } as const;
export const CLASS_NAME_MAX = 60;
export const DISPLAY_NAME_MAX = 40;
/** A teacher's classes at most (each holds a code out of the shared space). */
export const MAX_CLASSES_PER_TEACHER = 50;

export const JOIN_PATH = "/katil";
export const CLASSES_PATH = "/sinifim";
export const classPath = (id: number) => `${CLASSES_PATH}/${id}`;
export const joinUrlPath = (code: string) => `${JOIN_PATH}?kod=${code}`;

/** A class's picture sign-in page (docs/decisions/0067): its name list, and one pupil's pictures. */
export const CLASS_SIGN_IN_PATH = "/sinif";
export const classSignInPath = (code: string) => `${CLASS_SIGN_IN_PATH}/${code}`;
export const pupilSignInPath = (code: string, pupilId: number) => `${CLASS_SIGN_IN_PATH}/${code}/${pupilId}`;

/**
 * A code as it came in an address, as stored, or null when it cannot be one. The length
 * is checked first; spaces and dashes go; each letter is upper-cased on its own, ASCII only,
 * so that no locale's casing (a Turkish keyboard's 'i' → 'İ', 'ı', 'ß' → 'SS') can turn
 * something into a code: a dotted or dotless i becomes 'I', which no code has.
 */
export function readAddressCode(raw: string | undefined): string | null {
  if (typeof raw !== "string" || raw.length > 32) return null;
  let code = "";
  for (const c of raw.replace(/[\s-]/g, "")) code += c === "ı" || c === "i" || c === "İ" ? "I" : c >= "a" && c <= "z" ? c.toUpperCase() : c;
  return isJoinCode(code) ? code : null;
}

/** Whether `code` has the shape of a join code (after `readJoinCode`). */
export const isJoinCode = (code: string) => JOIN_CODE_PATTERN.test(code);

/**
 * A typed code as stored: spaces and dashes dropped, upper case (ASCII only: the alphabet
 * has no i, so Turkish casing cannot change it). The length is checked first, by the caller.
 */
export const readJoinCode = (raw: string) => raw.replace(/[\s-]/g, "").toUpperCase();

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
