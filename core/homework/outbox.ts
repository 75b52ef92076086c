/**
 * Homework done offline on the phone (docs/decisions/0076): what a device keeps
 * of a quiz item and of a try waiting to be sent, and the rules of sending. Pure: the
 * browser's side (app/browser/homework-device.ts) keeps these in IndexedDB and hands the
 * sending here with its own `send`, so every rule is unit-tested.
 */
import { readAnswers } from "./answers";
import { HOMEWORK_API_PATH } from "./homework";
import { trHomeworkPupil } from "#core/messages/homework-pupil.ts";
import type { PublicQuestion } from "#core/quiz-formats.ts";

/** The kinds of homework a device keeps and answers offline (flashcards: the entry's own cards, docs/decisions/0084). */
export type DeviceKind = "quiz" | "self-test" | "read";

/** What every item kept on the device has. */
interface DeviceItemBase {
  /** The signed-in pupil (user id) it was opened by: another account on the phone never sees it. */
  owner: number;
  id: number;
  title: string;
  /** The Turkish title, shown first (decision 0115's Turkish first); absent in items kept before it. */
  titleTr?: string;
  /** The line under the title as the page drew it (kind, class, due time). */
  line: string;
  keptAt: number;
}

/**
 * An item as the device keeps it to be done offline, never an answer: a quiz's questions as
 * the page showed them; a self-test's Turkish prompts (never the English asked); an entry to
 * read's address and whether it was opened. Records kept before 0084 have no `kind`: quizzes.
 */
export type DeviceItem = DeviceItemBase &
  (
    | { kind: "quiz"; version: string; questions: PublicQuestion[] }
    | { kind: "self-test"; prompts: string[]; passPercent: number }
    | { kind: "read"; entryPath: string; opened: boolean }
  );

/** A try answered on the device, waiting in the outbox until the server has it. */
export interface OutboxTry {
  clientId: string;
  owner: number;
  homeworkId: number;
  /** Which endpoint takes it; absent in tries kept before 0084: a quiz's. */
  kind?: DeviceKind;
  title: string;
  /** A quiz's version ("" for the other kinds). */
  version: string;
  /** A quiz's q1, q2.0 …; a self-test's w0, w1 …; none for reading. */
  answers: Record<string, string>;
  /** Reading: the entry was opened from the device (its link on the offline page). */
  opened?: boolean;
  /** The device's clock when 'Gönder' was pressed (ISO); the server counts it only where the teacher allows. */
  recordedAt: string;
  /** Refused for good by the server: kept only to tell the pupil, then removed. */
  refused?: string;
}

/** A device-made try id, as the API takes it (server/http/homework-api.ts). */
const CLIENT_ID = /^[\w-]{8,64}$/;
/** A self-test's prompts as the page shows them (a word list's Turkish side), and the length of one. */
const MAX_PROMPTS = 500;
const MAX_WORD = 200;

/** A try's id, made on the device (the server counts a try sent twice once by it): 128 random bits. */
export function newClientId(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(16));
  return `t-${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

export const isClientId = (value: unknown): value is string => typeof value === "string" && CLIENT_ID.test(value);

/** The answers of a quiz form (q1, q2.0 …) or of a self-test (w0, w1 …), read as every door reads them (answers.ts); reading has none. */
export function answersOf(fields: Iterable<[string, unknown]>, kind: DeviceKind = "quiz"): Record<string, string> {
  return kind === "read" ? {} : readAnswers(fields, kind);
}

/** The fields a page's question has, by kind (publicQuiz's shape). */
const PUBLIC_FIELDS: Record<PublicQuestion["kind"], readonly string[]> = {
  choice: ["kind", "id", "text", "options"],
  truefalse: ["kind", "id", "text"],
  short: ["kind", "id", "text"],
  matching: ["kind", "id", "text", "lefts", "rights"],
  ordering: ["kind", "id", "text", "items"],
  gaps: ["kind", "id", "text", "parts", "bank", "choices"],
  dictation: ["kind", "id", "text", "clip"],
  picture: ["kind", "id", "text", "ask", "prompts", "options"],
};

/** What any kind's question may carry besides its own fields: its reading text (decision 0130). */
const SHARED_FIELDS = ["passage"] as const;
const fieldsOf = (kind: PublicQuestion["kind"]): readonly string[] => [...PUBLIC_FIELDS[kind], ...SHARED_FIELDS];

const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === "string");

/** A dictation's stretch of its recording: the address and the times only (never its sentence). */
function isClip(raw: unknown): boolean {
  const c = raw as Record<string, unknown>;
  return (
    typeof raw === "object" &&
    Object.keys(c).every((k) => ["src", "start", "end"].includes(k)) &&
    typeof c.src === "string" &&
    typeof c.start === "number" &&
    typeof c.end === "number"
  );
}

function isPublic(raw: unknown): raw is PublicQuestion {
  const q = raw as Record<string, unknown> | null;
  if (
    !q ||
    typeof q !== "object" ||
    typeof q.id !== "string" ||
    typeof q.text !== "string" ||
    !Object.hasOwn(PUBLIC_FIELDS, String(q.kind))
  )
    return false;
  const fields = fieldsOf(q.kind as PublicQuestion["kind"]);
  if (Object.keys(q).some((k) => !fields.includes(k))) return false;
  if (q.passage !== undefined && typeof q.passage !== "string") return false;
  switch (q.kind) {
    case "choice":
      return strings(q.options);
    case "matching":
      return strings(q.lefts) && strings(q.rights);
    case "ordering":
      return strings(q.items);
    case "gaps":
      return (
        strings(q.parts) &&
        strings(q.bank) &&
        Array.isArray(q.choices) &&
        q.choices.every((c) => Array.isArray(c) && c.every((n) => Number.isInteger(n)))
      );
    case "dictation":
      return q.clip === undefined || q.clip === null || isClip(q.clip);
    case "picture":
      return (q.ask === "picture" || q.ask === "word") && strings(q.prompts) && strings(q.options);
    default:
      return true;
  }
}

/**
 * What a page may show of a quiz before the pupil answers (publicQuiz's shape), or nothing:
 * a list in which any question carries something more (a right answer, a feedback, the
 * whole quiz's shape) is not kept at all, even if a page's data ever carried it. Only
 * the page's fields are copied, so nothing rides along.
 */
export function publicOnly(questions: readonly unknown[]): PublicQuestion[] {
  if (!questions.every(isPublic)) return [];
  return questions.map(
    (q) =>
      Object.fromEntries(
        fieldsOf(q.kind)
          .filter((k) => Object.hasOwn(q, k))
          .map((k) => [k, (q as unknown as Record<string, unknown>)[k]]),
      ) as unknown as PublicQuestion,
  );
}

const BASE_FIELDS = ["owner", "id", "title", "line", "keptAt"] as const;
/** An entry's Turkish title is at most this long (core/schemas.ts); a longer one is not kept. */
const MAX_TITLE = 500;

/**
 * What the device may keep of an item a page showed, or nothing: only the fields its kind
 * has are copied, so nothing more rides along. A quiz keeps only public questions
 * (publicOnly); a self-test only its Turkish prompts, plain strings: a list whose words
 * carry anything more (the English asked) is not kept at all; reading only an address
 * on the site.
 */
export function deviceItemOf(raw: unknown): DeviceItem | null {
  const r = raw as Record<string, unknown> | null;
  if (
    !r ||
    typeof r !== "object" ||
    !Number.isInteger(r.owner) ||
    !Number.isInteger(r.id) ||
    typeof r.title !== "string" ||
    typeof r.line !== "string" ||
    typeof r.keptAt !== "number"
  )
    return null;
  const base = Object.fromEntries(BASE_FIELDS.map((k) => [k, r[k]])) as unknown as DeviceItemBase;
  if (typeof r.titleTr === "string" && r.titleTr.length <= MAX_TITLE) base.titleTr = r.titleTr;
  switch (r.kind ?? "quiz") {
    case "quiz": {
      if (typeof r.version !== "string" || !Array.isArray(r.questions)) return null;
      const questions = publicOnly(r.questions);
      return questions.length === r.questions.length && questions.length > 0
        ? { ...base, kind: "quiz", version: r.version, questions }
        : null;
    }
    case "self-test": {
      const prompts = r.prompts;
      if (
        !strings(prompts) ||
        prompts.length === 0 ||
        prompts.length > MAX_PROMPTS ||
        prompts.some((p) => p.length > MAX_WORD)
      )
        return null;
      return Number.isInteger(r.passPercent)
        ? { ...base, kind: "self-test", prompts: [...prompts], passPercent: r.passPercent as number }
        : null;
    }
    case "read":
      return typeof r.entryPath === "string" && /^\/[^/\\]/.test(r.entryPath) && r.entryPath.length <= 300
        ? { ...base, kind: "read", entryPath: r.entryPath, opened: r.opened === true }
        : null;
    default:
      return null;
  }
}

/** What the server's answer to a sent try means for the outbox. */
export type SendOutcome =
  /** Counted (201) or already counted (200, a replay): removed from the outbox. */
  | { kind: "sent"; score: number; total: number; right: number | null; partly: number | null; passed: boolean }
  /** Not now (no network, the server busy, the session gone): kept, sent again later. */
  | { kind: "later"; signIn: boolean }
  /** Never (no tries left, the quiz changed, the item gone): removed, and the pupil is told. */
  | { kind: "refused"; message: string };

/** Reads the API's answer (status and JSON body) to POST /api/v1/homework/{id}/tries, /self-test or /read. */
export function outcomeOf(status: number, body: unknown): SendOutcome {
  const b = (body ?? {}) as {
    score?: unknown;
    total?: unknown;
    right?: unknown;
    partly?: unknown;
    passed?: unknown;
    message?: unknown;
  };
  // A count the answer gave (a quiz's right and partly right), else null: the result then reads from its sum.
  const count = (v: unknown) => (typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : null);
  if (status === 200 || status === 201)
    return {
      kind: "sent",
      score: Number(b.score) || 0,
      total: Number(b.total) || 0,
      right: count(b.right),
      partly: count(b.partly),
      passed: b.passed === true,
    };
  // Signed out (the session ended while the phone was away): kept until this pupil signs in again.
  if (status === 401) return { kind: "later", signIn: true };
  if (status === 408 || status === 429 || status >= 500) return { kind: "later", signIn: false };
  // 403 (not same-site), 404 (no such item of this pupil's), 409 (no tries left, the quiz changed), 400/413/415.
  return { kind: "refused", message: typeof b.message === "string" ? b.message.slice(0, 300) : "" };
}

/** The device's outbox as the sending reads and changes it. */
export interface Outbox {
  tries(owner: number): Promise<OutboxTry[]>;
  remove(clientId: string): Promise<void>;
  markRefused(clientId: string, message: string): Promise<void>;
}

/** A try the server has counted, as the pupil is told of it (sentText). */
export interface SentTry {
  homeworkId: number;
  kind: DeviceKind;
  title: string;
  score: number;
  total: number;
  /** A quiz's questions right in full and partly, as the server counted them; null when not told. */
  right?: number | null;
  partly?: number | null;
  passed: boolean;
}

export interface SendReport {
  sent: SentTry[];
  refused: { homeworkId: number; title: string; message: string }[];
  waiting: number;
  signIn: boolean;
}

/**
 * Sends the signed-in pupil's waiting tries, oldest first, one at a time; a try leaves the
 * outbox only once the server has answered for it for good. Another account's tries on the
 * same phone are never sent with this pupil's session. `send` throws when there is no network:
 * the rest then waits too.
 */
export async function sendWaiting(
  outbox: Outbox,
  owner: number,
  send: (t: OutboxTry) => Promise<{ status: number; body: unknown }>,
): Promise<SendReport> {
  const report: SendReport = { sent: [], refused: [], waiting: 0, signIn: false };
  const waiting = (await outbox.tries(owner))
    .filter((t) => t.owner === owner && !t.refused)
    .sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
  for (const [i, t] of waiting.entries()) {
    let outcome: SendOutcome;
    try {
      const answer = await send(t);
      outcome = outcomeOf(answer.status, answer.body);
    } catch {
      report.waiting += waiting.length - i;
      return report;
    }
    if (outcome.kind === "sent") {
      await outbox.remove(t.clientId);
      report.sent.push({
        homeworkId: t.homeworkId,
        kind: t.kind ?? "quiz",
        title: t.title,
        score: outcome.score,
        total: outcome.total,
        right: outcome.right,
        partly: outcome.partly,
        passed: outcome.passed,
      });
    } else if (outcome.kind === "refused") {
      await outbox.markRefused(t.clientId, outcome.message);
      report.refused.push({ homeworkId: t.homeworkId, title: t.title, message: outcome.message });
    } else {
      report.waiting += waiting.length - i;
      report.signIn = outcome.signIn;
      return report;
    }
  }
  return report;
}

/** Where a try is sent: the API's endpoint for its kind. */
export function tryPath(t: OutboxTry): string {
  const kind = t.kind ?? "quiz";
  return `${HOMEWORK_API_PATH}/${t.homeworkId}/${kind === "quiz" ? "tries" : kind}`;
}

/** The body of a try as the API takes it: what its kind's endpoint reads, nothing more. */
export function tryBody(t: OutboxTry) {
  const kind = t.kind ?? "quiz";
  if (kind === "read") return { clientId: t.clientId, recordedAt: t.recordedAt, opened: t.opened === true };
  if (kind === "self-test") return { clientId: t.clientId, answers: t.answers, recordedAt: t.recordedAt };
  return { clientId: t.clientId, version: t.version, answers: t.answers, recordedAt: t.recordedAt };
}

/** What the pupil is told of a try the server counted, by its kind. */
export function sentText(s: SentTry): string {
  if (s.kind === "read") return trHomeworkPupil.deviceSentRead(s.title);
  if (s.kind === "self-test") return trHomeworkPupil.deviceSentSelfTest(s.title, s.score, s.total, s.passed);
  return trHomeworkPupil.deviceSent(s.title, s);
}
