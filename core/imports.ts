import { CONTENT_FIELDS, type ContentFormValues } from "./content-fields";
import { CONTENT_TYPES, contentTypeByCode } from "./content-types";
import { isGrade } from "./grades";
import { trImports } from "./messages/imports";
import { slugify } from "./text";
import { unitKey, type UnitName } from "./units";
import { records, separatorOf } from "./word-list";

/**
 * Bulk import: the limits, what a row's fields are proposed from (its path and
 * name, a .csv manifest, the unit table), and the rules every side shares. The page, the
 * API and the server's zip reader all propose through these functions.
 */
export const IMPORT_LIMITS = {
  /** Files (rows) in one import. */
  files: 1000,
  /** All files of one import together, and one upload (a .zip or a multipart post) as a whole. */
  bytes: 2 * 1024 * 1024 * 1024,
  /** A file's path as given (folders and name). */
  pathLength: 300,
  /** The .csv manifest: its size, and each of its cells. */
  manifestBytes: 1024 * 1024,
  manifestCell: 500,
  /** Entries of a .zip's central directory, folders and skipped files included. */
  zipEntries: 2000,
  /** A zip entry may not grow more than this many times its stored size (a zip bomb does millions of times). */
  zipRatio: 200,
} as const;

/** The fields of an import row: the single form's, but the file type comes from the bytes and there is no video link. */
export const IMPORT_FIELDS = CONTENT_FIELDS.filter(
  (f): f is Exclude<(typeof CONTENT_FIELDS)[number], "fileType" | "link"> => f !== "fileType" && f !== "link",
);
export type ImportField = (typeof IMPORT_FIELDS)[number];
export type ImportFields = Partial<Record<ImportField, string>>;

export const ON_DUPLICATE = ["skip", "replace"] as const;
export type OnDuplicate = (typeof ON_DUPLICATE)[number];

/** A row's state: waiting for its bytes, ready to import, being imported, or finished one of three ways. */
export const ITEM_STATES = ["waiting", "ready", "working", "done", "skipped", "failed"] as const;
export type ItemState = (typeof ITEM_STATES)[number];
export const FINISHED_STATES: readonly ItemState[] = ["done", "skipped", "failed"];

/** What a row's cell is called in the posted table of /admin/ice-aktar/{id}: `f-{row id}-{field}`. */
export const cellName = (itemId: number, field: string) => `f-${itemId}-${field}`;

/** A path as given, made comparable: forward slashes, no leading './' or '/', NFC; null when it is empty or too long. */
export function normalisePath(raw: string): string | null {
  if (raw.length > IMPORT_LIMITS.pathLength * 2) return null;
  const parts = raw
    .normalize("NFC")
    .replaceAll("\\", "/")
    .split("/")
    .filter((p) => p !== "" && p !== ".");
  const path = parts.join("/");
  return path && path.length <= IMPORT_LIMITS.pathLength ? path : null;
}

export const baseName = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/**
 * Files that are no material and never a row: the operating system's own (.DS_Store,
 * Thumbs.db, macOS's __MACOSX folder, ._ resource forks), hidden files and folders.
 */
export function isSystemFile(path: string): boolean {
  return path
    .split("/")
    .some(
      (part) =>
        part.startsWith(".") ||
        part === "__MACOSX" ||
        part.toLowerCase() === "thumbs.db" ||
        part.toLowerCase() === "desktop.ini",
    );
}

export const isManifestName = (path: string) => baseName(path).toLowerCase().endsWith(".csv");

/** Words for each type in a folder name: its address, its label and tag, and the words teachers use. */
const TYPE_WORDS = new Map<string, number>();
for (const t of CONTENT_TYPES)
  for (const word of [t.path.slice(1), t.label, t.tag]) TYPE_WORDS.set(slugify(word).replaceAll("-", ""), t.code);
for (const [word, code] of Object.entries({
  sinav: 1,
  exam: 1,
  exams: 1,
  kelime: 2,
  vocabulary: 2,
  words: 2,
  alistirma: 3,
  exercise: 3,
  exercises: 3,
  worksheets: 3,
  konu: 4,
  grammar: 4,
  atasozu: 7,
  test: 8,
  quiz: 8,
}))
  TYPE_WORDS.set(word, code);

/** 'Games and Hobbies' from 'games-and-hobbies': small words stay small except first. */
const SMALL_WORDS = new Set(["a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or", "the", "to", "with"]);

export function titleFromName(name: string): string {
  const stem = name.includes(".") ? name.slice(0, name.lastIndexOf(".")) : name;
  const words = stem
    .replace(/[-_.+]+/g, " ")
    .replace(/^\s*\d{1,3}\s+/, "")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return words
    .map((w, i) =>
      i > 0 && SMALL_WORDS.has(w.toLowerCase()) ? w.toLowerCase() : w.charAt(0).toLocaleUpperCase("en") + w.slice(1),
    )
    .join(" ")
    .slice(0, 200);
}

const number = (text: string | undefined) => (text ? Number(text) : null);

/**
 * The fields a file's path suggests, read from its folders: a grade ('5', '5. sınıf',
 * 'grade-5'), then a unit ('3', 'unite-3', '3. ünite'), a term ('1. dönem', 'term-2'), a
 * type ('kelimeler', 'Alıştırmalar', 'tests'); the English title from the file's name.
 * The term and the Turkish title come from the unit table when the unit is known.
 */
export function proposeFromPath(path: string, units: readonly UnitName[] = []): ImportFields {
  const parts = path.split("/");
  const name = parts.pop() ?? "";
  let grade: number | null = null;
  let unit: number | null = null;
  let term: number | null = null;
  let type: number | null = null;
  for (const part of parts) {
    const slug = slugify(part, 40);
    const gradeMatch = /^(\d{1,2})-?(?:sinif|grade|class)$|^(?:sinif|grade|class)-?(\d{1,2})$/.exec(slug);
    const unitMatch = /^(\d{1,2})-?(?:unite|unit)$|^(?:unite|unit|u)-?(\d{1,2})$/.exec(slug);
    const termMatch = /^([12])-?(?:donem|term)$|^(?:donem|term)-?([12])$/.exec(slug);
    if (gradeMatch) grade = number(gradeMatch[1] ?? gradeMatch[2]);
    else if (unitMatch) unit = number(unitMatch[1] ?? unitMatch[2]);
    else if (termMatch) term = number(termMatch[1] ?? termMatch[2]);
    else if (/^\d{1,2}$/.test(slug)) {
      // A bare number: the grade first, then the unit (5/3/… is grade 5, unit 3).
      if (grade === null && isGrade(Number(slug))) grade = Number(slug);
      else if (unit === null) unit = Number(slug);
    } else if (TYPE_WORDS.has(slug.replaceAll("-", ""))) type = TYPE_WORDS.get(slug.replaceAll("-", ""))!;
  }
  const known =
    grade !== null && unit !== null
      ? units.find((u) => unitKey(u.sinif, u.unite) === unitKey(grade!, unit!))
      : undefined;
  const fields: ImportFields = { konuIng: titleFromName(name) };
  if (grade !== null) fields.sinif = String(grade);
  if (unit !== null) fields.unite = String(unit);
  if (type !== null) fields.icerikTuru = String(type);
  if (term !== null || known) fields.donem = String(term ?? known!.donem);
  if (known) fields.konuTr = type !== null ? `${known.nameTr}: ${contentTypeByCode(type).tag}` : known.nameTr;
  return fields;
}

/** Column names a manifest may use for each field (folded: 'Türkçe' is 'turkce'). */
const MANIFEST_COLUMNS: Record<string, ImportField | "path"> = {
  dosya: "path",
  file: "path",
  path: "path",
  yol: "path",
  sinif: "sinif",
  grade: "sinif",
  unite: "unite",
  unit: "unite",
  konuing: "konuIng",
  ingilizce: "konuIng",
  ingilizcebaslik: "konuIng",
  english: "konuIng",
  title: "konuIng",
  konutr: "konuTr",
  turkce: "konuTr",
  turkcebaslik: "konuTr",
  turkish: "konuTr",
  icerikturu: "icerikTuru",
  tur: "icerikTuru",
  type: "icerikTuru",
  donem: "donem",
  term: "donem",
};

export interface Manifest {
  /** Normalised path → the fields its row gives (only the cells that had a value). */
  rows: Map<string, ImportFields>;
  /** Problems with the manifest as a whole or a row, with the line. */
  errors: string[];
}

/** A type cell: its code (1-9), its list address, its label or a word for it. */
function typeCode(cell: string): string {
  if (/^[1-9]$/.test(cell)) return cell;
  const code = TYPE_WORDS.get(slugify(cell, 40).replaceAll("-", ""));
  return code ? String(code) : cell;
}

/**
 * Reads a .csv manifest (comma, semicolon as Turkish Excel saves, or tab; quotes as RFC
 * 4180): a header row naming at least the file column, then one row per file. Its cells
 * override what the path suggests. Sizes are checked before anything is read.
 */
export function parseManifest(text: string): Manifest {
  const rows = new Map<string, ImportFields>();
  if (text.length > IMPORT_LIMITS.manifestBytes) return { rows, errors: [trImports.manifestTooLarge] };
  const clean = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const found = records(clean, separatorOf(clean.trimStart())).filter((r) => r.cells.some((c) => c.trim() !== ""));
  if (found.length === 0) return { rows, errors: [] };
  const header = found[0].cells.map((c) => MANIFEST_COLUMNS[slugify(c, 40).replaceAll("-", "")] ?? null);
  const pathColumn = header.indexOf("path");
  if (pathColumn === -1) return { rows, errors: [trImports.manifestNoPath] };
  if (found.length - 1 > IMPORT_LIMITS.files)
    return { rows, errors: [trImports.manifestTooManyRows(IMPORT_LIMITS.files)] };
  const errors: string[] = [];
  for (const { line, cells } of found.slice(1)) {
    if (cells.some((c) => c.length > IMPORT_LIMITS.manifestCell)) {
      errors.push(trImports.manifestCellTooLong(line));
      continue;
    }
    const path = normalisePath(cells[pathColumn]?.trim() ?? "");
    if (!path) {
      errors.push(trImports.manifestNoFile(line));
      continue;
    }
    const fields: ImportFields = {};
    header.forEach((field, i) => {
      const cell = cells[i]?.trim();
      if (!field || field === "path" || !cell) return;
      fields[field] = field === "icerikTuru" ? typeCode(cell) : cell;
    });
    rows.set(path, fields);
  }
  return { rows, errors };
}

/** The manifest's row for a file: by its whole path, else by its name when only one row has that name. */
export function manifestRowFor(manifest: Manifest, path: string): ImportFields | undefined {
  const exact = manifest.rows.get(path);
  if (exact) return exact;
  const name = baseName(path);
  const byName = [...manifest.rows].filter(([p]) => baseName(p) === name || path.endsWith(`/${p}`));
  return byName.length === 1 ? byName[0][1] : undefined;
}

/** A row's proposed fields: the path's, then the manifest's on top. */
export function proposeFields(path: string, manifest: Manifest | null, units: readonly UnitName[]): ImportFields {
  return { ...proposeFromPath(path, units), ...(manifest ? manifestRowFor(manifest, path) : undefined) };
}

/** The fields an admin sent for a row, cut to the single form's lengths (anything else is dropped). */
export function importFieldsOf(raw: unknown): ImportFields {
  const out: ImportFields = {};
  if (!raw || typeof raw !== "object") return out;
  for (const field of IMPORT_FIELDS) {
    const v = (raw as Record<string, unknown>)[field];
    if (typeof v === "string") out[field] = v.slice(0, 400);
    else if (typeof v === "number" && Number.isFinite(v)) out[field] = String(v);
  }
  return out;
}

/** A row's fields as the single form checks them: the file type is what the bytes are. */
export function asContentForm(fields: ImportFields, fileType: string | null): ContentFormValues {
  return { ...fields, ...(fileType ? { fileType } : {}) };
}
