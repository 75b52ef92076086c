/** More than any browser or cache sends; a longer If-None-Match is ignored (the full answer is sent). */
export const MAX_IF_NONE_MATCH = 4096;

/**
 * The entity tags of an If-None-Match header, trimmed. One pass over at most
 * MAX_IF_NONE_MATCH characters (a split on commas, no pattern), so a header of
 * thousands of spaces costs what a short one does.
 */
export function ifNoneMatchTags(header: string | null | undefined): string[] {
  if (!header || header.length > MAX_IF_NONE_MATCH) return [];
  return header.split(",").map((tag) => tag.trim());
}
