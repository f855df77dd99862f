import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { Database } from "~/db/client.server";
import { emailOutbox } from "~/db/schema/email";
import { createBackgroundWork } from "~/lib/background-work.server";
import { loadConfig } from "~/modules/config/env.server";
import { createMailer } from "~/modules/email/mailer.server";
import { createLogger } from "~/modules/logging/logger.server";
import { createLocalMediaStore } from "~/modules/media/local-media-store.server";
import { createTestProvider } from "~/modules/payments/provider.server";
import { type AppServices, createAppAuth } from "../../server/services";
import type { TestDatabase } from "./test-database";

export const TEST_BASE_URL = "http://localhost:3000";

/** The messages in the outbox to one address from one template. */
export function outboxMessages(db: Database, to: string, template: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)));
}

/** A mailer that only writes to the database's outbox (nothing is sent). */
export function outboxMailer(db: Database, fromAddress = "a@b.co") {
  return createMailer({ db, transport: null, fromAddress, logger: createLogger("silent") });
}

/**
 * The services a request sees, on a test database: real auth and a mailer
 * that keeps mail in the outbox. Route actions and server modules can then be
 * called with a plain `Request`.
 */
export function createTestContext(
  database: TestDatabase,
  mediaDir = path.join(os.tmpdir(), "cle-test-media"),
): AppLoadContext {
  const result = loadConfig({
    NODE_ENV: "test",
    BASE_URL: TEST_BASE_URL,
    BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    LOG_LEVEL: "silent",
  });
  if (!result.ok) throw new Error(result.problems.join("; "));
  const config = result.config;
  const logger = createLogger("silent");
  const mailer = outboxMailer(database.db, config.contactEmail);
  const background = createBackgroundWork();
  const services: AppServices = {
    config,
    logger,
    database,
    mailer,
    background,
    auth: createAppAuth(database.db, config, mailer, logger, background),
    payments: createTestProvider(),
    stripe: null,
    mediaStore: createLocalMediaStore(mediaDir),
    jobs: [],
  };
  return { services, cspNonce: "" };
}

/** A request as the browser would send it, with the session cookie when given. */
export function browserRequest(
  path: string,
  init: { method?: string; form?: Record<string, string>; cookie?: string } = {},
): Request {
  const headers = new Headers({ Origin: TEST_BASE_URL, "x-client-ip": "192.0.2.10" });
  if (init.cookie) headers.set("Cookie", init.cookie);
  return new Request(new URL(path, TEST_BASE_URL), {
    method: init.method ?? (init.form ? "POST" : "GET"),
    headers,
    body: init.form ? new URLSearchParams(init.form) : null,
  });
}

/** The Cookie header a browser would send back after these Set-Cookie headers. */
export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
