import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { emailOutbox } from "~/db/schema/email";
import { createMailer } from "~/modules/email/mailer.server";
import { MAX_ATTEMPTS, retryDelayMs } from "~/modules/email/outbox.server";
import { WelcomeEmail } from "~/modules/email/templates/welcome-email";
import { createSmtpTransport } from "~/modules/email/transport.server";
import { createLogger } from "~/modules/logging/logger.server";
import { startSmtpSink } from "../setup/smtp-sink";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";

const logger = createLogger("silent");

function welcome(to: string) {
  return {
    to,
    subject: "Welcome to LexEdge CLE",
    template: "welcome",
    body: WelcomeEmail({
      firstName: "Ada",
      trialEndsOn: "December 6, 2026",
      dashboardUrl: "http://localhost:3000/dashboard",
    }),
  };
}

describe.each(DATABASE_KINDS)("e-mail outbox on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.destroy());
  afterEach(async () => {
    await database.db.delete(emailOutbox);
  });

  it("renders the template to HTML and text and delivers it once over SMTP", async () => {
    const sink = await startSmtpSink();
    const mailer = createMailer({
      db: database.db,
      transport: createSmtpTransport(sink.url),
      fromAddress: "support@lexedgecle.com",
      logger,
    });
    try {
      await mailer.sendEmail(welcome("ada@example.com"));
      const email = await sink.waitFor((message) => message.to.includes("ada@example.com"));
      expect(email.subject).toBe("Welcome to LexEdge CLE");
      expect(email.from).toBe("support@lexedgecle.com");
      expect(email.html).toContain("Welcome, Ada!");
      expect(email.text).toContain("Welcome, Ada!");
      expect(email.text).toContain("http://localhost:3000/dashboard");
      await expect
        .poll(async () => (await database.db.select().from(emailOutbox))[0]?.status)
        .toBe("sent");
      expect((await mailer.deliverDue()).sent).toBe(0);
      expect(sink.messages).toHaveLength(1);
    } finally {
      await mailer.stop();
      await sink.stop();
    }
  });

  it("keeps the message while SMTP is down and delivers it once when it is back", async () => {
    const probe = await startSmtpSink();
    const port = probe.port;
    await probe.stop();
    const mailer = createMailer({
      db: database.db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${port}`),
      fromAddress: "support@lexedgecle.com",
      logger,
    });
    try {
      const id = await mailer.sendEmail(welcome("down@example.com"));
      await expect
        // Recorded once the send has failed, not merely when the message was claimed.
        .poll(async () => (await database.db.select().from(emailOutbox))[0]?.lastError)
        .toBeTruthy();
      const [afterFailure] = await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.id, id));
      expect(afterFailure).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
      expect(afterFailure?.lastError).toBeTruthy();
      expect(afterFailure?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

      // Not due yet: a pass does nothing.
      expect(await mailer.deliverDue()).toEqual({ sent: 0, failed: 0 });

      const sink = await startSmtpSink(port);
      try {
        await database.db
          .update(emailOutbox)
          .set({ nextAttemptAt: sql`now() - interval '1 second'` });
        expect(await mailer.deliverDue()).toEqual({ sent: 1, failed: 0 });
        expect(await mailer.deliverDue()).toEqual({ sent: 0, failed: 0 });
        expect(sink.messages.filter((m) => m.to.includes("down@example.com"))).toHaveLength(1);
      } finally {
        await sink.stop();
      }
    } finally {
      await mailer.stop();
    }
  });

  it("gives up after the last attempt and says so", async () => {
    const probe = await startSmtpSink();
    await probe.stop();
    const mailer = createMailer({
      db: database.db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${probe.port}`),
      fromAddress: "support@lexedgecle.com",
      logger,
    });
    try {
      await database.db.insert(emailOutbox).values({
        id: "doomed",
        toAddress: "x@example.com",
        subject: "s",
        html: "<p>h</p>",
        text: "h",
        template: "test",
        attempts: MAX_ATTEMPTS - 1,
      });
      expect(await mailer.deliverDue()).toEqual({ sent: 0, failed: 1 });
      const [row] = await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.id, "doomed"));
      expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    } finally {
      await mailer.stop();
    }
  });

  it("two workers never send the same message twice", async () => {
    const sink = await startSmtpSink();
    // On PostgreSQL the two workers are separate connections, as two instances would be.
    const other =
      kind === "postgres" && database.url
        ? await openDatabase({ kind: "postgres", url: database.url })
        : null;
    const first = createMailer({
      db: database.db,
      transport: createSmtpTransport(sink.url),
      fromAddress: "a@lexedgecle.com",
      logger,
    });
    const second = createMailer({
      db: other?.db ?? database.db,
      transport: createSmtpTransport(sink.url),
      fromAddress: "b@lexedgecle.com",
      logger,
    });
    try {
      const producer = createMailer({
        db: database.db,
        transport: null,
        fromAddress: "p@x.com",
        logger,
      });
      for (let i = 0; i < 30; i++) await producer.sendEmail(welcome(`reader${i}@example.com`));
      await Promise.all([first.deliverDue(), second.deliverDue(), second.deliverDue()]);
      await Promise.all([first.deliverDue(), second.deliverDue()]);
      const rows = await database.db
        .select({ status: emailOutbox.status, attempts: emailOutbox.attempts })
        .from(emailOutbox);
      expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
      const recipients = sink.messages.flatMap((message) => message.to);
      expect(recipients).toHaveLength(30);
      expect(new Set(recipients).size).toBe(30);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
      await other?.close();
      await sink.stop();
    }
  });
});

describe("retry backoff", () => {
  it("doubles from 30 seconds up to an hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});
