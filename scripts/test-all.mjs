// `npm test`: the whole gate, in order: type-check, lint, build, unit and
// integration tests (Vitest), browser tests (Playwright in Debian's Chromium).
// Ends with one line "N passed, N failed" summing every test and check.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const results = path.join(root, "test-results");
fs.mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
// The runtime is the npm package `node` (package.json), found first on npm's PATH: Node 24
// even where the machine's own Node is older (decision 0060).
console.log(`Node ${process.version}`);

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const stepStarted = Date.now();
  const r = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`--- ${title}: ${seconds(stepStarted)}`);
  return r.status === 0;
}

function check(title, command, args) {
  if (run(title, command, args)) passed++;
  else {
    failed++;
    console.log(`✗ ${title} failed`);
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

// One layout for every source file (decision 0105): a change that is not formatted fails here, first and fast.
check("format (prettier --check)", bin("prettier"), ["--check", "--log-level", "warn", "**/*.{ts,tsx,js,mjs,cjs,css}"]);
check("type-check", bin("react-router"), ["typegen"]);
check("type-check (tsc)", bin("tsc"), []);
check("lint", bin("eslint"), ["."]);
const built = run("build", bin("react-router"), ["build"]);
if (built) passed++;
else failed++;

const vitestJson = path.join(results, "vitest.json");
fs.rmSync(vitestJson, { force: true });
const vitestOk = run("unit and integration tests", bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitestOk || vitest.numFailedTests > 0 ? 0 : 1);
} else failed++;

if (built) {
  const pwJson = path.join(results, "playwright.json");
  fs.rmSync(pwJson, { force: true });
  const pwOk = run("browser tests", bin("playwright"), ["test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
  });
  const pw = readJson(pwJson);
  if (pw?.stats) {
    passed += pw.stats.expected + (pw.stats.flaky ?? 0);
    failed += pw.stats.unexpected + (pwOk || pw.stats.unexpected > 0 ? 0 : 1);
  } else failed++;
} else {
  console.log("browser tests skipped: the build failed");
  failed++;
}

console.log(`\nwhole run: ${seconds(started)}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
