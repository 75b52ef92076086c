import { GRADE_PAGE_SIZE, pageOfIndex } from "./paging";

/**
 * Where a unit of a grade stands on the grade page (`/classes/{grade}`): the page lists the grade's
 * entries by term, unit and type, 48 a page, so a unit begins on the page its first entry is on,
 * at the anchor of its section. The grade page's unit menu and a deneme's 'Bu konuyu çalış'
 * (decision 0129) link there the same way.
 */

export const gradePagePath = (grade: number, page: number) =>
  page > 1 ? `/classes/${grade}?sayfa=${page}` : `/classes/${grade}`;

/** The id of a unit's section on the grade page. */
export const unitAnchor = (term: number, unit: number) => `donem-${term}-unite-${unit}`;

export interface UnitLink {
  term: 1 | 2;
  unit: number;
  /** The grade page the unit begins on. */
  page: number;
}

/** Each unit with the page it begins on, from the units in reading order with their counts of entries. */
export function unitLinksOf(units: readonly { term: 1 | 2; unit: number; count: number }[]): UnitLink[] {
  let before = 0;
  return units.map((u) => {
    const link = { term: u.term, unit: u.unit, page: pageOfIndex(before, GRADE_PAGE_SIZE) };
    before += u.count;
    return link;
  });
}

export const unitPath = (grade: number, link: UnitLink) =>
  `${gradePagePath(grade, link.page)}#${unitAnchor(link.term, link.unit)}`;
