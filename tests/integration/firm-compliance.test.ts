// The firm compliance view: only consenting members' trackers are read, the
// status comes from the credit tracker and changes when a member completes a
// course; the gap's courses; exports; the at-risk mail and the weekly summary,
// each sent once (recorded), delivered over SMTP; on both databases.

import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { emailOutbox } from "~/db/schema/email";
import { firmRiskAlerts } from "~/db/schema/firm-compliance";
import { listCourses } from "~/modules/catalogue/list-courses.server";
import { addOutsideCredit } from "~/modules/credit-tracker/add-outside-credit.server";
import { loadCreditTracker } from "~/modules/credit-tracker/load-credit-tracker.server";
import { createMailer } from "~/modules/email/mailer.server";
import { createSmtpTransport } from "~/modules/email/transport.server";
import { complianceExportRows } from "~/modules/firm-compliance/export-rows";
import { filterFirmCompliance } from "~/modules/firm-compliance/firm-compliance-filters";
import { listGapCourses } from "~/modules/firm-compliance/list-gap-courses.server";
import { loadFirmCompliance } from "~/modules/firm-compliance/load-firm-compliance.server";
import { sendFirmAtRiskAlerts } from "~/modules/firm-compliance/send-at-risk-alerts.server";
import { sendFirmWeeklySummaries } from "~/modules/firm-compliance/send-weekly-summaries.server";
import { setWeeklySummary } from "~/modules/firm-compliance/set-weekly-summary.server";
import { weekOf } from "~/modules/firm-compliance/week-of";
import { createLogger } from "~/modules/logging/logger.server";
import { action as complianceAction, loader as complianceLoader } from "~/routes/firm/compliance";
import { loader as exportLoader } from "~/routes/firm/compliance-export";
import { loader as memberLoader } from "~/routes/firm/compliance-member";
import { loader as reportLoader } from "~/routes/firm/compliance-report";
import { startFirmComplianceMail } from "../../server/background-jobs";
import { startSmtpSink } from "../setup/smtp-sink";
import { DATABASE_KINDS } from "../setup/test-database";
import { outboxMailer, TEST_BASE_URL } from "../setup/test-services";
import {
  COURSE_A,
  COURSE_B,
  openTrackerWorld,
  trackerActions,
} from "../support/credit-tracker-world";
import { addFirmMember, createFirm, giveSeat, setConsent } from "../support/firm-fixtures";
import { pdfText } from "../support/pdf-text";
import { getFrom, postTo } from "../support/route-calls";

// Virginia: 12 hours a year (November to October), 2 of them ethics.
const PERIOD = { startsOn: "2026-11-01", endsOn: "2027-10-31" };
const FAR = "2027-08-01"; // 91 days before the deadline
const NEAR = "2027-09-15"; // 46 days before

describe.each(DATABASE_KINDS)("firm compliance on %s", (kind) => {
  const world = openTrackerWorld(kind);
  const { attorney, trackedPeriod, certificate } = trackerActions(world, kind);
  const db = () => world.database.db;

  /** A firm: its administrator, a member who shares (Virginia, 4 hours) and one who does not. */
  async function firmWorld() {
    const admin = await attorney("Hale");
    const sharing = await attorney("Sharer");
    const private_ = await attorney("Private");
    const firmId = await createFirm(db(), admin.uid);
    await addFirmMember(db(), firmId, sharing.uid, true);
    await addFirmMember(db(), firmId, private_.uid, false);
    for (const person of [sharing, private_]) {
      await trackedPeriod(person.uid, "virginia", `VA-${person.uid.slice(0, 5)}`, PERIOD);
      await addOutsideCredit(db(), person.uid, {
        stateSlug: "virginia",
        title: "Trial Advocacy",
        provider: "Virginia CLE",
        completedOn: "2027-01-15",
        format: "live",
        accredited: true,
        hours: { general: 4 },
        certificate: null,
      });
    }
    return { admin, sharing, private_, firmId };
  }

  it("reads the tracker of consenting members only; others show courses through the firm", async () => {
    const { admin, sharing, private_, firmId } = await firmWorld();
    // A seat given by the firm (completed) and one the member bought alone.
    await giveSeat(db(), {
      firmId,
      buyerUid: admin.uid,
      uid: private_.uid,
      courseId: COURSE_A ?? "",
    });
    await certificate(private_.uid, {
      courseId: COURSE_A,
      stateSlug: "virginia",
      completedOn: "2027-02-01",
      credits: { general: 1 },
    });
    await giveSeat(db(), {
      firmId: null,
      buyerUid: private_.uid,
      uid: private_.uid,
      courseId: COURSE_B ?? "",
    });

    const members = await loadFirmCompliance(db(), firmId, NEAR);
    const byUid = new Map(members.map((member) => [member.uid, member]));
    const shared = byUid.get(sharing.uid);
    expect(shared?.status).toBe("at-risk");
    expect(shared?.nextDeadline).toEqual({ stateName: "Virginia", on: "2027-10-31", daysLeft: 46 });
    expect(shared?.stillNeeded).toBe(8);
    const virginia = shared?.states[0];
    expect(virginia?.categories[0]).toEqual({
      label: "Total",
      earned: 4,
      required: 12,
      missing: 8,
    });
    expect(virginia?.categories.some((line) => line.missing === 2)).toBe(true);

    const hidden = byUid.get(private_.uid);
    expect(hidden?.shares).toBe(false);
    expect(hidden?.status).toBeNull();
    expect(hidden?.states).toEqual([]);
    expect(hidden?.stillNeeded).toBeNull();
    expect(hidden?.firmCourses).toEqual([
      expect.objectContaining({ courseId: COURSE_A, completedOn: "2027-02-01" }),
    ]);
    // The administrator has not agreed to share either.
    expect(byUid.get(admin.uid)?.status).toBeNull();

    // Far from the deadline, the same gap is on track; consent given, the tracker shows.
    expect(
      (await loadFirmCompliance(db(), firmId, FAR)).find((m) => m.uid === sharing.uid)?.status,
    ).toBe("on-track");
    await setConsent(db(), private_.uid, true);
    const after = (await loadFirmCompliance(db(), firmId, NEAR)).find(
      (m) => m.uid === private_.uid,
    );
    expect(after?.status).toBe("at-risk");
    expect(after?.stillNeeded).toBe(7);
    // Revoked: hidden again.
    await setConsent(db(), private_.uid, false);
    expect(
      (await loadFirmCompliance(db(), firmId, NEAR)).find((m) => m.uid === private_.uid)?.states,
    ).toEqual([]);

    // Filters and order: at risk first, then by name; by status; by words.
    const filtered = filterFirmCompliance(members, { status: "at-risk" });
    expect(filtered.map((member) => member.uid)).toEqual([sharing.uid]);
    expect(filterFirmCompliance(members, { q: "sharer" }).map((m) => m.uid)).toEqual([sharing.uid]);
    expect(filterFirmCompliance(members, { q: "nobody-by-this-name" })).toEqual([]);
    expect(filterFirmCompliance(members, { q: sharing.email.slice(0, 12) }).length).toBe(1);
    expect(filterFirmCompliance(members, {})[0]?.uid).toBe(sharing.uid);
    const rows = complianceExportRows(members);
    expect(rows.find((row) => row.email === sharing.email)).toMatchObject({
      state: "Virginia",
      stateStatus: "At risk",
      deadline: "2027-10-31",
      earned: "4.0",
      required: "12.0",
      stillNeeded: "8.0",
    });
  });

  it("changes the member's status when they complete a course", async () => {
    const { sharing, firmId } = await firmWorld();
    const before = (await loadFirmCompliance(db(), firmId, NEAR)).find(
      (m) => m.uid === sharing.uid,
    );
    expect(before?.status).toBe("at-risk");
    await certificate(sharing.uid, {
      courseId: COURSE_A,
      stateSlug: "virginia",
      completedOn: "2027-09-01",
      credits: { general: 6, ethics: 2 },
    });
    const after = (await loadFirmCompliance(db(), firmId, NEAR)).find((m) => m.uid === sharing.uid);
    expect(after?.status).toBe("on-track");
    expect(after?.stillNeeded).toBe(0);
    // After the deadline with hours missing, late.
    const other = await attorney("Late");
    await addFirmMember(db(), firmId, other.uid, true);
    await trackedPeriod(other.uid, "virginia", "VA-LATE", {
      startsOn: "2025-11-01",
      endsOn: "2026-10-31",
    });
    const late = (await loadFirmCompliance(db(), firmId, "2026-11-10")).find(
      (m) => m.uid === other.uid,
    );
    expect(late?.status).toBe("late");
  });

  it("offers approved courses that close the gap before the deadline, not ones already taken", async () => {
    const { sharing } = await firmWorld();
    const now = new Date(`${NEAR}T12:00:00Z`);
    const tracker = await loadCreditTracker(db(), sharing.uid, NEAR);
    const gaps = await listGapCourses(db(), sharing.uid, tracker.states, now);
    expect(gaps).toHaveLength(1);
    const gap = gaps[0];
    expect(gap?.slug).toBe("virginia");
    expect(gap?.stillNeeded).toBe(8);
    expect(gap?.missing[0]).toEqual({ label: "Total", hours: 8 });
    const approved = new Set(
      (await listCourses(db(), { state: "virginia" }, now)).map((course) => course.id),
    );
    expect(gap?.courses.length).toBeGreaterThan(0);
    for (const course of gap?.courses ?? []) {
      expect(approved.has(course.courseId)).toBe(true);
      expect(course.hours).toBeGreaterThan(0);
    }
    const first = gap?.courses[0]?.courseId ?? "";
    await giveSeat(db(), {
      firmId: null,
      buyerUid: sharing.uid,
      uid: sharing.uid,
      courseId: first,
    });
    const again = await listGapCourses(db(), sharing.uid, tracker.states, now);
    expect(again[0]?.courses.map((course) => course.courseId)).not.toContain(first);
  });

  it("serves the page, the member's gap with 'Assign a seat', CSV and PDF to the firm's administrators only", async () => {
    const { admin, sharing, private_, firmId } = await firmWorld();
    const page = await getFrom(
      complianceLoader,
      world.context,
      "/firm/compliance?sort=name",
      {},
      admin.cookie,
    );
    expect(page.status).toBe(200);
    const data = page.data as Awaited<ReturnType<typeof complianceLoader>>;
    expect(data.rows.map((row) => row.name)).toEqual(
      [...data.rows.map((row) => row.name)].sort((a, b) => a.localeCompare(b, "en")),
    );
    expect(data.total).toBe(3);
    expect(data.weeklySummary).toBe(true);

    // A member (not an administrator) and an outsider are refused.
    expect(
      (await getFrom(complianceLoader, world.context, "/firm/compliance", {}, sharing.cookie))
        .status,
    ).toBe(403);
    const outsider = await attorney("Outsider");
    expect(
      (
        await getFrom(
          exportLoader,
          world.context,
          "/firm/compliance/export.csv",
          {},
          outsider.cookie,
        )
      ).status,
    ).toBe(403);

    const member = await getFrom(
      memberLoader,
      world.context,
      `/firm/compliance/${sharing.uid}`,
      { memberId: sharing.uid },
      admin.cookie,
    );
    expect(member.status).toBe(200);
    const notMine = await getFrom(
      memberLoader,
      world.context,
      `/firm/compliance/${outsider.uid}`,
      { memberId: outsider.uid },
      admin.cookie,
    );
    expect(notMine.status).toBe(404);
    const hidden = (
      await getFrom(
        memberLoader,
        world.context,
        `/firm/compliance/${private_.uid}`,
        { memberId: private_.uid },
        admin.cookie,
      )
    ).data as { gaps: unknown };
    expect(hidden.gaps).toBeNull();

    const csv = await getFrom(
      exportLoader,
      world.context,
      "/firm/compliance/export.csv",
      {},
      admin.cookie,
    );
    const text = await csv.response?.text();
    expect(csv.response?.headers.get("Content-Type")).toContain("text/csv");
    expect(text?.split("\r\n")[0]).toContain("member,e-mail,role,shares compliance");
    expect(text).toContain(sharing.email);
    expect(text).toContain(`${private_.email},member,no,Not shared`);

    const pdf = await getFrom(
      reportLoader,
      world.context,
      "/firm/compliance/report.pdf",
      {},
      admin.cookie,
    );
    expect(pdf.response?.headers.get("Content-Type")).toBe("application/pdf");
    const bytes = new Uint8Array(await (pdf.response as Response).arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const report = (await pdfText(bytes)).pages.join(" ");
    expect(report).toContain("Hale & Partners LLP: CLE compliance");
    expect(report).toContain("Ada Sharer");
    expect(report).toMatch(/Virginia \((On track|At risk|Late)\) October 31, 2027 4\.0 12\.0 8\.0/);
    expect(report).toContain("Not shared");

    // The weekly summary switch; bad input is a 400 with a message.
    const off = await postTo(
      complianceAction,
      world.context,
      "/firm/compliance",
      {},
      { weeklySummary: "off" },
      admin.cookie,
    );
    expect(off.status).toBe(200);
    const after = await getFrom(
      complianceLoader,
      world.context,
      "/firm/compliance",
      {},
      admin.cookie,
    );
    expect((after.data as { weeklySummary: boolean }).weeklySummary).toBe(false);
    const bad = await postTo(
      complianceAction,
      world.context,
      "/firm/compliance",
      {},
      { weeklySummary: "maybe" },
      admin.cookie,
    );
    expect(bad.status).toBe(400);
    expect(firmId).toBeTruthy();
  });

  it("mails a member once when their state becomes at risk, with the gap and courses, over SMTP", async () => {
    const { sharing, private_ } = await firmWorld();
    const loner = await attorney("Loner"); // in no firm: no firm mail
    await trackedPeriod(loner.uid, "virginia", "VA-LONER", PERIOD);
    const sink = await startSmtpSink();
    const mailer = createMailer({
      db: db(),
      transport: createSmtpTransport(sink.url),
      fromAddress: "support@lexedgecle.com",
      logger: createLogger("silent"),
    });
    const mine = (email: string) =>
      db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, "firm-at-risk")));
    try {
      await sendFirmAtRiskAlerts(db(), mailer, { baseUrl: TEST_BASE_URL }, "2027-08-31");
      expect(await mine(sharing.email)).toHaveLength(0);
      await sendFirmAtRiskAlerts(db(), mailer, { baseUrl: TEST_BASE_URL }, "2027-09-01");
      await sendFirmAtRiskAlerts(db(), mailer, { baseUrl: TEST_BASE_URL }, NEAR);
      // Sent to both members (it is their own gap; consent is about the firm seeing it), once each.
      expect(await mine(sharing.email)).toHaveLength(1);
      expect(await mine(private_.email)).toHaveLength(1);
      expect(await mine(loner.email)).toHaveLength(0);
      // Earlier tests' mail is in the outbox too: deliver it all.
      while ((await mailer.deliverDue()).sent > 0);
      const email = await sink.waitFor(
        (message) => message.to.includes(sharing.email) && message.subject.startsWith("Virginia"),
      );
      expect(email.subject).toBe("Virginia CLE: 8.0 hours still needed by October 31, 2027");
      expect(email.text).toContain("Approved courses that close the gap");
      expect(email.text).toContain(`${TEST_BASE_URL}/courses/`);
      expect(email.text).toContain("Total: 8.0 hours");
      const recorded = await db().select().from(firmRiskAlerts);
      expect(recorded.filter((row) => row.endsOn === PERIOD.endsOn).length).toBeGreaterThanOrEqual(
        2,
      );
    } finally {
      await mailer.stop();
      await sink.stop();
    }
  });

  it("sends each administrator one weekly summary a week, unless they opt out", async () => {
    const { admin } = await firmWorld();
    const mailer = outboxMailer(db());
    const summaries = () =>
      db()
        .select()
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.toAddress, admin.email),
            eq(emailOutbox.template, "firm-weekly-summary"),
          ),
        );
    expect(weekOf("2027-09-15")).toBe("2027-09-13");
    expect(weekOf("2027-09-13")).toBe("2027-09-13");
    expect(weekOf("2027-09-19")).toBe("2027-09-13");
    await sendFirmWeeklySummaries(db(), mailer, { baseUrl: TEST_BASE_URL }, NEAR);
    await sendFirmWeeklySummaries(db(), mailer, { baseUrl: TEST_BASE_URL }, "2027-09-17");
    let mail = await summaries();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain("1 at risk");
    expect(mail[0]?.text).toContain("2 not sharing their tracker");
    expect(mail[0]?.text).toContain("8.0 hours needed, deadline October 31, 2027");
    expect(mail[0]?.text).toContain(`${TEST_BASE_URL}/firm/compliance`);
    await sendFirmWeeklySummaries(db(), mailer, { baseUrl: TEST_BASE_URL }, "2027-09-20");
    expect(await summaries()).toHaveLength(2);
    await setWeeklySummary(db(), admin.uid, false);
    await sendFirmWeeklySummaries(db(), mailer, { baseUrl: TEST_BASE_URL }, "2027-09-27");
    mail = await summaries();
    expect(mail).toHaveLength(2);
    await setWeeklySummary(db(), admin.uid, true);
    await sendFirmWeeklySummaries(db(), mailer, { baseUrl: TEST_BASE_URL }, "2027-09-28");
    expect(await summaries()).toHaveLength(3);
  });

  it("runs from the hourly job: this week's summary reaches a new administrator", async () => {
    const { admin } = await firmWorld();
    const job = startFirmComplianceMail({
      db: db(),
      mailer: outboxMailer(db()),
      logger: createLogger("silent"),
      baseUrl: TEST_BASE_URL,
      firstRunMs: 5,
      intervalMs: 60_000,
    });
    try {
      await expect
        .poll(
          async () =>
            (
              await db()
                .select()
                .from(emailOutbox)
                .where(
                  and(
                    eq(emailOutbox.toAddress, admin.email),
                    eq(emailOutbox.template, "firm-weekly-summary"),
                  ),
                )
            ).length,
          { timeout: 15_000 },
        )
        .toBe(1);
    } finally {
      await job.stop();
    }
  });

  it.runIf(kind === "postgres")(
    "two instances running the mail at once send each at-risk mail and summary once",
    async () => {
      const { admin, sharing } = await firmWorld();
      const url = world.database.url;
      if (!url) throw new Error("no url");
      const [a, b] = await Promise.all([
        openDatabase({ kind: "postgres", url, poolSize: 3 }),
        openDatabase({ kind: "postgres", url, poolSize: 3 }),
      ]);
      const count = async (email: string, template: string) =>
        (
          await db()
            .select()
            .from(emailOutbox)
            .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, template)))
        ).length;
      try {
        const day = "2027-09-02";
        await Promise.all(
          [a.db, b.db, a.db].flatMap((handle) => [
            sendFirmAtRiskAlerts(handle, outboxMailer(handle), { baseUrl: TEST_BASE_URL }, day),
            sendFirmWeeklySummaries(handle, outboxMailer(handle), { baseUrl: TEST_BASE_URL }, day),
          ]),
        );
        expect(await count(sharing.email, "firm-at-risk")).toBe(1);
        expect(await count(admin.email, "firm-weekly-summary")).toBe(1);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    },
  );
});
