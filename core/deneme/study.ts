import { unitKey, type UnitNames } from "#core/units.ts";

/**
 * 'Bu konuyu çalış' (decision 0129): the unit of the deneme's grade a topic names, so the result
 * links to that unit's entries and its word list instead of a search. A topic names a unit by its
 * number ('Unit 3', '3. Ünite', 'Unit 3: Friendship') or by its English or Turkish name, letter case
 * and accents aside (English names compared as English: 'FRIENDSHIP' is 'friendship', not 'frıendshıp').
 */

const english = new Intl.Collator("en", { sensitivity: "base" });
const turkish = new Intl.Collator("tr", { sensitivity: "base" });
const UNIT_NUMBER = /^(?:unit|ünite)\s*(\d{1,2})\b|^(\d{1,2})(?:\.\s*|\s+)(?:ünite|unit)\b/i;

/** The unit of `grade` among `units` (those with entries) that `topic` names, or null. */
export function unitOfTopic(topic: string, grade: number, units: readonly number[], names: UnitNames): number | null {
  const text = topic.trim();
  const numbered = UNIT_NUMBER.exec(text);
  if (numbered) {
    const unit = Number(numbered[1] ?? numbered[2]);
    return units.includes(unit) ? unit : null;
  }
  const named = units.find((unit) => {
    const name = names[unitKey(grade, unit)];
    return name !== undefined && (english.compare(name.en, text) === 0 || turkish.compare(name.tr, text) === 0);
  });
  return named ?? null;
}
