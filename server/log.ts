import { maskEmails, redactTokens } from "./redact";

/** Structured JSON logs, one line each, to stdout (errors to stderr). */
type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/**
 * `info` until the settings are read: loadConfig (server/config.ts) applies LOG_LEVEL.
 * Kept on the global object, not in this module: the React Router build bundles its
 * own copy of this file, and both copies must obey the one setting.
 */
const LEVEL = Symbol.for("merdiven.logLevel");
const levels = globalThis as { [LEVEL]?: number };
const threshold = () => levels[LEVEL] ?? ORDER.info;

export function setLogLevel(level: Level | "silent"): void {
  levels[LEVEL] = ORDER[level];
}

function write(level: Level, msg: string, fields?: Record<string, unknown>): void {
  if (ORDER[level] < threshold()) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }, errorReplacer);
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(line + "\n");
}

/**
 * A value the log prints as it is, token and all: only the first-admin setup link,
 * whose one way to its owner is this log (server/main.ts).
 */
class Revealed {
  constructor(readonly text: string) {}
}
export const reveal = (text: string) => new Revealed(text);

/**
 * Every string of a line (message, fields, errors' messages and stacks) leaves with
 * e-mail addresses masked and link tokens redacted (server/redact.ts): logs are kept
 * and shipped for longer, and to more people, than the data they describe.
 */
function errorReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Revealed) return value.text;
  if (typeof value === "string") return maskEmails(redactTokens(value));
  if (value instanceof Error) {
    const cause = value.cause instanceof Error ? value.cause : undefined;
    return { name: value.name, message: value.message, stack: value.stack, ...(cause ? { cause } : {}) };
  }
  return value;
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
  /** Whether a line of this level is written: a hot path builds its fields only then. */
  enabled: (level: Level) => ORDER[level] >= threshold(),
};
