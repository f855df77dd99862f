import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "~/db/client.server";
import { account, rateLimit, session, user, verification } from "~/db/schema/auth";
import type { Config } from "~/modules/config/env.server";
import { AUTH_COOKIE_PREFIX } from "./cookie-names";

/**
 * The server's one better-auth instance: e-mail and password, database
 * sessions, rate limits stored in the database (so they hold across
 * instances). The client IP comes only from `x-client-ip`, which the HTTP
 * layer overwrites on every request from the socket (or from X-Forwarded-For
 * when TRUST_PROXY names the proxy), so clients cannot choose their bucket.
 */
export function createAuth(db: Database, config: Config) {
  if (!config.betterAuthSecret) throw new Error("createAuth needs config.betterAuthSecret");
  return betterAuth({
    appName: "LexEdge CLE",
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret: config.betterAuthSecret,
    trustedOrigins: [config.baseUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: config.nodeEnv !== "test",
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.baseUrl.startsWith("https://"),
      cookiePrefix: AUTH_COOKIE_PREFIX,
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Set by the HTTP layer from the socket address; never trusted from the client. */
export const CLIENT_IP_HEADER = "x-client-ip";
