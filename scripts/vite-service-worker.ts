import { createHash } from "node:crypto";
import path from "node:path";
import type { OutputBundle, OutputChunk } from "rollup";
import { build, type Plugin } from "vite";

/**
 * Builds the service worker (docs/decisions/0008) into the client folder as
 * /sw.js: one small classic script, so it can import the rules of core/ and be
 * type-checked with the app, yet stay a single file at a fixed address (a chunk of
 * the app's build would be hashed and share code with the pages). `__BUILD_ID__`
 * changes with every build of the pages, so each deploy precaches its own
 * offline page. Production builds only: in dev the worker is not registered.
 */
/** The offline page's route module: what it loads on demand is precached with it. */
const OFFLINE_ROUTE = "app/routes/public/offline.tsx";

/**
 * The files the offline page loads by `import()` (and what those import in turn), as addresses:
 * its own first load is in its HTML, which the worker reads; these are not, and offline they can
 * come from nowhere but the worker's cache (docs/decisions/0117).
 */
function offlineModules(bundle: OutputBundle): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((c): c is OutputChunk => c.type === "chunk")
      .map((c) => [c.fileName, c]),
  );
  const route = [...chunks.values()].find((c) => c.facadeModuleId?.includes(OFFLINE_ROUTE));
  if (!route) return [];
  // The page's first load (the route, the shared chunks, the entry) is in its HTML already.
  const loaded = new Set<string>();
  const staticOf = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const f of chunks.get(file)?.imports ?? []) staticOf(f);
  };
  staticOf(route.fileName);
  for (const c of chunks.values()) if (c.facadeModuleId?.includes("entry.client")) staticOf(c.fileName);
  const wanted = new Set<string>();
  const queue = [...route.dynamicImports];
  while (queue.length) {
    const file = queue.pop()!;
    if (loaded.has(file) || wanted.has(file)) continue;
    wanted.add(file);
    const chunk = chunks.get(file);
    if (chunk) queue.push(...chunk.imports, ...chunk.dynamicImports);
  }
  return [...wanted].sort().map((file) => `/${file}`);
}

export function serviceWorker(entry: string): Plugin {
  let buildId = "";
  let offline: string[] = [];
  return {
    name: "merdiven:service-worker",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      buildId = createHash("sha1").update(Object.keys(bundle).sort().join("\n")).digest("hex").slice(0, 12);
      offline = offlineModules(bundle);
    },
    async writeBundle(options) {
      await build({
        configFile: false,
        logLevel: "warn",
        publicDir: false,
        define: { __BUILD_ID__: JSON.stringify(buildId), __OFFLINE_MODULES__: JSON.stringify(offline) },
        build: {
          outDir: options.dir,
          emptyOutDir: false,
          target: "es2022",
          minify: "terser",
          lib: { entry: path.resolve(entry), formats: ["iife"], name: "merdivenWorker", fileName: () => "sw.js" },
        },
      });
    },
  };
}
