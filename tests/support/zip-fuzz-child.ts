// A child process for tests/unit/zip-fuzz.test.ts: feeds thousands of mutated archives to
// the zip reader. It has no handler for uncaught errors on purpose: an unhandled stream
// 'error' ends this process, and the test sees it die. Prints one JSON line.
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { readZipEntries, readZipEntry, ZipError, type ZipEntry } from "#server/content/zip-reader.ts";
import { FUZZ_SEED, fuzzRuns, isCatalogueMessage, mutationArb } from "./fuzz";
import { makeZip, type ZipInput } from "./zip";

const CASE_TIMEOUT_MS = 5_000;

/** Bytes that do not compress much (a fixed sequence): most of an archive is then entry data, as in real worksheets. */
const noise = (length: number, seed: number) =>
  Buffer.from(Array.from({ length }, (_, i) => (Math.imul(i + seed, 2_654_435_761) >>> 24) & 0xff));
const pdf = Buffer.concat([
  Buffer.from("%PDF-1.4\n"),
  noise(2000, 1),
  Buffer.from("1 0 obj << /Type /Catalog >> endobj\n".repeat(20)),
  Buffer.from("%%EOF\n"),
]);
const seedInputs: ZipInput[][] = [
  [{ name: "5/3/kelimeler/games.pdf", data: pdf }],
  [
    { name: "7/2/alıştırmalar/ödev.pdf", data: pdf },
    { name: "7/2/notlar.txt", data: Buffer.from("yalnızca not\n".repeat(20)), method: 0 },
    { name: "7/2/", data: Buffer.alloc(0), method: 0 },
    { name: "liste.csv", data: Buffer.from("dosya;sinif;unite\n7/2/alıştırmalar/ödev.pdf;7;2\n") },
    { name: "bos.pdf", data: Buffer.alloc(0) },
  ],
  [
    { name: "eski.pdf", data: pdf, method: 0, utf8: false },
    {
      name: "resim.png",
      data: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), noise(1500, 2)]),
    },
  ],
];

/** Where the length and offset fields of a (valid) archive are: what a hostile hand sets to 0, max or past the end. */
function fieldsOf(zip: Buffer): { at: number; width: 2 | 4 }[] {
  const fields: { at: number; width: 2 | 4 }[] = [];
  const end = zip.length - 22;
  fields.push(
    { at: end + 8, width: 2 },
    { at: end + 10, width: 2 },
    { at: end + 12, width: 4 },
    { at: end + 16, width: 4 },
    { at: end + 20, width: 2 },
  );
  let at = zip.readUInt32LE(end + 16);
  while (at < end) {
    const local = zip.readUInt32LE(at + 42);
    fields.push(
      { at: at + 20, width: 4 },
      { at: at + 24, width: 4 },
      { at: at + 28, width: 2 },
      { at: at + 30, width: 2 },
      { at: at + 32, width: 2 },
      { at: at + 42, width: 4 },
    );
    fields.push(
      { at: local + 18, width: 4 },
      { at: local + 22, width: 4 },
      { at: local + 26, width: 2 },
      { at: local + 28, width: 2 },
    );
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return fields;
}

const seeds = seedInputs.map((inputs) => {
  const zip = makeZip(inputs);
  return { zip, contents: new Map(inputs.map((i) => [i.name, i.data])), fields: fieldsOf(zip) };
});

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "merdiven-zip-fuzz-"));
const counts = {
  cases: 0,
  archivesRead: 0,
  archivesRefused: 0,
  entriesRead: 0,
  entriesRefused: 0,
  reasons: {} as Record<string, number>,
};

function refusal(error: unknown, what: string): void {
  if (!(error instanceof ZipError) || !isCatalogueMessage(error.message)) {
    throw new Error(`${what}: not a Turkish refusal from the catalogue: ${String((error as Error)?.stack ?? error)}`);
  }
  counts.reasons[error.message] = (counts.reasons[error.message] ?? 0) + 1;
}

/** Reads an archive as the import does: its directory, then each entry's bytes to the end. */
async function readAll(
  bytes: Buffer,
  contents: Map<string, Buffer> | null,
): Promise<{ entries: ZipEntry[]; read: Map<string, Buffer> } | null> {
  const file = path.join(dir, "case.zip");
  await fsp.writeFile(file, bytes);
  const handle = await fsp.open(file, "r");
  try {
    let entries: ZipEntry[];
    try {
      entries = await readZipEntries(handle, bytes.length);
    } catch (error) {
      refusal(error, "archive");
      counts.archivesRefused++;
      return null;
    }
    counts.archivesRead++;
    const read = new Map<string, Buffer>();
    for (const entry of entries) {
      if (entry.isFolder) continue;
      try {
        const data = await readZipEntry(handle, entry, async (body) => {
          const chunks: Buffer[] = [];
          for await (const chunk of body) chunks.push(chunk);
          return Buffer.concat(chunks);
        });
        counts.entriesRead++;
        read.set(entry.path, data);
        // What reads correctly is what was zipped (the CRC-32 guards it).
        const original = contents?.get(entry.path);
        if (original && !original.equals(data)) throw new Error(`entry ${entry.path} read as other bytes`);
      } catch (error) {
        if (error instanceof Error && error.message.startsWith("entry ")) throw error;
        refusal(error, `entry ${entry.path}`);
        counts.entriesRefused++;
      }
    }
    return { entries, read };
  } finally {
    await handle.close();
  }
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work.finally(() => clearTimeout(timer)),
    new Promise<never>(
      (_, reject) =>
        (timer = setTimeout(() => reject(new Error(`a case took over ${CASE_TIMEOUT_MS} ms`)), CASE_TIMEOUT_MS)),
    ),
  ]);
}

try {
  // The seeds themselves read whole and right: the fuzz starts from archives the reader takes.
  for (const seed of seeds) {
    const got = await readAll(seed.zip, seed.contents);
    const files = [...seed.contents.keys()].filter((n) => !n.endsWith("/"));
    if (!got || files.some((n) => !got.read.get(n)?.equals(seed.contents.get(n)!)))
      throw new Error("a seed archive did not read whole");
  }
  const runs = fuzzRuns(4000);
  const arb = fc
    .integer({ min: 0, max: seeds.length - 1 })
    .chain((i) => mutationArb(seeds[i].fields).map((mutate) => ({ i, mutate })));
  await fc.assert(
    fc.asyncProperty(arb, async ({ i, mutate }) => {
      counts.cases++;
      await withTimeout(readAll(mutate(seeds[i].zip), seeds[i].contents));
    }),
    { seed: FUZZ_SEED, numRuns: runs },
  );
  process.stdout.write(`${JSON.stringify({ ok: true, ...counts })}\n`);
} catch (error) {
  process.stdout.write(
    `${JSON.stringify({ ok: false, ...counts, error: String((error as Error)?.message ?? error).slice(0, 4000) })}\n`,
  );
  process.exitCode = 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
