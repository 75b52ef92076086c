// BENCH_PARTS=bell: the bell at a whole school. 25 classes of 40 class pupils (1,000) sign in with
// their pictures within one minute, all from the school's one address, across two instances of
// the built site sharing one PostgreSQL; meanwhile one guesser sprays wrong pictures at a few of
// those classes from the same address. Then each pupil who got in sends one homework quiz answer
// within the next minute. The lines: sign-in p99 < 500 ms (docs/decisions/0065), a try's p99 <
// 300 ms (issue 35), every pupil in and every try stored once.
//
// It measures what the site does, not what it is meant to do: everything goes through HTTP as a
// phone sends it (docs/decisions/0067's form), the seed and the count afterwards are plain SQL, and
// the only things read from the code are the limits' figures (to print what they allow) and the
// picture secrets' hash. The limits are the real ones (RATE_LIMIT_MULTIPLIER=1): a limit a school
// would meet shows in the table as refusals, by the answer the pupil was given.
//
// Options (env): BENCH_BELL_SECONDS (60: each phase), BENCH_BELL_CLASSES (25), BENCH_BELL_ATTACKED
// (3 classes the guesser sprays), BENCH_BELL_GUESSES (20,000: the guesser's most), BENCH_BELL_RETURNING
// (1: a quiet bell first, whose device cookies the pupils bring to the measured one),
// BENCH_DATABASE_URL or TEST_DATABASE_URL (the PostgreSQL server; skipped without), BUILD_DIR.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { trPictureLogin } from "#core/messages/picture-login.ts";
import { PICTURE_FORM_FIELDS, writePictureSequence, type PictureKey } from "#core/picture-password.ts";
import { parseQuiz } from "#core/quiz-formats.ts";
import { hashPictureSecret, newPictureSecret } from "#server/auth/picture-password.ts";
import { PICTURE_CLASS_THROTTLE, PICTURE_THROTTLE, RATE_LIMITS } from "#server/auth/rate-limit.ts";
import { INSTANCE_SITE_KEY, startInstance, type Instance } from "#scripts/peers/instances.ts";
import { classLinkKey, classLinkToken } from "#server/classes/class-link.ts";
import { classSignInPath, pupilSignInPath } from "#core/classes/paths.ts";
import { DEVICE_COOKIE_NAME as DEVICE_COOKIE } from "#core/site-cookies.ts";
import { createPostgresDatabase } from "#scripts/peers/postgres.ts";

const SECONDS = Number(process.env.BENCH_BELL_SECONDS ?? 60);
const CLASSES = Number(process.env.BENCH_BELL_CLASSES ?? 25);
const PUPILS_A_CLASS = 40;
const ATTACKED = Math.min(CLASSES, Number(process.env.BENCH_BELL_ATTACKED ?? 3));
const MAX_GUESSES = Number(process.env.BENCH_BELL_GUESSES ?? 20_000);
/** BENCH_BELL_RETURNING=1: every pupil signed in on her tablet yesterday (its device cookie kept); the guesser's tablet never had hers. */
const RETURNING = process.env.BENCH_BELL_RETURNING === "1";
/** Distinct secrets hashed once and shared out: 1,000 hashes would take longer than the bell. */
const SECRETS = 8;
export const SIGN_IN_P99_MS = 500;
/** The bell's latency is also shown for each sixth of it. */
const SLICES = 6;
export const TRY_P99_MS = 300;
const QUIZ_TEXT = Array.from({ length: 10 }, (_, i) => `Question ${i + 1}?{=right${i} ~wrong${i}a ~wrong${i}b}`).join("\n\n");
/** What a school's tablets send; the session keeps the device it names. */
const USER_AGENT = "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
/** The letters of a class code (the classes_join_code check): no look-alikes. */
const CODE_LETTERS = "ACDEFGHJKMNPQRTUVWXY3479";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** The key the instances make class links with (their TWO_STEP_KEY): the bench prints the same cards. */
const LINK_KEY = classLinkKey(INSTANCE_SITE_KEY);

interface Pupil {
  id: number;
  classId: number;
  code: string;
  /** The class link's token, as the QR code of the pupil's printed card carries it (docs/decisions/0090). */
  link: string;
  secret: PictureKey[];
  attacked: boolean;
}

interface Seeded {
  pupils: Pupil[];
  /** The homework item of each class. */
  homework: Map<number, number>;
  /** The quiz's version as the pupil's page gives it (its last change, in ms). */
  version: string;
  attackedClasses: number[];
}

/** The school year running today (1 September to 31 August): a past one would be purged by the hourly retention job. */
function schoolYear(now = new Date()): string {
  const y = now.getUTCFullYear();
  return now.getUTCMonth() >= 8 ? `${y}-${y + 1}` : `${y - 1}-${y}`;
}

/** Teachers, classes, class pupils and one homework quiz a class, written in SQL (seconds, not minutes). */
async function seed(url: string): Promise<Seeded> {
  const secrets = Array.from({ length: SECRETS }, () => newPictureSecret());
  const hashes = await Promise.all(secrets.map((s) => hashPictureSecret(s)));
  const parsed = parseQuiz(QUIZ_TEXT, "gift");
  if (!parsed.ok) throw new Error("the bench's quiz does not parse");
  const codes = new Set<string>();
  while (codes.size < CLASSES) codes.add(Array.from({ length: 6 }, () => CODE_LETTERS[crypto.randomInt(CODE_LETTERS.length)]).join(""));

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin");
    const teachers = await client.query<{ id: number }>(
      `insert into users (email, role, email_verified_at) select 'ogretmen-' || g || '@zil.test', 'teacher', now() from generate_series(1, $1::int) g returning id`,
      [CLASSES],
    );
    const classRows = await client.query<{ id: number; join_code: string }>(
      `insert into classes (teacher_id, name, grade, school_year, join_code)
       select t, '5-' || chr(64 + o::int) || ' İngilizce', 5, $3, c from unnest($1::int[], $2::text[]) with ordinality as x(t, c, o)
       returning id, join_code`,
      [teachers.rows.map((t) => t.id), [...codes], schoolYear()],
    );
    const classIds = classRows.rows.map((c) => c.id);
    // Secret i % SECRETS for the i-th pupil of a class. The sealed copy is only read for the teacher's cards, which this bench never opens.
    const pupilRows = await client.query<{ id: number; class_id: number; picture_hash: string }>(
      `insert into users (class_id, picture_hash, picture_sealed)
       select c, ($2::text[])[1 + g % ${SECRETS}], 'not-sealed-bench' from unnest($1::int[]) c, generate_series(1, ${PUPILS_A_CLASS}) g
       returning id, class_id, picture_hash`,
      [classIds, hashes],
    );
    await client.query(
      `insert into class_members (class_id, user_id, display_name, consent_at)
       select class_id, id, 'Öğrenci ' || row_number() over (partition by class_id order by id), now() from users where class_id = any($1::int[])`,
      [classIds],
    );
    const entry = await client.query<{ id: number }>(
      `insert into contents (sinif, unite, donem, konu_ing, konu_tr, icerik_turu, file_type, file) values (5, 5, 1, 'The bell quiz', 'Zil testi', 8, 'pdf', 'zil-00000000.pdf') returning id`,
    );
    const entryId = entry.rows[0].id;
    // To the millisecond: the version the page gives is the change's time in ms.
    const quiz = await client.query<{ version: string }>(
      `insert into quizzes (content_id, format, source, questions, updated_at) values ($1, 'gift', $2, $3, date_trunc('milliseconds', now()))
       returning (extract(epoch from updated_at) * 1000)::bigint::text as version`,
      [entryId, QUIZ_TEXT, JSON.stringify(parsed.quiz)],
    );
    // Due later today, Istanbul time (at least an hour from now).
    const items = await client.query<{ id: number; class_id: number }>(
      `insert into homework (class_id, content_id, kind, due_at)
       select c, $2, 'quiz', greatest(now() + interval '1 hour', (date_trunc('day', now() at time zone 'Europe/Istanbul') + interval '23 hours 59 minutes') at time zone 'Europe/Istanbul')
       from unnest($1::int[]) c returning id, class_id`,
      [classIds, entryId],
    );
    await client.query("commit");
    await client.query("analyze");

    const secretOf = new Map(hashes.map((h, i) => [h, secrets[i]]));
    const codeOf = new Map(classRows.rows.map((c) => [c.id, c.join_code]));
    const attackedClasses = classIds.slice(0, ATTACKED);
    return {
      pupils: pupilRows.rows.map((p) => ({ id: p.id, classId: p.class_id, code: codeOf.get(p.class_id)!, link: classLinkToken(LINK_KEY, p.class_id, codeOf.get(p.class_id)!), secret: secretOf.get(p.picture_hash)!, attacked: attackedClasses.includes(p.class_id) })),
      homework: new Map(items.rows.map((h) => [h.class_id, h.id])),
      version: quiz.rows[0].version,
      attackedClasses,
    };
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** A browser's cookies for one site: what it was sent, sent back (a Max-Age=0 or empty value removes one). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  /** A jar holding only `name` of this one, as a tablet keeps its device cookie overnight while the session is gone. */
  keeping(name: string): CookieJar {
    const jar = new CookieJar();
    const value = this.cookies.get(name);
    if (value !== undefined) jar.cookies.set(name, value);
    return jar;
  }
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (!value || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  has = (name: string) => this.cookies.has(name);
  /** The Cookie header, none while the jar is empty (as a browser on its first visit). */
  headers = (): Record<string, string> => (this.cookies.size ? { Cookie: [...this.cookies].map(([n, v]) => `${n}=${v}`).join("; ") } : {});
}

/** What a picture answer told the pupil: read from its status and the page's Turkish message. */
type Answer = "signed in" | "wrong pictures" | "account waits" | "class waits" | "too many from the address" | "other 429" | "other";

const unescapeHtml = (html: string) => html.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The account's wait, whatever the minutes: the message around a number. */
const accountWait = new RegExp(trPictureLogin.tooManyWrong(987_654).split("987654").map(escapeRegExp).join("\\d+"));

function answerOf(status: number, body: string, signedIn: boolean): Answer {
  if (signedIn) return "signed in";
  if (status === 400) return "wrong pictures";
  if (status !== 429) return "other";
  const text = unescapeHtml(body);
  if (text.includes(trPictureLogin.classWaits)) return "class waits";
  if (text.includes(trPictureLogin.tooManyFromAddress)) return "too many from the address";
  if (accountWait.test(text)) return "account waits";
  return "other 429";
}

/** The form's post of the third picture, as the browser sends it (the first two ride in the hidden field; docs/decisions/0067). */
function tapsBody(secret: readonly PictureKey[]): URLSearchParams {
  return new URLSearchParams({ [PICTURE_FORM_FIELDS.taps]: writePictureSequence(secret.slice(0, 2)), [PICTURE_FORM_FIELDS.picture]: secret[2] });
}

/** Only this machine: the guesser must never leave loopback. */
function loopback(site: Instance): string {
  const url = new URL(site.url);
  if (url.hostname !== "127.0.0.1") throw new Error(`the bell's guesser only knocks on 127.0.0.1, not ${url.hostname}`);
  return site.url;
}

interface SignIn {
  pupil: Pupil;
  answer: Answer;
  /** For "other": where the flow stopped and what it got. */
  detail?: string;
  /** The third tap's post: the check and, if right, the session. */
  postMs: number;
  /** Class page, pupil page, the post, and the home page it leads to. */
  flowMs: number;
  jar: CookieJar;
  site: Instance;
}

/** One pupil at the bell: the class's page by its code, the name tapped, the three pictures, home. */
async function signIn(pupil: Pupil, site: Instance, jar = new CookieJar()): Promise<SignIn> {
  const get = async (p: string) => {
    const res = await fetch(`${site.url}${p}`, { redirect: "manual", headers: { "User-Agent": USER_AGENT, "Sec-Fetch-Site": "same-origin", ...jar.headers() } });
    jar.take(res);
    return { status: res.status, body: await res.text(), location: res.headers.get("Location") };
  };
  const started = performance.now();
  let postMs = 0;
  let answer: Answer = "other";
  let detail: string | undefined;
  const stopped = (why: string): SignIn => ({ pupil, answer: "other", detail: why, postMs, flowMs: performance.now() - started, jar, site });
  let stage = "class page";
  try {
    // The card's QR code: the class's names by its link, then the pupil's own name.
    const list = await get(classSignInPath(pupil.code, pupil.link));
    const mine = pupilSignInPath(pupil.code, pupil.id, pupil.link);
    if (list.status !== 200) return stopped(`class page ${list.status}`);
    if (!list.body.includes(`href="${mine.replaceAll("&", "&amp;")}"`)) return stopped("name not on the class page");
    stage = "pupil page";
    const page = await get(mine);
    if (page.status !== 200) return stopped(`pupil page ${page.status}`);
    stage = "pictures";
    const t = performance.now();
    const res = await fetch(`${site.url}${mine}`, {
      method: "POST",
      redirect: "manual",
      headers: { "User-Agent": USER_AGENT, Origin: site.url, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded", ...jar.headers() },
      body: tapsBody(pupil.secret),
    });
    const body = await res.text();
    postMs = performance.now() - t;
    jar.take(res);
    answer = answerOf(res.status, body, res.status === 302 && jar.has("sid"));
    if (answer === "other" || answer === "other 429") detail = `pictures ${res.status}`;
    // The browser follows the answer home, signed in.
    const location = res.headers.get("Location");
    stage = "home";
    if (answer === "signed in" && location) {
      const home = await get(location.startsWith("/") ? location : new URL(location).pathname);
      if (home.status !== 200) detail = `home ${home.status}`;
    }
  } catch (error) {
    // Signed in stays signed in if only the home page after it failed.
    if (stage !== "home") answer = "other";
    detail = `${stage}: ${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)}`;
  }
  return { pupil, answer, detail, postMs, flowMs: performance.now() - started, jar, site };
}

interface Guesses {
  sent: number;
  answers: Map<Answer, number>;
  /** The first "account waits" answer of each account: under a throttle that answers the wait its own wrong check started, it was checked. */
  firstWaits: number;
  accounts: Set<number>;
  perClass: Map<number, Set<number>>;
  ms: number;
}

/** The guesser: one loop, wrong secrets for random pupils of the attacked classes, as fast as the answers come, until `until` or MAX_GUESSES. */
async function guess(pupils: Pupil[], sites: Instance[], until: number): Promise<Guesses> {
  const targets = pupils.filter((p) => p.attacked);
  const result: Guesses = { sent: 0, answers: new Map(), firstWaits: 0, accounts: new Set(), perClass: new Map(), ms: 0 };
  const waited = new Set<number>();
  const started = performance.now();
  // BENCH_BELL_ATTACKED=0: the bell alone, for the limits a school meets without anyone guessing.
  while (targets.length > 0 && performance.now() < until && result.sent < MAX_GUESSES) {
    const target = targets[crypto.randomInt(targets.length)];
    let wrong = newPictureSecret();
    while (writePictureSequence(wrong) === writePictureSequence(target.secret)) wrong = newPictureSecret();
    const base = loopback(sites[result.sent % sites.length]);
    result.sent++;
    result.accounts.add(target.id);
    if (!result.perClass.has(target.classId)) result.perClass.set(target.classId, new Set());
    result.perClass.get(target.classId)!.add(target.id);
    let answer: Answer = "other";
    try {
      // A classmate with a card: the class link is on every card of the class.
      const res = await fetch(`${base}${pupilSignInPath(target.code, target.id, target.link)}`, {
        method: "POST",
        redirect: "manual",
        headers: { "User-Agent": "curl/8.5.0", Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
        body: tapsBody(wrong),
      });
      answer = answerOf(res.status, await res.text(), res.status === 302);
    } catch {
      answer = "other";
    }
    result.answers.set(answer, (result.answers.get(answer) ?? 0) + 1);
    if (answer === "account waits" && !waited.has(target.id)) {
      waited.add(target.id);
      result.firstWaits++;
    }
  }
  result.ms = performance.now() - started;
  return result;
}

interface TryResult {
  status: number;
  ms: number;
}

/** One homework quiz answer through the JSON API, as the page's offline queue sends it (docs/decisions/0076). */
async function sendTry(s: SignIn, homeworkId: number, version: string): Promise<TryResult> {
  const answers = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`q${i + 1}`, String((s.pupil.id + i) % 3)]));
  const t = performance.now();
  try {
    const res = await fetch(`${s.site.url}/api/v1/homework/${homeworkId}/tries`, {
      method: "POST",
      headers: { "User-Agent": USER_AGENT, Origin: s.site.url, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json", ...s.jar.headers() },
      body: JSON.stringify({ clientId: `zil-${s.pupil.id}-${crypto.randomBytes(6).toString("hex")}`, version, answers }),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t };
  } catch {
    return { status: 0, ms: performance.now() - t };
  }
}

/**
 * CPU seconds a process has used (user + system, from /proc; null elsewhere): what the site spent on
 * the bell, which a shared machine's wall clock does not say.
 */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime are fields 14 and 15 of the file, 12 and 13 after the name; in ticks of 1/100 s on Linux.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}
function sitesCpu(sites: Instance[]): number | null {
  let sum = 0;
  for (const site of sites) {
    const used = cpuSeconds(site.pid);
    if (used === null) return null;
    sum += used;
  }
  return sum;
}

/** `work(i)` for each i < n, the starts spread evenly over `spreadMs` (a class at the bell, not one instant). */
async function spread<T>(n: number, spreadMs: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const start = performance.now();
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      await pause(start + (i * spreadMs) / n - performance.now());
      return work(i);
    }),
  );
}

function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const f = (n: number | undefined) => (n === undefined ? "–" : n.toFixed(0));
const n = (x: number) => x.toLocaleString("en");

function latencyRow(what: string, times: number[], lineMs?: number): string {
  const sorted = [...times].sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  const line = lineMs === undefined ? "" : sorted.length === 0 ? "nothing measured" : p99 < lineMs ? `p99 < ${lineMs}: met` : `p99 < ${lineMs}: **not met**`;
  return `| ${what} | ${n(sorted.length)} | ${f(percentile(sorted, 50))} | ${f(p99)} | ${f(sorted[sorted.length - 1])} | ${line} |`;
}

const countOf = <T>(items: T[], pick: (item: T) => boolean) => items.filter(pick).length;

export async function bellTable(): Promise<string> {
  const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!server) return "Skipped: no PostgreSQL server (set BENCH_DATABASE_URL or TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test).";
  const buildDir = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build");
  if (!fs.existsSync(path.join(buildDir, "server/index.js"))) return `Skipped: no build in ${buildDir} (run the build first).`;
  const loadBefore = os.loadavg().map((x) => x.toFixed(1)).join(", ");

  const database = await createPostgresDatabase(server);
  const sites: Instance[] = [];
  try {
    // The real limits, whatever the bench's own environment says; no demo, no drawing beside the bell.
    const env = { DATABASE_URL: database.url, RATE_LIMIT_MULTIPLIER: "1", TRUST_PROXY: "0", SEED_DEMO: "never", PDF_PAGES: "off" };
    // The first alone: it migrates; then the seed, then the second on the same database.
    sites.push(await startInstance({ name: "bell-A", env }));
    const seeded = await seed(database.url);
    sites.push(await startInstance({ name: "bell-B", env }));
    console.error(`bell: ${n(seeded.pupils.length)} pupils in ${CLASSES} classes seeded, two instances up`);
    // Warm both (the first render of each page), without a picture check: a check would spend the address's budget.
    for (const site of sites) for (const p of ["/", classSignInPath(seeded.pupils[0].code, seeded.pupils[0].link), pupilSignInPath(seeded.pupils[0].code, seeded.pupils[0].id, seeded.pupils[0].link)]) await (await fetch(site.url + p)).arrayBuffer();

    // BENCH_BELL_RETURNING=1: yesterday's bell first, quiet (no guesser), over the same SECONDS;
    // each pupil's tablet keeps its device cookie (decision 0092) and nothing else for today's.
    const tablets = new Map<number, CookieJar>();
    if (RETURNING) {
      const yesterday = await spread(seeded.pupils.length, SECONDS * 1000, (i) => signIn(seeded.pupils[i], sites[i % sites.length]));
      for (const s of yesterday) tablets.set(s.pupil.id, s.jar.keeping(DEVICE_COOKIE));
      console.error(`bell: yesterday's bell done (${countOf(yesterday, (s) => s.answer === "signed in")} signed in, device cookies kept: ${countOf([...tablets.values()], (j) => j.has(DEVICE_COOKIE))})`);
    }

    // Phase 1: the bell. Pupils in a random order, one every SECONDS / 1,000; pupil i on instance i % 2.
    const order = shuffled(seeded.pupils);
    const cpuAtStart = sitesCpu(sites);
    const ownCpuAtStart = process.cpuUsage();
    const bellStart = performance.now();
    const guesser = guess(seeded.pupils, sites, bellStart + SECONDS * 1000);
    const signIns = await spread(order.length, SECONDS * 1000, (i) => signIn(order[i], sites[i % sites.length], tablets.get(order[i].id)));
    const guesses = await guesser;
    const bellMs = performance.now() - bellStart;
    const cpuAfterBell = sitesCpu(sites);
    const ownCpuBell = process.cpuUsage(ownCpuAtStart);
    console.error(`bell: phase 1 done in ${(bellMs / 1000).toFixed(1)} s (${countOf(signIns, (s) => s.answer === "signed in")} signed in, ${guesses.sent} guesses)`);

    // Phase 2: each pupil who got in answers the class's homework quiz once, over the next SECONDS.
    await pause(bellStart + SECONDS * 1000 - performance.now());
    const inside = shuffled(signIns.filter((s) => s.answer === "signed in"));
    const tries = await spread(inside.length, SECONDS * 1000, (i) => sendTry(inside[i], seeded.homework.get(inside[i].pupil.classId)!, seeded.version));
    console.error(`bell: phase 2 done (${tries.length} tries sent)`);
    const cpuAfterTries = sitesCpu(sites);

    // An instance that ended during the run, and a 500 (the site's own failure): their last log lines say why.
    const ended = await Promise.all(sites.map((site) => Promise.race([site.exited.then((e) => `${site.name} exited during the run (${e.code ?? e.signal})`), pause(0).then(() => null)])));
    if (ended.some(Boolean) || signIns.some((s) => s.detail?.includes("500")) || tries.some((t) => t.status >= 500)) {
      for (const site of sites) console.error(`bell: ${site.name}'s last lines:\n${site.output()}`);
    }

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const stored = await client
      .query<{ rows: string; pupils: string; twice: string }>(
        `select count(*)::text as rows, count(distinct user_id)::text as pupils,
                (select count(*) from (select user_id from homework_tries where homework_id = any($1::int[]) group by user_id having count(*) > 1) d)::text as twice
         from homework_tries where homework_id = any($1::int[])`,
        [[...seeded.homework.values()]],
      )
      .finally(() => client.end());
    const { rows: storedRows, pupils: storedPupils, twice } = stored.rows[0];

    // What the limits allow the guesser within the bell: per targeted account the free wrong tries
    // (the next waits minutes, longer than the bell), per class its budget before the class waits.
    const perAccount = PICTURE_THROTTLE.freeFailures;
    const allowedByClass = [...guesses.perClass.values()].reduce((sum, accounts) => sum + Math.min(accounts.size * perAccount, PICTURE_CLASS_THROTTLE.limit), 0);
    const addressRules = Object.entries(RATE_LIMITS)
      .filter(([name]) => /picture/i.test(name))
      .map(([name, rule]) => `${name} ${n(rule.limit)} per ${rule.windowSeconds / 60} min`)
      .join("; ");

    const signedIn = signIns.filter((s) => s.answer === "signed in");
    const answersOf = (list: SignIn[]) =>
      (["signed in", "wrong pictures", "account waits", "class waits", "too many from the address", "other 429", "other"] as const)
        .map((a) => [a, countOf(list, (s) => s.answer === a)] as const)
        .filter(([, c]) => c > 0)
        .map(([a, c]) => `${a} ${n(c)}`)
        .join(", ");
    const detailCounts = new Map<string, number>();
    for (const s of signIns) if (s.detail) detailCounts.set(s.detail, (detailCounts.get(s.detail) ?? 0) + 1);
    const details = [...detailCounts].sort((a, b) => b[1] - a[1]).map(([d, c]) => `${d} × ${n(c)}`);
    const attackedPupils = signIns.filter((s) => s.pupil.attacked);
    const otherPupils = signIns.filter((s) => !s.pupil.attacked);
    const guessAnswers = (["wrong pictures", "account waits", "class waits", "too many from the address", "other 429", "signed in", "other"] as const)
      .map((a) => `${a} ${n(guesses.answers.get(a) ?? 0)}`)
      .join(", ");
    const checked = guesses.answers.get("wrong pictures") ?? 0;
    const refused = ["account waits", "class waits", "too many from the address", "other 429"].reduce((s, a) => s + (guesses.answers.get(a as Answer) ?? 0), 0);

    const latency = [
      "| what | answers | p50 ms | p99 ms | max ms | line |",
      "|---|---|---|---|---|---|",
      latencyRow("sign-in: the third picture's post, every pupil's answer", signIns.filter((s) => s.postMs > 0).map((s) => s.postMs), SIGN_IN_P99_MS),
      latencyRow("sign-in: the third picture's post, pupils let in", signedIn.map((s) => s.postMs), SIGN_IN_P99_MS),
      latencyRow("sign-in: the whole flow (class page, name, pictures, home)", signedIn.map((s) => s.flowMs)),
      // By the moment of arrival: whether the wait is the bell's first checks or the whole minute's.
      ...Array.from({ length: SLICES }, (_, k) => {
        const from = Math.floor((k * signIns.length) / SLICES);
        const to = Math.floor(((k + 1) * signIns.length) / SLICES);
        const slice = signIns.slice(from, to).filter((s) => s.postMs > 0);
        return latencyRow(`… the post of pupils arriving in ${((k * SECONDS) / SLICES).toFixed(0)}–${(((k + 1) * SECONDS) / SLICES).toFixed(0)} s (${n(countOf(slice, (s) => s.answer === "signed in"))} let in)`, slice.map((s) => s.postMs));
      }),
      latencyRow("homework try: POST /api/v1/homework/{id}/tries", tries.map((t) => t.ms), TRY_P99_MS),
    ];
    const counts = [
      "| what | number |",
      "|---|---|",
      ...ended.filter((e): e is string => e !== null).map((e) => `| **${e}** | the answers after it are refused connections |`),
      `| pupils signed in (the line: all ${n(signIns.length)}) | **${n(signedIn.length)}** of ${n(signIns.length)}${signedIn.length === signIns.length ? "" : " (**not met**)"} |`,
      `| pupils' answers | ${answersOf(signIns)} |`,
      ...(details.length ? [`| flows that failed, and where | ${details.join(", ")} |`] : []),
      ...(ATTACKED > 0
        ? [
            `| of them in the ${ATTACKED} sprayed classes (${n(attackedPupils.length)} pupils) | ${answersOf(attackedPupils)} |`,
            `| of them in the other ${CLASSES - ATTACKED} classes (${n(otherPupils.length)} pupils) | ${answersOf(otherPupils)} |`,
          ]
        : []),
      `| tries sent (one a pupil let in) / answered 201 | ${n(tries.length)} / ${n(countOf(tries, (t) => t.status === 201))}${countOf(tries, (t) => t.status !== 201) ? ` (others: ${[...new Set(tries.map((t) => t.status))].filter((s) => s !== 201).map((s) => `${s} × ${countOf(tries, (t) => t.status === s)}`).join(", ")})` : ""} |`,
      `| tries stored (rows) / pupils with a try / pupils stored twice | ${n(Number(storedRows))} / ${n(Number(storedPupils))} / ${n(Number(twice))}${Number(storedPupils) === signIns.length && Number(twice) === 0 && Number(storedRows) === signIns.length ? "" : ` (the line: ${n(signIns.length)} / ${n(signIns.length)} / 0: **not met**)`} |`,
      `| the guesser: wrong secrets sent (one loop, ${(guesses.ms / 1000).toFixed(0)} s, ${(guesses.sent / Math.max(1, guesses.ms / 1000)).toFixed(1)} a second) | ${n(guesses.sent)} at ${n(guesses.accounts.size)} pupils of ${guesses.perClass.size} classes |`,
      `| the guesser's answers | ${guessAnswers} |`,
      `| checked ("wrong pictures") / refused (waits, too many) | ${n(checked)} / ${n(refused)}; besides, ${n(guesses.firstWaits)} accounts' first "wait" answer (checked too where the wrong try that starts a wait answers with it) |`,
      `| what the limits allow the guesser in the bell: ${perAccount} a pupil (PICTURE_THROTTLE.freeFailures), ${n(PICTURE_CLASS_THROTTLE.limit)} a class (PICTURE_CLASS_THROTTLE.limit) | ${n(allowedByClass)} wrong secrets checked at most |`,
      `| the address's limits on picture sign-ins (RATE_LIMITS) | ${addressRules || "none"} |`,
      ...(cpuAtStart !== null && cpuAfterBell !== null && cpuAfterTries !== null
        ? [
            `| CPU the two instances used: the bell (${(bellMs / 1000).toFixed(0)} s) / the tries | ${(cpuAfterBell - cpuAtStart).toFixed(1)} s / ${(cpuAfterTries - cpuAfterBell).toFixed(1)} s (${os.cpus().length} cores: ${os.cpus().length * SECONDS} s a phase at most) |`,
          ]
        : []),
      `| CPU this bench's own clients used in the bell | ${((ownCpuBell.user + ownCpuBell.system) / 1e6).toFixed(1)} s |`,
    ];
    return [
      `Two instances of the built site (production, RATE_LIMIT_MULTIPLIER=1) on one PostgreSQL database, every request from 127.0.0.1 (the school's one address), pupil i on instance i % 2. ${n(seeded.pupils.length)} class pupils in ${CLASSES} classes of ${PUPILS_A_CLASS}; the sign-ins' starts spread evenly over ${SECONDS} s (one every ${((SECONDS * 1000) / seeded.pupils.length).toFixed(0)} ms), then one homework try from each pupil let in, spread over the next ${SECONDS} s. ${ATTACKED > 0 ? `A guesser sprays wrong secrets at ${ATTACKED} of the classes from the same address during the bell.` : "No guesser (BENCH_BELL_ATTACKED=0)."} ${RETURNING ? "Returning pupils (BENCH_BELL_RETURNING=1): each signed in on her tablet in a quiet bell before, and brings its device cookie." : "First sign-ins: no pupil's browser has a device cookie."} Load average before: ${loadBefore}; after: ${os.loadavg().map((x) => x.toFixed(1)).join(", ")}; ${os.cpus().length} cores.`,
      latency.join("\n"),
      counts.join("\n"),
    ].join("\n\n");
  } finally {
    await Promise.allSettled(sites.map((s) => s.stop()));
    await database.drop();
  }
}
