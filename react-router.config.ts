import type { Config } from "@react-router/dev/config";
import { DEFAULT_BUILD_DIR } from "./server/config";

export default {
  appDirectory: "app",
  ssr: true,
  // The whole route manifest comes with the page (a 2.5 KB module): with lazy discovery the
  // router fetched it for the links on screen just after the load and patched its routes,
  // a task of 250 ms on a slow phone just when the pupil starts to tap.
  routeDiscovery: { mode: "initial" },
  // BUILD_DIR lets two builds (e.g. parallel test runs) live side by side.
  // (The build tool reads the one setting here; the server reads it through server/config.ts.)
  buildDirectory: process.env.BUILD_DIR || DEFAULT_BUILD_DIR,
} satisfies Config;
