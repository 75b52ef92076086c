import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { errorCode, hasErrorCode, isAlreadyThere, isNotFound } from "#server/fs-errors.ts";

/** The error a call throws (the real one from Node, not a hand-made object). */
function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("did not throw");
}

describe("file-system error codes", () => {
  it("tell a missing path and an existing one apart, as Node reports them", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "merdiven-fs-"));
    const missing = thrownBy(() => fs.readFileSync(path.join(dir, "yok.txt")));
    const there = thrownBy(() => fs.writeFileSync(dir, "x", { flag: "wx" }));
    fs.rmSync(dir, { recursive: true });
    expect(errorCode(missing)).toBe("ENOENT");
    expect(isNotFound(missing)).toBe(true);
    expect(isAlreadyThere(missing)).toBe(false);
    expect(isAlreadyThere(there)).toBe(true);
    expect(hasErrorCode(there, "ENOSPC", "EEXIST")).toBe(true);
  });

  it("find no code in anything else", () => {
    for (const other of [new Error("x"), null, undefined, "ENOENT", { code: 404 }]) {
      expect(errorCode(other)).toBeUndefined();
      expect(isNotFound(other)).toBe(false);
    }
  });
});
