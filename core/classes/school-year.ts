/** The school year a date falls in: Turkish schools start in September ("2026-2027" from 1 September 2026). */
export function currentSchoolYear(now = new Date()): string {
  const istanbul = new Date(now.toLocaleString("en-US", { timeZone: "Europe/Istanbul" }));
  const year = istanbul.getFullYear();
  const start = istanbul.getMonth() >= 8 ? year : year - 1;
  return `${start}-${start + 1}`;
}

/** The last day a school year's class pupils are kept: 31 August of its second year ("2026-2027" → 2027-08-31), Istanbul time. */
export function schoolYearEnd(schoolYear: string): Date {
  const second = Number(schoolYear.slice(5, 9));
  return new Date(`${second}-09-01T00:00:00+03:00`);
}
