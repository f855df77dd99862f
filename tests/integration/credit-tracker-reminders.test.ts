// Deadline reminders 60 and 14 days before a period ends: once each, on each
// state's own day, never for a complete period, from a timer, across instances.

import { and, eq, like } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { openDatabase } from "~/db/client.server";
import { deadlineWarnings } from "~/db/schema/compliance";
import { emailOutbox } from "~/db/schema/email";
import { addDays, formatDay, requireDay } from "~/lib/iso-dates";
import { addOutsideCredit } from "~/modules/credit-tracker/add-outside-credit.server";
import { sendDueDeadlineWarnings } from "~/modules/credit-tracker/deadline-reminders.server";
import { loadCreditSummary } from "~/modules/credit-tracker/load-credit-summary.server";
import { loadCreditTracker } from "~/modules/credit-tracker/load-credit-tracker.server";
import { saveReportingPeriod } from "~/modules/credit-tracker/save-reporting-period.server";
import type { Logger } from "~/modules/logging/logger.server";
import { startDeadlineReminders } from "../../server/background-jobs";
import { DATABASE_KINDS } from "../setup/test-database";
import { outboxMailer, TEST_BASE_URL } from "../setup/test-services";
import { openTrackerWorld, trackerActions } from "../support/credit-tracker-world";

describe.each(DATABASE_KINDS)("credit tracker: deadline reminders on %s", (kind) => {
  const world = openTrackerWorld(kind);
  const { attorney, trackedPeriod } = trackerActions(world, kind);

  describe("deadline reminders", () => {
    const mailer = () => outboxMailer(world.database.db);
    const daysBefore = (end: string, days: number) =>
      formatDay(addDays(requireDay(end, "end"), -days));
    const mailFor = (email: string) =>
      world.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, email), like(emailOutbox.template, "deadline-%")));

    const virginiaPeriod = (uid: string) =>
      trackedPeriod(uid, "virginia", "VA-9", { startsOn: "2026-11-01", endsOn: "2027-10-31" });

    it("sends 60 and then 14 days before the deadline, once each, with what is missing", async () => {
      const { uid, email } = await attorney("Lovelace");
      const period = await virginiaPeriod(uid);
      await addOutsideCredit(world.database.db, uid, {
        stateSlug: "virginia",
        title: "Trial Advocacy",
        provider: "Virginia CLE",
        completedOn: "2027-01-15",
        format: "live",
        accredited: true,
        hours: { general: 4 },
        certificate: null,
      });
      // Other attorneys' periods get their reminders in the same runs: count this one's mail.
      const sendAndCount = async (today: string) => {
        await sendDueDeadlineWarnings(
          world.database.db,
          mailer(),
          { baseUrl: TEST_BASE_URL },
          today,
        );
        return (await mailFor(email)).length;
      };

      expect(await sendAndCount(daysBefore(period.endsOn, 61))).toBe(0);
      expect(await sendAndCount(daysBefore(period.endsOn, 60))).toBe(1);
      expect(await sendAndCount(daysBefore(period.endsOn, 60))).toBe(1);
      expect(await sendAndCount(daysBefore(period.endsOn, 30))).toBe(1);
      let mail = await mailFor(email);
      expect(mail[0]?.template).toBe("deadline-warning-60");
      expect(mail[0]?.subject).toBe(
        "Virginia CLE deadline October 31, 2027: 8.0 hours still needed",
      );
      expect(mail[0]?.text).toContain("in 60 days");
      expect(mail[0]?.text).toContain("4.0 hours of 12.0 hours counted");
      expect(mail[0]?.text).toContain("Ethics / professionalism: earn 2.0 more hours");
      expect(mail[0]?.text).toContain(`${TEST_BASE_URL}/dashboard/credits`);

      expect(await sendAndCount(daysBefore(period.endsOn, 14))).toBe(2);
      expect(await sendAndCount(daysBefore(period.endsOn, 3))).toBe(2);
      // After the period, nothing.
      expect(await sendAndCount(daysBefore(period.endsOn, -1))).toBe(2);
      mail = await mailFor(email);
      expect(mail.map((message) => message.template).sort()).toEqual([
        "deadline-warning-14",
        "deadline-warning-60",
      ]);
      const warnings = await world.database.db
        .select()
        .from(deadlineWarnings)
        .where(eq(deadlineWarnings.periodId, period.id));
      expect(warnings.map((row) => row.daysBefore).sort()).toEqual([14, 60]);

      // The period moved a year on: its new deadline gets its own warnings.
      const moved = await saveReportingPeriod(world.database.db, uid, {
        periodId: period.id,
        stateSlug: "virginia",
        startsOn: "2027-11-01",
        endsOn: "2028-10-31",
      });
      expect(moved.ok).toBe(true);
      expect(await sendAndCount(daysBefore("2028-10-31", 60))).toBe(3);
      expect(await sendAndCount(daysBefore("2028-10-31", 14))).toBe(4);
    });

    it("judges each state on its own calendar day: late evening in Seattle is still the deadline day", async () => {
      const { uid, email } = await attorney("Lovelace");
      for (const stateSlug of ["washington", "virginia"]) {
        const saved = await saveReportingPeriod(world.database.db, uid, {
          stateSlug,
          startsOn: stateSlug === "washington" ? "2024-01-01" : "2026-01-01",
          endsOn: "2026-12-31",
        });
        expect(saved.ok).toBe(true);
      }
      // 1 a.m. on January 1 in Richmond, 10 p.m. on December 31 in Seattle.
      const instant = new Date("2027-01-01T06:00:00Z");
      const tracker = await loadCreditTracker(world.database.db, uid, instant);
      const period = (slug: string) => tracker.states.find((state) => state.slug === slug)?.judged;
      expect(period("washington")?.status).toBe("current");
      expect(period("virginia")?.status).toBe("ended");
      const summary = await loadCreditSummary(world.database.db, uid, instant);
      expect(summary.lines.find((line) => line.slug === "washington")?.daysLeft).toBe(0);

      await sendDueDeadlineWarnings(
        world.database.db,
        mailer(),
        { baseUrl: TEST_BASE_URL },
        instant,
      );
      const mail = await mailFor(email);
      expect(mail.map((message) => message.subject)).toEqual([
        expect.stringMatching(/^Washington CLE deadline December 31, 2026: /),
      ]);
      expect(mail[0]?.text).toContain("today");
    });

    it("sends nothing for a complete period", async () => {
      const { uid, email } = await attorney("Lovelace");
      const period = await virginiaPeriod(uid);
      await addOutsideCredit(world.database.db, uid, {
        stateSlug: "virginia",
        title: "Annual Update",
        provider: "Virginia CLE",
        completedOn: "2027-02-01",
        format: "live",
        accredited: true,
        hours: { general: 10, ethics: 2 },
        certificate: null,
      });
      for (const days of [60, 14]) {
        await sendDueDeadlineWarnings(
          world.database.db,
          mailer(),
          { baseUrl: TEST_BASE_URL },
          daysBefore(period.endsOn, days),
        );
      }
      expect(await mailFor(email)).toHaveLength(0);
      expect(
        await world.database.db
          .select()
          .from(deadlineWarnings)
          .where(eq(deadlineWarnings.periodId, period.id)),
      ).toHaveLength(0);
    });

    it("runs from a timer, logs a failed pass instead of throwing, and stops", async () => {
      const logged: unknown[] = [];
      const logger = {
        info: () => {},
        error: (details: unknown) => logged.push(details),
      } as unknown as Logger;
      const broken = {
        select: () => {
          throw new Error("database unavailable");
        },
      } as unknown as typeof world.database.db;
      const job = startDeadlineReminders({
        db: broken,
        mailer: mailer(),
        logger,
        baseUrl: TEST_BASE_URL,
        firstRunMs: 5,
        intervalMs: 10,
      });
      await vi.waitFor(() => expect(logged.length).toBeGreaterThanOrEqual(2));
      await job.stop();
      const after = logged.length;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(logged.length).toBe(after);
    });

    it.runIf(kind === "postgres")(
      "two instances running at once send each reminder once",
      async () => {
        const { uid, email } = await attorney("Lovelace");
        const period = await virginiaPeriod(uid);
        const url = world.database.url;
        if (!url) throw new Error("no url");
        const [a, b] = await Promise.all([
          openDatabase({ kind: "postgres", url, poolSize: 3 }),
          openDatabase({ kind: "postgres", url, poolSize: 3 }),
        ]);
        try {
          const instance = (db: typeof a.db) => outboxMailer(db);
          const today = daysBefore(period.endsOn, 60);
          const runs = await Promise.all([
            sendDueDeadlineWarnings(a.db, instance(a.db), { baseUrl: TEST_BASE_URL }, today),
            sendDueDeadlineWarnings(b.db, instance(b.db), { baseUrl: TEST_BASE_URL }, today),
            sendDueDeadlineWarnings(a.db, instance(a.db), { baseUrl: TEST_BASE_URL }, today),
          ]);
          expect(runs.every((run) => run.checked > 0)).toBe(true);
          expect(await mailFor(email)).toHaveLength(1);
          expect(
            await world.database.db
              .select()
              .from(deadlineWarnings)
              .where(eq(deadlineWarnings.periodId, period.id)),
          ).toHaveLength(1);
        } finally {
          await Promise.all([a.close(), b.close()]);
        }
      },
    );
  });
});
