// `npm run seed:large -- --registrations=1000000`: builds a large provider
// (server/seed-large-provider.ts) in the database the app is configured for
// (DATABASE_URL, or the embedded one under DATA_DIR), which it migrates and
// seeds first as the app's start-up would. Stop the app first: the embedded
// database is locked while it runs, and a running app would not see the new
// rows in its caches.
import { existsSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "~/db/client.server";
import { loadConfig } from "~/modules/config/env.server";
import { DataDirLockedError, lockDataDir } from "../server/data-dir-lock";
import { seedDatabase } from "../server/seed-database";
import { LARGE_ATTORNEY, seedLargeProvider } from "../server/seed-large-provider";

const USAGE = "usage: npm run seed:large -- [--registrations=1000000]";

async function main(): Promise<number> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  let registrations = 1_000_000;
  for (const arg of process.argv.slice(2)) {
    const match = /^--registrations=([\d_,]+)$/.exec(arg);
    if (match?.[1]) registrations = Number(match[1].replaceAll(/[_,]/g, ""));
    else {
      console.error(USAGE);
      return 2;
    }
  }
  const loaded = loadConfig(process.env);
  if (!loaded.ok) {
    console.error(`The configuration has problems:\n  - ${loaded.problems.join("\n  - ")}`);
    return 1;
  }
  const config = loaded.config;
  let lock: { release(): void } | undefined;
  if (!config.databaseUrl) {
    try {
      lock = await lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(`${error.message}\nStop the server first.`);
        return 1;
      }
      throw error;
    }
  }
  const where = config.databaseUrl
    ? "PostgreSQL (DATABASE_URL)"
    : `PGlite in ${path.join(config.dataDir, "pglite")}`;
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl, poolSize: 2 }
      : { kind: "pglite", dataDir: path.join(config.dataDir, "pglite") },
  );
  try {
    const started = performance.now();
    await database.migrate();
    await seedDatabase(database.db);
    console.log(
      `Migrated and seeded the catalogue in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    console.log(`Seeding ${registrations.toLocaleString("en-US")} registrations into ${where}:`);
    const seed = await seedLargeProvider(database.db, registrations, (line) => console.log(line));
    const { shape } = seed;
    console.log(
      `Done in ${(seed.totalMs / 1000).toFixed(1)} s: ${shape.attorneys.toLocaleString("en-US")} attorneys, ` +
        `${shape.courses.toLocaleString("en-US")} courses, ${shape.sessions.toLocaleString("en-US")} live sessions, ` +
        `${shape.registrations.toLocaleString("en-US")} registrations, ${shape.auditEntries.toLocaleString("en-US")} audit entries, ` +
        `${shape.inboxMessages.toLocaleString("en-US")} inbox messages.\n` +
        `The attorney with ${LARGE_ATTORNEY.completions} completions signs in as ${LARGE_ATTORNEY.email} / ${LARGE_ATTORNEY.password}.`,
    );
    return 0;
  } finally {
    await database.close();
    lock?.release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
