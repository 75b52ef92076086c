import { describe, expect, it } from "vitest";
import { readDrop, walkEntries, type EntryLike } from "#app/browser/import-drop.ts";

/**
 * The drop area's folder walk on fake file-system entries shaped like the
 * browser's: a folder read in batches (Chromium gives 100 a call, then []), files that
 * fail to open, the paths kept from the dropped item down.
 */
interface Fake {
  name: string;
}

const file = (name: string, fails = false): EntryLike<Fake> => ({
  isFile: true,
  isDirectory: false,
  name,
  file: (ok, failed) => queueMicrotask(() => (fails ? failed?.(new Error("NotFoundError")) : ok({ name }))),
});

/** A folder whose reader hands out its entries `batch` at a time. */
const folder = (name: string, children: EntryLike<Fake>[], { batch = 100, fails = false } = {}): EntryLike<Fake> => ({
  isFile: false,
  isDirectory: true,
  name,
  createReader() {
    let at = 0;
    return {
      readEntries: (ok, failed) =>
        queueMicrotask(() => {
          if (fails) return failed?.(new Error("SecurityError"));
          ok(children.slice(at, at + batch));
          at += batch;
        }),
    };
  },
});

describe("walking dropped folders", () => {
  it("keeps each file's path from the dropped folder down, so the issue's example proposes its fields", async () => {
    const tree = folder("materyal", [
      folder("5", [
        folder("3", [folder("kelimeler", [file("games-and-hobbies.pdf"), file("liste.csv")])]),
        file("kapak.png"),
      ]),
    ]);
    const walked = await walkEntries([tree, file("tek.pdf")]);
    expect(walked.files.map((f) => f.path)).toEqual([
      "materyal/5/3/kelimeler/games-and-hobbies.pdf",
      "materyal/5/3/kelimeler/liste.csv",
      "materyal/5/kapak.png",
      "tek.pdf",
    ]);
    expect(walked.files[0].file).toEqual({ name: "games-and-hobbies.pdf" });
    expect(walked.unreadable).toBe(0);
  });

  it("reads a big folder to its end, batch after batch", async () => {
    const many = Array.from({ length: 250 }, (_, i) => file(`sayfa-${i}.pdf`));
    const walked = await walkEntries([folder("6", many, { batch: 100 })]);
    expect(walked.files).toHaveLength(250);
    expect(walked.files.at(-1)?.path).toBe("6/sayfa-249.pdf");
  });

  it("counts a file or a folder it cannot read and goes on with the rest", async () => {
    const walked = await walkEntries([
      folder("7", [file("gitti.pdf", true), folder("kilitli", [file("x.pdf")], { fails: true }), file("var.pdf")]),
    ]);
    expect(walked.files.map((f) => f.path)).toEqual(["7/var.pdf"]);
    expect(walked.unreadable).toBe(2);
  });

  it("an empty folder brings nothing", async () => {
    expect(await walkEntries([folder("bos", [])])).toEqual({ files: [], unreadable: 0 });
  });
});

describe("reading a drop", () => {
  const plain = (name: string, webkitRelativePath = "") => ({ name, webkitRelativePath });

  it("walks the items the browser gives as entries, and takes the others as their files", async () => {
    const walked = await readDrop({
      items: [
        { kind: "file", getAsFile: () => null, webkitGetAsEntry: () => folder("8", [file("a.pdf")]) },
        { kind: "file", getAsFile: () => plain("b.pdf"), webkitGetAsEntry: () => null },
        { kind: "string", getAsFile: () => null },
      ],
      files: [],
    });
    expect(walked.files.map((f) => f.path)).toEqual(["8/a.pdf", "b.pdf"]);
  });

  it("without entries (a DataTransfer a script made) a file's name, or its relative path, is its path", async () => {
    const walked = await readDrop({
      items: [{ kind: "file", getAsFile: () => plain("materyal/5/3/kelimeler/x.pdf") }],
      files: [],
    });
    expect(walked.files.map((f) => f.path)).toEqual(["materyal/5/3/kelimeler/x.pdf"]);
    const old = await readDrop({ files: [plain("y.pdf", "klasor/y.pdf")] });
    expect(old.files.map((f) => f.path)).toEqual(["klasor/y.pdf"]);
  });
});
