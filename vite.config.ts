import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The server build bundles the Express app (server/app.ts, which imports the
// React Router server build) and the process launcher (server/main.ts), so one
// module graph holds the database, auth and request handler in production.
export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  build: isSsrBuild
    ? {
        rollupOptions: { input: { app: "./server/app.ts", main: "./server/main.ts" } },
        target: "node20",
      }
    : { target: "es2022" },
  plugins: [tailwindcss(), reactRouter()],
}));
