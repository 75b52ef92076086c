/**
 * What the admin drops on /admin/ice-aktar: files, whole folders or a .zip,
 * turned into the files the pickers would have given, each with its place in the dropped
 * folder (`materyal/5/3/kelimeler/games-and-hobbies.pdf`), from which the page proposes
 * the fields.
 *
 * A folder comes only as a file-system entry (`DataTransferItem.webkitGetAsEntry()`), read
 * a batch at a time. The walk below takes anything shaped like those entries, so a unit
 * test feeds it a fake tree; where no entry is given (a DataTransfer a script made, an old
 * browser) the dropped `files` are taken as they are, their names as their paths.
 */

/** The parts of `FileSystemFileEntry` / `FileSystemDirectoryEntry` the walk uses. */
export interface FileEntryLike<F> {
  readonly isFile: true;
  readonly isDirectory: false;
  readonly name: string;
  file(success: (file: F) => void, failure?: (error: unknown) => void): void;
}
export interface DirectoryEntryLike<F> {
  readonly isFile: false;
  readonly isDirectory: true;
  readonly name: string;
  createReader(): { readEntries(success: (entries: EntryLike<F>[]) => void, failure?: (error: unknown) => void): void };
}
export type EntryLike<F> = FileEntryLike<F> | DirectoryEntryLike<F>;

export interface Walked<F> {
  /** Every file under the entries, with its path from the dropped item down (`folder/sub/name`). */
  files: { file: F; path: string }[];
  /** Files and folders that could not be read (taken away meanwhile, no permission). */
  unreadable: number;
}

/** One directory's entries: `readEntries` gives a batch (Chromium: 100) per call, and [] at the end. */
async function readAll<F>(directory: DirectoryEntryLike<F>): Promise<EntryLike<F>[]> {
  const reader = directory.createReader();
  const all: EntryLike<F>[] = [];
  for (;;) {
    const batch = await new Promise<EntryLike<F>[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (!batch.length) return all;
    all.push(...batch);
  }
}

/** Walks the dropped entries depth first, folders recursively, in the order given. */
export async function walkEntries<F>(entries: readonly EntryLike<F>[]): Promise<Walked<F>> {
  const walked: Walked<F> = { files: [], unreadable: 0 };
  async function visit(entry: EntryLike<F>, prefix: string) {
    const path = prefix + entry.name;
    if (entry.isFile) {
      try {
        walked.files.push({ file: await new Promise<F>((resolve, reject) => entry.file(resolve, reject)), path });
      } catch {
        walked.unreadable++;
      }
      return;
    }
    let children: EntryLike<F>[];
    try {
      children = await readAll(entry);
    } catch {
      walked.unreadable++;
      return;
    }
    for (const child of children) await visit(child, `${path}/`);
  }
  for (const entry of entries) await visit(entry, "");
  return walked;
}

/** The parts of a drop's DataTransfer read here. */
export interface DroppedData<F> {
  readonly items?: ArrayLike<{ readonly kind: string; getAsFile(): F | null; webkitGetAsEntry?(): unknown }>;
  readonly files: ArrayLike<F>;
}

/**
 * Reads a drop: each dropped item as an entry when the browser gives one (a folder then
 * brings all its files), else as the file it holds. Must be called in the drop event
 * itself: the items are readable only until it returns, so they are taken before the
 * first wait.
 */
export function readDrop<F extends { readonly name: string; readonly webkitRelativePath?: string }>(
  data: DroppedData<F>,
): Promise<Walked<F>> {
  const entries: EntryLike<F>[] = [];
  const plain: F[] = [];
  if (data.items?.length) {
    for (const item of Array.from(data.items)) {
      if (item.kind !== "file") continue;
      const entry = (item.webkitGetAsEntry?.() ?? null) as EntryLike<F> | null;
      const file = entry ? null : item.getAsFile();
      if (entry) entries.push(entry);
      else if (file) plain.push(file);
    }
  } else plain.push(...Array.from(data.files));
  return walkEntries(entries).then((walked) => ({
    files: [...walked.files, ...plain.map((file) => ({ file, path: file.webkitRelativePath || file.name }))],
    unreadable: walked.unreadable,
  }));
}

/** Drags that carry files (not a link or a piece of text dragged from the page). */
export const carriesFiles = (data: DataTransfer | null) => !!data && Array.from(data.types).includes("Files");

/**
 * A dropped file as the page's other files: its path becomes its name, which `pathOf`
 * (import-client.ts) reads when a file has no `webkitRelativePath` (which a script cannot
 * set). The new File shares the bytes of the dropped one; nothing is copied.
 */
export const asPicked = ({ file, path }: { file: File; path: string }) =>
  file.name === path ? file : new File([file], path, { type: file.type, lastModified: file.lastModified });
