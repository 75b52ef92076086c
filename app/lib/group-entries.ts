import type { ContentEntry } from "#core/content.ts";

export interface TypeGroup {
  type: number;
  entries: ContentEntry[];
}
export interface UnitGroup {
  unit: number;
  types: TypeGroup[];
}
export interface TermGroup {
  term: number;
  units: UnitGroup[];
}

function lastOrPush<T>(list: T[], matches: (item: T) => boolean, make: () => T): T {
  const last = list[list.length - 1];
  if (last && matches(last)) return last;
  const item = make();
  list.push(item);
  return item;
}

/** Groups entries already sorted by term, unit and type (the grade page's order) in one pass. */
export function groupByTermUnitType(entries: ContentEntry[]): TermGroup[] {
  const terms: TermGroup[] = [];
  for (const e of entries) {
    const term = lastOrPush(
      terms,
      (t) => t.term === e.donem,
      () => ({ term: e.donem, units: [] }),
    );
    const unit = lastOrPush(
      term.units,
      (u) => u.unit === e.unite,
      () => ({ unit: e.unite, types: [] }),
    );
    const type = lastOrPush(
      unit.types,
      (t) => t.type === e.icerikTuru,
      () => ({ type: e.icerikTuru, entries: [] }),
    );
    type.entries.push(e);
  }
  return terms;
}
