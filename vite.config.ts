import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { siteChunk } from "./scripts/site-chunk";
import { serviceWorker } from "./scripts/vite-service-worker";

/**
 * React Router's package sends every bundler its development build (remix-run/react-router
 * #12532, #14102): the same code with its development warnings switched on. The browser
 * gets the production build, which minification then strips of those warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = path.resolve(import.meta.dirname, "node_modules/react-router/dist/production");
  const files: Record<string, string> = { "react-router": "index.mjs", "react-router/dom": "dom-export.mjs" };
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    resolveId(id, _importer, options) {
      if (options?.ssr || !(id in files)) return null;
      return path.join(dist, files[id]);
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouterProductionBuild(), reactRouter(), serviceWorker("app/sw/service-worker.ts")],
  build: {
    target: "es2022",
    // terser squeezes a few more kilobytes than esbuild out of React and the router:
    // pupils on metered data pay for every byte of the first load.
    minify: "terser",
    terserOptions: { module: true, ecma: 2020, compress: { passes: 3 }, format: { comments: false } },
    rollupOptions: { output: { manualChunks: siteChunk(path.resolve(import.meta.dirname, "app")) } },
  },
  server: { port: 5173 },
});
