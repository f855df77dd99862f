import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The server build bundles the Express app (server/app.ts, which imports the
// React Router server build) and the process launcher (server/main.ts), so one
// module graph holds the database, auth and request handler in production.
export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  build: {
    // Both builds must emit the same CSS (same targets), or the server links a
    // stylesheet the client does not know and hydration fails.
    ...(isSsrBuild
      ? {
          rollupOptions: {
            input: {
              app: "./server/app.ts",
              main: "./server/main.ts",
              "pglite-worker": "./app/db/pglite-worker.ts",
              staff: "./server/staff-command.ts",
            },
          },
        }
      : {
          // React Router preloads each page's modules itself (modulepreload links
          // from its manifest). The few lazily loaded chunks (dialog, menus,
          // vitals) fetch their own imports, which spares every page Vite's
          // dependency maps; one stylesheet serves the whole site anyway.
          modulePreload: false,
          cssCodeSplit: false,
        }),
  },
  plugins: [tailwindcss(), reactRouter()],
}));
