import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Thousands of mutated archives (bit flips, cuts, inserted and deleted bytes,
 * length and offset fields set to 0, their largest value or past the end) from valid
 * seeds, each read as the bulk import reads one. Each either reads right or is refused
 * with a Turkish reason from the catalogue, within a time limit. The cases run in a
 * process of their own without a safety net, so "the process survives every one" is
 * checked: an unhandled stream 'error' would end it before it reports.
 */
const root = path.resolve(import.meta.dirname, "../..");

describe("the zip reader under fuzzing", () => {
  it(
    "reads or refuses in Turkish every mutated archive, and its process survives them all",
    { timeout: process.env.FUZZ_RUNS ? 3_600_000 : 90_000 },
    async () => {
      const env = { ...process.env };
      delete env.NODE_OPTIONS; // no Vitest hooks in the child
      const child = spawn(process.execPath, ["--import", "tsx", "tests/support/zip-fuzz-child.ts"], {
        cwd: root,
        env,
        stdio: ["ignore", "pipe", "pipe"],
      });
      let out = "";
      let err = "";
      child.stdout.on("data", (d: Buffer) => (out += d.toString()));
      child.stderr.on("data", (d: Buffer) => (err += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.once("exit", (c) => resolve(c)));
      const report = out.split("\n").find((l) => l.startsWith("{"));
      expect(report, `the fuzz process died before it reported (exit ${code}):\n${err.slice(-4000)}`).toBeDefined();
      const result = JSON.parse(report!);
      expect(result.error ?? null).toBeNull();
      expect(code).toBe(0);
      expect(result.ok).toBe(true);
      console.info(
        `zip fuzz: ${result.cases} archives (${result.archivesRead} read, ${result.archivesRefused} refused whole; entries ${result.entriesRead} read, ${result.entriesRefused} refused)`,
      );
      expect(result.cases).toBeGreaterThanOrEqual(1000);
      // The mutations reach both sides: some archives still read, some are refused.
      expect(result.archivesRead).toBeGreaterThan(0);
      expect(result.archivesRefused).toBeGreaterThan(0);
      expect(result.entriesRefused).toBeGreaterThan(0);
    },
  );
});
