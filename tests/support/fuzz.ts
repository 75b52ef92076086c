import fc from "fast-check";
import { tr } from "#core/messages.ts";

/**
 * Shared pieces of the fuzz tests of uploaded-file parsers (decision 0053).
 * `npm test` runs each with a fixed seed, so a failure is the same on every machine;
 * FUZZ_SEED and FUZZ_RUNS run other or more cases on demand
 * (`FUZZ_SEED=7 FUZZ_RUNS=50000 npx vitest run tests/unit/zip-fuzz.test.ts`).
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);

/** How many cases a fuzzer runs: its own default, or FUZZ_RUNS (each fuzzer's share scaled alike). */
export function fuzzRuns(defaultRuns: number): number {
  const asked = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(asked) && asked > 0 ? asked : defaultRuns;
}

const SENTINEL = "\u0001";
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Every text of the message catalogue as a matcher: a fixed text exactly, a text made by a
 * function (a line number, a limit) with any values in its gaps. "Refused with a Turkish
 * message from the catalogue" is then a check, not a hope.
 */
function catalogueMatchers(): { fixed: Set<string>; patterns: RegExp[] } {
  const fixed = new Set<string>();
  const patterns: RegExp[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") fixed.add(value);
    else if (typeof value === "function") {
      try {
        const made = (value as (...args: string[]) => unknown)(
          ...Array.from({ length: Math.max(value.length, 1) }, (_, i) => `${SENTINEL}${i}${SENTINEL}`),
        );
        if (typeof made === "string")
          patterns.push(
            new RegExp(`^${escape(made).replace(new RegExp(`${SENTINEL}\\d+${SENTINEL}`, "g"), "[\\s\\S]*?")}$`),
          );
      } catch {
        // A text made from an object (counts) is never a parser's reason.
      }
    } else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(tr);
  return { fixed, patterns };
}

let matchers: ReturnType<typeof catalogueMatchers> | undefined;
export function isCatalogueMessage(message: unknown): boolean {
  if (typeof message !== "string" || !message) return false;
  matchers ??= catalogueMatchers();
  return matchers.fixed.has(message) || matchers.patterns.some((p) => p.test(message));
}

/** One change to a byte string: what a broken disk, a cut download or a hostile hand does to a file. */
export type Mutation =
  | { kind: "flip"; at: number; bit: number }
  | { kind: "truncate"; at: number }
  | { kind: "insert"; at: number; bytes: Uint8Array }
  | { kind: "delete"; at: number; length: number }
  | { kind: "set"; at: number; value: number; width: 2 | 4 }
  | { kind: "overwrite"; at: number; bytes: Uint8Array };

/** Positions are fractions of the input's length (0..1), so one mutation fits any seed. */
const where = fc.noBias(fc.integer({ min: 0, max: 999_999 })).map((n) => n / 1_000_000);

/** A mutation; `fields` are positions of length/offset fields worth setting to 0, max, or past the end. */
export function mutationArb(fields: { at: number; width: 2 | 4 }[] = []): fc.Arbitrary<(input: Buffer) => Buffer> {
  const anywhere = fc.oneof(
    fc.record({ kind: fc.constant("flip" as const), at: where, bit: fc.integer({ min: 0, max: 7 }) }),
    fc.record({ kind: fc.constant("truncate" as const), at: where }),
    fc.record({
      kind: fc.constant("insert" as const),
      at: where,
      bytes: fc.uint8Array({ minLength: 1, maxLength: 64 }),
    }),
    fc.record({ kind: fc.constant("delete" as const), at: where, length: fc.integer({ min: 1, max: 64 }) }),
    fc.record({
      kind: fc.constant("overwrite" as const),
      at: where,
      bytes: fc.uint8Array({ minLength: 1, maxLength: 16 }),
    }),
  );
  const field = fields.length
    ? fc.record({
        field: fc.constantFrom(...fields),
        // 0, the largest, just past the end, a little less than the end, anything.
        value: fc.oneof(
          fc.constant("zero" as const),
          fc.constant("max" as const),
          fc.constant("past" as const),
          fc.constant("near" as const),
          fc.nat(),
        ),
      })
    : null;
  const one: fc.Arbitrary<(input: Buffer) => Buffer> = field
    ? fc.oneof(
        anywhere.map((m) => (input: Buffer) => apply(input, m)),
        field.map(({ field: f, value }) => (input: Buffer) => {
          const max = f.width === 2 ? 0xffff : 0xffffffff;
          const v =
            value === "zero"
              ? 0
              : value === "max"
                ? max
                : value === "past"
                  ? input.length + 1
                  : value === "near"
                    ? Math.max(0, input.length - 8)
                    : value;
          return apply(input, { kind: "set", at: f.at, value: Math.min(v, max), width: f.width });
        }),
      )
    : anywhere.map((m) => (input: Buffer) => apply(input, m));
  return fc
    .array(one, { minLength: 1, maxLength: 3 })
    .map((steps) => (input: Buffer) => steps.reduce((b, step) => step(b), input));
}

function apply(input: Buffer, m: Mutation): Buffer {
  const pos = (fraction: number) => Math.min(input.length, Math.floor(fraction * (input.length + 1)));
  switch (m.kind) {
    case "flip": {
      if (!input.length) return input;
      const out = Buffer.from(input);
      out[Math.min(pos(m.at), out.length - 1)] ^= 1 << m.bit;
      return out;
    }
    case "truncate":
      return input.subarray(0, pos(m.at));
    case "insert":
      return Buffer.concat([input.subarray(0, pos(m.at)), m.bytes, input.subarray(pos(m.at))]);
    case "delete":
      return Buffer.concat([input.subarray(0, pos(m.at)), input.subarray(pos(m.at) + m.length)]);
    case "overwrite": {
      const out = Buffer.from(input);
      Buffer.from(m.bytes).copy(out, pos(m.at));
      return out;
    }
    case "set": {
      if (m.at + m.width > input.length) return input;
      const out = Buffer.from(input);
      if (m.width === 2) out.writeUInt16LE(m.value, m.at);
      else out.writeUInt32LE(m.value, m.at);
      return out;
    }
  }
}
