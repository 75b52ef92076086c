/** Grades taught on Merdiven: 2 to 12 (there is no grade 1), 11 levels. */
export const MIN_GRADE = 2;
export const MAX_GRADE = 12;
export const DEFAULT_GRADE = 5;
export const GRADES: readonly number[] = Array.from({ length: MAX_GRADE - MIN_GRADE + 1 }, (_, i) => MIN_GRADE + i);

export function isGrade(n: unknown): n is number {
  return typeof n === "number" && Number.isInteger(n) && n >= MIN_GRADE && n <= MAX_GRADE;
}

/**
 * Reads a grade from a URL segment or query value. Only plain decimal digits are
 * accepted ("7"), so "7abc", "07.0", "+7" or " 7" do not sneak through Number().
 */
export function parseGrade(raw: string | null | undefined): number | null {
  if (raw == null || !/^\d{1,2}$/.test(raw)) return null;
  const n = Number(raw);
  return isGrade(n) ? n : null;
}

/** The grade of a list page: the `?sinif=` value when valid, else the default. */
export function gradeFromQuery(raw: string | null | undefined): number {
  return parseGrade(raw) ?? DEFAULT_GRADE;
}

export function gradeLabel(grade: number): string {
  return `${grade}. Sınıf`;
}
