/**
 * The admin's deneme settings of an exam entry (decision 0121): its form, minutes, a topic per
 * question number and the withdrawn questions. One reader for the admin's form; the service
 * stores only what it returns.
 */
import { trDenemeAdmin } from "#core/messages/deneme-admin.ts";
import type { Quiz } from "#core/quiz-formats.ts";
import { MINUTES_MAX, MINUTES_MIN } from "./clock";
import { denemeQuestions, formProblems, TOPIC_MAX } from "./deneme";
import { isDenemeForm, type DenemeForm } from "./forms";

export interface DenemeSettings {
  form: DenemeForm;
  minutes: number;
  /** `topics[n - 1]`: question n's topic, "" when none was written. */
  topics: string[];
  /** Withdrawn question numbers, ascending. */
  withdrawn: number[];
}

export type SettingsRead = { ok: true; settings: DenemeSettings } | { ok: false; errors: Record<string, string> };

/** "3: Friendship" lines as topics by question number. */
function readTopics(text: string, count: number): { topics: string[] } | { error: string } {
  const topics = Array.from({ length: count }, () => "");
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === "") continue;
    const match = /^(\d{1,3})\s*[:.)-](.+)$/.exec(line);
    if (!match) return { error: trDenemeAdmin.badTopicLine(i + 1) };
    const n = Number(match[1]);
    if (n < 1 || n > count) return { error: trDenemeAdmin.badTopicNumber(i + 1, count) };
    const topic = match[2].trim().replace(/\s+/g, " ");
    if (topic.length > TOPIC_MAX) return { error: trDenemeAdmin.topicTooLong(i + 1, TOPIC_MAX) };
    topics[n - 1] = topic;
  }
  return { topics };
}

/** "4, 12" as withdrawn numbers, or null when any is not a question's number. */
function readWithdrawn(text: string, count: number): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  const numbers = parts.map(Number);
  if (numbers.some((n) => !Number.isInteger(n) || n < 1 || n > count)) return null;
  return [...new Set(numbers)].sort((a, b) => a - b);
}

/** The settings form's fields (`form`, `minutes`, `topics`, `withdrawn`) against the entry's quiz. */
export function readDenemeSettings(raw: Record<string, unknown>, quiz: Quiz): SettingsRead {
  const errors: Record<string, string> = {};
  const count = denemeQuestions(quiz).length;
  const form = raw.form;
  if (!isDenemeForm(form)) errors.form = trDenemeAdmin.badForm;
  else {
    const problems = formProblems(quiz, form);
    if (problems.length) errors.form = problems.join(" ");
  }
  const minutesText = typeof raw.minutes === "string" ? raw.minutes.trim() : "";
  const minutes = /^\d{1,3}$/.test(minutesText) ? Number(minutesText) : NaN;
  if (!(minutes >= MINUTES_MIN && minutes <= MINUTES_MAX))
    errors.minutes = trDenemeAdmin.badMinutes(MINUTES_MIN, MINUTES_MAX);
  const topics = readTopics(typeof raw.topics === "string" ? raw.topics.slice(0, 40_000) : "", count);
  if ("error" in topics) errors.topics = topics.error;
  const withdrawn = readWithdrawn(typeof raw.withdrawn === "string" ? raw.withdrawn.slice(0, 2000) : "", count);
  if (withdrawn === null) errors.withdrawn = trDenemeAdmin.badWithdrawn(count);
  if (Object.keys(errors).length || !isDenemeForm(form) || "error" in topics || withdrawn === null)
    return { ok: false, errors };
  return { ok: true, settings: { form, minutes, topics: topics.topics, withdrawn } };
}

/** The settings as the admin's form shows them again: topics as "n: topic" lines, withdrawn as "4, 12". */
export const settingsFields = (s: DenemeSettings) => ({
  form: s.form,
  minutes: String(s.minutes),
  topics: s.topics.flatMap((t, i) => (t ? [`${i + 1}: ${t}`] : [])).join("\n"),
  withdrawn: s.withdrawn.join(", "),
});
