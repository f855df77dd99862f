import { SITE_NAME } from "~/content/site";
import type { Database } from "~/db/client.server";
import type { Logger } from "~/modules/logging/logger.server";
import { deliverDueEmails, type EmailMessage, enqueueEmail } from "./outbox.server";
import type { MailTransport } from "./transport.server";

export type Mailer = {
  /**
   * The one way the application sends e-mail: the message is written to the
   * outbox (inside `tx` when given, so it commits with the change it reports)
   * and the worker is woken to deliver it.
   */
  sendEmail(message: EmailMessage, tx?: Database): Promise<string>;
  /** Runs one delivery pass now (the delivery job, tests). */
  deliverDue(): Promise<{ sent: number; failed: number }>;
  /** Starts a delivery pass soon (after a transaction that wrote messages commits). */
  wake(): void;
  /** Whether messages leave the outbox (an SMTP server is configured). */
  delivering: boolean;
  stop(): Promise<void>;
};

export function createMailer(options: {
  db: Database;
  transport: MailTransport | null;
  fromAddress: string;
  logger: Logger;
}): Mailer {
  const { db, transport, logger } = options;
  const from = `"${SITE_NAME}" <${options.fromAddress}>`;
  let running: Promise<{ sent: number; failed: number }> | null = null;
  let again = false;
  let stopped = false;

  const deliverDue = async (): Promise<{ sent: number; failed: number }> => {
    if (!transport) return { sent: 0, failed: 0 };
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      const total = { sent: 0, failed: 0 };
      do {
        again = false;
        const pass = await deliverDueEmails(db, transport, { from, logger });
        total.sent += pass.sent;
        total.failed += pass.failed;
      } while (again && !stopped);
      return total;
    })();
    try {
      return await running;
    } finally {
      running = null;
    }
  };

  // Delivery also runs on a timer (server/background-jobs.ts); this starts a
  // pass at once when there is something to send.
  const tick = () => {
    deliverDue().catch((error: unknown) =>
      logger.error({ err: error }, "e-mail outbox pass failed"),
    );
  };

  return {
    delivering: transport !== null,
    async sendEmail(message, tx) {
      const id = await enqueueEmail(tx ?? db, message);
      // A message written inside a transaction is delivered by the next pass
      // after that transaction commits; otherwise deliver right away.
      if (!tx && transport && !stopped) setImmediate(tick);
      return id;
    },
    deliverDue,
    wake() {
      if (transport && !stopped) setImmediate(tick);
    },
    async stop() {
      stopped = true;
      await running?.catch(() => {});
      transport?.close();
    },
  };
}
