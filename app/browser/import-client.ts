import { normalisePath } from "#core/imports.ts";

/**
 * The browser's side of a bulk import: the files the admin chose, kept in
 * memory by path while the page sends them one by one (a closed tab loses only what was
 * not sent yet; choosing the folder again sends the rest), and the upload itself, through
 * XMLHttpRequest for its progress events.
 */

/** A chosen file's path: its place in the chosen folder, else its name. */
export const pathOf = (file: File) => normalisePath(file.webkitRelativePath || file.name) ?? file.name;

/**
 * Makes a file input choose a folder. Set from the script (a ref), never in the server's
 * HTML: `webkitdirectory` is no standard attribute, and without a script a plain multiple
 * choice (or a .zip, which keeps its folders) is what works.
 */
export const chooseFolders = (input: HTMLInputElement | null) => input?.setAttribute("webkitdirectory", "");

/** import id → path → the file, for the rows that wait for their bytes. */
const chosen = new Map<number, Map<string, File>>();

export function keepFiles(importId: number, files: Iterable<File>) {
  const byPath = chosen.get(importId) ?? new Map<string, File>();
  for (const file of files) byPath.set(pathOf(file), file);
  chosen.set(importId, byPath);
}

export function fileFor(importId: number, path: string): File | undefined {
  return chosen.get(importId)?.get(path);
}

export function forgetFile(importId: number, path: string) {
  chosen.get(importId)?.delete(path);
}

export interface Sent {
  ok: boolean;
  status: number;
  body: { code?: string; message?: string; id?: number } | null;
}

/** Sends a body with progress (0-1) reported as it goes; never throws (status 0 when the network failed). */
export function send(
  method: string,
  url: string,
  body: XMLHttpRequestBodyInit,
  onProgress: (fraction: number) => void,
  contentType?: string,
): Promise<Sent> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.responseType = "json";
    xhr.setRequestHeader("Accept", "application/json");
    if (contentType) xhr.setRequestHeader("Content-Type", contentType);
    xhr.upload.addEventListener("progress", (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    });
    xhr.addEventListener("load", () =>
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, body: xhr.response }),
    );
    xhr.addEventListener("error", () => resolve({ ok: false, status: 0, body: null }));
    xhr.addEventListener("abort", () => resolve({ ok: false, status: 0, body: null }));
    xhr.send(body);
  });
}
