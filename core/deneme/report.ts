/**
 * A class's deneme report for its teacher (decision 0123): each pupil's net, the class's average
 * and spread, the hardest questions with the wrong choices picked most, and the class's net per
 * topic, weakest first. Pure: the server hands in the pupils the teacher may see (the parent's
 * consent recorded) with the choices of their latest finished attempt.
 */
import { LETTERS, netScore, type DenemeForm, type Letter, type NetScore } from "./forms";
import { topicNets } from "./result";

export interface ReportPupil {
  userId: number;
  displayName: string;
  /** The choices of the latest finished attempt in the class; null: none finished. */
  choices: ReadonlyMap<number, Letter | null> | null;
}

export interface Spread {
  pupils: number;
  average: number;
  min: number;
  max: number;
  /** The population's standard deviation: the class is the whole, not a sample. */
  deviation: number;
}

export interface HardQuestion {
  number: number;
  right: number;
  /** Pupils who sat it (a blank counts: it was not right). */
  sat: number;
  /** Wrong letters by how many picked them, most first; none picked: absent. */
  wrongPicks: { letter: Letter; count: number }[];
}

export interface ClassTopic {
  topic: string;
  questions: number;
  /** The pupils' average net on the topic's questions. */
  net: number;
}

export interface DenemeReport {
  rows: { userId: number; displayName: string; score: NetScore | null }[];
  spread: Spread | null;
  hardest: HardQuestion[];
  topics: ClassTopic[];
}

/** How many of the hardest questions the report lists. */
export const HARDEST_SHOWN = 5;
const round2 = (value: number) => Math.round(value * 100) / 100;

export function spreadOf(nets: readonly number[]): Spread | null {
  if (nets.length === 0) return null;
  const average = nets.reduce((a, b) => a + b, 0) / nets.length;
  const variance = nets.reduce((a, b) => a + (b - average) ** 2, 0) / nets.length;
  return {
    pupils: nets.length,
    average: round2(average),
    min: Math.min(...nets),
    max: Math.max(...nets),
    deviation: round2(Math.sqrt(variance)),
  };
}

/** The questions with the lowest share right (ties: the lower number first); withdrawn ones are left out. */
export function hardestQuestions(
  keys: readonly (Letter | null)[],
  sat: readonly ReadonlyMap<number, Letter | null>[],
  shown = HARDEST_SHOWN,
): HardQuestion[] {
  if (sat.length === 0) return [];
  const out: HardQuestion[] = [];
  keys.forEach((key, i) => {
    if (key === null) return;
    const picks = new Map<Letter, number>();
    let right = 0;
    for (const choices of sat) {
      const choice = choices.get(i + 1) ?? null;
      if (choice === key) right++;
      else if (choice !== null) picks.set(choice, (picks.get(choice) ?? 0) + 1);
    }
    const wrongPicks = LETTERS.filter((l) => picks.has(l))
      .map((letter) => ({ letter, count: picks.get(letter)! }))
      .sort((a, b) => b.count - a.count);
    out.push({ number: i + 1, right, sat: sat.length, wrongPicks });
  });
  return out.sort((a, b) => a.right - b.right || a.number - b.number).slice(0, shown);
}

/** The class's average net per topic, weakest first (the lowest share of its questions' worth, as a pupil's result orders them). */
export function classTopics(
  form: DenemeForm,
  keys: readonly (Letter | null)[],
  topics: readonly string[],
  sat: readonly ReadonlyMap<number, Letter | null>[],
): ClassTopic[] {
  if (sat.length === 0) return [];
  const sums = new Map<string, { questions: number; net: number }>();
  for (const choices of sat)
    for (const t of topicNets(form, keys, choices, topics)) {
      const sum = sums.get(t.topic) ?? { questions: t.questions, net: 0 };
      sums.set(t.topic, { questions: t.questions, net: sum.net + t.net });
    }
  return [...sums]
    .map(([topic, s]) => ({ topic, questions: s.questions, net: round2(s.net / sat.length) }))
    .sort((a, b) => a.net / a.questions - b.net / b.questions || a.topic.localeCompare(b.topic, "tr"));
}

export function denemeReport(
  form: DenemeForm,
  keys: readonly (Letter | null)[],
  topics: readonly string[],
  pupils: readonly ReportPupil[],
): DenemeReport {
  const rows = pupils.map((p) => ({
    userId: p.userId,
    displayName: p.displayName,
    score: p.choices ? netScore(form, keys, p.choices) : null,
  }));
  const sat = pupils.flatMap((p) => (p.choices ? [p.choices] : []));
  return {
    rows,
    spread: spreadOf(rows.flatMap((r) => (r.score ? [r.score.net] : []))),
    hardest: hardestQuestions(keys, sat),
    topics: classTopics(form, keys, topics, sat),
  };
}
