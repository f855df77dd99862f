import { type ChildProcess, spawn } from "node:child_process";
import { postgresTemplateName } from "../../setup/database-templates";
import { createScratchDatabase } from "../../setup/test-database";
import { expect } from "./test";

/**
 * Production servers (the built app) on a fresh PostgreSQL database of the
 * server named by TEST_DATABASE_URL, for specs that need PostgreSQL or
 * several instances. `stop()` stops them and drops the database.
 */
export type PostgresServers = { databaseUrl: string; stop(): Promise<void> };

export const postgresAdminUrl = process.env.TEST_DATABASE_URL;

/** Skipped only on a developer's machine without PostgreSQL; under CI=true it must run. */
export const skipWithoutPostgres = !postgresAdminUrl && process.env.CI !== "true";

export async function startPostgresServers(
  prefix: string,
  ports: number[],
  env: Record<string, string> = {},
): Promise<PostgresServers> {
  const adminUrl = postgresAdminUrl;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL must name a PostgreSQL server under CI=true");
  // A copy of the unit suite's migrated template where it exists (it does
  // under npm test): the servers then start without migrating from nothing.
  const { url: databaseUrl, drop } = await createScratchDatabase(adminUrl, prefix, {
    template: postgresTemplateName(),
  });
  const servers: ChildProcess[] = [];
  for (const port of ports) {
    servers.push(
      spawn(process.execPath, ["build/server/main.js"], {
        env: {
          PATH: process.env.PATH ?? "",
          NODE_ENV: "production",
          LOG_LEVEL: "warn",
          PORT: String(port),
          BASE_URL: `http://localhost:${port}`,
          DATABASE_URL: databaseUrl,
          BETTER_AUTH_SECRET: "a-shared-secret-of-at-least-32-characters",
          ...env,
        },
        stdio: "ignore",
      }),
    );
    // One after the other: the next starts on the migrated, seeded database.
    await expect
      .poll(
        async () => (await fetch(`http://localhost:${port}/readyz`).catch(() => null))?.status,
        { timeout: 90_000 },
      )
      .toBe(200);
  }
  return {
    databaseUrl,
    async stop() {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise((resolve) => {
              server.on("exit", resolve);
              server.kill("SIGTERM");
            }),
        ),
      );
      await drop();
    },
  };
}
