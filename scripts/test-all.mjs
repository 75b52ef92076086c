// `npm test`: the whole gate: type-check, lint, build, then the unit and integration tests
// (Vitest) and the browser tests (Playwright in Debian's Chromium) side by side.
// Ends with one line "N passed, N failed" summing every test and check.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
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
// Vitest goes beside Playwright only when the machine has room for it (below): read before any
// step of ours adds to the load.
const cores = os.availableParallelism();
const [loadAtStart] = os.loadavg();
const besideEachOther = loadAtStart < cores;
console.log(`${cores} cores, load average ${loadAtStart.toFixed(1)} at the start: Vitest ${besideEachOther ? "beside" : "before"} Playwright`);

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const stepStarted = Date.now();
  const r = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`--- ${title}: ${seconds(stepStarted)}`);
  return r.status === 0;
}

/**
 * A step run beside another. Its output goes to `log` (shown when it ends) or, without one,
 * straight to the terminal; resolves to its success and time.
 */
function runBeside(title, command, args, log, env = {}) {
  const stepStarted = Date.now();
  const out = log ? fs.openSync(log, "w") : "inherit";
  const child = spawn(command, args, { cwd: root, stdio: ["ignore", out, out], env: { ...process.env, ...env } });
  return new Promise((resolve) => {
    child.on("close", (code) => {
      if (log) fs.closeSync(out);
      resolve({ ok: code === 0, title, log, time: seconds(stepStarted) });
    });
  });
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

check("type-check", bin("react-router"), ["typegen"]);
check("type-check (tsc)", bin("tsc"), []);
check("lint", bin("eslint"), ["."]);
const built = run("build", bin("react-router"), ["build"]);
if (built) passed++;
else failed++;

// Vitest and Playwright side by side (decision 0074): a browser test mostly waits (for the
// network, the server, a state) and leaves the cores idle, which the integration tests fill.
// The browser tests print as they go; Vitest's output is kept in a file and shown after, so
// the two never interleave. On a machine already busy with other work there is no idle time
// to fill, and two suites at once only push browser tests past their limits: one after the other.
const vitestJson = path.join(results, "vitest.json");
const pwJson = path.join(results, "playwright.json");
fs.rmSync(vitestJson, { force: true });
fs.rmSync(pwJson, { force: true });
const vitestArgs = ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`];
const vitestBeside = besideEachOther ? runBeside("unit and integration tests", bin("vitest"), vitestArgs, path.join(results, "vitest.log")) : null;
const vitestAlone = vitestBeside ? null : { ok: run("unit and integration tests", bin("vitest"), vitestArgs) };
if (built) console.log(`\n=== browser tests${vitestBeside ? " (as they run), beside the unit and integration tests" : ""} ===`);
const pwStep = built ? await runBeside("browser tests", bin("playwright"), ["test", "--reporter=list,json"], null, { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson }) : null;
if (pwStep) console.log(`--- ${pwStep.title}: ${pwStep.time}`);
const vitestStep = vitestAlone ?? (await vitestBeside);
if (vitestBeside) {
  console.log(`\n=== ${vitestStep.title} ===`);
  process.stdout.write(fs.readFileSync(vitestStep.log, "utf8"));
  console.log(`--- ${vitestStep.title}: ${vitestStep.time}`);
}

const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitestStep.ok || vitest.numFailedTests > 0 ? 0 : 1);
} else failed++;

if (pwStep) {
  const pw = readJson(pwJson);
  if (pw?.stats) {
    passed += pw.stats.expected + (pw.stats.flaky ?? 0);
    failed += pw.stats.unexpected + (pwStep.ok || pw.stats.unexpected > 0 ? 0 : 1);
  } else failed++;
} else {
  console.log("browser tests skipped: the build failed");
  failed++;
}

console.log(`\nwhole run: ${seconds(started)}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
