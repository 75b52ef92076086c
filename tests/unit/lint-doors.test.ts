import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

/** The door rules' findings on `code` as if it were the file `file` (which need not exist). */
async function doorFindings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => m.ruleId ?? m.message).filter((id) => id.startsWith("doors/"));
}

const FIELD_PATTERN = `export const answers = (form: FormData) => [...form.keys()].filter((key) => /^q\\d+$/.test(key));\n`;
const MESSAGE_TABLE = `import { trClassJoin } from "#core/messages/class-join.ts";\nexport const refusal = (code: "locked" | "unknown") => ({ locked: trClassJoin.codeLocked, unknown: trClassJoin.codeUnknown })[code];\n`;
const TURKISH_RECORD = `export const STATES: Record<string, string> = { pending: "e-posta sırada", sent: "e-posta gönderildi" };\n`;

describe("lint keeps doors thin (docs/conventions.md)", { timeout: 60_000 }, () => {
  it("a route module may not test field names with its own pattern", async () => {
    expect(await doorFindings("app/routes/public/fake-door.tsx", FIELD_PATTERN)).toEqual(["doors/no-field-pattern"]);
  });

  it("a JSON door may not hold a table from codes to messages, of the catalogue's or of Turkish text", async () => {
    expect(await doorFindings("server/http/fake-api.ts", MESSAGE_TABLE)).toEqual(["doors/no-message-table"]);
    expect(await doorFindings("server/http/fake-api.ts", TURKISH_RECORD)).toEqual(["doors/no-message-table"]);
  });

  it("core/ is where the reader and the refusal table belong: nothing fires there", async () => {
    expect(await doorFindings("core/fake/readers.ts", FIELD_PATTERN + MESSAGE_TABLE + TURKISH_RECORD)).toEqual([]);
  });

  it("a door may test a request header, and name one message", async () => {
    const code = `export const isJson = (c: { req: { header: (n: string) => string | undefined } }) => {\n  const type = c.req.header("Content-Type") ?? "";\n  return /^application\\/json\\b/i.test(type);\n};\nimport { trCommon } from "#core/messages/common.ts";\nexport const gone = { message: trCommon.notFound };\n`;
    expect(await doorFindings("server/http/fake-api.ts", code)).toEqual([]);
  });
});
