// @ts-check
// Each PostgreSQL pass starts on an empty database, as the PGlite pass does
// on a fresh DATA_DIR: the app migrates and seeds it at start-up.
import pg from "pg";

/** @param {string} url */
export function redactUrl(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

/**
 * Drops everything in the database (its public schema and drizzle's
 * migration journal).
 * @param {string} url
 */
export async function resetDatabase(url) {
  console.warn(`WARNING: resetting the database ${redactUrl(url)} (every table is dropped).`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("DROP SCHEMA IF EXISTS drizzle CASCADE");
    await client.query("DROP SCHEMA IF EXISTS public CASCADE");
    await client.query("CREATE SCHEMA public");
  } finally {
    await client.end();
  }
}

/**
 * The database the PostgreSQL pass uses: BENCH_DATABASE_URL as given (it is
 * wiped), or else a database of its own, `cle_bench`, made afresh on the
 * server of TEST_DATABASE_URL (whose own database is never touched).
 * @returns {Promise<string | undefined>}
 */
export async function benchDatabaseUrl() {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query("DROP DATABASE IF EXISTS cle_bench WITH (FORCE)");
    await admin.query("CREATE DATABASE cle_bench");
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = "/cle_bench";
  return url.toString();
}

/**
 * Gathers the planner's statistics, as a database in service has them. On a
 * freshly seeded database autovacuum analyzes each new table within its first
 * minute, on the same two cores: after the seed and the sign-up, the bench
 * runs it once itself so that it does not land inside a measurement.
 * @param {string} url
 */
export async function analyzeDatabase(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("ANALYZE");
  } finally {
    await client.end();
  }
}
