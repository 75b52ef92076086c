/**
 * The classroom's fields as the pages' forms and the JSON door send them, and their one reader
 * each: the page's action and server/http/classes/ parse with the same schema. The only module
 * of the folder with zod (core/classes/paths.ts says why the others have none).
 */
import { z } from "#core/zod.ts";
import { parseEntryId } from "#core/content.ts";
import { MAX_GRADE, MIN_GRADE } from "#core/grades.ts";
import { trClasses } from "#core/messages/classes.ts";
import { trClassJoin } from "#core/messages/class-join.ts";
import { trTeacherRequest } from "#core/messages/teacher-request.ts";
import { fieldErrors } from "#core/schemas.ts";
import { isJoinCode, readJoinCode } from "./join-codes";
import { CLASS_NAME_MAX, DISPLAY_NAME_MAX, TEACHER_LIMITS } from "./limits";
import { currentSchoolYear } from "./school-year";

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
    .pipe(
      z
        .string()
        .min(1, required)
        .max(max, { error: tooLong, abort: true })
        .regex(NAME_TEXT, trTeacherRequest.textInvalid),
    );

export const teacherRequestSchema = z.object({
  name: named(TEACHER_LIMITS.name, trTeacherRequest.teacherNameRequired, trTeacherRequest.teacherNameTooLong),
  school: named(TEACHER_LIMITS.school, trTeacherRequest.teacherSchoolRequired, trTeacherRequest.teacherSchoolTooLong),
  city: named(TEACHER_LIMITS.city, trTeacherRequest.teacherCityRequired, trTeacherRequest.teacherCityTooLong),
});
export type TeacherRequestInput = z.infer<typeof teacherRequestSchema>;

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
  .union([z.string().max(3, { error: trClasses.gradeInvalid, abort: true }), z.number()], {
    error: trClasses.gradeInvalid,
  })
  .transform((g) => (typeof g === "number" ? g : /^\d{1,2}$/.test(g.trim()) ? Number(g.trim()) : NaN))
  .pipe(
    z
      .number({ error: trClasses.gradeInvalid })
      .int({ error: trClasses.gradeInvalid })
      .min(MIN_GRADE, { error: trClasses.gradeInvalid })
      .max(MAX_GRADE, { error: trClasses.gradeInvalid }),
  );

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
    .string({ error: trClassJoin.codeRequired })
    .max(20, { error: trClassJoin.codeInvalid, abort: true })
    .transform(readJoinCode)
    .pipe(z.string().min(1, trClassJoin.codeRequired).refine(isJoinCode, trClassJoin.codeInvalid)),
  displayName: named(DISPLAY_NAME_MAX, trClassJoin.displayNameRequired, trClassJoin.displayNameTooLong),
});
export type JoinInput = z.infer<typeof joinSchema>;

/** A form's or a body's fields as a schema reads them: the input, or each field's Turkish message. */
export type FormRead<T> = { ok: true; input: T } | { ok: false; errors: Record<string, string> };

function readWith<T>(schema: z.ZodType<T>, fields: unknown): FormRead<T> {
  const parsed = schema.safeParse(fields);
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}

/** 'Yeni sınıf': the name, the grade and the school year. */
export const readNewClass = (fields: unknown) => readWith(classCreateSchema, fields);
/** 'Adını değiştir': the class's new name (a missing one is refused as an empty one). */
export const readClassName = (raw: unknown) => readWith(classRenameSchema, { name: raw });
/** 'Katıl': the join code and the name the pupil gives the class. */
export const readJoin = (fields: unknown) => readWith(joinSchema, fields);

/** The member a form's `member` field or an address's `{userId}` names; a bad id is nobody's (0), which no class has. */
export const readMemberId = (raw: unknown): number => parseEntryId(typeof raw === "string" ? raw : null) ?? 0;

/** The members ticked in 'Veli onayı' (every `member` field of the form); what is no id is dropped; 200 at most, a bound on the one query (a class holds far fewer). */
export const readMemberIds = (raw: readonly unknown[]): number[] =>
  raw
    .map(readMemberId)
    .filter((id) => id > 0)
    .slice(0, 200);
