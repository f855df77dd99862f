import path from "node:path";
import type Stripe from "stripe";
import type { Database } from "~/db/client.server";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { type BackgroundWork, createBackgroundWork } from "~/lib/background-work.server";
import { mediaToolLocation } from "~/lib/locate-media-tools.server";
import { accountHooks } from "~/modules/accounts/account-hooks.server";
import { type Auth, createAuth } from "~/modules/auth/auth.server";
import type { Config } from "~/modules/config/env.server";
import { createMailer, type Mailer } from "~/modules/email/mailer.server";
import { createSmtpTransport } from "~/modules/email/transport.server";
import { firmHooks } from "~/modules/firms/firm-hooks.server";
import type { Logger } from "~/modules/logging/logger.server";
import { bucketHost, checkMediaTools } from "~/modules/media/check-media-tools.server";
import { createMediaStore } from "~/modules/media/create-media-store.server";
import { openUploadStoreOnce } from "~/modules/media/create-upload-store.server";
import type { MediaStore } from "~/modules/media/media-store";
import { createTestProvider, type PaymentProvider } from "~/modules/payments/provider.server";
import { startBackgroundJobs, startBulkJobWorker, startMailDelivery } from "./background-jobs";
import type { BackgroundJob } from "./periodic-job";
import { seedDatabase } from "./seed-database";

/** Everything a request needs from the server, built once at start-up. */
export type AppServices = {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  auth: Auth;
  mailer: Mailer;
  /** E-mail queued after an answer has gone: shutting down waits for it. */
  background: BackgroundWork;
  /** Stripe Checkout when STRIPE_SECRET_KEY is set, else the built-in TEST MODE provider. */
  payments: PaymentProvider;
  /** The Stripe client when STRIPE_SECRET_KEY is set (the webhook verifies events with it). */
  stripe: Stripe | null;
  /** Uploaded lecture media: the S3 bucket when S3_BUCKET is set, else DATA_DIR/media. */
  mediaStore: MediaStore;
  /**
   * Background work: the outbox's delivery when SMTP is set; the hourly
   * credit-deadline reminders and the live sessions' day-before reminders
   * (not under NODE_ENV=test: tests run them with the time they need).
   */
  jobs: BackgroundJob[];
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
  let mailer: Mailer | null = null;
  try {
    await database.migrate();
    // Before the seed: an approval loaded now is mailed to those holding pending certificates.
    mailer = createMailer({
      db: database.db,
      transport: config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null,
      fromAddress: config.contactEmail,
      logger,
    });
    await seedDatabase(database.db, new Date(), { mailer, baseUrl: config.baseUrl });
  } catch (error) {
    await mailer?.stop();
    await database.close();
    throw error;
  }
  logger.info({ database: database.kind }, "database ready");
  mailer.wake();

  if (!mailer.delivering) {
    const where =
      config.nodeEnv === "production" ? "set SMTP_URL to deliver it" : "read it at /dev/mailbox";
    logger[config.nodeEnv === "production" ? "warn" : "info"](
      `SMTP_URL is not set: e-mail is kept in the outbox (${where})`,
    );
  }
  const jobServices = { db: database.db, mailer, logger, baseUrl: config.baseUrl };
  // Stripe's module is loaded only when it is configured (as is S3's, below).
  const stripeModule = config.stripeSecretKey
    ? await import("~/modules/payments/stripe-provider.server")
    : null;
  const stripe =
    stripeModule && config.stripeSecretKey
      ? stripeModule.createStripeClient({ secretKey: config.stripeSecretKey })
      : null;
  const payments =
    stripe && stripeModule ? stripeModule.createStripeProvider(stripe) : createTestProvider();
  const mediaStore = await createMediaStore(config);
  logger.info(
    { mediaStore: mediaStore.kind, bucket: config.s3?.bucket, prefix: config.s3?.keyPrefix },
    "media store ready",
  );
  const mediaTools = { ffmpeg: mediaToolLocation("ffmpeg"), ffprobe: mediaToolLocation("ffprobe") };
  for (const finding of await checkMediaTools(mediaTools, bucketHost(config.s3))) {
    logger[finding.level](finding.fields, finding.message);
  }
  const background = createBackgroundWork();
  return {
    config,
    logger,
    database,
    mailer,
    background,
    auth: createAppAuth(database.db, config, mailer, logger, background),
    payments,
    stripe,
    mediaStore,
    jobs: [
      ...startMailDelivery(jobServices),
      // Started in tests too: a staff member's bulk action waits on it.
      startBulkJobWorker({ ...jobServices, provider: payments }),
      ...(config.nodeEnv === "test"
        ? []
        : startBackgroundJobs({
            ...jobServices,
            provider: payments,
            uploads: openUploadStoreOnce(config),
            mediaStore,
            databaseKind: database.kind,
          })),
    ],
  };
}

/** The auth instance, with what accounts do when a user is created or changed. */
export function createAppAuth(
  db: Database,
  config: Config,
  mailer: Mailer,
  logger: Logger,
  background: BackgroundWork,
): Auth {
  return createAuth(
    db,
    config,
    mailer,
    logger,
    { ...accountHooks(db), ...firmHooks(db, mailer, config.baseUrl) },
    background,
  );
}

/** How long shutting down waits for the e-mail queued after the last answers. */
const BACKGROUND_WORK_GRACE_MS = 10_000;

/**
 * Stops the background jobs and the mail worker (each finishing its pass),
 * once the e-mail queued after the last answers is in the outbox, then closes
 * the database.
 */
export async function closeServices(services: AppServices): Promise<void> {
  await Promise.all(services.jobs.map((job) => job.stop()));
  if (!(await services.background.settled(BACKGROUND_WORK_GRACE_MS))) {
    services.logger.error(
      "shutting down before the e-mail queued after the last answers was in the outbox",
    );
  }
  await services.mailer.stop();
  await services.database.close();
}
