import type { Question, QuizProblem } from "./quiz-formats";
import { TOPIC_MAX } from "./quiz-limits";

/**
 * A question's topic as the quiz itself names it (decision 0125): the last name of a Moodle
 * category path (GIFT's `$CATEGORY:` line, Moodle XML's category question) or a question's own
 * `konu:` / `topic:` tag. The deneme groups its result by these where the admin typed none. One
 * rule for both parsers, and its inverse for the export, so a quiz written out comes back with
 * the same topics.
 */

/** A single `/` separates names; `//` is a slash inside a name (Moodle's split_category_path). */
const SEPARATOR = /(?<!\/)\/(?!\/)/;

/**
 * Names Moodle writes for its own levels, which say nothing about what a question asks: a
 * context (`$course$`, `$system$`, `$module$`, `$cat$` …), the hidden `top` category, and the
 * default category it makes for each context ('Default for …', in Turkish 'Varsayılan: …').
 */
const MOODLE_PLACEHOLDER = /^(?:\$[a-z]+\$|top|default for\s.*|varsayılan:.*)$/i;

/** `Konu: Friendship`, `topic:Friendship`: the tag a teacher adds in Moodle to name a question's topic. */
const TOPIC_TAG = /^(?:konu|topic)\s*:/i;

/**
 * A name as a topic: trimmed, its spaces collapsed, cut to TOPIC_MAX (never between the halves
 * of a surrogate pair); undefined when nothing is left or the name is only Moodle's placeholder.
 */
export function topicName(name: string): string | undefined {
  const collapsed = name.replace(/\s+/g, " ").trim();
  const cut = collapsed
    .slice(0, TOPIC_MAX)
    .replace(/[\uD800-\uDBFF]$/, "")
    .trimEnd();
  return cut === "" || MOODLE_PLACEHOLDER.test(cut) ? undefined : cut;
}

/** `$course$/top/LGS 8/Friendship` → "Friendship"; a path ending in a placeholder names no topic. */
export function topicOfCategoryPath(path: string): string | undefined {
  const last = path.split(SEPARATOR).at(-1) ?? "";
  return topicName(last.replaceAll("//", "/"));
}

/** `konu:Friendship` → "Friendship" (the prefix in any case, the name as written); another tag names none. */
export function topicOfTag(tag: string): string | undefined {
  const prefix = TOPIC_TAG.exec(tag);
  return prefix ? topicName(tag.slice(prefix[0].length)) : undefined;
}

/**
 * A topic as one more name under `base` (Moodle's assemble_category_path): a slash doubled, and a
 * space where a slash would touch the separator, so topicOfCategoryPath reads the topic back.
 */
export function categoryPath(base: string, topic: string | undefined): string {
  if (topic === undefined) return base;
  const escaped = topic.replaceAll("/", "//");
  return `${base}/${escaped.startsWith("/") ? " " : ""}${escaped}${escaped.endsWith("/") ? " " : ""}`;
}

/** A parsed question with the topic the quiz gave it; a problem, or no topic, passes as it is. */
export function withTopic(result: Question | QuizProblem, topic: string | undefined): Question | QuizProblem {
  return topic === undefined || "message" in result ? result : { ...result, topic };
}
