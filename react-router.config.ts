import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // Two server entries (see vite.config.ts): build/server/app.js and main.js.
  serverBuildFile: "[name].js",
  // The whole route manifest as one cacheable file, instead of matching every
  // route for each ancestor path on every render to inline a partial one.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
