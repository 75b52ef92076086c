import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // BUILD_DIR lets two builds (e.g. parallel test runs) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
