// The credit tracker end to end: states, suggested periods, credits landing in
// them, the summary, and a pending approval granted later.

import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courseStateApprovals } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { saveBirthDate } from "~/modules/accounts/save-birth-date.server";
import { reissueApprovedCertificates } from "~/modules/certificates/reissue-approved-certificates.server";
import { acceptSuggestedPeriod } from "~/modules/credit-tracker/accept-suggested-period.server";
import { loadCreditSummary } from "~/modules/credit-tracker/load-credit-summary.server";
import { loadCreditTracker } from "~/modules/credit-tracker/load-credit-tracker.server";
import { loader as pageLoader } from "~/routes/account/credits";
import { DATABASE_KINDS } from "../setup/test-database";
import {
  browserRequest,
  outboxMailer,
  outboxMessages,
  TEST_BASE_URL,
} from "../setup/test-services";
import { COMPLIANCE } from "../support/certificate-fixtures";
import {
  COURSE_A,
  COURSE_B,
  COURSE_C,
  creditFields,
  openTrackerWorld,
  pdfBytes,
  requirement,
  stateOf,
  TODAY,
  trackerActions,
} from "../support/credit-tracker-world";

describe.each(DATABASE_KINDS)("credit tracker on %s", (kind) => {
  const world = openTrackerWorld(kind);
  const { attorney, certificate, post } = trackerActions(world, kind);

  it("an attorney in New York and Illinois sees each credit land in the right period, with what is still missing", async () => {
    const { uid, cookie } = await attorney("Lovelace");
    // Added through the page's action, as the attorney would.
    expect(
      (
        await post(cookie, {
          intent: "add-state",
          state: "new-york",
          barNumber: "NY-4455667",
          admittedOn: "2015-03-18",
        })
      ).status,
    ).toBe(200);
    expect(
      (await post(cookie, { intent: "add-state", state: "illinois", barNumber: "6301234" })).status,
    ).toBe(200);
    // New York needs the date of birth before it can suggest a period.
    let tracker = await loadCreditTracker(world.database.db, uid, TODAY);
    const newYorkBefore = stateOf(tracker.states, "new-york");
    expect(newYorkBefore.suggestion).toMatchObject({ ok: false, needs: ["birthDate"] });
    expect(newYorkBefore.offerSuggestion).toBe(true);
    // Without a period, what New York asks of everyone still shows; the state
    // chosen at sign-up is the one the page offers first.
    expect(newYorkBefore.evaluation).toBeNull();
    expect(newYorkBefore.requirementsOutline).toMatchObject({
      totalHours: 24,
      periodMonths: 24,
      requirements: expect.arrayContaining([
        expect.objectContaining({ label: expect.stringMatching(/ethics/i), hours: 4 }),
      ]),
    });
    expect(tracker.profile.state).toBe("new-york");
    expect(stateOf(tracker.states, "illinois").suggestion).toMatchObject({
      ok: true,
      startsOn: "2026-07-01",
      endsOn: "2028-06-30",
    });
    expect(await saveBirthDate(world.database.db, uid, "1980-04-15")).toBe(true);

    for (const state of ["new-york", "illinois"]) {
      expect(await acceptSuggestedPeriod(world.database.db, uid, state, TODAY)).toMatchObject({
        ok: true,
      });
    }

    // New York: admitted in an odd year, so the period ends on the birthday in 2027.
    await certificate(uid, {
      courseId: COURSE_A,
      stateSlug: "new-york",
      completedOn: "2026-05-10",
      credits: { general: 1, ethics: 1 },
    });
    const beforePeriod = await certificate(uid, {
      courseId: COURSE_B,
      stateSlug: "new-york",
      completedOn: "2024-12-01",
      credits: { general: 2 },
    });
    const pendingId = await certificate(uid, {
      courseId: COURSE_C,
      stateSlug: "new-york",
      completedOn: "2026-06-01",
      credits: { general: 1.5 },
      approvalStatus: "pending",
    });
    // Illinois: the same course, as approved there, and one before the period.
    await certificate(uid, {
      courseId: COURSE_A,
      stateSlug: "illinois",
      completedOn: "2026-09-01",
      credits: { general: 1, ethics: 1 },
    });
    const earlyIllinois = await certificate(uid, {
      courseId: COURSE_B,
      stateSlug: "illinois",
      completedOn: "2026-03-01",
      credits: { general: 2 },
    });
    const outside = await post(
      cookie,
      creditFields("new-york"),
      { name: "privacy-certificate.pdf", type: "application/pdf", bytes: pdfBytes() },
      "?state=new-york",
    );
    expect(outside.status).toBe(200);
    expect(outside.reply).toMatchObject({
      ok: true,
      message: "Credit added: Privacy and Data Protection Update.",
    });

    tracker = await loadCreditTracker(world.database.db, uid, TODAY);
    expect(tracker.states.map((state) => state.slug)).toEqual(["new-york", "illinois"]);

    const newYork = stateOf(tracker.states, "new-york");
    expect(newYork.admission).toMatchObject({ barNumber: "NY-4455667", admittedOn: "2015-03-18" });
    expect(newYork.judged).toMatchObject({
      startsOn: "2025-04-16",
      endsOn: "2027-04-15",
      status: "current",
    });
    expect(newYork.judgedMatchesSuggestion).toBe(true);
    expect(newYork.offerSuggestion).toBe(false);
    expect(newYork.evaluation?.total).toMatchObject({ required: 24, counted: 4, missing: 20 });
    expect(newYork.evaluation?.hoursStillNeeded).toBe(20);
    expect(requirement(newYork, "ethics")).toMatchObject({ counted: 1, required: 4, missing: 3 });
    expect(requirement(newYork, "bias")).toMatchObject({ met: true });
    expect(requirement(newYork, "cybersecurity")).toMatchObject({ met: true });
    expect(newYork.evaluation?.reporting.who).toBe("attorney");
    expect(newYork.evaluation?.todo.join("\n")).toContain(
      "Ethics and professionalism: earn 3.0 more hours",
    );
    expect(newYork.evaluation?.deadline.completeBy).toBe("2027-04-15");
    // Credits outside the period are listed but not counted; pending ones apart.
    expect(newYork.credits.find((credit) => credit.id === beforePeriod)?.inPeriod).toBe(false);
    expect(newYork.credits.filter((credit) => credit.inPeriod)).toHaveLength(2);
    expect(newYork.pending.map((credit) => credit.id)).toEqual([pendingId]);
    expect(newYork.credits.some((credit) => credit.id === pendingId)).toBe(false);
    const uploaded = newYork.credits.find((credit) => credit.source === "outside");
    expect(uploaded).toMatchObject({
      provider: "State Bar Section",
      format: "self-study",
      hours: { bias: 1, cybersecurity: 1 },
      certificateFilename: "privacy-certificate.pdf",
      certificateBytes: 2048,
    });
    expect(uploaded?.certificateUrl).toBe(`/dashboard/credits/certificates/${uploaded?.id}`);
    // New York's own categories: ethics and professionalism are one.
    expect(newYork.categories).toEqual([
      { id: "general", label: "General" },
      { id: "ethics", label: "Ethics and professionalism" },
      { id: "cybersecurity", label: "Cybersecurity, privacy and data protection" },
      { id: "bias", label: "Diversity, inclusion and elimination of bias" },
    ]);

    const illinois = stateOf(tracker.states, "illinois");
    expect(illinois.judged).toMatchObject({ startsOn: "2026-07-01", endsOn: "2028-06-30" });
    expect(illinois.evaluation?.total).toMatchObject({ required: 30, counted: 2 });
    expect(requirement(illinois, "ethics")).toMatchObject({ counted: 1, required: 6 });
    // Professional responsibility still needs 5, which covers its two inner hours.
    expect(requirement(illinois, "ethics").stillNeeded).toBe(5);
    expect(requirement(illinois, "bias")).toMatchObject({ missing: 1, met: false });
    expect(requirement(illinois, "wellness")).toMatchObject({ missing: 1, met: false });
    expect(illinois.credits.find((credit) => credit.id === earlyIllinois)?.inPeriod).toBe(false);
    expect(illinois.evaluation?.reporting.who).toBe("both");
    // The New York outside credit is New York's only.
    expect(illinois.credits.some((credit) => credit.source === "outside")).toBe(false);
    // The period's name groups come from a secondary source: said so.
    expect(illinois.evaluation?.secondary).toContain("period");

    const summary = await loadCreditSummary(world.database.db, uid, TODAY);
    expect(summary.hasBarAdmissions).toBe(true);
    expect(summary.lines).toEqual([
      expect.objectContaining({
        slug: "new-york",
        periodEndsOn: "2027-04-15",
        counted: 4,
        required: 24,
        stillNeeded: 20,
        complete: false,
        daysLeft: 143,
        status: "tracking",
        missing: [{ label: "Ethics and professionalism", hours: 3 }],
      }),
      expect.objectContaining({
        slug: "illinois",
        counted: 2,
        required: 30,
        stillNeeded: 28,
        status: "tracking",
      }),
    ]);

    // The page's loader shows the same to the signed-in attorney.
    const page = await pageLoader({
      request: browserRequest("/dashboard/credits", { cookie }),
      context: world.context,
      params: {},
    } as Parameters<typeof pageLoader>[0]);
    expect(page.states.map((state) => state.slug)).toEqual(["new-york", "illinois"]);
  });

  it("a certificate issued while the state's approval was pending takes it once granted, and the attorney is told", async () => {
    const { uid, email } = await attorney("Hopper");
    const pendingCourse = "prompting-ai-legal-work-workshop";
    const id = await certificate(uid, {
      courseId: pendingCourse,
      stateSlug: "new-york",
      completedOn: "2026-11-20",
      credits: { general: 1 },
      approvalStatus: "pending",
    });
    // Nothing to take while the approval is still pending.
    const reissue = async (notify?: Parameters<typeof reissueApprovedCertificates>[2]) =>
      (await reissueApprovedCertificates(world.database.db, COMPLIANCE, notify)).filter(
        (entry) => entry.previousId === id,
      );
    expect(await reissue()).toEqual([]);
    const where = and(
      eq(courseStateApprovals.courseId, pendingCourse),
      eq(courseStateApprovals.stateSlug, "new-york"),
    );
    const [before] = await world.database.db.select().from(courseStateApprovals).where(where);
    expect(before?.status).toBe("pending");
    try {
      await world.database.db
        .update(courseStateApprovals)
        .set({
          status: "approved",
          approvalNumber: "NY-2026-0999",
          approvedOn: "2026-11-22",
          credits: { general: 1.5, ethics: 0.5 },
        })
        .where(where);
      const notify = { mailer: outboxMailer(world.database.db), baseUrl: TEST_BASE_URL };
      const [next] = await reissue(notify);
      expect(next?.id).toBeDefined();
      // Once: a second pass finds nothing pending and sends nothing.
      expect(await reissue(notify)).toEqual([]);
      const mail = await outboxMessages(world.database.db, email, "certificate-approved");
      expect(mail).toHaveLength(1);
      expect(mail[0]?.subject).toBe(
        "Approved in New York: Course prompting-ai-legal-work-workshop",
      );
      expect(mail[0]?.text).toContain("course approval number NY-2026-0999");
      expect(mail[0]?.text).toContain("1.5 General, 0.5 Ethics and professionalism");
      expect(mail[0]?.text).toContain(`${TEST_BASE_URL}/certificates/${next?.id}`);
      expect(mail[0]?.attachments.map((file) => file.contentType)).toEqual(["application/pdf"]);
      const [row] = await world.database.db
        .select()
        .from(certificates)
        .where(eq(certificates.id, next?.id ?? ""));
      expect(row).toMatchObject({
        supersedesId: id,
        approvalStatus: "approved",
        approvalNumber: "NY-2026-0999",
        credits: { general: 1.5, ethics: 0.5 },
      });
    } finally {
      if (before) await world.database.db.update(courseStateApprovals).set(before).where(where);
    }
  });
});
