import { createHash } from "node:crypto";
import path from "node:path";
import { build, type Plugin } from "vite";

/**
 * Builds the service worker (docs/decisions/0008) into the client folder as
 * /sw.js: one small classic script, so it can import the rules of core/ and be
 * type-checked with the app, yet stay a single file at a fixed address (a chunk of
 * the app's build would be hashed and share code with the pages). `__BUILD_ID__`
 * changes with every build of the pages, so each deploy precaches its own
 * offline page. Production builds only: in dev the worker is not registered.
 */
export function serviceWorker(entry: string): Plugin {
  let buildId = "";
  return {
    name: "merdiven:service-worker",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      buildId = createHash("sha1").update(Object.keys(bundle).sort().join("\n")).digest("hex").slice(0, 12);
    },
    async writeBundle(options) {
      await build({
        configFile: false,
        logLevel: "warn",
        publicDir: false,
        define: { __BUILD_ID__: JSON.stringify(buildId) },
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
