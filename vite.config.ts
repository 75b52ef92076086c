import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { siteChunk } from "./scripts/site-chunk";
import { serviceWorker } from "./scripts/vite-service-worker";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), serviceWorker("app/sw/service-worker.ts")],
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
