/**
 * A finished attempt as the result page reads it (decision 0121): the net per topic, weakest
 * first, and the history's line chart drawn by the server (an SVG's points, no script).
 */
import { netScore, type DenemeForm, type Letter, type NetScore } from "./forms";

export interface TopicNet extends NetScore {
  /** The admin's topic; "" for the questions without one. */
  topic: string;
  questions: number;
}

/**
 * The net of each topic's questions. Weakest first: the lowest share of its questions' worth
 * (net ÷ questions counted), so two wrong of two is weaker than two wrong of ten.
 */
export function topicNets(
  form: DenemeForm,
  keys: readonly (Letter | null)[],
  choices: ReadonlyMap<number, Letter | null>,
  topics: readonly string[],
): TopicNet[] {
  const byTopic = new Map<string, number[]>();
  keys.forEach((_, i) => {
    const topic = topics[i] ?? "";
    byTopic.set(topic, [...(byTopic.get(topic) ?? []), i]);
  });
  const out: TopicNet[] = [];
  for (const [topic, indices] of byTopic) {
    const own = keys.map((key, i) => (indices.includes(i) ? key : null));
    const score = netScore(form, own, choices);
    const counted = indices.filter((i) => keys[i] !== null).length;
    if (counted > 0)
      out.push({ ...score, withdrawn: score.withdrawn - (keys.length - indices.length), topic, questions: counted });
  }
  const share = (t: TopicNet) => t.net / t.questions;
  return out.sort((a, b) => share(a) - share(b) || a.topic.localeCompare(b.topic, "tr"));
}

export interface ChartPoint {
  x: number;
  y: number;
  net: number;
}

/** The history's nets as points of a `width` × `height` chart with `pad` around, the y axis from 0 (or the lowest net) to the questions. */
export function chartPoints(nets: readonly number[], most: number, size = { width: 320, height: 160, pad: 24 }) {
  const low = Math.min(0, ...nets);
  const high = Math.max(most, ...nets, low + 1);
  const { width, height, pad } = size;
  const step = nets.length > 1 ? (width - 2 * pad) / (nets.length - 1) : 0;
  const points: ChartPoint[] = nets.map((net, i) => ({
    x: Math.round(pad + (nets.length > 1 ? i * step : (width - 2 * pad) / 2)),
    y: Math.round(height - pad - ((net - low) / (high - low)) * (height - 2 * pad)),
    net,
  }));
  const zeroY = Math.round(height - pad - ((0 - low) / (high - low)) * (height - 2 * pad));
  return { points, low, high, zeroY, ...size };
}
