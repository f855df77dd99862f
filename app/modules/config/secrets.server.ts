import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "./env.server";

type StoredSecrets = { betterAuthSecret?: string };

/**
 * In the embedded set-up a missing secret is generated once and kept in
 * DATA_DIR/secrets.json (mode 0600), so sessions survive restarts without any
 * configuration. Production with PostgreSQL must set secrets explicitly
 * (enforced by `loadConfig`), because several instances must share them.
 */
export function ensureSecrets(config: Config): Config {
  if (config.betterAuthSecret) return config;
  const file = path.join(config.dataDir, "secrets.json");
  let stored: StoredSecrets = {};
  if (existsSync(file)) {
    try {
      stored = JSON.parse(readFileSync(file, "utf8")) as StoredSecrets;
    } catch {
      throw new Error(
        `${file} is not valid JSON. Restore it from a backup, or delete it to generate new secrets (everyone will be signed out).`,
      );
    }
  }
  if (!stored.betterAuthSecret) {
    stored.betterAuthSecret = randomBytes(32).toString("base64url");
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  return { ...config, betterAuthSecret: stored.betterAuthSecret };
}
