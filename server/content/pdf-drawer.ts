import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { PAGE_FORMATS, THUMBNAIL } from "#core/images.ts";
import { PAGE_COPIES, pageCopyName, PDF_PAGE_LIMITS } from "#core/pdf-pages.ts";
import { log } from "#server/log.ts";

/*
 * The PDF page drawer (pdf-pages.ts draws each stored PDF's pages with it): a child process
 * at the lowest priority, cut off from the network where the system allows, with its CPU time,
 * wall time and memory limited per page.
 */

/** A page's copies as the drawing process hands them over. */
export interface DrawnPage {
  width: number;
  height: number;
  copies: { name: string; format: (typeof PAGE_FORMATS)[number]; bytes: Uint8Array }[];
}

/** The document cannot be opened: a password, or bytes pdf.js cannot read. Trying again does not help. */
export class DocumentError extends Error {
  constructor(
    readonly reason: "password" | "unreadable",
    message: string,
  ) {
    super(message);
    this.name = "DocumentError";
  }
}

/** One page went past a limit (time, memory) or could not be drawn; the next page may still be fine. */
export class PageError extends Error {
  override name = "PageError";
}

/**
 * The drawing process ended under a page with no limit reached: stopped, killed from outside
 * (a signal to the whole process group, the kernel's OOM killer) or crashed. Not the page's
 * verdict: the worker hands the entry over (stopping) or draws the page again in a new process.
 */
export class DrawerGone extends PageError {
  override name = "DrawerGone";
}

export interface PageDrawer {
  /** Opens a document for `draw`; throws DocumentError when it cannot be read at all. */
  open(data: Uint8Array): Promise<{ pageCount: number }>;
  /** Draws one page of the open document into every copy (and the thumbnail); throws PageError. */
  draw(page: number, options: { thumb: boolean }): Promise<DrawnPage>;
  /** The most memory the drawing process held so far, in bytes (0 where the system does not say). */
  peakMemory(): number;
  /** The drawing process's nice value as the system last reported it (null where it does not say). */
  nice(): number | null;
  /** Processor seconds the drawing processes spent on answered requests (0 where the system does not say; the bench's pages per second per core). */
  cpuSeconds(): number;
  close(): Promise<void>;
}

export interface DrawerLimits {
  cpuSecondsPerPage: number;
  wallSecondsPerPage: number;
  memoryBytes: number;
}

const PROCESS_SCRIPT = new URL("./pdf-pages-process.mjs", import.meta.url);
/** Linux's clock ticks per second in /proc/{pid}/stat (sysconf(_SC_CLK_TCK), 100 on every distribution). */
const CLOCK_TICKS = 100;
const NICE = ["/usr/bin/nice", "/bin/nice"].find((file) => fs.existsSync(file));
const UNSHARE = ["/usr/bin/unshare", "/bin/unshare"].find((file) => fs.existsSync(file));

/**
 * The drawing process's environment: nothing (decision 0055). It reads a PDF someone uploaded
 * with pdf.js, so it must hold nothing worth taking: not DATABASE_URL, SMTP_URL, the S3 keys or
 * TWO_STEP_KEY. It needs no variable: node, nice and unshare are started by their full paths,
 * pdf.js's fonts come by path, and it writes nothing but its answers on the IPC channel.
 */
export const DRAWER_ENV: NodeJS.ProcessEnv = Object.freeze({}) as NodeJS.ProcessEnv;

/**
 * How the drawing process is cut off from the network, found once by trying: `unshare --net`
 * (a new network namespace: no interface but a downed loopback, so no connection to the
 * database, Redis, the S3 store or anything else) as root, or with a user namespace as anyone
 * else where the kernel allows it. Null where neither works (no unshare, a container without
 * the right, not Linux): the process then runs with the network, and the log says so once.
 */
let isolation: Promise<string[] | null> | undefined;
export function networkIsolation(): Promise<string[] | null> {
  isolation ??= (async () => {
    if (UNSHARE && process.platform === "linux") {
      for (const flags of [
        ["--net"],
        ["--user", "--map-current-user", "--net"],
        ["--user", "--map-root-user", "--net"],
      ]) {
        if (await exitsClean(UNSHARE, [...flags, process.execPath, "-e", "0"])) return [UNSHARE, ...flags];
      }
    }
    log.warn("PDF pages: the drawing process keeps network access (unshare --net is not available here)");
    return null;
  })();
  return isolation;
}

/** Whether a probe command runs and exits 0 within 10 s (without blocking the server meanwhile). */
function exitsClean(command: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = spawn(command, args, { env: DRAWER_ENV, stdio: "ignore", timeout: 10_000 });
    probe.on("error", () => resolve(false));
    probe.on("exit", (code) => resolve(code === 0));
  });
}

/** What Linux says of a process: processor seconds used, resident and peak resident bytes, nice value. */
function readProcess(pid: number): { cpuSeconds: number; rss: number; peak: number; nice: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (2nd field) may hold spaces; the fields after its ')' are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) * 1024;
    return { cpuSeconds, rss: kb("VmRSS"), peak: kb("VmHWM"), nice: Number(fields[16]) };
  } catch {
    return null;
  }
}

/**
 * The drawing process (pdf-pages-process.mjs), started when a document comes, at nice 19
 * where the system has `nice`, with an empty environment and no network where the system
 * allows it (`DRAWER_ENV`, `networkIsolation`; decision 0055), and ended after a quiet minute. While a page is drawn, a
 * watchdog reads the process's processor time and memory every 200 ms: a page past a
 * limit ends the process (SIGKILL) and fails alone; the next page gets a new process.
 */
export function createPageDrawer(
  limits: DrawerLimits = PDF_PAGE_LIMITS,
  {
    idleMs = 60_000,
    lowPriority = true,
  }: {
    idleMs?: number;
    /** False: at the server's own priority (tests that time nothing else). */ lowPriority?: boolean;
  } = {},
): PageDrawer {
  const drawer: Drawer = {
    limits,
    idleMs,
    lowPriority,
    child: null,
    opened: null,
    openInChild: false,
    idle: undefined,
    seq: 0,
    peak: 0,
    niceness: null,
    cpuSpent: 0,
    waiting: new Map(),
  };
  return {
    async open(data) {
      drawer.opened = data;
      const answer = await ask(drawer, { type: "open" }, data);
      drawer.openInChild = true;
      return { pageCount: Number(answer.pageCount) };
    },
    async draw(page, { thumb }) {
      if (!drawer.opened) throw new PageError("no document is open");
      // The process that had it was ended by the previous page's limit: a new one opens it again.
      if (!drawer.child || !drawer.openInChild) await this.open(drawer.opened);
      try {
        return (await ask(drawer, drawMessage(page, thumb))) as unknown as DrawnPage;
      } catch (error) {
        // One page pdf.js cannot draw is a page error, not the document's.
        throw error instanceof PageError
          ? error
          : new PageError(error instanceof Error ? error.message : String(error));
      }
    },
    peakMemory: () => drawer.peak,
    nice: () => drawer.niceness,
    cpuSeconds: () => drawer.cpuSpent,
    async close() {
      clearTimeout(drawer.idle);
      kill(drawer);
    },
  };
}

/** One drawer's limits and what it holds between requests: the process, the open document, what it measured. */
interface Drawer {
  limits: DrawerLimits;
  idleMs: number;
  lowPriority: boolean;
  child: ChildProcess | null;
  /** The document being drawn, kept to open it again in a new process after a page's limit ended the old one. */
  opened: Uint8Array | null;
  /** Whether the running process has that document open. */
  openInChild: boolean;
  idle: NodeJS.Timeout | undefined;
  seq: number;
  peak: number;
  niceness: number | null;
  cpuSpent: number;
  /** Requests waiting for their answer, each with the process it was sent to. */
  waiting: Map<
    number,
    { proc: ChildProcess; resolve: (value: Record<string, unknown>) => void; reject: (error: Error) => void }
  >;
}

/** The request to draw one page into every copy, and into the thumbnail when it is the first. */
function drawMessage(page: number, thumb: boolean) {
  return {
    type: "draw",
    page,
    maxWidth: PDF_PAGE_LIMITS.width,
    maxAspect: PDF_PAGE_LIMITS.maxAspect,
    copies: PAGE_COPIES.map(({ width, format }) => ({ name: pageCopyName(page, width, format), width, format })),
    thumb: thumb
      ? {
          width: THUMBNAIL.width,
          height: THUMBNAIL.height,
          copies: PAGE_FORMATS.map((format) => ({ name: `thumb.${format}`, format })),
        }
      : null,
  };
}

function start(drawer: Drawer, isolation: string[] | null): ChildProcess {
  // unshare and nice each exec the next program: the process started is the drawing process (its pid is watched).
  const command = [
    ...(isolation ?? []),
    ...(NICE && drawer.lowPriority ? [NICE, "-n", "19"] : []),
    process.execPath,
    "--max-old-space-size=512",
    PROCESS_SCRIPT.pathname,
  ];
  const proc = spawn(command[0], command.slice(1), {
    env: DRAWER_ENV,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    serialization: "advanced",
  });
  const { waiting } = drawer;
  proc.on("message", (message: { id: number; error?: string; reason?: "password" | "unreadable" }) => {
    const job = waiting.get(message.id);
    waiting.delete(message.id);
    if (!job) return;
    if (message.error !== undefined) job.reject(new DocumentError(message.reason ?? "unreadable", message.error));
    else job.resolve(message as unknown as Record<string, unknown>);
  });
  proc.on("exit", () => {
    if (drawer.child === proc) {
      drawer.child = null;
      drawer.openInChild = false;
    }
    // Only this process's requests: a process killed at a page's limit may report its end
    // after the next page was already sent to a new one (late on a loaded machine), and
    // that page must not fail for it.
    for (const [id, job] of waiting) {
      if (job.proc !== proc) continue;
      waiting.delete(id);
      job.reject(new DrawerGone("the drawing process stopped"));
    }
  });
  proc.on("error", (error) => log.warn("PDF drawing process failed", { error }));
  return proc;
}

function kill(drawer: Drawer) {
  const proc = drawer.child;
  drawer.child = null;
  drawer.openInChild = false;
  proc?.kill("SIGKILL");
}

/** Sends one request and waits for its answer under the limits. */
async function ask(
  drawer: Drawer,
  message: Record<string, unknown>,
  transfer?: Uint8Array,
): Promise<Record<string, unknown>> {
  clearTimeout(drawer.idle);
  const isolation = await networkIsolation();
  drawer.child ??= start(drawer, isolation);
  const proc = drawer.child;
  const id = ++drawer.seq;
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    const watch = watchRequest(drawer, proc);
    drawer.waiting.set(id, {
      proc,
      resolve: (value) => {
        // A page that went past the memory limit between two readings fails all the same.
        const after = watch.readNow();
        const over = overMemory(drawer.limits, after);
        if (over) kill(drawer);
        watch.done(after);
        if (over) reject(new PageError(over));
        else resolve(value);
      },
      reject: (error) => {
        watch.done();
        const failure = watch.failure();
        reject(failure && !(error instanceof DocumentError) ? new PageError(failure) : error);
      },
    });
    proc.send({ ...message, id, ...(transfer ? { data: transfer } : {}) });
  });
}

// The process's peak (VmHWM), not only what it holds now: a picture decoded and let go
// between two readings counts too. The process is new after every page past a limit,
// so its peak is this page's (or the document's opening).
const overMemory = (limits: DrawerLimits, now: ReturnType<typeof readProcess>) =>
  now && Math.max(now.rss, now.peak) > limits.memoryBytes
    ? `needed more than ${Math.round(limits.memoryBytes / 2 ** 20)} MiB`
    : null;

/**
 * The watchdog of one request: reads the process every 200 ms, keeps the drawer's peak and nice
 * value, and ends the process at a page's limit (`failure` says which); `done` ends the watch,
 * counts the processor time the request took, and starts the idle timer when nothing waits.
 */
function watchRequest(drawer: Drawer, proc: ChildProcess) {
  const { limits } = drawer;
  const started = Date.now();
  const readNow = () => (proc.pid ? readProcess(proc.pid) : null);
  const before = readNow();
  const base = before?.cpuSeconds ?? 0;
  if (before) drawer.niceness = before.nice;
  let failure: string | null = null;
  const watch = setInterval(() => {
    const now = readNow();
    if (now) {
      drawer.peak = Math.max(drawer.peak, now.peak, now.rss);
      drawer.niceness = now.nice;
    }
    // Once set, the reason stays: the process's end may come after a later reading of a process already gone.
    if (failure) return;
    if (now && now.cpuSeconds - base > limits.cpuSecondsPerPage)
      failure = `took more than ${limits.cpuSecondsPerPage} s of processor time`;
    else failure = overMemory(limits, now);
    if (!failure && Date.now() - started > limits.wallSecondsPerPage * 1000)
      failure = `took longer than ${limits.wallSecondsPerPage} s`;
    if (failure) kill(drawer);
  }, 200);
  return {
    readNow,
    failure: () => failure,
    done(after = readNow()) {
      clearInterval(watch);
      if (after && before) drawer.cpuSpent += after.cpuSeconds - base;
      if (drawer.waiting.size === 0) drawer.idle = setTimeout(() => kill(drawer), drawer.idleMs).unref();
    },
  };
}
