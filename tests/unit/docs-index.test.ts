import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const folders = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

/** The README's "Layout of the code" block. */
function layout(): string {
  const readme = read("README.md");
  const start = readme.indexOf("## Layout of the code");
  expect(start).toBeGreaterThan(-1);
  return readme.slice(start, readme.indexOf("\n## ", start + 1));
}

describe("the docs' indexes", () => {
  it("README's layout names every folder and top-level file of server/, and every folder of app/routes/", () => {
    const text = layout();
    const files = fs.readdirSync(path.join(root, "server")).filter((f) => f.endsWith(".ts"));
    for (const file of files) expect(text, `server/${file}`).toContain(file);
    for (const dir of folders("server")) expect(text, `server/${dir}/`).toMatch(new RegExp(`\\b${dir}/`));
    for (const dir of folders("app/routes")) expect(text, `app/routes/${dir}/`).toMatch(new RegExp(`\\b${dir}/`));
  });

  it("docs/decisions/README.md lists every decision record", () => {
    const index = read("docs/decisions/README.md");
    const records = fs.readdirSync(path.join(root, "docs/decisions")).filter((f) => /^\d{4}-.*\.md$/.test(f));
    expect(records.length).toBeGreaterThan(30);
    for (const record of records) expect(index, record).toContain(`](${record})`);
  });
});
