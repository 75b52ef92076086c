// Part of `npm run bench` (BENCH_PARTS=long-tasks, only when asked): what the main thread's long
// tasks are made of. Lighthouse names a task by the script it can attribute it to and calls the
// rest "unattributable"; this reads the same run's trace and lists, for every task of the page
// load that took 30 ms or more as observed (Lighthouse's mobile run multiplies by 4 when it
// simulates), the trace events inside it by their own time, with the script or function they ran;
// each page as served and again without its scripts, one after the other.
import lighthouse from "lighthouse";
import { launchChromium } from "./lighthouse";
import { scriptlessProxy } from "./without-scripts";

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; frame?: string }; name?: string };
}

/** A task this long as observed counts (×4 in Lighthouse's simulated phone: 120 ms and up). */
const MIN_TASK_MS = Number(process.env.BENCH_MIN_TASK_MS ?? 30);

/** The renderer's main thread: the thread named CrRendererMain that ran the most. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const names = events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const busy = (t: TraceEvent) =>
    events
      .filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === "RunTask")
      .reduce((s, e) => s + (e.dur ?? 0), 0);
  const best = names.sort((a, b) => busy(b) - busy(a))[0];
  return { pid: best.pid, tid: best.tid };
}

/** What ran inside [start, end): each complete event's own time (its duration less its children's), by name and script. */
function selfTimes(inside: TraceEvent[]): Map<string, number> {
  const sorted = inside.filter((e) => e.ph === "X" && e.dur).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = new Map<string, number>();
  const stack: { end: number; key: string; self: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack[stack.length - 1].end <= until) {
      const top = stack.pop()!;
      totals.set(top.key, (totals.get(top.key) ?? 0) + top.self);
    }
  };
  for (const e of sorted) {
    close(e.ts);
    const data = e.args?.data;
    const where = data?.url ? ` ${data.url.replace(/^https?:\/\/[^/]+/, "")}` : "";
    const fn = data?.functionName ? ` ${data.functionName}()` : "";
    const key = `${e.name}${fn}${where}`;
    if (stack.length) stack[stack.length - 1].self -= e.dur!;
    stack.push({ end: e.ts + e.dur!, key, self: e.dur! });
  }
  close(Infinity);
  return totals;
}

export async function longTasksReport(base: string, pages: [string, string][]): Promise<string> {
  const chrome = await launchChromium();
  const proxy = await scriptlessProxy(base);
  const out: string[] = [];
  try {
    for (const [name, path, origin] of pages.flatMap(([n, p]) => [
      [n, p, base],
      [`${n} without scripts`, p, proxy.url],
    ])) {
      const result = await lighthouse(origin + path, { port: chrome.port, output: "json", logLevel: "error" });
      const events = (result!.artifacts.Trace as unknown as { traceEvents: TraceEvent[] }).traceEvents;
      const { pid, tid } = mainThread(events);
      const mine = events.filter((e) => e.pid === pid && e.tid === tid);
      const navigation = mine.find((e) => e.name === "navigationStart")?.ts ?? Math.min(...mine.map((e) => e.ts));
      const tasks = mine.filter((e) => e.name === "RunTask" && (e.dur ?? 0) >= MIN_TASK_MS * 1000);
      const unattributable =
        (
          result!.lhr.audits["long-tasks"]?.details as
            { items?: { url: string; duration: number; startTime: number }[] } | undefined
        )?.items ?? [];
      out.push(
        `### ${name} \`${path}\``,
        `Lighthouse's long tasks (simulated): ${unattributable.map((t) => `${t.url.replace(/^https?:\/\/[^/]+/, "") || "?"} ${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms`).join("; ") || "none"}.`,
        "",
      );
      for (const task of tasks) {
        const inside = mine.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur! && e !== task);
        const top = [...selfTimes(inside)].sort((a, b) => b[1] - a[1]).slice(0, 8);
        out.push(
          `- task of ${(task.dur! / 1000).toFixed(0)} ms observed, at ${((task.ts - navigation) / 1000).toFixed(0)} ms: ` +
            top.map(([key, us]) => `${key} ${(us / 1000).toFixed(1)} ms`).join("; "),
        );
      }
      if (!tasks.length) out.push(`- no task of ${MIN_TASK_MS} ms or more observed`);
      out.push("");
      console.error(`long tasks: ${name} done`);
    }
  } finally {
    chrome.kill();
    proxy.close();
  }
  return out.join("\n");
}
