import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // Two server entries (see vite.config.ts): build/server/app.js and main.js.
  serverBuildFile: "[name].js",
} satisfies Config;
