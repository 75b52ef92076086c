import type { AppLoadContext } from "react-router";
import { contentPath } from "#core/content.ts";
import { unitOfTopic } from "#core/deneme/study.ts";
import { carriesWordList } from "#core/practice.ts";
import { unitLinksOf, unitPath } from "#core/unit-links.ts";

/** Where 'Bu konuyu çalış' leads for a topic that names a unit: its entries on the grade page, and its word list. */
export interface StudyLinks {
  unit: string;
  /** The unit's word list's cards, where the unit has one. */
  words: string | null;
}

/** The word list of a unit on its entry's page, at its words (app/components/practice/word-table.tsx). */
const WORDS_ANCHOR = "#kelimeler";
/** A unit has a few dozen entries; its word list is among the first of its type. */
const UNIT_ENTRIES = { page: 1, pageSize: 100 };

/**
 * Each topic of a result that names a unit of the deneme's grade, with its links (decision 0129);
 * a topic that names none is left out, and the page searches it in the grade instead.
 */
export async function studyLinks(
  context: AppLoadContext,
  grade: number,
  topics: readonly string[],
): Promise<Record<string, StudyLinks>> {
  const { content, units } = context.services;
  const [counts, names] = await Promise.all([content.unitsOfGrade(grade), units.names([grade])]);
  const links = unitLinksOf(counts);
  const unitNumbers = links.map((l) => l.unit);
  // Each topic's unit read at once: a result names a few topics, each at most one unit.
  const found = await Promise.all(
    [...new Set(topics)].map(async (topic): Promise<[string, StudyLinks] | null> => {
      const link = links.find((l) => l.unit === unitOfTopic(topic, grade, unitNumbers, names));
      if (!link) return null;
      const { items } = await content.list({ grade, term: link.term, unit: link.unit }, UNIT_ENTRIES);
      const list = items.find((e) => carriesWordList(e.icerikTuru));
      return [topic, { unit: unitPath(grade, link), words: list ? `${contentPath(list)}${WORDS_ANCHOR}` : null }];
    }),
  );
  return Object.fromEntries(found.filter((f) => f !== null));
}
