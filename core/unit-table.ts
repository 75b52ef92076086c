/**
 * The admin's unit table as a form sends it: checked whole, row by row. Apart from
 * core/units.ts, which every page's labels use: this needs zod, which public pages never load.
 */
import { MAX_UNIT } from "./content-fields";
import { MAX_GRADE, MIN_GRADE } from "./grades";
import { trUnits } from "./messages/units";
import { MAX_UNIT_NAME_LENGTH, MAX_UNITS_PER_GRADE, type UnitName } from "./units";
import { z } from "./zod";

const name = (missing: string) =>
  z
    .string({ error: missing })
    .max(MAX_UNIT_NAME_LENGTH * 2, { error: trUnits.nameTooLong, abort: true })
    .transform((s) => s.normalize("NFC").replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, missing).max(MAX_UNIT_NAME_LENGTH, trUnits.nameTooLong));

/** One row of the admin's unit table, as the form sends it (numbers as text). */
export const unitRowSchema = z.object({
  unite: z.preprocess(
    (v) => (typeof v === "string" && /^\d{1,3}$/.test(v.trim()) ? Number(v.trim()) : Number.NaN),
    z
      .number({ error: trUnits.numberInvalid })
      .int(trUnits.numberInvalid)
      .min(1, trUnits.numberInvalid)
      .max(MAX_UNIT, trUnits.numberInvalid),
  ),
  nameEn: name(trUnits.nameEnRequired),
  nameTr: name(trUnits.nameTrRequired),
  donem: z.enum(["1", "2"], { error: trUnits.termRequired }).transform((v) => Number(v) as 1 | 2),
});

export interface UnitRowInput {
  unite: string;
  nameEn: string;
  nameTr: string;
  donem: string;
}

export type UnitTableResult =
  | { ok: true; units: Omit<UnitName, "sinif">[] }
  /** `errors[i]`: field → message for row i; `form`: a message for the whole table. */
  | { ok: false; errors: Record<number, Record<string, string>>; form: string | null };

/**
 * Checks a grade's whole table: every row's fields, and no unit number twice. A row
 * left wholly empty is not a unit (the admin cleared it to remove the unit).
 */
export function parseUnitTable(
  grade: unknown,
  rows: readonly UnitRowInput[],
): UnitTableResult & { grade: number | null } {
  const g = typeof grade === "string" && /^\d{1,2}$/.test(grade) ? Number(grade) : Number.NaN;
  const validGrade = Number.isInteger(g) && g >= MIN_GRADE && g <= MAX_GRADE ? g : null;
  if (validGrade === null) return { ok: false, errors: {}, form: trUnits.gradeInvalid, grade: null };
  if (rows.length > MAX_UNITS_PER_GRADE) return { ok: false, errors: {}, form: trUnits.tooMany, grade: validGrade };
  const errors: Record<number, Record<string, string>> = {};
  const units: Omit<UnitName, "sinif">[] = [];
  const seen = new Set<number>();
  rows.forEach((row, i) => {
    if (!row.unite.trim() && !row.nameEn.trim() && !row.nameTr.trim()) return;
    const parsed = unitRowSchema.safeParse(row);
    if (!parsed.success) {
      errors[i] = {};
      for (const issue of parsed.error.issues) errors[i][String(issue.path[0])] ??= issue.message;
      return;
    }
    if (seen.has(parsed.data.unite)) {
      errors[i] = { unite: trUnits.numberTwice };
      return;
    }
    seen.add(parsed.data.unite);
    units.push(parsed.data);
  });
  if (Object.keys(errors).length) return { ok: false, errors, form: null, grade: validGrade };
  units.sort((a, b) => a.unite - b.unite);
  return { ok: true, units, grade: validGrade };
}
