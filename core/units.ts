import { unitLabel } from "./terms";

/**
 * A curriculum unit with its names: 'Unit 3: Games and Hobbies'. Entries keep
 * only their unit number (docs/product.md `unite`); the name is looked up by grade and number,
 * and where there is none the site shows '3. Ünite' as before.
 */
export interface UnitName {
  sinif: number;
  unite: number;
  nameEn: string;
  nameTr: string;
  donem: 1 | 2;
}

/** The names a page needs, keyed by `unitKey`: plain data, so a loader can hand it to the browser. */
export type UnitNames = Record<string, { en: string; tr: string }>;

export const MAX_UNIT_NAME_LENGTH = 80;
/** A grade has at most this many units on the admin's table (the curriculum has ten; room to spare). */
export const MAX_UNITS_PER_GRADE = 20;

export const unitKey = (grade: number, unit: number) => `${grade}-${unit}`;

export function unitNamesOf(rows: readonly UnitName[]): UnitNames {
  const names: UnitNames = {};
  for (const r of rows) names[unitKey(r.sinif, r.unite)] = { en: r.nameEn, tr: r.nameTr };
  return names;
}

/** '3. Ünite: Games and Hobbies', or '3. Ünite' when the unit has no name (text only: meta, structured data). */
export function unitTitle(grade: number, unit: number, names: UnitNames | undefined): string {
  const name = names?.[unitKey(grade, unit)];
  return name ? `${unitLabel(unit)}: ${name.en}` : unitLabel(unit);
}
