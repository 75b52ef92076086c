/**
 * The picture secret of a young pupil's class account (docs/decisions/0065):
 * no e-mail, no typed password, three taps in order out of twelve pictures. Shared by
 * the page (which pictures, in which order on the screen, what the form posts) and the
 * server (what a secret is, and the text that is hashed).
 *
 * A key is what the form posts and the hash covers: plain lower-case ASCII, so it is
 * the same in every browser and keyboard; `name` is the Turkish word a pupil and a
 * screen reader hear.
 */
export const PICTURES = [
  { key: "elma", name: "elma" },
  { key: "kedi", name: "kedi" },
  { key: "top", name: "top" },
  { key: "ev", name: "ev" },
  { key: "gunes", name: "güneş" },
  { key: "balik", name: "balık" },
  { key: "araba", name: "araba" },
  { key: "cicek", name: "çiçek" },
  { key: "agac", name: "ağaç" },
  { key: "yildiz", name: "yıldız" },
  { key: "kus", name: "kuş" },
  { key: "kalp", name: "kalp" },
] as const;

export type PictureKey = (typeof PICTURES)[number]["key"];

/** Taps in a secret. Pictures may repeat: 12^3 = 1,728 secrets. */
export const PICTURE_SECRET_LENGTH = 3;
export const PICTURE_SECRET_SPACE = PICTURES.length ** PICTURE_SECRET_LENGTH;

const KEYS: ReadonlySet<string> = new Set(PICTURES.map((p) => p.key));
const NAMES: ReadonlyMap<string, string> = new Map(PICTURES.map((p) => [p.key, p.name]));
/** The longest key ("yildiz"): anything longer is refused before it is looked at. */
const LONGEST_KEY = Math.max(...PICTURES.map((p) => p.key.length));
/** Keys are joined by this in the form's hidden field and in the hashed text. */
const SEPARATOR = "-";
/** The longest sequence text a form can carry: three keys and two separators. */
export const MAX_SEQUENCE_TEXT = PICTURE_SECRET_LENGTH * LONGEST_KEY + (PICTURE_SECRET_LENGTH - 1) * SEPARATOR.length;

/** True for one of the twelve keys; the size is checked before anything else, and no pattern is used. */
export function isPictureKey(value: unknown): value is PictureKey {
  return typeof value === "string" && value.length <= LONGEST_KEY && KEYS.has(value);
}

/** The Turkish word of a key (what a button is named by). */
export const pictureName = (key: PictureKey): string => NAMES.get(key)!;

/**
 * The taps carried so far in the form's hidden field ("elma-kedi"): at most three known
 * keys. Null for anything else (too long, an unknown key, an empty part, a fourth tap),
 * which the page treats as starting over. An empty field is no taps yet.
 */
export function readPictureSequence(value: unknown): PictureKey[] | null {
  if (typeof value !== "string" || value.length > MAX_SEQUENCE_TEXT) return null;
  if (value === "") return [];
  const parts = value.split(SEPARATOR);
  if (parts.length > PICTURE_SECRET_LENGTH || !parts.every(isPictureKey)) return null;
  return parts as PictureKey[];
}

/** The hidden field's text for these taps. */
export const writePictureSequence = (keys: readonly PictureKey[]): string => keys.join(SEPARATOR);

/** A whole secret: exactly PICTURE_SECRET_LENGTH known keys. */
export function isPictureSecret(keys: readonly unknown[]): keys is PictureKey[] {
  return keys.length === PICTURE_SECRET_LENGTH && keys.every(isPictureKey);
}

/**
 * The text a secret is hashed as, with the password hash ("picture:elma-kedi-top"). The
 * prefix keeps a picture secret from ever equalling a typed password's text.
 */
export function pictureSecretText(keys: readonly PictureKey[]): string {
  if (!isPictureSecret(keys)) throw new Error("a picture secret is three known picture keys");
  return `picture:${keys.join(SEPARATOR)}`;
}

/**
 * One form post of the picture form: the taps carried so far (hidden field `secilen`)
 * and this tap (button `resim`), or 'Baştan başla' (button `bastan`). With or without
 * JavaScript the post is the same: the script only keeps the first two taps in the page
 * and lets the third button submit the form. What it means:
 * "more" (fewer than three taps: show the form again with them), "complete" (the third
 * tap: check the secret), "reset" (start over, also for a field that was tampered with).
 */
export type PictureTap =
  { kind: "more"; taps: PictureKey[] } | { kind: "complete"; secret: PictureKey[] } | { kind: "reset" };

export const PICTURE_FORM_FIELDS = { taps: "secilen", picture: "resim", startOver: "bastan" } as const;

export function readPictureTap(form: { get(name: string): unknown }): PictureTap {
  if (form.get(PICTURE_FORM_FIELDS.startOver) != null) return { kind: "reset" };
  const before = readPictureSequence(form.get(PICTURE_FORM_FIELDS.taps) ?? "");
  // Three taps are checked at the third: a field that already holds three was not made by the form.
  if (!before || before.length >= PICTURE_SECRET_LENGTH) return { kind: "reset" };
  const tap = form.get(PICTURE_FORM_FIELDS.picture);
  if (tap == null) return { kind: "more", taps: before };
  if (!isPictureKey(tap)) return { kind: "reset" };
  const taps = [...before, tap];
  return taps.length === PICTURE_SECRET_LENGTH ? { kind: "complete", secret: taps } : { kind: "more", taps };
}
