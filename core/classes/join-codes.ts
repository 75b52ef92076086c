/**
 * Join codes (docs/decisions/0064): 6 characters from 24 that cannot be mistaken for one
 * another when read off a board or typed on a phone (no 0/O, 1/I/L, 5/S, 2/Z, 8/B).
 * 24^6 ≈ 1.9e8 codes.
 */
export const JOIN_CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY3479";
export const JOIN_CODE_LENGTH = 6;
export const JOIN_CODE_SPACE = JOIN_CODE_ALPHABET.length ** JOIN_CODE_LENGTH;
/** The alphabet above as a character class (tests/integration/classes.test.ts checks they agree). */
export const JOIN_CODE_PATTERN = /^[AC-HJKMNPQRT-Y3479]{6}$/;

/**
 * A code as it came in an address, as stored, or null when it cannot be one. The length
 * is checked first; spaces and dashes go; each letter is upper-cased on its own, ASCII only,
 * so that no locale's casing (a Turkish keyboard's 'i' → 'İ', 'ı', 'ß' → 'SS') can turn
 * something into a code: a dotted or dotless i becomes 'I', which no code has.
 */
export function readAddressCode(raw: string | undefined): string | null {
  if (typeof raw !== "string" || raw.length > 32) return null;
  let code = "";
  for (const c of raw.replace(/[\s-]/g, ""))
    code += c === "ı" || c === "i" || c === "İ" ? "I" : c >= "a" && c <= "z" ? c.toUpperCase() : c;
  return isJoinCode(code) ? code : null;
}

/** Whether `code` has the shape of a join code (after `readJoinCode`). */
export const isJoinCode = (code: string) => JOIN_CODE_PATTERN.test(code);

/**
 * A typed code as stored: spaces and dashes dropped, upper case (ASCII only: the alphabet
 * has no i, so Turkish casing cannot change it). The length is checked first, by the caller.
 */
export const readJoinCode = (raw: string) => raw.replace(/[\s-]/g, "").toUpperCase();

/**
 * A `?kod=` put back into the join page's field: only something shaped like a typed code (letters,
 * digits and dashes, at most 12), upper-cased; anything else leaves the field empty.
 */
export const codeToShow = (raw: string) => (/^[a-z0-9-]{1,12}$/i.test(raw) ? raw.toUpperCase() : "");
