import path from "node:path";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { type Auth, createAuth } from "~/modules/auth/auth.server";
import { seedCatalogue } from "~/modules/catalogue/seed-catalogue.server";
import type { Config } from "~/modules/config/env.server";
import type { Logger } from "~/modules/logging/logger.server";

/** Everything a request needs from the server, built once at start-up. */
export type AppServices = {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  auth: Auth;
};

/**
 * Opens the database (PostgreSQL when DATABASE_URL is set, else PGlite in
 * DATA_DIR/pglite), applies the migrations, seeds the catalogue and builds
 * the auth instance. The caller must already hold the DATA_DIR lock when
 * using PGlite.
 */
export async function createServices(config: Config, logger: Logger): Promise<AppServices> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dataDir: path.join(config.dataDir, "pglite") },
  );
  try {
    await database.migrate();
    await seedCatalogue(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  logger.info({ database: database.kind }, "database ready");
  return { config, logger, database, auth: createAuth(database.db, config) };
}

export async function closeServices(services: AppServices): Promise<void> {
  await services.database.close();
}
