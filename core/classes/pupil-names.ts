/**
 * Class pupils' first names (docs/decisions/0066): what the teacher pastes, how it is read, and
 * the names the cards show. No zod here: the page's form and the JSON door read the names through
 * `pupilNamesField` and the service through `readPupilNames`, the one reader of the field.
 */
import { trClasses } from "#core/messages/classes.ts";
import { MAX_CLASS_PUPILS, PUPIL_NAME_MAX, PUPIL_NAMES_TEXT_MAX } from "./limits";

const PUPIL_NAME = /^\p{L}+(?:[ -]\p{L}+)*$/u;

/** "aYŞE nur" → "Ayşe Nur": each part's first letter upper case, the rest lower, the Turkish way (i/İ, ı/I). */
export function pupilNameCase(name: string): string {
  return name.replace(
    /\p{L}+/gu,
    (part) => part.slice(0, 1).toLocaleUpperCase("tr-TR") + part.slice(1).toLocaleLowerCase("tr-TR"),
  );
}

export type PupilNamesResult = { ok: true; names: string[] } | { ok: false; message: string };

/**
 * The `names` field as the page's form sends it (one text, a name a line) or as JSON may send it
 * (that text, or a list of at most MAX_CLASS_PUPILS strings, joined the same way): the text
 * `readPupilNames` reads, or the refusal of a list that cannot be one.
 */
export function pupilNamesField(raw: unknown): { ok: true; text: unknown } | { ok: false; message: string } {
  if (!Array.isArray(raw)) return { ok: true, text: raw };
  if (raw.length > MAX_CLASS_PUPILS) return { ok: false, message: trClasses.pupilNamesTooMany(MAX_CLASS_PUPILS) };
  if (!raw.every((n) => typeof n === "string")) return { ok: false, message: trClasses.pupilNamesRequired };
  return { ok: true, text: raw.join("\n") };
}

/**
 * The teacher's pasted first names, one a line (blank lines skipped): the text's size is
 * checked first, then the number of lines, then each line's length, and only then its
 * pattern. `room`: how many more class pupils the class may take.
 */
export function readPupilNames(raw: unknown, room: number = MAX_CLASS_PUPILS): PupilNamesResult {
  if (typeof raw !== "string" || raw.trim() === "") return { ok: false, message: trClasses.pupilNamesRequired };
  if (raw.length > PUPIL_NAMES_TEXT_MAX) return { ok: false, message: trClasses.pupilNamesTooMany(room) };
  const lines = raw
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim().replace(/\s+/g, " "))
    .filter((line) => line !== "");
  if (lines.length === 0) return { ok: false, message: trClasses.pupilNamesRequired };
  if (lines.length > room) return { ok: false, message: trClasses.pupilNamesTooMany(room) };
  for (const [i, line] of lines.entries()) {
    if (line.length > PUPIL_NAME_MAX) return { ok: false, message: trClasses.pupilNameTooLong(i + 1) };
    if (!PUPIL_NAME.test(line.normalize("NFC"))) return { ok: false, message: trClasses.pupilNameInvalid(i + 1) };
  }
  return { ok: true, names: lines.map((line) => pupilNameCase(line.normalize("NFC"))) };
}

/** The letters that tell two pupils of one name apart ("Ayşe A.", "Ayşe B."): the Latin letters of the Turkish alphabet. */
export const NAME_LETTERS = "ABCDEFGHIJKLMNOPRSTUVYZ";

/**
 * The display names of new class pupils, given those the class's pupils already have. A
 * name given once, and not in the class yet, stays as it is ("Ece"). A name given more than
 * once gets a letter each, in the pasted order ("Ayşe A.", "Ayşe B."); a name already in the
 * class (with or without a letter) is never changed (its card is printed): the new ones take
 * the next free letter, the plain one counting as A. Past the 23 letters a number follows ("Ayşe 24").
 * Names compare the Turkish way, whatever the case.
 */
export function pupilDisplayNames(names: readonly string[], existing: readonly string[]): string[] {
  const fold = (s: string) => s.toLocaleLowerCase("tr-TR");
  const tag = (name: string, i: number) =>
    i < NAME_LETTERS.length ? `${name} ${NAME_LETTERS[i]}.` : `${name} ${i + 1}`;
  /** A display name's first name: "Ayşe B." and "Ayşe 24" are of the family "ayşe". */
  const familyOf = (display: string) => fold(display.replace(/ (?:\p{Lu}\.|\d+)$/u, ""));
  const taken = new Set<string>();
  const families = new Set<string>();
  for (const name of existing) {
    taken.add(fold(name));
    families.add(familyOf(name));
    // A plain name already in the class counts as the first ("A").
    if (familyOf(name) === fold(name)) taken.add(fold(tag(name, 0)));
  }
  const counts = new Map<string, number>();
  for (const name of names) counts.set(fold(name), (counts.get(fold(name)) ?? 0) + 1);
  return names.map((name) => {
    const key = fold(name);
    if (counts.get(key) === 1 && !families.has(key)) return name;
    for (let i = 0; ; i++) {
      const candidate = tag(name, i);
      if (!taken.has(fold(candidate))) {
        taken.add(fold(candidate));
        return candidate;
      }
    }
  });
}
