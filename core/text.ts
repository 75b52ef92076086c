/** Turkish-aware text helpers. Identifiers use plain casing; user text uses these. */
const LOCALE = "tr-TR";

export function trUpper(text: string): string {
  return text.toLocaleUpperCase(LOCALE);
}

export function trLower(text: string): string {
  return text.toLocaleLowerCase(LOCALE);
}

/**
 * Letters, digits and punctuation of Latin scripts up to Latin Extended-B (Turkish
 * included): no combining marks, joiners or emoji, so each code point is one
 * user-perceived character.
 */
const ONE_CODE_POINT_EACH = /^[\u0020-\u007E\u00A0-\u024F]*$/;

/** Made on first need: building a grapheme segmenter costs a phone tens of milliseconds. */
let segmenter: Intl.Segmenter | undefined;

function graphemesOf(text: string): string[] {
  if (ONE_CODE_POINT_EACH.test(text)) return Array.from(text);
  segmenter ??= new Intl.Segmenter(LOCALE, { granularity: "grapheme" });
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/**
 * Cuts a title to `max` user-perceived characters (grapheme clusters) and adds
 * '...' (docs/product.md: 16 characters). Never splits an emoji, a flag or a letter with
 * its combining accent. Titles that fit are returned unchanged.
 */
export function truncateTitle(text: string, max = 16): string {
  const graphemes = graphemesOf(text);
  if (graphemes.length <= max) return text;
  return graphemes.slice(0, max).join("").trimEnd() + "...";
}

const SLUG_MAP: Record<string, string> = {
  ç: "c",
  ğ: "g",
  ı: "i",
  i: "i",
  ö: "o",
  ş: "s",
  ü: "u",
};

const PRINTABLE_ASCII = /^[\u0020-\u007E]*$/;

/** URL slug with an explicit Turkish map (ç→c, ğ→g, ı/İ→i, ö→o, ş→s, ü→u). */
export function slugify(text: string, maxLength = 60): string {
  let out = "";
  if (PRINTABLE_ASCII.test(text)) {
    // Most English titles: Turkish casing only changes I (to ı), which the map turns
    // back into i, so plain lowering gives the same slug without the locale's cost.
    out = text.toLowerCase();
  } else {
    for (const ch of trLower(text)) out += SLUG_MAP[ch] ?? ch;
    out = out.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  }
  return trimEnd(trimStart(out.replace(/[^a-z0-9]+/g, "-"), "-").slice(0, maxLength), "-");
}

/** The one collator for Turkish text: Ç after C, ı before i, İ after I, Ş after S (a byte order puts them all last). */
export const turkishCollator = new Intl.Collator("tr-TR");

/**
 * People in the Turkish alphabet's order (Çağrı after Cem, İpek after Irmak, Şevval after Selin),
 * the same name twice in the order they joined. Every list or export of pupils' names sorts with it.
 */
export const byTurkishName = (a: { displayName: string; userId: number }, b: { displayName: string; userId: number }) =>
  turkishCollator.compare(a.displayName, b.displayName) || a.userId - b.userId;

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/**
 * `text` without any of `chars` at its start (or end). A loop, not a pattern such
 * as /-+$/, which takes quadratic time on a long run of the character that does
 * not reach the end.
 */
export function trimStart(text: string, chars: string): string {
  let start = 0;
  while (start < text.length && chars.includes(text[start])) start++;
  return text.slice(start);
}

export function trimEnd(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1])) end--;
  return text.slice(0, end);
}
