import crypto from "node:crypto";
import { trPictureLogin } from "#core/messages/picture-login.ts";
import { PICTURE_FORM_FIELDS, writePictureSequence, type PictureKey } from "#core/picture-password.ts";
import type { Instance } from "#scripts/peers/instances.ts";
import { newPictureSecret } from "#server/auth/picture-password.ts";
import { classSignInPath, pupilSignInPath } from "#core/classes/paths.ts";
import { MAX_GUESSES, USER_AGENT } from "./bell-settings";
import type { Pupil } from "./bell-seed";

// The bell's clients, each as a phone or tablet talks to the site over HTTP: a pupil signing in with
// her pictures, the guesser, a homework try (scripts/bench/bell.ts).

/** A browser's cookies for one site: what it was sent, sent back (a Max-Age=0 or empty value removes one). */
export class CookieJar {
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
  headers = (): Record<string, string> =>
    this.cookies.size ? { Cookie: [...this.cookies].map(([n, v]) => `${n}=${v}`).join("; ") } : {};
}

/** What a picture answer told the pupil: read from its status and the page's Turkish message. */
export type Answer =
  | "signed in"
  | "wrong pictures"
  | "account waits"
  | "class waits"
  | "too many from the address"
  | "other 429"
  | "other";

const unescapeHtml = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
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
  return new URLSearchParams({
    [PICTURE_FORM_FIELDS.taps]: writePictureSequence(secret.slice(0, 2)),
    [PICTURE_FORM_FIELDS.picture]: secret[2],
  });
}

/** Only this machine: the guesser must never leave loopback. */
function loopback(site: Instance): string {
  const url = new URL(site.url);
  if (url.hostname !== "127.0.0.1") throw new Error(`the bell's guesser only knocks on 127.0.0.1, not ${url.hostname}`);
  return site.url;
}

export interface SignIn {
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
export async function signIn(pupil: Pupil, site: Instance, jar = new CookieJar()): Promise<SignIn> {
  const get = async (p: string) => {
    const res = await fetch(`${site.url}${p}`, {
      redirect: "manual",
      headers: { "User-Agent": USER_AGENT, "Sec-Fetch-Site": "same-origin", ...jar.headers() },
    });
    jar.take(res);
    return { status: res.status, body: await res.text(), location: res.headers.get("Location") };
  };
  const started = performance.now();
  let postMs = 0;
  let answer: Answer = "other";
  let detail: string | undefined;
  const stopped = (why: string): SignIn => ({
    pupil,
    answer: "other",
    detail: why,
    postMs,
    flowMs: performance.now() - started,
    jar,
    site,
  });
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
      headers: {
        "User-Agent": USER_AGENT,
        Origin: site.url,
        "Sec-Fetch-Site": "same-origin",
        "Content-Type": "application/x-www-form-urlencoded",
        ...jar.headers(),
      },
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

export interface Guesses {
  sent: number;
  answers: Map<Answer, number>;
  /** The first "account waits" answer of each account: under a throttle that answers the wait its own wrong check started, it was checked. */
  firstWaits: number;
  accounts: Set<number>;
  perClass: Map<number, Set<number>>;
  ms: number;
}

/** The guesser: one loop, wrong secrets for random pupils of the attacked classes, as fast as the answers come, until `until` or MAX_GUESSES. */
export async function guess(pupils: Pupil[], sites: Instance[], until: number): Promise<Guesses> {
  const targets = pupils.filter((p) => p.attacked);
  const result: Guesses = {
    sent: 0,
    answers: new Map(),
    firstWaits: 0,
    accounts: new Set(),
    perClass: new Map(),
    ms: 0,
  };
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

export interface TryResult {
  status: number;
  ms: number;
}

/** One homework quiz answer through the JSON API, as the page's offline queue sends it (docs/decisions/0076). */
export async function sendTry(s: SignIn, homeworkId: number, version: string): Promise<TryResult> {
  const answers = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`q${i + 1}`, String((s.pupil.id + i) % 3)]));
  const t = performance.now();
  try {
    const res = await fetch(`${s.site.url}/api/v1/homework/${homeworkId}/tries`, {
      method: "POST",
      headers: {
        "User-Agent": USER_AGENT,
        Origin: s.site.url,
        "Sec-Fetch-Site": "same-origin",
        "Content-Type": "application/json",
        ...s.jar.headers(),
      },
      body: JSON.stringify({
        clientId: `zil-${s.pupil.id}-${crypto.randomBytes(6).toString("hex")}`,
        version,
        answers,
      }),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t };
  } catch {
    return { status: 0, ms: performance.now() - t };
  }
}
