import {
  migrationsFingerprint,
  preparePgliteTemplate,
  preparePostgresTemplate,
} from "./database-templates";

/** Vitest's global set-up: the migrated templates exist before any test file starts. */
export default async function setup(): Promise<void> {
  const fingerprint = migrationsFingerprint();
  await preparePgliteTemplate(fingerprint);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) await preparePostgresTemplate(adminUrl, fingerprint);
}
