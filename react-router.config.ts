import type { Config } from "@react-router/dev/config";
import { DEFAULT_BUILD_DIR } from "./server/config";

export default {
  appDirectory: "app",
  ssr: true,
  // BUILD_DIR lets two builds (e.g. parallel test runs) live side by side.
  // (The build tool reads the one setting here; the server reads it through server/config.ts.)
  buildDirectory: process.env.BUILD_DIR || DEFAULT_BUILD_DIR,
} satisfies Config;
