import type { Config } from "@react-router/dev/config";

// The benchmark's floor: a bare server-rendered React Router app, built into
// bench/floor/build by `npm run bench` (its packages come from the repo root).
export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
} satisfies Config;
