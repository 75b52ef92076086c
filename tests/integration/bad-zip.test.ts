import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { tr } from "#core/messages.ts";
import { makeDemoPdf } from "#server/demo/pdf.ts";
import { dbKinds } from "#tests/support/database.ts";
import { startUploadSite, stopUploadSite, type UploadSite } from "#tests/support/upload-site.ts";
import { makeZip } from "#tests/support/zip.ts";

/**
 * One malformed .zip posted to the bulk import used to end the whole site (an
 * unhandled stream 'error' in the zip reader), and every pupil with it. The site runs in
 * its own process here, so a crash is a dead process, not a failed assertion in this one.
 */
let site: UploadSite | undefined;
afterEach(async () => {
  await stopUploadSite(site);
  site = undefined;
});

const filesIn = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    : [];

const pdf = (title: string) => makeDemoPdf({ title, subtitle: "Bozuk zip denemesi", lines: [title] });

/** A one-file archive whose local header claims a name running past the end of the file (the 133-byte archive of the issue). */
function shortLocalHeader(): Buffer {
  const zip = makeZip([{ name: "a.pdf", data: Buffer.from("%PDF-1.4\n%%EOF\n".repeat(3)) }]);
  zip.writeUInt16LE(0xffff, 26);
  return zip;
}

/** A directory that points at a local header cut short by the directory itself. */
function cutLocalHeader(): Buffer {
  const zip = makeZip([{ name: "b.pdf", data: pdf("Cut") }]);
  const end = zip.length - 22;
  const directoryAt = zip.readUInt32LE(end + 16);
  zip.writeUInt32LE(directoryAt - 10, directoryAt + 42);
  return zip;
}

describe.each(dbKinds)("a malformed .zip posted to the bulk import (%s)", (kind) => {
  it(
    "is refused with a Turkish reason; the site lives on, keeps nothing of it, and takes the next import",
    { timeout: 120_000 },
    async () => {
      site = await startUploadSite(kind, "bad-zip");
      const s = site;
      const headers = { Cookie: s.cookie, Origin: `http://127.0.0.1:${s.port}` };
      const url = `http://127.0.0.1:${s.port}/api/v1/imports`;
      const bare = (zip: Buffer) =>
        fetch(url, {
          method: "POST",
          headers: { ...headers, "Content-Type": "application/zip" },
          body: new Uint8Array(zip),
        });
      // The page's way (a .zip dropped on /admin/ice-aktar): one file part among the form's fields.
      const dropped = (zip: Buffer, name: string) => {
        const form = new FormData();
        form.append("onDuplicate", "skip");
        form.append("files", new Blob([new Uint8Array(zip)]), name);
        return fetch(url, { method: "POST", headers, body: form });
      };

      for (const [what, send] of [
        ["bare, short local header", () => bare(shortLocalHeader())],
        ["dropped, short local header", () => dropped(shortLocalHeader(), "ders.zip")],
        ["bare, local header cut by the directory", () => bare(cutLocalHeader())],
      ] as const) {
        const res = await send();
        expect(res.status, what).toBe(400);
        expect(await res.json(), what).toEqual({ code: "bad-zip", message: tr.imports.zipUnreadable });
        expect(s.child.exitCode, `${what}: ${s.stderr()}`).toBeNull();
      }

      // No import was left behind, and neither staged bytes nor the spooled archive.
      const list = await fetch(url, { headers });
      expect(list.status).toBe(200);
      expect((await list.json()).items).toEqual([]);
      expect(filesIn(path.join(s.dataDir, "files"))).toEqual([]);
      expect(filesIn(path.join(s.dataDir, "tmp"))).toEqual([]);

      // The very next import works.
      const good = await bare(makeZip([{ name: "8/1/testler/unit-test.pdf", data: pdf("Unit Test") }]));
      expect(good.status).toBe(201);
      const view = await good.json();
      expect(view.items.map((i: { path: string; state: string }) => [i.path, i.state])).toEqual([
        ["8/1/testler/unit-test.pdf", "ready"],
      ]);
      expect(
        filesIn(path.join(s.dataDir, "files")).filter((f) => f.startsWith(`imports${path.sep}${view.id}${path.sep}`)),
      ).toHaveLength(1);
      expect(s.child.exitCode).toBeNull();
    },
  );
});
