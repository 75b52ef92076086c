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

/**
 * A class link's token (docs/decisions/0090): the class id and a keyed hash of the id and the
 * class's current code, in the query as `k`. It opens the class's pages without a lookup by code,
 * so nothing is spent; a new code kills every link made before it.
 */
export const CLASS_LINK_PARAM = "k";
const withLink = (path: string, token: string | null | undefined, join = "?") => (token ? `${path}${join}${CLASS_LINK_PARAM}=${token}` : path);

export const joinUrlPath = (code: string, token?: string | null) => withLink(`${JOIN_PATH}?kod=${code}`, token, "&");

/**
 * A class's picture sign-in (docs/decisions/0067, 0090): `/sinif` is the 'Sınıf koduyla gir' form
 * (its post looks the code up), `/sinif/{kod}` the class's name list with a class link's token (the
 * form, the code filled in, without one), `/sinif/{kod}/{id}` one pupil's pictures.
 */
export const CLASS_SIGN_IN_PATH = "/sinif";
export const classSignInPath = (code: string, token?: string | null) => withLink(`${CLASS_SIGN_IN_PATH}/${code}`, token);
export const pupilSignInPath = (code: string, pupilId: number, token?: string | null) => withLink(`${CLASS_SIGN_IN_PATH}/${code}/${pupilId}`, token);

/** A class link's token as it came in a query or a form, or null when it cannot be one (its length first). */
export function readLinkToken(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length > 40) return null;
  return /^[1-9]\d{0,9}\.[\w-]{22}$/.test(raw) ? raw : null;
}

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

// ------------------------------------------------------------------ class pupils (issue 34 C; docs/decisions/0066)

/** Pupils without an address in one class at most (the form and the API refuse the 41st). */
export const MAX_CLASS_PUPILS = 40;
/** A pupil's first name: 1-30 letters (with single spaces or hyphens between parts: "Ayşe Nur"). */
export const PUPIL_NAME_MAX = 30;
/** The pasted text at most, read before anything else: 40 lines of 30 letters and a line break, and room for blank lines. */
export const PUPIL_NAMES_TEXT_MAX = MAX_CLASS_PUPILS * (PUPIL_NAME_MAX + 2) + 200;
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

export const classCardsPath = (id: number) => `${classPath(id)}/kartlar`;
/** The confirmation of removing one member of the class (a class pupil's account goes with it). */
export const memberRemovePath = (id: number, userId: number) => `${classPath(id)}/ogrenci/${userId}/sil`;
export const classLetterPath = (id: number) => `${classPath(id)}/veli-mektubu`;

/** The last day a school year's class pupils are kept: 31 August of its second year ("2026-2027" → 2027-08-31), Istanbul time. */
export function schoolYearEnd(schoolYear: string): Date {
  const second = Number(schoolYear.slice(5, 9));
  return new Date(`${second}-09-01T00:00:00+03:00`);
}
