import { isContentTypeCode, type ContentTypeCode } from "./content-types";
import { parseGrade } from "./grades";
import { trSearch } from "./messages/search";
import { isTerm, type Term } from "./terms";

/**
 * Search: the Turkish folding both sides agree on, and the query's rules.
 * The database folds the titles with the same table (migration 0013's generated
 * column, `translate` then `lower`), so 'sinav' finds 'Sınav' and 'ISTANBUL' finds
 * 'İstanbul'. Folding keeps every character in its place, one for one, so a match
 * in the folded title marks the same letters in the title as written.
 */
const FOLD: Record<string, string> = {
  İ: "i",
  I: "i",
  ı: "i",
  Ş: "s",
  ş: "s",
  Ç: "c",
  ç: "c",
  Ğ: "g",
  ğ: "g",
  Ö: "o",
  ö: "o",
  Ü: "u",
  ü: "u",
  Â: "a",
  â: "a",
  Î: "i",
  î: "i",
  Û: "u",
  û: "u",
};

/** The letters SQL's `translate` is given: the same table as FOLD, in the same order. */
export const FOLD_FROM = Object.keys(FOLD).join("");
export const FOLD_TO = Object.values(FOLD).join("");

export function foldForSearch(text: string): string {
  let out = "";
  for (const ch of text) {
    const folded = FOLD[ch] ?? ch.toLowerCase();
    out += folded.length === ch.length ? folded : ch;
  }
  return out;
}

export const MAX_QUERY = 100;
export const MIN_QUERY = 2;
const MAX_WORDS = 8;
const MAX_WORD = 40;
export const SEARCH_PAGE_SIZE = 20;
/**
 * Matches one search ranks, at most, per way of finding them (titles, near spellings, PDF
 * text), taken in the order the index gives them: a word found in fifty thousand entries
 * costs as much as one found in two hundred, and a search costs the same at 10,000 entries
 * as at 100,000. Past that the best match may be left out, so the pupil is told there are
 * more (ten pages of them) and asked to narrow the search (decision 0032, 0049).
 */
export const SEARCH_RANKED_AT_MOST = 200;

const isWordChar = (ch: string) => ch.toLowerCase() !== ch.toUpperCase() || (ch >= "0" && ch <= "9");

/** The query's words, folded: letters and digits only (nothing of SQL or a pattern survives). */
export function queryWords(query: string): string[] {
  const words: string[] = [];
  let word = "";
  for (const ch of foldForSearch(query)) {
    if (isWordChar(ch)) word += ch;
    else if (word) {
      words.push(word);
      word = "";
    }
  }
  if (word) words.push(word);
  return words.map((w) => w.slice(0, MAX_WORD)).slice(0, MAX_WORDS);
}

/**
 * The part of a query word looked for in a PDF's text to quote around it: the word less an
 * English ending ('hobbies' → 'hobbi', 'reading' → 'readi'), as the full-text match is by stem.
 */
export function matchPrefix(word: string): string {
  return word.length <= 4 ? word : word.slice(0, Math.max(4, word.length - 2));
}

export type SearchQuery = { ok: true; text: string; words: string[] } | { ok: false; message: string };

/** Reads a pupil's query: its length first (before any scan), then what is left of it. */
export function readQuery(raw: string | null): SearchQuery {
  const text = (raw ?? "").trim();
  if (text.length > MAX_QUERY) return { ok: false, message: trSearch.tooLong(MAX_QUERY) };
  const words = queryWords(text);
  if (words.join("").length < MIN_QUERY)
    return { ok: false, message: text ? trSearch.tooShort(MIN_QUERY) : trSearch.empty };
  return { ok: true, text, words };
}

/** A title cut into plain and matched parts, for `<mark>`: each query word, or its longest start (at least 3 letters) found. */
export function highlight(title: string, words: string[]): { text: string; match: boolean }[] {
  const folded = foldForSearch(title);
  const marked = new Array<boolean>(title.length).fill(false);
  for (const word of words) {
    for (let length = word.length; length >= Math.min(word.length, 3); length--) {
      const part = word.slice(0, length);
      let at = folded.indexOf(part);
      if (at === -1) continue;
      while (at !== -1) {
        marked.fill(true, at, at + length);
        at = folded.indexOf(part, at + length);
      }
      break;
    }
  }
  const parts: { text: string; match: boolean }[] = [];
  for (let i = 0; i < title.length; i++) {
    const last = parts[parts.length - 1];
    if (last && last.match === marked[i]) last.text += title[i];
    else parts.push({ text: title[i], match: marked[i] });
  }
  return parts;
}

export interface SearchFilters {
  grade?: number;
  type?: ContentTypeCode;
  term?: Term;
}

/** Filters from their raw values; one that is not a grade, a type or a term is named in `bad`. */
export function readFilters(raw: { grade: string | null; type: string | null; term: string | null }): {
  filters: SearchFilters;
  bad: ("grade" | "type" | "term")[];
} {
  const filters: SearchFilters = {};
  const bad: ("grade" | "type" | "term")[] = [];
  if (raw.grade) {
    const grade = parseGrade(raw.grade);
    if (grade === null) bad.push("grade");
    else filters.grade = grade;
  }
  const number = (value: string) => (/^\d{1,2}$/.test(value) ? Number(value) : NaN);
  if (raw.type) {
    const type = number(raw.type);
    if (isContentTypeCode(type)) filters.type = type;
    else bad.push("type");
  }
  if (raw.term) {
    const term = number(raw.term);
    if (isTerm(term)) filters.term = term;
    else bad.push("term");
  }
  return { filters, bad };
}
