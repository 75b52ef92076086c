import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The house rules in numbers: a module under 400 lines, a function under 80, no import cycle
// among the project's own modules (docs/decisions/0101). Each exception is named here with
// its reason; an entry for a file being rebuilt is removed when the rebuild lands.
const MODULE_LINES = 400;
const FUNCTION_LINES = 80;
const ROOTS = ["app", "core", "server", "scripts"];

const DATA = "data and declarations, read as a table, not as logic";
const MARKUP = "a React component that is mostly markup";

/** Modules allowed over 400 lines: path → reason. */
const LONG_MODULES: Record<string, string> = {
  "server/db/schema.ts": DATA,
  "server/demo/catalogue.ts": DATA,
};

/** Functions allowed over 80 lines: "path name" → reason. */
const LONG_FUNCTIONS: Record<string, string> = {
  "app/components/picture-password-form.tsx PicturePasswordForm": MARKUP,
  "app/components/viewers/audio-player.tsx AudioPlayer": MARKUP,
  "app/components/viewers/pdf-pictures.tsx PdfPictures": MARKUP,
  "app/routes/account/my-account.tsx MyAccount": MARKUP,
  "app/routes/admin/dashboard.tsx Dashboard": MARKUP,
  "app/routes/homework/item.tsx Homework": MARKUP,
  "app/components/homework/homework-form.tsx HomeworkForm": MARKUP,
  "app/routes/classes/class.tsx ClassPage": MARKUP,
  "app/routes/admin/import.tsx Import": MARKUP,
  "app/routes/admin/messages.tsx AdminMessages": MARKUP,
  "app/routes/admin/units.tsx Units": MARKUP,
  "app/routes/admin/users.tsx AdminUsers": MARKUP,
  "app/routes/public/content.tsx ContentPage": MARKUP,
  "app/routes/public/privacy.tsx Privacy": MARKUP,
  "app/routes/public/search.tsx Search": MARKUP,
  "app/components/content-form-sections.tsx FileFields": MARKUP,
};

/** Files whose functions are not measured at all: path → reason. */
const UNMEASURED_FILES: Record<string, string> = {
  "server/db/schema.ts": DATA,
  "server/demo/catalogue.ts": DATA,
};

function trackedFiles(): string[] {
  const out = execFileSync("git", ["ls-files", "--", ...ROOTS], { encoding: "utf8" });
  return out.split("\n").filter((path) => /\.(?:ts|tsx|mjs)$/.test(path));
}

function lineCount(text: string): number {
  return text.endsWith("\n") ? text.split("\n").length - 1 : text.split("\n").length;
}

function parse(path: string): ts.SourceFile {
  const kind = path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true, kind);
}

type FunctionSize = { name: string; lines: number };

function functionName(node: ts.FunctionLikeDeclaration): string {
  if (node.name && !ts.isComputedPropertyName(node.name)) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText();
  if (ts.isCallExpression(parent)) return `${parent.expression.getText().slice(0, 40)}(…)`;
  if (ts.isExportAssignment(parent)) return "default";
  return "(anonymous)";
}

/** Every function, method and arrow of a file with its length in lines, nested ones included. */
function functionSizes(source: ts.SourceFile): FunctionSize[] {
  const sizes: FunctionSize[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      sizes.push({ name: functionName(node as ts.FunctionLikeDeclaration), lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sizes;
}

// Import cycles count only imports that run: `import type`, imports whose every name is a
// type, and dynamic `import()` (loaded later, on demand) make no cycle at load time.
function runtimeImports(source: ts.SourceFile): string[] {
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause &&
        !clause.name &&
        bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      if (onlyTypes) continue;
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

const ALIASES: Record<string, string> = {
  "#app/": "app/",
  "#core/": "core/",
  "#server/": "server/",
  "#scripts/": "scripts/",
  "#tests/": "tests/",
};
const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", "/index.ts", "/index.tsx"];

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string | undefined;
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  if (alias) base = ALIASES[alias] + specifier.slice(alias.length);
  else if (specifier.startsWith(".")) base = normalize(join(dirname(from), specifier));
  if (base === undefined) return undefined;
  const withoutJs = base.replace(/\.js$/, "");
  for (const candidate of [base, withoutJs]) {
    for (const extension of EXTENSIONS) {
      const path = candidate + extension;
      if (/\.(?:ts|tsx|mjs)$/.test(path) && existsSync(path)) return path;
    }
  }
  return undefined;
}

/** Strongly connected components of more than one module (or a module importing itself). */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowlinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string) => {
    indices.set(node, index);
    lowlinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        connect(next);
        lowlinks.set(node, Math.min(lowlinks.get(node)!, lowlinks.get(next)!));
      } else if (onStack.has(next)) {
        lowlinks.set(node, Math.min(lowlinks.get(node)!, indices.get(next)!));
      }
    }
    if (lowlinks.get(node) !== indices.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!indices.has(node)) connect(node);
  return found;
}

const files = trackedFiles();
const sources = new Map(files.map((path) => [path, parse(path)]));

describe("the house's sizes", () => {
  it(`keeps every module under ${MODULE_LINES} lines, but the listed ones`, () => {
    const offenders = files
      .map((path) => ({ path, lines: lineCount(sources.get(path)!.text) }))
      .filter(({ path, lines }) => lines > MODULE_LINES && !LONG_MODULES[path])
      .map(({ path, lines }) => `${path}: ${lines} lines`);
    expect(offenders, `modules over ${MODULE_LINES} lines: split them along their seams`).toEqual([]);
  });

  it(`keeps every function under ${FUNCTION_LINES} lines, but the listed ones`, () => {
    const offenders: string[] = [];
    for (const path of files) {
      if (UNMEASURED_FILES[path]) continue;
      for (const { name, lines } of functionSizes(sources.get(path)!)) {
        if (lines > FUNCTION_LINES && !LONG_FUNCTIONS[`${path} ${name}`])
          offenders.push(`${path} ${name}: ${lines} lines`);
      }
    }
    expect(offenders, `functions over ${FUNCTION_LINES} lines: split them`).toEqual([]);
  });

  it("lists no exception that is no longer needed", () => {
    const stale = [
      ...Object.keys(LONG_MODULES).filter(
        (path) => !sources.has(path) || lineCount(sources.get(path)!.text) <= MODULE_LINES,
      ),
      ...Object.keys(LONG_FUNCTIONS).filter((key) => {
        const [path, name] = key.split(" ");
        const source = sources.get(path);
        return !source || !functionSizes(source).some((size) => size.name === name && size.lines > FUNCTION_LINES);
      }),
    ];
    expect(stale, "exceptions that no longer apply: remove them").toEqual([]);
  });

  it("has no import cycle among the project's own modules (runtime imports; type-only and dynamic ones are left out)", () => {
    const graph = new Map<string, string[]>();
    for (const [path, source] of sources) {
      const targets = runtimeImports(source).map((specifier) => resolveImport(path, specifier));
      graph.set(
        path,
        targets.filter((target): target is string => target !== undefined && sources.has(target)),
      );
    }
    const found = cycles(graph).map((component) => component.join(" ⇄ "));
    expect(found, "import cycles: move what both sides share into a module of its own").toEqual([]);
  });
});
