import type { DataStore } from "@tus/utils";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { vacuumDueTables } from "~/db/vacuum-due-tables.server";
import { processBulkItems } from "~/modules/bulk/process-bulk-items.server";
import { sendDueDeadlineWarnings } from "~/modules/credit-tracker/deadline-reminders.server";
import type { Mailer } from "~/modules/email/mailer.server";
import { purgeSentEmails } from "~/modules/email/outbox.server";
import { sendFirmAtRiskAlerts } from "~/modules/firm-compliance/send-at-risk-alerts.server";
import { sendFirmWeeklySummaries } from "~/modules/firm-compliance/send-weekly-summaries.server";
import type { Logger } from "~/modules/logging/logger.server";
import type { MediaStore } from "~/modules/media/media-store";
import { expireUnfinishedUploads } from "~/modules/media/unfinished-uploads.server";
import type { PaymentProvider } from "~/modules/payments/provider.server";
import { resumePendingRefunds } from "~/modules/payments/resume-pending-refunds.server";
import { sendSessionReminders } from "~/modules/registration/session-reminders.server";
import { purgeExpiredRecords } from "~/modules/retention/purge-expired-records.server";
import { offerFreedSeats } from "~/modules/waiting-lists/offer-freed-seats.server";
import { type BackgroundJob, startPeriodicJob } from "./periodic-job";

type JobServices = { db: Database; mailer: Mailer; logger: Logger; baseUrl: string };

/** The credit-deadline reminders a minute after start, then hourly. */
export function startDeadlineReminders(
  options: JobServices & { firstRunMs?: number; intervalMs?: number },
): BackgroundJob {
  return startPeriodicJob({
    name: "deadline reminders",
    logger: options.logger,
    firstRunMs: options.firstRunMs ?? 60_000,
    intervalMs: options.intervalMs ?? 60 * 60_000,
    run: async () => {
      const run = await sendDueDeadlineWarnings(options.db, options.mailer, {
        baseUrl: options.baseUrl,
      });
      if (run.sent > 0) options.logger.info(run, "deadline reminders queued");
    },
  });
}

/**
 * Firms' compliance mail (decision 0064): members whose state became at risk,
 * and administrators' weekly summaries, 75 seconds after start, then hourly.
 */
export function startFirmComplianceMail(
  options: JobServices & { firstRunMs?: number; intervalMs?: number },
): BackgroundJob {
  return startPeriodicJob({
    name: "firm compliance mail",
    logger: options.logger,
    firstRunMs: options.firstRunMs ?? 75_000,
    intervalMs: options.intervalMs ?? 60 * 60_000,
    run: async () => {
      const alerts = await sendFirmAtRiskAlerts(options.db, options.mailer, {
        baseUrl: options.baseUrl,
      });
      const summaries = await sendFirmWeeklySummaries(options.db, options.mailer, {
        baseUrl: options.baseUrl,
      });
      if (alerts.sent + summaries.sent > 0) {
        options.logger.info(
          { atRisk: alerts.sent, weeklySummaries: summaries.sent },
          "firm compliance mail queued",
        );
      }
    },
  });
}

/** The live sessions' day-before reminders, half a minute after start, then every 10 minutes. */
function startSessionReminders(options: JobServices): BackgroundJob {
  return startPeriodicJob({
    name: "session reminders",
    logger: options.logger,
    firstRunMs: 30_000,
    intervalMs: 10 * 60_000,
    run: () => sendSessionReminders(options.db, options.mailer, { baseUrl: options.baseUrl }),
  });
}

/**
 * Freed seats of full sessions offered to their waiting lists, and offers
 * past their time passed on (decision 0068), 20 seconds after start, then
 * every minute: whatever freed the seat, the count finds it.
 */
function startWaitingListOffers(options: JobServices): BackgroundJob {
  return startPeriodicJob({
    name: "waiting-list offers",
    logger: options.logger,
    firstRunMs: 20_000,
    intervalMs: 60_000,
    run: async () => {
      const run = await offerFreedSeats(options.db, options.mailer, { baseUrl: options.baseUrl });
      if (run.offered > 0) options.logger.info(run, "waiting-list seats offered");
    },
  });
}

/** Refunds reserved but never finished (the process stopped), every 5 minutes. */
function startRefundRecovery(options: JobServices & { provider: PaymentProvider }): BackgroundJob {
  return startPeriodicJob({
    name: "pending refunds",
    logger: options.logger,
    firstRunMs: 90_000,
    intervalMs: 5 * 60_000,
    run: async () => {
      const run = await resumePendingRefunds(options.db, options);
      if (run.resumed + run.failed + run.abandoned > 0) {
        options.logger.warn(run, "pending refunds finished after an interruption");
      }
    },
  });
}

/**
 * Closed accounts' certificates whose retention has ended, two minutes after
 * start, then every six hours (a record goes within a day of its end).
 */
export function startRetentionPurge(
  options: JobServices & { firstRunMs?: number; intervalMs?: number; now?: () => Date },
): BackgroundJob {
  return startPeriodicJob({
    name: "retention purge",
    logger: options.logger,
    firstRunMs: options.firstRunMs ?? 120_000,
    intervalMs: options.intervalMs ?? 6 * 60 * 60_000,
    run: async () => {
      const run = await purgeExpiredRecords(options.db, options.now?.() ?? new Date());
      if (
        run.deleted + run.orders + run.shredded + (run.questions ?? 0) + (run.evaluations ?? 0) >
        0
      ) {
        options.logger.info(run, "records past retention deleted");
      }
    },
  });
}

/**
 * Unfinished uploads without progress for a day: their bytes and
 * bookkeeping deleted, two minutes after start, then every 15 minutes.
 */
export function startUploadExpiry(options: {
  db: Database;
  logger: Logger;
  uploads: () => Promise<DataStore>;
  mediaStore: MediaStore;
  now?: () => Date;
  firstRunMs?: number;
  intervalMs?: number;
}): BackgroundJob {
  return startPeriodicJob({
    name: "unfinished upload expiry",
    logger: options.logger,
    firstRunMs: options.firstRunMs ?? 120_000,
    intervalMs: options.intervalMs ?? 15 * 60_000,
    run: async () => {
      const run = await expireUnfinishedUploads(options, options.now?.() ?? new Date());
      if (run.expired > 0) options.logger.info(run, "unfinished uploads expired");
    },
  });
}

/**
 * The embedded database's vacuum and analyse (decision 0084): PGlite has no
 * autovacuum worker, so the server does what autovacuum would, five minutes
 * after start, then every ten, a second's worth of tables a pass (requests
 * wait while a table is vacuumed). PostgreSQL runs its own.
 */
export function startEmbeddedTableUpkeep(options: {
  db: Database;
  logger: Logger;
  firstRunMs?: number;
  intervalMs?: number;
}): BackgroundJob {
  return startPeriodicJob({
    name: "embedded database upkeep",
    logger: options.logger,
    firstRunMs: options.firstRunMs ?? 5 * 60_000,
    intervalMs: options.intervalMs ?? 10 * 60_000,
    run: async () => {
      const done = await vacuumDueTables(options.db, { budgetMs: 1_000 });
      if (done.length > 0) {
        options.logger.info({ tables: done }, "embedded database tables vacuumed or analysed");
      }
    },
  });
}

/** Every process's background work. Each job records what it did, so instances never repeat it. */
export function startBackgroundJobs(
  options: JobServices & {
    provider: PaymentProvider;
    uploads: () => Promise<DataStore>;
    mediaStore: MediaStore;
    databaseKind: DatabaseHandle["kind"];
  },
): BackgroundJob[] {
  return [
    ...(options.databaseKind === "pglite" ? [startEmbeddedTableUpkeep(options)] : []),
    startDeadlineReminders(options),
    startFirmComplianceMail(options),
    startSessionReminders(options),
    startWaitingListOffers(options),
    startRefundRecovery(options),
    startRetentionPurge(options),
    startUploadExpiry(options),
  ];
}

/**
 * Staff's bulk actions too large to do in the request (decision 0071), every
 * 3 seconds, a slice at a time. Each item is taken with its row locked and
 * skipped by other workers, so several instances share the work safely.
 */
export function startBulkJobWorker(
  options: JobServices & { provider: PaymentProvider; firstRunMs?: number; intervalMs?: number },
): BackgroundJob {
  return startPeriodicJob({
    name: "bulk actions",
    logger: options.logger,
    firstRunMs: options.firstRunMs ?? 3_000,
    intervalMs: options.intervalMs ?? 3_000,
    run: async () => {
      const taken = await processBulkItems(options.db, options, { limit: 200 });
      if (taken > 0) options.logger.info({ taken }, "bulk action items done");
    },
  });
}

/**
 * The outbox's delivery (every 5 s, besides the pass a new message starts at
 * once) and its purge of sent mail past retention (hourly), when SMTP is set.
 */
export function startMailDelivery(options: JobServices): BackgroundJob[] {
  if (!options.mailer.delivering) return [];
  return [
    startPeriodicJob({
      name: "e-mail delivery",
      logger: options.logger,
      firstRunMs: 5_000,
      intervalMs: 5_000,
      run: () => options.mailer.deliverDue(),
    }),
    startPeriodicJob({
      name: "e-mail purge",
      logger: options.logger,
      firstRunMs: 60_000,
      intervalMs: 60 * 60_000,
      run: () => purgeSentEmails(options.db),
    }),
  ];
}
